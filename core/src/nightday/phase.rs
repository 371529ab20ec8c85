//! Phases: a round of a night/day game is a list of typed phases ([`Slot`]s), each with
//! enter and answer handlers. A phase may push another on top of it (a vote pushes the
//! runoff speeches, a vote-out pushes the exits) and is resumed with what that one
//! decided; when the bottom phase is done, the next slot of the cycle begins.

use crate::seat::Seat;

use super::{
    NightDay, OptOf, Town,
    stage::{Dawn, Discussion, Election, Judgement, NightPhase, Poll, Speech, Stage},
};

/// One slot of a game's cycle.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// The night script, then the dawn's resolution (`天亮了`).
    Night,
    /// The sheriff's election, while one is due (before the dawn's announcement).
    Election,
    /// The night's deaths announced together, and their exits.
    Dawn,
    /// The day's speeches (the sheriff picks the direction first, where there is one).
    Speeches,
    /// The day's vote, its ties and its exit.
    Vote,
    /// A phase of the game's own ([`NightDay::phase`]).
    Game(u8),
}

impl Slot {
    /// Night, dawn, speeches, vote.
    pub const STANDARD: &'static [Slot] = &[Slot::Night, Slot::Dawn, Slot::Speeches, Slot::Vote];
    /// Night, the sheriff's election, dawn, speeches, vote.
    pub const WITH_SHERIFF: &'static [Slot] = &[
        Slot::Night,
        Slot::Election,
        Slot::Dawn,
        Slot::Speeches,
        Slot::Vote,
    ];
}

/// The state a phase handler works on: the kit's shared state and the game's own.
pub struct Cx<'a, G: NightDay> {
    /// Seats, roles, who is alive, the log, the prompts.
    pub town: &'a mut Town<G>,
    /// The game's own state.
    pub game: &'a mut G,
}

/// What a phase decided when it finished, for the phase below it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Done {
    /// It ran its course.
    Finished,
    /// A seat interrupted it and left the game (a wolf's 自爆): the day ends.
    Interrupted(Seat),
    /// A vote's verdict.
    Verdict(Verdict),
}

/// What a vote with its runoffs decided.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// This seat has the most votes.
    Chosen(Seat),
    /// Everyone abstained.
    NoVotes,
    /// Still tied when the runoffs ran out, and the rules put nobody out (a 平安日).
    StillTied,
    /// Still tied when the runoffs ran out, and the rules call it a draw.
    Draw,
}

/// What the machine does after a handler. Returned by value and consumed at once, so the
/// phase it may carry is not boxed.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Flow<G: NightDay> {
    /// Prompts are open: wait for answers.
    Wait,
    /// This phase is over: resume the one below, or begin the next slot.
    Done(Done),
    /// Run this phase on top of the current one.
    Push(Stage<G>),
    /// Leave every phase and begin this slot (a peaceful night skipping the day).
    Goto(Slot),
    /// The game is over.
    Over,
}

/// A phase: enter it, answer its prompts, resume it after a phase it pushed.
pub trait Phase<G: NightDay>: Clone + std::fmt::Debug + Send {
    /// Begins the phase: opens its prompts, or finishes at once.
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G>;
    /// Takes an answer to one of the phase's prompts (already validated and closed): the
    /// option chosen, typed.
    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G>;
    /// Continues after a phase this one pushed has finished.
    fn resume(&mut self, cx: &mut Cx<'_, G>, done: Done) -> Flow<G> {
        let _ = (cx, done);
        Flow::Done(Done::Finished)
    }
    /// What the public may see of the phase.
    fn showing(&self) -> Showing<'_> {
        Showing::Other
    }
}

/// For games whose cycle has no phase of their own.
#[derive(Clone, Debug)]
pub enum NoPhase {}

impl<G: NightDay> Phase<G> for NoPhase {
    fn enter(&mut self, _: &mut Cx<'_, G>) -> Flow<G> {
        match *self {}
    }
    fn answer(&mut self, _: &mut Cx<'_, G>, _: Seat, _: OptOf<G>) -> Flow<G> {
        match *self {}
    }
}

/// What the public may see of the current phase. A night step shows nothing but that it is
/// night, so no view can depend on who is being asked.
#[derive(Copy, Clone, Debug)]
pub enum Showing<'a> {
    /// Eyes closed.
    Night,
    /// Seats decide whether to run for sheriff.
    Candidacy,
    /// Candidates decide whether to withdraw (退水).
    Withdrawal,
    /// A seat speaks.
    Speech(Seat, Speech),
    /// A seat gives last words.
    Words(Seat),
    /// A vote in progress.
    Poll(&'a Poll),
    /// The sheriff picks the speaking direction.
    Order(Seat),
    /// The sheriff who left passes or tears the badge.
    Badge(Seat),
    /// Seats that just left are asked in secret (a hunter's shot, or nothing).
    Exit,
    /// A game phase of its own.
    Other,
    /// The game is over.
    Over,
}

macro_rules! each {
    ($self:ident, $p:ident => $e:expr) => {
        match $self {
            Stage::Night($p) => $e,
            Stage::Election($p) => $e,
            Stage::Dawn($p) => $e,
            Stage::Discussion($p) => $e,
            Stage::Judgement($p) => $e,
            Stage::Speeches($p) => $e,
            Stage::Poll($p) => $e,
            Stage::Exits($p) => $e,
            Stage::Game($p) => $e,
        }
    };
}

impl<G: NightDay> Stage<G> {
    /// The phase of a slot.
    pub(crate) fn of(slot: Slot, game: &G) -> Option<Stage<G>> {
        Some(match slot {
            Slot::Night => Stage::Night(NightPhase::default()),
            Slot::Election => Stage::Election(Election::default()),
            Slot::Dawn => Stage::Dawn(Dawn),
            Slot::Speeches => Stage::Discussion(Discussion::default()),
            Slot::Vote => Stage::Judgement(Judgement),
            Slot::Game(k) => Stage::Game(game.phase(k)?),
        })
    }

    pub(crate) fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        each!(self, p => p.enter(cx))
    }

    pub(crate) fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        each!(self, p => p.answer(cx, seat, opt))
    }

    pub(crate) fn resume(&mut self, cx: &mut Cx<'_, G>, done: Done) -> Flow<G> {
        each!(self, p => p.resume(cx, done))
    }

    pub(crate) fn showing(&self) -> Showing<'_> {
        each!(self, p => Phase::<G>::showing(p))
    }
}
