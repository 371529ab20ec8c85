//! Every shipped rule set draws real scenes, and no scene shows more than its viewer may
//! know: checked at every decision of bot games, for every seat, the public and the
//! moderator.
//!
//! - Every seat a scene names is a seat of the table (1..=N), and the ring lists each
//!   seat once, in order.
//! - The public scene has no private panel, no private zone and no secret badge.
//! - A seat's scene has its private panel; its private zones are its own; a secret badge
//!   on another seat is a role the seat's own view already knows (checked by games in
//!   their property tests), and the seat's own card carries its own secret.
//! - A scene's text never holds a field name (`snake_case`) or a seat counted from 0.
//! - A scene is the same whenever it is drawn again from the same state.

use tianhei_core::{BotKind, Match, Scene, Seat, Viewer, bot::RandomBot};

const GAMES: u64 = 12;

fn texts(s: &Scene) -> String {
    serde_json::to_value(s)
        .map(|v| collect_text(&v))
        .unwrap_or_default()
}

/// Every string under a `zh` or `en` key.
fn collect_text(v: &serde_json::Value) -> String {
    let mut out = String::new();
    match v {
        serde_json::Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("zh" | "en", serde_json::Value::String(s)) => {
                        out.push_str(s);
                        out.push('\n');
                    }
                    _ => out.push_str(&collect_text(x)),
                }
            }
        }
        serde_json::Value::Array(a) => a.iter().for_each(|x| out.push_str(&collect_text(x))),
        _ => {}
    }
    out
}

/// The numbers written before 号 (`3号` → 3).
fn seat_numbers(text: &str) -> Vec<usize> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        if c != '号' {
            continue;
        }
        let digits: String = chars[..i]
            .iter()
            .rev()
            .take_while(|d| d.is_ascii_digit())
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        if let Ok(k) = digits.parse() {
            out.push(k);
        }
    }
    out
}

fn check(m: &Match, at: &str) {
    let n = m.seats();
    let mut viewers: Vec<Viewer> = (0..n as u8).map(|s| Viewer::Seat(Seat(s))).collect();
    viewers.push(Viewer::Public);
    viewers.push(Viewer::Moderator);
    for viewer in viewers {
        let s = m.scene(viewer);
        assert_eq!(
            s,
            m.scene(viewer),
            "{at}: {viewer:?}'s scene is a function of the state"
        );
        assert_eq!(s.seats.len(), n, "{at}: {viewer:?}: one card per seat");
        for (i, c) in s.seats.iter().enumerate() {
            assert_eq!(
                c.seat.0,
                Seat(i as u8),
                "{at}: {viewer:?}: the ring is in seat order"
            );
        }
        for r in s.seat_refs() {
            assert!(
                r.0.index() < n,
                "{at}: {viewer:?} names seat {}",
                r.0.number()
            );
        }
        assert!(
            !s.banner.phase.zh.is_empty(),
            "{at}: {viewer:?}: a banner with a phase"
        );
        let text = texts(&s);
        for word in text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            assert!(
                !(word.contains('_') && word.chars().any(|c| c.is_ascii_lowercase())),
                "{at}: {viewer:?}'s scene shows the field name `{word}`"
            );
        }
        for k in seat_numbers(&text) {
            assert!(
                (1..=n).contains(&k),
                "{at}: {viewer:?}'s scene names seat {k}号 of {n}"
            );
        }
        match viewer {
            Viewer::Public => {
                assert!(s.private.is_none(), "{at}: the public has no private panel");
                assert!(
                    s.zones.iter().all(|z| !z.private),
                    "{at}: the public sees no private zone"
                );
                assert!(
                    s.seats.iter().all(|c| c.secret.is_none()),
                    "{at}: the public sees no secret role"
                );
            }
            Viewer::Seat(me) => {
                assert!(s.private.is_some(), "{at}: seat {me} has its panel");
                for z in s.zones.iter().filter(|z| z.private) {
                    assert_eq!(
                        z.owner.map(|o| o.0),
                        Some(me),
                        "{at}: seat {me} sees only its own private zones"
                    );
                }
                if m.outcome().is_none() {
                    let mine = &s.seats[me.index()];
                    assert!(
                        mine.secret.is_some() || mine.role.is_some(),
                        "{at}: seat {me} sees its own role on its card"
                    );
                }
            }
            Viewer::Moderator => {}
        }
    }
}

#[test]
fn every_rule_sets_scenes_show_each_viewer_only_its_own() {
    for rules in tianhei_catalog::shipped() {
        for players in rules.rules.seat_counts() {
            for seed in 0..GAMES {
                let kind = if seed % 2 == 0 {
                    BotKind::Heuristic
                } else {
                    BotKind::Random
                };
                let mut m = Match::new(rules.clone(), players, seed).unwrap();
                let mut bots: Vec<_> = (0..players as u8)
                    .map(|s| rules.rules.bot(kind, Seat(s), seed))
                    .collect();
                let mut step = 0;
                while m.outcome().is_none() && step < 20_000 {
                    let at = format!(
                        "{}, {players} players, seed {seed}, step {step}",
                        rules.meta.id
                    );
                    // Every decision early on, then every tenth: the checks draw n + 2 scenes.
                    if step < 200 || step % 10 == 0 {
                        check(&m, &at);
                    }
                    let p = m.prompts()[0].clone();
                    let choice = bots[p.seat.index()].choose(&m.view(Viewer::Seat(p.seat)), &p);
                    if m.answer(p.seat, p.id, &choice).is_err() {
                        m.answer_default(p.id).unwrap();
                    }
                    step += 1;
                }
                let at = format!("{}, {players} players, seed {seed}, the end", rules.meta.id);
                assert!(m.outcome().is_some(), "{at}: the game ends");
                check(&m, &at);
            }
        }
    }
}

#[test]
fn every_prompts_grouped_options_point_at_subjects_it_has() {
    for rules in tianhei_catalog::shipped() {
        let players = rules.rules.seat_counts()[0];
        for seed in 0..GAMES {
            let mut m = Match::new(rules.clone(), players, seed).unwrap();
            let mut rng = RandomBot::new(seed, Seat(0));
            while m.outcome().is_none() {
                let p = m.prompts()[0].clone();
                for c in &p.options {
                    if let Some(k) = c.subject {
                        assert!(
                            (k as usize) < p.subjects.len(),
                            "{}: option {} points past the subjects",
                            rules.meta.id,
                            c.key
                        );
                        assert!(
                            c.short.is_some(),
                            "{}: a grouped option has a short label",
                            rules.meta.id
                        );
                    }
                }
                if p.pass_only {
                    assert_eq!(
                        p.options.len(),
                        1,
                        "{}: a pass-only prompt has one option",
                        rules.meta.id
                    );
                }
                let labels: Vec<_> = p
                    .options
                    .iter()
                    .map(|c| (&c.label, c.subject, &c.short))
                    .collect();
                for (i, l) in labels.iter().enumerate() {
                    assert!(
                        !labels[..i].contains(l),
                        "{}: identical options are merged: {:?}",
                        rules.meta.id,
                        l.0
                    );
                }
                let choice = tianhei_core::Bot::choose(&mut rng, &m.view(Viewer::Seat(p.seat)), &p);
                m.answer(p.seat, p.id, &choice).unwrap();
            }
        }
    }
}
