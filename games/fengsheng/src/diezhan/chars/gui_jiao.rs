//! 鬼脚（黄包车夫）: 急送. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, picked, seat_of};
use crate::diezhan::{
    deck::Colour,
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "鬼脚（黄包车夫）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "ji_song",
    name: ("急送", "Express Delivery"),
    text: (
        "争夺阶段限一次：弃置两张手牌或你情报区中的一张非黑色情报，然后将待收情报移到任意一名角色面前。",
        "Once per fight phase: discard two hand cards or a non-black intel from your area, then move the pending intel in front of any player.",
    ),
    when: When::Fight,
    limit: Limit::Turn,
    usable: |g, s| g.pending.is_some() && (g.hand(s).len() >= 2 || !cost_intel(g, s).is_empty()),
    run,
    // Worth two cards when the intel in front of him is a black one he can see.
    worth: |v, s| {
        let bad = v
            .pending
            .as_ref()
            .is_some_and(|p| p.holder == s && p.card.is_some_and(|c| c.colours.has(Colour::Black)));
        if bad { 2 } else { -1 }
    },
    ..Skill::BASE
}];

fn cost_intel(g: &Game, s: Seat) -> Vec<Opt> {
    g.intel_opts(s, None)
        .into_iter()
        .filter(
            |o| matches!(*o, Opt::Intel { card, .. } if !g.card(card).colours.has(Colour::Black)),
        )
        .collect()
}

fn run(g: &mut Game, s: Seat) -> Option<Frame> {
    let mut opts = cost_intel(g, s);
    if g.hand(s).len() >= 2 {
        opts.push(Opt::Yes);
    }
    Some(Question::one(
        s,
        "diezhan.ji_song_cost",
        Text::new(
            "急送：弃置一张非黑色情报，或选择“是”弃置两张手牌",
            "Express Delivery: discard a non-black intel, or choose Yes to discard two hand cards",
        ),
        opts,
        Memo::default(),
        cost_chosen,
    ))
}

fn cost_chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    if chosen.first() == Some(&Opt::Yes) {
        return Some(Question::many(
            s,
            "diezhan.ji_song_cards",
            Text::new(
                "急送：弃置两张手牌",
                "Express Delivery: discard two hand cards",
            ),
            hand_opts(g, s),
            (2, 2),
            Memo::default(),
            |g, s, _, chosen| {
                let cards = picked(chosen);
                if cards.len() < 2 {
                    return None;
                }
                for c in cards {
                    g.discard_from_hand(s, c);
                }
                Some(ask_to(g, s))
            },
        ));
    }
    let &c = picked(chosen).first()?;
    g.discard_intel(s, c);
    Some(ask_to(g, s))
}

fn ask_to(g: &Game, s: Seat) -> Frame {
    Question::one(
        s,
        "diezhan.ji_song_to",
        Text::new(
            "急送：将待收情报移到谁面前？",
            "Express Delivery: move the pending intel in front of whom?",
        ),
        g.alive_from(s)
            .into_iter()
            .map(|seat| Opt::Seat {
                seat,
                aim: Aim::Intel,
            })
            .collect(),
        Memo::default(),
        |g, s, _, chosen| {
            if let Some(t) = seat_of(chosen) {
                g.move_pending(s, t);
            }
            None
        },
    )
}
