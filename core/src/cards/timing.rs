//! Timing points: when something happens (a turn starts, a card is used, damage is
//! dealt), the handlers at that point fire in seat order from the current player, each
//! seat's in the order the game lists them. A handler continues, breaks the point (what
//! happens there is cancelled), pushes a frame that runs before the next handler (a
//! question, a judgement), or yields so that the work it started runs first. So a
//! trigger skill is a handler on a timing point.
//!
//! [`Fire`] is the frame that walks a point: a game's frame enum holds one
//! (`Frame::Fire(Fire<Point, Skill>)`) and steps it with [`Fire::step`]. Its handlers are
//! listed per seat and again after every pushed frame ([`Fire::new`]), or once for every
//! seat when the point starts ([`Fire::once`]). A point allocates nothing until a handler
//! fires: its seats are a [`SeatSet`], and a game hands its handlers to a closure.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::engine::{Input, Process, Step};
use crate::seat::{Seat, SeatSet, Seating};

/// What a handler did.
pub enum Fired<F> {
    /// Nothing more: the next handler fires.
    Continue,
    /// The point is broken: no further handler fires, and the process that fired the point
    /// learns it from the [`Broke`] result.
    Break,
    /// Run this frame, then the next handler.
    Push(F),
    /// Let the work the handler started run first (what the game hands the engine between
    /// steps, [`Process::interrupts`]), then the next handler.
    Yield,
}

/// A timing point's result: whether a handler broke it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Broke(pub bool);

/// The handlers a game has at its timing points.
pub trait Handlers: Process {
    /// The game's timing points.
    type Point: Copy + Eq + fmt::Debug;
    /// The game's handlers (its trigger skills, its equipment).
    type Handler: Copy + Eq + fmt::Debug;

    /// Hands `each` the handlers `seat` has at `point` now, in the order they fire.
    fn handlers(
        state: &Self::State,
        point: Self::Point,
        seat: Seat,
        each: impl FnMut(Self::Handler),
    );

    /// Fires one.
    fn fire(
        state: &mut Self::State,
        point: Self::Point,
        seat: Seat,
        handler: Self::Handler,
    ) -> Fired<Self>;
}

/// A timing point in progress: the seats still to visit and the handlers fired so far at
/// the current one (handlers are listed again after every pushed frame, so one that no
/// longer applies does not fire and none fires twice). The seats are fixed when the point
/// starts; they are visited in seat order from the first.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fire<P, H> {
    point: P,
    /// The seats still to visit, the one being visited among them.
    seats: SeatSet,
    /// The seat being visited (before the first step, where the visit starts).
    at: Seat,
    /// Made by [`Fire::once`].
    once: bool,
    /// [`Fire::once`]: how many of `handlers` have fired.
    next: u32,
    /// The handlers fired so far at `at`, with it; for [`Fire::once`], every seat's
    /// handlers with their seat, listed at the first step (`seats` is emptied then).
    handlers: Vec<(Seat, H)>,
}

impl<P: Copy + Eq + fmt::Debug, H: Copy + Eq + fmt::Debug> Fire<P, H> {
    /// `point` fires for every seat `alive` admits, from `current` in seat order.
    pub fn new(point: P, current: Seat, seating: Seating, alive: impl Fn(Seat) -> bool) -> Self {
        let seats = seating.all().filter(|&s| alive(s)).collect();
        Fire::for_seats(point, current, seats)
    }

    /// `point` fires for these seats only, in seat order from `from`.
    pub fn for_seats(point: P, from: Seat, seats: SeatSet) -> Self {
        Fire {
            point,
            seats,
            at: from,
            once: false,
            next: 0,
            handlers: Vec::new(),
        }
    }

    /// `point` fires like [`Fire::new`], but the handlers are listed once: every seat's
    /// at the first step, in seat order, and none is listed again. A handler that starts
    /// to apply only after that does not fire; one listed that no longer applies when its
    /// turn comes is the game's `fire` to pass over (its seat may have died meanwhile).
    pub fn once(point: P, current: Seat, seating: Seating, alive: impl Fn(Seat) -> bool) -> Self {
        Fire {
            once: true,
            ..Fire::new(point, current, seating, alive)
        }
    }

    /// The point.
    pub fn point(&self) -> P {
        self.point
    }

    /// One step: fire the next handler; when none is left, finish with whether a handler
    /// broke the point.
    pub fn step<F>(&mut self, state: &mut F::State, _input: Input<F::Ret, F::Opt>) -> Step<F>
    where
        F: Handlers<Point = P, Handler = H>,
        F::Ret: From<Broke>,
    {
        if self.once {
            return self.step_once::<F>(state);
        }
        while let Some(seat) = self.seats.first_from(self.at) {
            if seat != self.at {
                self.at = seat;
                self.handlers.clear();
            }
            let mut next = None;
            let fired = &self.handlers;
            F::handlers(state, self.point, seat, |h| {
                if next.is_none() && !fired.iter().any(|&(_, f)| f == h) {
                    next = Some(h);
                }
            });
            let Some(h) = next else {
                self.seats.remove(seat);
                self.handlers.clear();
                continue;
            };
            self.handlers.push((seat, h));
            match F::fire(state, self.point, seat, h) {
                Fired::Continue => {}
                Fired::Break => return Step::Done(Broke(true).into()),
                Fired::Push(frame) => return Step::Call(frame),
                Fired::Yield => return Step::Again,
            }
        }
        Step::Done(Broke(false).into())
    }

    /// [`Fire::step`] of a point made by [`Fire::once`]: list every seat's handlers at the
    /// first step, then fire them in turn.
    fn step_once<F>(&mut self, state: &mut F::State) -> Step<F>
    where
        F: Handlers<Point = P, Handler = H>,
        F::Ret: From<Broke>,
    {
        let point = self.point;
        let listed = &mut self.handlers;
        while let Some(seat) = self.seats.first_from(self.at) {
            F::handlers(state, point, seat, |h| listed.push((seat, h)));
            self.seats.remove(seat);
            self.at = seat;
        }
        while let Some(&(seat, h)) = self.handlers.get(self.next as usize) {
            self.next += 1;
            match F::fire(state, point, seat, h) {
                Fired::Continue => {}
                Fired::Break => return Step::Done(Broke(true).into()),
                Fired::Push(frame) => return Step::Call(frame),
                Fired::Yield => return Step::Again,
            }
        }
        Step::Done(Broke(false).into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::engine::{Engine, Stopped};

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum P {
        TurnStart,
    }

    #[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
    enum H {
        Draw,
        Skip,
        Ask,
        Later,
        /// Gives every seat a `Draw`.
        Grant,
    }

    #[derive(Debug)]
    enum F {
        Fire(Fire<P, H>),
        Question(Seat),
    }

    #[derive(Debug, PartialEq)]
    enum R {
        Broke(bool),
        Asked,
    }

    impl From<Broke> for R {
        fn from(b: Broke) -> R {
            R::Broke(b.0)
        }
    }

    struct S {
        engine: Engine<F>,
        skills: Vec<Vec<H>>,
        log: Vec<String>,
        /// Work handed to the engine between steps.
        later: Vec<F>,
    }

    impl Process for F {
        type State = S;
        type Ret = R;
        type Opt = ();
        fn engine(s: &mut S) -> &mut Engine<F> {
            &mut s.engine
        }
        fn interrupts(s: &mut S) -> Vec<F> {
            std::mem::take(&mut s.later)
        }
        fn step(&mut self, s: &mut S, input: Input<R, ()>) -> Step<F> {
            match self {
                F::Fire(f) => f.step(s, input),
                F::Question(seat) => {
                    s.log.push(format!("{}号 asked", seat.number()));
                    Step::Done(R::Asked)
                }
            }
        }
    }

    impl Handlers for F {
        type Point = P;
        type Handler = H;
        fn handlers(s: &S, _: P, seat: Seat, each: impl FnMut(H)) {
            s.skills[seat.index()].iter().copied().for_each(each);
        }
        fn fire(s: &mut S, _: P, seat: Seat, h: H) -> Fired<F> {
            s.log.push(format!("{}号 {h:?}", seat.number()));
            match h {
                H::Draw => Fired::Continue,
                H::Skip => Fired::Break,
                H::Ask => Fired::Push(F::Question(seat)),
                H::Later => {
                    s.later.push(F::Question(seat));
                    Fired::Yield
                }
                H::Grant => {
                    for v in &mut s.skills {
                        v.push(H::Draw);
                    }
                    Fired::Continue
                }
            }
        }
    }

    #[test]
    fn handlers_fire_in_seat_order_from_the_current_player_and_may_push_or_break() {
        let mut s = S {
            skills: vec![
                vec![H::Draw],
                vec![],
                vec![H::Ask, H::Draw],
                vec![H::Skip, H::Draw],
            ],
            log: Vec::new(),
            later: Vec::new(),
            engine: Engine::new(),
        };
        s.engine.start(F::Fire(Fire::new(
            P::TurnStart,
            Seat(2),
            Seating::new(4),
            |_| true,
        )));
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Broke(true)));
        assert_eq!(
            s.log,
            ["3号 Ask", "3号 asked", "3号 Draw", "4号 Skip"],
            "from 3号; the question runs before 3号's next handler; 4号 breaks, so 1号 never fires"
        );
    }

    #[test]
    fn a_point_nobody_breaks_finishes_unbroken() {
        let mut s = S {
            skills: vec![vec![H::Draw], vec![H::Draw]],
            log: Vec::new(),
            later: Vec::new(),
            engine: Engine::new(),
        };
        s.engine.start(F::Fire(Fire::new(
            P::TurnStart,
            Seat(1),
            Seating::new(2),
            |s| s != Seat(0),
        )));
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Broke(false)));
        assert_eq!(s.log, ["2号 Draw"], "the dead seat is not visited");
    }

    #[test]
    fn a_handler_that_yields_has_its_work_run_before_the_next_handler() {
        let mut s = S {
            skills: vec![vec![H::Later, H::Draw], vec![H::Draw]],
            log: Vec::new(),
            later: Vec::new(),
            engine: Engine::new(),
        };
        s.engine.start(F::Fire(Fire::new(
            P::TurnStart,
            Seat(0),
            Seating::new(2),
            |_| true,
        )));
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Broke(false)));
        assert_eq!(s.log, ["1号 Later", "1号 asked", "1号 Draw", "2号 Draw"]);
    }

    fn granting(fire: Fire<P, H>) -> S {
        let mut s = S {
            skills: vec![vec![H::Grant], vec![H::Ask], vec![]],
            log: Vec::new(),
            later: Vec::new(),
            engine: Engine::new(),
        };
        s.engine.start(F::Fire(fire));
        s.skills[2].push(H::Later);
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Broke(false)));
        s
    }

    #[test]
    fn a_point_listed_once_fires_what_applied_at_its_first_step_only() {
        let s = granting(Fire::once(P::TurnStart, Seat(0), Seating::new(3), |_| true));
        assert_eq!(
            s.log,
            [
                "1号 Grant",
                "2号 Ask",
                "2号 asked",
                "3号 Later",
                "3号 asked"
            ],
            "3号's Later, given before the first step, fires; the Draws 1号 gave do not"
        );
        let s = granting(Fire::new(P::TurnStart, Seat(0), Seating::new(3), |_| true));
        assert_eq!(
            s.log,
            [
                "1号 Grant",
                "1号 Draw",
                "2号 Ask",
                "2号 asked",
                "2号 Draw",
                "3号 Later",
                "3号 asked",
                "3号 Draw"
            ],
            "listed per seat, the Draws fire"
        );
    }

    #[test]
    fn a_point_listed_once_may_be_broken() {
        let mut s = S {
            skills: vec![vec![H::Draw], vec![H::Skip, H::Draw], vec![H::Draw]],
            log: Vec::new(),
            later: Vec::new(),
            engine: Engine::new(),
        };
        s.engine.start(F::Fire(Fire::once(
            P::TurnStart,
            Seat(1),
            Seating::new(3),
            |s| s != Seat(2),
        )));
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Broke(true)));
        assert_eq!(s.log, ["2号 Skip"]);
    }
}
