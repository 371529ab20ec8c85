//! Room limits against abandoned rooms: a room nobody is connected to expires after its idle
//! window (30 minutes in the lobby or after a game, 6 hours while a game runs) and is stored
//! as ended, so the next start does not restore it, while a room with a connected player
//! stays; one connection may hold only a few open rooms it created.
//!
//! The waits use paused tokio time: hours pass in no time, on the server's own clock.

mod common;

use std::{path::Path, time::Duration};

use common::*;
use serde_json::{Value, json};
use tianhei_server::{Config, Store, sqlite::SqliteStore};

/// The codes of the rooms the store would restore at the next start.
fn stored_open(db: &Path) -> Vec<String> {
    let store = SqliteStore::open(db).unwrap();
    let mut codes: Vec<String> = store
        .open_rooms()
        .unwrap()
        .into_iter()
        .map(|r| r.room.code)
        .collect();
    codes.sort();
    codes
}

/// What a fresh connection asking to watch `code` is told.
async fn watch(addr: std::net::SocketAddr, code: &str) -> Value {
    let mut c = Client::connect(addr).await;
    let r = c.send(json!({"type": "watch", "code": code})).await;
    c.close().await;
    r
}

/// Lets `d` pass on the paused clock: timers due in it fire, nothing really waits. Then
/// a moment of real time, for the writes those timers started: storage commits on its own
/// thread, which the paused clock does not wait for.
async fn pass(d: Duration) {
    tokio::time::pause();
    tokio::time::sleep(d).await;
    tokio::time::resume();
    tokio::time::sleep(Duration::from_millis(300)).await;
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

#[tokio::test]
async fn a_room_nobody_is_connected_to_expires_and_is_not_restored_while_a_room_with_a_player_stays()
 {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let addr = start(&db, Config::for_tests()).await;

    // A: a lobby its host left.
    let (host_a, lobby, _) = create_room(addr, "sharen", 12, 1).await;
    host_a.close().await;

    // B: a lobby whose player stays connected.
    let (host_b, kept, _) = create_room(addr, "sharen", 12, 2).await;
    let (player_b, _) = join(addr, &kept, 1).await;
    host_b.close().await;

    // C: a game running, waiting for its one person, who dropped.
    let (mut host_c, running, _) = create_room(addr, "sharen", 12, 21).await;
    let (mut player_c, _) = join(addr, &running, 1).await;
    host_c.ok(json!({"type": "fill_bots"})).await;
    host_c.ok(json!({"type": "start"})).await;
    let s = player_c[0]
        .wait_for(|s| !s["prompts"].as_array().unwrap().is_empty())
        .await;
    assert_eq!(s["room"]["status"], "playing", "the game waits for seat 1");
    host_c.close().await;
    player_c.pop().unwrap().close().await;

    // D: a game the bots finished; everyone left.
    let (mut host_d, finished, _) = create_room(addr, "sharen", 12, 4).await;
    host_d.ok(json!({"type": "fill_bots"})).await;
    host_d.ok(json!({"type": "start"})).await;
    host_d.wait_for(|s| !s["outcome"].is_null()).await;
    host_d.close().await;

    let all = sorted(vec![
        lobby.clone(),
        kept.clone(),
        running.clone(),
        finished.clone(),
    ]);
    assert_eq!(stored_open(&db), all, "four rooms are open at first");

    // Past the lobby window: the idle lobby and the finished room end, the running game
    // keeps its longer window, the room with a player stays.
    pass(Duration::from_secs(31 * 60)).await;
    assert_eq!(
        stored_open(&db),
        sorted(vec![kept.clone(), running.clone()]),
        "the idle lobby and the idle finished room are stored as ended"
    );
    for code in [&lobby, &finished] {
        let r = watch(addr, code).await;
        assert_eq!(r["code"], "no_room", "{code} is closed: {r}");
    }
    let record = http_get(addr, &format!("/api/records/{finished}/1")).await;
    let record: Value = serde_json::from_str(&record).unwrap();
    assert!(
        !record["outcome"].is_null(),
        "the finished game's record stays downloadable after the room expired"
    );

    // Past the running game's window: it ends too; the room with a player still stays.
    pass(Duration::from_secs(6 * 60 * 60)).await;
    assert_eq!(
        stored_open(&db),
        vec![kept.clone()],
        "the idle running game is stored as ended after its longer window"
    );
    let r = watch(addr, &running).await;
    assert_eq!(r["code"], "no_room", "the idle running game is closed: {r}");
    let r = watch(addr, &kept).await;
    assert_eq!(r["type"], "watching", "the room with a player is open: {r}");

    // A new start on the same file restores only the room with a player.
    let again = start(&db, Config::for_tests()).await;
    for code in [&lobby, &running, &finished] {
        let r = watch(again, code).await;
        assert_eq!(r["code"], "no_room", "{code} is not restored: {r}");
    }
    let r = watch(again, &kept).await;
    assert_eq!(
        r["type"], "watching",
        "the room with a player is restored: {r}"
    );
    drop(player_b);
}

#[tokio::test]
async fn a_connection_past_its_share_of_open_rooms_is_refused_and_nothing_changes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let config = Config::for_tests();
    let cap = config.max_rooms_per_conn;
    assert_eq!(cap, 3, "three open rooms per connection by default");
    let addr = start(&db, config).await;

    let mut host = Client::connect(addr).await;
    let create = json!({"type": "create", "rules": "sharen", "seats": 12, "seed": 1});
    let mut codes = Vec::new();
    for _ in 0..cap {
        let r = host.ok(create.clone()).await;
        codes.push(r["code"].as_str().unwrap().to_string());
    }
    let r = host.send(create.clone()).await;
    assert_eq!(r["type"], "error", "{r}");
    assert_eq!(r["code"], "too_many_own_rooms", "{r}");
    assert!(
        r["message"].as_str().unwrap().contains(&cap.to_string()),
        "the message names the limit: {r}"
    );
    assert_eq!(
        stored_open(&db),
        sorted(codes.clone()),
        "the refused create stored no room"
    );
    // The connection is still the host of its last room.
    host.ok(json!({"type": "fill_bots"})).await;

    // Another connection has its own share.
    let mut other = Client::connect(addr).await;
    let r = other.ok(create.clone()).await;
    codes.push(r["code"].as_str().unwrap().to_string());

    // Ending one of its rooms gives the first connection room for another.
    host.ok(json!({"type": "end"})).await;
    let r = host.ok(create.clone()).await;
    assert_eq!(r["type"], "created", "{r}");
    assert_eq!(stored_open(&db).len(), cap + 1);
}
