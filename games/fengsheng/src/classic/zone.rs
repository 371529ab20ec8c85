//! Where a card of 风声 can be. Every card is in exactly one zone of the game's zone
//! table (the card kit's `Zones`), and every move is one call, so no card is ever lost or
//! doubled. Who sees a card where it lies is the log guard's (`lines.rs`).

use tianhei_core::zones;

zones! {
    /// A zone of 风声: who sees a card's face where it lies, for what each seat knows
    /// (the intel in transit: those the game shows it to; a 试探 on the stack is face-down
    /// but never goes anywhere hidden from there).
    pub enum Zone {
        /// The draw pile (its top is the last card).
        Deck => nobody,
        /// The discard pile.
        Discard => everyone,
        /// Removed from the game (a used 试探).
        Removed => nobody,
        /// The intel being passed.
        Transit => nobody,
        /// Used and waiting on the stack of the open priority window.
        Stack => everyone,
        /// The stack entry being resolved.
        Resolving => everyone,
        /// Turned up by a 真伪莫辨 and still to be dealt.
        Dealing => nobody,
        /// A player's hand.
        Hand(Seat) => owner,
        /// The intel face-up in front of a player.
        Intel(Seat) => everyone,
    }
}

#[cfg(test)]
mod tests {
    use super::Zone;
    use tianhei_core::{Seat, cards::ZoneId};

    #[test]
    fn seat_zones_follow_the_table_zones_hand_then_intel_seat_by_seat() {
        assert_eq!(Zone::Dealing.slot(), 6);
        assert_eq!(Zone::Hand(Seat(0)).slot(), 7);
        assert_eq!(Zone::Intel(Seat(0)).slot(), 8);
        assert_eq!(Zone::Hand(Seat(3)).slot(), 13);
        assert_eq!(Zone::Intel(Seat(3)).slot(), 14);
    }
}
