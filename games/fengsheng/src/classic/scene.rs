//! The scene of 风声, drawn from a viewer's [`FsView`] only: the turn and phase, the ring
//! with each player's intel by colour, hand count and character (face-up by name, face-down
//! as 潜伏 unless the viewer knows it), your identity, mission and hand, every character the
//! viewer may see with its skills' text, the intel in transit (face-down unless you may
//! see it), the stack as "user → card or skill → target".

use std::cell::RefCell;

use tianhei_core::{
    Scene, Text, Viewer,
    cards::FxMap,
    scene::{Badge, CardFace, Fact, Panel, Pending, SeatNo, Tone, Zone},
    text,
};

use crate::classic::{
    card::{Card, Colour, Faction, Kind, Probe, ProbeEffect, Stamp},
    characters::{Skill, SkillKind},
    game::Status,
    view::{CharacterView, FsView, StackView},
};

/// A colour's tone.
pub fn colour_tone(c: Colour) -> Tone {
    match c {
        Colour::Red => Tone::Red,
        Colour::Blue => Tone::Blue,
        Colour::Black => Tone::Black,
    }
}

/// An identity's tone.
pub fn faction_tone(f: Faction) -> Tone {
    match f {
        Faction::Qianfu => Tone::Red,
        Faction::Junqing => Tone::Blue,
        Faction::Jiangyou => Tone::Gold,
    }
}

/// What an identity wants.
pub fn faction_text(f: Faction) -> Text {
    match f {
        Faction::Qianfu => Text::new(
            "你或队友面前集齐3张红色情报即获胜。3张黑色情报会让你死亡。",
            "You or a teammate with 3 red intel wins for your team. 3 black intel kill you.",
        ),
        Faction::Junqing => Text::new(
            "你或队友面前集齐3张蓝色情报即获胜。3张黑色情报会让你死亡。",
            "You or a teammate with 3 blue intel wins for your team. 3 black intel kill you.",
        ),
        Faction::Jiangyou => Text::new(
            "独自完成角色的机密任务即获胜。",
            "Win alone by your character's secret mission.",
        ),
    }
}

/// A 试探's variant (`猜潜伏战线，抽二`).
fn probe_note(c: &Card) -> Option<Text> {
    c.probe.map(|p| {
        let g = p.guess.name();
        let (ez, ee) = match p.effect {
            ProbeEffect::Draw => ("抽二", "draw 2"),
            ProbeEffect::Discard => ("弃一", "discard 1"),
        };
        text!("猜{}，{}", "{}? {}", g, (ez, ee))
    })
}

/// What a card's face shows: its type, colour, stamp and variant.
type Look = (Kind, Colour, Stamp, Option<Probe>);

thread_local! {
    /// Faces made so far, per look, their strings kept for the life of the process: a
    /// face is made once per thread, then cloned cheaply.
    static FACES: RefCell<FxMap<Look, CardFace>> = RefCell::new(FxMap::default());
}

/// A card's face: its type by name, its colour, its stamp (and a 试探's variant).
pub fn face(c: &Card) -> CardFace {
    let key = (c.kind, c.colour, c.stamp, c.probe);
    FACES.with(|m| {
        if let Some(f) = m.borrow().get(&key) {
            return f.clone();
        }
        let mut f = make_face(c);
        f.name = f.name.kept();
        f.note = f.note.map(Text::kept);
        m.borrow_mut().insert(key, f.clone());
        f
    })
}

fn make_face(c: &Card) -> CardFace {
    let stamp = c.stamp.name();
    let note = match probe_note(c) {
        Some(v) => text!("{} · {}", "{} · {}", stamp, v),
        None => stamp,
    };
    CardFace::new(c.kind.name(), colour_tone(c.colour)).with_note(note)
}

fn out_text(s: Status) -> Option<Text> {
    match s {
        Status::Alive => None,
        Status::Dead => Some(Text::new("死亡", "Dead")),
        Status::Lost => Some(Text::new("失败", "Lost")),
    }
}

fn intel_badges(intel: &[Card]) -> Vec<Badge> {
    Colour::ALL
        .into_iter()
        .filter_map(|col| {
            let n = intel.iter().filter(|c| c.colour == col).count();
            let (zh, en) = match col {
                Colour::Red => ("红", "red "),
                Colour::Blue => ("蓝", "blue "),
                Colour::Black => ("黑", "black "),
            };
            (n > 0).then(|| Badge::new(text!("{}{}", "{}{}", (zh, en), n), colour_tone(col)))
        })
        .collect()
}

fn stack_target(v: &FsView, e: &crate::classic::view::StackView) -> Option<Text> {
    if let Some(tc) = e.target_card {
        let owner = v
            .players
            .iter()
            .find(|p| p.intel.iter().any(|c| c.id == tc));
        let card = owner.and_then(|p| p.intel.iter().find(|c| c.id == tc));
        return Some(match (owner, card) {
            (Some(p), Some(c)) => {
                let l = c.label();
                text!("{}号面前的{}", "seat {}'s {}", p.seat.number(), l)
            }
            _ => Text::new("一张黑色情报", "a black intel"),
        });
    }
    e.target_entry.and_then(|i| {
        v.stack.get(i as usize).map(|t| {
            let k = entry_name(t);
            text!("{}号的【{}】", "seat {}'s {}", t.user.number(), k)
        })
    })
}

/// What a stack entry is called: the kind it counts as, or its skill.
fn entry_name(e: &StackView) -> Text {
    match (e.kind, e.skill) {
        (_, Some(s)) => s.name(),
        (Some(k), None) => k.name(),
        (None, None) => Text::new("？", "?"),
    }
}

/// A skill as a card face: its name, gold, and its text as the second line.
fn skill_face(s: Skill) -> CardFace {
    let kind = match s.info().kind {
        SkillKind::Response => Text::new("响应式", "response"),
        SkillKind::Automatic => Text::new("自动式", "automatic"),
    };
    let t = s.text();
    CardFace::new(s.name(), Tone::Gold).with_note(text!("{}：{}", "{}: {}", kind, t))
}

/// `闪灵（女）` or `闪灵（盖伏）`.
fn character_label(c: &CharacterView) -> Text {
    let n = c.character.name();
    if c.face_up {
        let g = c.character.info().gender.name();
        text!("{}（{}）", "{} ({})", n, g)
    } else {
        text!("{}（盖伏）", "{} (face-down)", n)
    }
}

/// A zone with a character's skills, one card face each.
fn character_zone(
    title: Text,
    owner: tianhei_core::Seat,
    c: &CharacterView,
    private: bool,
) -> Zone {
    Zone {
        title,
        owner: Some(SeatNo(owner)),
        private,
        cards: c
            .character
            .info()
            .skills
            .iter()
            .map(|&s| skill_face(s))
            .collect(),
        hidden: 0,
        reference: true,
    }
}

/// The scene for the viewer of `v`.
pub fn scene(v: &FsView) -> Scene {
    let mut s = Scene::new(v.players.len(), v.phase.name());
    s.banner.round = Some(text!("第{}回合", "Turn {}", v.turn));
    if v.phase == crate::classic::turn::Phase::Pick {
        // Everyone chooses at once; the first turn has not begun.
        s.banner.round = None;
    } else {
        s.banner.turn = Some(SeatNo(v.active));
    }
    let over = v.phase == crate::classic::turn::Phase::Over;
    s.banner.over = over;
    s.banner.line = v
        .priority
        .map(|p| text!("{}号持有优先权", "Seat {} has priority", p.number()));
    for p in &v.players {
        let card = s.seat_mut(p.seat);
        card.out = out_text(p.status);
        card.turn = p.seat == v.active
            && p.status == Status::Alive
            && v.phase != crate::classic::turn::Phase::Pick;
        let badge = p.identity.map(|f| Badge::new(f.name(), faction_tone(f)));
        // Identities are public once a player is out, a skill turned the card up, or
        // the game is over.
        if p.status != Status::Alive || over || p.identity_shown {
            card.role = badge;
        } else {
            card.secret = badge;
        }
        if v.phase == crate::classic::turn::Phase::Pick
            && v.me.as_ref().is_some_and(|m| m.seat == p.seat)
        {
            // 挑选角色 comes before 决定身份 (seed 000): no identity card yet.
            card.secret = Some(Badge::new(
                Text::new("身份牌待发", "Identity not dealt yet"),
                Tone::Grey,
            ));
        }
        card.badges = intel_badges(&p.intel);
        card.badges.push(Badge::new(
            text!("手牌{}", "{} in hand", p.hand_count),
            Tone::Plain,
        ));
        if v.locked.contains(&p.seat) {
            card.badges
                .push(Badge::new(Text::new("锁定", "Locked"), Tone::Gold));
        }
        let mine = v.me.as_ref().is_some_and(|m| m.seat == p.seat);
        match (&p.character, p.face_down) {
            (Some(c), _) if c.face_up => card
                .badges
                .insert(0, Badge::new(character_label(c), Tone::Gold)),
            // Face-down: its name only where everyone saw it face-up before; your own
            // face-down character goes in your private zone, not on the ring.
            (Some(c), true) if !mine => card
                .badges
                .insert(0, Badge::new(character_label(c), Tone::Grey)),
            (_, true) => card.badges.insert(
                0,
                Badge::new(Text::new("潜伏（盖伏）", "Hidden (face-down)"), Tone::Grey),
            ),
            _ => {}
        }
        card.cards = p.intel.iter().map(face).collect();
        if let Some(c) = &p.character
            && (!mine || c.face_up)
        {
            let n = c.character.name();
            s.zones.push(character_zone(
                text!(
                    "{}号的角色：{}",
                    "Seat {}'s character: {}",
                    p.seat.number(),
                    (character_label(c).zh, n.en)
                ),
                p.seat,
                c,
                false,
            ));
        }
    }
    if let Some(t) = &v.transit {
        s.seat_mut(t.holder).badges.insert(
            0,
            Badge::new(Text::new("情报在此", "Intel here"), Tone::Gold),
        );
        for &l in &t.lured {
            s.seat_mut(l)
                .badges
                .push(Badge::new(Text::new("调虎离山", "Lured away"), Tone::Grey));
        }
        let dir = if t.reversed {
            Text::new("向左", "going left")
        } else {
            Text::new("向右", "going right")
        };
        let stamp = t.stamp.name();
        let how = match (t.stamp, t.direct_to) {
            (Stamp::Direct, Some(to)) => text!("直达{}号", "direct to seat {}", to.number()),
            _ => text!("{}，{}", "{}, {}", stamp, dir),
        };
        s.zones.push(Zone {
            title: text!(
                "{}号传出的情报（{}）",
                "Intel from seat {} ({})",
                t.sender.number(),
                how
            ),
            owner: Some(SeatNo(t.holder)),
            private: false,
            cards: t.card.iter().map(face).collect(),
            hidden: u32::from(t.card.is_none()),
            reference: false,
        });
        s.banner.line = Some(text!(
            "情报在{}号面前",
            "The intel is at seat {}",
            t.holder.number()
        ));
    }
    for e in &v.stack {
        let item = match (&e.card, e.skill) {
            (Some(c), _) => face(c),
            (None, Some(sk)) => {
                CardFace::new(sk.name(), Tone::Gold).with_note(Text::new("角色技能", "skill"))
            }
            (None, None) => CardFace::new(entry_name(e), Tone::Grey),
        };
        s.pending.push(Pending {
            user: Some(SeatNo(e.user)),
            item,
            targets: e.target_seat.map(SeatNo).into_iter().collect(),
            target: stack_target(v, e),
            state: e.negated.then(|| Text::new("已被识破", "seen through")),
        });
    }
    if let Some(me) = &v.me {
        let mut facts = Vec::new();
        if v.players[me.seat.index()].status != Status::Alive {
            facts.push(Fact::new(
                Text::new("状态", "Status"),
                Text::new("你已出局", "You are out"),
            ));
        }
        for p in &v.probes {
            let g = p.guess.name();
            let (rz, re) = if p.right {
                ("是", "yes")
            } else {
                ("不是", "no")
            };
            facts.push(Fact {
                label: text!("试探{}号", "Probe on seat {}", p.target.number()),
                value: text!("是{}吗？{}", "{}? {}", g, (rz, re)),
                seats: vec![SeatNo(p.target)],
            });
        }
        for k in &me.peeks {
            facts.push(Fact {
                label: text!(
                    "合谋：{}号的身份",
                    "Conspire: seat {}'s identity",
                    k.target.number()
                ),
                value: k.identity.name(),
                seats: vec![SeatNo(k.target)],
            });
        }
        if let Some(c) = &me.character {
            facts.push(Fact::new(
                Text::new("你的角色", "Your character"),
                character_label(c),
            ));
            if !c.face_up {
                s.zones.push(character_zone(
                    text!(
                        "你的角色：{}",
                        "Your character: {}",
                        (character_label(c).zh, c.character.name().en)
                    ),
                    me.seat,
                    c,
                    true,
                ));
            }
        }
        for (i, c) in me.offered.iter().enumerate() {
            s.zones.push(character_zone(
                text!(
                    "可选角色{}：{}",
                    "Character to choose {}: {}",
                    i + 1,
                    (character_label(c).zh, c.character.name().en)
                ),
                me.seat,
                c,
                true,
            ));
        }
        s.private = Some(match me.identity {
            Some(f) => Panel {
                undealt: false,
                title: f.name(),
                tone: faction_tone(f),
                text: Some(match me.mission {
                    Some(m) => {
                        let t = m.text();
                        text!(
                            "独自完成角色的机密任务即获胜：{}",
                            "Win alone by your character's secret mission: {}",
                            t
                        )
                    }
                    None => faction_text(f),
                }),
                facts,
            },
            None => Panel {
                undealt: true,
                title: Text::new("身份牌待发", "Identity not dealt yet"),
                tone: Tone::Plain,
                text: Some(Text::new(
                    "从两张角色牌中选一张；身份牌在所有人选好后发放。",
                    "Keep one of two characters; identities are dealt once everyone has chosen.",
                )),
                facts,
            },
        });
        s.zones.insert(
            0,
            Zone {
                title: Text::new("你的手牌", "Your hand"),
                owner: Some(SeatNo(me.seat)),
                private: true,
                cards: me.hand.iter().map(face).collect(),
                hidden: 0,
                reference: false,
            },
        );
    } else if v.viewer == Viewer::Moderator {
        for p in &v.players {
            if let Some(hand) = &p.hand {
                s.zones.push(Zone {
                    title: text!("{}号的手牌", "Seat {}'s hand", p.seat.number()),
                    owner: Some(SeatNo(p.seat)),
                    private: true,
                    cards: hand.iter().map(face).collect(),
                    hidden: 0,
                    reference: false,
                });
            }
        }
    }
    s.facts = vec![
        Fact::count(Text::new("牌库", "Deck"), v.deck),
        Fact::count(Text::new("弃牌堆", "Discard pile"), v.discard),
        Fact::count(Text::new("移出游戏", "Removed"), v.removed),
    ];
    s
}
