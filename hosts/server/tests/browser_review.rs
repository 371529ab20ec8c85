//! 复盘 in headless Chromium (as tests/browser.rs): the TV at 1920×1080 and a phone at
//! 390×844 offer 「复盘」 only once the game has ended, and step through a whole 杀人游戏 and
//! a whole 风声 game from the moderator's view: every role, the night's secret lines, the
//! hands of several seats at once. The seat is played over a WebSocket to keep the test
//! short; the TV watches. `TIANHEI_SHOTS=dir` saves screenshots.

mod common;
mod screen;
mod webdriver;

use screen::shot;
use serde_json::json;
use tianhei_server::Config;
use webdriver::Driver;

/// One browser test at a time (see tests/browser.rs).
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

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
        // Step in, then every seat's hand at once under its seat, which no other seat saw.
        tv.click("#review button[data-review=next-phase]").await;
        tv.wait(
            "a step in",
            "document.querySelector('#review .review-now .actor')",
        )
        .await;
        let n = tv
            .js("return [...document.querySelectorAll('#review .review-seats .seat')].filter(s => s.querySelector('.hand .cardface')).length")
            .await;
        assert_eq!(n, json!(seats), "every seat's hand is shown");
        shot(&tv, &format!("{rules}-review-tv-hands")).await;
        let h = tv.text("#review h2").await;
        tv.click("#review button[data-review=prev-phase]").await;
        tv.wait(
            "the phase before",
            &format!("document.querySelector('#review h2').innerText !== {h:?}"),
        )
        .await;
    }
    // The story names who acted, with the role the moderator knew.
    let actors = tv
        .js("return [...document.querySelectorAll('#review .review-story li:not(.minor) .actor')].filter(a => a.querySelector('b') && a.querySelector('.role-badge')).length")
        .await;
    assert!(actors.as_u64().unwrap() > 0, "the story names its actors");
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
    let h = tv.text("#review h2").await;
    tv.click("#review button[data-review=next-phase]").await;
    tv.wait(
        "the next phase",
        &format!("document.querySelector('#review h2').innerText !== {h:?}"),
    )
    .await;
    // A decisive moment is one tap away, and the review fits a 720p TV's width.
    tv.click("#review button[data-review=moment]").await;
    tv.wait(
        "the moment",
        "document.querySelector('#review .review-now .marks')",
    )
    .await;
    tv.viewport(1280, 720).await;
    let wide = tv
        .js("const r = document.getElementById('review'); return r.scrollWidth - r.clientWidth")
        .await;
    assert_eq!(wide, json!(0), "the review fits 1280×720's width");
    shot(&tv, &format!("{rules}-review-tv-720")).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_after_a_whole_sharen_game_shows_the_night_only_after_the_end() {
    review_after_a_whole_game("sharen", 11, false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_after_a_whole_diezhan_game_shows_every_hand_and_names_the_actors() {
    review_after_a_whole_game("fengsheng-diezhan", 5, true).await;
}

/// The phone: once the game has ended it offers 「复盘」 under the result, and steps
/// through the game at 390×844 with every seat's secret shown, within the phone's width.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_on_the_phone_after_the_end_steps_through_the_game_within_its_width() {
    let _one = ONE_BROWSER.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let seats = 12;
    let (mut host, code, _) = common::create_room(addr, "langren", seats, 9).await;
    let (mut players, tokens) = common::join(addr, &code, 1).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    common::play_out(&mut players, |_, p, k| common::pick(p, k as usize)).await;
    // The seat's phone opens the room after the end (resuming with the seat's token).
    let driver = Driver::start().await;
    let phone = driver.session(&dir.path().join("phone")).await;
    phone.viewport(390, 844).await;
    phone.goto(&format!("http://{addr}/p")).await;
    phone
        .js(&format!(
            "localStorage.setItem('tianhei.seat.{code}', {:?}); localStorage.setItem('tianhei.seen.{code}.1', '1'); return 1;",
            tokens[0]
        ))
        .await;
    phone.goto(&format!("http://{addr}/p/{code}")).await;
    phone
        .wait(
            "the result and 复盘 on the phone",
            "document.querySelector('#outcome .verdict') && document.getElementById('review-btn')",
        )
        .await;
    phone.click("#review-btn").await;
    phone
        .wait(
            "the review",
            "document.querySelector('#review .review-seats .seat')",
        )
        .await;
    let shown = phone
        .js("return document.querySelectorAll('#review .review-seats .seat .role-badge').length")
        .await;
    assert_eq!(shown, json!(seats), "every seat's role is shown");
    for _ in 0..5 {
        let h = phone.text("#review h2").await;
        phone.click("#review button[data-review=next-phase]").await;
        phone
            .wait(
                "the next phase",
                &format!("document.querySelector('#review h2').innerText !== {h:?}"),
            )
            .await;
    }
    let lines = phone.text("#review .review-lines").await;
    assert!(!lines.trim().is_empty(), "the step's lines are shown");
    let wide = phone
        .js("const r = document.getElementById('review');
             return [document.documentElement.scrollWidth - innerWidth, r.scrollWidth - r.clientWidth]")
        .await;
    assert_eq!(wide, json!([0, 0]), "the review fits the phone's width");
    shot(&phone, "langren-review-phone").await;
    phone.click("#review button[data-review=close]").await;
    phone
        .wait("the review closed", "!document.getElementById('review')")
        .await;
}
