//! Properties over thousands of seeded random games: every card in exactly one zone
//! after every answer, games end, replay is identical, and no view shows a seat what
//! it may not see.

use std::sync::Arc;

use tianhei_core::{Bot, BotKind, Match, RandomBot, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_fengsheng::classic::{FsView, Stamp, Status};

fn rules(count_set: &str) -> Arc<RuleFile> {
    Arc::new(
        RuleFile::parse(&format!(
            "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n[options]\ncount_set = \"{count_set}\"\n"
        ))
        .expect("rules load"),
    )
}

fn bots(m: &Match, seed: u64, kind: BotKind) -> Vec<Box<dyn Bot>> {
    (0..m.seats())
        .map(|i| m.rules().rules.bot(kind, Seat(i as u8), seed))
        .collect()
}

/// A seat's view against the moderator's: hands, faces in transit, 试探 on the stack
/// and identities are shown only where the rules show them.
fn check_privacy(m: &Match) {
    let god = m.view(Viewer::Moderator);
    let god = god.downcast_ref::<FsView>().expect("fengsheng view");
    let mut viewers: Vec<Viewer> = (0..m.seats())
        .map(|i| Viewer::Seat(Seat(i as u8)))
        .collect();
    viewers.push(Viewer::Public);
    for viewer in viewers {
        let v = m.view(viewer);
        let v = v.downcast_ref::<FsView>().expect("fengsheng view");
        let me = viewer.seat();
        match (&v.me, me) {
            (Some(mine), Some(s)) => {
                assert_eq!(mine.seat, s);
                let real: Vec<u8> = god.players[s.index()]
                    .hand
                    .as_ref()
                    .expect("moderator sees hands")
                    .iter()
                    .map(|c| c.id)
                    .collect();
                let shown: Vec<u8> = mine.hand.iter().map(|c| c.id).collect();
                assert_eq!(real, shown, "a seat sees its own hand");
            }
            (None, None) => {}
            _ => panic!("`me` is for seat viewers only"),
        }
        for p in &v.players {
            assert!(
                p.hand.is_none(),
                "{viewer:?} sees the hand of seat {}",
                p.seat.number()
            );
            if Some(p.seat) != me && p.status == Status::Alive && m.outcome().is_none() {
                assert!(
                    p.identity.is_none(),
                    "{viewer:?} sees the identity of living seat {}",
                    p.seat.number()
                );
            }
            assert_eq!(p.intel.len(), god.players[p.seat.index()].intel.len());
        }
        if let (Some(t), Some(gt)) = (&v.transit, &god.transit) {
            let may = gt.stamp == Stamp::Open || me.is_some_and(|s| gt.seen.contains(&s));
            assert_eq!(t.card.is_some(), may, "{viewer:?} and the intel in transit");
        }
        for (e, ge) in v.stack.iter().zip(&god.stack) {
            if ge.kind == Some(tianhei_fengsheng::classic::Kind::Probe) {
                let may = me.is_some_and(|s| s == ge.user || Some(s) == ge.target_seat);
                assert_eq!(e.card.is_some(), may, "{viewer:?} and a 试探 on the stack");
            }
        }
        for p in &v.probes {
            assert_eq!(
                Some(p.user),
                me,
                "{viewer:?} sees another seat's 试探 result"
            );
        }
    }
}

#[test]
fn every_card_is_in_one_zone_after_every_answer_and_views_keep_secrets() {
    for seed in 0..1500u64 {
        let set = if seed % 2 == 0 { "A" } else { "B" };
        let seats = if seed % 3 == 0 { 6 } else { 4 };
        let mut m = Match::new(rules(set), seats, seed).expect("deals");
        let mut rng_bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| Box::new(RandomBot::new(seed, Seat(i as u8))) as Box<dyn Bot>)
            .collect();
        let mut steps = 0;
        while m.outcome().is_none() {
            m.table()
                .check_invariants()
                .unwrap_or_else(|e| panic!("seed {seed} step {steps}: {e}"));
            check_privacy(&m);
            let p = m
                .prompts()
                .first()
                .expect("a running game asks someone")
                .clone();
            let v = m.view(Viewer::Seat(p.seat));
            let c = rng_bots[p.seat.index()].choose(&v, &p);
            m.answer(p.seat, p.id, &c)
                .expect("a random legal answer is accepted");
            steps += 1;
            assert!(steps < 50_000, "seed {seed}: game does not end");
        }
        m.table()
            .check_invariants()
            .unwrap_or_else(|e| panic!("seed {seed} end: {e}"));
        check_privacy(&m);
    }
}

#[test]
fn random_and_heuristic_games_end_and_replay_identically() {
    for seed in 0..2000u64 {
        let kind = if seed % 2 == 0 {
            BotKind::Random
        } else {
            BotKind::Heuristic
        };
        let seats = if seed % 3 == 0 { 6 } else { 4 };
        let mut m =
            Match::new(rules(if seed % 5 == 0 { "B" } else { "A" }), seats, seed).expect("deals");
        let mut b = bots(&m, seed, kind);
        play_out(&mut m, &mut b, 100_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
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
fn a_refused_answer_changes_nothing() {
    let mut m = Match::new(rules("A"), 4, 3).expect("deals");
    let p = m.prompts()[0].clone();
    let before = m.view(Viewer::Moderator).to_json();
    let other = Seat((p.seat.0 + 1) % 4);
    assert!(
        m.answer(other, p.id, &[0]).is_err(),
        "another seat cannot answer"
    );
    assert!(
        m.answer(p.seat, p.id, &[99]).is_err(),
        "an option that is not offered"
    );
    assert!(
        m.answer(p.seat, tianhei_core::PromptId(p.id.0 + 7), &[0])
            .is_err(),
        "a stale id"
    );
    assert_eq!(m.view(Viewer::Moderator).to_json(), before);
}

/// Plays `games` random games under `extra` options; returns (priority prompts,
/// pass-only ones, pass lines logged).
fn count_priority(extra: &str, games: u64) -> (usize, usize, usize) {
    let rules = Arc::new(
        RuleFile::parse(&format!(
            "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n[options]\n{extra}\n"
        ))
        .expect("rules load"),
    );
    let (mut asked, mut pass_only, mut passes) = (0, 0, 0);
    for seed in 0..games {
        let mut m = Match::new(rules.clone(), 6, seed).unwrap();
        let mut bots = bots(&m, seed, BotKind::Random);
        while m.outcome().is_none() {
            let p = m.prompts()[0].clone();
            if p.kind == "fengsheng.priority" {
                asked += 1;
                pass_only += usize::from(p.pass_only);
            }
            let choice = bots[p.seat.index()].choose(&m.view(Viewer::Seat(p.seat)), &p);
            m.answer(p.seat, p.id, &choice).unwrap();
        }
        passes += m
            .table()
            .log()
            .all()
            .iter()
            .filter(|e| e.key == "fengsheng.pass")
            .count();
    }
    (asked, pass_only, passes)
}

#[test]
fn everyone_is_asked_by_default_and_pass_only_prompts_are_marked() {
    let (asked, pass_only, passes) = count_priority("", 40);
    assert!(pass_only > 0 && pass_only < asked, "{pass_only} of {asked}");
    assert!(passes > 0, "passes are logged");
}

#[test]
fn ask_able_asks_only_players_who_can_act_and_still_logs_every_pass() {
    let (asked, pass_only, passes) = count_priority("ask = \"able\"", 40);
    assert!(asked > 0);
    assert_eq!(pass_only, 0, "nobody is asked only to pass");
    let (_, _, passes_everyone) = count_priority("", 40);
    assert!(
        passes >= passes_everyone / 2,
        "passes are still logged: {passes} (everyone asked: {passes_everyone})"
    );
}
