//! 韩梅（特务学员）, 青年韩梅: 冷血训练. Tests: `diezhan/tests/characters_late.rs`, by
//! skill name.
//!
//! Offered wherever she must send — her own 传递阶段 and a 密令 aimed at her — beside the
//! hand cards she could send; what she decides goes back to the sending (`turn.skill_send`),
//! which goes on as for any send.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, SeatSet, Text};

use super::ask::{Memo, Question, seat_of};
use crate::diezhan::{
    deck::{Colour, Kind},
    frame::{Frame, Sent, SkillSend},
    opt::{Aim, Opt},
    sending::first_stops,
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "韩梅（特务学员）";

pub(crate) static SKILLS: &[Skill] = &[Skill {
    key: "leng_xue_xun_lian",
    name: ("冷血训练", "Cold-Blooded Training"),
    text: (
        "你需要传出情报时，可以改为展示牌堆顶的两张牌，从中选择一张（若有黑色牌则必须选择黑色牌）作为情报面朝上传出，并锁定一名角色，且所有角色本回合不能使用【调包】，然后将另一张加入你的手牌。",
        "When you must send intel, you may instead show the top two cards of the deck, send one of them face-up (a black one if there is one), lock a player, and nobody may use Switch this turn; the other goes to your hand.",
    ),
    when: When::Send,
    usable: |g, _| g.zones.count(Zone::Deck) + g.zones.count(Zone::Discard) > 0,
    run: |g, s| {
        let mut shown = Vec::new();
        for _ in 0..2 {
            if let Some(c) = g
                .zones
                .draw(Zone::Deck, Zone::Discard, Zone::Revealed, &mut g.rng)
            {
                shown.push(c);
            }
        }
        let names = g.names(&shown);
        g.say(
            Audience::All,
            "diezhan.leng_xue_shown",
            text!(
                "{}号展示牌堆顶：{}",
                "Seat {} shows the deck top: {}",
                s.number(),
                names
            ),
            &shown,
        );
        let black: Vec<_> = shown
            .iter()
            .copied()
            .filter(|&c| g.card(c).colours.has(Colour::Black))
            .collect();
        let allowed = if black.is_empty() { &shown } else { &black };
        let mut opts = Vec::new();
        for &card in allowed {
            for to in first_stops(g, s, g.card(card).arrow) {
                opts.push(Opt::Send {
                    card,
                    to,
                    arrow: None,
                });
            }
        }
        Some(Question::one(
            s,
            "diezhan.leng_xue_send",
            Text::new(
                "冷血训练：选择传出的牌（有黑色牌时须选黑色牌）",
                "Cold-Blooded Training: choose the card to send (a black one if there is one)",
            ),
            opts,
            Memo {
                cards: shown,
                ..Memo::default()
            },
            chosen_card,
        ))
    },
    ..Skill::BASE
}];

fn chosen_card(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let Some(&Opt::Send { card, to, .. }) = chosen.first() else {
        // Nothing could be sent: the cards shown go to her hand.
        for c in m.cards {
            g.zones.move_to(c, Zone::Hand(s));
        }
        return None;
    };
    let opts = g
        .alive_from(s)
        .into_iter()
        .filter(|&t| t != s)
        .map(|seat| Opt::Seat {
            seat,
            aim: Aim::Intel,
        })
        .collect();
    Some(Question::one(
        s,
        "diezhan.leng_xue_lock",
        Text::new(
            "冷血训练：锁定一名角色",
            "Cold-Blooded Training: lock a player",
        ),
        opts,
        Memo {
            card: Some(card),
            other: Some(to),
            ..m
        },
        locked,
    ))
}

fn locked(g: &mut Game, s: Seat, m: Memo, chosen: &[Opt]) -> Option<Frame> {
    let (card, to) = (m.card?, m.other?);
    let lock = seat_of(chosen);
    if !g.turn.banned.contains(&Kind::Switch) {
        g.turn.banned.push(Kind::Switch);
    }
    g.tell(
        "diezhan.leng_xue_ban",
        Text::new(
            "本回合所有角色不能使用【调包】",
            "Nobody may use Switch this turn",
        ),
    );
    for c in m.cards {
        if c != card {
            let l = g.card(c).label();
            g.say(
                Audience::All,
                "diezhan.leng_xue_keep",
                text!(
                    "{}号将{}加入手牌",
                    "Seat {} takes {} into her hand",
                    s.number(),
                    l
                ),
                &[c],
            );
            g.zones.move_to(c, Zone::Hand(s));
        }
    }
    g.turn.skill_send = Some(SkillSend {
        sent: Sent {
            sender: s,
            card,
            to,
            arrow: g.card(card).arrow,
            face_up: true,
            seen: SeatSet::one(s),
        },
        lock: Some(lock),
    });
    None
}
