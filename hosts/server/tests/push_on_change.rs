//! A viewer is pushed only when its content changed: a new watcher or one spectator's
//! `sync` sends the other spectators nothing, and their revision moves by one per real
//! change.

mod common;

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

fn states(c: &Client) -> Vec<&Value> {
    c.received.iter().filter(|v| v["type"] == "state").collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn spectators_are_pushed_only_when_the_public_content_changes() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 3).await;
    let (mut p, _) = join(addr, &code, 4).await;
    host.ok(json!({"type": "start"})).await;
    // Every seat is a person and nobody answers: the game stands still with a public log.
    host.wait_for(|s| s["room"]["status"] == "playing" && !s["log"].as_array().unwrap().is_empty())
        .await;
    for c in p.iter_mut() {
        c.wait_for(|s| s["room"]["status"] == "playing").await;
    }
    let mut watching = Client::connect(addr).await;
    watching.ok(json!({"type": "watch", "code": code})).await;
    let first = watching.wait_for(|s| s["full"] == true).await;
    let rev = first["rev"].as_u64().unwrap();
    assert!(
        !watching.log.is_empty(),
        "the public log has lines for a watcher to get"
    );
    // Newcomers and a sync: nothing for the one already watching.
    let mut others = Vec::new();
    for _ in 0..5 {
        let mut c = Client::connect(addr).await;
        c.ok(json!({"type": "watch", "code": code})).await;
        c.wait_for(|s| s["full"] == true).await;
        others.push(c);
    }
    others[0].ok(json!({"type": "sync"})).await;
    let synced = others[0]
        .wait_for(|s| s["full"] == true && s["you"]["seat"].is_null())
        .await;
    assert_eq!(
        synced["rev"].as_u64(),
        Some(rev),
        "a sync resends the same content under the same revision"
    );
    // A real change: seat 1's phone goes away.
    p.remove(0).close().await;
    let changed = watching
        .wait_for(|s| s["seats"][0]["connected"] == false)
        .await;
    assert_eq!(
        changed["rev"].as_u64(),
        Some(rev + 1),
        "one change, one revision"
    );
    let got = states(&watching);
    assert_eq!(
        got.len(),
        2,
        "the first state and the change, nothing for newcomers or a sync: {got:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_re_watch_of_the_watched_room_within_sync_every_sends_no_full_state() {
    let dir = tempfile::tempdir().unwrap();
    let every = std::time::Duration::from_millis(1500);
    let config = Config {
        sync_every: every,
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let (_host, code, _) = create_room(addr, "mini-wolf", 4, 3).await;
    let mut c = Client::connect(addr).await;
    c.ok(json!({"type": "watch", "code": code})).await;
    c.wait_for(|s| s["full"] == true).await;
    let t0 = std::time::Instant::now();
    // Watching the same room again and again: each answered, none with a full state.
    for _ in 0..20 {
        let r = c.send(json!({"type": "watch", "code": code})).await;
        assert_eq!(r["type"], "watching", "{r}");
    }
    c.drain(std::time::Duration::from_millis(200)).await;
    assert!(
        t0.elapsed() < every,
        "the machine was too slow to test within the window"
    );
    assert_eq!(states(&c).len(), 1, "one full state: {:?}", states(&c));
    // Past the window a watch gives a full state again.
    tokio::time::sleep(every).await;
    c.ok(json!({"type": "watch", "code": code})).await;
    c.drain(std::time::Duration::from_millis(200)).await;
    assert_eq!(states(&c).len(), 2, "{:?}", states(&c));
}
