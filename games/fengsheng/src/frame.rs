//! The processes of 风声 on the card kit's engine: the turn, the tasks it waits for, and
//! where intel placed in front of a player came from.

use tianhei_core::Seat;

use crate::{
    card::CardId,
    characters::{ask::Question, data::Skill},
};

/// A process of 风声 on the card kit's engine: the turn (the bottom frame, for the whole
/// game) and the pending work it waits for (last in, first out).
#[derive(Clone, Debug)]
pub(crate) enum Frame {
    /// The turn and its steps ([`Step`]).
    Turn,
    /// Work that must happen before the turn goes on.
    Task(Task),
}

/// Who put intel in front of a player, and how (亲手 and the "intel you passed" skills
/// read it).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// Intel passed by `sender` (received, intercepted, or back at the sender).
    Passed {
        /// 情报传出者.
        sender: Seat,
    },
    /// Dealt by `user`'s 真伪莫辨.
    Muddle {
        /// Who used it.
        user: Seat,
    },
    /// Placed by `user`'s character skill.
    Skill {
        /// Whose skill.
        user: Seat,
        /// Which.
        skill: Skill,
    },
}

impl Source {
    /// Who caused it (亲手).
    pub fn by(self) -> Seat {
        match self {
            Source::Passed { sender } => sender,
            Source::Muddle { user } | Source::Skill { user, .. } => user,
        }
    }

    /// The sender, for passed intel.
    pub fn sender(self) -> Option<Seat> {
        match self {
            Source::Passed { sender } => Some(sender),
            _ => None,
        }
    }
}

/// A piece of pending work.
#[derive(Clone, Debug)]
pub enum Task {
    /// Apply the effect of the stack entry in resolution.
    Effect,
    /// The entry in resolution is finished: its card leaves play.
    Done,
    /// `seat` obtained `cards` (already in front of him): 败露, victory, death, then
    /// the skills that fire on obtaining.
    Obtained {
        /// Who.
        seat: Seat,
        /// What.
        cards: Vec<CardId>,
        /// From whom.
        source: Source,
    },
    /// Deal the next card of a 真伪莫辨 (`order[next]` takes `cards.pop()`).
    Muddle {
        /// Who used it.
        user: Seat,
        /// Cards left, shuffled.
        cards: Vec<CardId>,
        /// Players in dealing order.
        order: Vec<Seat>,
        /// Next position in `order`.
        next: usize,
        /// What was dealt so far (their obtain skills fire once it is all done).
        dealt: Vec<(Seat, CardId)>,
    },
    /// A death's skills have been settled: reveal, discard, and check.
    AfterDeath {
        /// Who died.
        seat: Seat,
    },
    /// An automatic skill of `seat` fires about `about` (the other player involved).
    Trigger {
        /// Whose skill.
        seat: Seat,
        /// Which.
        skill: Skill,
        /// The player it concerns (victim, dead player, target).
        about: Seat,
    },
    /// Ask a question.
    Ask(Question),
}
