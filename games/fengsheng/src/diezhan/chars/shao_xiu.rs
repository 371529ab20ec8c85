//! 邵秀（大家闺秀）: 绵里藏针. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;

use super::ask::{Memo, Question, hand_where, picked};
use crate::diezhan::{
    deck::Colour,
    frame::Event,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "邵秀（大家闺秀）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "mian_li_cang_zhen",
    name: ("绵里藏针", "Needle in Silk"),
    text: (
        "你传出的情报被接收后，你可以将一张含黑色的手牌置入接收者的情报区，然后摸一张牌。",
        "After an intel you sent is received, you may put a black-containing hand card into the receiver's intel area, then draw one.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| {
        matches!(e, Event::Received { from, to, .. } if from == o && g.alive(to))
            && g.has_black_in_hand(o)
    },
    fire: |g, o, e| {
        let Event::Received { to, .. } = e else {
            return None;
        };
        let opts = hand_where(g, o, |k| k.has(Colour::Black));
        Some(Question::one(
            o,
            "diezhan.mian_li_cang_zhen",
            text!(
                "绵里藏针：选择一张含黑色的手牌置入{}号的情报区",
                "Needle in Silk: choose a black-containing hand card to put into seat {}'s intel area",
                to.number()
            ),
            opts,
            Memo {
                seat: Some(to),
                ..Memo::default()
            },
            |g, o, m, chosen| {
                if let (Some(t), Some(&c)) = (m.seat, picked(chosen).first()) {
                    g.put_intel(o, c, t);
                    g.draw(o, 1);
                }
                None
            },
        ))
    },
    ..Skill::BASE
}];
