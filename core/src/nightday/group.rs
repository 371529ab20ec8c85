//! Group decisions: every member picks; disagreement asks again with everyone's picks
//! shown; after a number of rounds the most-picked wins, ties broken by the generator.

use rand::RngExt;
use serde::{Deserialize, Serialize};

use crate::{rng::GameRng, seat::Seat};

/// The state of a group decision over picks of type `T`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GroupDecision<T> {
    members: Vec<Seat>,
    picks: Vec<Option<T>>,
    round: u32,
    max_rounds: u32,
    previous: Vec<(Seat, T)>,
}

/// What the group decided after everyone picked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GroupOutcome<T> {
    /// Everyone picked the same.
    Agreed(T),
    /// Disagreement; ask again (the previous picks are in [`GroupDecision::previous`]).
    Again,
    /// Rounds ran out: the most-picked (ties broken at random).
    Forced(T),
}

impl<T: Copy + PartialEq> GroupDecision<T> {
    /// A decision by `members` with at most `max_rounds` rounds (at least 1).
    pub fn new(members: Vec<Seat>, max_rounds: u32) -> Self {
        let picks = vec![None; members.len()];
        GroupDecision {
            members,
            picks,
            round: 1,
            max_rounds: max_rounds.max(1),
            previous: Vec::new(),
        }
    }

    /// The members.
    pub fn members(&self) -> &[Seat] {
        &self.members
    }

    /// The current round, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// The picks of the previous round (shown to members when asking again).
    pub fn previous(&self) -> &[(Seat, T)] {
        &self.previous
    }

    /// The picks made so far this round: (member, pick), in the members' order.
    pub fn current(&self) -> Vec<(Seat, T)> {
        (self.members.iter().zip(&self.picks))
            .filter_map(|(&m, p)| p.map(|p| (m, p)))
            .collect()
    }

    /// Records `seat`'s pick this round. Returns false if `seat` is not a member.
    pub fn pick(&mut self, seat: Seat, choice: T) -> bool {
        match self.members.iter().position(|&m| m == seat) {
            Some(i) => {
                self.picks[i] = Some(choice);
                true
            }
            None => false,
        }
    }

    /// Members who have not picked this round.
    pub fn waiting(&self) -> impl Iterator<Item = Seat> + '_ {
        self.members
            .iter()
            .zip(&self.picks)
            .filter(|(_, p)| p.is_none())
            .map(|(&m, _)| m)
    }

    /// Whether every member has picked.
    pub fn all_in(&self) -> bool {
        self.picks.iter().all(Option::is_some)
    }

    /// Settles the round once everyone has picked.
    pub fn settle(&mut self, rng: &mut GameRng) -> GroupOutcome<T> {
        let picks: Vec<T> = self.picks.iter().flatten().copied().collect();
        debug_assert_eq!(
            picks.len(),
            self.members.len(),
            "settle before everyone picked"
        );
        let first = picks[0];
        if picks.iter().all(|&p| p == first) {
            return GroupOutcome::Agreed(first);
        }
        if self.round < self.max_rounds {
            self.previous = self.members.iter().copied().zip(picks).collect();
            self.picks = vec![None; self.members.len()];
            self.round += 1;
            return GroupOutcome::Again;
        }
        let mut tally: Vec<(T, usize)> = Vec::new();
        for p in picks {
            match tally.iter_mut().find(|(t, _)| *t == p) {
                Some(e) => e.1 += 1,
                None => tally.push((p, 1)),
            }
        }
        let top = tally.iter().map(|e| e.1).max().unwrap_or(0);
        let best: Vec<T> = tally.iter().filter(|e| e.1 == top).map(|e| e.0).collect();
        GroupOutcome::Forced(best[rng.random_range(0..best.len())])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::game_rng;

    #[test]
    fn agreement_settles_at_once() {
        let mut g = GroupDecision::new(vec![Seat(0), Seat(1)], 3);
        g.pick(Seat(0), 5u8);
        assert!(!g.all_in());
        g.pick(Seat(1), 5u8);
        assert_eq!(g.settle(&mut game_rng(0, 0)), GroupOutcome::Agreed(5));
    }

    #[test]
    fn disagreement_asks_again_then_most_picked_wins() {
        let mut rng = game_rng(0, 0);
        let mut g = GroupDecision::new(vec![Seat(0), Seat(1), Seat(2)], 2);
        g.pick(Seat(0), 1u8);
        g.pick(Seat(1), 2);
        g.pick(Seat(2), 2);
        assert_eq!(g.settle(&mut rng), GroupOutcome::Again);
        assert_eq!(g.previous().len(), 3);
        assert_eq!(g.round(), 2);
        assert_eq!(g.waiting().count(), 3);
        g.pick(Seat(0), 1);
        g.pick(Seat(1), 2);
        g.pick(Seat(2), 2);
        assert_eq!(g.settle(&mut rng), GroupOutcome::Forced(2));
        assert!(!g.pick(Seat(7), 1));
    }
}
