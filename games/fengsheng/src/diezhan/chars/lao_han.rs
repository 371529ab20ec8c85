//! 老汉（裘家二太太）: 视死, 如归. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Text;

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::Colour,
    frame::Event,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "老汉（裘家二太太）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "shi_si",
        name: ("视死", "Face Death"),
        text: (
            "你接收含黑色的情报后，摸两张牌。",
            "After you receive an intel with black in it, draw two.",
        ),
        when: When::Trigger,
        on: |g, o, e| matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.has(Colour::Black)),
        fire: |g, o, _| {
            g.draw(o, 2);
            None
        },
        ..Skill::BASE
    },
    Skill {
        key: "ru_gui",
        name: ("如归", "As If Home"),
        text: (
            "你死亡前，可以将你情报区中的一张情报置入当前回合角色的情报区（不能使你免于死亡）。",
            "Before you die, you may put an intel from your area into the turn player's intel area (it does not save you).",
        ),
        when: When::Trigger,
        optional: true,
        at_death: true,
        on: |g, o, e| {
            let a = g.turn.active;
            matches!(e, Event::BeforeDeath { seat } if seat == o)
                && a != o
                && g.alive(a)
                && !g.intel(o).is_empty()
        },
        fire: |g, o, _| {
            Some(Question::one(
                o,
                "diezhan.ru_gui",
                Text::new(
                    "如归：选择一张情报置入当前回合角色的情报区",
                    "As If Home: choose an intel to put into the turn player's intel area",
                ),
                g.intel_opts(o, None),
                Memo::default(),
                |g, o, _, chosen| {
                    if let Some(&c) = picked(chosen).first() {
                        let a = g.turn.active;
                        g.put_intel(o, c, a);
                    }
                    None
                },
            ))
        },
        ..Skill::BASE
    },
];
