//! A prompt that leaves no choice — only a pass, one option to pick, or every option to
//! pick — never reaches a phone: the room answers it after the hold a bot's answer takes.
//! The one exception is the player's own signal (a speech's or last words' 发言完毕).

mod common;

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

/// Every prompt pushed to the human seats of a whole game with `humans` scripted phones.
async fn pushed_prompts(rules: &str, seats: usize, humans: usize, seed: u64) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, rules, seats, seed).await;
    let (mut players, _) = join(addr, &code, humans).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64, k) as usize)
    })
    .await;
    let mut prompts: Vec<Value> = Vec::new();
    for c in &players {
        for m in c.received.iter().filter(|m| m["type"] == "state") {
            for p in m["prompts"].as_array().into_iter().flatten() {
                if !prompts.iter().any(|q| q["id"] == p["id"]) {
                    prompts.push(p.clone());
                }
            }
        }
    }
    prompts
}

/// Whether a pushed prompt leaves no choice.
fn no_choice(p: &Value) -> bool {
    let n = p["options"].as_array().map_or(0, Vec::len) as u64;
    let (min, max) = (p["min"].as_u64().unwrap(), p["max"].as_u64().unwrap());
    (n == 1 && min >= 1) || (n > 0 && min == n && max == n)
}

fn is_signal(p: &Value) -> bool {
    let kind = p["kind"].as_str().unwrap_or("");
    kind.ends_with(".speech") || kind.ends_with(".last_words")
}

async fn check(rules: &str, seats: usize, humans: usize, seed: u64) -> Vec<Value> {
    let prompts = pushed_prompts(rules, seats, humans, seed).await;
    assert!(!prompts.is_empty(), "{rules}: the phones were asked");
    let forced: Vec<&Value> = prompts
        .iter()
        .filter(|p| no_choice(p) && !is_signal(p))
        .collect();
    assert!(
        forced.is_empty(),
        "{rules}: prompts with a single answer reached a phone: {forced:#?}"
    );
    for p in &prompts {
        for o in p["options"].as_array().into_iter().flatten() {
            assert!(o.get("key").is_none(), "no machine key on the wire: {o}");
            if let Some(s) = o.get("seat") {
                let no = s["no"].as_u64().expect("a seat is {\"no\": N}");
                assert!((1..=seats as u64).contains(&no), "{o}");
            }
        }
    }
    prompts
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_prompt_with_a_single_answer_reaches_a_guozhan_phone() {
    for seed in [2, 3] {
        check("guozhan", 6, 2, seed).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_prompt_with_a_single_answer_reaches_a_fengsheng_phone() {
    check("fengsheng-classic", 7, 2, 4).await;
    check("fengsheng-first-game", 6, 2, 3).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_speech_end_still_reaches_the_speaker_with_its_single_option() {
    let prompts = check("sharen", 12, 4, 11).await;
    assert!(
        prompts.iter().any(|p| is_signal(p) && no_choice(p)),
        "the speaker's 发言完毕 is shown"
    );
    for p in prompts
        .iter()
        .filter(|p| p["options"].as_array().unwrap().len() > 1)
    {
        assert!(!no_choice(p), "{p}");
    }
}
