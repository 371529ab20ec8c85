//! House rules over the server: the options form, an edited rule set checked by field
//! (every problem at once, nothing kept), an uploaded file, a room created with the house
//! file that plays with it, and the record of the finished game that replays with it.

mod common;

use std::net::SocketAddr;

use serde_json::{Value, json};
use tianhei_core::{GameRecord, Match};
use tianhei_server::Config;

/// A plain HTTP POST of JSON: the status line and the body as JSON.
async fn post(addr: SocketAddr, path: &str, body: &Value) -> (String, Value) {
    post_from(addr, std::net::Ipv4Addr::LOCALHOST, path, body).await
}

/// [`post`] from the local address `from` (any of 127.0.0.0/8).
async fn post_from(
    addr: SocketAddr,
    from: std::net::Ipv4Addr,
    path: &str,
    body: &Value,
) -> (String, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = body.to_string();
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.bind((from, 0).into()).unwrap();
    let mut s = sock.connect(addr).await.unwrap();
    s.write_all(
        format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    )
    .await
    .unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8(buf).unwrap();
    let (head, body) = text.split_once("\r\n\r\n").unwrap();
    let status = head.lines().next().unwrap_or("").to_string();
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[tokio::test]
async fn the_options_form_lists_every_option_with_names_and_kinds() {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let form: Value =
        serde_json::from_str(&common::http_get(addr, "/api/rules/sharen/options").await).unwrap();
    let fields = form["fields"].as_array().unwrap();
    let speech = fields
        .iter()
        .find(|f| f["key"] == "speech_seconds")
        .unwrap();
    assert_eq!(speech["name"]["zh"], "发言秒数");
    assert_eq!(
        speech["kind"],
        json!({"kind": "number", "min": 10, "max": 600})
    );
    assert_eq!(speech["value"], 90);
    let (status, _) = common::http(addr, "/api/rules/nope/options").await;
    assert!(status.contains("404"), "{status}");
}

#[tokio::test]
async fn bad_house_options_are_refused_by_field_and_nothing_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (status, body) = post(
        addr,
        "/api/house",
        &json!({"base": "sharen", "set": [["speech_seconds", "abc"], ["consensus_rounds", "0"]]}),
    )
    .await;
    assert!(status.contains("422"), "{status}");
    let fields: Vec<&str> = body["problems"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|p| p["field"].as_str())
        .collect();
    assert_eq!(fields, ["speech_seconds", "consensus_rounds"], "{body}");
    // An uploaded file with three mistakes: all three come back.
    let src = "id = \"mine\"\ntitle = \"我的\"\ntitle_en = \"Mine\"\ngame = \"sharen\"\n\
               [options]\nspeech_seconds = \"long\"\nsecret_killer = 3\nwhatever = 1\n";
    let (status, body) = post(addr, "/api/house", &json!({"source": src})).await;
    assert!(status.contains("422"), "{status}");
    assert_eq!(body["problems"].as_array().unwrap().len(), 3, "{body}");
}

#[tokio::test]
async fn a_room_with_house_rules_plays_them_and_its_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (status, body) = post(
        addr,
        "/api/house",
        &json!({"base": "sharen", "set": [["secret_killer", "false"], ["speech_seconds", "60"]]}),
    )
    .await;
    assert!(status.contains("200"), "{status} {body}");
    let id = body["id"].as_str().unwrap();
    assert_eq!(body["house"][0]["zh"], "秘匪 关");
    assert!(
        body["title"]
            .as_str()
            .unwrap()
            .contains("房规：秘匪 关，发言秒数 60")
    );
    let (mut host, code, _) = common::create_room(addr, id, 11, 3).await;
    let (mut players, _) = common::join(addr, &code, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    // The room's title names the house rules for every screen.
    let s = players[0]
        .wait_for(|s| s["room"]["rules"]["title"].is_string())
        .await;
    assert!(
        s["room"]["rules"]["title"]
            .as_str()
            .unwrap()
            .contains("发言秒数 60"),
        "{}",
        s["room"]["rules"]
    );
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    let record: GameRecord =
        serde_json::from_str(&common::http_get(addr, &format!("/api/records/{code}/1")).await)
            .unwrap();
    assert!(
        record.rules.contains("speech_seconds = 60"),
        "{}",
        record.rules
    );
    let m = Match::replay(&record).unwrap();
    let roles: Vec<String> = m
        .outcome()
        .unwrap()
        .seats
        .iter()
        .map(|s| s.role.zh.to_string())
        .collect();
    assert!(!roles.iter().any(|r| r == "秘匪"), "{roles:?}");
    assert_eq!(m.outcome(), record.outcome.as_ref());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn house_files_are_budgeted_per_address_so_a_flood_keeps_the_hosts() {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let host = std::net::Ipv4Addr::new(127, 0, 0, 2);
    let flooder = std::net::Ipv4Addr::new(127, 0, 0, 3);
    let (status, body) = post_from(
        addr,
        host,
        "/api/house",
        &json!({"base": "mini-wolf", "set": [["consensus_rounds", "2"]]}),
    )
    .await;
    assert!(status.contains("200"), "{status} {body}");
    let id = body["id"].as_str().unwrap().to_string();
    // Another address posts more house files than the whole server keeps.
    let shipped = include_str!("../../../rules/mini-wolf.toml");
    for n in 0..600 {
        let source = shipped.replacen("title = \"", &format!("title = \"{n}·"), 1);
        let (status, body) =
            post_from(addr, flooder, "/api/house", &json!({"source": source})).await;
        assert!(status.contains("200"), "{status} {body}");
    }
    // The host's file still makes a room.
    let mut c = common::Client::connect(addr).await;
    c.ok(json!({"type": "create", "rules": id, "seats": 4}))
        .await;
}
