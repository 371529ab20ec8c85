//! Test helpers: the real server on 127.0.0.1:0 over a real SQLite file, and scripted
//! WebSocket clients (tokio-tungstenite).
#![allow(dead_code)]

pub mod pg;

use std::{net::SocketAddr, path::Path, sync::Arc, time::Duration};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tianhei_server::{Config, sqlite::SqliteStore};
use tokio::net::TcpStream;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

/// Starts the server on a fresh port in the current runtime.
pub async fn start(db: &Path, config: Config) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let store = Arc::new(SqliteStore::open(db).unwrap());
    tokio::spawn(async move {
        tianhei_server::run_with(listener, store, config, std::future::pending())
            .await
            .unwrap();
    });
    addr
}

/// A server on a fresh port in the current runtime over a shared PostgreSQL database
/// (several of these are several processes' worth of servers on one database).
pub async fn start_pg(url: &str, config: Config) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let url = url.to_string();
    let store = tokio::task::spawn_blocking(move || {
        tianhei_server::postgres::PgStore::connect(&url).unwrap()
    })
    .await
    .unwrap();
    let store = Arc::new(store);
    tokio::spawn(async move {
        tianhei_server::run_with(listener, store, config, std::future::pending())
            .await
            .unwrap();
    });
    addr
}

/// A server on a fresh port that stops gracefully when the returned sender fires (or is
/// dropped); the handle resolves when `run_with` returned.
pub async fn start_stoppable(
    db: &Path,
    config: Config,
) -> (
    SocketAddr,
    tokio::sync::oneshot::Sender<()>,
    tokio::task::JoinHandle<()>,
) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let store = Arc::new(SqliteStore::open(db).unwrap());
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let h = tokio::spawn(async move {
        tianhei_server::run_with(listener, store, config, async {
            let _ = rx.await;
        })
        .await
        .unwrap();
    });
    (addr, tx, h)
}

/// A server in a runtime of its own, so a test can kill it without a graceful shutdown.
pub struct Detached {
    pub addr: SocketAddr,
    rt: Option<tokio::runtime::Runtime>,
}

impl Detached {
    pub fn start(db: &Path, config: Config) -> Detached {
        let db = db.to_path_buf();
        // Built on a plain thread: a runtime cannot be started from inside another.
        let (rt, addr) = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            let addr = rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let addr = listener.local_addr().unwrap();
                let store = Arc::new(SqliteStore::open(&db).unwrap());
                tokio::spawn(async move {
                    let _ =
                        tianhei_server::run_with(listener, store, config, std::future::pending())
                            .await;
                });
                addr
            });
            (rt, addr)
        })
        .join()
        .unwrap();
        // Give the restore a moment to finish before clients arrive.
        std::thread::sleep(Duration::from_millis(100));
        Detached { addr, rt: Some(rt) }
    }

    /// Drops every task at once: no graceful shutdown, like a crash of the process.
    pub fn kill(mut self) {
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

/// A scripted client that keeps the state it was pushed.
pub struct Client {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
    next_re: u64,
    /// Every message received, in order.
    pub received: Vec<Value>,
    /// The last state pushed.
    pub state: Option<Value>,
    /// The log as accumulated from pushes.
    pub log: Vec<Value>,
}

pub const WAIT: Duration = Duration::from_secs(20);

impl Client {
    pub async fn connect(addr: SocketAddr) -> Client {
        let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        Client::new(ws)
    }

    /// Connects from the local address `from` (any of 127.0.0.0/8 on loopback), so a test
    /// can be several client addresses.
    pub async fn connect_from(addr: SocketAddr, from: std::net::Ipv4Addr) -> Client {
        let sock = tokio::net::TcpSocket::new_v4().unwrap();
        sock.bind((from, 0).into()).unwrap();
        let tcp = sock.connect(addr).await.unwrap();
        let (ws, _) =
            tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(tcp))
                .await
                .unwrap();
        Client::new(ws)
    }

    /// A client over a WebSocket connected by other means.
    pub fn from_ws(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        Client::new(ws)
    }

    fn new(ws: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Client {
        Client {
            ws,
            next_re: 1,
            received: Vec::new(),
            state: None,
            log: Vec::new(),
        }
    }

    fn take(&mut self, v: &Value) {
        if v["type"] == "state" {
            if v["full"] == true {
                self.log.clear();
            }
            assert_eq!(
                v["log_from"].as_u64().unwrap() as usize,
                self.log.len(),
                "log lines arrive in order: {v}"
            );
            self.log
                .extend(v["log"].as_array().unwrap().iter().cloned());
            self.state = Some(v.clone());
        }
    }

    /// Receives one message (panics after [`WAIT`]).
    pub async fn recv(&mut self) -> Value {
        self.try_recv(WAIT)
            .await
            .expect("no message from the server in time")
    }

    /// Receives one message if one comes within `wait`.
    pub async fn try_recv(&mut self, wait: Duration) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(wait, self.ws.next()).await.ok()??;
            match m.ok()? {
                Message::Text(t) => {
                    let v: Value = serde_json::from_str(t.as_str()).unwrap();
                    self.take(&v);
                    self.received.push(v.clone());
                    return Some(v);
                }
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Sends raw text and returns the next non-state message (the reply or error).
    pub async fn raw(&mut self, text: impl Into<String>) -> Value {
        self.ws
            .send(Message::Text(text.into().into()))
            .await
            .unwrap();
        loop {
            let v = self.recv().await;
            if v["type"] != "state" {
                return v;
            }
        }
    }

    /// Sends a message with a fresh request id and returns its reply or error.
    pub async fn send(&mut self, mut msg: Value) -> Value {
        let re = self.next_re;
        self.next_re += 1;
        msg["re"] = json!(re);
        self.ws
            .send(Message::Text(msg.to_string().into()))
            .await
            .unwrap();
        loop {
            let v = self.recv().await;
            if v["type"] != "state" && v["re"] == json!(re) {
                return v;
            }
        }
    }

    /// Like [`send`], panicking on an error reply.
    pub async fn ok(&mut self, msg: Value) -> Value {
        let r = self.send(msg.clone()).await;
        assert_ne!(r["type"], "error", "{msg} was refused: {r}");
        r
    }

    /// Reads messages until none arrives for `quiet`.
    pub async fn drain(&mut self, quiet: Duration) {
        while self.try_recv(quiet).await.is_some() {}
    }

    /// Waits until the state satisfies `f`.
    pub async fn wait_for(&mut self, f: impl Fn(&Value) -> bool) -> Value {
        loop {
            if let Some(s) = &self.state
                && f(s)
            {
                return s.clone();
            }
            self.recv().await;
        }
    }

    pub async fn send_binary(&mut self, b: Vec<u8>) -> Value {
        self.ws.send(Message::Binary(b.into())).await.unwrap();
        self.recv().await
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }

    /// Sends a frame as it is.
    pub async fn send_frame(&mut self, m: Message) {
        self.ws.send(m).await.unwrap();
    }

    /// Reads until the server closes: the close frame's code, or `None` if the connection
    /// ended without one. Panics after [`WAIT`].
    pub async fn close_code(&mut self) -> Option<u16> {
        let read = async {
            loop {
                match self.ws.next().await {
                    Some(Ok(Message::Close(f))) => return f.map(|f| u16::from(f.code)),
                    Some(Ok(Message::Text(t))) => {
                        if let Ok(v) = serde_json::from_str::<Value>(t.as_str()) {
                            self.take(&v);
                            self.received.push(v);
                        }
                    }
                    Some(Ok(_)) => {}
                    Some(Err(_)) | None => return None,
                }
            }
        };
        tokio::time::timeout(WAIT, read)
            .await
            .expect("the server did not close the connection in time")
    }

    /// The underlying stream, for tests that misbehave on purpose.
    pub fn ws(&mut self) -> &mut WebSocketStream<MaybeTlsStream<TcpStream>> {
        &mut self.ws
    }
}

/// A legal answer to a pushed prompt: picks `min` options (at least one if allowed),
/// starting at `offset`.
pub fn pick(prompt: &Value, offset: usize) -> Vec<usize> {
    let n = prompt["options"].as_array().unwrap().len();
    let min = prompt["min"].as_u64().unwrap() as usize;
    let max = prompt["max"].as_u64().unwrap() as usize;
    let count = min.max(1).min(max).min(n);
    (0..count).map(|k| (offset + k) % n).collect()
}

/// A small deterministic mix for choosing options.
pub fn mix(a: u64, b: u64) -> u64 {
    let mut x = a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ b.wrapping_add(0x632B_E59B_D9B4_E019);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Creates a room as host; returns (host client, code, host token).
pub async fn create_room(
    addr: SocketAddr,
    rules: &str,
    seats: usize,
    seed: u64,
) -> (Client, String, String) {
    let mut host = Client::connect(addr).await;
    let r = host
        .ok(json!({"type": "create", "rules": rules, "seats": seats, "seed": seed}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    let token = r["host_token"].as_str().unwrap().to_string();
    (host, code, token)
}

/// Joins `n` players; returns the clients and their tokens.
pub async fn join(addr: SocketAddr, code: &str, n: usize) -> (Vec<Client>, Vec<String>) {
    let mut clients = Vec::new();
    let mut tokens = Vec::new();
    for i in 0..n {
        let mut c = Client::connect(addr).await;
        let r = c
            .ok(json!({"type": "join", "code": code, "name": format!("玩家{}", i + 1)}))
            .await;
        assert_eq!(r["seat"], json!(i));
        tokens.push(r["token"].as_str().unwrap().to_string());
        clients.push(c);
    }
    (clients, tokens)
}

/// The state without what varies between two deliveries of the same content.
pub fn content(state: &Value) -> Value {
    let mut s = state.clone();
    if let Some(o) = s.as_object_mut() {
        for k in ["rev", "now", "full", "log_from", "re"] {
            o.remove(k);
        }
    }
    s
}

/// Plays the human seats with scripted clients until every client saw the outcome.
/// `choose(seat, prompt, k)` picks the answer to the k-th prompt the seat answers.
pub async fn play_out(
    clients: &mut [Client],
    choose: impl Fn(usize, &Value, u64) -> Vec<usize>,
) -> usize {
    play(clients, choose, usize::MAX).await
}

/// Plays until the outcome or until `limit` answers were given, then lets pushes settle.
pub async fn play(
    clients: &mut [Client],
    choose: impl Fn(usize, &Value, u64) -> Vec<usize>,
    limit: usize,
) -> usize {
    let mut answered = vec![std::collections::HashSet::<u64>::new(); clients.len()];
    let mut answers = 0;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(120);
    loop {
        let mut progressed = false;
        for (i, c) in clients.iter_mut().enumerate() {
            while c.try_recv(Duration::from_millis(1)).await.is_some() {}
            let Some(s) = c.state.clone() else { continue };
            let seat = s["you"]["seat"].as_u64().unwrap() as usize;
            if let Some(p) = s["prompts"].as_array().unwrap().first() {
                let id = p["id"].as_u64().unwrap();
                if answered[i].insert(id) {
                    let k = answered[i].len() as u64;
                    let choice = choose(seat, p, k);
                    let r = c
                        .send(json!({"type": "answer", "prompt": id, "choice": choice}))
                        .await;
                    assert!(
                        r["type"] == "answered" || r["code"] == "stale_prompt",
                        "answer refused: {r}"
                    );
                    answers += 1;
                    progressed = true;
                }
            }
        }
        if clients
            .iter()
            .all(|c| c.state.as_ref().is_some_and(|s| !s["outcome"].is_null()))
        {
            return answers;
        }
        if answers >= limit {
            for c in clients.iter_mut() {
                c.drain(Duration::from_millis(150)).await;
            }
            return answers;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the game did not end in time"
        );
        if !progressed {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }
}

/// A plain HTTP GET: the status line and the body.
pub async fn http(addr: SocketAddr, path: &str) -> (String, String) {
    http_from(addr, std::net::Ipv4Addr::LOCALHOST, path).await
}

/// [`http`] from the local address `from` (any of 127.0.0.0/8).
pub async fn http_from(addr: SocketAddr, from: std::net::Ipv4Addr, path: &str) -> (String, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.bind((from, 0).into()).unwrap();
    let mut s = sock.connect(addr).await.unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8(buf).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}

/// A GET that must answer 200; its body.
pub async fn http_get(addr: SocketAddr, path: &str) -> String {
    let (status, body) = http(addr, path).await;
    assert!(status.starts_with("HTTP/1.1 200"), "{path}: {status}");
    body
}
