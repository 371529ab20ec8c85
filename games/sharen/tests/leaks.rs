//! The leak properties of the kit, for 杀人游戏: a 平民 and the public see byte-identical
//! logs, views, scenes and prompts after every first night with the same dead, whether the
//! 秘匪 or the 秘警 used a power, whom the doctor healed, whom the police checked.

mod support;

use std::collections::BTreeMap;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_sharen::SharenGame;

/// Everything `viewer` may see now: its log, view, scene and open prompts, as JSON.
fn seen_by(g: &SharenGame, viewer: Viewer) -> String {
    let log: Vec<_> = g.log().for_viewer(viewer, 0).collect();
    let prompts: Vec<_> = g
        .prompts()
        .iter()
        .filter(|p| Viewer::Seat(p.seat) == viewer)
        .collect();
    serde_json::json!({
        "log": log,
        "view": g.view(viewer).to_json(),
        "scene": g.scene(viewer),
        "prompts": prompts,
    })
    .to_string()
}

/// Killers 1–2, 秘匪 3, police 4–5, 秘警 6, doctor 7, 平民 8–12; the 平民 at 12 watches.
const DEAL: &str = "KKMPPTYCCCCC";

#[test]
fn a_civilian_sees_the_same_bytes_whatever_happened_at_night_given_the_same_dead() {
    let mut by_dead: BTreeMap<Vec<usize>, (String, String, usize)> = BTreeMap::new();
    for kill in [8, 9] {
        for heal in [8, 9, 10] {
            for secret in [None, Some(10)] {
                for execute in [None, Some(1), Some(9)] {
                    for check in [1, 8] {
                        let mut plan = Night::kill(kill).heal(heal).check(check);
                        if let Some(s) = secret {
                            plan = plan.secret(s);
                        }
                        if let Some(s) = execute {
                            plan = plan.execute(s);
                        }
                        let mut g = table(DEAL);
                        night(&mut g, &plan);
                        let dead: Vec<usize> =
                            (1..=12).filter(|&n| !g.town().is_alive(seat(n))).collect();
                        let seen = (
                            seen_by(&g, Viewer::Seat(seat(12))),
                            seen_by(&g, Viewer::Public),
                        );
                        match by_dead.get_mut(&dead) {
                            None => {
                                by_dead.insert(dead, (seen.0, seen.1, 1));
                            }
                            Some((v, p, count)) => {
                                assert_eq!(v, &seen.0, "dead {dead:?}: {plan:?}");
                                assert_eq!(p, &seen.1, "dead {dead:?}: {plan:?}");
                                *count += 1;
                            }
                        }
                    }
                }
            }
        }
    }
    let sizes: Vec<_> = by_dead.iter().map(|(k, v)| (k.clone(), v.2)).collect();
    // A peaceful night with or without the secret roles' powers, checks of either seat.
    assert!(
        sizes.iter().any(|(dead, n)| dead.is_empty() && *n >= 4),
        "{sizes:?}"
    );
    assert!(
        sizes.iter().all(|(_, n)| *n >= 2),
        "every group compares: {sizes:?}"
    );
}
