//! Names in a room: every class of invisible or direction-changing name is refused over the
//! wire and changes nothing; names that look the same (case, width, Cyrillic or Greek
//! lookalikes, Unicode's confusables) cannot sit side by side; bot names are kept for bots.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_refused_name_class_is_refused_over_the_wire_and_takes_no_seat() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 1).await;
    let refused = [
        "a\u{061c}b",
        "a\u{2060}b",
        "\u{feff}ab",
        "a\u{00ad}b",
        "a\u{2028}b",
        "a\u{2029}b",
        "ab\u{e0041}",
        "\u{3164}",
        "\u{2800}",
        "\u{200b}",
        "a\u{202e}b",
        "机器人5",
        "Bot 2",
        // Default-ignorable marks (UTS #39): a second 「Alice」 that looks the same, a
        // person beside the real bot 5.
        "Al\u{034f}ice",
        "Alice\u{fe00}",
        "a\u{180b}b",
        "a\u{17b4}b",
        "ab\u{e0100}",
        "\u{034f}机器人5",
    ];
    let mut c = Client::connect(addr).await;
    for name in refused {
        let r = c
            .send(json!({"type": "join", "code": code, "name": name}))
            .await;
        assert_eq!(r["code"], "bad_name", "{name:?}: {r}");
    }
    host.drain(std::time::Duration::from_millis(50)).await;
    let seats = &host.state.as_ref().unwrap()["seats"];
    assert!(
        seats
            .as_array()
            .unwrap()
            .iter()
            .all(|s| s["kind"] == "empty"),
        "no refused name took a seat: {seats}"
    );
    // The same connection still joins under a good name.
    c.ok(json!({"type": "join", "code": code, "name": "Zoë"}))
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_that_look_alike_cannot_sit_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (_host, code, _) = create_room(addr, "mini-wolf", 6, 1).await;
    let mut alice = Client::connect(addr).await;
    alice
        .ok(json!({"type": "join", "code": code, "name": "Alice"}))
        .await;
    for same in [
        "alice",
        "ALICE",
        "ＡＬＩＣＥ",
        "\u{0410}lice",
        "Αlice",
        "AIice",
    ] {
        let mut c = Client::connect(addr).await;
        let r = c
            .send(json!({"type": "join", "code": code, "name": same}))
            .await;
        assert_eq!(r["code"], "name_taken", "{same:?}: {r}");
    }
    let mut other = Client::connect(addr).await;
    other
        .ok(json!({"type": "join", "code": code, "name": "Alicia"}))
        .await;
    // An Armenian օ reads as o: 「Bօb」 cannot sit beside 「Bob」.
    let mut bob = Client::connect(addr).await;
    bob.ok(json!({"type": "join", "code": code, "name": "Bob"}))
        .await;
    let mut fake = Client::connect(addr).await;
    let r = fake
        .send(json!({"type": "join", "code": code, "name": "B\u{0585}b"}))
        .await;
    assert_eq!(r["code"], "name_taken", "{r}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_filling_seats_never_share_a_name_with_a_person() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 5, 1).await;
    let mut p = Client::connect(addr).await;
    let r = p
        .send(json!({"type": "join", "code": code, "name": "机器人5"}))
        .await;
    assert_eq!(
        r["code"], "bad_name",
        "a person cannot take a bot's name: {r}"
    );
    p.ok(json!({"type": "join", "code": code, "name": "小明"}))
        .await;
    host.ok(json!({"type": "fill_bots"})).await;
    let s = host.wait_for(|s| s["seats"][4]["kind"] == "bot").await;
    let names: Vec<&str> = s["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|x| x["name"].as_str())
        .collect();
    let mut unique = names.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), names.len(), "{names:?}");
    assert!(names.iter().filter(|n| n.starts_with("机器人")).count() == 4);
}
