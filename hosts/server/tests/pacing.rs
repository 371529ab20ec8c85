//! The room paces the narration itself: with pacing on, whole games still play through
//! to their outcome over real WebSockets, and every line reaches every seat in order.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;

fn paced() -> Config {
    // 8 s of narration pause become 80 ms: the clock runs, the test stays fast.
    Config {
        pace_scale: 0.01,
        ..Config::for_tests()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_sharen_game_plays_to_its_outcome_and_phones_get_prompts_only_after_the_narration()
{
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), paced()).await;
    let (mut host, code, _) = create_room(addr, "sharen", 12, 11).await;
    let (mut players, _) = join(addr, &code, 6).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let answers = play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64, k) as usize)
    })
    .await;
    assert!(answers > 6, "the humans answered their prompts ({answers})");
    let s = host.wait_for(|s| !s["outcome"].is_null()).await;
    assert_eq!(s["room"]["status"], "finished");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_table_receives_the_night_script_line_by_line_and_phones_their_prompt_after_it() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), paced()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 5).await;
    let (mut players, _) = join(addr, &code, 4).await;
    host.ok(json!({"type": "start"})).await;
    // The table: "天黑请闭眼" and the wolves' call come in different pushes, a pause apart.
    let push_of = |line: &str, pushes: &[Vec<String>]| {
        pushes
            .iter()
            .position(|p| p.iter().any(|l| l.contains(line)))
    };
    let mut pushes: Vec<Vec<String>> = Vec::new();
    while push_of("狼人请选择", &pushes).is_none() {
        let s = host.recv().await;
        if s["type"] == "state" {
            let lines = s["log"].as_array().into_iter().flatten();
            pushes.push(
                lines
                    .map(|l| l["text"]["zh"].as_str().unwrap_or("").to_string())
                    .collect(),
            );
        }
    }
    let night = push_of("天黑请闭眼", &pushes).expect("the night is called");
    assert!(
        night < push_of("狼人请选择", &pushes).unwrap(),
        "the script arrived in one push: {pushes:?}"
    );
    // A phone: whoever gets the first prompt (a wolf) has by then received the wolves' call.
    let mut log: Vec<Vec<String>> = vec![Vec::new(); players.len()];
    'outer: loop {
        for (i, p) in players.iter_mut().enumerate() {
            if let Some(s) = p.try_recv(std::time::Duration::from_millis(20)).await {
                if s["type"] != "state" {
                    continue;
                }
                for l in s["log"].as_array().into_iter().flatten() {
                    log[i].push(l["text"]["zh"].as_str().unwrap_or("").to_string());
                }
                if s["prompts"].as_array().is_some_and(|a| !a.is_empty()) {
                    assert!(
                        log[i].iter().any(|l| l.contains("狼人请选择")),
                        "seat {i} got its prompt before the wolves were called: {:?}",
                        log[i]
                    );
                    break 'outer;
                }
            }
        }
    }
}
