//! 程小蝶（花旦）: 知音, 惊梦. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, picked, seat_of, with_hand};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "程小蝶（花旦）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "zhi_yin",
        name: ("知音", "Kindred Spirit"),
        text: (
            "你接收含红色或蓝色的情报后，你和传出者各摸一张牌（你是传出者则摸两张；传出者已死亡则不摸）。",
            "After you receive an intel with red or blue in it, you and its sender each draw one (two if you are the sender; a dead sender draws none).",
        ),
        when: When::Trigger,
        on: |g, o, e| matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.is_true()),
        fire: |g, o, e| {
            if let Event::Received { from, .. } = e {
                if from == o {
                    g.draw(o, 2);
                } else {
                    g.draw(o, 1);
                    if g.alive(from) {
                        g.draw(from, 1);
                    }
                }
            }
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "jing_meng",
        name: ("惊梦", "Startled Dream"),
        text: (
            "你接收含黑色的情报后，你可以查看一名角色的手牌，然后弃置其中一张。",
            "After you receive an intel with black in it, you may look at a player's hand and discard one of its cards.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| {
            matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.has(Colour::Black))
                && g.alive_from(o).iter().any(|&t| !g.hand(t).is_empty())
        },
        fire: |g, o, _| {
            let opts = with_hand(g, o, Aim::Hurt);
            Some(Question::one(
                o,
                "diezhan.jing_meng_who",
                Text::new(
                    "惊梦：查看谁的手牌？",
                    "Startled Dream: whose hand do you look at?",
                ),
                opts,
                Memo::default(),
                look,
            ))
        },
        ..Skill::BASE
    },
];

fn look(g: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let opts = g.hand(t).iter().map(|&card| Opt::Pick { card }).collect();
    Some(Question::one(
        o,
        "diezhan.jing_meng_card",
        text!(
            "惊梦：弃置{}号的哪一张手牌？",
            "Startled Dream: which of seat {}'s cards is discarded?",
            t.number()
        ),
        opts,
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, _, m, chosen| {
            if let (Some(t), Some(&c)) = (m.seat, picked(chosen).first()) {
                g.discard_from_hand(t, c);
            }
            None
        },
    ))
}
