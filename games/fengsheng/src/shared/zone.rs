//! How both editions number their zones for the card kit's `Zones`: the edition's own
//! table zones first (`0..` their count), then each seat's hand and intel area, seat by
//! seat.

use tianhei_core::Seat;

/// A seat's own zones, the same two in both editions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SeatZone {
    /// Its hand.
    Hand,
    /// Its intel area (face-up in front of it).
    Intel,
}

/// The slot of `seat`'s `zone` after the `table` zones numbered `0..table`.
pub fn seat_slot(table: usize, seat: Seat, zone: SeatZone) -> usize {
    table + 2 * seat.index() + zone as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seat_zones_follow_the_table_zones_hand_then_intel_seat_by_seat() {
        assert_eq!(seat_slot(7, Seat(0), SeatZone::Hand), 7);
        assert_eq!(seat_slot(7, Seat(0), SeatZone::Intel), 8);
        assert_eq!(seat_slot(7, Seat(3), SeatZone::Hand), 13);
        assert_eq!(seat_slot(7, Seat(3), SeatZone::Intel), 14);
    }
}
