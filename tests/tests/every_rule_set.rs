//! Every shipped rule set (including games added later) at every seat count it seats:
//! bot games reach an outcome, keep the game's invariants, and replay exactly.

use tianhei_core::{BotKind, Match};
use tianhei_tests::{log_and_outcome, play_to_end};

const GAMES_PER_KIND: u64 = 50;

#[test]
fn every_shipped_rule_set_plays_to_an_outcome_and_replays_identically() {
    for rules in tianhei_catalog::shipped() {
        for players in rules.rules.seat_counts() {
            for kind in [BotKind::Random, BotKind::Heuristic] {
                for seed in 0..GAMES_PER_KIND {
                    let m = play_to_end(&rules, players, seed, kind);
                    let id = &rules.meta.id;
                    let at = format!("{id}, {players} players, seed {seed}, {kind:?} bots");
                    assert!(m.outcome().is_some(), "{at}: no outcome");
                    if let Err(e) = m.table().check_invariants() {
                        panic!("{at}: {e}");
                    }
                    let record = m.record();
                    let again =
                        Match::replay(&record).unwrap_or_else(|e| panic!("{at}: replay: {e}"));
                    assert_eq!(
                        log_and_outcome(&again),
                        log_and_outcome(&m),
                        "{at}: replay differs"
                    );
                    let through_json: tianhei_core::GameRecord =
                        serde_json::from_str(&serde_json::to_string(&record).unwrap_or_default())
                            .unwrap_or_else(|e| panic!("{at}: record JSON: {e}"));
                    assert_eq!(through_json, record, "{at}: the record survives JSON");
                }
            }
        }
    }
}

#[test]
fn every_viewers_view_serializes_to_a_json_object() {
    for rules in tianhei_catalog::shipped() {
        let players = rules.rules.seat_counts()[0];
        let m = play_to_end(&rules, players, 1, BotKind::Random);
        for s in 0..players as u8 {
            let v = m
                .view(tianhei_core::Viewer::Seat(tianhei_core::Seat(s)))
                .to_json();
            assert!(
                v.is_object(),
                "{}: a seat's view is a JSON object",
                rules.meta.id
            );
        }
        assert!(m.view(tianhei_core::Viewer::Public).to_json().is_object());
    }
}
