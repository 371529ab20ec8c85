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
