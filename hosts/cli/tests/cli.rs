//! The `tianhei` binary, run as a user runs it: arguments, stdin, exit codes, output.

use std::{
    io::Write,
    process::{Command, Stdio},
};

use serde_json::Value;

/// Output of one run of the binary.
struct Run {
    code: i32,
    out: String,
    err: String,
}

fn tianhei(args: &[&str], input: &str) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tianhei"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let input = input.to_string();
    // Write from a thread: the game may end before reading everything.
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let output = child.wait_with_output().expect("the binary ends");
    let _ = writer.join();
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// `line` repeated `n` times.
fn repeat(line: &str, n: usize) -> String {
    format!("{line}\n").repeat(n)
}

/// Option numbers 1, 2, 3, 1, 2, 3, … so that night choices differ and games move on.
fn cycling(n: usize) -> String {
    (0..n).map(|i| format!("{}\n", i % 3 + 1)).collect()
}

fn temp_file(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("write");
    (dir, path.to_string_lossy().into_owned())
}

#[test]
fn rules_lists_every_shipped_id() {
    let r = tianhei(&["rules"], "");
    assert_eq!(r.code, 0, "{}", r.err);
    for rules in tianhei_catalog::shipped() {
        assert!(
            r.out.contains(&rules.meta.id),
            "{} missing:\n{}",
            rules.meta.id,
            r.out
        );
    }
}

#[test]
fn rules_show_accepts_a_path_to_a_file() {
    let text =
        tianhei_miniwolf::MINI_WOLF_RULES.replace("id = \"mini-wolf\"", "id = \"house-wolf\"");
    let (_dir, path) = temp_file("house.toml", &text);
    let r = tianhei(&["rules", "show", &path], "");
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(r.out.starts_with("house-wolf — "), "{}", r.out);
    assert!(r.out.contains("players: 4–8"));
}

#[test]
fn a_malformed_rule_file_is_a_usage_error_naming_the_field() {
    let text =
        tianhei_miniwolf::MINI_WOLF_RULES.replace("wolves_from = 7", "wolves_from = \"seven\"");
    let (_dir, path) = temp_file("bad.toml", &text);
    let r = tianhei(&["rules", "show", &path], "");
    assert_eq!(r.code, 2);
    assert!(r.err.starts_with("error: "), "{}", r.err);
    assert!(r.err.contains("options.wolves_from"), "{}", r.err);
}

#[test]
fn an_unknown_id_lists_the_known_ones() {
    let r = tianhei(&["play", "no-such-game"], "");
    assert_eq!(r.code, 2);
    assert!(
        r.err.contains("mini-wolf") && r.err.contains("sharen"),
        "{}",
        r.err
    );
}

#[test]
fn a_player_count_the_rules_do_not_seat_is_refused_with_the_range() {
    let r = tianhei(&["sim", "mini-wolf", "--players", "12"], "");
    assert_eq!(r.code, 2);
    assert!(r.err.contains("4–8"), "{}", r.err);
}

fn sim_json(id: &str, players: &str, seed: &str, threads: &str) -> Value {
    let r = tianhei(
        &[
            "sim",
            id,
            "--players",
            players,
            "--games",
            "40",
            "--seed",
            seed,
            "--json",
            "--threads",
            threads,
        ],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.err);
    assert_eq!(
        r.out.lines().count(),
        1,
        "exactly one JSON object: {}",
        r.out
    );
    serde_json::from_str(&r.out).expect("sim --json prints JSON")
}

fn without_timing(mut v: Value) -> Value {
    for k in [
        "seconds",
        "decisions_per_second",
        "games_per_second",
        "threads",
    ] {
        v.as_object_mut().expect("an object").remove(k);
    }
    v
}

fn check_sim_is_deterministic(id: &str, players: &str) {
    let a = sim_json(id, players, "17", "1");
    for key in [
        "games",
        "wins",
        "decisions",
        "seconds",
        "decisions_per_second",
        "rule_set",
        "players",
        "seed",
    ] {
        assert!(a.get(key).is_some(), "{key} missing in {a}");
    }
    assert_eq!(a["games"], 40);
    assert_eq!(a["rule_set"], id);
    let wins = a["wins"].as_object().expect("wins is an object");
    assert!(wins.contains_key("draw"));
    assert_eq!(
        wins.values().map(|v| v.as_u64().unwrap_or(0)).sum::<u64>(),
        40
    );
    let b = sim_json(id, players, "17", "2");
    assert_eq!(
        without_timing(a.clone()),
        without_timing(b),
        "same seed, same results"
    );
    let c = sim_json(id, players, "18", "1");
    assert_ne!(
        without_timing(a),
        without_timing(c),
        "another seed, other games"
    );
}

#[test]
fn sim_json_parses_and_is_deterministic_for_mini_wolf() {
    check_sim_is_deterministic("mini-wolf", "6");
}

#[test]
fn sim_json_parses_and_is_deterministic_for_sharen() {
    check_sim_is_deterministic("sharen", "12");
}

#[test]
fn sim_json_parses_and_is_deterministic_for_langren() {
    check_sim_is_deterministic("langren", "12");
}

#[test]
fn sim_prints_win_rates_and_decisions_per_second() {
    let r = tianhei(
        &["sim", "mini-wolf", "-p", "5", "-g", "20", "--seed", "1"],
        "",
    );
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.out.contains("wolves") && r.out.contains("draw"),
        "{}",
        r.out
    );
    assert!(r.out.contains("decisions/s"), "{}", r.out);
}

fn play(
    id: &str,
    players: &str,
    humans: &str,
    seed: &str,
    input: &str,
    record: Option<&str>,
) -> Run {
    let mut args = vec![
        "play",
        id,
        "--players",
        players,
        "--humans",
        humans,
        "--seed",
        seed,
    ];
    if let Some(path) = record {
        args.extend(["--record", path]);
    }
    tianhei(&args, input)
}

fn outcome_header(lang_zh: bool) -> &'static str {
    if lang_zh {
        "座位     身份"
    } else {
        "seat     role"
    }
}

#[test]
fn play_with_one_human_completes_mini_wolf_through_stdin() {
    let r = play("mini-wolf", "6", "1", "4", &repeat("1", 200), None);
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains(outcome_header(true)), "{}", r.out);
    assert!(r.out.contains("seed 4"));
}

#[test]
fn play_with_one_human_completes_sharen_through_stdin() {
    let r = play("sharen", "12", "1", "4", &cycling(2000), None);
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains(outcome_header(true)), "{}", r.out);
}

#[test]
fn play_with_one_human_completes_langren_through_stdin() {
    let r = play("langren", "12", "1", "4", &cycling(2000), None);
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains(outcome_header(true)), "{}", r.out);
}

#[test]
fn a_human_sees_only_their_own_seats_private_lines() {
    for seed in 0..5 {
        let r = play(
            "mini-wolf",
            "6",
            "3",
            &seed.to_string(),
            &repeat("1", 200),
            None,
        );
        assert_eq!(r.code, 0, "{}", r.err);
        let before_end = r.out.split(outcome_header(true)).next().unwrap_or("");
        for line in before_end
            .lines()
            .filter(|l| l.trim_start().starts_with('['))
        {
            assert!(
                line.contains("3号"),
                "seat 3 saw another seat's line: {line}"
            );
        }
    }
}

#[test]
fn hot_seat_asks_to_pass_the_device_and_completes() {
    let r = play("mini-wolf", "5", "all", "9", &repeat("1", 400), None);
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains("请把设备交给"), "{}", r.out);
    assert!(r.out.contains(outcome_header(true)));
}

#[test]
fn play_stops_with_an_error_when_input_ends_early() {
    let r = play("sharen", "12", "all", "2", "", None);
    assert_eq!(r.code, 1);
    assert!(r.err.contains("left before its end"), "{}", r.err);
}

fn judge(id: &str, players: &str, input: &str) -> Run {
    tianhei(&["judge", id, "--players", players, "--seed", "6"], input)
}

#[test]
fn judge_completes_a_mini_wolf_game_through_stdin() {
    let r = judge("mini-wolf", "6", &cycling(400));
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains("请1号上前看身份"), "{}", r.out);
    assert!(r.out.contains("积分表（1 局）"), "{}", r.out);
}

#[test]
fn judge_completes_a_sharen_game_through_stdin() {
    let r = judge("sharen", "12", &cycling(3000));
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains("杀手（"), "whose decision it is: {}", r.out);
    assert!(r.out.contains("积分表（1 局）"), "{}", r.out);
}

#[test]
fn judge_completes_a_langren_game_with_its_sheriff_election_through_stdin() {
    let r = judge("langren", "12", &cycling(4000));
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(
        r.out.contains("现在开始竞选警长"),
        "the election is read: {}",
        r.out
    );
    assert!(r.out.contains("积分表（1 局）"), "{}", r.out);
}

#[test]
fn judge_keeps_the_score_table_across_games() {
    // Option numbers with a "y" among them: a prompt refuses the "y" and asks again,
    // "another game?" refuses the numbers until the "y" comes.
    let r = judge("mini-wolf", "6", &"1\n2\n3\ny\n".repeat(400));
    assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
    assert!(r.out.contains("第2局"), "{}", r.out);
    assert!(r.out.contains("积分表（2 局）"), "{}", r.out);
}

fn replay_of_a_played_game(id: &str, players: &str, input: &str) {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.json");
    let path = path.to_string_lossy();
    let r = play(id, players, "1", "11", input, Some(&path));
    assert_eq!(r.code, 0, "{}", r.err);
    let record: Value =
        serde_json::from_str(&std::fs::read_to_string(&*path).expect("record written"))
            .expect("JSON");
    assert!(record["outcome"].is_object());
    let total = record["answers"].as_array().map_or(0, Vec::len);
    for viewer in ["moderator", "public", "2"] {
        let r = tianhei(&["replay", &path, "--all", "--viewer", viewer], "");
        assert_eq!(r.code, 0, "{}", r.err);
        assert!(r.out.contains(outcome_header(true)), "{viewer}: {}", r.out);
        // Only the moderator learns how many answers (secret ones included) were given.
        let counts =
            r.out.contains(&format!("/{total}]")) || r.out.contains(&format!("{total} answers"));
        assert_eq!(
            counts,
            viewer == "moderator",
            "{viewer}: answer counts shown: {counts}"
        );
    }
    let r = tianhei(&["replay", &path], &repeat("", 5000));
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.out.contains(outcome_header(true)),
        "stepping reaches the end"
    );
}

#[test]
fn replay_all_of_a_mini_wolf_record_prints_the_outcome() {
    replay_of_a_played_game("mini-wolf", "6", &repeat("1", 200));
}

#[test]
fn replay_all_of_a_sharen_record_prints_the_outcome() {
    replay_of_a_played_game("sharen", "12", &cycling(2000));
}

#[test]
fn replay_all_of_a_langren_record_prints_the_outcome() {
    replay_of_a_played_game("langren", "12", &cycling(2000));
}

#[test]
fn a_record_that_does_not_replay_is_a_clear_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("game.json");
    let path = path.to_string_lossy().into_owned();
    let r = play("mini-wolf", "5", "1", "3", &repeat("1", 200), Some(&path));
    assert_eq!(r.code, 0, "{}", r.err);
    let mut record: Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("read")).expect("JSON");
    record["answers"][0]["choice"] = serde_json::json!([42]);
    std::fs::write(&path, record.to_string()).expect("write");
    let r = tianhei(&["replay", &path, "--all"], "");
    assert_eq!(r.code, 1);
    assert!(
        r.err.contains("does not replay") && r.err.contains("answer 1"),
        "{}",
        r.err
    );
    let (_d, junk) = temp_file("junk.json", "{\"not\": \"a record\"}");
    let r = tianhei(&["replay", &junk], "");
    assert_eq!(r.code, 2);
    assert!(r.err.contains("not a game record"), "{}", r.err);
}

#[test]
fn help_teaches_with_examples() {
    let r = tianhei(&["--help"], "");
    assert_eq!(r.code, 0);
    assert!(r.out.contains("Examples:") && r.out.contains("tianhei play sharen"));
    for cmd in ["rules", "play", "judge", "sim", "replay"] {
        let r = tianhei(&[cmd, "--help"], "");
        assert_eq!(r.code, 0, "{cmd}");
        assert!(r.out.contains("Examples:"), "{cmd} --help has no examples");
    }
}

/// The log lines of a terminal transcript before the outcome: narration and event lines
/// (indented two spaces, or `»`), without runs of passes (folded differently in play).
fn log_lines(out: &str) -> Vec<String> {
    out.split(outcome_header(true))
        .next()
        .unwrap_or("")
        .lines()
        .filter(|l| (l.starts_with("  ") && !l.starts_with("   ")) || l.starts_with("» "))
        .filter(|l| !l.contains("让过") && !l.contains(") ") && !l.contains('▶'))
        .map(|l| l.trim().to_string())
        .collect()
}

#[test]
fn a_lone_humans_private_lines_stream_in_the_order_they_happened() {
    for (id, players, seed) in [("fengsheng-classic", "5", "5"), ("guozhan", "4", "3")] {
        let dir = tempfile::tempdir().expect("temp dir");
        let rec = dir.path().join("game.json");
        let rec = rec.to_string_lossy();
        let r = play(id, players, "1", seed, &repeat("d", 3000), Some(&rec));
        assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
        let seen = log_lines(&r.out);
        let replay = tianhei(&["replay", &rec, "--viewer", "1", "--all"], "");
        assert_eq!(replay.code, 0, "{}", replay.err);
        let private = seen.iter().filter(|l| l.starts_with("[1号]")).count();
        assert!(private > 0, "{id}: seat 1 was told something in private");
        // Everything seat 1 may see (its private lines included), in the order of the
        // game, appears in the transcript in that order.
        let all: Vec<String> = log_lines(&replay.out);
        let mut at = 0;
        for line in &all {
            match seen[at..].iter().position(|l| l == line) {
                Some(k) => at += k + 1,
                None => panic!("{id}: `{line}` is missing or out of order in play's output"),
            }
        }
    }
}

#[test]
fn prompts_with_a_single_answer_are_not_shown_to_the_human() {
    for (id, players, seed) in [("guozhan", "4", "3"), ("fengsheng-classic", "5", "5")] {
        let r = play(id, players, "1", seed, &repeat("d", 3000), None);
        assert_eq!(r.code, 0, "{}\n{}", r.out, r.err);
        assert!(
            !r.out.contains("按回车继续 >"),
            "{id}: a prompt with one option reached the human:\n{}",
            r.out
        );
    }
}
