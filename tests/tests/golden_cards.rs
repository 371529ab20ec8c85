//! The card games' golden transcripts (tests/golden/cards.txt): a few hundred bot games per
//! shipped card rule set — every seat count, random and heuristic bots — each reduced to
//! the hash of everything every viewer was shown at every step (`tianhei_tests::golden`).
//! Recorded before the card kit's ports (风声·谍战篇's, with and without characters, before
//! issue 37 made the two 风声 editions siblings); a port that changes any view, scene,
//! prompt or log line of any of these games fails here.
//!
//! - `TIANHEI_GOLDEN=write cargo test --release -p tianhei-tests --test golden_cards`
//!   records the file anew (only for a change that is meant to be seen).
//! - `TIANHEI_GOLDEN=full` checks every recorded game (a port checks them all: about a
//!   quarter of an hour on two cores); by default one game in eight (seeds 0, 8, 16…) is
//!   checked, which keeps the test suite short.
//! - `TIANHEI_GOLDEN_DUMP=DIR` writes the transcript of each game that differs to DIR, to
//!   diff against the same dump made at the recorded commit.

use tianhei_core::BotKind;
use tianhei_tests::golden::{Fixture, transcript};

const CARDS: Fixture = Fixture {
    file: "golden/cards.txt",
    what: "the card games",
    test: "golden_cards",
    per_rule_set: 200,
    sample: 8,
};

fn check(id: &str) {
    CARDS.check(id);
}

#[test]
fn fengsheng_first_game_shows_what_it_showed_when_recorded() {
    check("fengsheng-first-game");
}

#[test]
fn fengsheng_first_game_b_shows_what_it_showed_when_recorded() {
    check("fengsheng-first-game-b");
}

#[test]
fn fengsheng_classic_shows_what_it_showed_when_recorded() {
    check("fengsheng-classic");
}

#[test]
fn fengsheng_diezhan_shows_what_it_showed_when_recorded() {
    check("fengsheng-diezhan");
}

#[test]
fn fengsheng_diezhan_without_characters_shows_what_it_showed_when_recorded() {
    CARDS.check_variant(
        "fengsheng-diezhan-no-characters",
        "fengsheng-diezhan",
        &[("characters", "false")],
    );
}

#[test]
fn guozhan_shows_what_it_showed_when_recorded() {
    check("guozhan");
}

#[test]
fn every_shipped_card_rule_set_has_golden_games() {
    CARDS.covers(
        &["fengsheng", "fengsheng-diezhan", "guozhan"],
        &[
            "fengsheng-first-game",
            "fengsheng-first-game-b",
            "fengsheng-classic",
            "fengsheng-diezhan",
            "guozhan",
        ],
    );
}

#[test]
fn a_transcript_hash_is_the_same_every_time_and_differs_between_games() {
    let rules = tianhei_catalog::load("fengsheng-first-game").expect("shipped");
    let a = transcript(&rules, 4, 1, BotKind::Random, None);
    assert_eq!(a, transcript(&rules, 4, 1, BotKind::Random, None));
    let mut text = Vec::new();
    let b = transcript(&rules, 4, 1, BotKind::Random, Some(&mut text));
    assert_eq!(a, b, "dumping does not change the hash");
    assert!(String::from_utf8_lossy(&text).contains("== step 0"));
    assert_ne!(a.hash, transcript(&rules, 4, 2, BotKind::Random, None).hash);
}
