//! Kernel memory pinned by clients that keep sending and never read: N WebSocket clients
//! ask for the rule sets again and again without reading a reply, and the memory is sampled
//! until it stops growing: the server's own sockets (`ss -tm`, the sum of each socket's
//! `skmem` r + w + f, bytes) and the whole network namespace's TCP memory
//! (`/proc/net/sockstat`, `TCP: mem`, pages; on loopback this counts the clients' ends
//! too, whose send buffers the kernel grows to 4 MiB each). Run once with the server's
//! socket bounds (the defaults) and once without them (`send_buffer`/`recv_buffer` 0, no
//! unsent cap: what the server did before), in one run:
//!
//! ```text
//! cargo run --release -p tianhei-server --example non_readers -- 60
//! ```
//!
//! The namespace figure counts anything else in it too, so run it on a quiet machine.

use std::{
    net::SocketAddr,
    sync::Arc,
    time::{Duration, Instant},
};

use futures_util::SinkExt;
use serde_json::json;
use tianhei_server::{Config, sqlite::SqliteStore};
use tokio_tungstenite::tungstenite::Message;

fn tcp_pages() -> u64 {
    let s = std::fs::read_to_string("/proc/net/sockstat").unwrap_or_default();
    let line = s.lines().find(|l| l.starts_with("TCP:")).unwrap_or("");
    let mut it = line.split_whitespace();
    while let Some(w) = it.next() {
        if w == "mem" {
            return it.next().and_then(|n| n.parse().ok()).unwrap_or(0);
        }
    }
    0
}

/// Kernel memory of the established sockets on local port `port` (bytes), from `ss`.
fn server_bytes(port: u16) -> u64 {
    let out = std::process::Command::new("ss")
        .args([
            "-tmnH",
            "state",
            "established",
            "sport",
            "=",
            &format!(":{port}"),
        ])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).to_string())
        .unwrap_or_default();
    let mut total = 0;
    for part in out.split("skmem:(").skip(1) {
        let fields = part.split(')').next().unwrap_or("");
        for f in fields.split(',') {
            let (k, v) = f.split_at(f.find(|c: char| c.is_ascii_digit()).unwrap_or(f.len()));
            if matches!(k, "r" | "w" | "f") {
                total += v.parse::<u64>().unwrap_or(0);
            }
        }
    }
    total
}

async fn start(config: Config, dir: &std::path::Path) -> SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let store = Arc::new(SqliteStore::open(&dir.join("t.db")).unwrap());
    tokio::spawn(tianhei_server::run_with(
        listener,
        store,
        config,
        std::future::pending(),
    ));
    addr
}

/// Peaks while `n` clients send and never read: the server's sockets (bytes) and the
/// namespace's TCP pages above the start.
async fn measure(config: Config, n: usize) -> (u64, u64) {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(config, dir.path()).await;
    let base = tcp_pages();
    let mut tasks = Vec::new();
    for _ in 0..n {
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
            .await
            .unwrap();
        tasks.push(tokio::spawn(async move {
            for i in 0u64.. {
                let m = Message::Text(json!({"type": "rules", "re": i}).to_string().into());
                match tokio::time::timeout(Duration::from_millis(100), ws.send(m)).await {
                    Ok(Ok(())) | Err(_) => {}
                    Ok(Err(_)) => return,
                }
            }
        }));
    }
    let (mut peak, mut server, mut grew_at) = (base, 0, Instant::now());
    while grew_at.elapsed() < Duration::from_secs(2) {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let now = tcp_pages();
        if now > peak + peak / 100 {
            grew_at = Instant::now();
        }
        peak = peak.max(now);
        server = server.max(server_bytes(addr.port()));
    }
    for t in tasks {
        t.abort();
    }
    (server, peak.saturating_sub(base))
}

#[tokio::main]
async fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(60);
    let page = 4096u64;
    let bounded = Config {
        write_timeout: Duration::from_secs(600),
        heartbeat: Duration::from_secs(600),
        ..Config::for_tests()
    };
    let unbounded = Config {
        send_buffer: 0,
        recv_buffer: 0,
        max_unsent_bytes: usize::MAX,
        ..bounded.clone()
    };
    for (what, config) in [
        ("without the bounds", unbounded),
        ("with the bounds", bounded),
    ] {
        let (server, pages) = measure(config, n).await;
        // Let the previous run's sockets go before the next.
        tokio::time::sleep(Duration::from_secs(1)).await;
        let mib = |b: u64| b as f64 / (1024.0 * 1024.0);
        println!(
            "{n} non-reading clients, {what}: the server's sockets {:.1} MiB ({} KiB per client); all TCP memory {:.1} MiB",
            mib(server),
            server / 1024 / n as u64,
            mib(pages * page),
        );
    }
}
