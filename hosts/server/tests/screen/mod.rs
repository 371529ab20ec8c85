//! What a page shows, checked as a person would see it: screenshots on request, text that
//! leaks a field name or an impossible seat, a page that does not fit its screen, anything
//! clipped on the table screen, how fast a tap is acknowledged, and when the day is drawn.

#![allow(dead_code)]

use std::{path::PathBuf, time::Duration};

use serde_json::{Value, json};

use crate::webdriver::Page;

/// Where to save screenshots, if asked.
pub(crate) fn shots() -> Option<PathBuf> {
    let dir = PathBuf::from(std::env::var_os("TIANHEI_SHOTS")?);
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

pub(crate) async fn shot(page: &Page, name: &str) {
    if let Some(dir) = shots() {
        page.screenshot(&dir.join(format!("{name}.png"))).await;
    }
}

/// Problems in a page's visible text: seats outside 1..=n, snake_case field names, and
/// values that leaked from JavaScript.
pub(crate) async fn text_problems(page: &Page, n: usize) -> Vec<String> {
    let v = page
        .js(&format!(
            "const t = document.body.innerText, bad = [];
             for (const m of t.matchAll(/(\\d+)号/g)) {{ const k = +m[1]; if (k < 1 || k > {n}) bad.push(m[0]); }}
             for (const m of t.matchAll(/\\b[a-z]+_[a-z_]+\\b/g)) bad.push(m[0]);
             for (const w of ['undefined', 'null', 'NaN', '[object', 'seat:']) if (t.includes(w)) bad.push(w);
             return bad;"
        ))
        .await;
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Whether the page fits its viewport: no scrolling, every seat card inside.
pub(crate) async fn fits(page: &Page) -> Value {
    page.js(
        "const h = window.innerHeight, w = window.innerWidth;
         const out = [...document.querySelectorAll('.seat')].filter(e => e.offsetParent)
           .map(e => e.getBoundingClientRect()).filter(r => r.top < -1 || r.left < -1 || r.bottom > h + 1 || r.right > w + 1);
         return {scroll: document.documentElement.scrollHeight <= h && document.documentElement.scrollWidth <= w,
                 seats_outside: out.length};",
    )
    .await
}

pub(crate) async fn assert_fits(page: &Page, what: &str) {
    for (w, h) in [(1280, 720), (1920, 1080)] {
        page.viewport(w, h).await;
        tokio::time::sleep(Duration::from_millis(150)).await;
        let f = fits(page).await;
        assert_eq!(
            f,
            json!({"scroll": true, "seats_outside": 0}),
            "{what}: the table screen fits {w}×{h}"
        );
    }
}

/// What the table screen clips: every element of the middle (or of the end table) must lie
/// inside it, the middle must not scroll, lie off screen or sit under a seat, and the host's
/// 再来一局 must be in view.
pub(crate) async fn clipped(page: &Page) -> Vec<String> {
    let v = page
        .js(
            "const c = document.getElementById('center'), bad = [];
             if (!c || !c.offsetParent) return bad;
             const r = c.getBoundingClientRect(), W = innerWidth, H = innerHeight;
             if (c.scrollHeight > c.clientHeight + 1 || c.scrollWidth > c.clientWidth + 1)
               bad.push(`the middle overflows: ${c.scrollWidth}×${c.scrollHeight} in ${c.clientWidth}×${c.clientHeight}`);
             if (r.left < -1 || r.top < -1 || r.right > W + 1 || r.bottom > H + 1) bad.push('the middle is off screen');
             for (const e of c.querySelectorAll('*')) {
               const q = e.getBoundingClientRect();
               if (!q.width && !q.height) continue;
               if (q.left < r.left - 1 || q.right > r.right + 1 || q.top < r.top - 1 || q.bottom > r.bottom + 1)
                 bad.push(`${e.tagName}.${e.className} «${(e.innerText || '').slice(0, 30)}» is clipped`);
             }
             for (const e of document.querySelectorAll('#stage .seat')) {
               if (!e.offsetParent) continue;
               const q = e.getBoundingClientRect();
               if (q.left < r.right - 1 && q.right > r.left + 1 && q.top < r.bottom - 1 && q.bottom > r.top + 1)
                 bad.push(`seat ${e.dataset.no} covers the middle`);
             }
             const again = document.querySelector('#center button[data-act=new_game]');
             if (again) { const q = again.getBoundingClientRect();
               if (q.top < 0 || q.bottom > H || q.left < 0 || q.right > W) bad.push('再来一局 is out of view'); }
             return bad;",
        )
        .await;
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// The table screen at both TV sizes: nothing in the middle or the end table is clipped;
/// back at 1920×1080 afterwards.
pub(crate) async fn assert_nothing_clipped(tv: &Page, what: &str) {
    for (w, h) in [(1280, 720), (1920, 1080)] {
        tv.viewport(w, h).await;
        tokio::time::sleep(Duration::from_millis(120)).await;
        let mut bad = clipped(tv).await;
        // Seat names and badges large enough to read from a sofa 3 m away.
        let px = tv
            .js("const px = (css) => Math.min(...[...document.querySelectorAll(css)].filter(e => e.offsetParent)
                   .map(e => parseFloat(getComputedStyle(e).fontSize)));
                 return [px('#stage .seat .head .name'), px('#stage .seat .badges .badge')]")
            .await;
        let (name, badge) = (px[0].as_f64(), px[1].as_f64());
        let (min_name, min_badge) = if h == 1080 {
            (28.0, 20.0)
        } else {
            (18.0, 13.0)
        };
        if name.is_some_and(|n| n < min_name) || badge.is_some_and(|b| b < min_badge) {
            bad.push(format!(
                "seat text too small: name {name:?} px, badges {badge:?} px"
            ));
        }
        if !bad.is_empty()
            && let Some(dir) = shots()
        {
            tv.screenshot(&dir.join(format!("clipped-{w}.png"))).await;
        }
        assert!(bad.is_empty(), "{what} at {w}×{h}: {bad:?}");
    }
}

/// Taps an option as a finger does and says how long the page took to show the tap taken
/// (the choice marked, the card greyed), or `None` when there is no such option.
pub(crate) async fn tap(page: &Page, css: &str) -> Option<Value> {
    let v = page
        .js(&format!(
            "const b = document.querySelector({css:?});
             if (!b || b.disabled) return null;
             const t0 = performance.now(); b.click();
             const card = document.querySelector('#action .prompt');
             return {{ms: performance.now() - t0,
                      sent: !card || card.classList.contains('sent'),
                      chosen: !card || !!card.querySelector('.chosen'),
                      enabled: card ? card.querySelectorAll('button:not(:disabled)').length : 0}};"
        ))
        .await;
    (!v.is_null()).then_some(v)
}

/// Records on the table screen, for each state it draws, whether the scene is night or
/// day and how many nights have begun and how many dawns been read by then.
pub(crate) async fn watch_dawns(tv: &Page) {
    tv.js(
        "window.__scenes = [];
         const take = conn.onMessage;
         conn.onMessage = (m) => { take(m);
           if (m.type !== 'state' || !state || !state.scene || state.outcome) return;
           const said = (re) => book.lines.filter(l => re.test(l.text.zh)).length;
           window.__scenes.push({night: !!state.scene.banner.night, nights: said(/^第\\d+夜$/), dawns: said(/^天亮了/)});
         };
         return 1;",
    )
    .await;
}

/// The role reveal at the start: hidden until held, shown while held, hidden again.
pub(crate) async fn reveal_role(phone: &Page, role: &str) {
    phone
        .wait(
            "the role reveal",
            "!document.getElementById('start-reveal').hidden",
        )
        .await;
    assert_eq!(
        phone.text("#hold-role").await,
        "",
        "the role is hidden until held"
    );
    assert_eq!(
        phone
            .js("return document.getElementById('secret').classList.contains('closed') || state.prompts.some(p => p.secret)")
            .await,
        json!(true),
        "the secret panel starts closed (unless a night prompt opened it)"
    );
    // The seat ring is what people around see; the 法官's script may name roles there
    // (「狼人请睁眼」), the seats may not.
    let ring = phone
        .js("return [...document.querySelectorAll('#public .seat')].map(e => e.innerText).join(' | ')")
        .await;
    let ring = ring.as_str().unwrap_or_default();
    assert!(
        !ring.is_empty() && !ring.contains(role),
        "the seats on the phone do not show the role {role}: {ring}"
    );
    phone
        .js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerdown', {bubbles: true})); return 1;")
        .await;
    assert_eq!(phone.text("#hold-role").await, role, "held: the role shows");
    shot(phone, "phone-role").await;
    phone
        .js("document.getElementById('hold').dispatchEvent(new PointerEvent('pointerup', {bubbles: true})); return 1;")
        .await;
    assert_eq!(phone.text("#hold-role").await, "", "let go: hidden again");
    phone.click("#start-ok").await;
}

/// A phone opens the join page of room `code` on the server at `base` and joins as `name`.
pub(crate) async fn join(phone: &Page, base: &str, code: &str, name: &str) {
    phone.goto(&format!("{base}/p/{code}")).await;
    phone
        .wait("the join form", "!document.getElementById('join').hidden")
        .await;
    phone
        .js(&format!(
            "document.getElementById('join-name').value = {}; return 1;",
            json!(name)
        ))
        .await;
    phone.click("#join-btn").await;
}
