//! Worlds for the search bot (issue 35): a world keeps what its seat knows, deals again
//! what it does not, and a police check holds in every world of the police.

mod support;

use support::*;
use tianhei_core::{
    Match, Seat, Viewer,
    rng::game_rng,
    world::{distinct, world},
};
use tianhei_sharen::{CheckResult, world::answered};

const SHAREN: &str = include_str!("../../../rules/sharen.toml");

#[test]
fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
    let mut rng = game_rng(5, 0);
    for file in [
        SHAREN,
        include_str!("../../../rules/sharen-classic.toml"),
        include_str!("../../../rules/sharen-steady.toml"),
    ] {
        worlds_hold(&rule_file(file), &[(11, 1), (12, 2), (16, 3)], &mut rng);
    }
}

/// A 12-seat game of heuristic bots played `steps` answers in.
fn played(steps: usize, seed: u64) -> Match {
    support::played(&rule_file(SHAREN), 12, seed, steps)
}

/// The first decision from `steps` on at which `seat` may draw a world.
fn drawable_for(seat: Seat, steps: usize, seed: u64) -> Match {
    for more in 0..200 {
        let m = played(steps + more, seed);
        let mut rng = game_rng(1, 0);
        if m.table().hidden(seat, &mut rng).is_some() {
            return m;
        }
    }
    panic!("no world drawn for seat {}", seat.number());
}

#[test]
fn worlds_deal_again_the_roles_the_seat_does_not_know() {
    let m = drawable_for(Seat(0), 30, 4);
    let real = m.table().view(Viewer::Moderator).to_json();
    let mut rng = game_rng(9, 0);
    let mut roles = Vec::new();
    for _ in 0..60 {
        let w = world(m.table(), Seat(0), &mut rng).expect("a world");
        let v = w.view(Viewer::Moderator).to_json();
        assert_eq!(v["moderator"]["roles"][0], real["moderator"]["roles"][0]);
        roles.push(v["moderator"]["roles"].to_string());
    }
    assert!(distinct(&roles) > 1, "the deal is drawn again: {roles:?}");
}

#[test]
fn a_police_check_holds_in_every_world_of_the_police_and_is_drawn_again_for_others() {
    // Find a game in which the police checked someone, and draw worlds for a police
    // seat and for a civilian.
    for seed in 1..20 {
        let m = played(120, seed);
        let Some(play) = m.table().fork() else {
            continue;
        };
        let v = play.view(Viewer::Moderator).to_json();
        let roles: Vec<String> = (0..12)
            .map(|i| {
                v["moderator"]["roles"][i]
                    .as_str()
                    .unwrap_or("")
                    .to_string()
            })
            .collect();
        let police = roles
            .iter()
            .position(|r| r == "police")
            .map(|i| Seat(i as u8));
        let civilian = roles
            .iter()
            .position(|r| r == "civilian")
            .map(|i| Seat(i as u8));
        let (Some(police), Some(civilian)) = (police, civilian) else {
            continue;
        };
        let checks = play.view(Viewer::Seat(police)).to_json()["me"]["checks"].clone();
        let Some(first) = checks.as_array().and_then(|c| c.first()).cloned() else {
            continue;
        };
        let mut rng = game_rng(3, 0);
        let Some(_) = m.table().hidden(police, &mut rng) else {
            continue;
        };
        let target = first["target"].as_u64().unwrap() as usize;
        let result = first["result"].as_str().unwrap().to_string();
        let mut seen = Vec::new();
        for _ in 0..40 {
            let Some(w) = world(m.table(), police, &mut rng) else {
                continue;
            };
            let role = w.view(Viewer::Moderator).to_json()["moderator"]["roles"][target]
                .as_str()
                .unwrap()
                .to_string();
            let allowed = answered(match result.as_str() {
                "killer" => CheckResult::Killer,
                "good" => CheckResult::Good,
                _ => CheckResult::Special,
            });
            assert!(
                allowed
                    .iter()
                    .any(|r| serde_json::to_value(r).unwrap() == role),
                "seat {} checked {result} holds {role} in a world",
                target + 1
            );
            seen.push(role);
        }
        if m.table().hidden(civilian, &mut rng).is_none() {
            continue;
        }
        let mut theirs = Vec::new();
        for _ in 0..40 {
            let Some(w) = world(m.table(), civilian, &mut rng) else {
                continue;
            };
            let police_now: Vec<usize> = (0..12)
                .filter(|&i| {
                    w.view(Viewer::Moderator).to_json()["moderator"]["roles"][i] == "police"
                })
                .collect();
            let checks = w.view(Viewer::Seat(Seat(police_now[0] as u8))).to_json()["me"]["checks"]
                .to_string();
            theirs.push(checks);
        }
        assert!(
            distinct(&theirs) > 1,
            "the police's checks are drawn again in a civilian's worlds"
        );
        return;
    }
    panic!("no game with a police check found");
}

#[test]
fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
    search_is_fair(&rule_file(SHAREN), 12);
}
