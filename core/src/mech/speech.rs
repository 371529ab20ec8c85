//! Speaking order: every listed seat once, in turn order from a starting seat.

use crate::seat::{Seat, Seating};

/// The seats for which `keep` holds, once each, going right from `start` (included).
pub fn rotation(seating: Seating, start: Seat, keep: impl Fn(Seat) -> bool) -> Vec<Seat> {
    seating.from(start).filter(|&s| keep(s)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_starts_at_start_and_skips_filtered() {
        let v = rotation(Seating::new(6), Seat(4), |s| s != Seat(0));
        assert_eq!(v, vec![Seat(4), Seat(5), Seat(1), Seat(2), Seat(3)]);
    }
}
