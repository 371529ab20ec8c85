//! Worlds for the search bot (issue 35): a world keeps what its seat knows, deals again
//! the roles it does not know (the pack kept for a wolf), and a 预言家's check holds in
//! every world of the 预言家.

mod support;

use support::*;
use tianhei_core::{
    Match, Seat, Viewer,
    rng::game_rng,
    world::{distinct, world},
};

const LANGREN: &str = include_str!("../../../rules/langren.toml");

#[test]
fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
    let mut rng = game_rng(5, 0);
    for file in [LANGREN, include_str!("../../../rules/langren-guard.toml")] {
        let rules = rule_file(file);
        let counts = rules.rules.seat_counts();
        let ends = [counts[0], counts[counts.len() - 1]];
        worlds_hold(&rules, &[(ends[0], 1), (ends[1], 2)], &mut rng);
    }
}

/// A 12-seat game of heuristic bots played `steps` answers in.
fn played(steps: usize, seed: u64) -> Match {
    support::played(&rule_file(LANGREN), 12, seed, steps)
}

#[test]
fn worlds_deal_again_the_roles_the_seat_does_not_know_and_keep_the_pack() {
    for seed in 1..10 {
        let m = played(40, seed);
        let real = roles_of(m.table());
        let Some(wolf) = real.iter().position(|r| r == "wolf") else {
            continue;
        };
        let villager = real.iter().position(|r| r == "villager").unwrap();
        let mut rng = game_rng(9, 0);
        let (mut theirs, mut mine) = (Vec::new(), Vec::new());
        for _ in 0..40 {
            if let Some(w) = world(m.table(), Seat(wolf as u8), &mut rng) {
                let r = roles_of(&*w);
                for (i, x) in real.iter().enumerate() {
                    assert_eq!(x == "wolf", r[i] == "wolf", "a wolf knows its pack");
                }
                mine.push(r);
            }
            if let Some(w) = world(m.table(), Seat(villager as u8), &mut rng) {
                theirs.push(roles_of(&*w));
            }
        }
        if mine.is_empty() || theirs.is_empty() {
            continue;
        }
        assert!(
            distinct(&mine) > 1,
            "the good roles are dealt again for a wolf"
        );
        let packs: Vec<Vec<bool>> = theirs
            .iter()
            .map(|r| r.iter().map(|x| x == "wolf").collect())
            .collect();
        assert!(
            distinct(&packs) > 1,
            "the pack is dealt again for a villager"
        );
        return;
    }
    panic!("no point found with worlds for a wolf and a villager");
}

#[test]
fn a_seer_check_holds_in_every_world_of_the_seer() {
    for seed in 1..20 {
        let m = played(150, seed);
        let real = roles_of(m.table());
        let Some(seer) = real.iter().position(|r| r == "seer") else {
            continue;
        };
        let v = m.table().view(Viewer::Seat(Seat(seer as u8))).to_json();
        let checks = v["me"]["checks"].as_array().cloned().unwrap_or_default();
        if checks.is_empty() {
            continue;
        }
        let mut rng = game_rng(3, 0);
        let mut drawn = 0;
        for _ in 0..40 {
            let Some(w) = world(m.table(), Seat(seer as u8), &mut rng) else {
                continue;
            };
            drawn += 1;
            let r = roles_of(&*w);
            for c in &checks {
                let t = c["target"].as_u64().unwrap() as usize;
                let wolf = c["result"] == "wolf";
                assert_eq!(
                    r[t] == "wolf",
                    wolf,
                    "seat {} was checked {}",
                    t + 1,
                    c["result"]
                );
            }
        }
        if drawn > 0 {
            return;
        }
    }
    panic!("no point found with a seer's check and a world for the seer");
}

#[test]
fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
    search_is_fair(&rule_file(LANGREN), 12);
}
