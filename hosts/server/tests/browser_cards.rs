//! Card choices drawn as cards on the phone (issue 36), in headless Chromium: 【澄清】 asks
//! which of the dying player's intel to discard, each option named as 谍战篇 names intel
//! (「红【截获】→🔒」); once the 澄清 card is tapped, those options are drawn as the intel
//! cards the phone sees, and a tap on one answers with that option. The phone page's own
//! action card (`PromptCard`) renders a prompt shaped as the server pushes it.

mod common;
mod webdriver;

use serde_json::json;
use tianhei_server::Config;
use webdriver::Driver;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clarifys_intel_choice_is_drawn_as_the_intel_cards() {
    let dir = tempfile::tempdir().unwrap();
    let addr = common::start(&dir.path().join("t.db"), Config::for_tests()).await;
    let driver = Driver::start().await;
    let phone = driver.session(&dir.path().join("phone")).await;
    phone.viewport(390, 844).await;
    phone.goto(&format!("http://{addr}/p")).await;
    phone
        .wait("the page's script", "typeof PromptCard === 'function'")
        .await;
    let got = phone
        .js(
            "const faces = [
               {name: {zh: '红', en: 'Red'}, note: {zh: '截获→🔒', en: 'Intercept →🔒'}, tone: 'red'},
               {name: {zh: '红黑双色', en: 'Red black two-colour'}, note: {zh: '调包↑', en: 'Switch ↑'}, tone: 'red'},
               {name: {zh: '截获', en: 'Intercept'}, note: {zh: '蓝→', en: 'Blue →'}, tone: 'blue'}];
             const clarify = {name: {zh: '澄清', en: 'Clarify'}, note: {zh: '蓝←', en: 'Blue ←'}, tone: 'blue'};
             const p = {id: 7, kind: 'fengsheng.clarify', text: {zh: '2号濒死：使用【澄清】？', en: 'Clarify?'},
               min: 1, max: 1, default: [0], secret: false, subjects: [clarify],
               options: [
                 {label: {zh: '不使用', en: 'No'}},
                 {label: {zh: '【澄清】弃置红【截获】→🔒', en: 'x'}, subject: 0, short: {zh: '红【截获】→🔒', en: 'Red Intercept →🔒'}},
                 {label: {zh: '【澄清】弃置红黑【调包】↑', en: 'y'}, subject: 0, short: {zh: '红黑【调包】↑', en: 'Red black Switch ↑'}}]};
             let answered = null;
             const host = document.createElement('div'); document.body.append(host);
             const pc = new PromptCard((q, c) => { answered = c; }, () => host.replaceChildren(pc.render(p, '')), () => faces);
             host.replaceChildren(pc.render(p, ''));
             host.querySelector('.subjects .cardface').click();
             const under = [...host.querySelectorAll('.targets .cardface')];
             const names = under.map(b => b.innerText.replace(/\\s+/g, ' ').trim());
             under[1].click();
             return {names, buttons: host.querySelectorAll('.targets button.option:not(.cardface)').length, answered};",
        )
        .await;
    assert_eq!(
        got,
        json!({
            "names": ["红 截获→🔒", "红黑双色 调包↑"],
            "buttons": 0,
            "answered": [2]
        }),
        "the intel to discard is drawn as its cards, and a tap answers with it"
    );
    phone.quit().await;
}
