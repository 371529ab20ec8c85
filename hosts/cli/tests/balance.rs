//! `tianhei balance`, run as a user runs it: every shipped rule set, the report's
//! sections and charts, the same numbers from the same seed, bad input refused.

use std::process::Command;

/// Output of one run of the binary.
struct Run {
    code: i32,
    out: String,
    err: String,
}

fn tianhei(args: &[&str]) -> Run {
    // `output()` waits for the child, so nothing it started outlives the test.
    let output = Command::new(env!("CARGO_BIN_EXE_tianhei"))
        .args(args)
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().unwrap_or(-1),
        out: String::from_utf8_lossy(&output.stdout).into_owned(),
        err: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

const SECTIONS: [&str; 5] = ["sides", "seats", "roles", "length", "decisions"];

/// The charts (inline SVG) in the section `id` of a report.
fn charts_in(html: &str, id: &str) -> usize {
    let start = html
        .find(&format!("<section id=\"{id}\">"))
        .unwrap_or_else(|| panic!("section {id} is in the report"));
    let end = html[start..].find("</section>").expect("the section ends") + start;
    html[start..end].matches("<svg").count()
}

/// The summary without its last line (the timing).
fn figures(out: &str) -> String {
    out.lines()
        .filter(|l| !l.starts_with("report: "))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_shipped_rule_set_balances_at_one_player_count_with_a_chart_per_section() {
    let dir = tempfile::tempdir().unwrap();
    for rules in tianhei_catalog::shipped() {
        let id = &rules.meta.id;
        let players = rules.rules.seat_counts()[0].to_string();
        let file = dir.path().join(format!("{id}.html"));
        let r = tianhei(&[
            "balance",
            id,
            "--players",
            &players,
            "--games",
            "200",
            "--seed",
            "3",
            "--threads",
            "2",
            "--out",
            file.to_str().unwrap(),
        ]);
        assert_eq!(r.code, 0, "{id}: {}", r.err);
        assert!(
            r.out.contains(&format!("{players} players")),
            "{id}: {}",
            r.out
        );
        let html = std::fs::read_to_string(&file).unwrap();
        for s in SECTIONS {
            // One chart per kind of bot (heuristic and random) in every section.
            assert!(charts_in(&html, s) >= 2, "{id}: section {s} has its charts");
        }
        assert!(
            html.contains("200 / 200") || html.contains(" / 200<"),
            "{id}: tables count 200 games"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_report_whatever_the_threads() {
    let dir = tempfile::tempdir().unwrap();
    let run = |threads: &str, seed: &str, name: &str| {
        let file = dir.path().join(name);
        let r = tianhei(&[
            "balance",
            "fengsheng-classic",
            "--players",
            "5",
            "--games",
            "150",
            "--seed",
            seed,
            "--threads",
            threads,
            "--out",
            file.to_str().unwrap(),
        ]);
        assert_eq!(r.code, 0, "{}", r.err);
        (figures(&r.out), std::fs::read_to_string(file).unwrap())
    };
    let a = run("1", "11", "a.html");
    let b = run("2", "11", "b.html");
    let c = run("2", "12", "c.html");
    assert_eq!(a.0, b.0, "the summary repeats");
    assert!(a.1 == b.1, "the report repeats byte for byte");
    assert_ne!(a.0, c.0, "another seed gives other games");
    // 风声 with characters breaks the win rates down by character.
    assert!(
        a.1.contains("老鬼") || a.1.contains("李宁玉"),
        "characters are listed"
    );
}

#[test]
fn vs_sets_two_rule_sets_side_by_side_on_the_same_seeds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("vs.html");
    let r = tianhei(&[
        "balance",
        "sharen",
        "--vs",
        "sharen-classic",
        "--players",
        "12",
        "--games",
        "200",
        "--bots",
        "heuristic",
        "--seed",
        "5",
        "--out",
        file.to_str().unwrap(),
    ]);
    assert_eq!(r.code, 0, "{}", r.err);
    assert!(
        r.out.contains("[sharen]") && r.out.contains("[sharen-classic]"),
        "{}",
        r.out
    );
    let html = std::fs::read_to_string(&file).unwrap();
    assert!(
        html.contains("--vs sharen-classic"),
        "the report says how to repeat it"
    );
    assert!(
        html.contains("<td>sharen-classic</td>"),
        "both rule sets are in the tables"
    );
    assert!(
        html.contains("秘警"),
        "the secret police of one side is charted"
    );
    // One seat chart per rule set.
    assert_eq!(charts_in(&html, "seats"), 2);
}

#[test]
fn bad_input_is_a_usage_error_and_writes_no_report() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("none.html");
    let out = file.to_str().unwrap();
    for (args, says) in [
        (vec!["balance", "sharen", "--players", "3"], "11–16"),
        (
            vec!["balance", "sharen", "--players", "twelve"],
            "not a number",
        ),
        (vec!["balance", "sharen", "--bots", "clever"], "unknown bot"),
        (vec!["balance", "sharen", "--games", "0"], "--games"),
        (vec!["balance", "no-such-game"], "no-such-game"),
        (
            vec!["balance", "sharen", "--vs", "mini-wolf", "--players", "12"],
            "mini-wolf",
        ),
    ] {
        let mut args = args.clone();
        args.extend(["--out", out]);
        let r = tianhei(&args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.err);
        assert!(r.err.contains(says), "{args:?}: {}", r.err);
        assert!(!file.exists(), "{args:?} wrote a report");
    }
}
