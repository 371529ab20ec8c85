//! The processes of 风声 on the card kit's engine: the turn and its steps, the priority
//! window and its stack, the tasks the turn waits for, and where intel placed in front
//! of a player came from.

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Seat, SeatSet,
    cards::{Broke, Fire, window},
};

use crate::classic::{
    act::{Act, Target},
    card::{CardId, Kind},
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
    /// A timing point where 自动式 skills fire, in seat order.
    Fire(Fire<Point, Trigger>),
    /// A question: it opens its prompt (unless it was `open` already, or there is nothing
    /// to ask) and waits for the answer.
    Ask {
        /// The question.
        q: Question,
        /// Its prompt is open.
        open: bool,
    },
}

impl From<Task> for Frame {
    /// A pending task as a frame (a timing point walks as the kit's `Fire`).
    fn from(t: Task) -> Frame {
        match t {
            Task::Fire(f) => Frame::Fire(f),
            Task::Ask(q) => Frame::Ask { q, open: false },
            Task::Asked(q) => Frame::Ask { q, open: true },
            t => Frame::Task(t),
        }
    }
}

/// What a finished frame hands the one below: nothing it reads (no 风声 skill breaks a
/// timing point).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Settled;

impl From<Broke> for Settled {
    fn from(_: Broke) -> Settled {
        Settled
    }
}

/// A timing point of 风声: an event the 自动式 skills 「当…时」 answer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Point {
    /// `seat` obtained `n` intel from `source`; bit k of `black` is set when the k-th is
    /// black (a skill fires once per card it concerns).
    Obtained {
        /// Who.
        seat: Seat,
        /// From whom, and how.
        source: Source,
        /// Which of the cards are black.
        black: u32,
        /// How many.
        n: u8,
    },
    /// `dead` died: his own 死亡时 skills, then the others' (from him rightwards).
    Death {
        /// Who.
        dead: Seat,
    },
    /// The stack entry `e` used by `user` resolves, before its effect.
    Entry {
        /// Who used it.
        user: Seat,
        /// What.
        e: Entry,
    },
    /// Intel was decoded (破译).
    Decoded,
}

/// A skill firing at a timing point: which, about whom, and for which card of the event
/// (the same skill fires once per card it concerns).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Trigger {
    /// The skill.
    pub skill: Skill,
    /// The player it concerns (who obtained, who died, the target).
    pub about: Seat,
    /// The card of the event it answers.
    pub nth: u8,
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
pub(crate) enum Task {
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
    /// A timing point: its skills fire in seat order (it runs as [`Frame::Fire`]).
    Fire(Fire<Point, Trigger>),
    /// Ask a question (it runs as [`Frame::Ask`]).
    Ask(Question),
    /// A question whose prompt was opened at once (it runs as [`Frame::Ask`]).
    Asked(Question),
}

/// What lies on the stack: a card, a card used as another kind, or a skill.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Used {
    /// A hand card, used as itself.
    Card(CardId),
    /// A hand card used as another kind (预谋, 亮剑, 换日: as 锁定). It is still that
    /// card (its colour, and a 试探 is still removed from the game after use).
    As(CardId, Kind),
    /// A 响应式 skill (not a card: 识破 cannot negate it).
    Skill(Skill),
}

/// An entry of the stack.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// What was used.
    pub used: Used,
    /// Its target.
    pub target: Target,
    /// Negated by a 识破 that resolved.
    pub negated: bool,
}

impl Entry {
    /// A card used as itself.
    pub fn card_use(card: CardId, target: Target) -> Entry {
        Entry {
            used: Used::Card(card),
            target,
            negated: false,
        }
    }

    /// The physical card, if a card was used.
    pub fn card(&self) -> Option<CardId> {
        match self.used {
            Used::Card(c) | Used::As(c, _) => Some(c),
            Used::Skill(_) => None,
        }
    }

    /// The skill, if a skill was used.
    pub fn skill(&self) -> Option<Skill> {
        match self.used {
            Used::Skill(s) => Some(s),
            _ => None,
        }
    }
}

/// The kind of priority window.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    /// At turn start (only 烧毁 and 识破 have a use here).
    TurnStart,
    /// 出牌阶段（1）.
    Play1,
    /// 情报传递 step.
    Passing,
    /// 情报到达 step.
    Arrival,
    /// 出牌阶段（2）.
    Play2,
    /// At turn end.
    TurnEnd,
}

/// An open priority window.
#[derive(Clone, Debug)]
pub struct Window {
    /// Which window.
    pub kind: WindowKind,
    /// Priority and the stack: the card kit's window, where the actor keeps priority.
    pub priority: window::Window<Entry>,
    /// Resolving the stack (rather than asking the holder).
    pub resolving: bool,
    /// The popped entry being resolved (its triggers and effect may ask questions).
    pub in_resolution: Option<(Seat, Entry)>,
    /// Seats other than user and target who looked at the 试探 in resolution (真相).
    pub probe_seen: SeatSet,
    /// The window ends once the stack is resolved (the intel was intercepted).
    pub stop: bool,
    /// Where the turn goes when the window closes.
    pub after: Step,
    /// Answers of the lap given before the seat's turn came (the lap is asked at once).
    pub early: window::Early<Act>,
}

/// What the engine does next when no prompt is open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// 挑选角色: every player keeps one of two characters.
    Pick,
    /// Start a turn.
    TurnStart,
    /// Draw two.
    Draw,
    /// Open 出牌阶段（1）.
    Play1,
    /// Ask the active player for the intel to send.
    Send,
    /// Open the 情报传递 window at the holder.
    Passing,
    /// Move the intel on after the 情报传递 window.
    Move,
    /// Open the 情报到达 window.
    Arrival,
    /// After the 情报到达 window: reverse, move on, or ask.
    AfterArrival,
    /// 情报接收: ask the holder, or make a locked holder accept.
    Receive,
    /// Open 出牌阶段（2）.
    Play2,
    /// Open the turn-end window.
    TurnEnd,
    /// Settle a failure to pass, then pass the turn right.
    NextTurn,
    /// Drive the open window.
    Window,
}
