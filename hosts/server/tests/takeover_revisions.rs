//! Revisions never go backwards when a room moves between processes on PostgreSQL: a room
//! made on the newer of two processes, taken over by the older one after the newer dies,
//! counts its viewers' revisions from a fresh epoch of the claim, not from the older
//! process's start.

mod common;

use std::{net::SocketAddr, sync::Arc, time::Duration};

use common::*;
use serde_json::{Value, json};
use tianhei_server::{Config, postgres::PgStore};

/// A server on PostgreSQL in a runtime of its own, so the test can kill it without a
/// graceful shutdown (its lease then runs out instead of being let go). Killed on drop.
struct DetachedPg {
    addr: SocketAddr,
    rt: Option<tokio::runtime::Runtime>,
}

impl DetachedPg {
    fn start(url: &str, config: Config) -> DetachedPg {
        let url = url.to_string();
        let (rt, addr) = std::thread::spawn(move || {
            let store = Arc::new(PgStore::connect(&url).unwrap());
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            let addr = rt.block_on(async move {
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let addr = listener.local_addr().unwrap();
                tokio::spawn(tianhei_server::run_with(
                    listener,
                    store,
                    config,
                    std::future::pending(),
                ));
                addr
            });
            (rt, addr)
        })
        .join()
        .unwrap();
        DetachedPg { addr, rt: Some(rt) }
    }

    /// Drops every task at once, like a crash of the process.
    fn kill(&mut self) {
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

impl Drop for DetachedPg {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Sends `msg` to `addr` until the room is here (its old lease ran out): the client and
/// its first state.
async fn when_taken_over(addr: SocketAddr, msg: Value) -> (Client, Value) {
    for _ in 0..200 {
        let mut c = Client::connect(addr).await;
        let r = c.send(msg.clone()).await;
        if r["type"] != "error" && r["type"] != "moved" {
            let s = c.wait_for(|s| s["full"] == true).await;
            return (c, s);
        }
        assert!(
            r["type"] == "moved" || r["code"] == "room_moving",
            "while the lease runs out: {r}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the room was never taken over");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn revisions_stay_monotonic_when_an_older_process_takes_a_room_over() {
    let pg = common::pg::Cluster::start();
    let config = Config {
        lease_ttl: Duration::from_secs(1),
        ..Config::for_tests()
    };
    // The older process first, then the newer one (a larger start epoch).
    let older = start_pg(&pg.url(), config.clone()).await;
    let mut newer = DetachedPg::start(&pg.url(), config);
    let (mut host, code, _) = create_room(newer.addr, "mini-wolf", 4, 7).await;
    let (mut p, tokens) = join(newer.addr, &code, 1).await;
    let mut table = Client::connect(newer.addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    // Some changes, so the revisions have moved on from their base.
    host.ok(json!({"type": "fill_bots"})).await;
    let seen_public = table.wait_for(|s| s["seats"][3]["kind"] == "bot").await["rev"]
        .as_u64()
        .unwrap();
    let seen_seat = p[0].wait_for(|s| s["seats"][3]["kind"] == "bot").await["rev"]
        .as_u64()
        .unwrap();
    newer.kill();
    let (_t, public) = when_taken_over(older, json!({"type": "watch", "code": code})).await;
    let public_rev = public["rev"].as_u64().unwrap();
    assert!(
        public_rev > seen_public,
        "the table's revision went back from {seen_public} to {public_rev}"
    );
    let (_p, seat) = when_taken_over(
        older,
        json!({"type": "resume", "code": code, "token": tokens[0]}),
    )
    .await;
    let seat_rev = seat["rev"].as_u64().unwrap();
    assert!(
        seat_rev > seen_seat,
        "the seat's revision went back from {seen_seat} to {seat_rev}"
    );
    assert_eq!(seat["seats"][3]["kind"], "bot", "the same room, restored");
}
