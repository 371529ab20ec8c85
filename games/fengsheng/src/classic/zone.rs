//! Where a card of 风声 can be. Every card is in exactly one zone of the game's zone
//! table (the card kit's `Zones`), and every move is one call, so no card is ever lost or
//! doubled. Who sees a card where it lies is the log guard's (`lines.rs`).

use tianhei_core::{
    Seat,
    cards::{ZoneId, zones::Seen},
};

use crate::shared::zone::{SeatZone, seat_slot};

/// How many zones are the table's (numbered first, before the seats' own).
const TABLE_ZONES: usize = 7;

/// A zone of 风声.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Zone {
    /// The draw pile (its top is the last card).
    Deck,
    /// The discard pile.
    Discard,
    /// Removed from the game (a used 试探).
    Removed,
    /// The intel being passed.
    Transit,
    /// Used and waiting on the stack of the open priority window.
    Stack,
    /// The stack entry being resolved.
    Resolving,
    /// Turned up by a 真伪莫辨 and still to be dealt.
    Dealing,
    /// A player's hand.
    Hand(Seat),
    /// The intel face-up in front of a player.
    Intel(Seat),
}

impl ZoneId for Zone {
    /// Who sees a card's face where it lies, for what each seat knows (the intel in
    /// transit: those the game shows it to; a 试探 on the stack is face-down but never
    /// goes anywhere hidden from there).
    fn seen(self) -> Seen {
        match self {
            Zone::Deck | Zone::Dealing | Zone::Removed | Zone::Transit => Seen::Nobody,
            Zone::Hand(s) => Seen::Seat(s),
            Zone::Stack | Zone::Resolving | Zone::Intel(_) | Zone::Discard => Seen::Everyone,
        }
    }

    fn slot(self) -> usize {
        match self {
            Zone::Deck => 0,
            Zone::Discard => 1,
            Zone::Removed => 2,
            Zone::Transit => 3,
            Zone::Stack => 4,
            Zone::Resolving => 5,
            Zone::Dealing => 6,
            Zone::Hand(s) => seat_slot(TABLE_ZONES, s, SeatZone::Hand),
            Zone::Intel(s) => seat_slot(TABLE_ZONES, s, SeatZone::Intel),
        }
    }
}
