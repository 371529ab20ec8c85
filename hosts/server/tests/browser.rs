//! The web pages in headless Chromium (Debian's chromium + chromedriver, installed by
//! .ci/run), driven over ChromeDriver's WebDriver HTTP API: the table screen creates a room,
//! two phones join, each sees its own role and not the other's, a prompt is answered by a
//! click, and the table screen updates. Fails loudly when the browser is missing.

mod common;

use std::{
    net::SocketAddr,
    process::{Child, Command, Stdio},
    time::Duration,
};

use serde_json::{Value, json};
use tianhei_core::{Match, Seat, Viewer};
use tianhei_server::Config;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";

/// One HTTP/1.1 request with a JSON body; returns the JSON reply.
async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> Value {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .expect("chromedriver is reachable");
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.unwrap();
    // Read the head, then exactly Content-Length bytes (chromedriver keeps connections open).
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let (head, start) = loop {
        let n = s.read(&mut chunk).await.unwrap();
        assert!(n > 0, "webdriver closed the connection early");
        buf.extend_from_slice(&chunk[..n]);
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break (String::from_utf8_lossy(&buf[..i]).to_string(), i + 4);
        }
    };
    let len = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().parse::<usize>().unwrap_or(0))
        })
        .unwrap_or(0);
    while buf.len() < start + len {
        let n = s.read(&mut chunk).await.unwrap();
        assert!(n > 0, "webdriver closed the connection early");
        buf.extend_from_slice(&chunk[..n]);
    }
    let rest = String::from_utf8_lossy(&buf[start..start + len]).to_string();
    serde_json::from_str(&rest).unwrap_or_else(|e| panic!("webdriver said {head}\n{rest}\n({e})"))
}

struct Driver {
    child: Child,
    addr: SocketAddr,
}

impl Driver {
    async fn start() -> Driver {
        assert!(
            std::path::Path::new(CHROMIUM).exists(),
            "{CHROMIUM} is missing: apt-get install chromium chromium-driver (.ci/run does)"
        );
        assert!(
            std::path::Path::new(CHROMEDRIVER).exists(),
            "{CHROMEDRIVER} is missing: apt-get install chromium-driver (.ci/run does)"
        );
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        // Owned by the driver from here: dropping it kills and reaps chromedriver.
        let driver = Driver { child, addr };
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(addr).await.is_ok() {
                return driver;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        drop(driver);
        panic!("chromedriver did not come up on {addr}");
    }

    async fn session(&self, profile: &std::path::Path) -> Page {
        let caps = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": CHROMIUM, "args": [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--window-size=420,900", format!("--user-data-dir={}", profile.display())
            ]}
        }}});
        let r = http(self.addr, "POST", "/session", Some(&caps)).await;
        let id = r["value"]["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("no session: {r}"))
            .to_string();
        Page {
            addr: self.addr,
            id,
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Page {
    addr: SocketAddr,
    id: String,
}

impl Page {
    async fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
        let r = http(
            self.addr,
            method,
            &format!("/session/{}{path}", self.id),
            body.as_ref(),
        )
        .await;
        assert!(r["value"].get("error").is_none(), "webdriver {path}: {r}");
        r["value"].clone()
    }

    async fn goto(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({"url": url}))).await;
    }

    async fn js(&self, script: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
        .await
    }

    /// Waits until `script` (an expression) is truthy; returns its value.
    async fn wait(&self, what: &str, expr: &str) -> Value {
        for _ in 0..200 {
            let v = self
                .js(&format!(
                    "try {{ return ({expr}); }} catch (e) {{ return null; }}"
                ))
                .await;
            if !(v.is_null() || v == json!(false) || v == json!("")) {
                return v;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!("timed out waiting for {what}: {expr}");
    }

    async fn click(&self, css: &str) {
        let e = self
            .cmd(
                "POST",
                "/element",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
        let id = e
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(|v| v.as_str())
            .unwrap()
            .to_string();
        self.cmd("POST", &format!("/element/{id}/click"), Some(json!({})))
            .await;
    }

    async fn text(&self, css: &str) -> String {
        self.js(&format!("return document.querySelector({css:?}).innerText"))
            .await
            .as_str()
            .unwrap_or("")
            .to_string()
    }

    async fn quit(self) {
        let _ = http(self.addr, "DELETE", &format!("/session/{}", self.id), None).await;
    }
}

fn role(m: &Match, seat: u8) -> String {
    m.view(Viewer::Seat(Seat(seat))).to_json()["you"]["role_name"]["zh"]
        .as_str()
        .unwrap()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn phones_show_their_own_role_only_and_a_clicked_answer_updates_the_table_screen() {
    // A seed where seat 1 is the wolf and seat 2 a villager, so the two phones differ and the
    // wolf phone has the first prompt.
    let rules = tianhei_catalog::load("mini-wolf").unwrap();
    let seed = (0..500u64)
        .find(|&s| {
            let m = Match::new(rules.clone(), 4, s).unwrap();
            role(&m, 0) != role(&m, 1) && m.prompts().iter().any(|p| p.seat.0 <= 1)
        })
        .expect("a seed with two different roles");
    let m = Match::new(rules.clone(), 4, seed).unwrap();
    let (role_a, role_b) = (role(&m, 0), role(&m, 1));

    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        fixed_seed: Some(seed),
        ..Config::for_tests()
    };
    let addr = common::start(&dir.path().join("t.db"), config).await;
    let base = format!("http://{addr}");
    let driver = Driver::start().await;
    let table = driver.session(&dir.path().join("table")).await;
    let phone_a = driver.session(&dir.path().join("a")).await;
    let phone_b = driver.session(&dir.path().join("b")).await;

    // The table screen creates a mini-wolf room for 4.
    table.goto(&format!("{base}/")).await;
    table
        .wait(
            "the rule sets",
            "document.querySelector('#rules option[value=\"mini-wolf\"]')",
        )
        .await;
    table.js("const s = document.getElementById('rules'); s.value = 'mini-wolf'; s.onchange(); document.getElementById('seat-count').value = '4'; return 1;").await;
    table.click("#create-btn").await;
    let code = table
        .wait("a room code", "document.getElementById('code').textContent")
        .await;
    let code = code.as_str().unwrap().to_string();
    assert_eq!(code.len(), 4);

    // Two phones join by the QR link.
    for (page, name) in [(&phone_a, "阿甲"), (&phone_b, "阿乙")] {
        page.goto(&format!("{base}/p/{code}")).await;
        page.wait("the join form", "!document.getElementById('join').hidden")
            .await;
        page.js(&format!(
            "document.getElementById('join-name').value = {name:?}; return 1;"
        ))
        .await;
        page.click("#join-btn").await;
        page.wait(
            "the seat",
            "!document.getElementById('game').hidden && document.getElementById('me').textContent",
        )
        .await;
    }
    table.wait("two players at the table", "document.querySelectorAll('#seats .seat').length == 4 && document.getElementById('seats').innerText.includes('阿乙')").await;

    // The host fills the other seats with bots and starts.
    table
        .click("#host-controls button[data-act=fill_bots]")
        .await;
    table
        .wait(
            "bots seated",
            "document.getElementById('seats').innerText.includes('机器人')",
        )
        .await;
    let log_before = table.text("#log").await;
    table.click("#host-controls button[data-act=start]").await;

    // At night the phone that is asked shows its prompt; the other shows the closed-eyes screen.
    let asked_is_a = m.prompts().iter().any(|p| p.seat.0 == 0);
    for page in [&phone_a, &phone_b] {
        page.wait(
            "the game to start",
            "document.getElementById('room-status').textContent.includes('进行中')",
        )
        .await;
    }
    let (asked, other) = if asked_is_a {
        (&phone_a, &phone_b)
    } else {
        (&phone_b, &phone_a)
    };
    asked
        .wait(
            "a prompt",
            "document.querySelector('#prompts .prompt button.option')",
        )
        .await;
    let night_other = other
        .wait(
            "the closed-eyes screen",
            "document.body.classList.contains('night')",
        )
        .await;
    assert_eq!(night_other, json!(true));
    let night_asked = asked
        .js("return document.body.classList.contains('night')")
        .await;
    assert_eq!(
        night_asked,
        json!(false),
        "the asked phone shows its prompt"
    );

    // Each phone shows its own role behind tap-to-reveal, and not the other's.
    for (page, mine, theirs) in [(&phone_a, &role_a, &role_b), (&phone_b, &role_b, &role_a)] {
        let hidden = page
            .js("return document.getElementById('secret').classList.contains('hidden')")
            .await;
        assert_eq!(hidden, json!(true), "the role starts hidden");
        if page
            .js("return document.body.classList.contains('night')")
            .await
            == json!(true)
        {
            page.click("#closed-eyes").await;
        }
        page.click("#reveal").await;
        let secret = page
            .wait(
                "the revealed role",
                "document.getElementById('secret-view').innerText",
            )
            .await;
        let secret = secret.as_str().unwrap();
        assert!(
            secret.contains(mine.as_str()),
            "the phone shows its own role {mine}: {secret}"
        );
        assert!(
            !secret.contains(theirs.as_str()),
            "the phone does not show the other role {theirs}: {secret}"
        );
    }

    // The asked phone answers by clicking; the table screen updates.
    asked.click("#prompts .prompt button.option").await;
    table.wait(
        "the table to show the dawn",
        &format!("document.getElementById('log').innerText.length > {} && document.getElementById('log').innerText.includes('天亮')", log_before.len()),
    )
    .await;

    for p in [table, phone_a, phone_b] {
        p.quit().await;
    }
}
