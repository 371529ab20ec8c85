//! 高桥智子（艺伎）: 惑心. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, others_with_hand, picked, seat_of};
use crate::diezhan::{
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Limit, Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "高桥智子（艺伎）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "huo_xin",
    name: ("惑心", "Beguile"),
    text: (
        "出牌阶段限一次：展示牌堆顶的牌，然后查看一名角色的手牌并弃置其中一张；若弃置的牌与展示的牌含相同颜色，改为将其收入你的手牌。",
        "Once in your main phase: show the deck top, look at a player's hand and discard one of its cards; if it shares a colour with the shown card, take it into your hand instead.",
    ),
    when: When::Main,
    limit: Limit::Turn,
    usable: |g, s| !others_with_hand(g, s, Aim::Hurt).is_empty(),
    run: |g, s| {
        let top = g.zones.peek(Zone::Deck, Zone::Discard, &mut g.rng)?;
        g.zones.move_to(top, Zone::Revealed);
        let l = g.card(top).label();
        g.say(
            Audience::All,
            "diezhan.huo_xin_top",
            text!("牌堆顶的牌是{}", "The deck top is {}", l),
            &[top],
        );
        g.zones.move_to(top, Zone::Deck);
        let opts = others_with_hand(g, s, Aim::Hurt);
        Some(Question::one(
            s,
            "diezhan.huo_xin_who",
            Text::new("惑心：查看谁的手牌？", "Beguile: whose hand?"),
            opts,
            Memo {
                card: Some(top),
                ..Memo::default()
            },
            looked,
        ))
    },
    ..Skill::BASE
}];

fn looked(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let opts = g.hand(t).iter().map(|&card| Opt::Pick { card }).collect();
    Some(Question::one(
        s,
        "diezhan.huo_xin_card",
        text!(
            "惑心：弃置{}号的哪一张手牌？",
            "Beguile: which of seat {}'s cards?",
            t.number()
        ),
        opts,
        Memo { seat: Some(t), ..m },
        |g, s, m, chosen| {
            let (Some(t), Some(top), Some(&c)) = (m.seat, m.card, picked(chosen).first()) else {
                return None;
            };
            if g.card(c).colours.shares(g.card(top).colours) {
                g.take_from(s, t, c);
            } else {
                g.discard_from_hand(t, c);
            }
            None
        },
    ))
}
