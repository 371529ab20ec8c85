//! 裴玲（电影明星）: 交际. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, others_with_hand, picked, seat_of};
use crate::diezhan::{
    deck::Colour,
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "裴玲（电影明星）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "jiao_ji",
    name: ("交际", "Socialite"),
    text: (
        "出牌阶段限一次：随机获得一名角色的至多两张手牌，然后交给他等量的手牌（你每有一张黑色情报，可以少交一张）。",
        "Once in your main phase: take up to two random cards from a player's hand, then give him back as many hand cards, one fewer for each black intel you have (you may).",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| !others_with_hand(g, s, Aim::Hurt).is_empty(),
    run: |g, s| {
        let opts = others_with_hand(g, s, Aim::Hurt);
        Some(Question::one(
            s,
            "diezhan.jiao_ji_who",
            Text::new("交际：选择一名角色", "Socialite: choose a player"),
            opts,
            Memo::default(),
            taken,
        ))
    },
    ..Skill::BASE
}];

fn taken(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let got: Vec<_> = (0..2).filter_map(|_| g.take_random(s, t)).collect();
    let n = got.len();
    let less = g.count(s, Colour::Black).min(n);
    let max = n.min(g.hand(s).len()) as u8;
    let min = (n - less).min(g.hand(s).len()) as u8;
    Some(Question::many(
        s,
        "diezhan.jiao_ji_give",
        text!(
            "交际：交给{}号{}张手牌（可少交{}张）",
            "Socialite: give seat {} {} card(s) ({} fewer allowed)",
            t.number(),
            n,
            less
        ),
        hand_opts(g, s),
        (min, max),
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let cards = picked(chosen);
            if let Some(t) = m.seat
                && !cards.is_empty()
            {
                g.give(s, t, &cards);
            }
            None
        },
    ))
}
