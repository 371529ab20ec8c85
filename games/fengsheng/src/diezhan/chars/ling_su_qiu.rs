//! 凌素秋（棋手）: 探虚辨实, 寸步不让. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "凌素秋（棋手）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "tan_xu_bian_shi",
        name: ("探虚辨实", "Probe the Truth"),
        text: (
            "出牌阶段限一次：交给一名角色一张手牌，然后他交给你一张手牌（若有含其身份颜色的牌，须交这样的牌；神秘人任意）。",
            "Once in your main phase: give a player a hand card; he gives you one back (one with his identity's colour if he has one; a 神秘人 any).",
        ),
        when: When::Main,
        limit: Limit::Turn,
        usable: |g, s| !g.hand(s).is_empty() && g.alive_from(s).len() > 1,
        run: |g, s| {
            Some(Question::one(
                s,
                "diezhan.tan_xu_bian_shi_card",
                Text::new(
                    "探虚辨实：选择一张手牌",
                    "Probe the Truth: choose a hand card",
                ),
                hand_opts(g, s),
                Memo::default(),
                card_chosen,
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: "cun_bu_bu_rang",
        name: ("寸步不让", "Not an Inch"),
        text: (
            "其他角色获得你的手牌后，你可以随机获得他的一张手牌。",
            "After another player gets a card from your hand, you may take a random card from his hand.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| matches!(e, Event::Gave { from, to } if from == o && to != o && g.alive(to) && !g.hand(to).is_empty()),
        fire: |g, o, e| {
            if let Event::Gave { to, .. } = e {
                g.take_random(o, to);
            }
            None
        },
        ..Skill::BASE
    },
];

fn card_chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let card = *picked(chosen).first()?;
    Some(Question::one(
        s,
        "diezhan.tan_xu_bian_shi_to",
        Text::new("探虚辨实：交给谁？", "Probe the Truth: give it to whom?"),
        others(g, s, Aim::Hurt),
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        given,
    ))
}

fn given(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (Some(card), Some(t)) = (m.card, seat_of(chosen)) else {
        return None;
    };
    g.give(s, t, &[card]);
    let colour = g.identity[t.index()].side().colour();
    let with: Vec<Opt> = g
        .hand(t)
        .iter()
        .filter(|&&c| colour.is_some_and(|k| g.card(c).colours.has(k)))
        .map(|&card| Opt::Pick { card })
        .collect();
    let opts = if with.is_empty() {
        hand_opts(g, t)
    } else {
        with
    };
    Some(Question::one(
        t,
        "diezhan.tan_xu_bian_shi_back",
        text!(
            "探虚辨实：交给{}号一张手牌（有含你身份颜色的牌时须交这样的牌）",
            "Probe the Truth: give seat {} a hand card (one with your identity's colour if you have one)",
            s.number()
        ),
        opts,
        Memo {
            seat: Some(s),
            ..Memo::default()
        },
        |g, t, m, chosen| {
            if let (Some(s), Some(&c)) = (m.seat, picked(chosen).first()) {
                g.give(t, s, &[c]);
            }
            None
        },
    ))
}
