//! The night/day games' golden transcripts (tests/golden/nightday.txt): some fifty bot
//! games per shipped rule set of 杀人游戏, 狼人杀 and mini-wolf — every seat count, random
//! and heuristic bots — each reduced to the hash of everything every viewer was shown at
//! every step (`tianhei_tests::golden`). Recorded before the night/day kit's renames (issue
//! 19); a change that alters any view, scene, prompt or log line of these games fails here.
//!
//! - `TIANHEI_GOLDEN=write cargo test --release -p tianhei-tests --test golden_nightday`
//!   records the file anew (only for a change that is meant to be seen).
//! - `TIANHEI_GOLDEN=full` checks every recorded game (about ten seconds); by default
//!   one game in two (even seeds) is checked.
//! - `TIANHEI_GOLDEN_DUMP=DIR` writes the transcript of each game that differs to DIR.

use tianhei_core::BotKind;
use tianhei_tests::golden::{Fixture, transcript};

const NIGHTDAY: Fixture = Fixture {
    file: "golden/nightday.txt",
    what: "the night/day games",
    test: "golden_nightday",
    per_rule_set: 48,
    sample: 2,
};

/// Every shipped night/day rule set, by id.
const RULE_SETS: [&str; 6] = [
    "sharen",
    "sharen-classic",
    "sharen-steady",
    "langren",
    "langren-guard",
    "mini-wolf",
];

#[test]
fn sharen_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("sharen");
}

#[test]
fn sharen_classic_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("sharen-classic");
}

#[test]
fn sharen_steady_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("sharen-steady");
}

#[test]
fn langren_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("langren");
}

#[test]
fn langren_guard_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("langren-guard");
}

#[test]
fn mini_wolf_shows_what_it_showed_when_recorded() {
    NIGHTDAY.check("mini-wolf");
}

#[test]
fn every_shipped_night_day_rule_set_has_golden_games() {
    NIGHTDAY.covers(&["sharen", "langren", "mini-wolf"], &RULE_SETS);
}

#[test]
fn a_night_day_transcript_hash_is_the_same_every_time_and_differs_between_games() {
    let rules = tianhei_catalog::load("mini-wolf").expect("shipped");
    let n = rules.rules.seat_counts()[0];
    let a = transcript(&rules, n, 1, BotKind::Heuristic, None);
    assert_eq!(a, transcript(&rules, n, 1, BotKind::Heuristic, None));
    assert_ne!(
        a.hash,
        transcript(&rules, n, 2, BotKind::Heuristic, None).hash
    );
}
