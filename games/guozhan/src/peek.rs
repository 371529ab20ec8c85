//! What a seat learned with 知己知彼 (kept by the game, shown in its views).

use tianhei_core::Seat;

use crate::{card::CardId, character::Character, choices::PeekAt, faction::FColour};

/// What a seat learned with 知己知彼.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Peek {
    /// Who looked.
    pub user: Seat,
    /// At whom.
    pub target: Seat,
    /// At what.
    pub what: PeekAt,
    /// The hand then (when the hand was looked at).
    pub hand: Vec<CardId>,
    /// The faction card's colour (when one was looked at).
    pub colour: Option<FColour>,
    /// The character (when it was looked at).
    pub character: Option<Character>,
    /// The round it happened in.
    pub round: u32,
}
