//! The heuristic bot.

use tianhei_core::{
    Bot, Prompt, Seat, View,
    rng::{GameRng, game_rng},
};

/// A sensible beginner.
#[derive(Clone, Debug)]
pub struct Heuristic {
    #[allow(dead_code)]
    rng: GameRng,
    #[allow(dead_code)]
    seat: Seat,
}

impl Heuristic {
    /// A heuristic bot for `seat` of a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        Heuristic {
            rng: game_rng(seed, 2000 + seat.0 as u64),
            seat,
        }
    }
}

impl Bot for Heuristic {
    fn choose(&mut self, _view: &View, prompt: &Prompt) -> Vec<usize> {
        prompt.default.clone()
    }
}
