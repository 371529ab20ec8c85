//! Speaking order: every listed seat once, in turn order from a starting seat.

use crate::seat::{Seat, Seating};

/// The seats for which `keep` holds, once each, going right from `start` (included).
pub fn rotation(seating: Seating, start: Seat, keep: impl Fn(Seat) -> bool) -> Vec<Seat> {
    seating.from(start).filter(|&s| keep(s)).collect()
}

/// A queue of speakers; each speaks once, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Speeches {
    order: Vec<Seat>,
    next: usize,
}

impl Speeches {
    /// Speeches in the given order.
    pub fn new(order: Vec<Seat>) -> Self {
        Speeches { order, next: 0 }
    }

    /// Whose turn it is, if anyone's.
    pub fn current(&self) -> Option<Seat> {
        self.order.get(self.next).copied()
    }

    /// The current speaker is done; returns the next one.
    pub fn done(&mut self) -> Option<Seat> {
        self.next += 1;
        self.current()
    }

    /// The whole order.
    pub fn order(&self) -> &[Seat] {
        &self.order
    }

    /// Removes a seat that left the game mid-round.
    pub fn drop_seat(&mut self, s: Seat) {
        if let Some(i) = self.order.iter().position(|&t| t == s) {
            if i < self.next {
                self.next -= 1;
            }
            self.order.remove(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_starts_at_start_and_skips_filtered() {
        let v = rotation(Seating::new(6), Seat(4), |s| s != Seat(0));
        assert_eq!(v, vec![Seat(4), Seat(5), Seat(1), Seat(2), Seat(3)]);
    }

    #[test]
    fn speeches_go_in_order_once() {
        let mut s = Speeches::new(vec![Seat(2), Seat(3)]);
        assert_eq!(s.current(), Some(Seat(2)));
        assert_eq!(s.done(), Some(Seat(3)));
        assert_eq!(s.done(), None);
    }
}
