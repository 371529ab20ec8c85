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

/// What a 谍战篇 push says of the moments the TV must draw: `arrow:…` for the intel's way,
/// `lock:N` for a locked player, `dying:N` for one in 濒死.
fn moments(s: &Value, out: &mut BTreeSet<String>) {
    let sc = &s["scene"];
    for p in sc["pending"].as_array().into_iter().flatten() {
        let target = p["target"]["zh"].as_str().unwrap_or("");
        for way in ["→ 向右传递", "← 向左传递", "↑ 直达"] {
            if target.contains(way) {
                out.insert(format!("arrow:{way}"));
            }
        }
        if let Some(i) = target.find("🔒锁定") {
            let n: String = target[i + "🔒锁定".len()..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            out.insert(format!("lock:{n}"));
        }
    }
    for seat in sc["seats"].as_array().into_iter().flatten() {
        let no = seat["seat"]["no"].as_u64().unwrap_or(0);
        let badges = seat["badges"].as_array().into_iter().flatten();
        if badges.clone().any(|b| b["text"]["zh"] == "濒死") {
            out.insert(format!("dying:{no}"));
        }
    }
}

/// Records, every 20 ms, the same moments as the table screen draws them: the arrow with the
/// intel in the middle, the 🔒 badge on the locked seat and its number in the middle, the
/// 濒死 badge on the dying seat with the middle's 「等待【澄清】」 and the banner's line.
const SAMPLER: &str = "window.__seen = new Set(); setInterval(() => {
  const c = document.getElementById('center'), b = document.getElementById('banner');
  if (!c) return;
  const mid = c.innerText, line = b ? b.innerText : '';
  for (const w of ['→ 向右传递', '← 向左传递', '↑ 直达'])
    if ([...c.querySelectorAll('.pending')].some(p => p.innerText.includes(w) && p.querySelector('.cardface, .card'))) window.__seen.add('arrow:' + w);
  for (const s of document.querySelectorAll('#stage .seat[data-no]')) {
    const n = s.dataset.no;
    if (s.innerText.includes('🔒') && mid.includes('🔒锁定' + n + '号')) window.__seen.add('lock:' + n);
    if (s.innerText.includes('濒死') && mid.includes('等待【澄清】') && line.includes(n + '号濒死')) window.__seen.add('dying:' + n);
  }
}, 20); return 1;";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn diezhan_draws_the_intels_way_its_lock_and_who_is_dying_on_the_tv() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        fixed_seed: Some(14),
        // Bots hold each answer 50–150 ms: every moment stays on screen for the sampler.
        bot_delay: Duration::from_millis(100),
        ..Config::for_tests()
    };
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/")).await;
    tv.wait(
        "the rule sets",
        "document.querySelector('#rules option[value=\"fengsheng-diezhan\"]')",
    )
    .await;
    tv.js(
        "const s = document.getElementById('rules'); s.value = 'fengsheng-diezhan'; s.onchange(); \
           document.getElementById('seat-count').value = '7'; return 1;",
    )
    .await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    let mut watcher = common::Client::connect(addr).await;
    watcher.ok(json!({"type": "watch", "code": code})).await;
    tv.click("#lobby-host [data-act=fill_bots]").await;
    tv.wait(
        "every seat taken",
        "!document.querySelector('#lobby-host [data-act=start]').disabled",
    )
    .await;
    tv.js(SAMPLER).await;
    let mut pushed = BTreeSet::new();
    let mut games = 0;
    // Whole games until one had a lock and a dying player.
    while games < 6
        && !(pushed.iter().any(|m: &String| m.starts_with("lock:"))
            && pushed.iter().any(|m: &String| m.starts_with("dying:")))
    {
        games += 1;
        if games == 1 {
            tv.click("#lobby-host [data-act=start]").await;
        } else {
            tv.click("[data-act=new_game]").await;
        }
        loop {
            let s = watcher.recv().await;
            if s["type"] != "state" || s["room"]["game"] != games {
                continue;
            }
            moments(&s, &mut pushed);
            if !s["outcome"].is_null() {
                break;
            }
        }
        tv.wait(
            "the end on the TV",
            "document.querySelector('[data-act=new_game]')",
        )
        .await;
    }
    let drawn: BTreeSet<String> = tv
        .js("return [...window.__seen]")
        .await
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|v| v.as_str().map(String::from))
        .collect();
    eprintln!("{games} games; pushed {pushed:?}; drawn {drawn:?}");
    assert!(pushed.iter().any(|m| m.starts_with("arrow:")), "{pushed:?}");
    assert!(
        pushed.iter().any(|m| m.starts_with("lock:")),
        "a lock in {games} games: {pushed:?}"
    );
    assert!(
        pushed.iter().any(|m| m.starts_with("dying:")),
        "a dying player in {games} games: {pushed:?}"
    );
    let missing: Vec<&String> = pushed.difference(&drawn).collect();
    assert!(
        missing.is_empty(),
        "the TV drew every moment the room pushed; missing {missing:?}"
    );
    tv.quit().await;
}
