//! The scene of 国战, drawn from a viewer's [`GzView`] only: the round, phase and turn;
//! the ring with HP, hand counts, revealed characters and faction cards, 横置, 重整 and
//! dying, each seat's equipment and judge area; your private panel with your face-down
//! character and faction cards; your hand by suit and number; the processing zone; the
//! card being resolved as user → card → targets, with the 无懈可击 chain on it.

use tianhei_core::{
    Scene, Text, Viewer,
    scene::{Badge, CardFace, Fact, Panel, Pending, SeatNo, Tone, Zone, seat_nos},
    text,
};

use crate::{
    card::Name,
    faction::FColour,
    phase::Phase,
    view::{GzView, Me, PlayerView},
};

pub use crate::faces::{face, weapon_face};

fn colour_mark(c: Option<FColour>) -> &'static str {
    match c {
        Some(FColour::Black) => "◆",
        Some(FColour::White) => "◇",
        None => "？",
    }
}

/// What everyone knows of a seat's side: `曹操 ◆◇`, `◆？`, `野心家`.
fn public_role(p: &PlayerView) -> Option<Badge> {
    if p.character.is_none() && p.main.is_none() && p.second.is_none() {
        return None;
    }
    let cards = format!("{}{}", colour_mark(p.main), colour_mark(p.second));
    let (zh, en) = match p.character {
        Some(c) => {
            let n = c.name();
            (format!("{} {cards}", n.zh), format!("{} {cards}", n.en))
        }
        None => (cards.clone(), cards),
    };
    let (zh, en, tone) = if p.careerist {
        (
            format!("{zh} 野心家"),
            format!("{en} careerist"),
            Tone::Gold,
        )
    } else {
        (zh, en, Tone::Plain)
    };
    Some(Badge::new(Text::owned(zh, en), tone))
}

/// What the viewer knows of its own seat, in one form all game: `袁绍 ◇◆`, each part
/// that others cannot see yet in brackets (`〔袁绍〕 ◇〔◆〕`), and 野心家 once it is one.
fn own_secret(me: &Me, public: &PlayerView) -> Badge {
    if me.choosing {
        return Badge::new(Text::new("选将中", "Choosing"), Tone::Grey);
    }
    let hide = |shown: bool, s: &str| {
        if shown {
            s.to_string()
        } else {
            format!("〔{s}〕")
        }
    };
    let n = me.character.name();
    let up = public.character.is_some();
    let cards = format!(
        "{}{}",
        hide(me.main.revealed, me.main.colour.symbol()),
        hide(me.second.revealed, me.second.colour.symbol())
    );
    let mut zh = format!("{} {cards}", hide(up, &n.zh));
    let mut en = format!("{} {cards}", hide(up, &n.en));
    if public.careerist {
        zh.push_str(" 野心家");
        en.push_str(" careerist");
    }
    Badge::new(Text::owned(zh, en), Tone::Gold)
}

fn badges(v: &GzView, p: &PlayerView) -> Vec<Badge> {
    let mut b = Vec::with_capacity(6);
    if p.max_hp > 0 {
        let tone = if p.hp <= 1 { Tone::Red } else { Tone::Green };
        b.push(Badge::new(
            text!("体力{}/{}", "HP {}/{}", p.hp, p.max_hp),
            tone,
        ));
    }
    b.push(Badge::new(
        text!("手牌{}", "{} in hand", p.hand_count),
        Tone::Plain,
    ));
    if p.dying {
        b.push(Badge::new(Text::new("濒死", "Dying"), Tone::Red));
    }
    if p.chained {
        b.push(Badge::new(Text::new("横置", "Chained"), Tone::Gold));
    }
    if p.reorganized {
        b.push(Badge::new(Text::new("重整", "Reorganizing"), Tone::Grey));
    }
    if p.seat == v.active && v.drunk > 0 {
        b.push(Badge::new(Text::new("酒", "Wine"), Tone::Red));
    }
    for k in p.skills {
        b.push(Badge::new(k.name(), Tone::Plain));
    }
    b
}

fn seat_cards(p: &PlayerView) -> Vec<CardFace> {
    let mut cards = Vec::with_capacity(4);
    for e in p.equipment.iter().flatten() {
        let mut f = face(&e.card);
        if e.sideways {
            f = f.with_note(Text::new("横置", "sideways"));
        }
        cards.push(f);
    }
    for c in &p.judge {
        cards.push(face(c).with_note(Text::new("判定区", "judge area")));
    }
    cards
}

fn status_line(v: &GzView) -> Option<Text> {
    if let Some(p) = v.players.iter().find(|p| p.dying) {
        return Some(text!("{}号濒死", "Seat {} is dying", p.seat.number()));
    }
    if let Some(n) = &v.nullify {
        let t = n.trick.label();
        return Some(text!(
            "{}对{}号：是否使用【无懈可击】",
            "{} on seat {}: Nullification?",
            t,
            n.target.number()
        ));
    }
    match v.waiting.as_slice() {
        [one] if *one != v.active => Some(text!("等待{}号", "Waiting for seat {}", one.number())),
        _ => None,
    }
}

fn my_panel(v: &GzView, me: &Me) -> Panel {
    let c = me.character.describe();
    let state = |up: bool| {
        if up {
            ("明置", "face-up")
        } else {
            ("暗置", "face-down")
        }
    };
    let (mz, me_) = state(me.main.revealed);
    let (sz, se) = state(me.second.revealed);
    let mut facts = vec![Fact::new(
        Text::new("势力牌", "Faction cards"),
        text!(
            "主{}（{}） 副{}（{}）",
            "main {} ({}), secondary {} ({})",
            me.main.colour.symbol(),
            (mz, me_),
            me.second.colour.symbol(),
            (sz, se)
        ),
    )];
    let card_state = if v.players[me.seat.index()].character.is_some() {
        Text::new("明置", "face-up")
    } else {
        Text::new("暗置（没有性别）", "face-down (no gender)")
    };
    facts.push(Fact::new(Text::new("角色牌", "Character"), card_state));
    if !me.left.is_empty() {
        let zh: Vec<String> = me.left.iter().map(|c| c.name().zh.to_string()).collect();
        let en: Vec<String> = me.left.iter().map(|c| c.name().en.to_string()).collect();
        facts.push(Fact::new(
            Text::new("离开游戏", "Left the game"),
            Text::owned(zh.join("、"), en.join(", ")),
        ));
    }
    for k in me.skills {
        facts.push(Fact::new(k.name(), k.text()));
    }
    for p in v.players.iter().filter(|p| p.seat != me.seat) {
        for k in p.skills {
            let n = k.name();
            facts.push(Fact {
                label: text!("{}号{}", "Seat {} {}", p.seat.number(), n),
                value: k.text(),
                seats: vec![SeatNo(p.seat)],
            });
        }
    }
    for p in &v.peeks {
        let seen = match (&p.colour, &p.character) {
            (Some(col), _) => Text::new(col.symbol(), col.symbol()),
            (_, Some(ch)) => ch.describe(),
            _ => {
                let zh: Vec<String> = p.hand.iter().map(|c| c.label().zh.to_string()).collect();
                let en: Vec<String> = p.hand.iter().map(|c| c.label().en.to_string()).collect();
                Text::owned(zh.join("、"), en.join(", "))
            }
        };
        facts.push(Fact {
            label: text!("知己知彼：{}号", "Known Both: seat {}", p.target.number()),
            value: seen,
            seats: vec![SeatNo(p.target)],
        });
    }
    if me.choosing {
        facts.retain(|f| f.label.zh != "角色牌");
        return Panel {
            undealt: true,
            title: Text::new("尚未选将", "No character yet"),
            tone: Tone::Grey,
            text: Some(Text::new(
                "从发给你的角色牌中选一张暗置，其余离开游戏。",
                "Keep one of the characters dealt to you face-down; the others leave the game.",
            )),
            facts,
        };
    }
    Panel {
        undealt: false,
        title: c,
        tone: Tone::Gold,
        text: Some(Text::new(
            "两张势力牌均明置后确定势力；同势力超过半数者成为野心家。只剩一种势力存活时，该势力获胜。",
            "Your faction is determined once both faction cards are face-up; one more member than half the table makes a careerist. The last faction alive wins.",
        )),
        facts,
    }
}

/// The scene for the viewer of `v`.
pub fn scene(v: &GzView) -> Scene {
    let over = v.phase == Phase::Over;
    let mut s = Scene::new(v.players.len(), v.phase.name());
    if v.round > 0 {
        s.banner.round = Some(text!("第{}轮", "Round {}", v.round));
    }
    if !matches!(v.phase, Phase::Setup | Phase::Over) {
        s.banner.turn = Some(SeatNo(v.active));
    }
    s.banner.over = over;
    s.banner.line = status_line(v);
    for p in &v.players {
        let card = s.seat_mut(p.seat);
        if !p.alive {
            card.out = Some(Text::new("阵亡", "Dead"));
        }
        card.turn = p.seat == v.active && p.alive && !matches!(v.phase, Phase::Setup | Phase::Over);
        card.role = public_role(p);
        card.badges = badges(v, p);
        card.cards = seat_cards(p);
        if v.viewer == Viewer::Moderator && !over {
            card.secret = p.hidden.as_ref().map(|h| {
                let n = h.character.name();
                let cards = format!("{}{}", h.main.symbol(), h.second.symbol());
                Badge::new(text!("{} {}", "{} {}", n, cards), Tone::Gold)
            });
        }
    }
    if let Some(me) = &v.me {
        let public = &v.players[me.seat.index()];
        s.seat_mut(me.seat).secret = Some(own_secret(me, public));
        s.private = Some(my_panel(v, me));
        s.zones.push(Zone {
            title: Text::new("你的手牌", "Your hand"),
            owner: Some(SeatNo(me.seat)),
            private: true,
            cards: me.hand.iter().map(face).collect(),
            hidden: 0,
            reference: false,
        });
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
    if !v.table.is_empty() {
        s.zones.push(Zone {
            title: Text::new("处理区", "On the table"),
            owner: None,
            private: false,
            cards: v.table.iter().map(face).collect(),
            hidden: 0,
            reference: false,
        });
    }
    if let Some(r) = &v.resolving {
        let item = match (r.converted, r.cards.as_slice()) {
            (false, [one]) => face(one),
            _ => {
                let from: Vec<String> = r.cards.iter().map(|c| c.label().zh.to_string()).collect();
                let from_en: Vec<String> =
                    r.cards.iter().map(|c| c.label().en.to_string()).collect();
                let f = CardFace::new(r.name.text(), Tone::Plain);
                if from.is_empty() {
                    f
                } else {
                    f.with_note(text!(
                        "由{}转化",
                        "from {}",
                        (from.join("、"), from_en.join(", "))
                    ))
                }
            }
        };
        s.pending.push(Pending {
            user: Some(SeatNo(r.user)),
            item,
            targets: seat_nos(r.targets.iter().copied()),
            target: r
                .current
                .map(|t| text!("正在结算：{}号", "now: seat {}", t.number())),
            state: None,
        });
    }
    if let Some(n) = &v.nullify {
        for (i, &by) in n.chain.iter().enumerate() {
            let against = if i == 0 {
                let t = n.trick.label();
                text!(
                    "抵消{}对{}号",
                    "against {} on seat {}",
                    t,
                    n.target.number()
                )
            } else {
                text!(
                    "抵消{}号的【无懈可击】",
                    "against seat {}'s Nullification",
                    n.chain[i - 1].number()
                )
            };
            s.pending.push(Pending {
                user: Some(SeatNo(by)),
                item: CardFace::new(Name::Nullify.text(), Tone::Plain),
                targets: Vec::new(),
                target: Some(against),
                state: None,
            });
        }
    }
    s.facts = vec![
        Fact::count(Text::new("牌堆", "Deck"), v.deck),
        Fact::count(Text::new("弃牌堆", "Discard pile"), v.discard),
    ];
    if v.round > 0 {
        s.facts.push(Fact::new(
            Text::new("回合上限", "Round limit"),
            text!("{}轮", "{} rounds", v.max_rounds),
        ));
    }
    s
}
