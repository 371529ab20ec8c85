//! Mini Message through the contract: bot games end, conserve cards, leak nothing and
//! replay; the card sent is secret until taken.

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, bot::play_out};

use super::*;

const RULES: &str = crate::MINI_MESSAGE_RULES;

#[test]
fn bot_games_end_keep_every_card_in_one_zone_and_replay() {
    let rules = Arc::new(RuleFile::parse(RULES).expect("rules"));
    for players in 4..=6 {
        for seed in 0..40 {
            let mut m = Match::new(rules.clone(), players, seed).expect("deal");
            let mut bots: Vec<_> = (0..players as u8)
                .map(|s| rules.rules.bot(BotKind::Random, Seat(s), seed))
                .collect();
            play_out(&mut m, &mut bots, 10_000).expect("ends");
            m.table().check_invariants().expect("conserved, no leak");
            let again = Match::replay(&m.record()).expect("replays");
            assert_eq!(again.outcome(), m.outcome());
        }
    }
}

#[test]
fn the_card_sent_is_named_to_nobody_until_it_is_taken() {
    let mut g = Game::new(MiniMessage::default(), 4, 3).expect("deal");
    let p = g.prompts()[0].clone();
    assert_eq!(p.kind, "mini_message.send");
    g.answer(p.seat, p.id, &[0]).expect("send");
    let sent = g.state.zones.top(Zone::Transit).expect("on its way");
    let name = g.state.cards[sent as usize].label().zh.to_string();
    let public: Vec<String> = g
        .log()
        .for_viewer(Viewer::Public, 0)
        .map(|e| e.text.zh.to_string())
        .collect();
    assert!(
        !public
            .iter()
            .any(|l| l.contains("传出") && l.contains(name.as_str())),
        "{public:?}"
    );
    assert!(
        g.view_of(Viewer::Public)
            .transit
            .is_some_and(|(_, face)| face.is_none())
    );
}

#[test]
fn intercepts_take_the_card_and_the_timing_point_ends_games() {
    let rules = Arc::new(RuleFile::parse(RULES).expect("rules"));
    let (mut intercepted, mut by_black, mut won) = (0, 0, 0);
    for seed in 0..60 {
        let mut m = Match::new(rules.clone(), 5, seed).expect("deal");
        let mut bots: Vec<_> = (0..5u8)
            .map(|s| rules.rules.bot(BotKind::Random, Seat(s), seed))
            .collect();
        play_out(&mut m, &mut bots, 10_000).expect("ends");
        let lines: Vec<String> = m
            .table()
            .log()
            .for_viewer(Viewer::Public, 0)
            .map(|e| e.text.zh.to_string())
            .collect();
        intercepted += lines.iter().filter(|l| l.contains("打出")).count();
        by_black += lines.iter().filter(|l| l.contains("三张黑色情报")).count();
        won += usize::from(lines.last().is_some_and(|l| l.ends_with("方获胜")));
    }
    assert!(intercepted > 0, "截获 is played");
    assert!(by_black > 0, "the ThirdBlack handler puts players out");
    assert_eq!(won, 60, "every game ends with a team's victory");
}
