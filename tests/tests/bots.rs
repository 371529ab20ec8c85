//! The heuristic bots as policies: at every prompt of bot games of every shipped rule set,
//! a bot's decision scores every option, ranks its own choice highest, and chooses what
//! the bot's `choose` answers.

use tianhei_core::{BotKind, Match, Seat, Viewer, bot::play_out_by};
use tianhei_tests::{MAX_DECISIONS, play_to_end};

#[test]
fn the_policys_top_options_are_the_bots_choice_at_every_prompt_of_every_rule_set() {
    for rules in tianhei_catalog::shipped() {
        let counts = rules.rules.seat_counts();
        let (first, last) = (counts[0], counts[counts.len() - 1]);
        for players in [first, last] {
            for seed in 0..3u64 {
                let at = format!("{}, {players} players, seed {seed}", rules.meta.id);
                let mut bots: Vec<_> = (0..players as u8)
                    .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), seed))
                    .collect();
                let mut m = Match::new(rules.clone(), players, seed).expect("deal");
                let mut prompts = 0;
                play_out_by(&mut m, MAX_DECISIONS, |m, p| {
                    let view = m.view(Viewer::Seat(p.seat));
                    let d = bots[p.seat.index()].decide(&view, p);
                    assert_eq!(d.scores.len(), p.options.len(), "{at}: {}", p.kind);
                    assert!(
                        d.agrees(),
                        "{at}: {} chose {:?} scored {:?}",
                        p.kind,
                        d.choice,
                        d.scores
                    );
                    assert!(
                        p.check_choice(&d.choice).is_ok(),
                        "{at}: {} {:?}",
                        p.kind,
                        d.choice
                    );
                    prompts += 1;
                    d.choice
                })
                .unwrap_or_else(|e| panic!("{at}: {e}"));
                // The same game with `choose`: the decisions were the bots' own choices.
                let chosen = play_to_end(&rules, players, seed, BotKind::Heuristic);
                assert_eq!(chosen.record().answers, m.record().answers, "{at}");
                assert!(prompts > 0, "{at}");
            }
        }
    }
}
