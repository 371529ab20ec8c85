//! The invariants of client-message parsing, for the fuzz target and its bounded run.

use serde_json::{Value, json};

use super::{ProtoError, error, parse, reply, scan_re, valid_re};

/// Checks, by panicking, what must hold for any frame a client can send (the fuzz target
/// `client_message` and the bounded run in the test suite call it): reading `re` and
/// parsing never panic; the `re` echoed is null, a number or a short string; where the
/// frame is a JSON object within `limit` bytes, the cheap scan of `re` (used for errors
/// given before parsing) finds the same `re` as the full parse; replies and errors built
/// for it are JSON that carry it.
pub fn audit(frame: &[u8], limit: usize) {
    let scanned = scan_re(frame, limit);
    assert!(
        scanned.is_null() || valid_re(scanned.clone()).is_some(),
        "scan gave an unusable re: {scanned}"
    );
    let Ok(text) = std::str::from_utf8(frame) else {
        // Text frames are UTF-8 (the WebSocket layer closes with 1007 otherwise).
        return;
    };
    let (re, msg) = parse(text);
    assert!(
        re.is_null() || valid_re(re.clone()).is_some(),
        "parse gave an unusable re: {re}"
    );
    let object = match &msg {
        Ok(_) => true,
        Err(e) => {
            assert!(
                ["bad_json", "bad_message", "unknown_type"].contains(&e.code.as_str()),
                "unexpected parse error {e}"
            );
            assert!(!e.message.is_empty());
            e.code != "bad_json" && serde_json::from_str::<Value>(text).is_ok_and(|v| v.is_object())
        }
    };
    if object && frame.len() <= limit {
        assert_eq!(
            scanned,
            re,
            "the scan and the parse disagree on re in {:?}",
            String::from_utf8_lossy(&frame[..frame.len().min(300)])
        );
    }
    for out in [
        reply(&re, "pong", json!({})),
        error(&re, &ProtoError::new("bad_json", "x")),
    ] {
        let v: Value = serde_json::from_str(&out).expect("replies are JSON");
        assert_eq!(v["re"], re);
    }
}
