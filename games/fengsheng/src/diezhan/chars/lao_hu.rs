//! 老虎（地下领袖）: 运筹帷幄. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! The cards not taken go back on top in the order they were in (the card lets him order
//! them; the order is his secret, and the bots gain nothing from choosing it).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, picked};
use crate::diezhan::{
    frame::Frame,
    opt::Opt,
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "老虎（地下领袖）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "yun_chou_wei_wo",
    name: ("运筹帷幄", "Strategist"),
    text: (
        "出牌阶段或争夺阶段，翻开此角色牌：查看牌堆顶的五张牌，将其中三张收入手牌，其余放回牌堆顶。",
        "In your main phase or in a fight, flip this card: look at the top five cards of the deck, take three into your hand and put the rest back on top.",
    ),
    when: When::MainOrFight,
    flip: true,
    run,
    ..Skill::BASE
}];

fn run(g: &mut Game, s: Seat) -> Option<Frame> {
    if g.zones.count(Zone::Deck) < 5 {
        g.zones.refill(Zone::Deck, Zone::Discard, &mut g.rng);
    }
    let deck = g.zones.cards(Zone::Deck);
    let top: Vec<_> = deck.iter().rev().take(5).copied().collect();
    if top.is_empty() {
        return None;
    }
    let names = g.names(&top);
    g.log.show(
        Audience::seat(s),
        "diezhan.yun_chou_wei_wo_look",
        text!("牌堆顶的牌：{}", "The top of the deck: {}", names),
    );
    let n = top.len().min(3) as u8;
    Some(Question::many(
        s,
        "diezhan.yun_chou_wei_wo",
        Text::new(
            "运筹帷幄：选择三张收入手牌",
            "Strategist: choose three to take into your hand",
        ),
        top.into_iter().map(|card| Opt::Pick { card }).collect(),
        (n, n),
        Memo::default(),
        |g, s, _, chosen| {
            let cards = picked(chosen);
            for &c in &cards {
                g.zones.move_to(c, Zone::Hand(s));
            }
            let names = g.names(&cards);
            g.say(
                Audience::seat(s),
                "diezhan.yun_chou_wei_wo_took",
                text!("你收入手牌：{}", "You take {}", names),
                &cards,
            );
            g.tell(
                "diezhan.yun_chou_wei_wo_took_n",
                text!(
                    "{}号从牌堆顶收入{}张手牌",
                    "Seat {} takes {} card(s) from the deck top",
                    s.number(),
                    cards.len()
                ),
            );
            None
        },
    ))
}
