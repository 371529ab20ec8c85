//! 黄济仁（药铺大夫）: 对症下药. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, all_intel, hand_opts, picked};
use crate::diezhan::{
    frame::Frame,
    opt::Opt,
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "黄济仁（药铺大夫）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "dui_zheng_xia_yao",
    name: ("对症下药", "The Right Cure"),
    text: (
        "争夺阶段，翻开此角色牌：摸三张牌，然后你可以展示两张含相同颜色的手牌，然后弃置一名角色情报区中的一张该颜色的情报。",
        "In a fight, flip this card: draw three; then you may show two hand cards that share a colour, then discard an intel of that colour from a player's area.",
    ),
    when: When::Fight,
    flip: true,
    run: |g, s| {
        g.draw(s, 3);
        Some(Question::many(
            s,
            "diezhan.dui_zheng_xia_yao_show",
            Text::new(
                "对症下药：展示两张含相同颜色的手牌（可以不选）",
                "The Right Cure: show two hand cards sharing a colour (or none)",
            ),
            hand_opts(g, s),
            (0, 2),
            Memo::default(),
            shown,
        ))
    },
    ..Skill::BASE
}];

fn shown(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let shared = g.show_pair(s, &picked(chosen))?;
    let opts: Vec<Opt> = all_intel(g, s, None)
        .into_iter()
        .filter(|o| matches!(*o, Opt::Intel { card, .. } if g.card(card).colours.shares(shared)))
        .collect();
    Some(Question::one(
        s,
        "diezhan.dui_zheng_xia_yao",
        Text::new(
            "对症下药：弃置一张该颜色的情报",
            "The Right Cure: discard an intel of that colour",
        ),
        opts,
        Memo::default(),
        |g, s, _, chosen| {
            if let Some(&c) = picked(chosen).first() {
                g.discard_intel(s, c);
            }
            None
        },
    ))
}
