//! A priority lap is asked at once (issue 23's pace): at a paced 风声 table one person among
//! bots gets his priority prompt while the seats ahead of him are still to answer — told so
//! in the prompt — instead of after each of them in turn, and the game still plays to its
//! outcome over real WebSockets. (国战's 无懈可击 laps: `games/guozhan/tests/nullify.rs`; a
//! person without one is never shown them.) How long he waits at the default pacing is
//! measured by `cargo run --release -p tianhei-server --example person_waits`.

mod common;

use std::sync::Mutex;

use common::*;
use serde_json::json;
use tianhei_server::Config;

fn paced() -> Config {
    Config {
        pace_scale: 0.01,
        ..Config::for_tests()
    }
}

/// Plays `rules` with one person (seat 1, answering each prompt with its default) and bots;
/// the texts of the person's prompts of `kind`.
async fn person_prompts(rules: &str, seats: usize, seed: u64, kind: &str) -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), paced()).await;
    let (mut host, code, _) = create_room(addr, rules, seats, seed).await;
    let (mut players, _) = join(addr, &code, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let seen = Mutex::new(Vec::new());
    play_out(&mut players, |_, p, _| {
        if p["kind"] == kind {
            let zh = p["text"]["zh"].as_str().unwrap_or("").to_string();
            seen.lock().unwrap().push(zh);
        }
        p["default"]
            .as_array()
            .map(|d| {
                d.iter()
                    .filter_map(|i| i.as_u64())
                    .map(|i| i as usize)
                    .collect()
            })
            .unwrap_or_default()
    })
    .await;
    let s = host.wait_for(|s| !s["outcome"].is_null()).await;
    assert_eq!(s["room"]["status"], "finished");
    seen.into_inner().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_at_a_fengsheng_table_is_asked_each_priority_lap_at_once() {
    let texts = person_prompts("fengsheng-classic", 7, 3, "fengsheng.priority").await;
    let ahead = texts.iter().filter(|t| t.contains("先问你")).count();
    assert!(
        ahead > 0 && ahead < texts.len(),
        "some of the person's {} priority prompts came ahead of his turn in the lap ({ahead})",
        texts.len()
    );
}
