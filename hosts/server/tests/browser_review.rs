//! 复盘 in headless Chromium (as tests/browser.rs): the TV at 1920×1080 and a phone at
//! 390×844 offer 「复盘」 only once the game has ended, and step through a whole 杀人游戏 and
//! a whole 风声 game from the moderator's view: every role, the night's secret lines, the
//! hands of several seats at once. The seat is played over a WebSocket to keep the test
//! short; the TV watches. `TIANHEI_SHOTS=dir` saves screenshots.

mod common;
mod webdriver;

use std::path::PathBuf;

use serde_json::json;
use tianhei_server::Config;
use webdriver::{Driver, Page};

/// One browser test at a time (see tests/browser.rs).
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

async fn shot(page: &Page, name: &str) {
    if let Some(dir) = std::env::var_os("TIANHEI_SHOTS").map(PathBuf::from) {
        std::fs::create_dir_all(&dir).unwrap();
        page.screenshot(&dir.join(format!("{name}.png"))).await;
    }
}

/// The first line of the game's log that the table (the public) never saw.
async fn a_secret_line(addr: std::net::SocketAddr, code: &str) -> String {
    let record: tianhei_core::GameRecord =
        serde_json::from_str(&common::http_get(addr, &format!("/api/records/{code}/1")).await)
            .unwrap();
    // Past the deal: a line some answer added (a night action, a check, a card passed).
    let dealt = tianhei_core::Match::from_record_start(&record)
        .unwrap()
        .table()
        .log()
        .len();
    let m = tianhei_core::Match::replay(&record).unwrap();
    let log = m.table().log();
    let public: Vec<String> = log
        .for_viewer(tianhei_core::Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect();
    log.all()[dealt..]
        .iter()
        .map(|e| e.text.zh.to_string())
        .find(|l| !public.contains(l))
        .expect("the game has secret lines")
}

async fn review_after_a_whole_game(rules: &str, seats: usize, hands: bool) {
    let _one = ONE_BROWSER.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = common::create_room(addr, rules, seats, 9).await;
    let (mut players, _) = common::join(addr, &code, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/t/{code}")).await;
    tv.wait(
        "the game on the TV",
        "!document.getElementById('game').hidden",
    )
    .await;
    // While the game runs (the scripted seat has not answered), no 复盘 is offered.
    assert_eq!(
        tv.js("return !!document.getElementById('review-btn')")
            .await,
        json!(false)
    );
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    tv.wait("复盘 at the end", "document.getElementById('review-btn')")
        .await;
    tv.click("#review-btn").await;
    tv.wait(
        "the review",
        "document.querySelector('#review .review-seats')",
    )
    .await;
    shot(&tv, &format!("{rules}-review-tv-start")).await;
    // Every seat's role or identity is shown from the deal on.
    let secrets = tv
        .js("return document.querySelectorAll('#review .review-seats .seat').length")
        .await;
    assert_eq!(secrets, json!(seats));
    if hands {
        // The hands of several seats at once, which no seat saw during play.
        let n = tv
            .js("return [...document.querySelectorAll('#review .review-zones .zone.private')].filter(z => z.querySelector('.cardface')).length")
            .await;
        assert!(n.as_u64().unwrap() >= 2, "hands shown: {n}");
    }
    // Step by event until a line the table never saw appears.
    let secret = a_secret_line(addr, &code).await;
    let mut seen = false;
    for _ in 0..400 {
        if tv.text("#review .review-lines").await.contains(&secret) {
            seen = true;
            break;
        }
        let h = tv.text("#review h2").await;
        tv.click("#review button[data-review=next]").await;
        tv.wait(
            "the next step",
            &format!("document.querySelector('#review h2').innerText !== {h:?}"),
        )
        .await;
    }
    assert!(seen, "the review shows the secret line {secret}");
    shot(&tv, &format!("{rules}-review-tv-step")).await;
    let h = tv.text("#review h2").await;
    tv.click("#review button[data-review=next]").await;
    tv.wait(
        "a step on",
        &format!("document.querySelector('#review h2').innerText !== {h:?}"),
    )
    .await;
    let h = tv.text("#review h2").await;
    tv.click("#review button[data-review=prev]").await;
    tv.wait(
        "a step back",
        &format!("document.querySelector('#review h2').innerText !== {h:?}"),
    )
    .await;
    tv.click("#review button[data-review=next-phase]").await;
    tv.wait("the next phase", "document.querySelector('#review h2')")
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_after_a_whole_sharen_game_shows_the_night_only_after_the_end() {
    review_after_a_whole_game("sharen", 11, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_after_a_whole_fengsheng_game_shows_the_hands_only_after_the_end() {
    review_after_a_whole_game("fengsheng-first-game", 4, true).await;
}
