//! One host screen per room: opening the host controls on a second screen sends the first
//! a `replaced` notice (as a seat's old phone gets) and lets it go; the second holds the
//! controls.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_host_screen_replaces_the_first_which_is_told() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut first, code, token) = create_room(addr, "mini-wolf", 4, 1).await;
    first.wait_for(|s| s["you"]["host"] == true).await;
    let mut second = Client::connect(addr).await;
    let r = second
        .ok(json!({"type": "resume", "code": code, "token": token}))
        .await;
    assert_eq!(r["host"], true, "{r}");
    let notice = loop {
        let m = first.recv().await;
        if m["type"] == "notice" {
            break m;
        }
    };
    assert_eq!(notice["code"], "replaced", "{notice}");
    assert!(
        notice["message"]
            .as_str()
            .unwrap()
            .contains("another screen"),
        "{notice}"
    );
    // The first screen holds nothing now; the second holds the controls.
    let r = first.send(json!({"type": "fill_bots"})).await;
    assert_eq!(r["type"], "error", "the replaced screen still acts: {r}");
    second.ok(json!({"type": "fill_bots"})).await;
    // A watcher is no host screen: watching replaces nobody.
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    second.ok(json!({"type": "start"})).await;
    // And the first may take the controls back by resuming again.
    first
        .ok(json!({"type": "resume", "code": code, "token": token}))
        .await;
    let back = loop {
        let m = second.recv().await;
        if m["type"] == "notice" {
            break m;
        }
    };
    assert_eq!(back["code"], "replaced", "{back}");
}
