//! Ended rooms do not pile up: a room with finished games keeps its records downloadable for
//! the retention window after it ended, then it is deleted and its code may be drawn again;
//! a room ended without a finished game has nothing to keep and goes at the next purge.

mod common;

use std::time::{Duration, Instant};

use common::*;
use serde_json::json;
use tianhei_server::{
    Config, Store,
    sqlite::SqliteStore,
    store::{RoomRow, SeatRow, Write},
};

/// Whether the store would take a new room with `code` (the code is free).
fn code_free(db: &std::path::Path, code: &str) -> bool {
    let store = SqliteStore::open(db).unwrap();
    let probe = Write::CreateRoom {
        room: RoomRow {
            code: code.into(),
            rules_id: "mini-wolf".into(),
            rules_src: String::new(),
            seats: 4,
            host_token: "h".into(),
            secret: "s".into(),
            seed: None,
            bots: Default::default(),
        },
        seats: vec![SeatRow::Empty; 4],
    };
    let free = store.write(probe).is_ok();
    if free {
        // Leave nothing behind: end it and let the next purge take it.
        store
            .write(Write::EndRoom {
                code: code.into(),
                at: 0,
            })
            .unwrap();
    }
    free
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ended_rooms_are_purged_after_the_retention_window_and_their_codes_reused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let config = Config {
        room_retention: Duration::from_secs(2),
        purge_every: Duration::from_millis(100),
        ..Config::for_tests()
    };
    let addr = start(&db, config).await;
    // A room whose game finished, then ended.
    let (mut host, played, _) = create_room(addr, "mini-wolf", 4, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    host.wait_for(|s| !s["outcome"].is_null()).await;
    host.ok(json!({"type": "end"})).await;
    let ended = Instant::now();
    // A room that never played, ended.
    let (mut host2, idle, _) = create_room(addr, "mini-wolf", 4, 2).await;
    host2.ok(json!({"type": "end"})).await;

    // Within the window the record is served and the code is kept.
    http_get(addr, &format!("/api/records/{played}/1")).await;
    assert!(
        !code_free(&db, &played),
        "the code is kept with its records"
    );
    // The never-played room is gone at the next purge.
    let t = Instant::now();
    while !code_free(&db, &idle) {
        assert!(
            t.elapsed() < Duration::from_secs(10),
            "an ended room with no finished game is purged"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(
        ended.elapsed() < Duration::from_secs(2),
        "and before the retention window"
    );
    // After the window the record is gone and the code can be drawn again.
    loop {
        let (status, _) = http(addr, &format!("/api/records/{played}/1")).await;
        if status.contains(" 404 ") {
            break;
        }
        assert!(status.contains(" 200 "), "{status}");
        assert!(
            ended.elapsed() < Duration::from_secs(15),
            "the record is still served {:?} after the room ended",
            ended.elapsed()
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert!(
        ended.elapsed() >= Duration::from_secs(2),
        "the record was served for the whole window"
    );
    assert!(code_free(&db, &played), "the purged room's code is free");
}
