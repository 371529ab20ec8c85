//! What a skill's bot hint may read ([`Eye`]): the heuristic bot's reading of its own
//! view, lent to the skill's module so that the module need not know the bot.

use tianhei_core::Seat;

use crate::classic::{
    act::Target,
    card::{Colour, Kind},
};

/// The heuristic bot's reading of the table, as a skill's hint sees it. Every figure is
/// the bot's: positive is good for the bot.
pub(crate) trait Eye {
    /// The bot's seat.
    fn me(&self) -> Seat;
    /// Whether `s` is alive.
    fn alive(&self, s: Seat) -> bool;
    /// Whether the bot believes `s` is on its side.
    fn friend(&self, s: Seat) -> bool;
    /// Whether the bot believes `s` is against it.
    fn foe(&self, s: Seat) -> bool;
    /// What an intel of `colour` in front of `s` is worth to the bot.
    fn worth(&self, s: Seat, colour: Colour) -> i32;
    /// How many intel of `colour` lie in front of `s`.
    fn count(&self, s: Seat, colour: Colour) -> usize;
    /// How many cards `s` holds.
    fn hand_count(&self, s: Seat) -> usize;
    /// The colours of the intel in front of `s`.
    fn intel(&self, s: Seat) -> Vec<Colour>;
    /// The seats at the table.
    fn seats(&self) -> Vec<Seat>;
    /// How many black cards the bot holds.
    fn black_in_hand(&self) -> usize;
    /// The best value of removing up to `n` intel of `t`.
    fn best_removals(&self, t: Seat, n: usize) -> i32;
    /// How much the bot likes using a card of `kind` on `target` now.
    fn use_score(&mut self, kind: Kind, target: Target) -> i32;
    /// How much the bot likes negating the stack entry at `i`.
    fn counter_score(&mut self, i: u8) -> i32;
    /// Whether the bot knows the face of the intel being passed.
    fn knows_passing_intel(&self) -> bool;
    /// The next living player after the holder of the intel being passed (after the bot
    /// when none is passed).
    fn next_after_holder(&self) -> Option<Seat>;
    /// The player who died last.
    fn last_death(&self) -> Option<Seat>;
    /// The bot plays to hoard cards (怪盗九九's mission).
    fn hoards(&self) -> bool;
    /// The bot plays to stay alive or to kill (a new identity card may serve it).
    fn survives_or_kills(&self) -> bool;
}
