//! The night question on every phone, in headless Chromium (as tests/browser.rs): three
//! people at a 杀人游戏 table of bots; during night 1's first step, when the killers choose,
//! every person's phone shows a question over the seats: the killers' choice or
//! 「你怀疑谁？」, so a lit phone tells nothing (issue 36). `TIANHEI_SHOTS=dir` saves
//! screenshots.

mod common;
mod screen;
mod webdriver;

use screen::shot;
use serde_json::json;
use tianhei_server::Config;
use webdriver::Driver;

/// One browser test at a time (see tests/browser.rs).
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_living_persons_phone_is_asked_something_at_night() {
    let _one = ONE_BROWSER.lock().await;
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let seats = 12;
    let (mut host, code, _) = common::create_room(addr, "sharen-classic", seats, 5).await;
    let (players, tokens) = common::join(addr, &code, 3).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    drop(players);
    let driver = Driver::start().await;
    let mut kinds = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let phone = driver.session(&dir.path().join(format!("phone{i}"))).await;
        phone.viewport(390, 844).await;
        phone.goto(&format!("http://{addr}/p")).await;
        phone
            .js(&format!(
                "localStorage.setItem('tianhei.seat.{code}', {token:?}); localStorage.setItem('tianhei.seen.{code}.1', '1'); return 1;"
            ))
            .await;
        phone.goto(&format!("http://{addr}/p/{code}")).await;
        phone
            .wait(
                "a question over the seats on the phone",
                "document.querySelectorAll('.prompt button.option').length >= 9",
            )
            .await;
        let kind = phone
            .js("return document.querySelector('.prompt').dataset.kind")
            .await;
        let question = phone.text(".prompt h2").await;
        let kind = kind.as_str().unwrap_or("").to_string();
        assert!(
            kind.ends_with(".kill") || kind.ends_with(".suspect"),
            "{}号 is asked {kind}",
            i + 1
        );
        if kind.ends_with(".suspect") {
            assert!(question.contains("你怀疑谁？"), "{question}");
        }
        shot(&phone, &format!("night-question-phone-{}", i + 1)).await;
        kinds.push(kind);
        phone.quit().await;
    }
    assert_eq!(kinds.len(), 3, "every person's phone was asked: {kinds:?}");
}
