//! Properties over thousands of seeded random games at 4, 7 and 10 players: every card in
//! exactly one zone and HP within bounds after every answer; games end (or reach
//! `max_rounds`); replay is identical; no view, scene, log line or prompt shows a seat
//! another seat's face-down character or faction card or hand. The rule set's skills are
//! on: the secret ask for a face-down trigger skill is a secret prompt no other viewer
//! sees listed or offered, and a refusal leaves no line.

use std::{collections::HashSet, sync::Arc};

use tianhei_core::{
    Audience, Bot, BotKind, Match, RandomBot, RuleFile, Seat, Viewer, bot::play_out,
};
use tianhei_guozhan::{CardId, GzView, choices::key_card};

/// Debug builds play a fifth of the games (CI runs the release build, with all of them).
const SCALE: u64 = if cfg!(debug_assertions) { 5 } else { 1 };

fn rules() -> Arc<RuleFile> {
    Arc::new(
        RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("shipped rules load"),
    )
}

/// The shipped rules with 预亮 on.
fn preshow_rules() -> Arc<RuleFile> {
    let text =
        include_str!("../../../rules/guozhan.toml").replace("preshow = false", "preshow = true");
    Arc::new(RuleFile::parse(&text).expect("rules with 预亮 load"))
}

fn view(m: &Match, v: Viewer) -> GzView {
    m.view(v)
        .downcast_ref::<GzView>()
        .expect("a guozhan view")
        .clone()
}

/// Every seat's and the public's view against the moderator's and the public's.
fn check_views(m: &Match, god: &GzView, public: &GzView) {
    assert!(public.me.is_none(), "the public has no seat");
    for p in &public.players {
        assert!(
            p.hand.is_none() && p.hidden.is_none(),
            "the public sees a secret"
        );
    }
    assert!(public.peeks.is_empty());
    for s in 0..m.seats() {
        let seat = Seat(s as u8);
        let v = view(m, Viewer::Seat(seat));
        let me = v.me.as_ref().expect("a seat sees itself");
        let hand: Vec<CardId> = me.hand.iter().map(|c| c.id).collect();
        let real: Vec<CardId> = god.players[s]
            .hand
            .as_ref()
            .expect("moderator sees hands")
            .iter()
            .map(|c| c.id)
            .collect();
        assert_eq!(hand, real, "a seat sees its own hand");
        for (o, p) in v.players.iter().enumerate() {
            assert!(
                p.hand.is_none() && p.hidden.is_none(),
                "seat {} sees a secret of seat {}",
                s + 1,
                o + 1
            );
            let q = &public.players[o];
            if m.outcome().is_none() {
                assert_eq!(
                    p.character,
                    q.character,
                    "seat {} and seat {}'s character",
                    s + 1,
                    o + 1
                );
                assert_eq!((p.main, p.second), (q.main, q.second));
                assert_eq!(
                    p.gender.is_some(),
                    p.character.is_some(),
                    "gender only when face-up"
                );
            }
            assert_eq!(p.hand_count, god.players[o].hand_count);
        }
        for peek in &v.peeks {
            assert_eq!(peek.user, seat, "another seat's 知己知彼");
        }
    }
}

/// Names that must not reach `viewer`: every character dealt to another seat, except its
/// kept character once face-up (the ones that left the game stay secret for good).
fn secret_names(public: &GzView, dealt: &[Vec<String>], viewer: Viewer) -> Vec<String> {
    let mut out = Vec::new();
    for (s, names) in dealt.iter().enumerate() {
        if viewer == Viewer::Seat(Seat(s as u8)) {
            continue;
        }
        let up = public.players[s].character.map(|c| c.name().zh.to_string());
        out.extend(names.iter().filter(|n| Some(*n) != up.as_ref()).cloned());
    }
    out
}

/// New log lines and open prompts against what each viewer may know.
fn check_lines_and_prompts(m: &Match, god: &GzView, dealt: &[Vec<String>], from: usize) {
    if m.outcome().is_some() {
        return;
    }
    let public = view(m, Viewer::Public);
    let mut viewers = vec![Viewer::Public];
    viewers.extend((0..m.seats()).map(|s| Viewer::Seat(Seat(s as u8))));
    let public_cards: HashSet<CardId> = god
        .players
        .iter()
        .flat_map(|p| {
            p.equipment
                .iter()
                .flatten()
                .map(|e| e.card.id)
                .chain(p.judge.iter().map(|c| c.id))
        })
        .chain(god.table.iter().map(|c| c.id))
        .collect();
    for v in viewers {
        let mut names = secret_names(&public, dealt, v);
        if v != Viewer::Public {
            // What 知己知彼 showed the viewer it may read.
            let known: Vec<String> = view(m, v)
                .peeks
                .iter()
                .filter_map(|p| p.character.map(|c| c.name().zh.to_string()))
                .collect();
            names.retain(|n| !known.contains(n));
        }
        // The scene drawn for the viewer shows no more than its view (every few steps:
        // drawing one scene per viewer is the slow part).
        if from.is_multiple_of(7) {
            let scene = m.scene(v);
            let json = serde_json::to_string(&scene).unwrap_or_default();
            for n in &names {
                assert!(
                    !json.contains(n.as_str()),
                    "{v:?}'s scene shows the secret {n}"
                );
            }
            if let Viewer::Seat(me) = v {
                for z in scene.zones.iter().filter(|z| z.private) {
                    assert_eq!(
                        z.owner.map(|o| o.0),
                        Some(me),
                        "another seat's private zone"
                    );
                }
            }
        }
        for e in m.table().log().for_viewer(v, from) {
            if v != Viewer::Public && e.audience == Audience::All {
                continue; // checked as the public
            }
            for n in &names {
                assert!(
                    !e.text.zh.contains(n.as_str()),
                    "{v:?} reads the secret {n} in `{}`",
                    e.text.zh
                );
            }
        }
        let Viewer::Seat(seat) = v else { continue };
        let mine: HashSet<CardId> = god.players[seat.index()]
            .hand
            .as_ref()
            .map(|h| h.iter().map(|c| c.id).collect())
            .unwrap_or_default();
        for p in m.prompts_for(seat) {
            for c in &p.options {
                for n in &names {
                    assert!(
                        !c.label.zh.contains(n.as_str()),
                        "a prompt names the secret {n}"
                    );
                }
                if let Some(id) = key_card(&c.key) {
                    assert!(
                        mine.contains(&id) || public_cards.contains(&id),
                        "seat {} is offered `{}`, naming a card it cannot see",
                        seat.number(),
                        c.key
                    );
                }
            }
            for n in &names {
                assert!(
                    !p.text.zh.contains(n.as_str()),
                    "a prompt names the secret {n}"
                );
            }
        }
    }
}

/// The secret ask for a face-down trigger skill: a secret prompt to a seat whose character
/// is face-down, listed in no other viewer's view as waiting and shown to nobody else.
fn check_secret_ask(m: &Match, p: &tianhei_core::Prompt) {
    assert!(p.secret, "the ask for a face-down skill is secret");
    let public = view(m, Viewer::Public);
    assert!(
        public.players[p.seat.index()].character.is_none(),
        "only a face-down character is asked in secret"
    );
    let others_open = m.prompts().iter().any(|q| q.seat == p.seat && !q.secret);
    let mut viewers = vec![Viewer::Public];
    viewers.extend(
        (0..m.seats())
            .map(|s| Viewer::Seat(Seat(s as u8)))
            .filter(|&v| v != Viewer::Seat(p.seat)),
    );
    for v in viewers {
        let w = view(m, v);
        assert!(
            others_open || !w.waiting.contains(&p.seat),
            "{v:?} sees the secret ask's seat waiting"
        );
        if let Viewer::Seat(o) = v {
            assert!(
                m.prompts_for(o).all(|q| q.id != p.id),
                "another seat is shown the secret ask"
            );
        }
    }
}

fn dealt_names(m: &Match) -> Vec<Vec<String>> {
    let d = m.table().dealt();
    let v: Vec<Vec<tianhei_guozhan::Character>> =
        serde_json::from_value(d["characters"].clone()).expect("characters dealt");
    v.into_iter()
        .map(|cs| cs.into_iter().map(|c| c.name().zh.to_string()).collect())
        .collect()
}

/// Plays one random game with the checks; returns how many secret asks it met.
fn random_game(seats: usize, seed: u64, privacy: bool) -> usize {
    // Odd seeds play with 预亮 on.
    let rules = if seed % 2 == 1 {
        preshow_rules()
    } else {
        rules()
    };
    let mut m = Match::new(rules, seats, seed).expect("deals");
    let dealt = dealt_names(&m);
    let mut bots: Vec<Box<dyn Bot>> = (0..seats)
        .map(|i| Box::new(RandomBot::new(seed, Seat(i as u8))) as Box<dyn Bot>)
        .collect();
    let mut steps = 0;
    let mut seen = 0;
    let mut asks = 0;
    loop {
        m.table()
            .check_invariants()
            .unwrap_or_else(|e| panic!("{seats} seats, seed {seed}, step {steps}: {e}"));
        if privacy {
            let god = view(&m, Viewer::Moderator);
            let public = view(&m, Viewer::Public);
            check_views(&m, &god, &public);
            check_lines_and_prompts(&m, &god, &dealt, seen);
            seen = m.table().log().len();
        }
        if m.outcome().is_some() {
            break asks;
        }
        let p = m
            .prompts()
            .first()
            .expect("a running game asks someone")
            .clone();
        let v = m.view(Viewer::Seat(p.seat));
        let c = bots[p.seat.index()].choose(&v, &p);
        let secret_ask = p.kind == "guozhan.skill_secret";
        if p.kind == "guozhan.preshow" {
            assert!(p.secret, "the 预亮 mark is secret");
            assert_eq!(seed % 2, 1, "预亮 only when the rule set has it");
        }
        if seed % 2 == 1 {
            assert!(
                !secret_ask,
                "with 预亮 nobody is asked when a skill could act"
            );
        }
        if privacy && secret_ask {
            check_secret_ask(&m, &p);
            asks += 1;
        }
        let log_before = m.table().log().len();
        m.answer(p.seat, p.id, &c)
            .unwrap_or_else(|e| panic!("seed {seed}: a random legal answer is refused: {e}"));
        if privacy && secret_ask && p.options[c[0]].key == "pass" {
            // A refused secret ask leaves no trace: no line says the seat used a skill.
            let used = format!("{}号发动了", p.seat.number());
            for e in m.table().log().for_viewer(Viewer::Public, log_before) {
                assert!(
                    !e.text.zh.contains(&used),
                    "seed {seed}: a refused secret ask shows in `{}`",
                    e.text.zh
                );
            }
        }
        steps += 1;
        assert!(steps < 200_000, "{seats} seats, seed {seed}: no end");
    }
}

#[test]
fn every_card_is_in_one_zone_after_every_answer_and_nothing_secret_leaks_at_4_7_and_10() {
    let mut asks = 0;
    for seats in [4, 7, 10] {
        for seed in 0..300 / SCALE {
            asks += random_game(seats, seed, true);
        }
    }
    assert!(asks > 100, "the secret ask was met {asks} times");
}

#[test]
fn thousands_of_random_games_keep_every_card_in_one_zone_and_hp_within_bounds() {
    for seats in [4, 7, 10] {
        for seed in 1000..1000 + 700 / SCALE {
            random_game(seats, seed, false);
        }
    }
}

#[test]
fn random_and_heuristic_games_end_and_replay_identically() {
    for seats in [4, 7, 10] {
        for seed in 0..400 / SCALE {
            let kind = if seed % 2 == 0 {
                BotKind::Random
            } else {
                BotKind::Heuristic
            };
            let rules = rules();
            let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
            let mut b: Vec<Box<dyn Bot>> = (0..seats)
                .map(|i| rules.rules.bot(kind, Seat(i as u8), seed))
                .collect();
            play_out(&mut m, &mut b, 200_000)
                .unwrap_or_else(|e| panic!("{seats} seats, seed {seed}, {kind:?}: {e}"));
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
}

#[test]
fn a_refused_answer_changes_nothing() {
    let mut m = Match::new(rules(), 5, 3).expect("deals");
    let p = m.prompts()[0].clone();
    let before = m.view(Viewer::Moderator).to_json();
    let log = m.table().log().len();
    assert!(m.answer(p.seat, p.id, &[99]).is_err());
    assert!(m.answer(p.seat, p.id, &[0, 1]).is_err());
    let other = Seat((p.seat.0 + 1) % 5);
    assert!(m.answer(other, p.id, &[0]).is_err());
    assert_eq!(m.view(Viewer::Moderator).to_json(), before);
    assert_eq!(m.table().log().len(), log);
}
