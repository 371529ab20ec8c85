//! Plain HTTP cannot hold the server's sockets: a request whose header does not arrive
//! within `header_timeout` is dropped, and past `max_http_connections` new connections are
//! answered 503 at once (not left hanging) while WebSockets already open carry on.

mod common;

use std::time::{Duration, Instant};

use common::*;
use serde_json::json;
use tianhei_server::Config;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

/// Reads what the server sends until it closes (or `wait` passes): the text and whether
/// it closed.
async fn read_until_closed(s: &mut TcpStream, wait: Duration) -> (String, bool) {
    let mut buf = Vec::new();
    let r = tokio::time::timeout(wait, s.read_to_end(&mut buf)).await;
    (String::from_utf8_lossy(&buf).to_string(), r.is_ok())
}

/// The response's Content-Length is its body's length in bytes.
fn assert_length_is_the_body(text: &str) {
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let length = head
        .lines()
        .find_map(|l| l.strip_prefix("Content-Length: "))
        .expect("a Content-Length");
    assert_eq!(length.parse::<usize>().unwrap(), body.len(), "{text:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn half_sent_request_headers_time_out() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        header_timeout: Duration::from_millis(400),
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    // Half a request, then nothing; and a connection that never says a word.
    let mut half = TcpStream::connect(addr).await.unwrap();
    half.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ")
        .await
        .unwrap();
    let mut mute = TcpStream::connect(addr).await.unwrap();
    let t0 = Instant::now();
    let (_, closed) = read_until_closed(&mut half, Duration::from_secs(5)).await;
    assert!(closed, "a half-sent header keeps its connection forever");
    let (_, closed) = read_until_closed(&mut mute, Duration::from_secs(5)).await;
    assert!(closed, "a silent connection is kept forever");
    assert!(
        t0.elapsed() < Duration::from_secs(3),
        "closed after {:?}",
        t0.elapsed()
    );
    // A whole request is still answered.
    http_get(addr, "/api/rules").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_http_connections_past_the_cap_get_503() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        max_http_connections: 6,
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    // A WebSocket first: upgraded connections do not count against the HTTP cap.
    let mut ws = Client::connect(addr).await;
    // Six connections that hold their slots without finishing a request.
    let mut held = Vec::new();
    for _ in 0..6 {
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(b"GET / HTTP/1.1\r\n").await.unwrap();
        held.push(s);
    }
    // The seventh is refused, visibly (asked again until the server has counted all six:
    // on a loaded machine accepting them can lag behind this test).
    let t0 = Instant::now();
    loop {
        let mut s = TcpStream::connect(addr).await.unwrap();
        s.write_all(b"GET /api/rules HTTP/1.1\r\nHost: x\r\n\r\n")
            .await
            .unwrap();
        let (text, closed) = read_until_closed(&mut s, Duration::from_secs(5)).await;
        if text.starts_with("HTTP/1.1 503") {
            assert!(closed, "the refused connection is closed");
            assert_length_is_the_body(&text);
            break;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(10),
            "past the cap a connection is answered 503: {text:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The WebSocket still works; once the held connections go, requests are served again.
    assert_eq!(ws.send(json!({"type": "ping"})).await["type"], "pong");
    drop(held);
    let t0 = Instant::now();
    loop {
        let (status, _) = http(addr, "/api/rules").await;
        if status.contains(" 200 ") {
            break;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(5),
            "still refused: {status}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Opens a connection from `from` and sends half a request header.
async fn half_open(addr: std::net::SocketAddr, from: std::net::Ipv4Addr) -> TcpStream {
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.bind((from, 0).into()).unwrap();
    let mut s = sock.connect(addr).await.unwrap();
    let _ = s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ").await;
    s
}

/// Whether the server answered `s` (and what) within `wait`, without closing it.
async fn answered(s: &mut TcpStream, wait: Duration) -> Option<String> {
    let mut buf = [0u8; 256];
    match tokio::time::timeout(wait, s.read(&mut buf)).await {
        Ok(Ok(n)) => Some(String::from_utf8_lossy(&buf[..n]).to_string()),
        Ok(Err(e)) => Some(e.to_string()),
        Err(_) => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_half_open_flood_from_eight_addresses_leaves_a_ninth_served() {
    let dir = tempfile::tempdir().unwrap();
    // The production pool and shares.
    let d = Config::default();
    let config = Config {
        max_http_connections: d.max_http_connections,
        header_timeout: d.header_timeout,
        header_timeout_busy: d.header_timeout_busy,
        ..Config::for_tests()
    };
    let mut config = config;
    config.addr.max_connections = d.addr.max_connections;
    config.addr.max_http = d.addr.max_http;
    let share = d.addr.max_http as usize;
    assert!(
        share * 8 <= d.max_http_connections / 2,
        "eight shares fill under half the pool"
    );
    let addr = start(&dir.path().join("t.db"), config).await;
    // Eight addresses each open as many half-sent headers as an address may hold
    // connections: each gets its share of the pool, the rest are refused at once.
    let mut opened = Vec::new();
    for a in 0..8u8 {
        let from = std::net::Ipv4Addr::new(127, 0, 1, 10 + a);
        for _ in 0..d.addr.max_connections {
            opened.push((a, half_open(addr, from).await));
        }
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut held = Vec::new();
    let mut refused = [0usize; 8];
    for (a, s) in opened {
        let mut buf = [0u8; 64];
        match s.try_read(&mut buf) {
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => held.push(s),
            Ok(n) => {
                let text = String::from_utf8_lossy(&buf[..n]);
                assert!(n == 0 || text.starts_with("HTTP/1.1 429"), "{text:?}");
                refused[a as usize] += 1;
            }
            Err(_) => refused[a as usize] += 1,
        }
    }
    for (a, n) in refused.iter().enumerate() {
        assert_eq!(*n, d.addr.max_connections as usize - share, "address {a}");
    }
    assert_eq!(held.len(), 8 * share, "each address holds its share");
    // A ninth address is served, every time.
    let ninth = std::net::Ipv4Addr::new(127, 0, 1, 2);
    for _ in 0..10 {
        let (status, _) = http_from(addr, ninth, "/api/rules").await;
        assert!(status.contains(" 200 "), "{status}");
    }
    drop(held);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn near_the_cap_a_held_header_gets_the_short_timeout() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        max_http_connections: 8,
        header_timeout: Duration::from_secs(30),
        header_timeout_busy: Duration::from_millis(300),
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let me = std::net::Ipv4Addr::LOCALHOST;
    let mut early = Vec::new();
    for _ in 0..4 {
        early.push(half_open(addr, me).await);
    }
    // The server counts them before the next is accepted.
    tokio::time::sleep(Duration::from_millis(200)).await;
    // Half the pool is taken: the next half-sent header is dropped after the short time.
    let mut late = half_open(addr, me).await;
    let (_, closed) = read_until_closed(&mut late, Duration::from_secs(10)).await;
    assert!(closed, "a header held near the cap keeps its slot");
    for s in early.iter_mut() {
        assert_eq!(
            answered(s, Duration::from_millis(10)).await,
            None,
            "the early ones keep the full time"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_cap_a_phone_coming_back_to_its_room_still_upgrades() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        max_http_connections: 16,
        header_timeout: Duration::from_secs(30),
        header_timeout_busy: Duration::from_secs(30),
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let (_host, code, _) = create_room(addr, "mini-wolf", 4, 1).await;
    let (mut phones, tokens) = join(addr, &code, 1).await;
    phones.remove(0).close().await;
    // Others fill the pool with half-sent headers.
    let mut held = Vec::new();
    for _ in 0..16 {
        held.push(half_open(addr, std::net::Ipv4Addr::new(127, 0, 1, 20)).await);
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    // A page load is refused; the phone's socket to its room goes through.
    let t0 = Instant::now();
    loop {
        let (status, _) = http(addr, "/api/rules").await;
        if status.contains("503") {
            break;
        }
        assert!(
            t0.elapsed() < Duration::from_secs(5),
            "the pool is full: {status}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws?room={code}"))
        .await
        .expect("the upgrade to a room open here is served");
    let mut phone = Client::from_ws(ws);
    phone
        .ok(json!({"type": "resume", "code": code, "token": tokens[0]}))
        .await;
    // An upgrade naming no open room is not.
    let r = tokio_tungstenite::connect_async(format!("ws://{addr}/ws?room=ZZZZ")).await;
    assert!(r.is_err(), "an unknown room is not a phone coming back");
    drop(held);
}
