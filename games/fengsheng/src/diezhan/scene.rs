//! The scene drawn from a 谍战篇 view: seats with their intel by colour and badges, the
//! pending intel, the viewer's hand and panel, and each face-up character's skills as
//! reference (read from the roster of written characters).

use tianhei_core::text;
use tianhei_core::{
    Scene, Seat, Text,
    scene::{
        Badge, CardFace, Fact, Panel, Pending as ScenePending, SeatNo, Tone, Zone as SceneZone,
    },
};

use super::{
    deck::{Arrow, Side},
    identity::Identity,
    opt::{card_face, intel_face},
    roster::CharacterCard,
    view::{CharacterView, DzView},
};

fn side_tone(i: Identity) -> Tone {
    match i.side() {
        Side::Qianfu => Tone::Red,
        Side::Tegong => Tone::Blue,
        Side::Mystery => Tone::Green,
    }
}

/// The scene drawn from a view.
pub(crate) fn scene_of(v: &DzView) -> Scene {
    let phase = if v.over {
        Text::new("游戏结束", "Game over")
    } else {
        v.phase.name()
    };
    let mut sc = Scene::new(v.players.len(), phase);
    sc.banner.turn = Some(SeatNo(v.turn));
    sc.banner.over = v.over;
    for p in &v.players {
        let card = sc.seat_mut(p.seat);
        card.turn = v.turn == p.seat;
        if p.dead {
            card.out = Some(Text::new("死亡", "Dead"));
        } else if p.out {
            card.out = Some(Text::new("出局", "Out"));
        }
        card.badges.push(Badge::new(
            text!("手牌{}", "{} in hand", p.hand),
            Tone::Plain,
        ));
        if let Some(c) = &p.character {
            let text = match (c.face_up, c.card) {
                (true, Some(card)) => card.title(),
                (false, Some(card)) => text!("{}（面朝下）", "{} (face-down)", card.title()),
                _ => Text::new("角色面朝下", "Character face-down"),
            };
            card.badges.push(Badge::new(
                text,
                if c.face_up { Tone::Gold } else { Tone::Grey },
            ));
        }
        if p.dying {
            card.badges
                .push(Badge::new(Text::new("濒死", "Dying"), Tone::Red));
        }
        if p.no_cards {
            card.badges
                .push(Badge::new(Text::new("不能用牌", "No cards"), Tone::Grey));
        }
        if let Some(q) = &v.pending
            && q.lock == Some(p.seat)
        {
            card.badges
                .push(Badge::new(Text::new("🔒锁定", "🔒 Locked"), Tone::Gold));
        }
        card.cards = p.intel.iter().map(|&c| intel_face(c)).collect();
        if let Some(i) = p.identity {
            if v.over {
                // Every identity is turned up at the end.
                card.role = Some(Badge::new(i.name(), side_tone(i)));
            } else if v.me.as_ref().is_none_or(|m| m.seat != p.seat) {
                card.secret = Some(Badge::new(i.name(), side_tone(i)));
            }
        }
    }
    // Face-up characters' skills, for everyone to read (classic 风声 lists them the same way).
    for p in &v.players {
        if let Some(CharacterView {
            face_up: true,
            card: Some(c),
            ..
        }) = &p.character
        {
            sc.zones.push(skills_zone(p.seat, c));
        }
    }
    // A dying player is the moment: the table waits for 【澄清】.
    let dying: Vec<Seat> = v
        .players
        .iter()
        .filter(|p| p.dying)
        .map(|p| p.seat)
        .collect();
    for &d in &dying {
        sc.pending.push(ScenePending {
            user: None,
            item: CardFace::new(Text::new("濒死", "Dying"), Tone::Red)
                .with_note(Text::new("等待【澄清】", "waiting for Clarify")),
            targets: vec![SeatNo(d)],
            target: None,
            state: None,
        });
    }
    if let Some(&d) = dying.first() {
        sc.banner.line = Some(text!(
            "{}号濒死，等待【澄清】",
            "Seat {} is dying: waiting for Clarify",
            d.number()
        ));
    }
    if let Some(me) = &v.me {
        let i = me.identity;
        if !v.over {
            sc.seat_mut(me.seat).secret = Some(Badge::new(i.name(), side_tone(i)));
        }
        let text = match i.task() {
            Some(t) => t.text(),
            None => match i.side().colour() {
                Some(c) => {
                    text!(
                        "任一本方玩家集齐三张{}色情报，本方获胜。",
                        "Any player of your faction with three {} intel wins for it.",
                        c.name()
                    )
                }
                None => Text::new("", ""),
            },
        };
        sc.private = Some(Panel {
            undealt: false,
            title: i.name(),
            tone: side_tone(i),
            text: Some(text),
            facts: Vec::new(),
        });
        sc.zones.push(SceneZone {
            title: Text::new("你的手牌", "Your hand"),
            owner: Some(SeatNo(me.seat)),
            private: true,
            cards: me.hand.iter().map(|&c| card_face(c)).collect(),
            hidden: 0,
            reference: false,
        });
    }
    if let Some(q) = &v.pending {
        let item = match q.card {
            Some(c) if q.face_up => intel_face(c),
            Some(c) => {
                let mut f = intel_face(c);
                f.note = Some(text!(
                    "面朝下（你看过）{}",
                    "face-down (you saw it) {}",
                    (
                        f.note.as_ref().map_or("", |n| &n.zh),
                        f.note.as_ref().map_or("", |n| &n.en)
                    )
                ));
                f
            }
            None => CardFace::new(Text::new("情报（背面）", "intel, face-down"), Tone::Plain),
        };
        // Where it goes and whom it locks, as the sender announced.
        let (way_zh, way_en) = match q.arrow {
            Arrow::Right => ("→ 向右传递", "→ passed right"),
            Arrow::Left => ("← 向左传递", "← passed left"),
            Arrow::Up => ("↑ 直达", "↑ straight to"),
        };
        let (lock_zh, lock_en) = match q.lock {
            Some(l) => (
                format!(" · 🔒锁定{}号", l.number()),
                format!(" · 🔒 locks seat {}", l.number()),
            ),
            None => (String::new(), String::new()),
        };
        sc.pending.push(ScenePending {
            user: Some(SeatNo(q.sender)),
            item,
            targets: vec![SeatNo(q.holder)],
            target: Some(text!("{}{}", "{}{}", (way_zh, way_en), (lock_zh, lock_en))),
            state: None,
        });
    }
    sc.facts.push(Fact::new(
        Text::new("牌堆", "Deck"),
        Text::owned(v.deck.to_string(), v.deck.to_string()),
    ));
    sc.facts.push(Fact::new(
        Text::new("弃牌堆", "Discard"),
        Text::owned(v.discard.to_string(), v.discard.to_string()),
    ));
    sc
}

/// A face-up character's skills, one face each with its text, as reference (a shared
/// screen shows the names; a player's own screen the texts).
fn skills_zone(seat: Seat, c: &CharacterCard) -> SceneZone {
    let written = super::chars::skills(c.id);
    let cards = if written.is_empty() {
        c.skills
            .iter()
            .map(|k| CardFace::new(Text::owned(k.clone(), k.clone()), Tone::Gold))
            .collect()
    } else {
        written
            .iter()
            .map(|k| {
                CardFace::new(Text::new(k.name.0, k.name.1), Tone::Gold)
                    .with_note(Text::new(k.text.0, k.text.1))
            })
            .collect()
    };
    let t = c.title();
    SceneZone {
        title: text!(
            "{}号的角色：{}",
            "Seat {}'s character: {}",
            seat.number(),
            t
        ),
        owner: Some(SeatNo(seat)),
        private: false,
        cards,
        hidden: 0,
        reference: true,
    }
}
