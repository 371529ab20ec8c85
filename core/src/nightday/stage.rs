//! The phases the machine runs ([`Stage`]) and what each holds, apart from how each runs.
//! Phases push one another (a vote its runoff speeches, speeches the exit of a seat that
//! left mid-speech, the day its vote and exits), so what they hold and how they are made
//! lives here, under every phase; how each runs (its [`Phase`](super::Phase) handlers) is
//! in [`night`](super::night), [`sheriff`](super::sheriff), [`day`](super::day),
//! [`speech`](super::speech), [`vote`](super::vote) and [`exits`](super::exits).

use serde::Serialize;

use crate::seat::{Seat, SeatSet};

use super::{
    NightDay,
    group::GroupDecision,
    tally::{TiePolicy, Vote},
    town::Exit,
};

/// Every kind of phase the machine runs.
#[derive(Clone, Debug)]
#[allow(clippy::large_enum_variant)]
pub enum Stage<G: NightDay> {
    /// The night script.
    Night(NightPhase),
    /// The sheriff's election.
    Election(Election),
    /// The dawn's announcement.
    Dawn(Dawn),
    /// The day's speeches.
    Discussion(Discussion),
    /// The day's vote.
    Judgement(Judgement),
    /// Speeches in a given order.
    Speeches(Speeches),
    /// One vote with its runoffs.
    Poll(Poll),
    /// Seats leaving: hooks, the win check, the badge, last words.
    Exits(Exits),
    /// A phase of the game's own.
    Game(G::Phase),
}

// The night.

/// Who is being asked at the current step.
#[derive(Clone, Debug, Default)]
pub(super) enum Asking {
    #[default]
    Nobody,
    One,
    Group(GroupDecision<Option<Seat>>),
}

/// The night phase: runs the script step by step, then resolves the dawn.
#[derive(Clone, Debug, Default)]
pub struct NightPhase {
    pub(super) step: usize,
    pub(super) asking: Asking,
    /// Seats asked the night question at this step who have not answered yet.
    pub(super) questioned: SeatSet,
    /// Whether the step's own decision is made (the step waits for the night question).
    pub(super) decided: bool,
    /// Tonight's suspicions: each seat's last answer to the night question.
    pub(super) suspicions: Vec<(Seat, Option<Seat>)>,
}

// The sheriff's election.

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub(super) enum ElectionState {
    #[default]
    Idle,
    Candidacy,
    Campaign,
    Withdrawal,
    Voting,
}

/// The election, while one is due.
#[derive(Clone, Debug, Default)]
pub struct Election {
    pub(super) state: ElectionState,
    /// Who still runs, in seat order.
    pub(super) candidates: Vec<Seat>,
    /// Everyone who ran (they do not vote).
    pub(super) ran: SeatSet,
    /// Answers still to come.
    pub(super) waiting: usize,
    /// Seats that answered "yes" this round (run, or withdraw).
    pub(super) yes: SeatSet,
    /// The campaign's speaking order.
    pub(super) order: Vec<Seat>,
}

// The day.

/// The dawn: the night's deaths, announced together, and their exits.
#[derive(Copy, Clone, Debug)]
pub struct Dawn;

/// The day's speeches: in the direction the sheriff picks, or from the game's first speaker.
#[derive(Clone, Debug, Default)]
pub struct Discussion {
    pub(super) asked: Option<Seat>,
}

/// The day's vote: whom the town votes out, and what follows.
#[derive(Clone, Debug, Default)]
pub struct Judgement;

// Speeches.

/// Which speeches these are.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Speech {
    /// The day's speeches before the vote.
    Day,
    /// Speeches before a vote among tied seats.
    Runoff,
    /// Candidates for sheriff.
    Campaign,
}

/// Speeches in a given order.
#[derive(Clone, Debug)]
pub struct Speeches {
    pub(super) order: Vec<Seat>,
    pub(super) next: usize,
    pub(super) speech: Speech,
    pub(super) interrupted: Option<Seat>,
}

impl Speeches {
    /// Each seat of `order` speaks once.
    pub fn new(order: Vec<Seat>, speech: Speech) -> Self {
        Speeches {
            order,
            next: 0,
            speech,
            interrupted: None,
        }
    }
}

// Votes.

/// How votes are cast.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Voting {
    /// One at a time in speaking order, each public as it is cast (跟票无效).
    #[default]
    InTurn,
    /// All at once; the votes are shown together when the last one is in.
    Together,
}

/// What is voted on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Purpose {
    /// Whom to vote out today.
    Day,
    /// Who becomes sheriff.
    Sheriff,
}

/// A vote and its runoffs.
#[derive(Clone, Debug)]
pub struct Poll {
    pub(super) purpose: Purpose,
    pub(super) voting: Voting,
    pub(super) voters: Vec<Seat>,
    pub(super) speakers: Vec<Seat>,
    pub(super) ties: TiePolicy,
    pub(super) tied_vote: bool,
    pub(super) weights: Vec<(Seat, u8)>,
    pub(super) vote: Vote,
    pub(super) runoff: usize,
    pub(super) next: Vec<Seat>,
}

impl Poll {
    /// A vote by `voters` (in order) among `candidates`; runoff speeches follow `speakers`.
    pub fn new(
        purpose: Purpose,
        voting: Voting,
        voters: Vec<Seat>,
        candidates: Vec<Seat>,
        speakers: Vec<Seat>,
        ties: TiePolicy,
    ) -> Self {
        Poll {
            purpose,
            voting,
            voters,
            speakers,
            ties,
            tied_vote: true,
            weights: Vec::new(),
            vote: Vote::new(Vec::new(), Vec::new()),
            runoff: 0,
            next: candidates,
        }
    }

    /// Whether the tied vote in the runoffs (false: everyone else votes among them).
    pub fn tied_vote(mut self, yes: bool) -> Self {
        self.tied_vote = yes;
        self
    }

    /// Sets `voter`'s weight in half-votes (3 for a sheriff's 1.5).
    pub fn weigh(mut self, voter: Seat, halves: u8) -> Self {
        self.weights.push((voter, halves));
        self
    }
}

// Exits.

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum ExitsState {
    /// Hooks, then the win check.
    Settling,
    /// Hook prompts open: this many answers to come.
    Hooks(usize),
    /// The sheriff among the batch passes or tears the badge.
    Badge(Seat),
    /// The `i`th seat with last words speaks.
    Words(usize),
}

/// Seats leaving together, and what follows.
#[derive(Clone, Debug)]
pub struct Exits {
    pub(super) batch: Vec<Exit>,
    /// Exits whose hooks have been asked.
    pub(super) hooked: usize,
    /// Seats asked a real hook question (the others were asked a pass).
    pub(super) real: Vec<Seat>,
    /// Exits the last win check saw (`None` before the first).
    pub(super) checked: Option<usize>,
    pub(super) words: Vec<Seat>,
    pub(super) state: ExitsState,
}

impl Exits {
    /// These seats (already out) leave together.
    pub fn new(batch: Vec<Exit>) -> Self {
        Exits {
            batch,
            hooked: 0,
            real: Vec::new(),
            checked: None,
            words: Vec::new(),
            state: ExitsState::Settling,
        }
    }
}
