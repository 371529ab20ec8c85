//! 阿芙罗拉（赌场荷官）: 妙手. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! A player with no card in hand or intel area cannot be chosen (reference §7 A12).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "阿芙罗拉（赌场荷官）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "miao_shou",
    name: ("妙手", "Sleight of Hand"),
    text: (
        "争夺阶段，翻开此角色牌：弃置待收情报，然后查看一名角色的手牌和情报区，将其中一张牌正面朝上作为待收情报置于任意一名角色面前。",
        "In a fight, flip this card: discard the pending intel; look at a player's hand and intel area, and put one of those cards face-up as the pending intel in front of any player.",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, s| {
        g.pending.is_some()
            && g.alive_from(s)
                .iter()
                .any(|&t| !g.hand(t).is_empty() || !g.intel(t).is_empty())
    },
    run: |g, s| {
        let opts = g
            .alive_from(s)
            .into_iter()
            .filter(|&t| !g.hand(t).is_empty() || !g.intel(t).is_empty())
            .map(|seat| Opt::Seat {
                seat,
                aim: Aim::Hurt,
            })
            .collect();
        Some(Question::one(
            s,
            "diezhan.miao_shou_who",
            Text::new(
                "妙手：查看谁的手牌和情报区？",
                "Sleight of Hand: look at whose cards?",
            ),
            opts,
            Memo::default(),
            looked,
        ))
    },
    ..Skill::BASE
}];

fn looked(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let mut opts: Vec<Opt> = g.hand(t).iter().map(|&card| Opt::Pick { card }).collect();
    opts.extend(g.intel_opts(t, None));
    Some(Question::one(
        s,
        "diezhan.miao_shou_card",
        text!(
            "妙手：选择{}号的一张牌作为待收情报",
            "Sleight of Hand: choose one of seat {}'s cards as the pending intel",
            t.number()
        ),
        opts,
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let card = *picked(chosen).first()?;
            let opts = g
                .alive_from(s)
                .into_iter()
                .map(|seat| Opt::Seat {
                    seat,
                    aim: Aim::Intel,
                })
                .collect();
            Some(Question::one(
                s,
                "diezhan.miao_shou_to",
                Text::new("妙手：置于谁面前？", "Sleight of Hand: in front of whom?"),
                opts,
                Memo {
                    card: Some(card),
                    ..m
                },
                placed,
            ))
        },
    ))
}

fn placed(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (Some(card), Some(to)) = (m.card, seat_of(chosen)) else {
        return None;
    };
    g.replace_pending(card, to, true);
    let l = g.card(card).label();
    g.say(
        Audience::All,
        "diezhan.miao_shou",
        text!(
            "{}号将{}正面朝上作为待收情报置于{}号面前",
            "Seat {} lays {} face-up as the pending intel in front of seat {}",
            s.number(),
            l,
            to.number()
        ),
        &[card],
    );
    None
}
