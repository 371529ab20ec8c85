//! 王魁（黑帮打手）: 以牙还牙. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_where, picked, seat_of};
use crate::diezhan::{
    deck::{Arrow, Colour},
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "王魁（黑帮打手）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "yi_ya_huan_ya",
    name: ("以牙还牙", "Tit for Tat"),
    text: (
        "你接收含黑色的情报后，可以将一张含黑色的手牌置入传出者或其相邻的存活角色的情报区，然后摸一张牌。",
        "After you receive an intel with black in it, you may put a black-containing hand card into the intel area of its sender or of a living neighbour of his, then draw one.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| {
        matches!(e, Event::Received { to, card, .. } if to == o && g.card(card).colours.has(Colour::Black))
            && g.has_black_in_hand(o)
    },
    fire,
    ..Skill::BASE
}];

fn fire(g: &mut Game, o: Seat, e: Event) -> Option<Frame> {
    let Event::Received { from, .. } = e else {
        return None;
    };
    let opts = hand_where(g, o, |k| k.has(Colour::Black));
    Some(Question::one(
        o,
        "diezhan.yi_ya_huan_ya_card",
        Text::new(
            "以牙还牙：选择一张含黑色的手牌",
            "Tit for Tat: choose a black-containing hand card",
        ),
        opts,
        Memo {
            seat: Some(from),
            ..Memo::default()
        },
        card_chosen,
    ))
}

fn card_chosen(g: &mut Game, o: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let card = *picked(chosen).first()?;
    let from = m.seat?;
    let mut to = Vec::new();
    if g.alive(from) {
        to.push(from);
    }
    for a in [Arrow::Left, Arrow::Right] {
        if let Some(n) = g.nearest(from, a)
            && !to.contains(&n)
        {
            to.push(n);
        }
    }
    Some(Question::one(
        o,
        "diezhan.yi_ya_huan_ya_to",
        Text::new(
            "以牙还牙：置入谁的情报区？",
            "Tit for Tat: into whose intel area?",
        ),
        to.into_iter()
            .map(|seat| Opt::Seat {
                seat,
                aim: Aim::Hurt,
            })
            .collect(),
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            if let (Some(c), Some(t)) = (m.card, seat_of(chosen)) {
                g.put_intel(o, c, t);
                g.draw(o, 1);
            }
            None
        },
    ))
}
