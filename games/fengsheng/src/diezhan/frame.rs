//! 谍战篇's processes as data: the frames on the kit's engine and what they hand back. What
//! each does is in its own module (`flow` the turn, `sending`, `cards`' effects, `node`,
//! `characters`' choosing); this module holds their state only, so the state of the game
//! and the behaviour both depend on it and not on each other.

use serde::Serialize;
use tianhei_core::{
    Seat, SeatSet,
    cards::{Boxed, Broke, Fire},
};

use super::{
    deck::{CardId, Colour, Kind},
    roster::CharacterId,
};

/// 谍战篇's processes.
#[derive(Clone, Debug)]
pub enum Frame {
    /// Choosing characters, then the hands are dealt.
    Pick(Pick),
    /// Turn after turn until the game ends.
    Game,
    /// One turn.
    Turn(TurnStep),
    /// The main phase: use cards until the turn player ends it.
    Main(MainStep),
    /// A card's effect that asks questions.
    Effect(Effect),
    /// The start of passing: send (or 密令, 欲擒故纵).
    Send(Sending),
    /// Passing, stop by stop.
    Passing(PassStep),
    /// The 争夺阶段.
    Fight(Fight),
    /// The node after an action.
    Node(Node),
    /// 濒死: 澄清 asked round the table.
    Dying(Dying),
    /// A dead player hands on up to 3 cards.
    Give(Give),
    /// A character skill used (or offered, for a trigger that may be used).
    Use(UseSkill),
    /// A timing point: the trigger skills that answer an event, in seat order from the
    /// turn player.
    Fire(Fire<Event, SkillRef>),
    /// A skill's own steps (its module's type).
    Skill(Boxed<Frame>),
}

/// A skill of a character: the character's number in the roster and the skill's place
/// on its card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SkillRef {
    pub ch: CharacterId,
    pub i: u8,
}

/// What happened, for the trigger skills that answer it at the next node.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `to` received `card`, sent by `from`.
    Received { to: Seat, from: Seat, card: CardId },
    /// `from` sent `card` (the intel is on its way).
    Sent { from: Seat, card: CardId },
    /// `seat` is about to die (死亡前).
    BeforeDeath { seat: Seat },
    /// A character skill of `by` put `card` into `to`'s intel area (置入, not receiving).
    Put { by: Seat, to: Seat, card: CardId },
    /// `user` used a card of `kind` (on `target`: the holder, for a fight card); it has
    /// resolved by the node.
    Used {
        user: Seat,
        kind: Kind,
        target: Option<Seat>,
    },
    /// `seat` chose to accept the intel at a stop.
    Accepted { seat: Seat },
    /// `to` got one or more cards from `from`'s hand (given or taken).
    Gave { from: Seat, to: Seat },
    /// `user` uses a card as `kind` (on `target`; the holder, for a fight card) and it has
    /// not resolved yet (answered at once, not at the next node: 就计, 观海, 避风).
    Using {
        user: Seat,
        kind: Kind,
        target: Option<Seat>,
    },
    /// The intel arrives face-down in front of `seat` (before he is asked: 赌命).
    Arrived { seat: Seat },
    /// `seat`'s 传递阶段 begins (变则通).
    SendStart { seat: Seat },
}

/// A character skill in use.
#[derive(Clone, Debug)]
pub struct UseSkill {
    pub(crate) seat: Seat,
    pub(crate) skill: SkillRef,
    /// The event a trigger answers.
    pub(crate) event: Option<Event>,
    pub(crate) stage: UseStage,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum UseStage {
    /// A trigger that may be used: ask its owner.
    Offer,
    /// Asked: the answer decides.
    Asked,
    /// Use it: flip, say so, run its effect.
    Go,
    /// Its effect's frame runs.
    Running,
}

/// Where a turn is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TurnStep {
    /// Draw 3.
    Draw,
    /// The main phase runs.
    Main,
    /// Sending runs.
    Send,
    /// Passing runs.
    Passing,
    /// The fight runs.
    Fight,
    /// The node after receiving runs.
    Received,
    /// Turn end.
    End,
}

/// Where the main phase is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MainStep {
    /// Ask what to do.
    Ask,
    /// A card was chosen: ask its target.
    Target,
    /// A card's questions run.
    Effect,
    /// The node after a card runs.
    Node,
}

/// Where a stop of passing is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PassStep {
    /// The intel arrives in front of its holder.
    Arrive,
    /// The holder was asked (破译, accept or decline).
    Asked,
    /// After 破译 on a face-down black intel: asked whether to show it.
    Reveal(CardId),
    /// The node after 破译 runs.
    Decoded,
    /// The node after accepting runs.
    Accepted,
}

/// The 争夺阶段: who was asked last since the last use, from whom the lap started.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fight {
    pub(crate) start: Seat,
    pub(crate) at: Seat,
    /// A skill was used: the node runs when it is done.
    pub(crate) node_next: bool,
}

/// What a finished frame hands its parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ret {
    /// Nothing to report.
    None,
    /// Sending: the intel is on its way (false: the turn player was out).
    Sent(bool),
    /// Passing: accepted (false: the intel was discarded, the turn ends).
    Accepted(bool),
    /// 濒死 asked round: these will die.
    WillDie(Vec<Seat>),
}

impl From<Broke> for Ret {
    fn from(_: Broke) -> Self {
        Ret::None
    }
}

/// A card's effect that asks questions.
#[derive(Clone, Debug)]
pub enum Effect {
    /// 威逼: its user names a card.
    CoerceName {
        user: Seat,
        target: Seat,
        /// None: as if used (诡诈).
        card: Option<CardId>,
    },
    /// 调虎离山: its user chooses what is off.
    LureAway {
        user: Seat,
        target: Seat,
        card: CardId,
    },
    /// 威逼: the target picks which named card to give.
    CoerceGive {
        user: Seat,
        target: Seat,
        card: Option<CardId>,
        name: Kind,
    },
    /// 试探: the target picks the card to discard (then the 试探 is removed).
    ProbeDiscard { target: Seat, card: CardId },
    /// 风云变幻: each living player in turn takes one card turned up.
    Winds {
        card: CardId,
        order: Vec<Seat>,
        at: usize,
    },
}

/// The node in progress.
#[derive(Clone, Debug)]
pub struct Node {
    pub(crate) step: NodeStep,
    pub(crate) dead: Vec<Seat>,
    pub(crate) giving: usize,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum NodeStep {
    Check,
    /// A victory that asks first (比翼双飞) runs.
    Ending,
    Dying,
    /// 死亡前: the skills that answer the deaths.
    Testament,
    Giving,
}

/// 濒死: for each dying player in turn, 澄清 is asked from him onwards.
#[derive(Clone, Debug)]
pub struct Dying {
    pub(crate) queue: Vec<Seat>,
    pub(crate) i: usize,
    pub(crate) asker: Seat,
    pub(crate) will: Vec<Seat>,
}

/// A dead player hands on up to 3 hand cards to one living player.
#[derive(Clone, Debug)]
pub struct Give {
    pub(crate) seat: Seat,
    pub(crate) cards: Vec<CardId>,
}

/// The start of passing in progress.
#[derive(Clone, Debug)]
pub struct Sending {
    /// The turn player.
    pub(crate) user: Seat,
    pub(crate) step: SendStep,
}

#[derive(Clone, Debug)]
pub(crate) enum SendStep {
    /// The timing point of the 传递阶段's start (变则通).
    Start,
    /// The turn player chooses.
    Choose,
    /// A skill sends instead (冷血训练, 诱敌深入); back to `back` if it sent nothing.
    BySkill { back: Box<SendStep> },
    /// A 密令's user speaks a code word.
    OrderWord { card: CardId, target: Seat },
    /// A 密令's target chooses a card of `colour` and its first stop.
    OrderSend {
        target: Seat,
        picked_by_user: bool,
        /// The colour asked for, or the card the user picked.
        colour: Option<Colour>,
        only: Option<CardId>,
    },
    /// A 密令's user picks the card its target must send.
    OrderPick { target: Seat },
    /// The sender names the lock.
    Lock { sent: Sent },
    /// The node after sending runs.
    Node,
}

/// A send a skill made: the send, and its lock (`None`: asked as usual if the card has 🔒).
#[derive(Copy, Clone, Debug)]
pub(crate) struct SkillSend {
    pub(crate) sent: Sent,
    pub(crate) lock: Option<Option<Seat>>,
}

/// A send decided: the card, its first stop, face-up or not, who has seen it.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Sent {
    pub(crate) sender: Seat,
    pub(crate) card: CardId,
    pub(crate) to: Seat,
    /// How it travels (its own arrow, or the one 联络 read it as).
    pub(crate) arrow: super::deck::Arrow,
    pub(crate) face_up: bool,
    pub(crate) seen: SeatSet,
}

/// Choosing characters: everyone at once, each keeps one of those offered.
#[derive(Clone, Debug)]
pub struct Pick {
    pub(crate) offered: Vec<Vec<CharacterId>>,
}
