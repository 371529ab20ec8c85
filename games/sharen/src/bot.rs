//! The heuristic 杀人游戏 bot: plays like a sensible person from its own view only.
//!
//! Killers never target each other; asked again, they follow a person's pick in the
//! second round (the lowest seat's among bots alone) and hold their pick after that;
//! police check unchecked players and vote for a checked killer; the doctor does not
//! heal the same player alive two nights running; nobody votes for a known partner;
//! the 秘警 and 秘匪 use their power from the second night, on a suspect.

use rand::RngExt;
use tianhei_core::{
    GameRng, Prompt, Seat, SeatSet,
    nightday::{Offers, Opt, Question, heuristic::Heuristic},
    rng::game_rng,
};

use crate::{
    keys::Step,
    role::{CheckResult, Role},
    view::SharenView,
};

/// The heuristic bot for one seat.
#[derive(Clone, Debug)]
pub struct SharenBot {
    seat: Seat,
    rng: GameRng,
    last_heal: Option<(u32, Seat)>,
}

impl SharenBot {
    /// A bot for `seat` in a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        SharenBot {
            seat,
            rng: game_rng(seed, 2000 + seat.0 as u64),
            last_heal: None,
        }
    }

    fn answer(&mut self, v: &SharenView, prompt: &Prompt, people: SeatSet) -> Option<usize> {
        let me = v.town.me.as_ref()?;
        let offers = v.town.offers.as_slice();
        if offers.len() != prompt.options.len() {
            return None;
        }
        let team = me.team;
        let killers_checked: Vec<Seat> = (me.own.checks.iter())
            .filter(|c| c.result == CheckResult::Killer)
            .map(|c| c.target)
            .collect();
        let cleared: Vec<Seat> = (me.own.checks.iter())
            .filter(|c| c.result != CheckResult::Killer)
            .map(|c| c.target)
            .collect();
        match v.town.question? {
            Question::Night(Step::Kill | Step::Check) => {
                // Asked again: in the second round follow a person's previous pick (the
                // lowest seat's in a group of bots, which then agrees at once); from the
                // third round on hold the pick, so a person who switches to a bot's pick
                // meets it there instead of swapping with it round after round.
                if let Some(t) = me.follow(people)
                    && let Some(i) = offers.index_of(Opt::Seat(t))
                {
                    return Some(i);
                }
                let checked: Vec<Seat> = me.own.checks.iter().map(|c| c.target).collect();
                offers
                    .random_seat(&mut self.rng, |s| {
                        !team.contains(s) && !checked.contains(&s)
                    })
                    .or_else(|| offers.random_seat(&mut self.rng, |s| !team.contains(s)))
            }
            Question::Night(Step::SecretKill | Step::Execute) => {
                if v.town.night < 2 || self.rng.random_range(0..3) != 0 {
                    return offers.index_of(Opt::Pass);
                }
                let me_seat = self.seat;
                offers.random_seat(&mut self.rng, |s| s != me_seat)
            }
            Question::Night(Step::Heal) => {
                let avoid = self
                    .last_heal
                    .filter(|&(n, _)| n + 1 == v.town.night)
                    .map(|(_, s)| s);
                let i = offers.random_seat(&mut self.rng, |s| Some(s) != avoid)?;
                if let Some(s) = offers[i].as_seat() {
                    self.last_heal = Some((v.town.night, s));
                }
                Some(i)
            }
            Question::Vote => {
                if let Some(&k) = killers_checked
                    .iter()
                    .find(|&&k| offers.index_of(Opt::Seat(k)).is_some())
                {
                    return offers.index_of(Opt::Seat(k));
                }
                // Follow the first vote cast for a seat this viewer has no reason to trust.
                let trusted = |s: Seat| team.contains(s) || cleared.contains(&s) || s == me.seat;
                if let Some(vote) = v.town.vote()
                    && me.own.playing != Role::Killer
                    && let Some(t) = vote
                        .ballots
                        .iter()
                        .filter_map(|b| b.target)
                        .find(|&t| !trusted(t))
                    && self.rng.random_range(0..2) == 0
                {
                    return offers.index_of(Opt::Seat(t));
                }
                offers
                    .random_seat(&mut self.rng, |s| !trusted(s))
                    .or_else(|| offers.index_of(Opt::Abstain))
            }
            _ => None,
        }
    }
}

impl Heuristic for SharenBot {
    type View = SharenView;

    fn reseed(&mut self, k: u64) {
        self.rng = game_rng(k, 2000 + self.seat.0 as u64);
    }

    fn pick(&mut self, v: &SharenView, prompt: &Prompt, people: SeatSet) -> Option<usize> {
        self.answer(v, prompt, people)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bot_is_for_its_seat() {
        let b = SharenBot::new(1, Seat(3));
        assert_eq!(b.seat, Seat(3));
    }
}
