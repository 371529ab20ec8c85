//! 白小年（秘书）: 转交. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, seat_of};
use crate::diezhan::{
    deck::Colour,
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "白小年（秘书）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "zhuan_jiao",
    name: ("转交", "Hand Over"),
    text: (
        "你使用一张手牌结算后，可以将你情报区中的一张非黑色情报置入另一名角色的情报区（不能使其某种颜色的情报达到三张），然后摸两张牌。",
        "After a hand card you used resolves, you may move a non-black intel from your area into another player's area (not giving him three of a colour), then draw two.",
    ),
    when: When::Trigger,
    optional: true,
    on: |g, o, e| matches!(e, Event::Used { user, .. } if user == o) && !movable(g, o).is_empty(),
    fire: |g, o, _| {
        Some(Question::one(
            o,
            "diezhan.zhuan_jiao",
            Text::new(
                "转交：选择一张非黑色情报",
                "Hand Over: choose a non-black intel",
            ),
            movable(g, o),
            Memo::default(),
            chosen,
        ))
    },
    ..Skill::BASE
}];

fn movable(g: &Game, o: Seat) -> Vec<Opt> {
    g.intel(o)
        .iter()
        .filter(|&&c| !g.card(c).colours.has(Colour::Black))
        .filter(|&&c| {
            g.alive_from(o)
                .iter()
                .any(|&t| t != o && !g.would_three(t, c))
        })
        .map(|&card| Opt::Intel { seat: o, card })
        .collect()
}

fn chosen(g: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let card = super::ask::picked(chosen).first().copied()?;
    let opts = g
        .alive_from(o)
        .into_iter()
        .filter(|&t| t != o && !g.would_three(t, card))
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Help,
        })
        .collect();
    Some(Question::one(
        o,
        "diezhan.zhuan_jiao_to",
        Text::new(
            "转交：置入谁的情报区？",
            "Hand Over: into whose intel area?",
        ),
        opts,
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            if let (Some(c), Some(t)) = (m.card, seat_of(chosen)) {
                g.put_intel(o, c, t);
                g.draw(o, 2);
            }
            None
        },
    ))
}
