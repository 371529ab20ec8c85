//! What docs/protocol.md promises and the server once did otherwise: errors given before a
//! message is parsed still carry its `re`; a frame past the hard cap closes with 1009 and
//! invalid UTF-8 with 1007 (a close frame, not a dropped connection); `/qr/CODE` is 404 for
//! a room that is not open.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;
use tokio_tungstenite::tungstenite::{
    Message,
    protocol::frame::{
        Frame,
        coding::{Data, OpCode},
    },
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn too_large_and_rate_limited_errors_carry_the_request_re() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        rate_per_sec: 0.5,
        rate_burst: 4.0,
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let mut c = Client::connect(addr).await;
    // `re` first, as the web client sends it: read even from a frame past 8 KiB.
    let big = format!(
        r#"{{"re":"big-1","type":"ping","pad":"{}"}}"#,
        "x".repeat(20_000)
    );
    let r = c.raw(big).await;
    assert_eq!(r["code"], "too_large", "{r}");
    assert_eq!(r["re"], "big-1", "too_large carries the request's re: {r}");
    // `re` last but within the first 8 KiB is read too.
    let r = c
        .raw(format!(
            r#"{{"type":"ping","pad":"{}","re":77}}"#,
            "y".repeat(9_000)
        ))
        .await;
    assert_eq!(r["code"], "too_large", "{r}");
    assert_eq!(r["re"], json!(null), "past 8 KiB it is not looked for: {r}");
    // Past the burst, every refusal names the request it refuses.
    let mut refused = 0;
    for re in 100..110 {
        let r = c.raw(json!({"type": "ping", "re": re}).to_string()).await;
        assert_eq!(r["re"], json!(re), "{r}");
        if r["type"] == "error" {
            assert_eq!(r["code"], "rate_limited", "{r}");
            refused += 1;
        }
    }
    assert!(refused >= 5, "the rate limit applied ({refused} refused)");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn oversize_frames_close_with_1009_and_invalid_utf8_with_1007() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config::for_tests();
    let hard = config.hard_message_bytes;
    let addr = start(&dir.path().join("t.db"), config).await;

    let mut c = Client::connect(addr).await;
    c.send_frame(Message::Text("x".repeat(hard + 1024).into()))
        .await;
    assert_eq!(
        c.close_code().await,
        Some(1009),
        "a frame past the hard cap closes with 1009 (message too big)"
    );

    let mut c = Client::connect(addr).await;
    let bad = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
    c.send_frame(Message::Frame(bad)).await;
    assert_eq!(
        c.close_code().await,
        Some(1007),
        "a text frame that is not UTF-8 closes with 1007 (invalid payload)"
    );

    // The server is unharmed.
    let mut c = Client::connect(addr).await;
    c.ok(json!({"type": "ping"})).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn qr_codes_of_rooms_that_do_not_exist_answer_404() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (status, _) = http(addr, "/qr/ZZZZ").await;
    assert!(status.contains(" 404 "), "no room ZZZZ: {status}");
    let (status, _) = http(addr, "/qr/0000").await;
    assert!(status.contains(" 404 "), "not a code: {status}");
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 1).await;
    let (status, body) = http(addr, &format!("/qr/{code}")).await;
    assert!(
        status.contains(" 200 ") && body.starts_with("<svg"),
        "{status}"
    );
    host.ok(json!({"type": "end"})).await;
    let (status, _) = http(addr, &format!("/qr/{code}")).await;
    assert!(
        status.contains(" 404 "),
        "an ended room has no QR code: {status}"
    );
}
