//! 复盘 over HTTP: a finished game stepped through from its record in the moderator's view,
//! refused while the game runs; after a whole 杀人游戏 it shows the night's secret lines and
//! every role, after a whole 风声 game the hands of several seats at once.

mod common;

use serde_json::{Value, json};
use tianhei_server::Config;

async fn review(addr: std::net::SocketAddr, code: &str, step: usize) -> (String, Value) {
    let (status, body) = common::http(addr, &format!("/api/records/{code}/1/review/{step}")).await;
    (status, serde_json::from_str(&body).unwrap_or(Value::Null))
}

/// A room of `rules` with one scripted seat and bots; returns (addr, code, the seat client).
async fn started(
    dir: &tempfile::TempDir,
    rules: &str,
    seats: usize,
) -> (std::net::SocketAddr, String, Vec<common::Client>) {
    started_with(dir, rules, seats, Config::for_tests()).await
}

async fn started_with(
    dir: &tempfile::TempDir,
    rules: &str,
    seats: usize,
    config: Config,
) -> (std::net::SocketAddr, String, Vec<common::Client>) {
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let (mut host, code, _) = common::create_room(addr, rules, seats, 5).await;
    let (players, _) = common::join(addr, &code, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    (addr, code, players)
}

#[tokio::test]
async fn review_of_a_whole_sharen_game_shows_the_night_and_opens_only_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, code, mut players) = started(&dir, "sharen", 11).await;
    players[0]
        .wait_for(|s| s["room"]["status"] == "playing")
        .await;
    let (status, body) = review(addr, &code, 0).await;
    assert!(
        status.contains("403"),
        "no 复盘 while the game runs: {status} {body}"
    );
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    let (status, first) = review(addr, &code, 0).await;
    assert!(status.contains("200"), "{status} {first}");
    let steps = first["steps"].as_u64().unwrap() as usize;
    assert!(
        steps > 10 && first["phases"].as_array().unwrap().len() > 2,
        "{first}"
    );
    // The moderator's view: every seat's role from the deal on.
    let roles = first["scene"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|s| !s["secret"].is_null() || !s["role"].is_null())
        .count();
    assert_eq!(roles, 11, "{}", first["scene"]["seats"]);
    // The night's actions: a line no seat but the killers could see, such as their pick.
    let mut lines = Vec::new();
    for step in 1..=steps.min(40) {
        let (_, r) = review(addr, &code, step).await;
        assert_eq!(r["step"], step);
        lines.extend(
            r["lines"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l["text"]["zh"].as_str().unwrap().to_string()),
        );
    }
    // Lines the table never saw: the public log of the same record, replayed, lacks them.
    let record: tianhei_core::GameRecord =
        serde_json::from_str(&common::http_get(addr, &format!("/api/records/{code}/1")).await)
            .unwrap();
    let m = tianhei_core::Match::replay(&record).unwrap();
    let public: Vec<String> = m
        .table()
        .log()
        .for_viewer(tianhei_core::Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect();
    let secret: Vec<&String> = lines.iter().filter(|l| !public.contains(l)).collect();
    assert!(
        !secret.is_empty(),
        "the night's secret lines are shown: {lines:?}"
    );
    let (status, _) = review(addr, &code, steps + 1).await;
    assert!(status.contains("400"), "{status}");
}

#[tokio::test]
async fn review_of_a_whole_fengsheng_game_shows_hands_no_seat_saw() {
    let dir = tempfile::tempdir().unwrap();
    let (addr, code, mut players) = started(&dir, "fengsheng-first-game", 4).await;
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    let (_, first) = review(addr, &code, 1).await;
    // Hands of several seats at once: private zones with cards, of different owners.
    let owners: std::collections::BTreeSet<String> = first["scene"]["zones"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|z| z["private"] == true && !z["cards"].as_array().unwrap().is_empty())
        .map(|z| z["owner"].to_string())
        .collect();
    assert!(owners.len() >= 2, "{}", first["scene"]["zones"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kept_review_is_charged_per_request_and_its_lookup_token_is_not_given_back() {
    use std::{net::Ipv4Addr, time::Duration};

    use tianhei_server::limits::Quota;
    let hour = Duration::from_secs(3600);
    let mut config = Config::for_tests();
    config.addr.reviews = Quota::new(5, hour);
    config.addr.failed_lookups = Quota::new(2, hour);
    let dir = tempfile::tempdir().unwrap();
    let (addr, code, mut players) = started_with(&dir, "mini-wolf", 5, config).await;
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    let (a, b) = (Ipv4Addr::new(127, 0, 0, 2), Ipv4Addr::new(127, 0, 0, 3));
    let path = |step: usize| format!("/api/records/{code}/1/review/{step}");
    // Five requests from one address, the first building the review: then no more.
    for step in 0..5 {
        let (status, body) = common::http_from(addr, a, &path(step)).await;
        assert!(status.contains("200"), "step {step}: {status} {body}");
    }
    let (status, body) = common::http_from(addr, a, &path(5)).await;
    assert!(status.contains("429"), "{status} {body}");
    // Another address is served from the kept review.
    let (status, _) = common::http_from(addr, b, &path(1)).await;
    assert!(status.contains("200"), "{status}");
    // The build took one of address A's two lookup tokens and kept it: one wrong code
    // more and A is refused.
    let (status, _) = common::http_from(addr, a, "/qr/ZZZZ").await;
    assert!(status.contains("404"), "{status}");
    let (status, _) = common::http_from(addr, a, "/qr/ZZZZ").await;
    assert!(status.contains("429"), "{status}");
}
