//! 白菲菲（护士）: 怜悯, 腹黑. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "白菲菲（护士）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "lian_min",
        name: ("怜悯", "Pity"),
        text: (
            "你传出的不含黑色的情报被接收后，你可以将你或接收者情报区中的一张含黑色的情报收入手牌。",
            "After an intel you sent with no black in it is received, you may take a black-containing intel from your or the receiver's intel area into your hand.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| match e {
            Event::Received { to, from, card } => {
                from == o
                    && !g.card(card).colours.has(Colour::Black)
                    && (g.count(o, Colour::Black) > 0 || g.count(to, Colour::Black) > 0)
            }
            _ => false,
        },
        fire: pity,
        ..Skill::BASE
    },
    Skill {
        key: "fu_hei",
        name: ("腹黑", "Two-Faced"),
        text: (
            "你传出的含黑色的情报被接收后，你摸一张牌。",
            "After an intel you sent with black in it is received, draw one.",
        ),
        when: When::Trigger,
        on: |g, o, e| matches!(e, Event::Received { from, card, .. } if from == o && g.card(card).colours.has(Colour::Black)),
        fire: |g, o, _| {
            g.draw(o, 1);
            None
        },
        ..Skill::BASE
    },
];

fn pity(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    let Event::Received { to, .. } = e else {
        return None;
    };
    let mut opts = g.intel_opts(o, Some(Colour::Black));
    if to != o {
        opts.extend(g.intel_opts(to, Some(Colour::Black)));
    }
    Some(Question::one(
        o,
        "diezhan.lian_min",
        Text::new(
            "怜悯：选择一张含黑色的情报收入手牌",
            "Pity: choose a black-containing intel to take into your hand",
        ),
        opts,
        Memo::default(),
        |g, o, _, chosen| {
            if let Some(&c) = picked(chosen).first() {
                g.take_intel(o, c);
            }
            None
        },
    ))
}
