//! Windows: a priority round with the rules a card game sets for it — who is asked,
//! what follows an action — opened on seats alive only.
//!
//! - [`AskPolicy::Everyone`] asks every seat alive in turn, even one that can only pass
//!   (its prompt is then pass-only and a host answers it after a drawn hold, so timing
//!   does not show who holds nothing); [`AskPolicy::Able`] skips seats the game says
//!   cannot act.
//! - [`AfterAction::KeepPriority`]: the actor holds priority and may act again (风声's
//!   优先权); [`AfterAction::Restart`]: asking starts over from the window's first seat
//!   (国战's 无懈可击: everyone may answer the new card, from the current player).
//!
//! A full lap of passes on a non-empty stack resolves it last in, first out
//! ([`Window::pop`]); then [`Window::reopen`] asks again from the first seat. A full lap
//! of passes on an empty stack closes the window.

use serde::{Deserialize, Serialize};

pub use crate::mech::priority::{Next, StackEntry};
use crate::{
    mech::priority::{NotYourPriority, PriorityRound},
    seat::{Seat, Seating},
};

/// Who a window asks.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AskPolicy {
    /// Every seat alive, able or not.
    #[default]
    Everyone,
    /// Only seats that can act.
    Able,
}

/// What follows an action in the window.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AfterAction {
    /// The actor keeps priority.
    #[default]
    KeepPriority,
    /// Asking starts over from the window's first seat.
    Restart,
}

/// A priority window over a stack of `A`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Window<A> {
    round: PriorityRound<A>,
    policy: AskPolicy,
    after: AfterAction,
}

impl<A> Window<A> {
    /// Opens a window from `first` (or the next seat alive after it); what to ask first.
    pub fn open(
        first: Seat,
        policy: AskPolicy,
        after: AfterAction,
        seating: Seating,
        alive: impl Fn(Seat) -> bool,
    ) -> (Self, Next) {
        let mut w = Window {
            round: PriorityRound::open(first),
            policy,
            after,
        };
        let next = w.round.reopen(seating, alive);
        (w, next)
    }

    /// Who holds priority.
    pub fn holder(&self) -> Seat {
        self.round.holder()
    }

    /// The seat the window opened from.
    pub fn first(&self) -> Seat {
        self.round.active()
    }

    /// Who is asked.
    pub fn policy(&self) -> AskPolicy {
        self.policy
    }

    /// The stack, bottom first.
    pub fn stack(&self) -> &[StackEntry<A>] {
        self.round.stack()
    }

    /// Mutable stack (to mark an entry cancelled).
    pub fn stack_mut(&mut self) -> &mut [StackEntry<A>] {
        self.round.stack_mut()
    }

    /// The holder acts: `action` goes on the stack; then, by the window's rule, the
    /// holder keeps priority or asking restarts from the first seat. What to ask next.
    pub fn act(
        &mut self,
        seat: Seat,
        action: A,
        seating: Seating,
        alive: impl Fn(Seat) -> bool,
    ) -> Result<Next, NotYourPriority> {
        self.round.act(seat, action)?;
        Ok(match self.after {
            AfterAction::KeepPriority => Next::Ask(seat),
            AfterAction::Restart => self.round.reopen(seating, alive),
        })
    }

    /// The holder does something that resolves at once instead of going on the stack (a
    /// skill used at the window's timing): the passes start over and the holder keeps
    /// priority, so everyone may answer the new situation.
    pub fn keep(&mut self, seat: Seat) -> Result<(), NotYourPriority> {
        self.round.keep(seat)
    }

    /// The holder passes. With [`AskPolicy::Able`], seats `able` says cannot act are
    /// passed over (their pass counts without a prompt).
    pub fn pass(
        &mut self,
        seating: Seating,
        alive: impl Fn(Seat) -> bool,
        able: impl Fn(Seat) -> bool,
    ) -> Next {
        let mut next = self.round.pass(seating, &alive);
        if self.policy == AskPolicy::Able {
            while let Next::Ask(s) = next {
                if able(s) {
                    break;
                }
                next = self.round.pass(seating, &alive);
            }
        }
        next
    }

    /// The seats a lap asks at once: the holder, then each seat alive after him that
    /// must pass for the lap to end, in priority order. Each is asked whether he acts
    /// *given that every seat before him passes* — the question the one-by-one lap asks
    /// him — so a lap costs one wait rather than one per seat; the answers are taken in
    /// order ([`Early`]), and an action makes the later answers moot.
    pub fn lap(&self, seating: Seating, alive: impl Fn(Seat) -> bool) -> Vec<Seat> {
        let in_game = seating.all().filter(|&s| alive(s)).count();
        let left = in_game.saturating_sub(self.round.passes());
        let mut out = Vec::with_capacity(left);
        let mut s = self.holder();
        while out.len() < left {
            if alive(s) {
                out.push(s);
            }
            match seating.next_where(s, &alive) {
                Some(n) if !out.contains(&n) => s = n,
                _ => break,
            }
        }
        out
    }

    /// Takes the top of the stack to resolve (last in, first out).
    pub fn pop(&mut self) -> Option<StackEntry<A>> {
        self.round.pop()
    }

    /// After resolving, asks again from the first seat (or the next one alive).
    pub fn reopen(&mut self, seating: Seating, alive: impl Fn(Seat) -> bool) -> Next {
        self.round.reopen(seating, alive)
    }
}

/// Answers of a lap given before their turn: each seat's answer waits until every seat
/// before it has passed ([`Early::take`] gives the holder's), and an action clears the rest
/// ([`Early::clear`]): they were answers to a situation that no longer holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Early<X> {
    answers: Vec<(Seat, X)>,
}

impl<X> Default for Early<X> {
    fn default() -> Self {
        Early {
            answers: Vec::new(),
        }
    }
}

impl<X> Early<X> {
    /// No answers yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// `seat` answered `x` (replacing an earlier answer of his).
    pub fn give(&mut self, seat: Seat, x: X) {
        self.answers.retain(|(s, _)| *s != seat);
        self.answers.push((seat, x));
    }

    /// Whether `seat` has answered.
    pub fn has(&self, seat: Seat) -> bool {
        self.answers.iter().any(|(s, _)| *s == seat)
    }

    /// The answer of `holder`, if he has given it.
    pub fn take(&mut self, holder: Seat) -> Option<X> {
        let i = self.answers.iter().position(|(s, _)| *s == holder)?;
        Some(self.answers.remove(i).1)
    }

    /// Forgets every answer.
    pub fn clear(&mut self) {
        self.answers.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(_: Seat) -> bool {
        true
    }

    #[test]
    fn a_window_opens_on_the_first_living_seat() {
        let seating = Seating::new(4);
        let (w, next) = Window::<u8>::open(
            Seat(1),
            AskPolicy::Everyone,
            AfterAction::KeepPriority,
            seating,
            |s| s != Seat(1),
        );
        assert_eq!(next, Next::Ask(Seat(2)), "seat 2 is dead: 3号 first");
        assert_eq!(w.holder(), Seat(2));
    }

    #[test]
    fn keep_priority_lets_the_actor_act_again_and_a_lap_of_passes_resolves() {
        let seating = Seating::new(3);
        let (mut w, _) = Window::open(
            Seat(0),
            AskPolicy::Everyone,
            AfterAction::KeepPriority,
            seating,
            all,
        );
        assert_eq!(w.act(Seat(0), 1u8, seating, all), Ok(Next::Ask(Seat(0))));
        assert_eq!(w.pass(seating, all, all), Next::Ask(Seat(1)));
        assert_eq!(w.act(Seat(1), 2, seating, all), Ok(Next::Ask(Seat(1))));
        assert_eq!(w.pass(seating, all, all), Next::Ask(Seat(2)));
        assert_eq!(w.pass(seating, all, all), Next::Ask(Seat(0)));
        assert_eq!(w.pass(seating, all, all), Next::Resolve);
        assert_eq!(w.pop().map(|e| e.action), Some(2), "last in, first out");
        assert_eq!(w.pop().map(|e| e.action), Some(1));
        assert_eq!(w.reopen(seating, all), Next::Ask(Seat(0)));
    }

    #[test]
    fn restart_asks_again_from_the_first_seat_after_an_action() {
        let seating = Seating::new(4);
        let (mut w, _) = Window::open(
            Seat(1),
            AskPolicy::Everyone,
            AfterAction::Restart,
            seating,
            all,
        );
        assert_eq!(w.pass(seating, all, all), Next::Ask(Seat(2)));
        assert_eq!(w.act(Seat(2), 9u8, seating, all), Ok(Next::Ask(Seat(1))));
        for s in [2, 3, 0] {
            assert_eq!(w.pass(seating, all, all), Next::Ask(Seat(s)));
        }
        assert_eq!(w.pass(seating, all, all), Next::Resolve);
    }

    #[test]
    fn a_lap_asks_the_holder_and_every_seat_still_to_pass() {
        let seating = Seating::new(5);
        let alive = |s: Seat| s != Seat(3);
        let (mut w, _) = Window::<u8>::open(
            Seat(1),
            AskPolicy::Everyone,
            AfterAction::KeepPriority,
            seating,
            alive,
        );
        assert_eq!(
            w.lap(seating, alive),
            vec![Seat(1), Seat(2), Seat(4), Seat(0)],
            "the dead seat 4号 is not asked"
        );
        w.pass(seating, alive, all);
        assert_eq!(w.lap(seating, alive), vec![Seat(2), Seat(4), Seat(0)]);
        let _ = w.act(Seat(2), 7, seating, alive);
        assert_eq!(
            w.lap(seating, alive),
            vec![Seat(2), Seat(4), Seat(0), Seat(1)],
            "after an action the actor's lap is a whole one"
        );
        let mut early = Early::new();
        early.give(Seat(4), "pass");
        assert_eq!(early.take(Seat(2)), None, "the holder has not answered");
        early.give(Seat(2), "act");
        assert_eq!(early.take(Seat(2)), Some("act"));
        assert!(early.has(Seat(4)));
        early.clear();
        assert!(!early.has(Seat(4)));
    }

    #[test]
    fn ask_only_the_able_passes_over_seats_that_cannot_act() {
        let seating = Seating::new(4);
        let able = |s: Seat| s == Seat(3);
        let (mut w, first) = Window::<u8>::open(
            Seat(0),
            AskPolicy::Able,
            AfterAction::KeepPriority,
            seating,
            all,
        );
        assert_eq!(first, Next::Ask(Seat(0)));
        assert_eq!(
            w.pass(seating, all, able),
            Next::Ask(Seat(3)),
            "1号 and 2号 skipped"
        );
        assert_eq!(w.pass(seating, all, able), Next::Closed);
        assert!(w.act(Seat(1), 1, seating, all).is_err(), "not the holder");
    }
}
