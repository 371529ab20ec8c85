//! Zones: one table from card to zone, where every move is one call, so every card is
//! in exactly one zone by construction (the deck, hands, areas in front of seats, the
//! "being resolved" zone, the discard pile, out of the game).
//!
//! A zone keeps its cards in order (the deck's top is its last card); moving a card takes
//! it out of wherever it was and puts it at the end (or the start) of the new zone.

use std::fmt;

use serde::{Deserialize, Serialize};

/// A card's number: an index into the game's catalogue.
pub trait CardIndex: Copy + Eq + fmt::Debug {
    /// Its index, `0..n`.
    fn index(self) -> usize;
}

impl CardIndex for u8 {
    fn index(self) -> usize {
        self as usize
    }
}

impl CardIndex for u16 {
    fn index(self) -> usize {
        self as usize
    }
}

/// Where a card can be: a game's own enum (`Deck`, `Hand(Seat)`, `Intel(Seat)`,
/// `Resolving`, `Discard`…).
pub trait ZoneId: Copy + Eq + fmt::Debug {}

impl<T: Copy + Eq + fmt::Debug> ZoneId for T {}

/// Every card of a game and the zone it is in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zones<Z, C> {
    /// Per card, its zone.
    at: Vec<Z>,
    /// Per zone (in first-use order), its cards in order.
    lists: Vec<(Z, Vec<C>)>,
}

impl<Z: ZoneId, C: CardIndex> Zones<Z, C> {
    /// All `cards` in `zone`, in the order given (the last is the top of a pile).
    pub fn new(cards: Vec<C>, zone: Z) -> Self {
        let mut at = Vec::with_capacity(cards.len());
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.index(), i, "cards are numbered 0..n in order");
            at.push(zone);
        }
        Zones {
            at,
            lists: vec![(zone, cards)],
        }
    }

    /// How many cards the game has.
    pub fn len(&self) -> usize {
        self.at.len()
    }

    /// Whether the game has no cards.
    pub fn is_empty(&self) -> bool {
        self.at.is_empty()
    }

    /// The zone `card` is in.
    pub fn zone_of(&self, card: C) -> Z {
        self.at[card.index()]
    }

    /// The cards in `zone`, in order (empty if none).
    pub fn cards(&self, zone: Z) -> &[C] {
        self.lists
            .iter()
            .find(|(z, _)| *z == zone)
            .map_or(&[][..], |(_, l)| l.as_slice())
    }

    /// How many cards `zone` holds.
    pub fn count(&self, zone: Z) -> usize {
        self.cards(zone).len()
    }

    /// The last card of `zone` (a pile's top).
    pub fn top(&self, zone: Z) -> Option<C> {
        self.cards(zone).last().copied()
    }

    fn list_mut(&mut self, zone: Z) -> &mut Vec<C> {
        match self.lists.iter().position(|(z, _)| *z == zone) {
            Some(i) => &mut self.lists[i].1,
            None => {
                self.lists.push((zone, Vec::new()));
                &mut self.lists.last_mut().expect("just pushed").1
            }
        }
    }

    fn take(&mut self, card: C) {
        let from = self.at[card.index()];
        let l = self.list_mut(from);
        if let Some(i) = l.iter().position(|&c| c == card) {
            l.remove(i);
        }
    }

    /// Moves `card` to the end of `zone` (onto a pile's top); returns where it was.
    pub fn move_to(&mut self, card: C, zone: Z) -> Z {
        let from = self.at[card.index()];
        self.take(card);
        self.list_mut(zone).push(card);
        self.at[card.index()] = zone;
        from
    }

    /// Moves `card` to the start of `zone` (a pile's bottom); returns where it was.
    pub fn move_to_bottom(&mut self, card: C, zone: Z) -> Z {
        let from = self.at[card.index()];
        self.take(card);
        self.list_mut(zone).insert(0, card);
        self.at[card.index()] = zone;
        from
    }

    /// Moves every card of `from` to the end of `to`, keeping their order.
    pub fn move_all(&mut self, from: Z, to: Z) {
        let cards: Vec<C> = self.cards(from).to_vec();
        for c in cards {
            self.move_to(c, to);
        }
    }

    /// Puts `zone`'s cards in the order `order` gives (a shuffle); `order` must hold
    /// exactly the zone's cards.
    pub fn reorder(&mut self, zone: Z, order: Vec<C>) {
        let l = self.list_mut(zone);
        assert_eq!(l.len(), order.len(), "a reorder keeps the zone's cards");
        debug_assert!(order.iter().all(|c| l.contains(c)));
        *l = order;
    }

    /// Checks the table against the lists: every card in exactly one list, the one its
    /// entry names. Holds by construction; tests call it after every step.
    pub fn check(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.at.len()];
        for (z, l) in &self.lists {
            for &c in l {
                let i = c.index();
                if i >= self.at.len() {
                    return Err(format!("{c:?} in {z:?} is not a card of the game"));
                }
                seen[i] += 1;
                if self.at[i] != *z {
                    return Err(format!(
                        "{c:?} is listed in {z:?} but recorded in {:?}",
                        self.at[i]
                    ));
                }
            }
        }
        match seen.iter().position(|&n| n != 1) {
            Some(i) => Err(format!("card {i} is in {} zones", seen[i])),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, Debug, PartialEq, Eq)]
    enum Z {
        Deck,
        Hand(u8),
        Discard,
    }

    #[test]
    fn every_move_keeps_each_card_in_exactly_one_zone() {
        let mut z: Zones<Z, u8> = Zones::new((0..10).collect(), Z::Deck);
        assert_eq!(z.top(Z::Deck), Some(9));
        assert_eq!(z.move_to(9, Z::Hand(0)), Z::Deck);
        z.move_to(8, Z::Hand(0));
        z.move_to(9, Z::Discard);
        z.move_to_bottom(0, Z::Discard);
        assert_eq!(z.cards(Z::Hand(0)), &[8]);
        assert_eq!(z.cards(Z::Discard), &[0, 9]);
        assert_eq!(z.zone_of(9), Z::Discard);
        z.move_all(Z::Discard, Z::Deck);
        assert_eq!(z.cards(Z::Deck), &[1, 2, 3, 4, 5, 6, 7, 0, 9]);
        assert_eq!(z.count(Z::Hand(1)), 0);
        z.check().expect("conserved");
        let total: usize = [Z::Deck, Z::Hand(0), Z::Discard]
            .iter()
            .map(|&k| z.count(k))
            .sum();
        assert_eq!(total, z.len());
    }

    #[test]
    fn a_reorder_keeps_the_cards_and_changes_their_order() {
        let mut z: Zones<Z, u8> = Zones::new((0..4).collect(), Z::Deck);
        z.reorder(Z::Deck, vec![3, 1, 0, 2]);
        assert_eq!(z.top(Z::Deck), Some(2));
        z.check().expect("conserved");
    }
}
