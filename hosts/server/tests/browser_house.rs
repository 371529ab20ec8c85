//! House rules on the table screen, in headless Chromium (as tests/browser.rs): the chosen
//! rule set's options as a form; edited options make a room whose TV lobby and phone show
//! what differs; a bad value shows its field's error and creates nothing; an uploaded file
//! with three mistakes shows all three. `TIANHEI_SHOTS=dir` saves screenshots.

mod common;
mod screen;
mod webdriver;

use screen::{join, shot};
use serde_json::json;
use tianhei_server::Config;
use webdriver::{Driver, Page};

/// One browser test at a time (see tests/browser.rs).
static ONE_BROWSER: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The table screen at 1920×1080 on a new server, `rules` chosen, its form shown.
struct Lobby {
    dir: tempfile::TempDir,
    addr: std::net::SocketAddr,
    driver: Driver,
    tv: Page,
}

async fn open_form(rules: &str) -> Lobby {
    open_form_with(rules, Config::for_tests()).await
}

async fn open_form_with(rules: &str, config: Config) -> Lobby {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/")).await;
    tv.wait(
        "the rule sets",
        &format!("document.querySelector('#rules option[value=\"{rules}\"]')"),
    )
    .await;
    tv.js(&format!(
        "const s = document.getElementById('rules'); s.value = '{rules}'; s.onchange(); \
         document.getElementById('house').open = true; return 1;"
    ))
    .await;
    tv.wait(
        "the options form",
        "document.querySelector('#house-form [data-key=speech_seconds]')",
    )
    .await;
    Lobby {
        dir,
        addr,
        driver,
        tv,
    }
}

/// Sets a form input by its key; a checkbox takes "true"/"false".
async fn set(tv: &Page, key: &str, value: &str) {
    tv.js(&format!(
        "const i = document.querySelector('#house-form [data-key=\"{key}\"]'); \
         if (i.type === 'checkbox') i.checked = {value:?} === 'true'; else i.value = {value:?}; return 1;"
    ))
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_created_with_edited_options_shows_its_house_rules_on_the_tv_and_the_phone() {
    let _one = ONE_BROWSER.lock().await;
    let l = open_form("sharen").await;
    let tv = &l.tv;
    let help = tv.text("#house-form [data-field=speech_seconds]").await;
    assert!(
        help.contains("发言秒数") && help.contains("Speech seconds"),
        "{help}"
    );
    set(tv, "speech_seconds", "60").await;
    set(tv, "secret_killer", "false").await;
    shot(tv, "house-rules-form").await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    let title = tv
        .wait(
            "the lobby's title",
            "document.getElementById('rules-title').innerText",
        )
        .await;
    let title = title.as_str().unwrap();
    assert!(title.contains("房规：秘匪 关，发言秒数 60"), "{title}");
    shot(tv, "house-rules-lobby").await;
    let phone = l.driver.session(&l.dir.path().join("phone")).await;
    phone.viewport(390, 844).await;
    join(&phone, &format!("http://{}", l.addr), &code, "小明").await;
    let line = phone
        .wait(
            "the phone's rules line",
            "document.getElementById('rules-line').innerText",
        )
        .await;
    assert!(line.as_str().unwrap().contains("发言秒数 60"), "{line}");
    shot(&phone, "house-rules-phone").await;
    phone.quit().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_value_shows_the_fields_error_and_creates_no_room() {
    let _one = ONE_BROWSER.lock().await;
    let l = open_form("sharen").await;
    let tv = &l.tv;
    set(tv, "consensus_rounds", "0").await;
    tv.click("#create-btn").await;
    let err = tv
        .wait(
            "the field's error",
            "document.querySelector('[data-field=consensus_rounds] .field-error').innerText",
        )
        .await;
    assert!(
        err.as_str().unwrap().contains("商议轮数至少为1"),
        "in Chinese, next to the field: {err}"
    );
    assert!(tv.text("#create-error").await.contains("未创建"));
    // On a 720p TV the form scrolls, down to the upload.
    tv.viewport(1280, 720).await;
    let seen = tv
        .js(
            "const f = document.getElementById('house-file'); f.scrollIntoView({block: 'center'}); \
             const r = f.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight",
        )
        .await;
    assert_eq!(seen, json!(true), "the upload can be reached at 1280×720");
    shot(tv, "house-rules-720-upload").await;
    assert_eq!(
        tv.js("return document.getElementById('create').hidden")
            .await,
        json!(false)
    );
    assert_eq!(tv.text("#code").await, "", "no room was created");
    shot(tv, "house-rules-bad-value").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_file_with_three_mistakes_shows_all_three() {
    let _one = ONE_BROWSER.lock().await;
    let l = open_form("sharen").await;
    let tv = &l.tv;
    let file = l.dir.path().join("house.toml");
    std::fs::write(
        &file,
        "id = \"mine\"\ntitle = \"我的\"\ntitle_en = \"Mine\"\ngame = \"sharen\"\n\
         [options]\nspeech_seconds = \"long\"\nsecret_killer = 3\nwhatever = 1\n",
    )
    .unwrap();
    let input = tv
        .cmd(
            "POST",
            "/element",
            Some(json!({"using": "css selector", "value": "#house-file"})),
        )
        .await;
    let id = input
        .as_object()
        .unwrap()
        .values()
        .next()
        .unwrap()
        .as_str()
        .unwrap()
        .to_string();
    tv.cmd(
        "POST",
        &format!("/element/{id}/value"),
        Some(json!({"text": file.to_str().unwrap()})),
    )
    .await;
    tv.wait(
        "the file read",
        "document.getElementById('house-problems').innerText.includes('house.toml')",
    )
    .await;
    tv.click("#create-btn").await;
    let n = tv
        .wait(
            "the problems",
            // 0 is a value too: wait until the problems are listed.
            "document.querySelectorAll('#house-problems li').length || null",
        )
        .await;
    assert_eq!(n, json!(3));
    let all = tv.text("#house-problems").await;
    for what in [
        "发言秒数要填整数",
        "秘匪只能是开或关",
        "没有「whatever」这个选项",
    ] {
        assert!(all.contains(what), "{what}: {all}");
    }
    assert_eq!(tv.text("#code").await, "");
    shot(tv, "house-rules-upload").await;
}

/// A room whose speeches are edited to 60 s counts each speech down from 60 on the TV (big,
/// and at the speaker's seat) and on the speaker's phone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_edited_rooms_speech_counts_down_from_60_on_the_tv_and_the_phone() {
    let _one = ONE_BROWSER.lock().await;
    let config = Config {
        deadline_scale: Some(1.0),
        fixed_seed: Some(11),
        ..Config::for_tests()
    };
    let l = open_form_with("sharen", config).await;
    let tv = &l.tv;
    set(tv, "speech_seconds", "60").await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    let phone = l.driver.session(&l.dir.path().join("phone")).await;
    phone.viewport(390, 844).await;
    join(&phone, &format!("http://{}", l.addr), &code, "小明").await;
    tv.wait(
        "the phone seated",
        "document.getElementById('lobby-seats').innerText.includes('小明')",
    )
    .await;
    tv.click("#lobby-host button[data-act=fill_bots]").await;
    tv.wait(
        "bots seated",
        "!document.querySelector('#lobby-host button[data-act=start]').disabled",
    )
    .await;
    tv.click("#lobby-host button[data-act=start]").await;
    // The phone answers whatever comes first until its own speech (or last words).
    let mut spoke = false;
    for _ in 0..2000 {
        let kind = phone
            .js("const r = document.getElementById('start-reveal'); if (!r.hidden) { document.getElementById('start-ok').click(); return null; }
                 const p = state && state.prompts[0]; return p ? p.kind : null")
            .await;
        match kind.as_str() {
            Some("sharen.speech" | "sharen.last_words") => {
                spoke = true;
                break;
            }
            Some(_) => {
                let _ = phone
                    .try_click("#action .options button:not(:disabled)")
                    .await;
            }
            None => {}
        }
        tokio::time::sleep(std::time::Duration::from_millis(40)).await;
    }
    assert!(spoke, "the phone was asked to speak");
    let secs = |t: &str| -> u64 {
        t.chars()
            .filter(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or(0)
    };
    let big = tv
        .wait(
            "the TV's countdown",
            "document.querySelector('#clock .left') && document.querySelector('#clock .left').innerText",
        )
        .await;
    let at_seat = tv
        .wait(
            "the countdown at the speaker's seat",
            "document.querySelector('#stage .seat[data-no=\"1\"] .seat-timer') && document.querySelector('#stage .seat[data-no=\"1\"] .seat-timer').innerText",
        )
        .await;
    let on_phone = phone
        .wait(
            "the phone's countdown",
            "document.querySelector('#action .timer') && document.querySelector('#action .timer').innerText",
        )
        .await;
    for (what, t) in [
        ("the TV", &big),
        ("the seat", &at_seat),
        ("the phone", &on_phone),
    ] {
        let n = secs(t.as_str().unwrap_or(""));
        assert!((50..=60).contains(&n), "{what} counts down from 60: {t}");
    }
    shot(tv, "house-rules-speech-tv").await;
    phone.quit().await;
}

/// The table screen's lobby in a new room of `rules`: (server dir, address, driver, TV,
/// room code).
async fn lobby_of(
    rules: &str,
) -> (
    tempfile::TempDir,
    std::net::SocketAddr,
    Driver,
    Page,
    String,
) {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let driver = Driver::start().await;
    let tv = driver.session(&dir.path().join("tv")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/")).await;
    tv.wait(
        "the rule sets",
        &format!("document.querySelector('#rules option[value=\"{rules}\"]')"),
    )
    .await;
    tv.js(&format!(
        "const s = document.getElementById('rules'); s.value = '{rules}'; s.onchange(); return 1;"
    ))
    .await;
    tv.click("#create-btn").await;
    let code = tv
        .wait("a room code", "document.getElementById('code').textContent")
        .await
        .as_str()
        .unwrap()
        .to_string();
    (dir, addr, driver, tv, code)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_chooses_strong_bots_in_the_lobby_where_the_game_has_them() {
    let _one = ONE_BROWSER.lock().await;
    let (_dir, addr, driver, tv, code) = lobby_of("fengsheng-diezhan").await;
    let pressed = |v: &str| {
        format!(
            "(document.querySelector('#lobby-host [data-bots={v}]') || {{}}).getAttribute?.('aria-pressed')"
        )
    };
    let now = tv.wait("the bots' choice", &pressed("normal")).await;
    assert_eq!(now, json!("true"), "normal bots are chosen at first");
    let label = tv.text("#lobby-host .bots-choice").await;
    assert!(
        label.contains("机器人") && label.contains("普通") && label.contains("强"),
        "{label}"
    );
    shot(&tv, "bots-choice-normal").await;
    tv.click("#lobby-host [data-bots=strong]").await;
    tv.wait(
        "strong bots chosen",
        &format!("{} === 'true' || null", pressed("strong")),
    )
    .await;
    assert_eq!(
        tv.js(&format!("return {}", pressed("normal"))).await,
        json!("false")
    );
    shot(&tv, "bots-choice-strong").await;
    // The room holds the choice: a watcher is told so.
    let mut w = common::Client::connect(addr).await;
    w.ok(json!({"type": "watch", "code": code})).await;
    let s = w.wait_for(|s| s["room"]["bots"].is_string()).await;
    assert_eq!(s["room"]["bots"], "strong");
    assert_eq!(tv.text("#lobby-error").await, "", "no error shown");
    tv.quit().await;

    // A night/day game draws worlds too: its lobby offers the choice.
    let tv = driver.session(&_dir.path().join("tv2")).await;
    tv.viewport(1920, 1080).await;
    tv.goto(&format!("http://{addr}/")).await;
    tv.wait(
        "the rule sets",
        "document.querySelector('#rules option[value=\"mini-wolf\"]')",
    )
    .await;
    tv.js("const s = document.getElementById('rules'); s.value = 'mini-wolf'; s.onchange(); return 1;")
        .await;
    tv.click("#create-btn").await;
    tv.wait(
        "the lobby's host controls",
        "document.querySelector('#lobby-host [data-act=fill_bots]')",
    )
    .await;
    assert_eq!(
        tv.js("return !!document.querySelector('#lobby-host .bots-choice')")
            .await,
        json!(true),
        "mini-wolf's lobby offers the strength choice too (every game draws worlds)"
    );
    tv.quit().await;
}
