//! 端木静（学生）: 新思潮. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, picked};
use crate::diezhan::{
    frame::Frame,
    opt::Opt,
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "端木静（学生）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "xin_si_chao",
    name: ("新思潮", "New Thought"),
    text: (
        "出牌阶段限一次：弃置一张手牌，然后摸两张牌。",
        "Once in your main phase: discard a hand card, then draw two.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| !g.hand(s).is_empty(),
    run,
    ..Skill::BASE
}];

fn run(g: &mut Game, s: Seat) -> Option<Frame> {
    Some(Question::one(
        s,
        "diezhan.xin_si_chao",
        Text::new("新思潮：弃置一张手牌", "New Thought: discard a hand card"),
        hand_opts(g, s),
        Memo::default(),
        discarded,
    ))
}

fn discarded(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    if let Some(&c) = picked(chosen).first() {
        g.discard_from_hand(s, c);
        g.draw(s, 2);
    }
    None
}
