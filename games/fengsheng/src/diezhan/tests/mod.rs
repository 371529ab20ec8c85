//! 谍战篇 through the contract: bot games end, keep every card in one zone, leak nothing
//! and replay.

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};

const RULES: &str = include_str!("../../../../../rules/fengsheng-diezhan.toml");

/// Bot games of these rules at 4–9 players, `seeds` seeds each, random and heuristic: each
/// ends, keeps every card in one zone, leaks nothing and replays to the same outcome.
fn bot_games(src: &str, seeds: u64) {
    let rules = Arc::new(RuleFile::parse(src).expect("rules"));
    for players in 4..=9 {
        for seed in 0..seeds {
            for kind in [BotKind::Random, BotKind::Heuristic] {
                let mut m = Match::new(rules.clone(), players, seed).expect("deal");
                let mut bots: Vec<_> = (0..players as u8)
                    .map(|s| rules.rules.bot(kind, Seat(s), seed))
                    .collect();
                play_out(&mut m, &mut bots, 50_000).expect("ends");
                m.table().check_invariants().expect("conserved, no leak");
                let again = Match::replay(&m.record()).expect("replays");
                assert_eq!(again.outcome(), m.outcome());
            }
        }
    }
}

#[test]
fn bot_games_end_keep_every_card_in_one_zone_and_replay() {
    bot_games(
        &RULES.replace("characters = true", "characters = false"),
        12,
    );
}

#[test]
fn bot_games_with_characters_end_keep_every_card_in_one_zone_leak_nothing_and_replay() {
    assert!(
        RULES.contains("\ncharacters = true"),
        "the rule file deals characters"
    );
    bot_games(
        &RULES.replace("mo_hong_shuang = false", "mo_hong_shuang = true"),
        10,
    );
}

mod bi_yi_shuang_fei;
mod cards;
mod characters;
mod characters_ex;
mod characters_help;
mod characters_late;
mod characters_received;
mod harness;
mod privacy;
mod rulings;
mod table_screen;
mod tasks;

/// Seed 23 at 8 players dealt a heuristic player a main phase that loops (利诱's deck top
/// and 风云变幻's card bring each other back on a near-empty deck): the bot ends the phase.
#[test]
fn a_heuristic_player_ends_a_main_phase_that_would_loop() {
    let rules = Arc::new(RuleFile::parse(RULES).expect("rules"));
    let mut m = Match::new(rules.clone(), 8, 23).expect("deal");
    let mut bots: Vec<_> = (0..8u8)
        .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 23))
        .collect();
    play_out(&mut m, &mut bots, 50_000).expect("ends");
}
