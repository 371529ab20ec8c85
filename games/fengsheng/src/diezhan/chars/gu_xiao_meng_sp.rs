//! 顾小梦（SP）: 羁绊. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "顾小梦（SP）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "ji_ban",
    name: ("羁绊", "Bond"),
    text: (
        "出牌阶段限一次：你可以摸两张牌，然后将至少一张手牌交给另一名角色。",
        "Once in your main phase: you may draw two, then give at least one hand card to another player.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| g.alive_from(s).len() > 1,
    run,
    ..Skill::BASE
}];

fn run(g: &mut Game, s: Seat) -> Option<Frame> {
    g.draw(s, 2);
    let n = g.hand(s).len() as u8;
    Some(Question::many(
        s,
        "diezhan.ji_ban_cards",
        Text::new(
            "羁绊：选择至少一张手牌交给另一名角色",
            "Bond: choose at least one hand card to give another player",
        ),
        hand_opts(g, s),
        (1, n),
        Memo::default(),
        cards_chosen,
    ))
}

fn cards_chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let cards = picked(chosen);
    if cards.is_empty() {
        return None;
    }
    Some(Question::one(
        s,
        "diezhan.ji_ban_to",
        Text::new("羁绊：交给谁？", "Bond: give them to whom?"),
        others(g, s, Aim::Help),
        Memo {
            cards,
            ..Memo::default()
        },
        given,
    ))
}

fn given(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    if let Some(to) = seat_of(chosen) {
        g.give(s, to, &m.cards);
    }
    None
}
