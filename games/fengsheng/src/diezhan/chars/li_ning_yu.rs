//! 李宁玉（译电科科长）: 就计, 城府, 遗信. Tests: `diezhan/tests/characters_late.rs`, by
//! skill name.
//!
//! 就计 answers a 试探, 威逼 or 利诱 aimed at her between its use and its resolution
//! (`using.rs`); the card she keeps is taken when it would leave play ([`Game::spend`]),
//! after it has resolved — nothing for a card used "as if" (诡诈). 城府 is a rule of 试探
//! and 威逼 (`cards.rs` asks [`Game::deep_mind`]), so a 就计 that has just flipped her
//! already voids the card it answers (reference §6: she still takes it).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::ask::{Memo, Question, hand_opts, others, picked, seat_of};
use crate::diezhan::{
    deck::{CardId, Kind},
    frame::{Event, Frame},
    opt::{Aim, Opt},
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "李宁玉（译电科科长）";

const CHENG_FU: &str = "cheng_fu";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: "jiu_ji",
        name: ("就计", "Play Along"),
        text: (
            "你被【试探】【威逼】或【利诱】指定为目标后，你可以翻开此角色牌，然后摸两张牌，并在触发此技能的卡牌结算后，将其加入你的手牌。",
            "After you are targeted by a Probe, Coerce or Entice, you may flip this card: draw two, and once that card has resolved, take it into your hand.",
        ),
        when: When::Trigger,
        flip: true,
        optional: true,
        on: |_, o, e| matches!(e, Event::Using { kind: Kind::Probe | Kind::Coerce | Kind::Entice, target, .. } if target == Some(o)),
        fire: |g, o, _| {
            g.draw(o, 2);
            if let Some(u) = g.in_use.as_mut()
                && u.card.is_some()
            {
                u.keep = Some(o);
            }
            None
        },
        worth: |_, _| 1,
        ..Skill::BASE
    },
    Skill {
        key: CHENG_FU,
        name: ("城府", "Inscrutable"),
        text: (
            "【试探】和【威逼】对你无效。",
            "Probes and Coerces have no effect on you.",
        ),
        ..Skill::BASE
    },
    Skill {
        key: "yi_xin",
        name: ("遗信", "Last Letter"),
        text: (
            "你死亡前，可以将一张手牌置入另一名角色的情报区。",
            "Before you die, you may put a hand card into another player's intel area.",
        ),
        when: When::Trigger,
        optional: true,
        at_death: true,
        on: |g, o, e| {
            matches!(e, Event::BeforeDeath { seat } if seat == o)
                && !g.hand(o).is_empty()
                && g.alive_from(o).iter().any(|&t| t != o)
        },
        fire: |g, o, _| {
            Some(Question::one(
                o,
                "diezhan.yi_xin_card",
                Text::new(
                    "遗信：选择一张手牌置入另一名角色的情报区",
                    "Last Letter: choose a hand card to put into another player's intel area",
                ),
                hand_opts(g, o),
                Memo::default(),
                letter_to,
            ))
        },
        ..Skill::BASE
    },
];

/// 遗信's card chosen: into whose area.
fn letter_to(g: &mut Game, o: Seat, _: Memo, chosen: &[Opt]) -> Option<Frame> {
    let card = *picked(chosen).first()?;
    Some(Question::one(
        o,
        "diezhan.yi_xin_to",
        Text::new(
            "遗信：置入谁的情报区？",
            "Last Letter: into whose intel area?",
        ),
        others(g, o, Aim::Intel),
        Memo {
            card: Some(card),
            ..Memo::default()
        },
        |g, o, m, chosen| {
            if let (Some(c), Some(t)) = (m.card, seat_of(chosen)) {
                g.put_intel(o, c, t);
            }
            None
        },
    ))
}

impl Game {
    /// Whether the 试探 or 威逼 `card` of `user` has no effect on `target` (城府); if so it
    /// is spent.
    pub(crate) fn deep_mind(&mut self, user: Seat, target: Seat, card: CardId) -> bool {
        if !self.has_up(target, CHENG_FU) {
            return false;
        }
        let probe = self.card(card).kind == Kind::Probe;
        let at = if probe {
            Zone::Removed
        } else {
            Zone::Resolving
        };
        self.zones.move_to(card, at);
        let name = if probe {
            self.card(card).kind.name()
        } else {
            self.card(card).label()
        };
        let shown = if probe { Vec::new() } else { vec![card] };
        self.say(
            Audience::All,
            "diezhan.cheng_fu",
            text!(
                "{}号对{}号使用{}，因【城府】无效",
                "Seat {0} uses {2} on seat {1}: no effect (Inscrutable)",
                user.number(),
                target.number(),
                name
            ),
            &shown,
        );
        self.spend(card, if probe { Zone::Removed } else { Zone::Discard });
        true
    }
}
