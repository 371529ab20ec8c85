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

    /// The top card of the draw pile without drawing it (shown, say); the discard pile is
    /// shuffled in first if the draw pile is empty. `None` when both are empty.
    pub fn top(&mut self, rng: &mut GameRng) -> Option<&C> {
        self.refill(rng);
        self.draw.last()
    }

    /// Puts a card on top of the draw pile: it is the next one drawn.
    pub fn put_on_top(&mut self, card: C) {
        self.draw.push(card);
    }

    /// Takes the top card of the draw pile out to swap it with `card`, which takes its
    /// place; `Err(card)` when both piles are empty.
    pub fn swap_top(&mut self, card: C, rng: &mut GameRng) -> Result<C, C> {
        self.refill(rng);
        match self.draw.pop() {
            Some(top) => {
                self.draw.push(card);
                Ok(top)
            }
            None => Err(card),
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

    #[test]
    fn cards_go_on_top_and_swap_with_the_top() {
        let mut rng = game_rng(2, 0);
        let mut d = Deck::shuffled(vec![1], &mut rng);
        assert_eq!(d.top(&mut rng), Some(&1));
        d.put_on_top(5);
        assert_eq!(d.swap_top(9, &mut rng), Ok(5));
        assert_eq!(d.draw(&mut rng), Some(9));
        assert_eq!(d.draw(&mut rng), Some(1));
        assert_eq!(d.swap_top(3, &mut rng), Err(3));
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
