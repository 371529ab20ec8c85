//! Clients that keep sending and never read: the kernel memory each pins on the server is
//! bounded by the accepted sockets' buffer sizes (not the 4 MiB Linux grows a send buffer
//! to), and a connection whose untaken bytes pass `max_unsent_bytes` is reset without
//! waiting for the write timeout. examples/non_readers.rs measures the same for
//! BENCHMARKS.md.

mod common;

use std::{net::SocketAddr, time::Duration};

use common::*;
use futures_util::SinkExt;
use serde_json::json;
use tianhei_server::Config;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream, tungstenite::Message};

/// Pages of memory the kernel holds for TCP sockets (all of this network namespace).
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

type Ws = WebSocketStream<MaybeTlsStream<tokio::net::TcpStream>>;

/// A client whose own buffers are small, so what the namespace's TCP memory gains is the
/// server's side of the connection.
async fn small_client(addr: SocketAddr) -> Ws {
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.set_send_buffer_size(8 * 1024).unwrap();
    sock.set_recv_buffer_size(8 * 1024).unwrap();
    let tcp = sock.connect(addr).await.unwrap();
    tokio_tungstenite::client_async(format!("ws://{addr}/ws"), MaybeTlsStream::Plain(tcp))
        .await
        .unwrap()
        .0
}

/// Sends `rules` requests and reads nothing until the server resets the connection (true)
/// or `stop` sends (false).
async fn flood(mut ws: Ws, mut stop: tokio::sync::watch::Receiver<bool>) -> bool {
    for i in 0u64.. {
        let m = Message::Text(json!({"type": "rules", "re": i}).to_string().into());
        tokio::select! {
            r = tokio::time::timeout(Duration::from_millis(100), ws.send(m)) => {
                if let Ok(Err(_)) = r {
                    return true;
                }
            }
            _ = stop.changed() => return false,
        }
    }
    false
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_kernel_memory_a_non_reading_client_pins_is_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        // Held for the whole measurement: what is measured is what a non-reader pins
        // while it is held.
        write_timeout: Duration::from_secs(600),
        heartbeat: Duration::from_secs(600),
        ..Config::for_tests()
    };
    let bound = 2 * (config.send_buffer + config.recv_buffer) as u64;
    let addr = start(&dir.path().join("t.db"), config).await;
    let n = 60u64;
    let base = tcp_pages();
    let (stop, rx) = tokio::sync::watch::channel(false);
    let mut tasks = Vec::new();
    for _ in 0..n {
        let ws = small_client(addr).await;
        tasks.push(tokio::spawn(flood(ws, rx.clone())));
    }
    // Sample until the memory stops growing (the buffers are full).
    let (mut peak, mut still) = (base, 0);
    while still < 40 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        let now = tcp_pages();
        if now > peak + peak / 100 {
            still = 0;
        } else {
            still += 1;
        }
        peak = peak.max(now);
    }
    let _ = stop.send(true);
    for t in tasks {
        assert!(!t.await.unwrap(), "no client was dropped while held");
    }
    let per_client = (peak.saturating_sub(base)) * 4096 / n;
    eprintln!("{n} non-readers: {per_client} bytes of TCP memory each (bound {bound})");
    // The server's buffers (Linux doubles SO_SNDBUF and SO_RCVBUF), the clients' small
    // ones and the slack of the kernel's accounting: far below the 4 MiB of before.
    assert!(
        per_client < bound + 128 * 1024,
        "{per_client} bytes per non-reading client (the buffers allow {bound})"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_leaving_more_than_the_unsent_cap_untaken_is_reset_before_the_write_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        write_timeout: Duration::from_secs(600),
        heartbeat: Duration::from_secs(600),
        max_unsent_bytes: 16 * 1024,
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let (_stop, rx) = tokio::sync::watch::channel(false);
    let ws = small_client(addr).await;
    let dropped = tokio::time::timeout(WAIT, flood(ws, rx))
        .await
        .expect("the non-reader was kept past the unsent cap");
    assert!(dropped);
    // Everyone else is served as before.
    let mut fine = Client::connect(addr).await;
    assert_eq!(fine.send(json!({"type": "ping"})).await["type"], "pong");
}
