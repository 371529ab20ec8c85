//! 白沧浪（情场浪子）: 博爱. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "白沧浪（情场浪子）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "bo_ai",
    name: ("博爱", "Universal Love"),
    text: (
        "出牌阶段限一次：摸一张牌，然后可以将一张手牌交给另一名角色；若他是女性角色，你再摸一张牌。",
        "Once in your main phase: draw one; then you may give a hand card to another player; if his character is female (face-up), draw one more.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    run,
    ..Skill::BASE
}];

fn run(g: &mut Game, s: Seat) -> Option<Frame> {
    g.draw(s, 1);
    Some(Question::many(
        s,
        "diezhan.bo_ai_card",
        Text::new(
            "博爱：选择一张手牌交给另一名角色（可以不选）",
            "Universal Love: choose a hand card to give another player (or none)",
        ),
        hand_opts(g, s),
        (0, 1),
        Memo::default(),
        card_chosen,
    ))
}

fn card_chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let card = *picked(chosen).first()?;
    Some(Question::one(
        s,
        "diezhan.bo_ai_to",
        Text::new("博爱：交给谁？", "Universal Love: give it to whom?"),
        others(g, s, Aim::Help),
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        given,
    ))
}

fn given(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (Some(card), Some(to)) = (m.card, seat_of(chosen)) else {
        return None;
    };
    g.give(s, to, &[card]);
    if g.gender(to) == Some(true) {
        g.draw(s, 1);
    }
    None
}
