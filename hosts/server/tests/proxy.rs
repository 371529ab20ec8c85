//! Behind a real reverse proxy (Debian's nginx, started by the test on loopback with the
//! config of docs/deploy.md): with `--trusted-proxy`, two clients of the proxy get budgets
//! of their own, read from `X-Forwarded-For`; a client cannot forge that header past the
//! proxy, and without the proxy being trusted the header counts for nothing.

mod common;
#[path = "common/nginx.rs"]
mod nginx;

use std::net::{Ipv4Addr, SocketAddr};

use common::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tianhei_server::Config;
use tokio_tungstenite::{
    MaybeTlsStream,
    tungstenite::{Message, client::IntoClientRequest},
};

const A: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
const B: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 3);

fn behind(proxy: &str) -> Config {
    Config {
        allow_client_seed: true,
        trusted_proxies: vec![proxy.parse().unwrap()],
        ..Config::default()
    }
}

/// A WebSocket to `addr` from local address `from`, with an `X-Forwarded-For` of its own:
/// the reply to one message.
async fn forged(addr: SocketAddr, from: Ipv4Addr, xff: &str, msg: Value) -> Value {
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.bind((from, 0).into()).unwrap();
    let tcp = sock.connect(addr).await.unwrap();
    let mut req = format!("ws://{addr}/ws").into_client_request().unwrap();
    req.headers_mut()
        .insert("x-forwarded-for", xff.parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::client_async(req, MaybeTlsStream::Plain(tcp))
        .await
        .unwrap();
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .unwrap();
    loop {
        let m = tokio::time::timeout(WAIT, ws.next())
            .await
            .expect("no reply in time")
            .unwrap()
            .unwrap();
        if let Message::Text(t) = m {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["type"] != "state" {
                return v;
            }
        }
    }
}

/// Looks up codes that do not exist until the address is refused: the misses answered.
async fn misses_until_refused(c: &mut Client) -> usize {
    let alphabet = tianhei_server::identity::CODE_ALPHABET;
    for i in 0..100usize {
        let code: String = (0..4)
            .map(|k| alphabet[(i * 11 + k * 5) % alphabet.len()] as char)
            .collect();
        let r = c.send(json!({"type": "watch", "code": code})).await;
        match r["code"].as_str() {
            Some("no_room") => {}
            Some("rate_limited") => return i,
            _ => panic!("{r}"),
        }
    }
    panic!("100 misses and no limit")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_clients_behind_a_trusted_nginx_get_budgets_of_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let config = behind("127.0.0.1");
    let burst = config.addr.failed_lookups.burst as usize;
    let rooms = config.max_rooms_per_addr;
    let server = start(&dir.path().join("t.db"), config).await;
    let proxy = nginx::Nginx::start(server);
    // Every connection reaches the server from nginx's 127.0.0.1; nginx forwards who it saw.
    let mut a = Client::connect_from(proxy.addr, A).await;
    assert_eq!(misses_until_refused(&mut a).await, burst);
    let mut b = Client::connect_from(proxy.addr, B).await;
    assert_eq!(
        misses_until_refused(&mut b).await,
        burst,
        "B's budget is B's own, not spent by A through the same proxy"
    );
    // Rooms per address too: B creates its share though A's lookups are spent.
    let create = json!({"type": "create", "rules": "mini-wolf", "seats": 4});
    let mut hosts = Vec::new();
    for _ in 0..rooms {
        let mut h = Client::connect_from(proxy.addr, B).await;
        h.ok(create.clone()).await;
        hosts.push(h);
    }
    let mut h = Client::connect_from(proxy.addr, B).await;
    assert_eq!(h.send(create.clone()).await["code"], "too_many_own_rooms");
    let mut c = Client::connect_from(proxy.addr, A).await;
    c.ok(create.clone()).await;
    // A header A writes itself is left of what nginx appends: A is still A.
    let r = forged(
        proxy.addr,
        A,
        "198.51.100.9",
        json!({"type": "watch", "code": "ZZZZ", "re": 1}),
    )
    .await;
    assert_eq!(r["code"], "rate_limited", "a forged header passed: {r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forwarded_headers_from_an_untrusted_peer_count_for_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // Only 10.0.0.0/8 is a proxy: a loopback client's header is its own invention.
    let config = behind("10.0.0.0/8");
    let burst = config.addr.failed_lookups.burst;
    let server = start(&dir.path().join("t.db"), config).await;
    let mut a = Client::connect_from(server, A).await;
    assert_eq!(misses_until_refused(&mut a).await, burst as usize);
    for xff in ["198.51.100.1", "198.51.100.2"] {
        let r = forged(
            server,
            A,
            xff,
            json!({"type": "watch", "code": "ZZZZ", "re": 1}),
        )
        .await;
        assert_eq!(
            r["code"], "rate_limited",
            "X-Forwarded-For {xff} believed: {r}"
        );
    }
}
