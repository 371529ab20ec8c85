//! 李宁玉（SP）: 应变, 诱导. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! 应变 is a rule of the fight (`flow.rs` offers her 截获 as 误导 too).

use crate::diezhan::{
    deck::Kind,
    frame::Event,
    passive::YING_BIAN,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "李宁玉（SP）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: YING_BIAN,
        name: ("应变", "Adapt"),
        text: (
            "你的【截获】可以当作【误导】使用。",
            "Your Intercept may be used as Mislead.",
        ),
        ..Skill::BASE
    },
    Skill {
        key: "you_dao",
        name: ("诱导", "Lure"),
        text: (
            "你使用【误导】（包括因应变当作误导使用的）后，摸一张牌。",
            "After you use a Mislead (an Adapt one included), draw one.",
        ),
        when: When::Trigger,
        on: |_, o, e| matches!(e, Event::Used { user, kind: Kind::Mislead, .. } if user == o),
        fire: |g, o, _| {
            g.draw(o, 1);
            None
        },
        ..Skill::BASE
    },
];
