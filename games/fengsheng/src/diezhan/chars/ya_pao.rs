//! 哑炮（乞丐）: 守口如瓶, 憨厚老实. Tests: `diezhan/tests/characters.rs`, by skill name.
//!
//! 守口如瓶 is a rule of 试探 and 威逼 (`cards.rs` asks [`Game::no_effect`] as they
//! resolve).

use tianhei_core::text;
use tianhei_core::{Audience, Seat};

use crate::diezhan::{
    deck::{CardId, Kind},
    frame::Event,
    skill::{Skill, When},
    state::{Game, Zone},
};

pub(crate) const NAME: &str = "哑炮（乞丐）";

const SHOU_KOU: &str = "shou_kou_ru_ping";

pub(crate) static SKILLS: &[Skill] = &[
    Skill {
        key: SHOU_KOU,
        name: ("守口如瓶", "Tight-Lipped"),
        text: (
            "你使用【试探】或【威逼】后，或成为其目标后：该牌无效；本回合第一次时你与对方各摸一张牌，之后只有你摸一张牌。",
            "After you use a Probe or Coerce, or are its target: it has no effect; the first time this turn you and the other both draw one, later only you draw one.",
        ),
        ..Skill::BASE
    },
    Skill {
        key: "han_hou_lao_shi",
        name: ("憨厚老实", "Simple and Honest"),
        text: (
            "你传出的情报被其他角色接收后，接收者随机获得你的一张手牌。",
            "After an intel you sent is received by another player, the receiver takes a random card from your hand.",
        ),
        when: When::Trigger,
        on: |g, o, e| {
            matches!(e, Event::Received { from, to, .. } if from == o && to != o && g.alive(to))
                && !g.hand(o).is_empty()
        },
        fire: |g, o, e| {
            if let Event::Received { to, .. } = e {
                g.take_random(to, o);
            }
            None
        },
        ..Skill::BASE
    },
];

impl Game {
    /// Whether the 试探 or 威逼 `card` of `user` on `target` has no effect (守口如瓶);
    /// if so it is spent and the draws are made.
    pub(crate) fn no_effect(&mut self, user: Seat, target: Seat, card: CardId) -> bool {
        let owner = [user, target]
            .into_iter()
            .find(|&s| self.has_up(s, SHOU_KOU));
        let Some(owner) = owner else {
            return false;
        };
        let to = if self.card(card).kind == Kind::Probe {
            Zone::Removed
        } else {
            Zone::Discard
        };
        self.zones.move_to(card, Zone::Resolving);
        let l = self.card(card).label();
        let shown = if to == Zone::Discard {
            vec![card]
        } else {
            Vec::new()
        };
        let name = if to == Zone::Discard {
            l.clone()
        } else {
            self.card(card).kind.name()
        };
        self.say(
            Audience::All,
            "diezhan.shou_kou_ru_ping",
            text!(
                "{}号对{}号使用{}，因【守口如瓶】无效",
                "Seat {0} uses {2} on seat {1}: no effect (Tight-Lipped)",
                user.number(),
                target.number(),
                name
            ),
            &shown,
        );
        self.spend(card, to);
        self.draw(owner, 1);
        if !self.turn.both_drew {
            self.turn.both_drew = true;
            let other = if owner == user { target } else { user };
            self.draw(other, 1);
        }
        true
    }
}
