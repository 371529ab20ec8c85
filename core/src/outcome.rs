//! How a game ended: the result, and per seat its side, role, win and score.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::{seat::Seat, text::Text};

/// The result of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum GameResult {
    /// One side won.
    Win {
        /// Machine key of the side (`"police"`).
        side: Cow<'static, str>,
        /// Its name.
        label: Text,
    },
    /// Nobody won.
    Draw,
}

/// One seat's part in the outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatOutcome {
    /// The seat.
    pub seat: Seat,
    /// Machine key of the seat's side.
    pub side: Cow<'static, str>,
    /// The role dealt.
    pub role: Text,
    /// Whether the seat won.
    pub won: bool,
    /// Points by the game's own score table (0 where it has none).
    pub score: i32,
}

/// The end of a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Who won.
    pub result: GameResult,
    /// Every seat, in seat order.
    pub seats: Vec<SeatOutcome>,
    /// A line for the table.
    pub summary: Text,
}

impl Outcome {
    /// Key for tallies: the winning side, or `"draw"`.
    pub fn result_key(&self) -> &str {
        match &self.result {
            GameResult::Win { side, .. } => side,
            GameResult::Draw => "draw",
        }
    }

    /// The seats that won.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats.iter().filter(|s| s.won).map(|s| s.seat)
    }
}
