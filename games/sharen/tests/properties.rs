//! Property tests over thousands of seeded games with random and heuristic bots.

use std::sync::Arc;

use tianhei_core::{
    Audience, BotKind, Match, RuleFile, Seat, Viewer,
    bot::{Bot, play_out},
};
use tianhei_sharen::{Role, SharenView};

fn rules(src: &str) -> Arc<RuleFile> {
    Arc::new(RuleFile::parse(src).expect("shipped rule set loads"))
}

fn all_rules() -> Vec<Arc<RuleFile>> {
    vec![
        rules(include_str!("../../../rules/sharen.toml")),
        rules(include_str!("../../../rules/sharen-classic.toml")),
    ]
}

fn bots(r: &RuleFile, n: usize, seed: u64, kind: BotKind) -> Vec<Box<dyn Bot>> {
    (0..n)
        .map(|s| r.rules.bot(kind, Seat(s as u8), seed))
        .collect()
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

#[test]
fn every_game_ends_and_keeps_its_invariants() {
    for r in all_rules() {
        for seed in 0..1200u64 {
            let n = 11 + (seed % 6) as usize;
            let kind = if seed % 3 == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            };
            let m = play_checked(&r, n, seed, kind, |_| {});
            let o = m.outcome().unwrap();
            assert_eq!(o.seats.len(), n);
        }
    }
}

#[test]
fn every_card_of_the_role_deal_is_accounted_for() {
    for r in all_rules() {
        for seed in 0..300u64 {
            let n = 11 + (seed % 6) as usize;
            let m = Match::new(r.clone(), n, seed).unwrap();
            let v = m.view(Viewer::Moderator);
            let v = v.downcast_ref::<SharenView>().unwrap();
            let roles = &v.moderator.as_ref().unwrap().roles;
            let count = |role: Role| roles.iter().filter(|&&x| x == role).count();
            let big = n >= 15;
            let secret = r.meta.id == "sharen";
            let (k, p) = if big { (4, 4) } else { (3, 3) };
            assert_eq!(count(Role::Killer) + count(Role::SecretKiller), k);
            assert_eq!(count(Role::Police) + count(Role::SecretPolice), p);
            assert_eq!(count(Role::SecretKiller), usize::from(secret));
            assert_eq!(count(Role::SecretPolice), usize::from(secret));
            assert_eq!(count(Role::Doctor), 1);
            assert_eq!(count(Role::Civilian), n - 2 * k - 1);
            let dealt = m.table().dealt();
            assert_eq!(dealt["roles"].as_array().unwrap().len(), n);
        }
    }
}

#[test]
fn replaying_the_record_gives_the_identical_game() {
    for r in all_rules() {
        for seed in 0..300u64 {
            let n = 11 + (seed % 6) as usize;
            let kind = if seed % 2 == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            };
            let mut m = Match::new(r.clone(), n, seed).unwrap();
            let mut b = bots(&r, n, seed, kind);
            play_out(&mut m, &mut b, 20_000).unwrap();
            let record = m.record();
            let json = serde_json::to_string(&record).unwrap();
            let back: tianhei_core::GameRecord = serde_json::from_str(&json).unwrap();
            let again = Match::replay(&back).unwrap();
            assert_eq!(again.outcome(), m.outcome(), "seed {seed}");
            assert_eq!(
                serde_json::to_value(again.table().log().all()).unwrap(),
                serde_json::to_value(m.table().log().all()).unwrap()
            );
            assert_eq!(
                again.view(Viewer::Moderator).to_json(),
                m.view(Viewer::Moderator).to_json()
            );
        }
    }
}

/// Seats whose role `x` may know before the game is over, from the deal alone.
fn may_know(roles: &[Role], spent: &[bool], x: usize, y: usize) -> bool {
    if x == y {
        return true;
    }
    let killerish =
        |i: usize| roles[i] == Role::Killer || (roles[i] == Role::SecretKiller && spent[i]);
    match roles[x] {
        Role::Police => roles[y] == Role::Police,
        Role::Killer | Role::SecretKiller => killerish(x) && killerish(y),
        _ => false,
    }
}

/// Night actions and their only legitimate audiences.
fn may_see_event(key: &str, role: Role) -> bool {
    match key {
        "sharen.kill" => matches!(role, Role::Killer | Role::SecretKiller),
        "sharen.group" => matches!(role, Role::Killer | Role::SecretKiller | Role::Police),
        "sharen.team" => matches!(role, Role::Killer | Role::SecretKiller | Role::Police),
        "sharen.secret_kill" => role == Role::SecretKiller,
        "sharen.execute" => role == Role::SecretPolice,
        "sharen.heal" => role == Role::Doctor,
        "sharen.check" => role == Role::Police,
        "sharen.role" => true,
        _ => false,
    }
}

#[test]
fn no_view_log_or_prompt_reveals_another_seats_secret() {
    let role_words = ["警察", "平民", "杀手", "医生", "秘警", "秘匪"];
    for r in all_rules() {
        for seed in 0..120u64 {
            let n = 11 + (seed % 6) as usize;
            let kind = if seed % 2 == 0 {
                BotKind::Heuristic
            } else {
                BotKind::Random
            };
            let mut night_public: Option<(u32, serde_json::Value)> = None;
            play_checked(&r, n, seed, kind, |m| {
                let md = m.view(Viewer::Moderator);
                let md = md.downcast_ref::<SharenView>().unwrap();
                let mv = md.moderator.as_ref().unwrap();
                let (roles, spent) = (&mv.roles, &mv.spent);
                for x in 0..n {
                    let v = m.view(Viewer::Seat(Seat(x as u8)));
                    let v = v.downcast_ref::<SharenView>().unwrap();
                    assert!(v.moderator.is_none());
                    for s in &v.town.seats {
                        if s.role.is_some() {
                            assert!(
                                may_know(roles, spent, x, s.seat.index()),
                                "seed {seed}: seat {x} sees {:?}",
                                s
                            );
                        }
                    }
                    // The scene drawn for the seat names no more roles than its view.
                    let scene = m.scene(Viewer::Seat(Seat(x as u8)));
                    for (y, c) in scene.seats.iter().enumerate() {
                        if c.secret.is_some() || c.role.is_some() {
                            assert!(
                                may_know(roles, spent, x, y) || m.outcome().is_some(),
                                "seed {seed}: seat {x}'s scene shows seat {y}'s role"
                            );
                        }
                    }
                    let me = v.town.me.as_ref().unwrap();
                    if roles[x] != Role::Police {
                        assert!(
                            me.own.checks.is_empty(),
                            "seed {seed}: non-police seat {x} sees checks"
                        );
                    }
                    for e in m.table().log().for_viewer(Viewer::Seat(Seat(x as u8)), 0) {
                        if let Audience::Seats(set) = e.audience {
                            assert!(
                                may_see_event(&e.key, roles[x]),
                                "seed {seed}: seat {x} sees {:?}",
                                e
                            );
                            if e.key == "sharen.role" {
                                assert_eq!(set.len(), 1);
                            }
                        }
                    }
                }
                // Public events before the end never name a role except in narration.
                for e in m.table().log().for_viewer(Viewer::Public, 0) {
                    if e.pace.is_none() {
                        assert!(
                            !role_words.iter().any(|w| e.text.zh.contains(w)),
                            "seed {seed}: public {:?}",
                            e
                        );
                    }
                }
                let public = m.view(Viewer::Public);
                let pv = public.downcast_ref::<SharenView>().unwrap();
                assert!(pv.town.me.is_none() && pv.moderator.is_none());
                assert!(pv.town.seats.iter().all(|s| s.role.is_none()));
                if pv.phase().0 == "night" {
                    assert!(
                        m.public_waiting().is_empty(),
                        "seed {seed}: the public sees who acts at night"
                    );
                    assert!(m.prompts().iter().all(|p| p.secret));
                    // The public view and scene stay the same all night, whoever is asked.
                    let json = serde_json::json!([public.to_json(), m.scene(Viewer::Public)]);
                    match &night_public {
                        Some((night, seen)) if *night == pv.town.night => {
                            assert_eq!(seen, &json, "seed {seed}")
                        }
                        _ => night_public = Some((pv.town.night, json)),
                    }
                }
            });
        }
    }
}

/// Once the game is over every role is shown, but a seat's team stays what it learned in
/// play: a 平民's or the doctor's end screen lists no fellows, police list only police and
/// killers only killers.
#[test]
fn the_end_shows_every_role_but_lists_only_real_fellows_as_the_team() {
    for r in all_rules() {
        for seed in 0..40u64 {
            let n = 11 + (seed % 6) as usize;
            let m = play_checked(&r, n, seed, BotKind::Random, |_| {});
            let roles = m
                .view(Viewer::Moderator)
                .downcast_ref::<SharenView>()
                .unwrap()
                .moderator
                .as_ref()
                .expect("the moderator's view")
                .roles
                .clone();
            for (i, &role) in roles.iter().enumerate() {
                let viewer = Viewer::Seat(Seat(i as u8));
                let any = m.view(viewer);
                let v = any.downcast_ref::<SharenView>().unwrap();
                assert!(v.town.seats.iter().all(|s| s.role.is_some()), "seed {seed}");
                let team: Vec<Role> = v
                    .town
                    .me
                    .as_ref()
                    .unwrap()
                    .team
                    .iter()
                    .map(|s| roles[s.index()])
                    .collect();
                let scene = serde_json::to_string(&m.scene(viewer)).unwrap();
                match role {
                    Role::Civilian | Role::Doctor => {
                        assert!(team.is_empty(), "seed {seed}: seat {i} lists {team:?}");
                        assert!(!scene.contains("杀手同伴") && !scene.contains("警察同伴"));
                    }
                    Role::Police => assert!(team.iter().all(|&t| t == Role::Police), "{team:?}"),
                    Role::Killer => assert!(
                        team.iter()
                            .all(|&t| matches!(t, Role::Killer | Role::SecretKiller)),
                        "seed {seed}: {team:?}"
                    ),
                    Role::SecretPolice | Role::SecretKiller => {}
                }
            }
        }
    }
}
