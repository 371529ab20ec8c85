//! Restart: the server dies mid-game without a graceful shutdown; a new one on the same
//! SQLite file restores the room by replay, the same tokens resume the same seats, and the
//! game continues from the identical state; a room's strong bots stay strong.

mod common;

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

/// The parts of a state that must survive a restart (connection flags aside).
fn lasting(state: &Value) -> Value {
    let mut s = content(state);
    for seat in s["seats"].as_array_mut().unwrap() {
        seat.as_object_mut().unwrap().remove("connected");
    }
    s.as_object_mut().unwrap().remove("log");
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_server_restores_the_game_to_the_identical_state_and_it_plays_on() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let first = Detached::start(&db, Config::for_tests());
    let (mut host, code, host_token) = create_room(first.addr, "sharen", 12, 21).await;
    let (mut players, tokens) = join(first.addr, &code, 5).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let choose = |seat: usize, p: &Value, k: u64| pick(p, mix(seat as u64, k) as usize);
    play(&mut players, choose, 6).await;
    host.drain(std::time::Duration::from_millis(100)).await;
    let before: Vec<(Value, Vec<Value>)> = players
        .iter()
        .map(|c| (lasting(c.state.as_ref().unwrap()), c.log.clone()))
        .collect();
    let table_before = (lasting(host.state.as_ref().unwrap()), host.log.clone());
    assert!(
        before.iter().all(|(s, _)| s["outcome"].is_null()),
        "the game is still running"
    );

    first.kill();
    drop(players);
    drop(host);

    let second = Detached::start(&db, Config::for_tests());
    let mut again = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let mut c = Client::connect(second.addr).await;
        let r = c
            .ok(json!({"type": "resume", "code": code, "token": t}))
            .await;
        assert_eq!(r["seat"], json!(i));
        let s = c.wait_for(|s| s["full"] == true).await;
        assert_eq!(
            lasting(&s),
            before[i].0,
            "seat {i}: the same view, prompts and seats after the restart"
        );
        assert_eq!(
            c.log, before[i].1,
            "seat {i}: the same log after the restart"
        );
        again.push(c);
    }
    let mut table = Client::connect(second.addr).await;
    table
        .ok(json!({"type": "resume", "code": code, "token": host_token}))
        .await;
    let s = table.wait_for(|s| s["full"] == true).await;
    assert_eq!(
        (lasting(&s), table.log.clone()),
        table_before,
        "the table screen sees the same public state"
    );
    // The game plays on to its end.
    play_out(&mut again, choose).await;
    table.wait_for(|s| !s["outcome"].is_null()).await;
    second.kill();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_whose_first_game_finished_restores_its_second_game_and_score_table() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let first = Detached::start(&db, Config::for_tests());
    let (mut host, code, host_token) = create_room(first.addr, "sharen", 12, 33).await;
    let (mut players, tokens) = join(first.addr, &code, 4).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let choose = |seat: usize, p: &Value, k: u64| pick(p, mix(seat as u64, k) as usize);
    play_out(&mut players, choose).await;
    host.wait_for(|s| !s["outcome"].is_null()).await;
    host.ok(json!({"type": "new_game"})).await;
    for c in players.iter_mut() {
        c.wait_for(|s| s["room"]["game"] == 2).await;
    }
    play(&mut players, choose, 4).await;
    host.drain(std::time::Duration::from_millis(100)).await;
    let before: Vec<(Value, Vec<Value>)> = players
        .iter()
        .map(|c| (lasting(c.state.as_ref().unwrap()), c.log.clone()))
        .collect();
    let table_before = lasting(host.state.as_ref().unwrap());
    assert_eq!(table_before["room"]["game"], 2);
    assert_eq!(table_before["room"]["status"], "playing");
    assert!(table_before["outcome"].is_null(), "game 2 is still running");
    let (status, body) = http(first.addr, &format!("/api/records/{code}/2")).await;
    assert!(
        status.contains(" 403 ") && !body.contains("dealt"),
        "a running game's record (every secret) is not served: {status} {body}"
    );
    http_get(first.addr, &format!("/api/records/{code}/1")).await;

    first.kill();
    drop(players);
    drop(host);

    let second = Detached::start(&db, Config::for_tests());
    let mut again = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let mut c = Client::connect(second.addr).await;
        c.ok(json!({"type": "resume", "code": code, "token": t}))
            .await;
        let s = c.wait_for(|s| s["full"] == true).await;
        assert_eq!(
            lasting(&s),
            before[i].0,
            "seat {i}: game 2 as it was, with game 1 in the score table"
        );
        assert_eq!(c.log, before[i].1, "seat {i}: game 2's log");
        again.push(c);
    }
    let mut table = Client::connect(second.addr).await;
    table
        .ok(json!({"type": "resume", "code": code, "token": host_token}))
        .await;
    let s = table.wait_for(|s| s["full"] == true).await;
    assert_eq!(lasting(&s), table_before, "the table sees game 2 as it was");
    play_out(&mut again, choose).await;
    let s = table.wait_for(|s| !s["outcome"].is_null()).await;
    assert_eq!(s["room"]["game"], 2);
    for row in s["scores"].as_array().unwrap() {
        assert_eq!(row["games"], 2, "both games are scored once: {row}");
    }
    // Both records are served and replay to their outcomes.
    for game in [1, 2] {
        let body = http_get(second.addr, &format!("/api/records/{code}/{game}")).await;
        let record: tianhei_core::GameRecord = serde_json::from_str(&body).unwrap();
        assert!(
            tianhei_core::Match::replay(&record)
                .unwrap()
                .outcome()
                .is_some()
        );
    }
    second.kill();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_viewers_revision_never_goes_backwards_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let first = Detached::start(&db, Config::for_tests());
    let (mut host, code, host_token) = create_room(first.addr, "sharen", 12, 5).await;
    let (mut players, tokens) = join(first.addr, &code, 3).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let choose = |seat: usize, p: &Value, k: u64| pick(p, mix(seat as u64, k) as usize);
    play(&mut players, choose, 4).await;
    host.drain(std::time::Duration::from_millis(100)).await;
    let rev = |c: &Client| c.state.as_ref().unwrap()["rev"].as_u64().unwrap();
    let before: Vec<u64> = players.iter().map(rev).collect();
    let table_before = rev(&host);
    first.kill();
    drop(players);
    drop(host);

    for round in 0..2 {
        let server = Detached::start(&db, Config::for_tests());
        for (i, t) in tokens.iter().enumerate() {
            let mut c = Client::connect(server.addr).await;
            c.ok(json!({"type": "resume", "code": code, "token": t}))
                .await;
            let s = c.wait_for(|s| s["full"] == true).await;
            let r = s["rev"].as_u64().unwrap();
            assert!(
                r > before[i],
                "restart {round}: seat {i}'s revision went from {} to {r}",
                before[i]
            );
            assert!(r < 1 << 53, "revisions stay exact in JavaScript");
        }
        let mut table = Client::connect(server.addr).await;
        table
            .ok(json!({"type": "resume", "code": code, "token": host_token}))
            .await;
        let s = table.wait_for(|s| s["full"] == true).await;
        assert!(
            s["rev"].as_u64().unwrap() > table_before,
            "restart {round}: the table's revision went backwards: {} after {table_before}",
            s["rev"]
        );
        server.kill();
    }
}

/// A room whose host chose strong bots keeps them across a restart: the restored room says
/// so, and its search bots think and play on (a short bot delay, so they have time).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn strong_bots_stay_strong_across_a_restart_and_play_on() {
    use std::time::Duration;
    use tianhei_server::think::stats;
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let config = || Config {
        bot_delay: Duration::from_millis(200),
        ..Config::for_tests()
    };
    let first = Detached::start(&db, config());
    let (mut host, code, host_token) = create_room(first.addr, "fengsheng-diezhan", 5, 4).await;
    host.ok(json!({"type": "bots", "level": "strong"})).await;
    host.ok(json!({"type": "fill_bots"})).await;
    let used = stats().used;
    host.ok(json!({"type": "start"})).await;
    while stats().used < used + 3 {
        host.drain(Duration::from_millis(50)).await;
    }
    assert!(host.state.as_ref().unwrap()["outcome"].is_null());
    first.kill();
    drop(host);

    let second = Detached::start(&db, config());
    let mut table = Client::connect(second.addr).await;
    table
        .ok(json!({"type": "resume", "code": code, "token": host_token}))
        .await;
    let s = table.wait_for(|s| s["full"] == true).await;
    assert_eq!(s["room"]["bots"], "strong", "the strength is restored");
    assert_eq!(s["room"]["status"], "playing");
    let used = stats().used;
    let until = std::time::Instant::now() + Duration::from_secs(60);
    while stats().used < used + 3 {
        assert!(
            std::time::Instant::now() < until,
            "the restored room's search bots did not play"
        );
        table.drain(Duration::from_millis(50)).await;
    }
    second.kill();
}
