//! `tianhei play --set`: house options played, kept in the record so it replays, and
//! every bad setting refused at once before anything is played or written.

use std::process::{Command, Stdio};

use serde_json::Value;

struct Run {
    code: i32,
    out: String,
    err: String,
}

fn tianhei(args: &[&str]) -> Run {
    // `output()` waits for the child, so nothing it started outlives the test.
    let output = Command::new(env!("CARGO_BIN_EXE_tianhei"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

#[test]
fn play_with_set_options_plays_them_and_the_record_replays() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    let path = file.to_str().unwrap();
    let r = tianhei(&[
        "play",
        "sharen",
        "--players",
        "12",
        "--humans",
        "none",
        "--fast",
        "--seed",
        "4",
        "--set",
        "secret_killer=false",
        "--set",
        "speech_seconds=60",
        "--record",
        path,
    ]);
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    let record: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let rules = record["rules"].as_str().unwrap();
    assert!(rules.contains("speech_seconds = 60"), "{rules}");
    assert!(rules.contains("secret_killer = false"), "{rules}");
    let roles: Vec<&str> = record["outcome"]["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["role"]["zh"].as_str().unwrap())
        .collect();
    assert!(!roles.contains(&"秘匪"), "no 秘匪 is dealt: {roles:?}");
    assert!(roles.contains(&"秘警"), "the 秘警 stays: {roles:?}");
    let replay = tianhei(&["replay", path, "--all"]);
    assert_eq!(replay.code, 0, "{}", replay.err);
}

#[test]
fn bad_settings_are_all_reported_and_nothing_is_played() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    let r = tianhei(&[
        "play",
        "sharen",
        "--humans",
        "none",
        "--set",
        "speech_seconds=sixty",
        "--set",
        "secret_killer=maybe",
        "--set",
        "no_such_option=1",
        "--record",
        file.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 2, "{}", r.out);
    for what in [
        "3 problems",
        "options.speech_seconds",
        "options.secret_killer",
        "no_such_option",
    ] {
        assert!(r.err.contains(what), "{what}: {}", r.err);
    }
    assert!(r.out.is_empty(), "nothing was played: {}", r.out);
    assert!(!file.exists());
}
