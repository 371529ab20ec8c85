//! Property tests: thousands of seeded games with random and heuristic bots end, keep their
//! invariants and replay; no view, log line, scene or prompt shows a seat more than it may
//! know; and the leak properties of the night: a 平民's events and views are byte-identical
//! whether the 女巫 used a potion, whether the guard is alive, whether the wolves agreed at
//! once, and the public never sees who is asked at night.

mod support;

use std::{collections::BTreeMap, sync::Arc};

use support::*;
use tianhei_core::{
    Audience, BotKind, Match, RuleFile, Seat, Table, Viewer,
    bot::{Bot, play_out},
    nightday::view::PhaseView,
};
use tianhei_langren::{LangrenGame, LangrenRules, LangrenView, Role};

fn rules(src: &str) -> Arc<RuleFile> {
    Arc::new(RuleFile::parse(src).expect("shipped rule set loads"))
}

/// Every shipped rule set with the player counts it seats.
fn all_rules() -> Vec<(Arc<RuleFile>, Vec<usize>)> {
    vec![
        (
            rules(include_str!("../../../rules/langren.toml")),
            vec![9, 12],
        ),
        (
            rules(include_str!("../../../rules/langren-guard.toml")),
            vec![12],
        ),
    ]
}

fn bots(r: &RuleFile, n: usize, seed: u64, kind: BotKind) -> Vec<Box<dyn Bot>> {
    (0..n)
        .map(|s| r.rules.bot(kind, Seat(s as u8), seed))
        .collect()
}

fn kind_for(seed: u64) -> BotKind {
    if seed.is_multiple_of(2) {
        BotKind::Heuristic
    } else {
        BotKind::Random
    }
}

/// Plays one game answer by answer, calling `each` before every answer.
fn play_checked(
    r: &Arc<RuleFile>,
    n: usize,
    seed: u64,
    kind: BotKind,
    mut each: impl FnMut(&Match),
) -> Match {
    let mut m = Match::new(r.clone(), n, seed).expect("deal");
    let mut bots = bots(r, n, seed, kind);
    let mut steps = 0;
    while m.outcome().is_none() {
        m.table()
            .check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        each(&m);
        let p = m.prompts().first().expect("a prompt is open").clone();
        let view = m.view(Viewer::Seat(p.seat));
        let choice = bots[p.seat.index()].choose(&view, &p);
        m.answer(p.seat, p.id, &choice)
            .unwrap_or_else(|e| panic!("seed {seed}: bot answer refused: {e}"));
        steps += 1;
        assert!(steps < 20_000, "seed {seed}: game does not end");
    }
    m
}

fn langren_view(m: &Match, viewer: Viewer) -> LangrenView {
    m.view(viewer)
        .downcast_ref::<LangrenView>()
        .expect("a LangrenView")
        .clone()
}

#[test]
fn every_game_ends_keeps_its_invariants_and_replays_identically() {
    for (r, counts) in all_rules() {
        for seed in 0..600u64 {
            let n = counts[seed as usize % counts.len()];
            let m = play_checked(&r, n, seed, kind_for(seed), |_| {});
            assert_eq!(m.outcome().unwrap().seats.len(), n);
            let json = serde_json::to_string(&m.record()).unwrap();
            let back: tianhei_core::GameRecord = serde_json::from_str(&json).unwrap();
            let again = Match::replay(&back).unwrap();
            assert_eq!(again.outcome(), m.outcome(), "seed {seed}");
            assert_eq!(
                serde_json::to_value(again.table().log().all()).unwrap(),
                serde_json::to_value(m.table().log().all()).unwrap(),
                "seed {seed}"
            );
        }
    }
}

/// Whether seat `x` may know seat `y`'s role before the end: itself, the pack for a wolf,
/// a revealed 白痴 for everyone.
fn may_know(roles: &[Role], revealed: Option<Seat>, x: usize, y: usize) -> bool {
    x == y
        || (roles[x] == Role::Wolf && roles[y] == Role::Wolf)
        || revealed.is_some_and(|s| s.index() == y)
}

/// Private lines and the roles that may receive them.
fn may_see_event(key: &str, role: Role) -> bool {
    match key {
        "langren.role" => true,
        "langren.team" | "langren.kill" | "langren.group" => role == Role::Wolf,
        "langren.witch" => role == Role::Witch,
        "langren.guard" => role == Role::Guard,
        "langren.check" => role == Role::Seer,
        _ => false,
    }
}

#[test]
fn no_view_log_scene_or_prompt_reveals_another_seats_secret() {
    for (r, counts) in all_rules() {
        for seed in 0..100u64 {
            let n = counts[seed as usize % counts.len()];
            let mut night_public: Option<(u32, String)> = None;
            play_checked(&r, n, seed, kind_for(seed), |m| {
                let md = langren_view(m, Viewer::Moderator);
                let roles = &md.moderator.as_ref().unwrap().roles;
                for x in 0..n {
                    let viewer = Viewer::Seat(Seat(x as u8));
                    let v = langren_view(m, viewer);
                    assert!(v.moderator.is_none());
                    for s in &v.town.seats {
                        if s.role.is_some() {
                            assert!(
                                may_know(roles, v.revealed, x, s.seat.index()),
                                "seed {seed}: seat {x} sees {s:?}"
                            );
                        }
                    }
                    let scene = m.scene(viewer);
                    for (y, c) in scene.seats.iter().enumerate() {
                        if c.secret.is_some() || c.role.is_some() {
                            assert!(
                                may_know(roles, v.revealed, x, y),
                                "seed {seed}: seat {x}'s scene shows seat {y}'s role"
                            );
                        }
                    }
                    let me = v.town.me.as_ref().unwrap();
                    assert!(me.own.checks.is_empty() || roles[x] == Role::Seer);
                    assert!(me.own.potions.is_none() || roles[x] == Role::Witch);
                    assert!(me.own.told.is_none() || roles[x] == Role::Witch);
                    assert!(me.own.guarded.is_none() || roles[x] == Role::Guard);
                    assert!(me.group.is_none() || roles[x] == Role::Wolf);
                    for e in m.table().log().for_viewer(viewer, 0) {
                        if let Audience::Seats(_) = e.audience {
                            assert!(
                                may_see_event(&e.key, roles[x]),
                                "seed {seed}: seat {x} ({:?}) sees {e:?}",
                                roles[x]
                            );
                        }
                    }
                    // The seat's night step, known by its typed question.
                    if let Some(Q::Night(_)) = v.town.question {
                        for p in m.prompts().iter().filter(|p| p.seat == Seat(x as u8)) {
                            assert!(p.secret, "seed {seed}: {p:?}");
                        }
                    }
                }
                let pv = langren_view(m, Viewer::Public);
                assert!(pv.town.me.is_none() && pv.moderator.is_none());
                assert!(
                    pv.town
                        .seats
                        .iter()
                        .all(|s| s.role.is_none() || pv.revealed == Some(s.seat))
                );
                if pv.town.phase == PhaseView::Night {
                    assert!(
                        m.public_waiting().is_empty(),
                        "seed {seed}: the public sees who acts at night"
                    );
                    assert!(m.prompts().iter().all(|p| p.secret));
                    // The public view and scene stay the same all night, whoever is asked
                    // and whatever they answer; the log grows by the 法官's narration only.
                    let json = serde_json::json!([
                        m.view(Viewer::Public).to_json(),
                        m.scene(Viewer::Public),
                    ])
                    .to_string();
                    match &night_public {
                        Some((night, seen)) if *night == pv.town.night => {
                            assert_eq!(seen, &json, "seed {seed}: night {night}")
                        }
                        _ => night_public = Some((pv.town.night, json)),
                    }
                    let tail = m
                        .table()
                        .log()
                        .for_viewer(Viewer::Public, 0)
                        .collect::<Vec<_>>()
                        .into_iter()
                        .rev()
                        .take_while(|e| e.key != "langren.night");
                    for e in tail {
                        assert!(e.pace.is_some(), "seed {seed}: public at night: {e:?}");
                    }
                }
            });
        }
    }
}

/// Everything `viewer` may see now: its log, view, scene and open prompts, as JSON.
fn seen_by(g: &LangrenGame, viewer: Viewer) -> String {
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

/// The nights of the leak tests on the guard board (wolves 1–4, 平民 5–8, 预言家 9, 女巫
/// 10, 猎人 11, 守卫 12): every victim, protection, potion, check and whether the wolves
/// agree at once or only when asked again.
fn nights() -> Vec<Night> {
    let mut all = Vec::new();
    for kill in [5, 6, 9] {
        for guard in [None, Some(5), Some(6), Some(12)] {
            for witch in [None, Some(0), Some(7), Some(1)] {
                for split in [false, true] {
                    for check in [1, 5] {
                        let mut n = Night::kill(kill).check(check);
                        if let Some(s) = guard {
                            n = n.guard(s);
                        }
                        n = match witch {
                            Some(0) => n.save(),
                            Some(s) => n.poison(s),
                            None => n,
                        };
                        if split {
                            n = n.split(vec![kill, 7]);
                        }
                        all.push(n);
                    }
                }
            }
        }
    }
    all
}

/// Plays night 1 of the guard board with `night`; returns the dead and what the 平民 at 8
/// and the public have seen by the first prompt after the night.
fn first_night(rules: &LangrenRules, night_plan: &Night) -> (Vec<usize>, String, String) {
    let mut g = table_with(rules.clone(), GUARD_BOARD);
    let before = (
        seen_by(&g, Viewer::Seat(seat(8))),
        seen_by(&g, Viewer::Public),
    );
    night(&mut g, night_plan);
    // Nothing of the night shows until it is over: compared below by the dawn.
    let dead: Vec<usize> = (1..=12).filter(|&n| !g.town().is_alive(seat(n))).collect();
    let after = (
        seen_by(&g, Viewer::Seat(seat(8))),
        seen_by(&g, Viewer::Public),
    );
    assert_ne!(before.0, after.0, "the night is narrated");
    (dead, after.0, after.1)
}

/// "A 平民's events and views are byte-identical whether the 女巫 used a potion, whether
/// the wolves agreed at once": every first night with the same dead shows the 平民 and the
/// public the same bytes — before the sheriff's election (nothing yet) and at the dawn.
#[test]
fn a_villager_sees_the_same_bytes_whatever_happened_at_night_given_the_same_dead() {
    for sheriff in [false, true] {
        let rules = LangrenRules {
            sheriff,
            ..LangrenRules::default()
        };
        let mut by_dead: BTreeMap<Vec<usize>, (String, String, usize)> = BTreeMap::new();
        let mut everything = None;
        for plan in nights() {
            let (dead, villager, public) = first_night(&rules, &plan);
            if sheriff {
                // The election comes before the dawn: not even the dead show yet.
                match &everything {
                    None => everything = Some((villager.clone(), public.clone())),
                    Some((v, p)) => {
                        assert_eq!(v, &villager, "{plan:?}");
                        assert_eq!(p, &public, "{plan:?}");
                    }
                }
            }
            match by_dead.get_mut(&dead) {
                None => {
                    by_dead.insert(dead, (villager, public, 1));
                }
                Some((v, p, count)) => {
                    assert_eq!(v, &villager, "dead {dead:?}, {plan:?}");
                    assert_eq!(p, &public, "dead {dead:?}, {plan:?}");
                    *count += 1;
                }
            }
        }
        // The test compares something: a peaceful night comes from a save or a protection;
        // one dead comes with or without a potion, agreed at once or not.
        let sizes: Vec<_> = by_dead.iter().map(|(k, v)| (k.clone(), v.2)).collect();
        let count = |dead: &[usize]| by_dead.get(dead).map_or(0, |v| v.2);
        if sheriff {
            assert_eq!(
                sizes,
                [(vec![], 192)],
                "the dead are not known before the election"
            );
        } else {
            assert!(count(&[]) >= 2 * 2 * 2 * 3, "{sizes:?}");
            assert!(count(&[5]) >= 8, "{sizes:?}");
        }
    }
}

/// Night 1 kills `first`; day 1 nobody is out; night 2 the wolves kill 5 (the guard, if
/// alive, protects nobody). Returns the night-2 part of what `viewer` sees: from night
/// 2's first line to the first prompt after it.
fn second_night(first: usize, viewer: Viewer) -> String {
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(first));
    exits(&mut g, None);
    all_words(&mut g);
    speak_all(&mut g);
    vote(&mut g, &[]);
    night(&mut g, &Night::kill(5));
    let all: Vec<_> = g.log().for_viewer(viewer, 0).collect();
    let from = all
        .iter()
        .rposition(|e| e.key == "langren.night")
        .expect("night 2 began");
    let log = &all[from..];
    serde_json::to_string(&log).unwrap()
}

/// "…whether the guard is alive": the guard killed on night 1 or a 平民 killed instead,
/// night 2 is narrated to a 平民 and to the public with the same lines and pauses.
#[test]
fn a_villager_hears_the_same_night_whether_the_guard_is_alive() {
    for viewer in [Viewer::Seat(seat(8)), Viewer::Public] {
        let guard_dead = second_night(12, viewer);
        let guard_alive = second_night(7, viewer);
        assert_eq!(guard_dead, guard_alive, "{viewer:?}");
        assert!(
            guard_dead.contains("守卫请睁眼"),
            "the step is still called"
        );
    }
}

/// Random and heuristic bots through the erased interface: the public never sees who is
/// asked at night, in any rule set (`every_game…` above plays them all; this one plays the
/// 9-player table to the end with nothing but `play_out`).
#[test]
fn bots_finish_the_nine_player_table() {
    let r = rules(include_str!("../../../rules/langren.toml"));
    for seed in 0..200u64 {
        let mut m = Match::new(r.clone(), 9, seed).unwrap();
        let mut b = bots(&r, 9, seed, kind_for(seed));
        play_out(&mut m, &mut b, 20_000).unwrap();
        assert!(m.outcome().is_some());
    }
}

/// Once the game is over every role is shown, but a seat's team stays what the deal told it:
/// the pack for a wolf, nobody for anyone else, so a 平民's end screen lists no "狼人同伴".
#[test]
fn the_end_shows_every_role_but_lists_only_a_wolfs_pack_as_its_team() {
    for (r, counts) in all_rules() {
        for seed in 0..40u64 {
            let n = counts[seed as usize % counts.len()];
            let m = play_checked(&r, n, seed, kind_for(seed), |_| {});
            let roles = &langren_view(&m, Viewer::Moderator)
                .moderator
                .as_ref()
                .expect("the moderator's view")
                .roles
                .clone();
            let wolves: Vec<usize> = (0..n).filter(|&i| roles[i] == Role::Wolf).collect();
            for (i, &role) in roles.iter().enumerate() {
                let viewer = Viewer::Seat(Seat(i as u8));
                let v = langren_view(&m, viewer);
                assert!(v.town.seats.iter().all(|s| s.role.is_some()), "seed {seed}");
                let team: Vec<usize> = v
                    .town
                    .me
                    .as_ref()
                    .unwrap()
                    .team
                    .iter()
                    .map(|s| s.index())
                    .collect();
                let scene = serde_json::to_string(&m.scene(viewer)).unwrap();
                if role == Role::Wolf {
                    let pack: Vec<usize> = wolves.iter().copied().filter(|&w| w != i).collect();
                    assert_eq!(team, pack, "seed {seed}: seat {i}");
                } else {
                    assert!(team.is_empty(), "seed {seed}: seat {i} lists {team:?}");
                    assert!(!scene.contains("狼人同伴"), "seed {seed}: seat {i}");
                }
            }
        }
    }
}
