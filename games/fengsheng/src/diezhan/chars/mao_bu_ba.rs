//! 毛不拔（古董商人）: 奇货可居. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Text;

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    frame::Event,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "毛不拔（古董商人）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "qi_huo_ke_ju",
    name: ("奇货可居", "Rare Goods"),
    text: (
        "你接收双色情报后，可以将你情报区中的一张情报（包括刚接收的）收入手牌。",
        "After you receive a two-colour intel, you may take an intel from your area (the new one included) into your hand.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.is_two()),
    fire: |g, o, _| {
        Some(Question::one(
            o,
            "diezhan.qi_huo_ke_ju",
            Text::new(
                "奇货可居：选择一张情报收入手牌",
                "Rare Goods: choose an intel to take into your hand",
            ),
            g.intel_opts(o, None),
            Memo::default(),
            |g, o, _, chosen| {
                if let Some(&c) = picked(chosen).first() {
                    g.take_intel(o, c);
                }
                None
            },
        ))
    },
    ..Skill::BASE
}];
