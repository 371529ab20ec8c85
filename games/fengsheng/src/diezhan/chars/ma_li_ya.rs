//! 玛利亚（修女）: 藏身教堂. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;

use super::ask::{Memo, Question};
use crate::diezhan::{
    deck::Colour,
    frame::Event,
    opt::Opt,
    roster::roster,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "玛利亚（修女）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "cang_shen_jiao_tang",
    name: ("藏身教堂", "Sanctuary"),
    text: (
        "你传出的情报被接收后：若接收者是潜伏角色，你摸一张牌，然后可以将其角色牌翻至面朝下；若是公开角色，你可以将他的一张黑色情报收入你的手牌或置入你的情报区。",
        "After an intel you sent is received: if the receiver's character is a hidden one, draw one, then you may turn it face-down; if a public one, you may take one of his black intel into your hand or your intel area.",
    ),
    when: When::Trigger,
    on: |g, o, e| matches!(e, Event::Received { from, to, .. } if from == o && g.chars[to.index()].is_some() && g.alive(to)),
    fire: |g, o, e| {
        let Event::Received { to, .. } = e else {
            return None;
        };
        let c = g.chars[to.index()]?;
        if roster()[c.id as usize].hidden {
            g.draw(o, 1);
            if !c.face_up {
                return None;
            }
            return Some(Question::one(
                o,
                "diezhan.cang_shen_jiao_tang_flip",
                text!(
                    "藏身教堂：将{}号的角色牌翻至面朝下？",
                    "Sanctuary: turn seat {}'s character face-down?",
                    to.number()
                ),
                vec![Opt::Yes, Opt::No],
                Memo {
                    seat: Some(to),
                    ..Memo::default()
                },
                |g, _, m, chosen| {
                    if let Some(t) = m.seat
                        && chosen.first() == Some(&Opt::Yes)
                    {
                        g.turn_down(t);
                    }
                    None
                },
            ));
        }
        let mut opts: Vec<Opt> = g
            .intel(to)
            .iter()
            .filter(|&&k| g.card(k).colours.has(Colour::Black))
            .flat_map(|&card| {
                [
                    Opt::Take { card, intel: false },
                    Opt::Take { card, intel: true },
                ]
            })
            .collect();
        if opts.is_empty() {
            return None;
        }
        opts.push(Opt::No);
        Some(Question::one(
            o,
            "diezhan.cang_shen_jiao_tang",
            text!(
                "藏身教堂：将{}号的一张黑色情报收入手牌或置入你的情报区？",
                "Sanctuary: take one of seat {}'s black intel into your hand or your intel area?",
                to.number()
            ),
            opts,
            Memo::default(),
            |g, o, _, chosen| {
                match chosen.first() {
                    Some(&Opt::Take { card, intel: true }) => g.put_intel(o, card, o),
                    Some(&Opt::Take { card, intel: false }) => g.take_intel(o, card),
                    _ => {}
                }
                None
            },
        ))
    },
    ..Skill::BASE
}];
