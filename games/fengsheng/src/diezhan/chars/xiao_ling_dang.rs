//! 小铃铛（杂耍艺人）: 信鸽联络, 猴子窃信. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, others, picked, seat_of};
use crate::diezhan::{
    deck::Arrow,
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "小铃铛（杂耍艺人）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "xin_ge_lian_luo",
        name: ("信鸽联络", "Carrier Pigeon"),
        text: (
            "你传出←或→的情报后，可以选择另一名角色：本回合传递阶段他不能选择接收情报。",
            "After you send a ← or → intel, you may choose another player: he cannot choose to accept intel in this turn's passing.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| {
            matches!(e, Event::Sent { from, .. } if from == o)
                && g.pending.as_ref().is_some_and(|p| p.arrow != Arrow::Up)
        },
        fire: |g, o, _| {
            Some(Question::one(
                o,
                "diezhan.xin_ge_lian_luo",
                Text::new(
                    "信鸽联络：本回合谁不能选择接收情报？",
                    "Carrier Pigeon: who cannot choose to accept intel this turn?",
                ),
                others(g, o, Aim::Hurt),
                Memo::default(),
                |g, o, _, chosen| {
                    let t = seat_of(chosen)?;
                    g.turn.cannot_accept.insert(t);
                    g.tell(
                        "diezhan.xin_ge_lian_luo",
                        text!("{}号发动信鸽联络：本回合{}号不能选择接收情报", "Seat {} (Carrier Pigeon): seat {} cannot choose to accept intel this turn", o.number(), t.number()),
                    );
                    None
                },
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: "hou_zi_qie_xin",
        name: ("猴子窃信", "Monkey Thief"),
        text: (
            "出牌阶段限一次：用一张手牌交换另一名角色情报区中一张颜色完全相同的情报。",
            "Once in your main phase: swap a hand card with an intel of exactly the same colours in another player's area.",
        ),
        when: When::Main,
        limit: Limit::Turn,
        usable: |g, s| !swappable(g, s).is_empty(),
        run: |g, s| {
            Some(Question::one(
                s,
                "diezhan.hou_zi_qie_xin",
                Text::new("猴子窃信：选择一张情报", "Monkey Thief: choose an intel"),
                swappable(g, s),
                Memo::default(),
                chosen,
            ))
        },
        ..Skill::BASE
    },
];

fn swappable(g: &Game, s: Seat) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| t != s)
        .flat_map(|t| g.intel_opts(t, None))
        .filter(|o| matches!(*o, Opt::Intel { card, .. } if g.hand(s).iter().any(|&h| g.card(h).colours == g.card(card).colours)))
        .collect()
}

fn chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (t, intel) = chosen.iter().find_map(|o| match *o {
        Opt::Intel { seat, card } => Some((seat, card)),
        _ => None,
    })?;
    let k = g.card(intel).colours;
    let opts = g
        .hand(s)
        .iter()
        .filter(|&&h| g.card(h).colours == k)
        .map(|&card| Opt::Pick { card })
        .collect();
    Some(Question::one(
        s,
        "diezhan.hou_zi_qie_xin_card",
        Text::new(
            "猴子窃信：用哪张手牌交换？",
            "Monkey Thief: swap with which hand card?",
        ),
        opts,
        Memo {
            seat: Some(t),
            card: Some(intel),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let (Some(t), Some(intel), Some(&c)) = (m.seat, m.card, picked(chosen).first()) else {
                return None;
            };
            g.zones.move_to(c, Zone::Intel(t));
            let (a, b) = (g.card(c).label(), g.card(intel).label());
            g.say(
                Audience::All,
                "diezhan.hou_zi_qie_xin",
                text!(
                    "{}号用手牌{}换走{}号的情报{}",
                    "Seat {} swaps the hand card {} for seat {}'s intel {}",
                    s.number(),
                    a,
                    t.number(),
                    b
                ),
                &[c, intel],
            );
            g.zones.move_to(intel, Zone::Hand(s));
            None
        },
    ))
}
