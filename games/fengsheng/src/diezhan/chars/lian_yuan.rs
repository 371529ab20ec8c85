//! 连鸢（作家）: 妙笔巧辩. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Text;

use super::ask::{Memo, Question, all_intel, picked};
use crate::diezhan::skill::{Skill, When};

pub(crate) const NAME: &str = "连鸢（作家）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "miao_bi_qiao_bian",
    name: ("妙笔巧辩", "Silver Pen"),
    text: (
        "争夺阶段，翻开此角色牌：从任意角色的情报区中选择至多两张不含相同颜色的情报，收入你的手牌。",
        "In a fight, flip this card: take up to two intel in total from any players' areas into your hand; the two may not share a colour.",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, s| !all_intel(g, s, None).is_empty(),
    run: |g, s| {
        let opts = all_intel(g, s, None);
        Some(Question::many(
            s,
            "diezhan.miao_bi_qiao_bian",
            Text::new(
                "妙笔巧辩：选择至多两张不含相同颜色的情报收入手牌",
                "Silver Pen: choose up to two intel that share no colour",
            ),
            opts,
            (1, 2),
            Memo::default(),
            |g, s, _, chosen| {
                let cards = picked(chosen);
                // Two that share a colour: only the first is taken.
                let take = match cards[..] {
                    [a, b] if g.card(a).colours.shares(g.card(b).colours) => vec![a],
                    _ => cards,
                };
                for c in take {
                    g.take_intel(s, c);
                }
                None
            },
        ))
    },
    ..Skill::BASE
}];
