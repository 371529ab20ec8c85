//! No tells on the TV, in headless Chromium (issue 36): in a 风声 lap that asks one person
//! who holds a usable card (his phone shows the prompt) and one who holds none (the room
//! answers for him after a bot's hold, his phone shows nothing), the table screen draws a
//! countdown on both seats alike. The people are scripted WebSocket clients; the TV is the
//! host's table screen. `TIANHEI_SHOTS=dir` saves screenshots. no_tells.rs checks the pushed
//! states of whole games; this checks what the TV draws of them.

mod common;
mod screen;
mod webdriver;

use std::{collections::BTreeSet, time::Duration};

use common::{mix, pick};
use screen::shot;
use serde_json::{Value, json};
use tianhei_server::Config;
use webdriver::Driver;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lap_draws_the_same_countdown_on_a_seat_with_a_usable_card_and_one_without() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        fixed_seed: Some(2),
        // The room answers a person with nothing to choose after 1.5–4.5 s: time to look.
        bot_delay: Duration::from_secs(3),
        deadline_scale: Some(1.0),
        ..Config::for_tests()
    };
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/")).await;
    tv.wait(
        "the rule sets",
        "document.querySelector('#rules option[value=\"fengsheng-classic\"]')",
    )
    .await;
    tv.js(
        "const s = document.getElementById('rules'); s.value = 'fengsheng-classic'; s.onchange(); \
           document.getElementById('seat-count').value = '5'; return 1;",
    )
    .await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    let (mut people, _) = common::join(addr, &code, 5).await;
    tv.wait(
        "every seat taken",
        "!document.querySelector('#lobby-host [data-act=start]').disabled",
    )
    .await;
    tv.click("#lobby-host [data-act=start]").await;

    let mut answered: BTreeSet<u64> = BTreeSet::new();
    let mut checked = 0;
    let until = tokio::time::Instant::now() + Duration::from_secs(150);
    while checked < 2 {
        assert!(
            tokio::time::Instant::now() < until,
            "no lap asked a person with a choice and one without"
        );
        for p in people.iter_mut() {
            p.drain(Duration::from_millis(20)).await;
        }
        let states: Vec<Value> = people.iter().map(|p| p.state.clone().unwrap()).collect();
        let s0 = &states[0];
        assert!(s0["outcome"].is_null(), "the game ended before a mixed lap");
        // Everyone's pushes share the public part: the seats asked in public now.
        let waiting: BTreeSet<u64> = s0["waiting"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64)
            .collect();
        let same = states.iter().all(|s| s["waiting"] == s0["waiting"]);
        let has_prompt = |no: u64| {
            states[no as usize - 1]["prompts"]
                .as_array()
                .is_some_and(|a| !a.is_empty())
        };
        let choosing: Vec<u64> = waiting.iter().copied().filter(|&n| has_prompt(n)).collect();
        let answered_for: Vec<u64> = waiting
            .iter()
            .copied()
            .filter(|&n| !has_prompt(n))
            .collect();
        if same && !choosing.is_empty() && !answered_for.is_empty() {
            // The TV: a countdown on exactly the seats asked, choice or none.
            let want: Vec<u64> = waiting.iter().copied().collect();
            let expr = format!(
                "(() => {{ const got = [...document.querySelectorAll('#stage .seat[data-no]')]
                   .filter(c => c.querySelector('.seat-timer')).map(c => +c.dataset.no).sort((a, b) => a - b);
                   return JSON.stringify(got) === {:?} ? got : null; }})()",
                serde_json::to_string(&want).unwrap()
            );
            tv.wait("a countdown on every seat the lap asks", &expr)
                .await;
            let looks = tv
                .js(&format!(
                    "const look = n => {{ const t = document.querySelector(`#stage .seat[data-no=\"${{n}}\"] .seat-timer`);
                       const c = getComputedStyle(t); return [t.className, c.color, c.fontSize, c.display, c.visibility]; }};
                     return [{}].map(look);",
                    want.iter().map(u64::to_string).collect::<Vec<_>>().join(",")
                ))
                .await;
            let looks = looks.as_array().unwrap();
            assert!(
                looks.iter().all(|l| *l == looks[0]),
                "the countdowns of seats {choosing:?} (a choice) and {answered_for:?} (none) look alike: {looks:?}"
            );
            shot(&tv, &format!("no-tells-lap-{checked}")).await;
            checked += 1;
        }
        // The people with a choice answer.
        for (i, p) in people.iter_mut().enumerate() {
            let Some(q) = p.state.as_ref().and_then(|s| s["prompts"].get(0).cloned()) else {
                continue;
            };
            let id = q["id"].as_u64().unwrap();
            if answered.insert(id) {
                let choice = pick(&q, mix(i as u64, id) as usize);
                let r = p
                    .send(json!({"type": "answer", "prompt": id, "choice": choice}))
                    .await;
                assert!(
                    r["type"] == "answered" || r["code"] == "stale_prompt",
                    "{r}"
                );
            }
        }
    }
    tv.quit().await;
    for p in people {
        p.close().await;
    }
}
