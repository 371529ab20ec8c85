//! Votes with abstention — in turn or all at once, with weights (a sheriff's 1.5) — and tie
//! policies with runoff stages.

use serde::{Deserialize, Serialize};

use crate::seat::Seat;

/// One cast vote; `None` abstains.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ballot {
    /// Who voted.
    pub voter: Seat,
    /// For whom, or `None` for an abstention.
    pub target: Option<Seat>,
}

/// Why a vote was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VoteError {
    /// Not this voter's turn (跟票无效: votes are cast one at a time, in order).
    OutOfTurn {
        /// Whose turn it is.
        expected: Option<Seat>,
    },
    /// The target is not a candidate.
    NotACandidate(Seat),
}

/// The result of a finished vote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum VoteResult {
    /// One seat has the most votes.
    Elected(Seat),
    /// These seats share the most votes.
    Tied(Vec<Seat>),
    /// Everyone abstained.
    NoVotes,
}

/// A vote: each voter once, for a candidate or abstaining. Cast in turn with
/// [`Vote::cast`], or all at once in any order with [`Vote::cast_any`]. Each voter's vote
/// weighs 1 unless [`Vote::weigh`] says otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    order: Vec<Seat>,
    candidates: Vec<Seat>,
    ballots: Vec<Ballot>,
    /// Half-votes per voter, in `order`'s order; empty when every vote weighs 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    halves: Vec<u8>,
}

impl Vote {
    /// A vote by `order` among `candidates`.
    pub fn new(order: Vec<Seat>, candidates: Vec<Seat>) -> Self {
        Vote {
            order,
            candidates,
            ballots: Vec::new(),
            halves: Vec::new(),
        }
    }

    /// Sets `voter`'s weight in half-votes (3 for a sheriff's 1.5).
    pub fn weigh(&mut self, voter: Seat, halves: u8) {
        if let Some(i) = self.order.iter().position(|&v| v == voter) {
            if self.halves.is_empty() {
                self.halves = vec![2; self.order.len()];
            }
            self.halves[i] = halves;
        }
    }

    /// `voter`'s weight in half-votes.
    pub fn halves_of(&self, voter: Seat) -> u32 {
        match self.order.iter().position(|&v| v == voter) {
            Some(i) => self.halves.get(i).copied().unwrap_or(2) as u32,
            None => 0,
        }
    }

    /// Casts `voter`'s vote at any time (a vote all at once); refuses a second vote, a
    /// seat that does not vote, or a non-candidate.
    pub fn cast_any(&mut self, voter: Seat, target: Option<Seat>) -> Result<(), VoteError> {
        if !self.order.contains(&voter) || self.has_voted(voter) {
            return Err(VoteError::OutOfTurn { expected: None });
        }
        if let Some(t) = target
            && !self.candidates.contains(&t)
        {
            return Err(VoteError::NotACandidate(t));
        }
        self.ballots.push(Ballot { voter, target });
        Ok(())
    }

    /// Whether `voter` has voted.
    pub fn has_voted(&self, voter: Seat) -> bool {
        self.ballots.iter().any(|b| b.voter == voter)
    }

    /// The ballots in the voters' order (a vote all at once is shown this way).
    pub fn in_order(&self) -> Vec<Ballot> {
        self.order
            .iter()
            .filter_map(|&v| self.ballots.iter().find(|b| b.voter == v).copied())
            .collect()
    }

    /// Who votes next.
    pub fn current_voter(&self) -> Option<Seat> {
        self.order.get(self.ballots.len()).copied()
    }

    /// The candidates.
    pub fn candidates(&self) -> &[Seat] {
        &self.candidates
    }

    /// The voters in order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// Votes cast so far (public as they are cast).
    pub fn ballots(&self) -> &[Ballot] {
        &self.ballots
    }

    /// Casts `voter`'s vote; refuses a vote out of turn or for a non-candidate.
    pub fn cast(&mut self, voter: Seat, target: Option<Seat>) -> Result<(), VoteError> {
        if self.current_voter() != Some(voter) {
            return Err(VoteError::OutOfTurn {
                expected: self.current_voter(),
            });
        }
        if let Some(t) = target
            && !self.candidates.contains(&t)
        {
            return Err(VoteError::NotACandidate(t));
        }
        self.ballots.push(Ballot { voter, target });
        Ok(())
    }

    /// Whether every voter has voted.
    pub fn is_done(&self) -> bool {
        self.ballots.len() >= self.order.len()
    }

    /// Votes per candidate, in candidate order.
    pub fn counts(&self) -> Vec<(Seat, usize)> {
        self.candidates
            .iter()
            .map(|&c| {
                (
                    c,
                    self.ballots.iter().filter(|b| b.target == Some(c)).count(),
                )
            })
            .collect()
    }

    /// Half-votes per candidate, in candidate order (weights counted).
    pub fn halves(&self) -> Vec<(Seat, u32)> {
        self.candidates
            .iter()
            .map(|&c| {
                let h = self
                    .ballots
                    .iter()
                    .filter(|b| b.target == Some(c))
                    .map(|b| self.halves_of(b.voter))
                    .sum();
                (c, h)
            })
            .collect()
    }

    /// The result: most votes (weights counted), a tie, or no votes at all.
    pub fn result(&self) -> VoteResult {
        let counts = self.halves();
        let top = counts.iter().map(|c| c.1).max().unwrap_or(0);
        if top == 0 {
            return VoteResult::NoVotes;
        }
        let tied: Vec<Seat> = counts.iter().filter(|c| c.1 == top).map(|c| c.0).collect();
        if tied.len() == 1 {
            VoteResult::Elected(tied[0])
        } else {
            VoteResult::Tied(tied)
        }
    }
}

/// Who speaks before a runoff vote.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Runoff {
    /// The tied seats speak again.
    TiedSpeak,
    /// Everyone but the tied seats speaks.
    OthersSpeak,
    /// Nobody speaks; vote again at once.
    Revote,
}

/// What happens when every runoff is still tied.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieEnd {
    /// The game is a draw.
    Draw,
    /// Nobody is out this round.
    NobodyOut,
}

/// A tie policy: runoff stages in order, then an end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TiePolicy {
    /// Runoffs, in order, among the tied seats.
    pub runoffs: Vec<Runoff>,
    /// When the last runoff is tied too.
    pub finally: TieEnd,
}

/// The next step after a tied vote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TieStep {
    /// Hold this runoff among these candidates.
    Runoff(Runoff, Vec<Seat>),
    /// Runoffs are exhausted.
    End(TieEnd),
}

impl TiePolicy {
    /// The step after the tie of runoff number `held` (0 = the first vote was tied).
    pub fn after_tie(&self, held: usize, tied: Vec<Seat>) -> TieStep {
        match self.runoffs.get(held) {
            Some(&r) => TieStep::Runoff(r, tied),
            None => TieStep::End(self.finally),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: &[u8]) -> Vec<Seat> {
        v.iter().map(|&i| Seat(i)).collect()
    }

    #[test]
    fn votes_out_of_turn_are_refused() {
        let mut v = Vote::new(s(&[2, 3, 0]), s(&[0, 2, 3]));
        assert_eq!(
            v.cast(Seat(3), Some(Seat(0))),
            Err(VoteError::OutOfTurn {
                expected: Some(Seat(2))
            })
        );
        assert!(v.cast(Seat(2), Some(Seat(0))).is_ok());
        assert_eq!(
            v.cast(Seat(3), Some(Seat(1))),
            Err(VoteError::NotACandidate(Seat(1)))
        );
        assert!(v.cast(Seat(3), None).is_ok());
        assert!(v.cast(Seat(0), Some(Seat(0))).is_ok());
        assert!(v.is_done());
        assert_eq!(v.result(), VoteResult::Elected(Seat(0)));
    }

    #[test]
    fn ties_and_no_votes() {
        let mut v = Vote::new(s(&[0, 1, 2]), s(&[0, 1, 2]));
        v.cast(Seat(0), Some(Seat(1))).unwrap();
        v.cast(Seat(1), Some(Seat(0))).unwrap();
        v.cast(Seat(2), None).unwrap();
        assert_eq!(v.result(), VoteResult::Tied(s(&[0, 1])));
        let mut w = Vote::new(s(&[0]), s(&[0]));
        w.cast(Seat(0), None).unwrap();
        assert_eq!(w.result(), VoteResult::NoVotes);
    }

    #[test]
    fn a_sheriffs_vote_weighs_one_and_a_half_and_votes_all_at_once_come_in_any_order() {
        let mut v = Vote::new(s(&[0, 1, 2, 3]), s(&[0, 1, 2, 3]));
        v.weigh(Seat(3), 3);
        v.cast_any(Seat(2), Some(Seat(0))).unwrap();
        v.cast_any(Seat(3), Some(Seat(1))).unwrap();
        assert!(v.cast_any(Seat(3), None).is_err(), "one vote each");
        v.cast_any(Seat(0), Some(Seat(1))).unwrap();
        v.cast_any(Seat(1), Some(Seat(0))).unwrap();
        assert!(v.is_done());
        assert_eq!(v.result(), VoteResult::Elected(Seat(1)), "2.5 against 2");
        assert_eq!(v.in_order()[0].voter, Seat(0));
    }

    #[test]
    fn tie_policy_walks_runoffs_then_ends() {
        let p = TiePolicy {
            runoffs: vec![Runoff::TiedSpeak, Runoff::OthersSpeak],
            finally: TieEnd::Draw,
        };
        assert_eq!(
            p.after_tie(0, s(&[1, 2])),
            TieStep::Runoff(Runoff::TiedSpeak, s(&[1, 2]))
        );
        assert_eq!(
            p.after_tie(1, s(&[1, 2])),
            TieStep::Runoff(Runoff::OthersSpeak, s(&[1, 2]))
        );
        assert_eq!(p.after_tie(2, s(&[1, 2])), TieStep::End(TieEnd::Draw));
    }
}
