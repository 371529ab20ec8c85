//! Load tool for the network host: many rooms of clients over real WebSocket connections
//! that answer their prompts with random legal options.
//!
//! ```text
//! cargo run --release -p tianhei-server --example bench_server -- \
//!     --rooms 250 --seats 8 --rules mini-wolf --secs 30 --think-ms 500
//! ```
//!
//! By default it starts the server as a child process (this same binary with `--serve`), so
//! the server's resident memory is read alone from /proc/<pid>/status; `--connect ADDR`
//! loads a server that is already running instead. Reports seats held, answers per second,
//! latency from sending an answer to the next state pushed to that seat (p50/p99), and
//! resident memory per idle seat (server RSS after all seats joined minus before, divided by
//! seats). Needs about two file descriptors per seat (`ulimit -n 8192`).

use std::{
    io::{BufRead, BufReader},
    net::SocketAddr,
    process::{Command, Stdio},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use futures_util::{SinkExt, StreamExt};
use rand::{RngExt, SeedableRng, rngs::SmallRng};
use serde_json::{Value, json};
use tokio_tungstenite::{
    connect_async_with_config,
    tungstenite::{Message, protocol::WebSocketConfig},
};

#[derive(Debug, Clone)]
struct Args {
    rooms: usize,
    seats: usize,
    rules: String,
    secs: u64,
    think_ms: u64,
    connect: Option<SocketAddr>,
    serve: bool,
    db: Option<String>,
}

fn parse_args() -> Args {
    let mut a = Args {
        rooms: 250,
        seats: 8,
        rules: "mini-wolf".into(),
        secs: 30,
        think_ms: 500,
        connect: None,
        serve: false,
        db: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(k) = it.next() {
        let mut v = || it.next().unwrap_or_else(|| panic!("{k} needs a value"));
        match k.as_str() {
            "--rooms" => a.rooms = v().parse().expect("--rooms N"),
            "--seats" => a.seats = v().parse().expect("--seats N"),
            "--rules" => a.rules = v(),
            "--secs" => a.secs = v().parse().expect("--secs N"),
            "--think-ms" => a.think_ms = v().parse().expect("--think-ms N"),
            "--connect" => a.connect = Some(v().parse().expect("--connect HOST:PORT")),
            "--db" => a.db = Some(v()),
            "--serve" => a.serve = true,
            "--help" | "-h" => {
                println!(
                    "bench_server [--rooms 250] [--seats 8] [--rules mini-wolf] [--secs 30] [--think-ms 500] [--connect ADDR] [--db FILE]"
                );
                std::process::exit(0);
            }
            other => panic!("unknown argument {other} (try --help)"),
        }
    }
    a
}

fn rss_kib(pid: u32) -> u64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    s.lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.split_whitespace().next())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

/// `--serve`: the server alone, printing its address, until stdin closes.
fn serve(args: &Args) {
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind");
        println!("ADDR {}", listener.local_addr().expect("addr"));
        let db = args.db.clone().unwrap_or_else(|| {
            std::env::temp_dir()
                .join(format!("tianhei-bench-{}.db", std::process::id()))
                .display()
                .to_string()
        });
        let store = Arc::new(tianhei_server::sqlite::SqliteStore::open(db.as_ref()).expect("db"));
        let config = tianhei_server::Config {
            max_rooms: 100_000,
            max_connections: 100_000,
            ..tianhei_server::Config::for_tests()
        };
        let stop = async {
            // Ends when the parent closes our stdin.
            let _ = tokio::task::spawn_blocking(|| {
                let mut s = String::new();
                let _ = std::io::stdin().read_line(&mut s);
            })
            .await;
        };
        tianhei_server::run_with(listener, store, config, stop)
            .await
            .expect("server");
        let _ = std::fs::remove_file(&db);
        let _ = std::fs::remove_file(format!("{db}-wal"));
        let _ = std::fs::remove_file(format!("{db}-shm"));
    });
}

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn connect(addr: SocketAddr) -> Ws {
    let cfg = WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(4096);
    for _ in 0..50 {
        if let Ok((ws, _)) =
            connect_async_with_config(format!("ws://{addr}/ws"), Some(cfg), false).await
        {
            return ws;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("cannot connect to {addr}");
}

async fn request(ws: &mut Ws, msg: Value) -> Value {
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .expect("send");
    loop {
        let Some(Ok(Message::Text(t))) = ws.next().await else {
            panic!("connection lost")
        };
        let v: Value = serde_json::from_str(t.as_str()).expect("json");
        if v["type"] != "state" && v["type"] != "notice" {
            assert_ne!(v["type"], "error", "{msg} refused: {v}");
            return v;
        }
    }
}

#[derive(Default)]
struct Stats {
    latencies_us: Mutex<Vec<u64>>,
    answers: AtomicU64,
    games: AtomicU64,
    errors: AtomicU64,
}

/// A seat client: answers its first open prompt with a random legal choice after a think
/// time, timing answer → next state.
async fn player(
    mut ws: Ws,
    seed: u64,
    think_ms: u64,
    stats: Arc<Stats>,
    measuring: Arc<AtomicBool>,
    stop: Arc<AtomicBool>,
) {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut sent_at: Option<Instant> = None;
    let mut last_answered: Option<u64> = None;
    let mut pending: Option<(u64, Vec<usize>, Instant)> = None;
    loop {
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let wait = pending
            .as_ref()
            .map(|p| p.2.saturating_duration_since(Instant::now()))
            .unwrap_or(Duration::from_millis(200));
        let msg = tokio::time::timeout(wait, ws.next()).await;
        match msg {
            Err(_) => {
                if let Some((id, choice, at)) = pending.take() {
                    if Instant::now() >= at {
                        let m = json!({"type": "answer", "prompt": id, "choice": choice});
                        if ws.send(Message::Text(m.to_string().into())).await.is_err() {
                            return;
                        }
                        sent_at = Some(Instant::now());
                        last_answered = Some(id);
                    } else {
                        pending = Some((id, choice, at));
                    }
                }
            }
            Ok(None) | Ok(Some(Err(_))) => return,
            Ok(Some(Ok(Message::Text(t)))) => {
                let Ok(v) = serde_json::from_str::<Value>(t.as_str()) else {
                    continue;
                };
                match v["type"].as_str() {
                    Some("state") => {
                        if let Some(t0) = sent_at.take()
                            && measuring.load(Ordering::Relaxed)
                        {
                            stats
                                .latencies_us
                                .lock()
                                .expect("lock")
                                .push(t0.elapsed().as_micros() as u64);
                            stats.answers.fetch_add(1, Ordering::Relaxed);
                        }
                        let p = v["prompts"].as_array().and_then(|a| a.first()).cloned();
                        pending = None;
                        if let Some(p) = p {
                            let id = p["id"].as_u64().unwrap_or(0);
                            if Some(id) != last_answered {
                                let n = p["options"].as_array().map_or(0, |o| o.len());
                                let max = (p["max"].as_u64().unwrap_or(1) as usize).min(n);
                                let min = (p["min"].as_u64().unwrap_or(1) as usize).min(max);
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
                    Some("error") => {
                        stats.errors.fetch_add(1, Ordering::Relaxed);
                        sent_at = None;
                    }
                    _ => {}
                }
            }
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// The host of a room: starts the game and another one whenever one ends.
async fn host(mut ws: Ws, stats: Arc<Stats>, stop: Arc<AtomicBool>) {
    let _ = request(&mut ws, json!({"type": "start", "re": 1})).await;
    let mut game = 1;
    while !stop.load(Ordering::Relaxed) {
        let Ok(m) = tokio::time::timeout(Duration::from_millis(200), ws.next()).await else {
            continue;
        };
        let Some(Ok(Message::Text(t))) = m else {
            return;
        };
        let Ok(v) = serde_json::from_str::<Value>(t.as_str()) else {
            continue;
        };
        if v["type"] == "state" && !v["outcome"].is_null() && v["room"]["game"] == game {
            stats.games.fetch_add(1, Ordering::Relaxed);
            game += 1;
            let m = json!({"type": "new_game", "re": game});
            if ws.send(Message::Text(m.to_string().into())).await.is_err() {
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

fn main() {
    let args = parse_args();
    if args.serve {
        serve(&args);
        return;
    }
    // The server: a child process unless --connect names one.
    let (addr, mut child) = match args.connect {
        Some(a) => (a, None),
        None => {
            let exe = std::env::current_exe().expect("exe");
            let mut cmd = Command::new(exe);
            cmd.arg("--serve")
                .stdin(Stdio::piped())
                .stdout(Stdio::piped());
            if let Some(db) = &args.db {
                cmd.args(["--db", db]);
            }
            let mut c = cmd.spawn().expect("start the server");
            let out = c.stdout.take().expect("stdout");
            let mut line = String::new();
            BufReader::new(out)
                .read_line(&mut line)
                .expect("server address");
            let addr = line
                .trim()
                .strip_prefix("ADDR ")
                .expect("ADDR line")
                .parse()
                .expect("addr");
            (addr, Some(c))
        }
    };
    let pid = child.as_ref().map(|c| c.id());
    let rt = tokio::runtime::Runtime::new().expect("runtime");
    rt.block_on(async move {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let rss0 = pid.map(rss_kib).unwrap_or(0);
        let stats = Arc::new(Stats::default());
        let measuring = Arc::new(AtomicBool::new(false));
        let stop = Arc::new(AtomicBool::new(false));
        let t_join = Instant::now();
        let mut hosts = Vec::new();
        let mut players = Vec::new();
        for r in 0..args.rooms {
            let mut h = connect(addr).await;
            let c = request(&mut h, json!({"type": "create", "rules": args.rules, "seats": args.seats, "seed": r as u64, "re": 0})).await;
            let code = c["code"].as_str().expect("code").to_string();
            hosts.push(h);
            for s in 0..args.seats {
                let mut p = connect(addr).await;
                request(&mut p, json!({"type": "join", "code": code, "name": format!("p{s}"), "re": 0})).await;
                players.push(p);
            }
        }
        let seats = players.len();
        let joined = t_join.elapsed();
        tokio::time::sleep(Duration::from_secs(2)).await;
        let rss_idle = pid.map(rss_kib).unwrap_or(0);
        println!("seats held: {seats} in {} rooms of {} ({}), joined in {:.1}s", args.rooms, args.seats, args.rules, joined.as_secs_f64());
        if pid.is_some() {
            println!(
                "server RSS: {rss0} KiB before, {rss_idle} KiB with every seat connected and idle = {:.1} KiB per idle seat",
                (rss_idle.saturating_sub(rss0)) as f64 / seats as f64
            );
        }
        let mut tasks = Vec::new();
        for (i, p) in players.into_iter().enumerate() {
            tasks.push(tokio::spawn(player(p, i as u64, args.think_ms, stats.clone(), measuring.clone(), stop.clone())));
        }
        for h in hosts {
            tasks.push(tokio::spawn(host(h, stats.clone(), stop.clone())));
        }
        // Warm up, then measure.
        tokio::time::sleep(Duration::from_secs(2)).await;
        measuring.store(true, Ordering::Relaxed);
        let t0 = Instant::now();
        tokio::time::sleep(Duration::from_secs(args.secs)).await;
        measuring.store(false, Ordering::Relaxed);
        let secs = t0.elapsed().as_secs_f64();
        let rss_load = pid.map(rss_kib).unwrap_or(0);
        stop.store(true, Ordering::Relaxed);
        for t in tasks {
            let _ = t.await;
        }
        let mut lat = stats.latencies_us.lock().expect("lock").clone();
        lat.sort_unstable();
        let answers = stats.answers.load(Ordering::Relaxed);
        println!(
            "load: {secs:.1}s, think time 0–{} ms: {answers} answers = {:.0} answers/s, {} games finished, {} errors",
            2 * args.think_ms,
            answers as f64 / secs,
            stats.games.load(Ordering::Relaxed),
            stats.errors.load(Ordering::Relaxed)
        );
        println!(
            "latency answer → next state: p50 {:.2} ms, p99 {:.2} ms, p99.9 {:.2} ms, max {:.2} ms ({} samples)",
            pct(&lat, 0.5),
            pct(&lat, 0.99),
            pct(&lat, 0.999),
            lat.last().copied().unwrap_or(0) as f64 / 1000.0,
            lat.len()
        );
        if pid.is_some() {
            println!("server RSS under load: {rss_load} KiB");
        }
    });
    if let Some(c) = child.as_mut() {
        drop(c.stdin.take());
        let _ = c.wait();
    }
}
