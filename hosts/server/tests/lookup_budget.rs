//! The failed-lookup budget holds under lookups sent side by side: each lookup takes a
//! token of its address before it is looked up and gives it back only on a hit, so many
//! connections resuming with wrong tokens (or naming rooms no process has, on a shared
//! store) at once get no more misses answered than the budget.

mod common;

use std::net::Ipv4Addr;

use common::*;
use futures_util::future::join_all;
use serde_json::{Value, json};
use tianhei_server::Config;

const A: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 2);
const B: Ipv4Addr = Ipv4Addr::new(127, 0, 0, 3);
const PARALLEL: usize = 60;

fn defaults() -> Config {
    Config {
        allow_client_seed: true,
        ..Config::default()
    }
}

/// Sends `msg(i)` on every client at once; the replies.
async fn all_at_once(clients: &mut [Client], msg: impl Fn(usize) -> Value) -> Vec<Value> {
    join_all(clients.iter_mut().enumerate().map(|(i, c)| c.send(msg(i)))).await
}

fn count(replies: &[Value], code: &str) -> usize {
    replies.iter().filter(|r| r["code"] == code).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lookup_budget_holds_under_parallel_resumes_with_wrong_tokens() {
    let dir = tempfile::tempdir().unwrap();
    let config = defaults();
    let burst = config.addr.failed_lookups.burst as usize;
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut host = Client::connect_from(addr, B).await;
    let r = host
        .ok(json!({"type": "create", "rules": "mini-wolf", "seats": 4}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    let mut clients = Vec::new();
    for _ in 0..PARALLEL {
        clients.push(Client::connect_from(addr, A).await);
    }
    let replies = all_at_once(
        &mut clients,
        |i| json!({"type": "resume", "code": code, "token": format!("{i:032x}")}),
    )
    .await;
    assert_eq!(count(&replies, "bad_token"), burst, "{replies:?}");
    assert_eq!(count(&replies, "rate_limited"), PARALLEL - burst);
    // Lookups that hit cost nothing: another address watches over and over.
    let mut b = Client::connect_from(addr, B).await;
    for _ in 0..3 * burst {
        b.ok(json!({"type": "watch", "code": code})).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lookup_budget_holds_under_parallel_resumes_of_unknown_rooms_on_a_shared_store() {
    let pg = common::pg::Cluster::start();
    let config = defaults();
    let burst = config.addr.failed_lookups.burst as usize;
    let addr = start_pg(&pg.url(), config).await;
    let mut clients = Vec::new();
    for _ in 0..PARALLEL {
        clients.push(Client::connect_from(addr, A).await);
    }
    let alphabet = tianhei_server::identity::CODE_ALPHABET;
    let replies = all_at_once(&mut clients, |i| {
        let code: String = (0..4)
            .map(|k| alphabet[(i * 7 + k * 13) % alphabet.len()] as char)
            .collect();
        json!({"type": "resume", "code": code, "token": "0".repeat(32)})
    })
    .await;
    assert_eq!(count(&replies, "no_room"), burst, "{replies:?}");
    assert_eq!(count(&replies, "rate_limited"), PARALLEL - burst);
}
