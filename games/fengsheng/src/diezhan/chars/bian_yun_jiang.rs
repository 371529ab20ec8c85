//! 边云疆（军人）: 诱敌深入, 歼敌风行. Tests: `diezhan/tests/characters_late.rs`, by skill
//! name.
//!
//! 诱敌深入 is offered in his own 传递阶段 beside the hand cards he could send; whom it
//! binds follows the identities, which only the game knows: the table hears the rule, not
//! who must accept. 歼敌风行's replacement intel counts as the received one from then on.

use tianhei_core::text;
use tianhei_core::{Seat, SeatSet, Text};

use super::ask::{Memo, Question, hand_where, picked};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame, Sent, SkillSend},
    opt::Opt,
    sending::send_options,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "边云疆（军人）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "you_di_shen_ru",
        name: ("诱敌深入", "Lure Them In"),
        text: (
            "每局限一次，你的传递阶段，你可以改为将一张手牌作为情报面朝上传出：情报含有其身份颜色的角色本阶段必须接收该情报，不含的角色不能接收（神秘人不受限）。",
            "Once per game, in your passing phase, you may instead send a hand card face-up: players whose identity colour is in it must accept it, the others cannot (神秘人 are free).",
        ),
        when: When::Send,
        limit: Limit::Game,
        usable: |g, s| g.turn.active == s && !g.hand(s).is_empty(),
        run: |g, s| {
            let opts = send_options(g, s, None, None);
            Some(Question::one(
                s,
                "diezhan.you_di_send",
                Text::new(
                    "诱敌深入：选择面朝上传出的手牌",
                    "Lure Them In: choose the hand card to send face-up",
                ),
                opts,
                Memo::default(),
                lure,
            ))
        },
        // Worth it with a card of his faction's colour to send: his side must take it,
        // the other side cannot.
        worth: |v, _| {
            let Some(me) = v.me.as_ref() else { return 0 };
            let Some(k) = me.identity.side().colour() else {
                return 0;
            };
            i32::from(me.hand.iter().any(|c| c.colours.has(k)))
        },
        ..Skill::BASE
    },
    Skill {
        key: "jian_di_feng_xing",
        name: ("歼敌风行", "Swift Strike"),
        text: (
            "其他角色接收你传出的情报后，你可以摸两张牌，然后将一张纯黑色手牌置入自己的情报区，然后你可以弃置他接收的情报，用一张含黑色的手牌代替之。",
            "After another player receives an intel you sent, you may draw two, then put a pure-black hand card into your own intel area; then you may discard the intel he received and put a hand card with black in it there instead.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| matches!(e, Event::Received { from, to, .. } if from == o && to != o && g.alive(to)),
        worth: super::black_risk,
        fire: |g, o, e| {
            let Event::Received { to, card, .. } = e else {
                return None;
            };
            g.draw(o, 2);
            let memo = Memo {
                seat: Some(to),
                card: Some(card),
                ..Memo::default()
            };
            let black = hand_where(g, o, |c| c.is_pure_black());
            if black.is_empty() {
                return replace(g, o, memo, &[]);
            }
            Some(Question::one(
                o,
                "diezhan.jian_di_black",
                Text::new(
                    "歼敌风行：将一张纯黑色手牌置入自己的情报区",
                    "Swift Strike: put a pure-black hand card into your own intel area",
                ),
                black,
                memo,
                replace,
            ))
        },
        ..Skill::BASE
    },
];

/// After the pure-black card (if any): whether to replace the received intel.
fn replace(g: &mut Game, o: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    if let Some(&c) = picked(chosen).first() {
        g.put_intel(o, c, o);
    }
    let (to, card) = (m.seat?, m.card?);
    if g.owner_of_intel(card) != Some(to) || !g.alive(o) {
        return None;
    }
    let mut opts = vec![Opt::No];
    opts.extend(hand_where(g, o, |c| c.has(Colour::Black)));
    if opts.len() == 1 {
        return None;
    }
    Some(Question::one(
        o,
        "diezhan.jian_di_replace",
        text!(
            "歼敌风行：弃置{}号接收的情报，用一张含黑色的手牌代替？",
            "Swift Strike: discard the intel seat {} received and put a hand card with black there instead?",
            to.number()
        ),
        opts,
        m,
        |g, o, m, chosen| {
            let (Some(to), Some(old), Some(&new)) = (m.seat, m.card, picked(chosen).first()) else {
                return None;
            };
            g.discard_intel(o, old);
            g.put_intel(o, new, to);
            None
        },
    ))
}

/// 诱敌深入's send: face-up; who must accept and who cannot follow the identities.
fn lure(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let Some(&Opt::Send { card, to, arrow }) = chosen.first() else {
        return None;
    };
    let colours = g.card(card).colours;
    for t in g.alive_from(s) {
        if t == s || g.identity_gone.contains(t) {
            continue;
        }
        match g.identity[t.index()].side().colour() {
            Some(k) if colours.has(k) => g.turn.must_accept.insert(t),
            Some(_) => g.turn.cannot_accept.insert(t),
            None => {}
        }
    }
    g.tell(
        "diezhan.you_di_rule",
        Text::new(
            "本阶段情报含有其身份颜色的角色必须接收，不含的角色不能接收（神秘人不受限）",
            "This phase, players whose identity colour is in the intel must accept it; the others cannot (神秘人 are free)",
        ),
    );
    g.turn.skill_send = Some(SkillSend {
        sent: Sent {
            sender: s,
            card,
            to,
            arrow: arrow.unwrap_or(g.card(card).arrow),
            face_up: true,
            seen: SeatSet::one(s),
        },
        lock: None,
    });
    None
}
