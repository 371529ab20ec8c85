//! 老鳖（香烟贩子）: 联络, 明饵. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! 联络 is a rule of sending (`sending.rs` offers each card with the three arrows).

use crate::diezhan::{
    frame::Event,
    passive::LIAN_LUO,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "老鳖（香烟贩子）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: LIAN_LUO,
        name: ("联络", "Liaison"),
        text: (
            "你传出情报时，可以将其箭头视为←、↑或→中的任意一种。",
            "When you send intel, you may treat its arrow as any of ←, ↑ and →.",
        ),
        ..Skill::BASE
    },
    Skill {
        key: "ming_er",
        name: ("明饵", "Open Bait"),
        text: (
            "你传出的含红色或蓝色的情报被接收后，你和接收者各摸一张牌（你接收则摸两张）。",
            "After an intel you sent with red or blue in it is received, you and the receiver each draw one (two if you received it).",
        ),
        when: When::Trigger,
        on: |g, o, e| matches!(e, Event::Received { from, card, .. } if from == o && g.card(card).colours.is_true()),
        fire: |g, o, e| {
            if let Event::Received { to, .. } = e {
                if to == o {
                    g.draw(o, 2);
                } else {
                    g.draw(o, 1);
                    if g.alive(to) {
                        g.draw(to, 1);
                    }
                }
            }
            None
        },
        ..Skill::BASE
    },
];
