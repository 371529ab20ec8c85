//! 小九（报童）: 广发报. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "小九（报童）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "guang_fa_bao",
    name: ("广发报", "Newsboy"),
    text: (
        "争夺阶段，翻开此角色牌：摸三张牌，然后可以将任意张手牌置入任意角色的情报区（不能使其某种颜色的情报达到三张）。",
        "In a fight, flip this card: draw three; then you may put any number of hand cards into any players' intel areas, never giving anyone three of a colour.",
    ),
    when: When::Fight,
    flip: true,
    run: |g, s| {
        g.draw(s, 3);
        Some(ask_card(g, s))
    },
    ..Skill::BASE
}];

fn ask_card(g: &Game, s: Seat) -> Frame {
    let mut opts: Vec<Opt> = g
        .hand(s)
        .iter()
        .filter(|&&c| g.alive_from(s).iter().any(|&t| !g.would_three(t, c)))
        .map(|&card| Opt::Pick { card })
        .collect();
    opts.push(Opt::No);
    Question::one(
        s,
        "diezhan.guang_fa_bao_card",
        Text::new(
            "广发报：选择一张手牌置入情报区，或“否”结束",
            "Newsboy: choose a hand card to put into an intel area, or No to stop",
        ),
        opts,
        Memo::default(),
        |g, s, _, chosen| {
            let card = *picked(chosen).first()?;
            let opts = g
                .alive_from(s)
                .into_iter()
                .filter(|&t| !g.would_three(t, card))
                .map(|seat| Opt::Seat {
                    seat,
                    aim: Aim::Help,
                })
                .collect();
            Some(Question::one(
                s,
                "diezhan.guang_fa_bao_to",
                Text::new(
                    "广发报：置入谁的情报区？",
                    "Newsboy: into whose intel area?",
                ),
                opts,
                Memo {
                    card: Some(card),
                    ..Memo::default()
                },
                |g, s, m, chosen| {
                    let (Some(c), Some(to)) = (m.card, seat_of(chosen)) else {
                        return None;
                    };
                    g.put_intel(s, c, to);
                    Some(ask_card(g, s))
                },
            ))
        },
    )
}
