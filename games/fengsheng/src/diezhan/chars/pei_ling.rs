//! 裴玲（电影明星）: 交际. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, hand_opts, picked, seat_of};
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
    usable: |g, s| {
        g.alive_from(s)
            .iter()
            .any(|&t| t != s && !g.hand(t).is_empty())
    },
    run: |g, s| {
        let opts = g
            .alive_from(s)
            .into_iter()
            .filter(|&t| t != s && !g.hand(t).is_empty())
            .map(|seat| Opt::Seat {
                seat,
                aim: Aim::Hurt,
            })
            .collect();
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
    g.event(crate::diezhan::frame::Event::Gave { from: t, to: s });
    let mut got = Vec::new();
    for _ in 0..2 {
        if let Some(c) = g.random_hand_card(t) {
            g.zones.move_to(c, crate::diezhan::state::Zone::Hand(s));
            got.push(c);
        }
    }
    let names = g.names(&got);
    g.say_passed(
        t,
        s,
        "diezhan.jiao_ji_took",
        Text::owned(
            format!(
                "{}号从{}号手牌中随机获得：{}",
                s.number(),
                t.number(),
                names.zh
            ),
            format!(
                "Seat {} takes at random from seat {}: {}",
                s.number(),
                t.number(),
                names.en
            ),
        ),
        &got,
    );
    g.tell(
        "diezhan.jiao_ji_took_n",
        Text::owned(
            format!(
                "{}号随机获得{}号的{}张手牌",
                s.number(),
                t.number(),
                got.len()
            ),
            format!(
                "Seat {} takes {} random card(s) from seat {}",
                s.number(),
                got.len(),
                t.number()
            ),
        ),
    );
    let n = got.len();
    let less = g.count(s, Colour::Black).min(n);
    let max = n.min(g.hand(s).len()) as u8;
    let min = (n - less).min(g.hand(s).len()) as u8;
    Some(Question::many(
        s,
        "diezhan.jiao_ji_give",
        Text::owned(
            format!("交际：交给{}号{}张手牌（可少交{}张）", t.number(), n, less),
            format!(
                "Socialite: give seat {} {} card(s) ({} fewer allowed)",
                t.number(),
                n,
                less
            ),
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
