//! 墨红霜（SP）（危险情人）: 朝百合, 暮蔷薇. Tests: `diezhan/tests/characters_late.rs`, by
//! skill name.
//!
//! Dealt only with the `mo_hong_shuang` option (rulings: her printed texts name the real
//! person's gender). "女性角色或女性玩家" and "男性玩家" read as a face-up female or male
//! character (reference §7 A17): a face-down character has no gender.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::ask::{Memo, Question, picked, seat_of};
use crate::diezhan::{
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::Game,
};

pub(crate) const NAME: &str = "墨红霜（SP）（危险情人）";

/// Living players whose face-up character is of this gender.
fn of_gender(g: &Game, s: Seat, female: bool, aim: Aim) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| g.gender(t) == Some(female))
        .map(|seat| Opt::Seat { seat, aim })
        .collect()
}

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "zhao_bai_he",
        name: ("朝百合", "Morning Lily"),
        text: (
            "争夺阶段，你可以翻开此角色牌，然后令一名女性角色摸一张牌或随机弃置一张手牌（由你选择）。",
            "In a fight, you may flip this card: a female character draws one or discards a random hand card (your choice).",
        ),
        when: When::Fight,
        flip: true,
        // Flipping makes her a female character: she may choose herself.
        usable: |g, _| g.pending.is_some(),
        run: |g, s| {
            Some(Question::one(
                s,
                "diezhan.zhao_bai_he_who",
                Text::new(
                    "朝百合：选择一名女性角色",
                    "Morning Lily: choose a female character",
                ),
                of_gender(g, s, true, Aim::Help),
                Memo::default(),
                |_, s, _, chosen| {
                    let t = seat_of(chosen)?;
                    Some(Question::one(
                        s,
                        "diezhan.zhao_bai_he_what",
                        text!(
                            "朝百合：令{}号摸一张牌（是），或随机弃置她一张手牌（否）？",
                            "Morning Lily: seat {} draws one (yes), or discards a random hand card (no)?",
                            t.number()
                        ),
                        vec![Opt::Yes, Opt::No],
                        Memo {
                            seat: Some(t),
                            ..Memo::default()
                        },
                        |g, _, m, chosen| {
                            let t = m.seat?;
                            if chosen.first() == Some(&Opt::Yes) {
                                g.draw(t, 1);
                            } else if let Some(c) = g.random_hand_card(t) {
                                g.discard_from_hand(t, c);
                            }
                            None
                        },
                    ))
                },
            ))
        },
        ..Skill::BASE
    },
    Skill {
        key: "mu_qiang_wei",
        name: ("暮蔷薇", "Evening Rose"),
        text: (
            "你的回合中，你接收情报后，可以将此角色牌翻至面朝下，然后将你情报区的一张情报加入手牌，然后将一张手牌置入一名男性玩家的情报区。",
            "In your turn, after you receive an intel, you may turn this card face-down, take an intel of your area into your hand, then put a hand card into a male player's intel area.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| {
            matches!(e, Event::Received { to, .. } if to == o)
                && g.turn.active == o
                && !g.intel(o).is_empty()
        },
        fire: |g, o, _| {
            // The males are those face-up now, before she turns face-down.
            g.turn_down(o);
            Some(Question::one(
                o,
                "diezhan.mu_qiang_wei_take",
                Text::new(
                    "暮蔷薇：将你情报区的一张情报加入手牌",
                    "Evening Rose: take an intel of your area into your hand",
                ),
                g.intel_opts(o, None),
                Memo::default(),
                taken,
            ))
        },
        ..Skill::BASE
    },
];

fn taken(g: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let c = *picked(chosen).first()?;
    g.take_intel(o, c);
    let males = of_gender(g, o, false, Aim::Hurt);
    if males.is_empty() {
        g.tell(
            "diezhan.mu_qiang_wei_none",
            Text::new(
                "没有面朝上的男性角色：暮蔷薇不再置入情报",
                "No face-up male character: Evening Rose puts no card",
            ),
        );
        return None;
    }
    Some(Question::one(
        o,
        "diezhan.mu_qiang_wei_who",
        Text::new(
            "暮蔷薇：将一张手牌置入哪名男性角色的情报区？",
            "Evening Rose: into which male character's intel area?",
        ),
        males,
        Memo::default(),
        |g, o, _, chosen| {
            let t = seat_of(chosen)?;
            let hand = g.hand(o).iter().map(|&card| Opt::Pick { card }).collect();
            Some(Question::one(
                o,
                "diezhan.mu_qiang_wei_card",
                text!(
                    "暮蔷薇：选择置入{}号情报区的手牌",
                    "Evening Rose: the hand card for seat {}'s area",
                    t.number()
                ),
                hand,
                Memo {
                    seat: Some(t),
                    ..Memo::default()
                },
                |g, o, m, chosen| {
                    if let (Some(t), Some(&c)) = (m.seat, picked(chosen).first()) {
                        g.put_intel(o, c, t);
                    }
                    None
                },
            ))
        },
    ))
}
