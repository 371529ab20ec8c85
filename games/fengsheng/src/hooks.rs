//! Where characters, skills and 机密任务 hook in (a later issue).
//!
//! The first game deals no character cards, so [`Character`] has no values yet: every
//! `Option<Character>` is `None`, and `Game::fire` provably does nothing (the match
//! on an empty enum has no arms). When characters arrive, each becomes a variant here
//! with its face (up or down), and the trigger points below already sit where the
//! rules fire them: when a player obtains intel (received, intercepted or dealt by
//! 真伪莫辨), when a player dies (before the cards are discarded), and when a card is
//! used. Secret missions are checked beside the team victory in `check_victory`.

use serde::{Deserialize, Serialize};
use tianhei_core::Seat;

use crate::{card::CardId, game::Game};

/// A character card in play. No character exists in the first game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Character {}

/// Whether a character card lies face-up (public, gendered) or face-down (潜伏).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Face {
    /// 翻开: public.
    Up,
    /// 盖伏: hidden.
    Down,
}

/// A 打酱油的's 机密任务, printed on his character card. None in the first game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mission {}

/// A moment skills respond to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Trigger {
    /// `seat` obtained `card` as intel (face-up in front of them).
    ObtainIntel {
        /// Who.
        seat: Seat,
        /// The intel.
        card: CardId,
    },
    /// `seat` died (a third black intel), before its cards are discarded.
    Death {
        /// Who.
        seat: Seat,
    },
    /// `seat` used `card` (it is on the stack).
    CardUsed {
        /// Who.
        seat: Seat,
        /// The card.
        card: CardId,
    },
}

impl Game {
    /// Offers a trigger to every character in play, from the active player rightwards.
    pub(crate) fn fire(&mut self, trigger: Trigger) {
        let _ = trigger;
        for s in self.seating.from(self.active) {
            if let Some(c) = self.players[s.index()].character {
                match c {}
            }
        }
    }
}
