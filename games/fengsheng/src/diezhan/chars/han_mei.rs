//! 韩梅（卖花女）: 移花接木. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, all_intel, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "韩梅（卖花女）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "yi_hua_jie_mu",
    name: ("移花接木", "Graft"),
    text: (
        "争夺阶段，翻开此角色牌：将一名角色情报区中的一张情报置入另一名角色的情报区；若会使其某种颜色的情报达到三张，改为收入你的手牌。",
        "In a fight, flip this card: move an intel from a player's area into another player's area; if that would give him three of a colour, it goes into your hand instead.",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, s| !all_intel(g, s, None).is_empty(),
    run: |g, s| {
        let opts = all_intel(g, s, None);
        Some(Question::one(
            s,
            "diezhan.yi_hua_jie_mu_card",
            Text::new("移花接木：选择一张情报", "Graft: choose an intel"),
            opts,
            Memo::default(),
            chosen,
        ))
    },
    ..Skill::BASE
}];

fn chosen(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (from, card) = chosen.iter().find_map(|o| match *o {
        Opt::Intel { seat, card } => Some((seat, card)),
        _ => None,
    })?;
    let opts = g
        .alive_from(s)
        .into_iter()
        .filter(|&t| t != from)
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Hurt,
        })
        .collect();
    Some(Question::one(
        s,
        "diezhan.yi_hua_jie_mu_to",
        Text::new(
            "移花接木：置入谁的情报区？",
            "Graft: into whose intel area?",
        ),
        opts,
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let (Some(card), Some(to)) = (m.card, seat_of(chosen)) else {
                return None;
            };
            if g.would_three(to, card) {
                g.take_intel(s, card);
            } else {
                g.put_intel(s, card, to);
            }
            None
        },
    ))
}
