//! A small WebDriver client for the browser tests: Debian's chromium and chromedriver
//! (installed by scripts/test), sessions with a viewport set exactly through Chrome's DevTools
//! protocol, JavaScript, clicks, waits and screenshots.
#![allow(dead_code)]

use std::{
    net::SocketAddr,
    process::{Child, Command, Stdio},
    time::Duration,
};

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// The key of a found element's id in a W3C WebDriver reply.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// One HTTP/1.1 request with a JSON body; returns the JSON reply. A connection chromedriver
/// closes without a reply is tried again on a new one, up to three times, and then the test
/// fails naming the request (a malformed path — once an element id that was an error's
/// text — is closed that way every time).
pub async fn http(addr: SocketAddr, method: &str, path: &str, body: Option<&Value>) -> Value {
    for attempt in 1..=3 {
        match try_http(addr, method, path, body).await {
            Ok(v) => return v,
            Err(e) if attempt < 3 => {
                eprintln!("webdriver: {method} {path}: {e}; sending it again");
                tokio::time::sleep(Duration::from_millis(100 * attempt)).await;
            }
            Err(e) => panic!("webdriver: {method} {path}: {e}, three times"),
        }
    }
    unreachable!()
}

async fn try_http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&Value>,
) -> Result<Value, String> {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut s = tokio::net::TcpStream::connect(addr)
        .await
        .map_err(|e| format!("chromedriver is not reachable ({e})"))?;
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes())
        .await
        .map_err(|e| format!("the request could not be sent ({e})"))?;
    // Read the head, then exactly Content-Length bytes (chromedriver keeps connections open).
    let mut buf = Vec::new();
    let mut chunk = [0u8; 8192];
    let mut read =
        async |s: &mut tokio::net::TcpStream, buf: &mut Vec<u8>| match s.read(&mut chunk).await {
            Ok(0) => Err("the connection closed early".to_string()),
            Ok(n) => {
                buf.extend_from_slice(&chunk[..n]);
                Ok(())
            }
            Err(e) => Err(format!("the reply could not be read ({e})")),
        };
    let (head, start) = loop {
        read(&mut s, &mut buf).await?;
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
        read(&mut s, &mut buf).await?;
    }
    let rest = String::from_utf8_lossy(&buf[start..start + len]).to_string();
    Ok(serde_json::from_str(&rest)
        .unwrap_or_else(|e| panic!("webdriver said {head}\n{rest}\n({e})")))
}

pub struct Driver {
    child: Child,
    addr: SocketAddr,
    /// The profile of every session started, to find its browsers at the end.
    profiles: std::sync::Mutex<Vec<std::path::PathBuf>>,
}

/// The processes whose command line mentions `needle` (a session's profile directory):
/// the browser and every helper process started with it.
pub fn processes_mentioning(needle: &str) -> Vec<u32> {
    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let me = std::process::id();
    dir.filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| pid != me)
        .filter(|pid| {
            std::fs::read(format!("/proc/{pid}/cmdline"))
                .map(|c| String::from_utf8_lossy(&c).contains(needle))
                .unwrap_or(false)
        })
        .collect()
}

/// Whether process `pid` still runs (a zombie waiting for its parent does not).
pub fn running(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .ok()
        .and_then(|s| {
            let state = s.rsplit(')').next()?.split_whitespace().next()?.to_string();
            Some(state != "Z" && state != "X")
        })
        .unwrap_or(false)
}

fn kill(target: &str) {
    let _ = Command::new("kill")
        .args(["-KILL", "--", target])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
}

impl Driver {
    pub async fn start() -> Driver {
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
        // In a process group of its own, with every browser it starts, so the end of the
        // test ends them all together.
        use std::os::unix::process::CommandExt;
        let child = Command::new(CHROMEDRIVER)
            .arg(format!("--port={port}"))
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("chromedriver starts");
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        // Owned by the driver from here: dropping it kills and reaps chromedriver.
        let driver = Driver {
            child,
            addr,
            profiles: std::sync::Mutex::new(Vec::new()),
        };
        for _ in 0..100 {
            if tokio::net::TcpStream::connect(addr).await.is_ok() {
                return driver;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        drop(driver);
        panic!("chromedriver did not come up on {addr}");
    }

    /// chromedriver's process id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub async fn session(&self, profile: &std::path::Path) -> Page {
        self.profiles
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(profile.to_path_buf());
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
    /// Ends chromedriver and every browser it started — also when the test failed or
    /// panicked: the whole process group, then anything still running with one of the
    /// sessions' profiles (a browser that left the group).
    fn drop(&mut self) {
        kill(&format!("-{}", self.child.id()));
        let _ = self.child.kill();
        let _ = self.child.wait();
        let profiles =
            std::mem::take(&mut *self.profiles.lock().unwrap_or_else(|e| e.into_inner()));
        for p in profiles {
            let needle = p.display().to_string();
            for _ in 0..50 {
                let left: Vec<u32> = processes_mentioning(&needle)
                    .into_iter()
                    .filter(|&pid| running(pid))
                    .collect();
                if left.is_empty() {
                    break;
                }
                for pid in left {
                    kill(&pid.to_string());
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

pub struct Page {
    addr: SocketAddr,
    id: String,
}

impl Page {
    pub async fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Value {
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

    pub async fn goto(&self, url: &str) {
        self.cmd("POST", "/url", Some(json!({"url": url}))).await;
    }

    pub async fn js(&self, script: &str) -> Value {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({"script": script, "args": []})),
        )
        .await
    }

    /// Waits until `script` (an expression) is truthy; returns its value.
    pub async fn wait(&self, what: &str, expr: &str) -> Value {
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

    pub async fn click(&self, css: &str) {
        let e = self
            .cmd(
                "POST",
                "/element",
                Some(json!({"using": "css selector", "value": css})),
            )
            .await;
        let id = e[ELEMENT]
            .as_str()
            .unwrap_or_else(|| panic!("no element: {e}"))
            .to_string();
        self.cmd("POST", &format!("/element/{id}/click"), Some(json!({})))
            .await;
    }

    pub async fn text(&self, css: &str) -> String {
        self.js(&format!("return document.querySelector({css:?}).innerText"))
            .await
            .as_str()
            .unwrap_or("")
            .to_string()
    }

    pub async fn quit(self) {
        let _ = http(self.addr, "DELETE", &format!("/session/{}", self.id), None).await;
    }
}

impl Page {
    /// Clicks the first element matching `css`; false when there is none or it cannot be
    /// clicked now (replaced while the page redrew).
    pub async fn try_click(&self, css: &str) -> bool {
        let find = http(
            self.addr,
            "POST",
            &format!("/session/{}/element", self.id),
            Some(&json!({"using": "css selector", "value": css})),
        )
        .await;
        // An error reply ({"error": "no such element", …}) is no element, not one whose
        // id is the error's text.
        let Some(id) = find["value"][ELEMENT].as_str() else {
            return false;
        };
        let r = http(
            self.addr,
            "POST",
            &format!("/session/{}/element/{id}/click", self.id),
            Some(&json!({})),
        )
        .await;
        r["value"].get("error").is_none()
    }

    /// Sets the viewport to exactly `w`×`h` CSS pixels (a phone when narrow).
    pub async fn viewport(&self, w: u32, h: u32) {
        self.cmd(
            "POST",
            "/goog/cdp/execute",
            Some(
                json!({"cmd": "Emulation.setDeviceMetricsOverride", "params": {
                "width": w, "height": h, "deviceScaleFactor": 1, "mobile": w < 600}}),
            ),
        )
        .await;
    }

    /// Saves a PNG of the viewport to `path`.
    pub async fn screenshot(&self, path: &std::path::Path) {
        let v = self.cmd("GET", "/screenshot", None).await;
        let b64 = v.as_str().unwrap_or("");
        std::fs::write(path, decode_base64(b64)).expect("screenshot written");
    }
}

/// Standard base64 (the screenshot encoding), without a crate for it.
fn decode_base64(s: &str) -> Vec<u8> {
    let val = |c: u8| -> Option<u32> {
        Some(match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' => 62,
            b'/' => 63,
            _ => return None,
        } as u32)
    };
    let mut out = Vec::with_capacity(s.len() * 3 / 4);
    let (mut acc, mut bits) = (0u32, 0);
    for c in s.bytes().filter_map(val) {
        acc = (acc << 6) | c;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
        }
    }
    out
}
