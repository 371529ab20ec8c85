//! Decks and zones: a draw pile that reshuffles the discard pile when it runs out.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

use crate::rng::GameRng;

/// A draw pile (top is the end of the vector) and a discard pile.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deck<C> {
    draw: Vec<C>,
    discard: Vec<C>,
}

impl<C> Deck<C> {
    /// A deck of `cards`, shuffled.
    pub fn shuffled(mut cards: Vec<C>, rng: &mut GameRng) -> Self {
        cards.shuffle(rng);
        Deck {
            draw: cards,
            discard: Vec::new(),
        }
    }

    /// Draws the top card. The moment the draw pile runs out, the discard pile is
    /// shuffled into a new one; if both were empty then, the next draw makes a draw pile
    /// of whatever has been discarded since. `None` when both are empty.
    pub fn draw(&mut self, rng: &mut GameRng) -> Option<C> {
        self.refill(rng);
        let card = self.draw.pop();
        self.refill(rng);
        card
    }

    fn refill(&mut self, rng: &mut GameRng) {
        if self.draw.is_empty() && !self.discard.is_empty() {
            std::mem::swap(&mut self.draw, &mut self.discard);
            self.draw.shuffle(rng);
        }
    }

    /// Puts a card on the discard pile.
    pub fn discard(&mut self, card: C) {
        self.discard.push(card);
    }

    /// Cards in the draw pile.
    pub fn draw_len(&self) -> usize {
        self.draw.len()
    }

    /// Cards in the discard pile.
    pub fn discard_len(&self) -> usize {
        self.discard.len()
    }

    /// The draw pile, bottom first.
    pub fn draw_pile(&self) -> &[C] {
        &self.draw
    }

    /// The discard pile, oldest first.
    pub fn discard_pile(&self) -> &[C] {
        &self.discard
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::game_rng;

    #[test]
    fn empty_draw_pile_reshuffles_discards_and_both_empty_gives_none() {
        let mut rng = game_rng(9, 0);
        let mut d = Deck::shuffled(vec![1, 2], &mut rng);
        let a = d.draw(&mut rng).unwrap();
        let b = d.draw(&mut rng).unwrap();
        assert_eq!(a + b, 3);
        assert_eq!(d.draw(&mut rng), None);
        d.discard(a);
        assert_eq!(d.draw(&mut rng), Some(a));
        assert_eq!(d.discard_len(), 0);
    }

    /// Seed 000: 「当牌库的牌抽完时，马上把弃牌堆洗混后形成新的牌库」 — at once, not at the
    /// next draw.
    #[test]
    fn the_discard_pile_becomes_the_draw_pile_the_moment_the_last_card_is_drawn() {
        let mut rng = game_rng(4, 0);
        let mut d = Deck::shuffled(vec![1], &mut rng);
        d.discard(7);
        d.discard(8);
        assert_eq!(d.draw(&mut rng), Some(1));
        assert_eq!((d.draw_len(), d.discard_len()), (2, 0));
    }
}
