//! 谍战篇 through the contract: bot games end, keep every card in one zone, leak nothing
//! and replay.

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};

const RULES: &str = include_str!("../../../../../rules/fengsheng-diezhan.toml");

#[test]
fn bot_games_end_keep_every_card_in_one_zone_and_replay() {
    let rules = Arc::new(RuleFile::parse(RULES).expect("rules"));
    for players in 4..=9 {
        for seed in 0..12 {
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
fn bot_games_with_characters_end_keep_every_card_in_one_zone_leak_nothing_and_replay() {
    let src = RULES.replace("characters = false", "characters = true");
    let rules = Arc::new(RuleFile::parse(&src).expect("rules"));
    for players in 4..=9 {
        for seed in 0..10 {
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

mod cards;
mod characters;
mod characters_ex;
mod characters_help;
mod harness;
mod privacy;
mod rulings;
mod tasks;
