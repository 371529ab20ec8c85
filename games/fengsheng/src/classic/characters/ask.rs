//! The questions skills ask, as the game holds them until their turn and answer
//! ([`Question`]); a character's own question is held type-erased ([`Own`]) so that the
//! game's state need not name each character's module. Opening and answering them:
//! `questions.rs` and each character's module.

use std::{any::Any, fmt};

use tianhei_core::Seat;

use super::data::{Character, Skill};

/// A question a skill asks.
#[derive(Clone, Debug)]
pub(crate) enum Question {
    /// A right 试探 of the discard kind: the target discards a card.
    ProbeDiscard {
        /// The probed player.
        target: Seat,
    },
    /// Asked in secret of every face-down player the rule concerns: use 就计 (being
    /// probed or locked) or 弃卒保帅 (a card 识破'd)?
    Secret {
        /// Who.
        seat: Seat,
        /// 就计 or 弃卒保帅.
        skill: Skill,
    },
    /// Use this triggered skill (拷问, 救美, 临危受命, 洞悉)?
    Fire {
        /// Whose.
        seat: Seat,
        /// Which.
        skill: Skill,
        /// The other player concerned.
        about: Seat,
    },
    /// Put hand cards back on top of the deck, one at a time (精明, 隔墙有耳, 攻守兼备,
    /// 弃卒保帅: `left` more; the last one put back is the top).
    Top {
        /// Who.
        seat: Seat,
        /// For which skill.
        skill: Skill,
        /// Cards still to put back.
        left: u8,
    },
    /// Give a hand card to another player: mandatory (联动), or with the choice to keep
    /// it (嗜血).
    Give {
        /// Who.
        seat: Seat,
        /// 联动 or 嗜血.
        skill: Skill,
        /// He may keep it instead.
        may_keep: bool,
    },
    /// Place a black hand card as intel: in front of `to` (笑里藏刀, 连击) or of any
    /// player (英雄本色).
    PlaceBlack {
        /// Who.
        seat: Seat,
        /// Which skill.
        skill: Skill,
        /// In front of whom, if fixed.
        to: Option<Seat>,
    },
    /// 阴谋 / 阳谋: take a random card from another player.
    TakeFrom {
        /// Who.
        seat: Seat,
        /// Which skill.
        skill: Skill,
    },
    /// A question of one character's own.
    Own(Own),
}

impl Question {
    /// Who is asked.
    pub fn seat(&self) -> Seat {
        match self {
            Question::ProbeDiscard { target } => *target,
            Question::Secret { seat, .. }
            | Question::Fire { seat, .. }
            | Question::Top { seat, .. }
            | Question::Give { seat, .. }
            | Question::PlaceBlack { seat, .. }
            | Question::TakeFrom { seat, .. } => *seat,
            Question::Own(o) => o.ask.seat(),
        }
    }
}

/// A character's own question (its module's `Ask`), with the character it belongs to.
pub(crate) struct Own {
    /// Whose module asks it.
    pub(crate) by: Character,
    /// The module's `Ask`.
    pub(crate) ask: Box<dyn Pending>,
}

/// A character module's `Ask` as the game holds it.
pub(crate) trait Pending: fmt::Debug + Any + Send + Sync {
    /// Who is asked.
    fn seat(&self) -> Seat;
    /// A copy.
    fn boxed(&self) -> Box<dyn Pending>;
    /// As `Any`, to be read back as the module's `Ask`.
    fn as_any(&self) -> &dyn Any;
    /// Into `Any`, to be answered as the module's `Ask`.
    fn into_any(self: Box<Self>) -> Box<dyn Any>;
}

impl Clone for Own {
    fn clone(&self) -> Self {
        Own {
            by: self.by,
            ask: self.ask.boxed(),
        }
    }
}

impl fmt::Debug for Own {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}::{:?}", self.by, self.ask)
    }
}
