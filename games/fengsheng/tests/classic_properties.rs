//! Properties of the classic game with characters, over thousands of seeded random games
//! at 3–9 players: every card in exactly one zone after every answer, games end, replay
//! is identical, and no view or log line shows a seat a face-down character, an identity
//! or a mission it may not see.

use std::sync::Arc;

use tianhei_core::{Bot, BotKind, Match, RandomBot, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_fengsheng::classic::{Character, Faction, FsView, Kind, Stamp, Status};

fn rules(extra: &str) -> Arc<RuleFile> {
    Arc::new(
        RuleFile::parse(&format!(
            "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n[options]\ncharacters = true\n{extra}"
        ))
        .expect("rules load"),
    )
}

fn god(m: &Match) -> FsView {
    m.view(Viewer::Moderator)
        .downcast_ref::<FsView>()
        .expect("fengsheng view")
        .clone()
}

/// What the table has publicly seen so far: characters that were face-up once.
#[derive(Default)]
struct Seen {
    known: Vec<bool>,
    log_read: Vec<usize>,
}

fn check_privacy(m: &Match, seen: &mut Seen, scenes: bool) {
    let g = god(m);
    let n = m.seats();
    if seen.known.is_empty() {
        seen.known = vec![false; n];
        seen.log_read = vec![0; n + 1];
    }
    let over = m.outcome().is_some();
    for p in &g.players {
        if p.character.is_some_and(|c| c.face_up) {
            seen.known[p.seat.index()] = true;
        }
    }
    let mut viewers: Vec<Viewer> = (0..n).map(|i| Viewer::Seat(Seat(i as u8))).collect();
    viewers.push(Viewer::Public);
    for (vi, viewer) in viewers.into_iter().enumerate() {
        let v = m.view(viewer);
        let v = v.downcast_ref::<FsView>().expect("fengsheng view");
        let me = viewer.seat();
        for p in &v.players {
            let gp = &g.players[p.seat.index()];
            assert!(p.hand.is_none(), "{viewer:?} sees a hand");
            let mine = Some(p.seat) == me;
            let out = gp.status != Status::Alive;
            if let Some(c) = p.character {
                let may = mine
                    || over
                    || out
                    || gp.character.is_some_and(|x| x.face_up)
                    || seen.known[p.seat.index()];
                assert!(
                    may,
                    "{viewer:?} sees seat {}'s face-down {:?}",
                    p.seat.number(),
                    c.character
                );
            }
            if p.identity.is_some() && !mine && !over {
                assert!(
                    gp.identity_shown || out,
                    "{viewer:?} sees the identity of seat {}",
                    p.seat.number()
                );
            }
        }
        match (&v.me, me) {
            (Some(mine), Some(s)) => {
                let gp = &g.players[s.index()];
                if mine.mission.is_some() {
                    assert_eq!(
                        gp.identity,
                        Some(Faction::Jiangyou),
                        "a mission for a non-打酱油的"
                    );
                }
                for k in &mine.peeks {
                    assert_eq!(k.viewer, s);
                }
            }
            (None, None) => {}
            _ => panic!("`me` is for seat viewers only"),
        }
        if let (Some(t), Some(gt)) = (&v.transit, &g.transit) {
            let may = gt.face_up || me.is_some_and(|s| gt.seen.contains(&s));
            assert_eq!(t.card.is_some(), may, "{viewer:?} and the intel in transit");
            if gt.stamp == Stamp::Open {
                assert!(t.card.is_some());
            }
        }
        for (e, ge) in v.stack.iter().zip(&g.stack) {
            if ge.kind == Some(Kind::Probe) && ge.card.is_some() && e.card.is_some() {
                assert!(me.is_some(), "the public sees a 试探 on the stack");
            }
        }
        for p in &v.probes {
            assert_eq!(
                Some(p.user),
                me,
                "{viewer:?} sees another seat's 试探 result"
            );
        }
        // The scene: no face-down character never seen face-up is named to another seat.
        let scene = if scenes {
            serde_json::to_string(&m.scene(viewer)).expect("scene serializes")
        } else {
            String::new()
        };
        for gp in &g.players {
            let Some(c) = gp.character else { continue };
            let visible = Some(gp.seat) == me
                || over
                || c.face_up
                || seen.known[gp.seat.index()]
                || gp.status != Status::Alive;
            if !visible {
                let name = c.character.name().zh;
                assert!(
                    !scene.contains(name.as_ref()),
                    "{viewer:?}'s scene names seat {}'s face-down {name}",
                    gp.seat.number()
                );
            }
        }
        // Log lines: no face-down character never seen face-up is named to another seat.
        let lines: Vec<String> = m
            .table()
            .log()
            .for_viewer(viewer, seen.log_read[vi])
            .map(|e| e.text.zh.to_string())
            .collect();
        seen.log_read[vi] = m.table().log().len();
        for line in &lines {
            // Private identity lines reach only the seats they are for.
            if line.starts_with("【合谋】") {
                assert!(
                    v.me.as_ref().is_some_and(|x| !x.peeks.is_empty()),
                    "{viewer:?} reads another pair's 合谋: `{line}`"
                );
            }
            if line.contains("你取得") {
                let mine = me.map(|s| &g.players[s.index()]);
                assert!(
                    mine.and_then(|p| p.character).map(|c| c.character)
                        == Some(Character::XiangShui),
                    "{viewer:?} reads 临危受命's identity: `{line}`"
                );
            }
            if me.is_none() {
                assert!(
                    !line.contains("你的身份是") && !line.contains("号的身份是"),
                    "the public reads an identity: `{line}`"
                );
            }
        }
        for line in lines {
            for gp in &g.players {
                let Some(c) = gp.character else { continue };
                let visible = Some(gp.seat) == me
                    || over
                    || c.face_up
                    || seen.known[gp.seat.index()]
                    || gp.status != Status::Alive;
                if !visible {
                    let name = c.character.name().zh;
                    assert!(
                        !line.contains(&format!("【{name}】")),
                        "{viewer:?} reads `{line}` about seat {}'s face-down {name}",
                        gp.seat.number()
                    );
                }
            }
        }
    }
}

fn play_checked(m: &mut Match, bots: &mut [Box<dyn Bot>], seed: u64) {
    // Scenes cost more to build: every fourth game checks them.
    let scenes = seed.is_multiple_of(4);
    let mut seen = Seen::default();
    let mut steps = 0;
    while m.outcome().is_none() {
        m.table()
            .check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
        check_privacy(m, &mut seen, scenes);
        let p = m
            .prompts()
            .first()
            .expect("a running game asks someone")
            .clone();
        let v = m.view(Viewer::Seat(p.seat));
        let c = bots[p.seat.index()].choose(&v, &p);
        m.answer(p.seat, p.id, &c)
            .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
        steps += 1;
        assert!(steps < 100_000, "seed {seed}: game does not end");
    }
    m.table()
        .check_invariants()
        .unwrap_or_else(|e| panic!("seed {seed} end: {e}"));
    check_privacy(m, &mut seen, scenes);
}

#[test]
fn every_card_is_in_one_zone_and_no_view_or_log_leaks_with_characters() {
    for seed in 0..600u64 {
        let seats = 3 + (seed % 7) as usize;
        let extra = match seed % 4 {
            0 => "alternative_row = true\n",
            1 => "count_set = \"B\"\n",
            2 => "jiangyou_alliance = true\n",
            _ => "",
        };
        let mut m = Match::new(rules(extra), seats, seed).expect("deals");
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| Box::new(RandomBot::new(seed, Seat(i as u8))) as Box<dyn Bot>)
            .collect();
        play_checked(&mut m, &mut bots, seed);
    }
}

#[test]
fn heuristic_games_keep_the_invariants() {
    for seed in 0..150u64 {
        let seats = 3 + (seed % 7) as usize;
        let mut m = Match::new(rules(""), seats, seed).expect("deals");
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| m.rules().rules.bot(BotKind::Heuristic, Seat(i as u8), seed))
            .collect();
        play_checked(&mut m, &mut bots, seed);
    }
}

#[test]
fn classic_games_end_and_replay_identically() {
    for seed in 0..600u64 {
        let kind = if seed % 2 == 0 {
            BotKind::Random
        } else {
            BotKind::Heuristic
        };
        let seats = 3 + (seed % 7) as usize;
        let mut m = Match::new(rules(""), seats, seed).expect("deals");
        let mut b: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| m.rules().rules.bot(kind, Seat(i as u8), seed))
            .collect();
        play_out(&mut m, &mut b, 200_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        let out = m.outcome().expect("ended").clone();
        let r = Match::replay(&m.record()).expect("replays");
        assert_eq!(r.outcome(), Some(&out), "seed {seed}");
        assert_eq!(r.table().log().all(), m.table().log().all(), "seed {seed}");
        assert_eq!(
            r.view(Viewer::Moderator).to_json(),
            m.view(Viewer::Moderator).to_json(),
            "seed {seed}"
        );
    }
}

#[test]
fn every_character_is_dealt_and_plays() {
    let mut kept = [false; 25];
    for seed in 0..200u64 {
        let mut m = Match::new(rules(""), 9, seed).expect("deals");
        let mut b: Vec<Box<dyn Bot>> = (0..9)
            .map(|i| m.rules().rules.bot(BotKind::Random, Seat(i as u8), seed))
            .collect();
        play_out(&mut m, &mut b, 200_000).expect("ends");
        for p in god(&m).players {
            if let Some(c) = p.character {
                let i = Character::ALL
                    .iter()
                    .position(|&x| x == c.character)
                    .expect("known");
                kept[i] = true;
            }
        }
    }
    assert!(
        kept.iter().all(|&k| k),
        "every character is kept in some game"
    );
}
