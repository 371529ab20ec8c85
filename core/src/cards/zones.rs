//! Zones: one table from card to zone, where every move is one call, so every card is
//! in exactly one zone by construction (the deck, hands, areas in front of seats, the
//! "being resolved" zone, the discard pile, out of the game).
//!
//! A zone keeps its cards in order (the deck's top is its last card); moving a card takes
//! it out of wherever it was and puts it at the end (or the start) of the new zone. A
//! draw pile and its discard pile follow the one rule every card game here has: the
//! moment the pile runs out, the discards are shuffled into a new one ([`Zones::draw`]).
//!
//! Zones also keep, per card, which seats know its face where it lies: a zone says who
//! sees its cards ([`ZoneId::seen`]); a move keeps a seat's knowledge when that seat saw
//! the card leave (it lay where he could see it) and gives it to everyone who sees the
//! card where it arrives; a game adds what it shows on purpose ([`Zones::reveal`]). A card
//! taken at random from a hand is no longer known to a third seat who had known it —
//! he does not know which card went. Worlds ([`crate::world`]) draw again the faces a seat
//! does not know ([`Zones::knows`]).

use std::fmt;

use rand::{RngExt, seq::SliceRandom};
use serde::{Deserialize, Serialize};

use crate::{
    rng::GameRng,
    seat::{Seat, SeatSet},
};

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
/// `Resolving`, `Discard`…), numbered densely from 0 so a zone's cards are one index
/// away (`Hand(s)` might be `4 + 2 * s`, `Intel(s)` `5 + 2 * s`).
pub trait ZoneId: Copy + Eq + fmt::Debug {
    /// The zone's number: distinct zones have distinct numbers, small ones.
    fn slot(self) -> usize;

    /// Who sees the faces of the cards lying here: everyone (a face-up pile, an area in
    /// front of a seat), one seat (his hand) or nobody (the deck, a face-down card whose
    /// viewers the game reveals it to). The default is nobody.
    fn seen(self) -> Seen {
        Seen::Nobody
    }
}

/// Who sees the cards of a zone where they lie.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Seen {
    /// Every seat.
    Everyone,
    /// One seat.
    Seat(Seat),
    /// Nobody (but whom the game shows a card to).
    Nobody,
}

impl Seen {
    /// The seats, as a set.
    pub fn set(self) -> SeatSet {
        match self {
            Seen::Everyone => SeatSet::EVERYONE,
            Seen::Seat(s) => SeatSet::one(s),
            Seen::Nobody => SeatSet::EMPTY,
        }
    }
}

/// Every card of a game and the zone it is in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Zones<Z, C> {
    /// Per card, its zone.
    at: Vec<Z>,
    /// Per zone number, its cards in order.
    lists: Vec<Vec<C>>,
    /// Per card, the seats that know its face where it lies (see the module).
    #[serde(skip)]
    known: Vec<SeatSet>,
}

impl<Z: ZoneId, C: CardIndex> Zones<Z, C> {
    /// All `cards` in `zone`, in the order given (the last is the top of a pile).
    pub fn new(cards: Vec<C>, zone: Z) -> Self {
        let mut at = Vec::with_capacity(cards.len());
        for (i, c) in cards.iter().enumerate() {
            assert_eq!(c.index(), i, "cards are numbered 0..n in order");
            at.push(zone);
        }
        let mut z = Zones {
            known: vec![zone.seen().set(); at.len()],
            at,
            lists: Vec::new(),
        };
        *z.list_mut(zone) = cards;
        z
    }

    /// All `cards` (numbered `0..n` in order), each in the zone `zone` gives it; a
    /// zone's cards in the order given. The same as [`Zones::new`] in one zone and then
    /// each card moved to its own, in order, without the moves.
    pub fn placed(cards: Vec<C>, zone: impl Fn(C) -> Z) -> Self {
        let mut z = Zones {
            at: Vec::with_capacity(cards.len()),
            lists: Vec::new(),
            known: Vec::with_capacity(cards.len()),
        };
        for (i, c) in cards.into_iter().enumerate() {
            assert_eq!(c.index(), i, "cards are numbered 0..n in order");
            let at = zone(c);
            z.at.push(at);
            z.known.push(at.seen().set());
            z.list_mut(at).push(c);
        }
        z
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
        self.lists.get(zone.slot()).map_or(&[][..], Vec::as_slice)
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
        let i = zone.slot();
        if i >= self.lists.len() {
            self.lists.resize_with(i + 1, Vec::new);
        }
        &mut self.lists[i]
    }

    fn take(&mut self, card: C) {
        let from = self.at[card.index()];
        let l = self.list_mut(from);
        if let Some(i) = l.iter().rposition(|&c| c == card) {
            l.remove(i);
        }
    }

    /// `card` goes from `from` to `to`: who knows its face now.
    fn learn(&mut self, card: C, from: Z, to: Z) {
        if let Some(k) = self.known.get_mut(card.index()) {
            *k = k.intersection(from.seen().set()).union(to.seen().set());
        }
    }

    /// Whether `seat` knows `card`'s face where it lies (see the module).
    pub fn knows(&self, card: C, seat: Seat) -> bool {
        self.known
            .get(card.index())
            .is_some_and(|k| k.contains(seat))
    }

    /// The seats that know `card`'s face where it lies.
    pub fn known_by(&self, card: C) -> SeatSet {
        self.known.get(card.index()).copied().unwrap_or_default()
    }

    /// `seats` are shown `card` (a look, a card handed face-down, a 破译): they know it
    /// until it moves where they cannot follow it.
    pub fn reveal(&mut self, card: C, seats: SeatSet) {
        if let Some(k) = self.known.get_mut(card.index()) {
            *k = k.union(seats);
        }
    }

    /// A world's draw for a seat ([`crate::world`]): the cards `hidden` accepts (those
    /// the seat does not know) change places among themselves at random, over the zones
    /// `place` accepts (each zone keeps its size); then each zone `shuffled` accepts is
    /// put in a random order (a deck whose order the seat does not know). A card whose
    /// place shows part of its face (`shows` gives what: the way an intel travels) is
    /// replaced by one that shows the same. A moved card is known where it lands to those
    /// who see that zone. Returns the moves, `(old card, new card)` per place, for the
    /// game to follow in whatever else names a card (the intel in transit).
    pub fn redeal<K: PartialEq>(
        &mut self,
        hidden: impl Fn(C) -> bool,
        place: impl Fn(Z) -> bool,
        shows: impl Fn(C) -> Option<K>,
        shuffled: &[Z],
        rng: &mut GameRng,
    ) -> Vec<(C, C)> {
        let mut slots: Vec<(usize, usize)> = Vec::new();
        let mut cards: Vec<C> = Vec::new();
        for (zi, list) in self.lists.iter().enumerate() {
            for (i, &c) in list.iter().enumerate() {
                if hidden(c) && place(self.at[c.index()]) {
                    slots.push((zi, i));
                    cards.push(c);
                }
            }
        }
        let olds = cards.clone();
        let zone_at: Vec<Z> = olds.iter().map(|&c| self.at[c.index()]).collect();
        // Drawn from the cards in id order: the draw depends on which cards are hidden,
        // not on where they lie.
        cards.sort_unstable_by_key(|c| c.index());
        cards.shuffle(rng);
        // A place that shows part of its card: swap in one that shows the same (there is
        // always one: the card that lay there).
        for (k, &old) in olds.iter().enumerate() {
            let Some(want) = shows(old) else { continue };
            if shows(cards[k]).as_ref() == Some(&want) {
                continue;
            }
            let fits: Vec<usize> = (0..cards.len())
                .filter(|&j| shows(cards[j]).as_ref() == Some(&want) && shows(olds[j]).is_none())
                .collect();
            if let Some(&j) = fits.get(rng.random_range(0..fits.len().max(1))) {
                cards.swap(k, j);
            }
        }
        for (k, (&(zi, i), &c)) in slots.iter().zip(&cards).enumerate() {
            let z = zone_at[k];
            self.lists[zi][i] = c;
            self.at[c.index()] = z;
            if let Some(kn) = self.known.get_mut(c.index()) {
                *kn = z.seen().set();
            }
        }
        for &z in shuffled {
            self.shuffle_anew(z, rng);
        }
        olds.into_iter().zip(cards).collect()
    }

    /// Moves `card` to the end of `zone` (onto a pile's top); returns where it was.
    pub fn move_to(&mut self, card: C, zone: Z) -> Z {
        let from = self.at[card.index()];
        self.take(card);
        self.list_mut(zone).push(card);
        self.at[card.index()] = zone;
        self.learn(card, from, zone);
        from
    }

    /// Moves `card` to the start of `zone` (a pile's bottom); returns where it was.
    pub fn move_to_bottom(&mut self, card: C, zone: Z) -> Z {
        let from = self.at[card.index()];
        self.take(card);
        self.list_mut(zone).insert(0, card);
        self.at[card.index()] = zone;
        self.learn(card, from, zone);
        from
    }

    /// Moves every card of `from` to the end of `to`, keeping their order.
    pub fn move_all(&mut self, from: Z, to: Z) {
        if from == to {
            return;
        }
        let cards = std::mem::take(self.list_mut(from));
        for &c in &cards {
            self.at[c.index()] = to;
            self.learn(c, from, to);
        }
        self.list_mut(to).extend(cards);
    }

    /// Puts `zone`'s cards in the order `order` gives (a shuffle); `order` must hold
    /// exactly the zone's cards.
    pub fn reorder(&mut self, zone: Z, order: Vec<C>) {
        let l = self.list_mut(zone);
        assert_eq!(l.len(), order.len(), "a reorder keeps the zone's cards");
        debug_assert!(order.iter().all(|c| l.contains(c)));
        *l = order;
    }

    /// Shuffles `zone`'s cards.
    pub fn shuffle(&mut self, zone: Z, rng: &mut GameRng) {
        self.list_mut(zone).shuffle(rng);
    }

    /// Puts `zone` in an order drawn anew that depends only on which cards it holds (not
    /// on their order before): what a world draws, so that two states a seat cannot tell
    /// apart give it the same worlds.
    pub fn shuffle_anew(&mut self, zone: Z, rng: &mut GameRng) {
        let list = self.list_mut(zone);
        list.sort_unstable_by_key(|c| c.index());
        list.shuffle(rng);
    }

    /// When `pile` is empty, the cards of `discard` become it, shuffled.
    pub fn refill(&mut self, pile: Z, discard: Z, rng: &mut GameRng) {
        if self.count(pile) == 0 && self.count(discard) > 0 {
            self.move_all(discard, pile);
            self.shuffle(pile, rng);
        }
    }

    /// Draws the top card of `pile` into `to`. The moment `pile` runs out, `discard` is
    /// shuffled into a new one; if both were empty then, the next draw makes a pile of
    /// whatever has been discarded since. `None` when both are empty.
    pub fn draw(&mut self, pile: Z, discard: Z, to: Z, rng: &mut GameRng) -> Option<C> {
        self.refill(pile, discard, rng);
        let card = self.top(pile)?;
        self.move_to(card, to);
        self.refill(pile, discard, rng);
        Some(card)
    }

    /// The top card of `pile` without drawing it (shown, say), shuffling `discard` in
    /// first if `pile` is empty. `None` when both are empty.
    pub fn peek(&mut self, pile: Z, discard: Z, rng: &mut GameRng) -> Option<C> {
        self.refill(pile, discard, rng);
        self.top(pile)
    }

    /// Swaps `card` with the top of `pile`: the top goes to `to` and `card` takes its
    /// place on the pile. Returns the card taken; `None` (and nothing moves) when `pile`
    /// and `discard` are both empty.
    pub fn swap_top(
        &mut self,
        card: C,
        pile: Z,
        discard: Z,
        to: Z,
        rng: &mut GameRng,
    ) -> Option<C> {
        self.refill(pile, discard, rng);
        let top = self.top(pile)?;
        self.move_to(top, to);
        self.move_to(card, pile);
        Some(top)
    }
    /// Checks the table against the lists: every card in exactly one list, the one its
    /// entry names. Holds by construction; tests call it after every step.
    pub fn check(&self) -> Result<(), String> {
        let mut seen = vec![0u8; self.at.len()];
        for (slot, l) in self.lists.iter().enumerate() {
            for &c in l {
                let i = c.index();
                if i >= self.at.len() {
                    return Err(format!("{c:?} in zone {slot} is not a card of the game"));
                }
                seen[i] += 1;
                if self.at[i].slot() != slot {
                    return Err(format!(
                        "{c:?} is listed in zone {slot} but recorded in {:?}",
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

    impl ZoneId for Z {
        fn slot(self) -> usize {
            match self {
                Z::Deck => 0,
                Z::Discard => 1,
                Z::Hand(s) => 2 + s as usize,
            }
        }
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
    fn cards_placed_at_once_lie_as_if_moved_one_by_one() {
        let zone = |c: u8| match c % 3 {
            0 => Z::Hand(1),
            1 => Z::Deck,
            _ => Z::Discard,
        };
        let mut moved: Zones<Z, u8> = Zones::new((0..12).collect(), Z::Deck);
        for c in 0..12 {
            moved.move_to(c, zone(c));
        }
        let placed = Zones::placed((0..12).collect(), zone);
        assert_eq!(placed, moved);
        assert_eq!(placed.cards(Z::Hand(1)), &[0, 3, 6, 9]);
    }

    #[test]
    fn a_seat_knows_a_card_it_saw_leave_and_forgets_one_taken_unseen() {
        #[derive(Copy, Clone, Debug, PartialEq, Eq)]
        enum K {
            Deck,
            Hand(u8),
            Up,
        }
        impl ZoneId for K {
            fn slot(self) -> usize {
                match self {
                    K::Deck => 0,
                    K::Up => 1,
                    K::Hand(s) => 2 + s as usize,
                }
            }
            fn seen(self) -> Seen {
                match self {
                    K::Deck => Seen::Nobody,
                    K::Up => Seen::Everyone,
                    K::Hand(s) => Seen::Seat(Seat(s)),
                }
            }
        }
        let mut z: Zones<K, u8> = Zones::new((0..4).collect(), K::Deck);
        assert!(!z.knows(0, Seat(0)), "nobody knows the deck");
        z.move_to(0, K::Hand(0));
        assert!(z.knows(0, Seat(0)) && !z.knows(0, Seat(1)));
        // Seat 1 is handed it: both know it.
        z.move_to(0, K::Hand(1));
        assert!(z.knows(0, Seat(0)) && z.knows(0, Seat(1)));
        // Seat 2 takes it from seat 1's hand: seat 0 could not see which card went.
        z.move_to(0, K::Hand(2));
        assert!(!z.knows(0, Seat(0)) && z.knows(0, Seat(1)) && z.knows(0, Seat(2)));
        z.move_to(1, K::Up);
        assert!(z.knows(1, Seat(5)), "face-up: everyone");
        z.reveal(2, SeatSet::one(Seat(3)));
        assert!(z.knows(2, Seat(3)) && !z.knows(2, Seat(0)));
    }

    #[test]
    fn a_reorder_keeps_the_cards_and_changes_their_order() {
        let mut z: Zones<Z, u8> = Zones::new((0..4).collect(), Z::Deck);
        z.reorder(Z::Deck, vec![3, 1, 0, 2]);
        assert_eq!(z.top(Z::Deck), Some(2));
        z.check().expect("conserved");
    }

    #[test]
    fn drawing_shuffles_the_discards_in_the_moment_the_pile_runs_out() {
        let mut rng = crate::rng::game_rng(9, 0);
        let mut z: Zones<Z, u8> = Zones::new((0..3).collect(), Z::Deck);
        z.move_to(0, Z::Discard);
        assert_eq!(z.draw(Z::Deck, Z::Discard, Z::Hand(0), &mut rng), Some(2));
        // The last card drawn empties the pile: the discards become it at once.
        assert_eq!(z.draw(Z::Deck, Z::Discard, Z::Hand(0), &mut rng), Some(1));
        assert_eq!(z.cards(Z::Deck), &[0]);
        assert_eq!(z.count(Z::Discard), 0);
        assert_eq!(z.peek(Z::Deck, Z::Discard, &mut rng), Some(0));
        assert_eq!(
            z.swap_top(2, Z::Deck, Z::Discard, Z::Hand(1), &mut rng),
            Some(0)
        );
        assert_eq!(z.cards(Z::Hand(1)), &[0]);
        assert_eq!(z.top(Z::Deck), Some(2));
        z.draw(Z::Deck, Z::Discard, Z::Hand(0), &mut rng);
        assert_eq!(z.draw(Z::Deck, Z::Discard, Z::Hand(0), &mut rng), None);
        assert_eq!(
            z.swap_top(1, Z::Deck, Z::Discard, Z::Hand(1), &mut rng),
            None
        );
        assert_eq!(
            z.zone_of(1),
            Z::Hand(0),
            "nothing moves when both piles are empty"
        );
        z.check().expect("conserved");
    }
}
