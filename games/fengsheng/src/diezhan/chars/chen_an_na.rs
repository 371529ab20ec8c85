//! 陈安娜（速记员）: 自证清白, 译文暗号. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! 译文暗号 is a rule of the fight (`flow.rs` offers her 破译 as 调包 until it is used).

use tianhei_core::Text;

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    deck::CardId,
    opt::Opt,
    passive::YI_WEN,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "陈安娜（速记员）";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "zi_zheng_qing_bai",
        name: ("自证清白", "Clear My Name"),
        text: (
            "出牌阶段限一次：弃置一张不含你身份颜色的手牌（神秘人可弃置任意一张），然后摸两张牌。",
            "Once in your main phase: discard a hand card without your identity's colour (a 神秘人 any card), then draw two.",
        ),
        when: When::Main,
        limit: Limit::Turn,
        usable: |g, s| !discardable(g, s).is_empty(),
        run: |g, s| {
            let opts = discardable(g, s)
                .into_iter()
                .map(|card| Opt::Pick { card })
                .collect();
            Some(Question::one(
                s,
                "diezhan.zi_zheng_qing_bai",
                Text::new(
                    "自证清白：弃置一张不含你身份颜色的手牌",
                    "Clear My Name: discard a hand card without your identity's colour",
                ),
                opts,
                Memo::default(),
                |g, s, _, chosen| {
                    if let Some(&c) = picked(chosen).first() {
                        g.discard_from_hand(s, c);
                        g.draw(s, 2);
                    }
                    None
                },
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: YI_WEN,
        name: ("译文暗号", "Cipher"),
        text: (
            "限一次：你可以将【破译】面朝下当作【调包】使用。",
            "Once a game: you may use a Decode face-down as a Switch.",
        ),
        limit: Limit::Game,
        ..Skill::BASE
    },
];

fn discardable(g: &Game, s: tianhei_core::Seat) -> Vec<CardId> {
    let colour = g.identity[s.index()].side().colour();
    g.hand(s)
        .iter()
        .copied()
        .filter(|&c| colour.is_none_or(|k| !g.card(c).colours.has(k)))
        .collect()
}
