//! The heuristic bot: the 预言家 claims and reports true checks, wolves counter-claim, the
//! good vote with the claims, and neither side wins nearly every game.

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_langren::{CheckResult, LangrenView, Role};

fn rules() -> Arc<RuleFile> {
    Arc::new(RuleFile::parse(include_str!("../../../rules/langren.toml")).unwrap())
}

fn heuristic_game(seed: u64) -> Match {
    let r = rules();
    let mut m = Match::new(r.clone(), 12, seed).unwrap();
    let mut bots: Vec<_> = (0..12)
        .map(|s| r.rules.bot(BotKind::Heuristic, Seat(s), seed))
        .collect();
    play_out(&mut m, &mut bots, 20_000).unwrap();
    m
}

fn moderator(m: &Match) -> LangrenView {
    m.view(Viewer::Moderator)
        .downcast_ref::<LangrenView>()
        .unwrap()
        .clone()
}

/// Only the 预言家 and the wolves claim; the 预言家 reports only what he checked, truly.
#[test]
fn the_seer_claims_true_checks_and_only_wolves_claim_falsely() {
    let (mut seer_claims, mut wolf_claims) = (0, 0);
    for seed in 0..100 {
        let m = heuristic_game(seed);
        let v = moderator(&m);
        let roles = &v.moderator.as_ref().unwrap().roles;
        for c in &v.claims {
            match roles[c.seat.index()] {
                Role::Seer => {
                    seer_claims += 1;
                    let truth = if roles[c.target.index()] == Role::Wolf {
                        CheckResult::Wolf
                    } else {
                        CheckResult::Good
                    };
                    assert_eq!(c.result, truth, "seed {seed}: {c:?}");
                }
                Role::Wolf => wolf_claims += 1,
                other => panic!("seed {seed}: a {other:?} claimed: {c:?}"),
            }
        }
    }
    assert!(seer_claims > 100, "the seer claims: {seer_claims}");
    assert!(wolf_claims > 50, "the wolves counter-claim: {wolf_claims}");
}

/// The good follow the claims: a seat the 预言家 publicly calls a wolf is voted out (or
/// leaves by its own 自爆) more often than not.
#[test]
fn a_seat_the_seer_calls_a_wolf_usually_goes_out() {
    let (mut called, mut out) = (0, 0);
    for seed in 0..100 {
        let m = heuristic_game(seed);
        let v = moderator(&m);
        let roles = &v.moderator.as_ref().unwrap().roles;
        for c in &v.claims {
            if roles[c.seat.index()] == Role::Seer && c.result == CheckResult::Wolf {
                called += 1;
                out += usize::from(!v.town.seats[c.target.index()].alive);
            }
        }
    }
    assert!(called > 20, "{called}");
    assert!(out * 10 > called * 7, "{out} of {called}");
}

/// Heuristic bots play both sides: over many games neither side wins nearly always.
#[test]
fn neither_side_wins_nearly_every_game() {
    let good = (0..200)
        .filter(|&seed| heuristic_game(seed).outcome().unwrap().result_key() == "good")
        .count();
    assert!((40..=160).contains(&good), "good won {good} of 200");
}
