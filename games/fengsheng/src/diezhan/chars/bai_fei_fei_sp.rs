//! 白菲菲（SP）（间谍）: 套取. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, picked};
use crate::diezhan::{
    frame::Frame,
    opt::Opt,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "白菲菲（SP）（间谍）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "tao_qu",
    name: ("套取", "Extract"),
    text: (
        "出牌阶段限一次：展示两张含相同颜色的手牌，然后将另一名角色情报区中的一张该颜色的情报收入你的手牌。",
        "Once in your main phase: show two hand cards sharing a colour, then take an intel of that colour from another player's area into your hand.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| g.hand(s).len() >= 2,
    run: |g, s| {
        Some(Question::many(
            s,
            "diezhan.tao_qu_show",
            Text::new(
                "套取：展示两张含相同颜色的手牌",
                "Extract: show two hand cards sharing a colour",
            ),
            hand_opts(g, s),
            (2, 2),
            Memo::default(),
            shown,
        ))
    },
    ..Skill::BASE
}];

fn shown(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let shared = g.show_pair(s, &picked(chosen))?;
    let opts: Vec<Opt> = g
        .alive_from(s)
        .into_iter()
        .filter(|&t| t != s)
        .flat_map(|t| g.intel_opts(t, None))
        .filter(|o| matches!(*o, Opt::Intel { card, .. } if g.card(card).colours.shares(shared)))
        .collect();
    Some(Question::one(
        s,
        "diezhan.tao_qu",
        Text::new(
            "套取：选择一张该颜色的情报收入手牌",
            "Extract: choose an intel of that colour",
        ),
        opts,
        Memo::default(),
        |g, s, _, chosen| {
            if let Some(&c) = picked(chosen).first() {
                g.take_intel(s, c);
            }
            None
        },
    ))
}
