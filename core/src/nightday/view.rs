//! The public part every view of a night/day game shares, built from public state only.

use serde::Serialize;

use crate::seat::{Seat, SeatSet};

use super::{
    NightDay, Play,
    phase::Showing,
    stage::{Purpose, Speech},
};

/// What the public sees of the phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum PhaseView {
    /// Eyes closed.
    Night,
    /// Seats decide whether to run for sheriff.
    Candidacy,
    /// Candidates may withdraw.
    Withdrawal,
    /// A seat speaks.
    Speech {
        /// Who.
        seat: Seat,
        /// Which speeches.
        speech: Speech,
    },
    /// A seat gives last words.
    LastWords {
        /// Who.
        seat: Seat,
    },
    /// A vote.
    Vote(VoteView),
    /// The sheriff picks the speaking direction.
    Order {
        /// The sheriff.
        seat: Seat,
    },
    /// The sheriff who left passes or tears the badge.
    Badge {
        /// The sheriff.
        seat: Seat,
    },
    /// Seats that just left settle their exits.
    Exit,
    /// Between phases (the dawn).
    Dawn,
    /// The game is over.
    Over,
}

/// A vote as the public sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct VoteView {
    /// What is voted on.
    pub purpose: Purpose,
    /// 0 for the first vote, then the runoffs.
    pub runoff: usize,
    /// Who may be voted for.
    pub candidates: SeatSet,
    /// Who votes.
    pub voters: SeatSet,
    /// Votes shown so far: (voter, pick), `None` abstains.
    pub ballots: Vec<(Seat, Option<Seat>)>,
    /// Who votes now (votes in turn).
    pub voter: Option<Seat>,
    /// The sheriff's vote weighs 1.5.
    pub weighted: Option<Seat>,
}

impl<G: NightDay> Play<G> {
    /// The public view of the phase.
    pub fn phase_view(&self) -> PhaseView {
        match self.showing() {
            Showing::Night => PhaseView::Night,
            Showing::Candidacy => PhaseView::Candidacy,
            Showing::Withdrawal => PhaseView::Withdrawal,
            Showing::Speech(seat, speech) => PhaseView::Speech { seat, speech },
            Showing::Words(seat) => PhaseView::LastWords { seat },
            Showing::Poll(p) => PhaseView::Vote(VoteView {
                purpose: p.purpose(),
                runoff: p.runoff(),
                candidates: p.candidates().iter().copied().collect(),
                voters: p.voters().iter().copied().collect(),
                ballots: p.ballots().iter().map(|b| (b.voter, b.target)).collect(),
                voter: p.voter(),
                weighted: p.voters().iter().copied().find(|&v| p.halves_of(v) != 2),
            }),
            Showing::Order(seat) => PhaseView::Order { seat },
            Showing::Badge(seat) => PhaseView::Badge { seat },
            Showing::Exit => PhaseView::Exit,
            Showing::Other => PhaseView::Dawn,
            Showing::Over => PhaseView::Over,
        }
    }
}
