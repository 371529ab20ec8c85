//! Whole games over real WebSockets on 127.0.0.1:0, with scripted clients and bots.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_twelve_seat_sharen_game_plays_to_its_outcome_with_clients_and_bots() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "sharen", 12, 7).await;
    let (mut players, _) = join(addr, &code, 6).await;
    host.ok(json!({"type": "fill_bots"})).await;
    let r = host.ok(json!({"type": "start"})).await;
    assert_eq!(r["type"], "started");
    let answers = play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64, k) as usize)
    })
    .await;
    assert!(answers > 6, "the humans answered their prompts ({answers})");
    let s = host.wait_for(|s| !s["outcome"].is_null()).await;
    assert_eq!(s["room"]["status"], "finished");
    assert_eq!(s["seats"].as_array().unwrap().len(), 12);
    assert_eq!(
        s["scores"].as_array().unwrap().len(),
        12,
        "every seat is in the score table"
    );
    // The record of the finished game is served and replays to the same outcome.
    let body = http_get(addr, &format!("/api/records/{code}/1")).await;
    let record: tianhei_core::GameRecord = serde_json::from_str(&body).unwrap();
    let m = tianhei_core::Match::replay(&record).unwrap();
    let mut pushed = s["outcome"].clone();
    for row in pushed["seats"].as_array_mut().unwrap() {
        let no = row.as_object_mut().unwrap().remove("no").unwrap();
        assert_eq!(
            no,
            row["seat"].as_u64().unwrap() + 1,
            "no is the seat's number"
        );
    }
    assert_eq!(serde_json::to_value(m.outcome()).unwrap(), pushed);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_game_in_the_same_room_adds_to_the_score_table() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 5, 3).await;
    let (mut players, _) = join(addr, &code, 2).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64, k) as usize)
    })
    .await;
    host.wait_for(|s| !s["outcome"].is_null()).await;
    assert_eq!(
        host.send(json!({"type": "start"})).await["code"],
        "wrong_state"
    );
    host.ok(json!({"type": "new_game"})).await;
    let s = host.wait_for(|s| s["room"]["game"] == 2).await;
    assert!(
        s["outcome"].is_null(),
        "a new game starts without an outcome"
    );
    play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64 + 9, k) as usize)
    })
    .await;
    let s = host
        .wait_for(|s| !s["outcome"].is_null() && s["room"]["game"] == 2)
        .await;
    let games: u64 = s["scores"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["games"].as_u64().unwrap())
        .sum();
    assert_eq!(games, 10, "five seats, two games each");
    host.ok(json!({"type": "end"})).await;
    let r = players[0].send(json!({"type": "sync"})).await;
    assert!(r["code"] == "not_in_room" || r["code"] == "no_room", "{r}");
    assert!(
        players[0]
            .received
            .iter()
            .any(|m| m["type"] == "notice" && m["code"] == "room_ended")
    );
}
