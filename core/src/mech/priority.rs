//! The priority round and its stack (风声's 优先权 and 识破, 国战's 无懈可击 chains).
//!
//! Priority starts with the active player. The holder may act (push onto the stack and
//! keep priority, to act again) or pass (priority goes to the next seat alive on the
//! right). When every seat alive has passed in a row, the stack resolves last in,
//! first out; then priority opens again from the active player. When every seat alive
//! passes on an empty stack, the window closes.

use serde::{Deserialize, Serialize};

use crate::seat::{Seat, Seating};

/// One entry of the stack.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackEntry<A> {
    /// Who acted.
    pub seat: Seat,
    /// What they did.
    pub action: A,
}

/// What the round needs next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Next {
    /// Ask this seat to act or pass.
    Ask(Seat),
    /// Everyone passed in a row: pop the stack with [`PriorityRound::pop`] until empty,
    /// resolving each entry, then call [`PriorityRound::reopen`].
    Resolve,
    /// Everyone passed on an empty stack: the window is over.
    Closed,
}

/// Why an action was refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct NotYourPriority {
    /// Who holds priority.
    pub holder: Seat,
}

/// A priority round with its stack of actions of type `A`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PriorityRound<A> {
    active: Seat,
    holder: Seat,
    passes: usize,
    stack: Vec<StackEntry<A>>,
}

impl<A> PriorityRound<A> {
    /// Opens a round with `active` holding priority first.
    pub fn open(active: Seat) -> Self {
        PriorityRound {
            active,
            holder: active,
            passes: 0,
            stack: Vec::new(),
        }
    }

    /// Who holds priority.
    pub fn holder(&self) -> Seat {
        self.holder
    }

    /// The player whose turn it is (priority reopens from them).
    pub fn active(&self) -> Seat {
        self.active
    }

    /// The stack, bottom first.
    pub fn stack(&self) -> &[StackEntry<A>] {
        &self.stack
    }

    /// Mutable access to the stack (to mark an entry countered, say).
    pub fn stack_mut(&mut self) -> &mut [StackEntry<A>] {
        &mut self.stack
    }

    /// Passes in a row so far.
    pub fn passes(&self) -> usize {
        self.passes
    }

    /// The holder acts: the action goes on the stack and the holder keeps priority.
    pub fn act(&mut self, seat: Seat, action: A) -> Result<(), NotYourPriority> {
        if seat != self.holder {
            return Err(NotYourPriority {
                holder: self.holder,
            });
        }
        self.stack.push(StackEntry { seat, action });
        self.passes = 0;
        Ok(())
    }

    /// The holder does something that resolves at once instead of going on the stack (a
    /// triggered skill used at a window's timing): the passes start over and the holder
    /// keeps priority, so everyone gets a chance to respond to the new situation.
    pub fn keep(&mut self, seat: Seat) -> Result<(), NotYourPriority> {
        if seat != self.holder {
            return Err(NotYourPriority {
                holder: self.holder,
            });
        }
        self.passes = 0;
        Ok(())
    }

    /// The holder passes.
    pub fn pass(&mut self, seating: Seating, alive: impl Fn(Seat) -> bool) -> Next {
        self.passes += 1;
        let in_game = seating.all().filter(|&s| alive(s)).count();
        if self.passes >= in_game {
            return if self.stack.is_empty() {
                Next::Closed
            } else {
                Next::Resolve
            };
        }
        match seating.next_where(self.holder, &alive) {
            Some(s) => {
                self.holder = s;
                Next::Ask(s)
            }
            None => {
                if self.stack.is_empty() {
                    Next::Closed
                } else {
                    Next::Resolve
                }
            }
        }
    }

    /// Takes the top of the stack (last in, first out).
    pub fn pop(&mut self) -> Option<StackEntry<A>> {
        self.stack.pop()
    }

    /// After resolving, priority opens again from the active player (or the next
    /// seat alive after them, if they died).
    pub fn reopen(&mut self, seating: Seating, alive: impl Fn(Seat) -> bool) -> Next {
        self.passes = 0;
        let first = if alive(self.active) {
            Some(self.active)
        } else {
            seating.next_where(self.active, &alive)
        };
        match first {
            Some(s) => {
                self.holder = s;
                Next::Ask(s)
            }
            None => Next::Closed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const A: Seat = Seat(0);
    const B: Seat = Seat(1);
    const C: Seat = Seat(2);
    const D: Seat = Seat(3);
    const E: Seat = Seat(4);

    #[derive(Clone, Debug, PartialEq)]
    enum Act {
        Burn,
        Snipe,
        SeeThrough,
    }

    /// Seed 000, 出牌阶段游戏范例: A passes; B plays 烧毁 and passes; C flips 闪灵 for
    /// 狙击 and passes; D plays 识破 on B's 烧毁; then E, A, B, C pass and the stack
    /// resolves 识破 first, then 狙击, then what is left of 烧毁. Then A, B, C, D, E pass
    /// on an empty stack and the phase ends.
    #[test]
    fn seed_000_play_phase_example() {
        let seating = Seating::new(5);
        let all = |_: Seat| true;
        let mut r = PriorityRound::open(A);
        assert_eq!(r.holder(), A);
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        r.act(B, Act::Burn).unwrap();
        assert_eq!(
            r.holder(),
            B,
            "after acting, B keeps priority and may act again"
        );
        assert_eq!(r.pass(seating, all), Next::Ask(C));
        assert_eq!(
            r.act(D, Act::SeeThrough),
            Err(NotYourPriority { holder: C })
        );
        r.act(C, Act::Snipe).unwrap();
        assert_eq!(r.pass(seating, all), Next::Ask(D));
        r.act(D, Act::SeeThrough).unwrap();
        assert_eq!(r.pass(seating, all), Next::Ask(E));
        assert_eq!(r.pass(seating, all), Next::Ask(A));
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        assert_eq!(r.pass(seating, all), Next::Ask(C));
        // D passed right after acting, then E, A, B, C: a full lap of five passes.
        assert_eq!(r.pass(seating, all), Next::Resolve);
        let order: Vec<Act> = std::iter::from_fn(|| r.pop()).map(|e| e.action).collect();
        assert_eq!(order, vec![Act::SeeThrough, Act::Snipe, Act::Burn]);
        assert_eq!(r.reopen(seating, all), Next::Ask(A));
        for next in [B, C, D, E] {
            assert_eq!(r.pass(seating, all), Next::Ask(next));
        }
        assert_eq!(r.pass(seating, all), Next::Closed);
    }

    /// Seed 000, 传递情报阶段游戏范例 (in part): A uses 调虎离山 on B and passes; C, D,
    /// E pass; it resolves. With B and D dead later, priority skips them and a lap is
    /// three passes.
    #[test]
    fn dead_seats_are_skipped_and_a_lap_counts_those_alive() {
        let seating = Seating::new(5);
        let mut r = PriorityRound::open(A);
        r.act(A, "调虎离山").unwrap();
        let all = |_: Seat| true;
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        assert_eq!(r.pass(seating, all), Next::Ask(C));
        assert_eq!(r.pass(seating, all), Next::Ask(D));
        assert_eq!(r.pass(seating, all), Next::Ask(E));
        assert_eq!(r.pass(seating, all), Next::Resolve);
        assert_eq!(r.pop().map(|e| e.action), Some("调虎离山"));
        let alive = |s: Seat| s != B && s != D;
        assert_eq!(r.reopen(seating, alive), Next::Ask(A));
        assert_eq!(r.pass(seating, alive), Next::Ask(C));
        assert_eq!(r.pass(seating, alive), Next::Ask(E));
        assert_eq!(r.pass(seating, alive), Next::Closed);
    }

    #[test]
    fn a_dead_active_player_reopens_from_the_next_seat_alive() {
        let seating = Seating::new(3);
        let mut r: PriorityRound<()> = PriorityRound::open(A);
        assert_eq!(r.reopen(seating, |s| s != A), Next::Ask(B));
        assert_eq!(r.active(), A);
    }

    #[test]
    fn an_action_off_the_stack_starts_the_passes_over() {
        let seating = Seating::new(3);
        let all = |_: Seat| true;
        let mut r: PriorityRound<()> = PriorityRound::open(A);
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        assert_eq!(r.pass(seating, all), Next::Ask(C));
        assert_eq!(r.keep(A), Err(NotYourPriority { holder: C }));
        r.keep(C).unwrap();
        assert_eq!(r.pass(seating, all), Next::Ask(A));
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        assert_eq!(r.pass(seating, all), Next::Closed);
    }

    #[test]
    fn a_responder_may_answer_twice_in_a_row() {
        let seating = Seating::new(3);
        let all = |_: Seat| true;
        let mut r = PriorityRound::open(A);
        r.act(A, 1).unwrap();
        r.act(A, 2).unwrap();
        assert_eq!(r.stack().len(), 2);
        assert_eq!(r.pass(seating, all), Next::Ask(B));
        assert_eq!(r.pass(seating, all), Next::Ask(C));
        assert_eq!(r.pass(seating, all), Next::Resolve);
        assert_eq!(r.pop().map(|e| e.action), Some(2));
    }
}
