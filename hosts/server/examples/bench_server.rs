//! Load tool for the network host: many rooms of clients over real WebSocket connections
//! that answer their prompts with random legal options.
//!
//! ```text
//! cargo run --release -p tianhei-server --example bench_server -- \
//!     --production --rooms 834 --seats 12 --rules sharen --secs 60 --think-ms 500
//! ```
//!
//! By default it starts the server as a child process (this same binary with `--serve`), so
//! the server's resident memory is read alone from /proc/<pid>/status; `--connect ADDR`
//! loads a server that is already running instead. `--production` runs the server with the
//! settings of `tianhei serve` (rate limits, per-address limits, the narration's pacing,
//! deadlines, no client seeds); each room's clients then connect from an address of their
//! own in 127.0.0.0/8, as households do. Without it the server runs with the test settings
//! (no pacing, deadlines or limits) and every client shares 127.0.0.1.
//!
//! Reports seats held, answers per second, the latency from sending an answer to its
//! acknowledgement (`answered`, sent only once the answer is committed) and to the next
//! state pushed to that seat (p50/p99; with pacing the state can wait for the narration),
//! resident memory per idle seat (server RSS after all seats joined minus before, divided by
//! seats), errors (lost connections, refused requests, rooms that never started) and the
//! machine's load average. It never panics on what the server does: every failure is
//! counted and printed. The load clients answer the server's pings.

use std::{
    collections::HashMap,
    io::{BufRead, BufReader},
    net::{Ipv4Addr, SocketAddr},
    process::{Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use serde::{Deserialize, de::IgnoredAny};
use serde_json::{Value, json};
use tokio::sync::Semaphore;
use tokio_tungstenite::{
    client_async_with_config,
    tungstenite::{Message, protocol::WebSocketConfig},
};

// As `tianhei serve` runs: the resident memory measured is the one it would have.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Debug, Clone)]
struct Args {
    rooms: usize,
    seats: usize,
    rules: String,
    secs: u64,
    think_ms: u64,
    connect: Option<SocketAddr>,
    serve: bool,
    production: bool,
    db: Option<String>,
    parallel: usize,
    processes: usize,
    stagger_secs: u64,
}

fn usage() -> ! {
    println!(
        "bench_server [--production] [--rooms 250] [--seats 8] [--rules mini-wolf] [--secs 30] \
         [--think-ms 500] [--parallel 32] [--connect ADDR] [--db FILE|postgres://…] \
         [--processes 1] [--stagger-secs 0]\n\n--processes N starts N server processes on one \
         --db postgres://… database; rooms are spread over them in turn\n--stagger-secs S: each \
         host starts its game at a random moment within the first S seconds (game nights do not \
         start together; without it every room's narration ticks in step), and measuring \
         begins once all have started"
    );
    std::process::exit(0)
}

fn parse_args() -> Result<Args, String> {
    let mut a = Args {
        rooms: 250,
        seats: 8,
        rules: "mini-wolf".into(),
        secs: 30,
        think_ms: 500,
        connect: None,
        serve: false,
        production: false,
        db: None,
        parallel: 32,
        processes: 1,
        stagger_secs: 0,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().ok_or_else(|| format!("{k} needs a value"));
        fn num<T: std::str::FromStr>(k: &str, v: String) -> Result<T, String> {
            v.parse()
                .map_err(|_| format!("{k} takes a number, not `{v}`"))
        }
        match k.as_str() {
            "--rooms" => a.rooms = num(&k, v()?)?,
            "--seats" => a.seats = num(&k, v()?)?,
            "--rules" => a.rules = v()?,
            "--secs" => a.secs = num(&k, v()?)?,
            "--think-ms" => a.think_ms = num(&k, v()?)?,
            "--parallel" => a.parallel = num::<usize>(&k, v()?)?.max(1),
            "--connect" => {
                let s = v()?;
                a.connect = Some(
                    s.parse()
                        .map_err(|_| format!("--connect HOST:PORT, not `{s}`"))?,
                )
            }
            "--db" => a.db = Some(v()?),
            "--serve" => a.serve = true,
            "--processes" => a.processes = num::<usize>(&k, v()?)?.max(1),
            "--stagger-secs" => a.stagger_secs = num(&k, v()?)?,
            "--production" => a.production = true,
            "--help" | "-h" => usage(),
            other => return Err(format!("unknown argument {other} (try --help)")),
        }
    }
    Ok(a)
}

fn rss_kib(pid: u32) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    s.lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn loadavg() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .map(|s| s.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .unwrap_or_else(|_| "?".into())
}

/// `--serve`: the server alone, printing its address, until stdin closes.
fn serve(args: &Args) -> Result<(), String> {
    let rt = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .map_err(|e| e.to_string())?;
        println!("ADDR {}", listener.local_addr().map_err(|e| e.to_string())?);
        let db = args.db.clone().unwrap_or_else(|| {
            std::env::temp_dir()
                .join(format!("tianhei-bench-{}.db", std::process::id()))
                .display()
                .to_string()
        });
        let store: Arc<dyn tianhei_server::Store> = if db.starts_with("postgres") {
            let url = db.clone();
            Arc::new(
                tokio::task::spawn_blocking(move || {
                    tianhei_server::postgres::PgStore::connect(&url)
                })
                .await
                .map_err(|e| e.to_string())?
                .map_err(|e| e.to_string())?,
            )
        } else {
            Arc::new(
                tianhei_server::sqlite::SqliteStore::open(db.as_ref())
                    .map_err(|e| e.to_string())?,
            )
        };
        let config = if args.production {
            tianhei_server::Config::default()
        } else {
            tianhei_server::Config {
                max_rooms: 100_000,
                max_connections: 100_000,
                ..tianhei_server::Config::for_tests()
            }
        };
        let stop = async {
            // Ends when the parent closes our stdin.
            let _ = tokio::task::spawn_blocking(|| {
                let mut s = String::new();
                let _ = std::io::stdin().read_line(&mut s);
            })
            .await;
        };
        let r = tianhei_server::run_with(listener, store, config, stop).await;
        for f in [db.clone(), format!("{db}-wal"), format!("{db}-shm")] {
            let _ = std::fs::remove_file(f);
        }
        r.map_err(|e| e.to_string())
    })
}

type Ws = tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>;

/// The local address room `r`'s clients connect from (production: one per room).
fn source(production: bool, r: usize) -> Ipv4Addr {
    if !production {
        return Ipv4Addr::LOCALHOST;
    }
    Ipv4Addr::new(
        127,
        1 + (r / 60_000) as u8,
        (r / 240 % 250) as u8,
        (r % 240 + 2) as u8,
    )
}

async fn connect(addr: SocketAddr, from: Ipv4Addr) -> Result<Ws, String> {
    let cfg = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(4096);
    let mut last = String::new();
    for _ in 0..20 {
        let tcp = async {
            let s = tokio::net::TcpSocket::new_v4()?;
            s.bind((from, 0).into())?;
            s.connect(addr).await
        };
        match tcp.await {
            Ok(tcp) => {
                let _ = tcp.set_nodelay(true);
                match client_async_with_config(format!("ws://{addr}/ws"), tcp, Some(cfg)).await {
                    Ok((ws, _)) => return Ok(ws),
                    Err(e) => last = e.to_string(),
                }
            }
            Err(e) => last = e.to_string(),
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Err(format!("cannot connect to {addr} from {from}: {last}"))
}

/// Sends `msg` and waits for its reply (skipping pushes and answering pings).
async fn request(ws: &mut Ws, msg: Value) -> Result<Value, String> {
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .map_err(|e| format!("send: {e}"))?;
    loop {
        let m = tokio::time::timeout(Duration::from_secs(60), ws.next())
            .await
            .map_err(|_| format!("no reply to {msg} in 60 s"))?;
        match m {
            Some(Ok(Message::Text(t))) => {
                let v: Value = serde_json::from_str(t.as_str()).map_err(|e| e.to_string())?;
                match v["type"].as_str() {
                    Some("state" | "notice") => continue,
                    Some("error") => return Err(format!("{msg} refused: {v}")),
                    _ => return Ok(v),
                }
            }
            // Pings are answered by the WebSocket layer as the stream is read.
            Some(Ok(_)) => continue,
            Some(Err(e)) => return Err(format!("connection lost: {e}")),
            None => return Err("connection closed".into()),
        }
    }
}

#[derive(Default)]
struct Stats {
    ack_us: Mutex<Vec<u64>>,
    state_us: Mutex<Vec<u64>>,
    answers: AtomicU64,
    games: AtomicU64,
    stale: AtomicU64,
    errors: AtomicU64,
    lost: AtomicU64,
    messages: Mutex<HashMap<String, u64>>,
}

impl Stats {
    fn error(&self, what: String) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        let key: String = what.chars().take(160).collect();
        *self
            .messages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(key)
            .or_default() += 1;
    }
}

/// What a load client reads of a server frame; every other member is skipped unread.
#[derive(Deserialize)]
struct Frame {
    #[serde(rename = "type")]
    kind: Option<String>,
    re: Option<u64>,
    code: Option<String>,
    message: Option<String>,
    #[serde(default)]
    prompts: Vec<FramePrompt>,
}

/// A prompt as a load client answers it: its id, how many options, how many to pick.
#[derive(Deserialize)]
struct FramePrompt {
    id: u64,
    options: Vec<IgnoredAny>,
    min: Option<u64>,
    max: Option<u64>,
}

/// A seat client: answers its first open prompt with a random legal choice after a think
/// time; times answer → acknowledgement and answer → next state.
async fn player(
    mut ws: Ws,
    seed: u64,
    think_ms: u64,
    stats: Arc<Stats>,
    measuring: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut sent: HashMap<u64, Instant> = HashMap::new();
    let mut state_wait: Option<Instant> = None;
    let mut last_answered: Option<u64> = None;
    let mut pending: Option<(u64, Vec<usize>, Instant)> = None;
    let mut re = 0u64;
    while !stop.load(Ordering::Relaxed) {
        let wait = pending
            .as_ref()
            .map(|p| p.2.saturating_duration_since(Instant::now()))
            .unwrap_or(Duration::from_millis(200));
        match tokio::time::timeout(wait, ws.next()).await {
            Err(_) => {
                let Some((id, choice, at)) = pending.take() else {
                    continue;
                };
                if Instant::now() < at {
                    pending = Some((id, choice, at));
                    continue;
                }
                re += 1;
                let m = json!({"type": "answer", "re": re, "prompt": id, "choice": choice});
                if ws.send(Message::Text(m.to_string().into())).await.is_err() {
                    stats.lost.fetch_add(1, Ordering::Relaxed);
                    return;
                }
                let now = Instant::now();
                sent.insert(re, now);
                state_wait = Some(now);
                last_answered = Some(id);
            }
            Ok(None) | Ok(Some(Err(_))) => {
                if !stop.load(Ordering::Relaxed) {
                    stats.lost.fetch_add(1, Ordering::Relaxed);
                }
                return;
            }
            Ok(Some(Ok(Message::Text(t)))) => {
                // Read as a phone reads it, but into only the members a load client
                // needs: the clients share the server's cores, and a tree of every
                // state took a fifth of them.
                let Ok(v) = serde_json::from_str::<Frame>(t.as_str()) else {
                    stats.error("a frame that is not JSON".into());
                    continue;
                };
                let measure = measuring.load(Ordering::Relaxed);
                match v.kind.as_deref() {
                    Some("state") => {
                        if let Some(t0) = state_wait.take()
                            && measure
                        {
                            let us = t0.elapsed().as_micros() as u64;
                            stats
                                .state_us
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push(us);
                        }
                        let p = v.prompts.first();
                        pending = None;
                        if let Some(p) = p {
                            let id = p.id;
                            if Some(id) != last_answered {
                                let n = p.options.len();
                                let max = (p.max.unwrap_or(1) as usize).min(n);
                                let min = (p.min.unwrap_or(1) as usize).min(max);
                                let count = if min == max {
                                    min
                                } else {
                                    rng.random_range(min..=max)
                                };
                                let mut idx: Vec<usize> = (0..n).collect();
                                for i in 0..count {
                                    let j = rng.random_range(i..n);
                                    idx.swap(i, j);
                                }
                                idx.truncate(count);
                                let think = if think_ms == 0 {
                                    0
                                } else {
                                    rng.random_range(0..=2 * think_ms)
                                };
                                pending =
                                    Some((id, idx, Instant::now() + Duration::from_millis(think)));
                            }
                        }
                    }
                    Some("answered") => {
                        let at = v.re.and_then(|r| sent.remove(&r));
                        if let Some(t0) = at
                            && measure
                        {
                            let us = t0.elapsed().as_micros() as u64;
                            stats
                                .ack_us
                                .lock()
                                .unwrap_or_else(|e| e.into_inner())
                                .push(us);
                            stats.answers.fetch_add(1, Ordering::Relaxed);
                        }
                    }
                    Some("error") => {
                        if let Some(r) = v.re {
                            sent.remove(&r);
                        }
                        state_wait = None;
                        // The prompt closed before the answer came (a deadline, the
                        // killers' re-ask): the game's flow, counted apart.
                        if v.code.as_deref() == Some("stale_prompt") {
                            stats.stale.fetch_add(1, Ordering::Relaxed);
                        } else {
                            stats.error(format!(
                                "answer refused: {:?} {:?}",
                                v.code.unwrap_or_default(),
                                v.message.unwrap_or_default()
                            ));
                        }
                    }
                    Some("notice") => stats.error(format!(
                        "notice to a seat: {:?}",
                        v.code.unwrap_or_default()
                    )),
                    _ => {}
                }
            }
            // Pings are answered by the WebSocket layer as the stream is read.
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// The host of a room: starts the game and another one whenever one ends.
async fn host(
    mut ws: Ws,
    delay: Duration,
    stats: Arc<Stats>,
    stop: Arc<AtomicBool>,
    started: Arc<AtomicU64>,
) {
    // Pings are answered as the stream is read: wait reading.
    let until = Instant::now() + delay;
    while Instant::now() < until {
        if let Ok(None) = tokio::time::timeout_at(until.into(), ws.next()).await {
            break;
        }
    }
    match request(&mut ws, json!({"type": "start", "re": 1})).await {
        Ok(_) => {
            started.fetch_add(1, Ordering::Relaxed);
        }
        Err(e) => {
            stats.error(format!("a room never started: {e}"));
            return;
        }
    }
    let mut game = 1;
    while !stop.load(Ordering::Relaxed) {
        let Ok(m) = tokio::time::timeout(Duration::from_millis(200), ws.next()).await else {
            continue;
        };
        let t = match m {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            _ => {
                if !stop.load(Ordering::Relaxed) {
                    stats.lost.fetch_add(1, Ordering::Relaxed);
                }
                return;
            }
        };
        let Ok(v) = serde_json::from_str::<Value>(t.as_str()) else {
            continue;
        };
        if v["type"] == "error" {
            stats.error(format!(
                "host request refused: {} {}",
                v["code"], v["message"]
            ));
        }
        if v["type"] == "state" && !v["outcome"].is_null() && v["room"]["game"] == game {
            stats.games.fetch_add(1, Ordering::Relaxed);
            game += 1;
            let m = json!({"type": "new_game", "re": game});
            if ws.send(Message::Text(m.to_string().into())).await.is_err() {
                stats.lost.fetch_add(1, Ordering::Relaxed);
                return;
            }
        }
    }
}

fn pct(sorted: &[u64], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i] as f64 / 1000.0
}

/// Opens room `r`: its host creates it, then every seat joins, all from the room's address.
async fn open_room(addr: SocketAddr, args: &Args, r: usize) -> Result<(Ws, Vec<Ws>), String> {
    let from = source(args.production, r);
    let mut h = connect(addr, from).await?;
    let mut create = json!({"type": "create", "rules": args.rules, "seats": args.seats, "re": 0});
    if !args.production {
        create["seed"] = json!(r as u64);
    }
    let c = request(&mut h, create).await?;
    let code = c["code"]
        .as_str()
        .ok_or("no code in `created`")?
        .to_string();
    let mut seats = Vec::new();
    for s in 0..args.seats {
        let mut p = connect(addr, from).await?;
        request(
            &mut p,
            json!({"type": "join", "code": code, "name": format!("p{s}"), "re": 0}),
        )
        .await?;
        seats.push(p);
    }
    Ok((h, seats))
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("bench_server: {e}");
            std::process::exit(2);
        }
    };
    if let Err(e) = rlimit::increase_nofile_limit(u64::MAX) {
        eprintln!("bench_server: cannot raise the open-file limit: {e}");
    }
    if args.serve {
        if let Err(e) = serve(&args) {
            eprintln!("bench_server --serve: {e}");
            std::process::exit(1);
        }
        return;
    }
    if let Err(e) = run(args) {
        eprintln!("bench_server: {e}");
        std::process::exit(1);
    }
}

fn run(args: Args) -> Result<(), String> {
    if args.processes > 1 && !args.db.as_deref().unwrap_or("").starts_with("postgres") {
        return Err(
            "--processes above 1 needs --db postgres://… (processes share rooms through it)".into(),
        );
    }
    // The servers: child processes unless --connect names one.
    let mut addrs = Vec::new();
    let mut children = Vec::new();
    for _ in 0..if args.connect.is_some() {
        1
    } else {
        args.processes
    } {
        let (addr, child) = start_server(&args)?;
        addrs.push(addr);
        children.extend(child);
    }
    let pids: Vec<u32> = children.iter().map(|c| c.id()).collect();
    let rt = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    let load_before = loadavg();
    let result = rt.block_on(load(&addrs, &pids, &args));
    for c in children.iter_mut() {
        drop(c.stdin.take());
        let _ = c.wait();
    }
    println!("load average: {load_before} before, {} after", loadavg());
    result
}

/// One server: a child process unless --connect names one.
fn start_server(args: &Args) -> Result<(SocketAddr, Option<std::process::Child>), String> {
    let (addr, child) = match args.connect {
        Some(a) => (a, None),
        None => {
            let exe = std::env::current_exe().map_err(|e| e.to_string())?;
            let mut cmd = Command::new(exe);
            cmd.arg("--serve")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped());
            if args.production {
                cmd.arg("--production");
            }
            if let Some(db) = &args.db {
                cmd.args(["--db", db]);
            }
            let mut c = cmd
                .spawn()
                .map_err(|e| format!("cannot start the server: {e}"))?;
            let out = c.stdout.take().ok_or("no stdout from the server")?;
            let mut line = String::new();
            BufReader::new(out)
                .read_line(&mut line)
                .map_err(|e| e.to_string())?;
            let addr = line
                .trim()
                .strip_prefix("ADDR ")
                .and_then(|a| a.parse().ok())
                .ok_or_else(|| format!("the server said {line:?}, not its address"))?;
            (addr, Some(c))
        }
    };
    Ok((addr, child))
}

async fn load(addrs: &[SocketAddr], pids: &[u32], args: &Args) -> Result<(), String> {
    tokio::time::sleep(Duration::from_millis(300)).await;
    let rss = || pids.iter().map(|&p| rss_kib(p)).sum::<u64>();
    let pid = (!pids.is_empty()).then_some(());
    let rss0 = rss();
    let stats = Arc::new(Stats::default());
    let measuring = Arc::new(AtomicBool::new(false));
    let stop = Arc::new(AtomicBool::new(false));
    let t_join = Instant::now();
    // Rooms open `--parallel` at a time.
    let gate = Arc::new(Semaphore::new(args.parallel));
    let mut opening = Vec::new();
    for r in 0..args.rooms {
        let (gate, args) = (gate.clone(), args.clone());
        let addr = addrs[r % addrs.len()];
        opening.push(tokio::spawn(async move {
            let _permit = gate.acquire_owned().await.map_err(|e| e.to_string())?;
            open_room(addr, &args, r).await
        }));
    }
    let mut hosts = Vec::new();
    let mut players = Vec::new();
    let mut failed_rooms = 0;
    for t in opening {
        match t.await.map_err(|e| e.to_string()).and_then(|r| r) {
            Ok((h, seats)) => {
                hosts.push(h);
                players.extend(seats);
            }
            Err(e) => {
                failed_rooms += 1;
                stats.error(format!("a room could not be opened: {e}"));
            }
        }
    }
    let seats = players.len();
    let joined = t_join.elapsed();
    tokio::time::sleep(Duration::from_secs(2)).await;
    let rss_idle = rss();
    println!(
        "mode: {}",
        if args.production {
            "production (tianhei serve's settings: rate and per-address limits, pacing, deadlines; one client address per room)"
        } else {
            "test settings (no pacing, deadlines or limits)"
        }
    );
    if addrs.len() > 1 {
        println!(
            "servers: {} processes on one database, rooms spread over them in turn",
            addrs.len()
        );
    }
    println!(
        "seats held: {seats} in {} rooms of {} ({}), {failed_rooms} rooms failed to open, joined in {:.1}s",
        hosts.len(),
        args.seats,
        args.rules,
        joined.as_secs_f64()
    );
    if pid.is_some() && seats > 0 {
        println!(
            "server RSS: {rss0} KiB before, {rss_idle} KiB with every seat connected and idle = {:.1} KiB per idle seat",
            (rss_idle.saturating_sub(rss0)) as f64 / seats as f64
        );
    }
    let started = Arc::new(AtomicU64::new(0));
    let mut tasks = Vec::new();
    for (i, p) in players.into_iter().enumerate() {
        tasks.push(tokio::spawn(player(
            p,
            i as u64,
            args.think_ms,
            stats.clone(),
            measuring.clone(),
            stop.clone(),
        )));
    }
    let rooms = hosts.len();
    let mut starts = SmallRng::seed_from_u64(rooms as u64);
    for h in hosts {
        let delay = Duration::from_millis(starts.random_range(0..=args.stagger_secs * 1000));
        tasks.push(tokio::spawn(host(
            h,
            delay,
            stats.clone(),
            stop.clone(),
            started.clone(),
        )));
    }
    // Warm up (every host has started), then measure.
    tokio::time::sleep(Duration::from_secs(3 + args.stagger_secs)).await;
    measuring.store(true, Ordering::Relaxed);
    let t0 = Instant::now();
    tokio::time::sleep(Duration::from_secs(args.secs)).await;
    measuring.store(false, Ordering::Relaxed);
    let secs = t0.elapsed().as_secs_f64();
    let rss_load = rss();
    let never = rooms as u64 - started.load(Ordering::Relaxed);
    stop.store(true, Ordering::Relaxed);
    for t in tasks {
        let _ = t.await;
    }
    let sorted = |m: &Mutex<Vec<u64>>| {
        let mut v = m.lock().unwrap_or_else(|e| e.into_inner()).clone();
        v.sort_unstable();
        v
    };
    let (ack, state) = (sorted(&stats.ack_us), sorted(&stats.state_us));
    let answers = stats.answers.load(Ordering::Relaxed);
    let lost = stats.lost.load(Ordering::Relaxed);
    let errors = stats.errors.load(Ordering::Relaxed) + lost;
    println!(
        "load: {secs:.1}s, think time 0–{} ms: {answers} answers = {:.0} answers/s, {} games finished",
        2 * args.think_ms,
        answers as f64 / secs,
        stats.games.load(Ordering::Relaxed),
    );
    println!(
        "errors: {errors} ({lost} connections lost, {never} rooms never started, {} other); {} answers to prompts already closed (stale_prompt)",
        stats.errors.load(Ordering::Relaxed),
        stats.stale.load(Ordering::Relaxed)
    );
    for (m, n) in stats
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .take(10)
    {
        println!("  {n} × {m}");
    }
    for (name, lat) in [("acknowledged", &ack), ("next state", &state)] {
        println!(
            "latency answer → {name}: p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms, max {:.2} ms ({} samples)",
            pct(lat, 0.5),
            pct(lat, 0.99),
            pct(lat, 0.999),
            lat.last().copied().unwrap_or(0) as f64 / 1000.0,
            lat.len()
        );
    }
    if pid.is_some() {
        println!("server RSS under load: {rss_load} KiB");
    }
    Ok(())
}
