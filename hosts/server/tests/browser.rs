//! The web pages in headless Chromium (Debian's chromium + chromedriver, installed by
//! scripts/test), driven over WebDriver: a table screen at TV sizes and a phone at 390×844
//! play a whole 杀人游戏 and a whole 风声 game through the pages. Checked on the way: the
//! TV fits 1280×720 and 1920×1080 without scrolling; the phone's action card is in view;
//! the role stays hidden until held; no rendered text shows a field name, an empty value or
//! a seat outside 1..=N; at the end the phone says "you won/lost" with the game's points,
//! and the seats the TV marks out are the ones the game's own record puts out.
//!
//! `TIANHEI_SHOTS=dir` saves screenshots of each screen kind there (the README's come from
//! this).

mod common;
mod screen;
mod webdriver;

use std::{collections::BTreeSet, time::Duration};

use screen::{
    assert_fits, assert_nothing_clipped, fits, join, reveal_role, shot, shots, tap, text_problems,
    watch_dawns,
};
use serde_json::{Value, json};
use tianhei_core::{Match, Seat, Viewer};
use tianhei_server::Config;
use webdriver::{Driver, Page};

/// One browser test at a time: each runs a chromedriver and two Chromium sessions, and
/// several at once starve a 2-core machine until chromedriver drops connections.
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A room on the table screen, one phone seated, the rest bots, the game started.
struct Table {
    _dir: tempfile::TempDir,
    addr: std::net::SocketAddr,
    _driver: Driver,
    tv: Page,
    phone: Page,
    code: String,
    seats: usize,
}

async fn open_table(rules: &str, seats: usize, seed: u64) -> Table {
    let dir = tempfile::tempdir().unwrap();
    // The 法官's pauses at a twentieth (a night of 杀人游戏 in about 3 s), so the table's
    // scenes follow the narration as they do at a game night; deadlines on, so the room's
    // countdowns are drawn.
    let config = Config {
        fixed_seed: Some(seed),
        pace_scale: 0.05,
        deadline_scale: Some(1.0),
        ..Config::for_tests()
    };
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let base = format!("http://{addr}");
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    let phone = driver.session(&dir.path().join("phone")).await;
    tv.viewport(1920, 1080).await;
    phone.viewport(390, 844).await;

    tv.goto(&format!("{base}/")).await;
    tv.wait(
        "the rule sets",
        &format!("document.querySelector('#rules option[value=\"{rules}\"]')"),
    )
    .await;
    tv.js(&format!("const s = document.getElementById('rules'); s.value = '{rules}'; s.onchange(); document.getElementById('seat-count').value = '{seats}'; return 1;")).await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(code.len(), 4);

    join(&phone, &base, &code, "小明").await;
    phone
        .wait("the seat", "!document.getElementById('game').hidden")
        .await;
    tv.wait(
        "the phone's name at the table",
        "document.getElementById('lobby-seats').innerText.includes('小明')",
    )
    .await;
    shot(&tv, &format!("{rules}-table-lobby")).await;
    assert_fits(&tv, "the lobby").await;
    tv.viewport(1920, 1080).await;
    tv.click("#lobby-host button[data-act=fill_bots]").await;
    tv.wait(
        "bots seated",
        "document.querySelector('#lobby-host button[data-act=start]') && !document.querySelector('#lobby-host button[data-act=start]').disabled",
    )
    .await;
    tv.click("#lobby-host button[data-act=start]").await;
    Table {
        _dir: dir,
        addr,
        _driver: driver,
        tv,
        phone,
        code,
        seats,
    }
}

/// Answers the phone's prompts (first card and first target, or the first option) until
/// the table shows the end. Returns the number of prompts the phone answered.
async fn play_to_the_end(t: &Table, name: &str, undealt: bool) -> usize {
    let mut answered = 0;
    // A game whose secret is chosen first (a character) reveals it once it exists.
    let mut revealed = !undealt;
    let mut shot_action = false;
    let (mut saw_skills, mut shot_pick) = (false, false);
    let (mut saw_timer, mut taps, mut shot_discard) = (false, 0, false);
    // The card games with characters offer them with their skills.
    let offers_characters = matches!(name, "guozhan" | "fengsheng-classic" | "fengsheng-diezhan");
    for round in 0..20_000 {
        if t.tv
            .js("return document.getElementById('stage').classList.contains('ended')")
            .await
            == json!(true)
        {
            assert_eq!(
                saw_skills, offers_characters,
                "{name}: the phone showed offered characters' skills"
            );
            assert!(
                revealed,
                "{name}: the role reveal came once the secret existed"
            );
            let speeches = matches!(name, "sharen" | "langren");
            assert!(
                saw_timer || !speeches,
                "{name}: the TV drew the speech's countdown"
            );
            assert!(taps > 0, "{name}: taps were timed");
            return answered;
        }
        if !revealed {
            let r = t
                .phone
                .js(
                    "return document.getElementById('start-reveal').hidden ? null
                     : {choosing: state.choosing, title: state.scene.private.title.zh}",
                )
                .await;
            if !r.is_null() {
                assert_eq!(
                    r["choosing"],
                    json!(false),
                    "{name}: no reveal while choosing"
                );
                let title = r["title"].as_str().unwrap_or_default().to_string();
                assert!(
                    !["尚未选将", "身份牌待发"].contains(&title.as_str()),
                    "{name}: the reveal shows a secret, not {title}"
                );
                reveal_role(&t.phone, &title).await;
                revealed = true;
            }
        }
        let a = t
            .phone
            .js(
                "const a = document.getElementById('action'); if (a.hidden) return null;
                 const r = a.getBoundingClientRect();
                 return {top: r.top, h: window.innerHeight, sent: !!a.querySelector('.prompt.sent'),
                         subjects: a.querySelectorAll('.subjects button').length,
                         options: a.querySelectorAll('.options button').length};",
            )
            .await;
        if round % 25 == 0 {
            for (page, who) in [(&t.tv, "table"), (&t.phone, "phone")] {
                let bad = text_problems(page, t.seats).await;
                assert!(bad.is_empty(), "{name}: the {who} shows {bad:?}");
            }
            let f = fits(&t.tv).await;
            assert_eq!(f["seats_outside"], 0, "{name}: every seat is on the TV");
            assert_nothing_clipped(&t.tv, name).await;
        }
        assert_eq!(
            t.phone
                .js("return document.getElementById('answer-error').hidden")
                .await,
            json!(true),
            "{name}: no answer of the phone was refused: {}",
            t.phone.text("#answer-error").await
        );
        // No prompt that leaves no choice reaches the phone, but a speech's end.
        let lone = t
            .phone
            .js("const p = state && state.prompts[0]; if (!p) return null;
                 const n = p.options.length;
                 return ((n === 1 && p.min >= 1) || (n > 1 && p.min === n)) ? p.kind : null")
            .await;
        if let Some(kind) = lone.as_str() {
            assert!(
                kind.ends_with(".speech") || kind.ends_with(".last_words"),
                "{name}: a prompt with a single answer reached the phone: {kind}"
            );
        }
        // During the phone's speech the TV draws the countdown, at the ring and big.
        if t.phone
            .js("return !!(state && state.prompts[0] && /\\.speech$/.test(state.prompts[0].kind) && state.prompts[0].deadline)")
            .await
            == json!(true)
        {
            let shown = t
                .tv
                .wait(
                    "the speech's countdown on the TV",
                    "document.querySelector('#clock .left') && document.querySelector('#stage .seat[data-no=\"1\"] .seat-timer') && document.querySelector('#clock .left').innerText",
                )
                .await;
            assert!(shown.as_str().unwrap_or("").contains('秒'), "{shown}");
            if !saw_timer {
                shot(&t.tv, &format!("{name}-table-speech")).await;
                t.tv.viewport(1280, 720).await;
                tokio::time::sleep(Duration::from_millis(150)).await;
                shot(&t.tv, &format!("{name}-table-speech-720")).await;
                t.tv.viewport(1920, 1080).await;
            }
            saw_timer = true;
        }
        if a.is_null() || a["sent"] == json!(true) {
            tokio::time::sleep(Duration::from_millis(40)).await;
            continue;
        }
        let top = a["top"].as_f64().unwrap();
        assert!(
            top >= -1.0 && top < a["h"].as_f64().unwrap() / 2.0,
            "{name}: the action card is in view: {a}"
        );
        // Choosing a character: each offered one shows its skills with their texts.
        let skills = t
            .phone
            .js(
                "const d = [...document.querySelectorAll('#action .option.detailed .detail')];
                 return d.length ? d.map(x => x.innerText) : null",
            )
            .await;
        // (A night group's options are detailed too, with the partners' picks.)
        if offers_characters && let Some(texts) = skills.as_array() {
            assert!(
                texts
                    .iter()
                    .all(|x| x.as_str().is_some_and(|t| t.contains('【') && t.len() > 20)),
                "{name}: an offered character without its skills' texts: {texts:?}"
            );
            saw_skills = true;
            if !shot_pick {
                shot(&t.phone, &format!("{name}-phone-pick")).await;
                shot_pick = true;
            }
        }
        // A discard is a pick of cards, drawn as the cards.
        let discard = t
            .phone
            .js("const p = state && state.prompts[0];
                 return p && /\\.discard$/.test(p.kind) ? !!document.querySelector('#action .subjects.picks .cardface') : null")
            .await;
        if !discard.is_null() {
            assert_eq!(discard, json!(true), "{name}: a discard shows the cards");
            if !shot_discard {
                shot(&t.phone, &format!("{name}-phone-discard")).await;
                shot_discard = true;
            }
        }
        // A prompt of several picks (discards, 制衡): pick until it may be confirmed.
        let submit = t
            .phone
            .js("const b = document.querySelector('#action button.submit'); return b ? !b.disabled : null")
            .await;
        if submit == json!(true) {
            if t.phone.try_click("#action button.submit").await {
                answered += 1;
            }
            continue;
        }
        if submit == json!(false) {
            let _ = t
                .phone
                .try_click("#action button.option:not(.chosen)")
                .await;
            continue;
        }
        if discard == json!(true) {
            // One card to pick: the card itself is the answer.
            let Some(v) = tap(&t.phone, "#action .subjects.picks button.option").await else {
                continue;
            };
            assert!(
                v["ms"].as_f64().unwrap() < 200.0 && v["sent"] == json!(true),
                "{name}: a tap is acknowledged at once: {v}"
            );
            taps += 1;
        } else if a["subjects"].as_u64().unwrap() > 0 {
            let picked = t
                .phone
                .js("return !!document.querySelector('#action .targets button')")
                .await
                == json!(true);
            if !picked && !t.phone.try_click("#action .subjects button").await {
                continue;
            }
            if t.phone
                .js("return !!document.querySelector('#action .targets button')")
                .await
                != json!(true)
            {
                continue;
            }
            if !shot_action {
                shot(&t.phone, &format!("{name}-phone-action")).await;
                shot(&t.tv, &format!("{name}-table-game")).await;
                t.tv.viewport(1280, 720).await;
                tokio::time::sleep(Duration::from_millis(150)).await;
                shot(&t.tv, &format!("{name}-table-game-720")).await;
                // The middle reads from a sofa at 720p too (the page starts it at 3 vh).
                let px = t
                    .tv
                    .js("return parseFloat(getComputedStyle(document.getElementById('center')).fontSize)")
                    .await
                    .as_f64()
                    .unwrap();
                eprintln!("{name}: the middle's text at 1280x720: {px:.1} px");
                assert!(
                    px >= 15.0,
                    "{name}: the middle shrank to {px:.1} px at 1280x720"
                );
                t.tv.viewport(1920, 1080).await;
                shot_action = true;
            }
            let Some(v) = tap(&t.phone, "#action .targets button").await else {
                continue;
            };
            assert!(
                v["ms"].as_f64().unwrap() < 200.0 && v["sent"] == json!(true),
                "{name}: a tap is acknowledged at once: {v}"
            );
            taps += 1;
        } else {
            // A single pick: tapped as a finger does, acknowledged at once.
            let Some(v) = tap(&t.phone, "#action .options button").await else {
                continue;
            };
            assert!(
                v["ms"].as_f64().unwrap() < 200.0
                    && v["sent"] == json!(true)
                    && v["chosen"] == json!(true),
                "{name}: a tap is acknowledged at once: {v}"
            );
            assert_eq!(v["enabled"], json!(0), "{name}: nothing left to tap: {v}");
            // A second tap on the greyed card does nothing, and no error follows.
            let _ = t.phone.try_click("#action .options button").await;
            taps += 1;
        }
        answered += 1;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    panic!("{name}: the game did not end");
}

/// After the end: the phone's verdict and points, the TV's results, and the seats the TV
/// marks out, all against the game's own record.
async fn check_the_end(t: &Table, name: &str) {
    let record = common::http_get(t.addr, &format!("/api/records/{}/1", t.code)).await;
    let record: tianhei_core::GameRecord = serde_json::from_str(&record).unwrap();
    let m = Match::replay(&record).unwrap();
    let outcome = m.outcome().expect("the record is finished").clone();
    let mine = &outcome.seats[0];
    let verdict = t
        .phone
        .wait(
            "the verdict",
            "document.querySelector('#outcome .verdict') && document.querySelector('#outcome .verdict').innerText",
        )
        .await;
    let verdict = verdict.as_str().unwrap();
    let draw = matches!(outcome.result, tianhei_core::GameResult::Draw);
    let word = match (mine.won, draw) {
        (true, _) => "你赢了",
        (false, true) => "平局",
        (false, false) => "你输了",
    };
    assert!(
        verdict.contains(word),
        "{name}: the phone says {word}: {verdict}"
    );
    let points = if mine.score > 0 {
        format!("+{}", mine.score)
    } else {
        mine.score.to_string()
    };
    assert!(
        verdict.contains(&points),
        "{name}: the phone shows {points}: {verdict}"
    );
    let rows = t
        .tv
        .js("return document.querySelectorAll('#center table.results')[0].closest('.outcome-card').querySelectorAll('tr').length")
        .await;
    let tables = t
        .tv
        .js("return document.querySelectorAll('#center .outcome-card .result-tables table').length")
        .await
        .as_u64()
        .unwrap() as usize;
    assert_eq!(
        rows.as_u64().unwrap() as usize,
        t.seats + tables,
        "{name}: a result row per seat (and a head per table)"
    );
    let out_tv: BTreeSet<u64> = t
        .tv
        .js("return [...document.querySelectorAll('#stage .seat.out')].map(e => +e.dataset.no)")
        .await
        .as_array()
        .unwrap()
        .iter()
        .filter_map(Value::as_u64)
        .collect();
    let scene = m.scene(Viewer::Public);
    let out_game: BTreeSet<u64> = scene
        .seats
        .iter()
        .filter(|c| c.out.is_some())
        .map(|c| c.seat.0.number() as u64)
        .collect();
    assert_eq!(
        out_tv, out_game,
        "{name}: the TV marks out exactly the seats the game put out"
    );
    for (page, who) in [(&t.tv, "table"), (&t.phone, "phone")] {
        let bad = text_problems(page, t.seats).await;
        assert!(bad.is_empty(), "{name}: the {who} shows {bad:?} at the end");
    }
    shot(&t.tv, &format!("{name}-table-end")).await;
    t.tv.viewport(1280, 720).await;
    tokio::time::sleep(Duration::from_millis(150)).await;
    shot(&t.tv, &format!("{name}-table-end-720")).await;
    t.tv.viewport(1920, 1080).await;
    shot(&t.phone, &format!("{name}-phone-end")).await;
    assert_fits(&t.tv, "the end screen").await;
    assert_nothing_clipped(&t.tv, &format!("{name}: the end table")).await;
    // The end table fits the phone's width.
    let wide = t
        .phone
        .js("const c = document.querySelector('#outcome .outcome-card');
             return [document.documentElement.scrollWidth - innerWidth, c.scrollWidth - c.clientWidth]")
        .await;
    assert_eq!(
        wide,
        json!([0, 0]),
        "{name}: the end table overflows the phone"
    );
    a_draw_reads_as_a_draw(&t.phone, name).await;
}

/// The page's own outcome card for a drawn game: a seat that did not win reads 平局 / 平,
/// not 你输了 / 负 (whole games rarely end drawn, so the card is drawn from a made-up
/// outcome in the same page).
async fn a_draw_reads_as_a_draw(phone: &Page, name: &str) {
    let card = phone
        .js("const c = {zh: '平民', en: 'Civilian'};
             const o = {result: {result: 'draw'}, summary: {zh: '平局', en: 'Draw'},
                        seats: [{no: 1, won: false, score: 5, role: c}, {no: 2, won: true, score: 5, role: c}]};
             const card = renderOutcome(o, [], 1, 1);
             return {verdict: card.querySelector('.verdict').innerText,
                     results: [...card.querySelectorAll('tr')].slice(1).map(r => r.cells[3].innerText)};")
        .await;
    assert_eq!(
        card,
        json!({"verdict": "平局  +5", "results": ["平", "胜"]}),
        "{name}: a draw reads as a draw"
    );
    if shots().is_some() {
        // The same card in the phone's outcome slot, to look at.
        phone
            .js("const c = {zh: '平民', en: 'Civilian'};
                 const o = {result: {result: 'draw'}, summary: {zh: '平局', en: 'Draw'},
                            seats: [{no: 1, won: false, score: 5, role: c}, {no: 2, won: true, score: 5, role: c}]};
                 const slot = document.querySelector('#outcome'); slot.replaceChildren(renderOutcome(o, [], 1, 1)); return 1;")
            .await;
        shot(phone, &format!("{name}-phone-draw")).await;
    }
}

async fn whole_game(rules_id: &str, seats: usize, seed: u64) -> usize {
    let _one = ONE_BROWSER.lock().await;
    let rules = tianhei_catalog::load(rules_id).unwrap();
    let m = Match::new(rules, seats, seed).unwrap();
    let role = m
        .scene(Viewer::Seat(Seat(0)))
        .private
        .expect("a seat has a private panel")
        .title
        .zh
        .to_string();
    let t = open_table(rules_id, seats, seed).await;
    let nights = matches!(rules_id, "sharen" | "langren");
    if nights {
        watch_dawns(&t.tv).await;
    }
    // 国战 and classic 风声 deal the secret after each has chosen a character (谍战篇 deals
    // identities first: its reveal comes before the character pick).
    let undealt = matches!(rules_id, "guozhan" | "fengsheng-classic");
    if !undealt {
        reveal_role(&t.phone, &role).await;
    }
    let answered = play_to_the_end(&t, rules_id, undealt).await;
    check_the_end(&t, rules_id).await;
    if nights {
        // The table never shows a day before its dawn has been read.
        let scenes = t.tv.js("return window.__scenes").await;
        let scenes = scenes.as_array().expect("the TV recorded its scenes");
        let days = scenes
            .iter()
            .filter(|s| s["night"] == json!(false) && s["nights"].as_u64() > Some(0));
        let mut n = 0;
        for s in days {
            n += 1;
            assert!(
                s["dawns"].as_u64() >= s["nights"].as_u64(),
                "{rules_id}: a day scene before 「天亮了」 was read: {s}"
            );
        }
        assert!(n > 0, "{rules_id}: days were drawn");
    }
    answered
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sharen_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("sharen", 12, 11).await;
    assert!(answered > 0, "the phone answered prompts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_fengsheng_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("fengsheng-first-game", 6, 3).await;
    assert!(answered > 0, "the phone answered prompts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_opened_on_a_second_device_says_so_on_the_first_and_goes_quiet() {
    let _one = ONE_BROWSER.lock().await;
    let t = open_table("mini-wolf", 4, 5).await;
    let base = format!("http://{}", t.addr);
    let token = t
        .phone
        .js(&format!(
            "return localStorage.getItem('tianhei.seat.{}')",
            t.code
        ))
        .await;
    let token = token
        .as_str()
        .expect("the phone keeps its token")
        .to_string();
    let dir = tempfile::tempdir().unwrap();
    let second = t._driver.session(&dir.path().join("second")).await;
    second.viewport(390, 844).await;
    second.goto(&format!("{base}/p")).await;
    second
        .js(&format!(
            "localStorage.setItem('tianhei.seat.{}', {token:?}); return 1;",
            t.code
        ))
        .await;
    second.goto(&format!("{base}/p/{}", t.code)).await;
    second
        .wait(
            "the seat on the second device",
            "!document.getElementById('game').hidden && document.getElementById('me').textContent",
        )
        .await;
    let shown = t
        .phone
        .wait(
            "the first device to say the seat moved",
            "!document.getElementById('replaced').hidden && document.getElementById('replaced-title').innerText",
        )
        .await;
    assert!(shown.as_str().unwrap().contains("另一台设备"), "{shown}");
    assert_eq!(
        t.phone.js("return state === null").await,
        json!(true),
        "the first device dropped the seat's state"
    );
    // Taking it back: the first device continues and the second is told in turn.
    t.phone.click("#replaced-btn").await;
    t.phone
        .wait(
            "the first device back",
            "document.getElementById('replaced').hidden && state !== null",
        )
        .await;
    second
        .wait(
            "the second device told",
            "!document.getElementById('replaced').hidden",
        )
        .await;
    second.quit().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guozhan_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("guozhan", 6, 2).await;
    assert!(answered > 0, "the phone answered prompts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_classic_fengsheng_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("fengsheng-classic", 5, 4).await;
    assert!(answered > 0, "the phone answered prompts");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_diezhan_fengsheng_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("fengsheng-diezhan", 5, 4).await;
    assert!(answered > 0, "the phone answered prompts");
}

/// Several server processes on one PostgreSQL: a phone that opens a room's page on a
/// process that does not run the room is sent on (`moved`) and takes its seat there, with
/// no step of its own.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_phone_on_another_server_process_follows_the_room_to_its_owner() {
    let _one = ONE_BROWSER.lock().await;
    let pg = common::pg::Cluster::start();
    let a = common::start_pg(&pg.url(), Config::for_tests()).await;
    let b = common::start_pg(&pg.url(), Config::for_tests()).await;
    let mut host = common::Client::connect(a).await;
    let r = host
        .ok(json!({"type": "create", "rules": "mini-wolf", "seats": 4}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();

    let dir = tempfile::tempdir().unwrap();
    let driver = Driver::start().await;
    let phone = driver.session(&dir.path().join("phone")).await;
    phone.viewport(390, 844).await;
    join(&phone, &format!("http://{b}"), &code, "小红").await;
    phone
        .wait("the seat", "!document.getElementById('game').hidden")
        .await;
    let s = host
        .wait_for(|s| {
            s["seats"]
                .as_array()
                .is_some_and(|a| a.iter().any(|x| x["name"] == "小红"))
        })
        .await;
    assert_eq!(s["room"]["code"], json!(code), "seated in A's room");
    // The phone talks to A now: a reload resumes there too (via B, moved again).
    phone.goto(&format!("http://{b}/p/{code}")).await;
    phone
        .wait("the seat again", "!document.getElementById('game').hidden")
        .await;
    let bad = text_problems(&phone, 4).await;
    assert!(bad.is_empty(), "the phone shows {bad:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_langren_game_plays_to_the_end_through_the_table_screen_and_a_phone() {
    let answered = whole_game("langren", 12, 5).await;
    assert!(answered > 0, "the phone answered prompts");
}

/// Waits up to 5 s for every process of `profile` and chromedriver `pid` to be gone;
/// returns what still runs.
async fn left_running(profile: &std::path::Path, pid: u32) -> Vec<u32> {
    let needle = profile.display().to_string();
    let mut left = Vec::new();
    for _ in 0..50 {
        left = webdriver::processes_mentioning(&needle)
            .into_iter()
            .chain(Some(pid))
            .filter(|&p| webdriver::running(p))
            .collect();
        if left.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    left
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_browser_test_leaves_no_chromium_or_chromedriver_running_even_when_it_panics() {
    let _one = ONE_BROWSER.lock().await;
    let dir = tempfile::tempdir().unwrap();
    // A test that ends normally.
    let profile = dir.path().join("calm");
    let driver = Driver::start().await;
    let page = driver.session(&profile).await;
    page.goto("about:blank").await;
    let pid = driver.pid();
    assert!(
        !webdriver::processes_mentioning(&profile.display().to_string()).is_empty(),
        "the browser runs with its profile"
    );
    drop(driver);
    assert_eq!(left_running(&profile, pid).await, Vec::<u32>::new());
    // A test that panics with the browser open.
    let profile = dir.path().join("panicking");
    let p = profile.clone();
    let (tx, rx) = tokio::sync::oneshot::channel();
    let failed = tokio::spawn(async move {
        let driver = Driver::start().await;
        let page = driver.session(&p).await;
        page.goto("about:blank").await;
        let _ = tx.send(driver.pid());
        panic!("a test fails with its browser open");
    })
    .await;
    assert!(failed.is_err(), "the task panicked");
    let pid = rx.await.expect("the driver started");
    assert_eq!(left_running(&profile, pid).await, Vec::<u32>::new());
}

/// An answer the room refuses reads Chinese first, shows no prompt id, gives the card back,
/// and is gone once the phone moves on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_answer_reads_in_chinese_and_goes_when_the_phone_moves_on() {
    let _one = ONE_BROWSER.lock().await;
    let t = open_table("mini-wolf", 4, 5).await;
    let phone = &t.phone;
    let _ = phone
        .wait(
            "the start",
            "state && state.room.status === 'playing' && (document.getElementById('start-reveal').hidden || (document.getElementById('start-ok').click(), false))",
        )
        .await;
    phone
        .wait(
            "a prompt",
            "!!document.querySelector('#action .prompt button.option')",
        )
        .await;
    // An answer to a prompt that is not open (as a stale tap would send).
    phone.js("answer({id: 987654321987}, [0]); return 1;").await;
    let err = phone
        .wait(
            "the error",
            "!document.getElementById('answer-error').hidden && document.getElementById('answer-error').innerText",
        )
        .await;
    let err = err.as_str().unwrap().to_string();
    assert!(err.starts_with("这一步"), "Chinese first: {err}");
    assert!(
        !err.chars().any(|c| c.is_ascii_alphanumeric()),
        "no id, no English in Chinese: {err}"
    );
    shot(phone, "phone-error").await;
    // The prompt is answered (from elsewhere than the card, which would clear the error
    // itself) and the phone moves on: the error goes.
    phone
        .js("conn.send({type: 'answer', prompt: state.prompts[0].id, choice: [0]}); return 1;")
        .await;
    phone
        .wait(
            "the error gone",
            "document.getElementById('answer-error').hidden",
        )
        .await;
}
