//! 李醒（租借巡捕）: 搜缉. Tests: `diezhan/tests/characters.rs`, by skill name.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, picked, seat_of};
use crate::diezhan::{
    deck::Colour,
    frame::Frame,
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "李醒（租借巡捕）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "sou_ji",
    name: ("搜缉", "Search"),
    text: (
        "争夺阶段，翻开此角色牌：查看一名角色的手牌和待收情报，将其中任意张含黑色的牌展示并收入你的手牌。若收走待收情报，本回合立即结束（无人接收）。",
        "In a fight, flip this card: look at a player's hand and at the pending intel; take any number of black-containing cards among them into your hand, showing them. Taking the pending intel ends the turn at once (nobody receives).",
    ),
    when: When::Fight,
    flip: true,
    usable: |g, _| g.pending.is_some(),
    run: |g, s| {
        let opts = g
            .alive_from(s)
            .into_iter()
            .map(|seat| Opt::Seat {
                seat,
                aim: Aim::Hurt,
            })
            .collect();
        Some(Question::one(
            s,
            "diezhan.sou_ji_who",
            Text::new("搜缉：查看谁的手牌？", "Search: whose hand?"),
            opts,
            Memo::default(),
            looked,
        ))
    },
    ..Skill::BASE
}];

fn looked(g: &mut Game, s: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let t = seat_of(chosen)?;
    let pending = g.pending.as_mut()?;
    pending.seen.insert(s);
    let p = pending.card;
    let l = g.card(p).label();
    g.log.show(
        Audience::seat(s),
        "diezhan.sou_ji_look",
        text!("待收情报是{}", "The pending intel is {}", l),
    );
    let black = |c| g.card(c).colours.has(Colour::Black);
    let mut opts: Vec<Opt> = g
        .hand(t)
        .iter()
        .filter(|&&c| black(c))
        .map(|&card| Opt::Pick { card })
        .collect();
    if black(p) {
        opts.push(Opt::Pick { card: p });
    }
    let n = opts.len() as u8;
    Some(Question::many(
        s,
        "diezhan.sou_ji",
        text!(
            "搜缉：收走{}号手牌和待收情报中任意张含黑色的牌",
            "Search: take any black-containing cards of seat {}'s hand and the pending intel",
            t.number()
        ),
        opts,
        (0, n),
        Memo {
            seat: Some(t),
            ..Memo::default()
        },
        |g, s, m, chosen| {
            let cards = picked(chosen);
            if cards.is_empty() {
                return None;
            }
            let t = m.seat?;
            let pending = g.pending.as_ref().map(|p| p.card);
            for &c in &cards {
                if Some(c) == pending {
                    g.pending = None;
                    g.turn.fight_over = true;
                }
                g.zones.move_to(c, Zone::Hand(s));
            }
            let names = g.names(&cards);
            g.log.show(
                Audience::All,
                "diezhan.sou_ji",
                text!(
                    "{}号搜缉{}号，展示并收走：{}",
                    "Seat {} searches seat {}, showing and taking {}",
                    s.number(),
                    t.number(),
                    names
                ),
            );
            if g.pending.is_none() {
                g.tell(
                    "diezhan.sou_ji_end",
                    Text::new(
                        "待收情报被收走，本回合结束",
                        "The pending intel is taken: the turn ends",
                    ),
                );
            }
            None
        },
    ))
}
