//! Per-address limits, with the default settings: one client address, however many
//! connections it opens, can hold only its share of open rooms, cannot take every seat of a
//! lobby, watches a bounded number of rooms, and cannot enumerate room codes. The tests are
//! several addresses by binding their clients to 127.0.0.x.

mod common;

use std::net::Ipv4Addr;

use common::*;
use serde_json::json;
use tianhei_server::Config;

fn defaults() -> Config {
    // The production limits; only seeds are allowed, so rooms are comparable.
    Config {
        allow_client_seed: true,
        ..Config::default()
    }
}

const A: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
const B: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 3);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_cannot_hold_more_open_rooms_than_its_share() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let share = config.max_rooms_per_addr;
    assert_eq!(share, 8, "eight open rooms per address by default");
    let addr = start(&dir.path().join("t.db"), config).await;
    // Many connections from one address, each within its own three rooms.
    let create = json!({"type": "create", "rules": "mini-wolf", "seats": 4});
    let mut hosts = Vec::new();
    let mut made = 0;
    let refused = loop {
        let mut h = Client::connect_from(addr, A).await;
        let r = h.send(create.clone()).await;
        hosts.push(h);
        if r["type"] == "error" {
            break r;
        }
        made += 1;
        assert!(made <= share, "address A opened {made} rooms");
    };
    assert_eq!(made, share, "{refused}");
    assert_eq!(refused["code"], "too_many_own_rooms", "{refused}");
    assert!(
        refused["message"].as_str().unwrap().contains("address"),
        "the message says the limit is the address's: {refused}"
    );
    // Another address has its own share.
    let mut other = Client::connect_from(addr, B).await;
    other.ok(create.clone()).await;
    // Ending one gives the address room for another.
    hosts[0].ok(json!({"type": "end"})).await;
    let mut again = Client::connect_from(addr, A).await;
    again.ok(create).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_join_frees_the_seat_the_connection_held() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 1).await;
    let mut squatter = Client::connect(addr).await;
    // Joining again and again under new names: still one seat.
    for n in 0..8 {
        let r = squatter
            .send(json!({"type": "join", "code": code, "name": format!("x{n}")}))
            .await;
        assert_eq!(r["type"], "joined", "{r}");
        host.drain(std::time::Duration::from_millis(50)).await;
        let seats = host.state.as_ref().unwrap()["seats"].clone();
        let held: Vec<_> = seats
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["kind"] == "human")
            .collect();
        assert_eq!(
            held.len(),
            1,
            "join {n}: one connection holds exactly one seat: {seats}"
        );
        assert_eq!(held[0]["name"], format!("x{n}"));
    }
    // The others can take the three seats left.
    let mut others = Vec::new();
    for n in 0..3 {
        let mut c = Client::connect(addr).await;
        c.ok(json!({"type": "join", "code": code, "name": format!("p{n}")}))
            .await;
        others.push(c);
    }
    // Joining another room gives up the seat here too.
    let (_h2, code2, _) = create_room(addr, "mini-wolf", 4, 2).await;
    let r = squatter
        .send(json!({"type": "join", "code": code2, "name": "x"}))
        .await;
    assert_eq!(r["type"], "joined", "{r}");
    let s = host
        .wait_for(|s| {
            s["seats"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|x| x["kind"] == "empty")
                .count()
                == 1
        })
        .await;
    assert_eq!(s["room"]["status"], "lobby");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn joins_from_one_address_are_rate_limited() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let burst = config.addr.joins.burst as usize;
    let seats_each = config.addr.seats_per_room as usize;
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut codes = Vec::new();
    for i in 0..(burst / seats_each + 2) as u8 {
        let mut h = Client::connect_from(addr, Ipv4Addr::new(127, 0, 1, i + 1)).await;
        let r = h
            .ok(json!({"type": "create", "rules": "sharen", "seats": 12}))
            .await;
        codes.push((h, r["code"].as_str().unwrap().to_string()));
    }
    // One address, a fresh connection per join, as many seats of each room as an address
    // may hold: the address's joins run out.
    let mut joined = 0;
    let mut limited = None;
    'outer: for (_, code) in &codes {
        for n in 0..seats_each {
            let mut c = Client::connect_from(addr, A).await;
            let r = c
                .send(json!({"type": "join", "code": code, "name": format!("p{n}")}))
                .await;
            if r["type"] == "error" {
                limited = Some(r);
                break 'outer;
            }
            joined += 1;
        }
    }
    let limited = limited.expect("joins from one address are limited");
    assert_eq!(limited["code"], "rate_limited", "{limited}");
    assert_eq!(joined, burst, "a burst of {burst} joins, then a refusal");
    // Another address joins.
    let mut c = Client::connect_from(addr, B).await;
    let r = c
        .send(json!({"type": "join", "code": codes.last().unwrap().1, "name": "b"}))
        .await;
    assert_eq!(r["type"], "joined", "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn watches_from_one_address_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let cap = config.addr.max_watching as usize;
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut rooms = Vec::new();
    for i in 0..3 {
        let mut h = Client::connect_from(addr, Ipv4Addr::new(127, 0, 2, i + 1)).await;
        let r = h
            .ok(json!({"type": "create", "rules": "mini-wolf", "seats": 4}))
            .await;
        rooms.push((h, r["code"].as_str().unwrap().to_string()));
    }
    let mut watchers = Vec::new();
    for i in 0..cap {
        let mut c = Client::connect_from(addr, A).await;
        c.ok(json!({"type": "watch", "code": rooms[i % 3].1})).await;
        watchers.push(c);
    }
    let mut extra = Client::connect_from(addr, A).await;
    let r = extra
        .send(json!({"type": "watch", "code": rooms[0].1}))
        .await;
    assert_eq!(r["code"], "too_many_watches", "{r}");
    // A watcher moving to another room keeps its one slot.
    watchers[0]
        .ok(json!({"type": "watch", "code": rooms[1].1}))
        .await;
    // One closes: its slot is free again.
    watchers.pop().unwrap().close().await;
    let mut r = json!(null);
    for _ in 0..50 {
        r = extra
            .send(json!({"type": "watch", "code": rooms[0].1}))
            .await;
        if r["type"] == "watching" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(r["type"], "watching", "{r}");
    // Another address watches.
    let mut b = Client::connect_from(addr, B).await;
    b.ok(json!({"type": "watch", "code": rooms[2].1})).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failed_code_lookups_are_rate_limited_so_codes_cannot_be_enumerated() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let burst = config.addr.failed_lookups.burst as usize;
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut host = Client::connect_from(addr, B).await;
    let r = host
        .ok(json!({"type": "create", "rules": "mini-wolf", "seats": 4}))
        .await;
    let real = r["code"].as_str().unwrap().to_string();
    // Probe codes that do not exist, as an enumeration would.
    let mut probe = Client::connect_from(addr, A).await;
    let alphabet = tianhei_server::identity::CODE_ALPHABET;
    let mut misses = 0;
    let mut limited = None;
    for i in 0..200usize {
        let code: String = (0..4)
            .map(|k| alphabet[(i * 7 + k * 13) % alphabet.len()] as char)
            .collect();
        if code == real {
            continue;
        }
        let r = probe.send(json!({"type": "watch", "code": code})).await;
        match r["code"].as_str() {
            Some("no_room") => misses += 1,
            Some("rate_limited") => {
                limited = Some(r);
                break;
            }
            _ => panic!("{r}"),
        }
    }
    assert!(limited.is_some(), "200 wrong codes and no limit");
    assert_eq!(misses, burst, "a burst of {burst} misses, then the limit");
    // Now even the real code is refused from that address: the refusal tells nothing.
    for msg in [
        json!({"type": "watch", "code": real}),
        json!({"type": "join", "code": real, "name": "a"}),
        json!({"type": "resume", "code": real, "token": "0".repeat(32)}),
    ] {
        let r = probe.send(msg.clone()).await;
        assert_eq!(r["code"], "rate_limited", "{msg}: {r}");
    }
    let (status, _) = http_from(addr, A, &format!("/qr/{real}")).await;
    assert!(
        status.contains(" 429 "),
        "QR codes share the limit: {status}"
    );
    // Another address still finds the room.
    let mut other = Client::connect_from(addr, B).await;
    other.ok(json!({"type": "watch", "code": real})).await;
    let (status, _) = http_from(addr, B, &format!("/qr/{real}")).await;
    assert!(status.contains(" 200 "), "{status}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_cannot_open_more_connections_than_its_cap() {
    use tokio::io::AsyncReadExt;
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let cap = config.addr.max_connections as usize;
    assert_eq!(cap, 64, "64 connections per address by default");
    // Bare TCP connections up to one under the address's plain HTTP share (its own cap,
    // tested in http_limits.rs), the rest WebSockets (they keep their slot after the
    // upgrade), so the connection cap is what refuses the next one.
    let bare_n = config.addr.max_http as usize - 1;
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut ws = Vec::new();
    for _ in 0..cap - bare_n {
        let mut c = Client::connect_from(addr, A).await;
        c.ok(json!({"type": "ping"})).await;
        ws.push(c);
    }
    let mut bare = Vec::new();
    for _ in 0..bare_n {
        let sock = tokio::net::TcpSocket::new_v4().unwrap();
        sock.bind((A, 0).into()).unwrap();
        bare.push(sock.connect(addr).await.unwrap());
    }
    // Every bare connection is counted once the server took it: the next one is refused.
    let (status, body) = http_from(addr, A, "/api/rules").await;
    assert!(status.contains(" 429 "), "connection {}: {status}", cap + 1);
    assert!(body.contains("your address"), "{body}");
    // Another address is served.
    let (status, _) = http_from(addr, B, "/api/rules").await;
    assert!(status.contains(" 200 "), "{status}");
    let mut b = Client::connect_from(addr, B).await;
    b.ok(json!({"type": "ping"})).await;
    // A WebSocket that closes frees its slot.
    ws.pop().unwrap().close().await;
    let mut status = String::new();
    for _ in 0..100 {
        status = http_from(addr, A, "/api/rules").await.0;
        if status.contains(" 200 ") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert!(status.contains(" 200 "), "after one closed: {status}");
    // The bare connections were never refused: they are still open.
    let mut buf = [0u8; 1];
    let r =
        tokio::time::timeout(std::time::Duration::from_millis(50), bare[0].read(&mut buf)).await;
    assert!(r.is_err(), "an admitted connection was closed: {r:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_address_holds_at_most_its_seats_of_a_room_even_after_closing() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let cap = config.addr.seats_per_room as usize;
    assert_eq!(
        cap, 4,
        "four seats of another's room per address by default"
    );
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut host = Client::connect_from(addr, B).await;
    let r = host
        .ok(json!({"type": "create", "rules": "sharen", "seats": 16}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    // Connect, join, close: the seat stays held, and counts.
    for n in 0..cap {
        let mut c = Client::connect_from(addr, A).await;
        c.ok(json!({"type": "join", "code": code, "name": format!("hog{n}")}))
            .await;
        c.close().await;
    }
    let mut c = Client::connect_from(addr, A).await;
    let r = c
        .send(json!({"type": "join", "code": code, "name": "hog"}))
        .await;
    assert_eq!(r["code"], "too_many_seats", "{r}");
    host.drain(std::time::Duration::from_millis(50)).await;
    let seats = host.state.as_ref().unwrap()["seats"].clone();
    let held = seats
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| s["kind"] == "human")
        .count();
    assert_eq!(held, cap, "the refused join took no seat: {seats}");
    // The rest of the room is left for others.
    for n in 0..16 - cap {
        let from = Ipv4Addr::new(127, 0, 3, n as u8 + 1);
        let mut p = Client::connect_from(addr, from).await;
        p.ok(json!({"type": "join", "code": code, "name": format!("p{n}")}))
            .await;
    }
    // The host frees one of A's seats: A may take one again.
    host.ok(json!({"type": "remove", "seat": 0})).await;
    c.ok(json!({"type": "join", "code": code, "name": "hog"}))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phones_behind_the_host_screens_address_fill_every_seat() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), defaults()).await;
    let mut host = Client::connect_from(addr, A).await;
    let r = host
        .ok(json!({"type": "create", "rules": "sharen", "seats": 12}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    let mut phones = Vec::new();
    for n in 0..12 {
        let mut p = Client::connect_from(addr, A).await;
        p.ok(json!({"type": "join", "code": code, "name": format!("p{n}")}))
            .await;
        phones.push(p);
    }
}

/// A plain HTTP GET from a given local address: the status line and the body.
async fn http_from(addr: std::net::SocketAddr, from: Ipv4Addr, path: &str) -> (String, String) {
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
    let text = String::from_utf8_lossy(&buf).to_string();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    (
        head.lines().next().unwrap_or("").to_string(),
        body.to_string(),
    )
}
