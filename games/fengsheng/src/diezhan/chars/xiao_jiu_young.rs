//! 小九（追梦少年）, 青年小九: 赤子之心. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::Text;

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::Colour,
    frame::Event,
    opt::Opt,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "小九（追梦少年）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "chi_zi_zhi_xin",
    name: ("赤子之心", "Pure Heart"),
    text: (
        "你传出的不含黑色的情报被其他角色接收后，你可以摸两张牌，或将一张与该情报含相同颜色的手牌置入你的情报区。",
        "After a non-black intel you sent is received by another player, you may draw two, or put a hand card sharing a colour with that intel into your own intel area.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| matches!(e, Event::Received { to, from, card } if from == o && to != o && !g.card(card).colours.has(Colour::Black)),
    fire: |g, o, e| {
        let Event::Received { card, .. } = e else {
            return None;
        };
        let k = g.card(card).colours;
        let mut opts = vec![Opt::Yes];
        opts.extend(
            g.hand(o)
                .iter()
                .filter(|&&c| g.card(c).colours.shares(k))
                .map(|&card| Opt::Pick { card }),
        );
        Some(Question::one(
            o,
            "diezhan.chi_zi_zhi_xin",
            Text::new(
                "赤子之心：选择“是”摸两张牌，或选择一张同色手牌置入你的情报区",
                "Pure Heart: choose Yes to draw two, or a hand card of that colour to put into your intel area",
            ),
            opts,
            Memo::default(),
            |g, o, _, chosen| {
                match picked(chosen).first() {
                    Some(&c) => g.put_intel(o, c, o),
                    None => {
                        g.draw(o, 2);
                    }
                }
                None
            },
        ))
    },
    ..Skill::BASE
}];
