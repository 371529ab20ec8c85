//! Slow readers: a client that stops reading cannot pin the server's memory. Its frames wait
//! at most `write_timeout` to be taken; then the connection is reset (the kernel frees its
//! buffers at once) while the heartbeat and every other connection carry on. And `sync`
//! cannot be used to pull full states at a high rate.

mod common;

use std::time::{Duration, Instant};

use common::*;
use futures_util::SinkExt;
use serde_json::json;
use tianhei_server::Config;
use tokio_tungstenite::tungstenite::Message;

/// Pages of memory the kernel holds for TCP sockets (all of this network namespace).
fn tcp_pages() -> u64 {
    std::fs::read_to_string("/proc/net/sockstat")
        .ok()
        .and_then(|s| {
            let line = s.lines().find(|l| l.starts_with("TCP:"))?.to_string();
            let mut it = line.split_whitespace();
            while let Some(w) = it.next() {
                if w == "mem" {
                    return it.next()?.parse().ok();
                }
            }
            None
        })
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_is_dropped_within_the_heartbeat_window_and_its_memory_returns()
{
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        heartbeat: Duration::from_millis(300),
        write_timeout: Duration::from_millis(600),
        ..Config::for_tests()
    };
    let window = config.heartbeat * 3;
    let addr = start(&dir.path().join("t.db"), config).await;
    let (_host, code, _) = create_room(addr, "mini-wolf", 4, 1).await;
    let base = tcp_pages();

    // Spectators that ask for the rule sets again and again and never read a reply: the
    // replies fill the kernel's buffers, then the server's writes to them stall.
    let n = 16;
    let mut tasks = Vec::new();
    for _ in 0..n {
        let mut c = Client::connect(addr).await;
        c.ok(json!({"type": "watch", "code": code})).await;
        tasks.push(tokio::spawn(async move {
            let t0 = Instant::now();
            let ws = c.ws();
            for i in 0..u64::MAX {
                let m = Message::Text(json!({"type": "rules", "re": i}).to_string().into());
                match tokio::time::timeout(Duration::from_millis(100), ws.send(m)).await {
                    Ok(Ok(())) | Err(_) => {}
                    // The server reset the connection.
                    Ok(Err(_)) => return Some(t0.elapsed()),
                }
                if t0.elapsed() > Duration::from_secs(15) {
                    return None;
                }
            }
            None
        }));
    }
    // Meanwhile a reading client is served as usual.
    let mut fine = Client::connect(addr).await;
    let mut peak = 0;
    while !tasks.iter().all(|t| t.is_finished()) {
        assert_eq!(fine.send(json!({"type": "ping"})).await["type"], "pong");
        peak = peak.max(tcp_pages());
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    for t in tasks {
        let took = t
            .await
            .unwrap()
            .expect("a client that stopped reading was never dropped");
        // Filling the buffers takes a moment; then the stalled write ends the connection
        // within the write timeout, well inside the heartbeat window.
        assert!(
            took < window + Duration::from_secs(3),
            "dropped {took:?} after it started without reading (window {window:?})"
        );
    }
    assert_eq!(fine.send(json!({"type": "ping"})).await["type"], "pong");
    // The kernel's memory for them returns (the resets free the buffers at once).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let after = tcp_pages();
    eprintln!("TCP pages: {base} before, {peak} at the peak, {after} after");
    if peak > base + 256 {
        assert!(
            after < base + (peak - base) / 2,
            "TCP memory did not return: {base} pages before, {peak} at the peak, {after} after"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sync_cannot_pull_full_states_at_a_high_rate() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        sync_every: Config::default().sync_every,
        ..Config::for_tests()
    };
    let every = config.sync_every;
    let addr = start(&dir.path().join("t.db"), config).await;
    let (mut host, code, _) = create_room(addr, "sharen", 12, 4).await;
    host.ok(json!({"type": "fill_bots"})).await;
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    table.drain(Duration::from_millis(100)).await;
    table.received.clear();
    let mut synced = 0;
    let mut refused = 0;
    for _ in 0..20 {
        let r = table.send(json!({"type": "sync"})).await;
        match r["type"].as_str() {
            Some("synced") => synced += 1,
            _ => {
                assert_eq!(r["code"], "rate_limited", "{r}");
                assert!(
                    r["message"]
                        .as_str()
                        .unwrap()
                        .contains(&every.as_secs().to_string()),
                    "{r}"
                );
                refused += 1;
            }
        }
    }
    table.drain(Duration::from_millis(200)).await;
    let fulls = table
        .received
        .iter()
        .filter(|m| m["type"] == "state" && m["full"] == true)
        .count();
    assert_eq!((synced, refused), (1, 19), "one sync per {every:?}");
    assert_eq!(fulls, 1, "one full state");
}
