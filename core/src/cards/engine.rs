//! The engine of processes: a stack of typed frames with a run loop (FreeKill's event
//! stack, written with Rust types). The innermost frame steps until it waits for an
//! answer; a frame that needs a sub-process calls it, and the child's typed result comes
//! back to the parent as the input of its next step — no result registers on the game.
//!
//! A game's frames are one enum implementing [`Process`]; their state lives in the
//! game's owned parts ([`Process::State`]: zones, turn, asks, log), beside the engine,
//! so a frame borrows the state while the engine holds the frames.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::asks::Answer;

/// What a frame's step receives.
#[derive(Clone, Debug, PartialEq)]
pub enum Input<R, O> {
    /// The frame was just pushed (or became this frame).
    Enter,
    /// The child it called finished with this result.
    Child(R),
    /// An answer to a prompt the frame opened before waiting.
    Answer(Answer<O>),
}

/// What a frame's step asks of the engine.
pub enum Step<F: Process> {
    /// It opened prompts: stop until an answer comes (it stays on top).
    Wait,
    /// Run `child` now; resume this frame with the child's result.
    Call(F),
    /// This frame is finished; hand `result` to the frame below.
    Done(F::Ret),
    /// Replace this frame by another (a process that moves to its next stage).
    Become(F),
}

impl<F: Process + fmt::Debug> fmt::Debug for Step<F>
where
    F::Ret: fmt::Debug,
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Step::Wait => write!(f, "Wait"),
            Step::Call(c) => write!(f, "Call({c:?})"),
            Step::Done(r) => write!(f, "Done({r:?})"),
            Step::Become(b) => write!(f, "Become({b:?})"),
        }
    }
}

/// A game's frames.
pub trait Process: Sized {
    /// The game's state the frames work on.
    type State;
    /// What a finished frame hands its parent.
    type Ret;
    /// The game's option type (answers come back typed).
    type Opt;

    /// One step of this frame.
    fn step(&mut self, state: &mut Self::State, input: Input<Self::Ret, Self::Opt>) -> Step<Self>;
}

/// Where the engine stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped<R> {
    /// A frame waits for an answer.
    Waiting,
    /// The stack is empty; the last frame finished with this result.
    Finished(R),
    /// The stack was empty already.
    Idle,
}

/// The stack of frames and the input the top one gets next.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Engine<F: Process> {
    stack: Vec<F>,
    #[serde(skip)]
    input: Option<Input<F::Ret, F::Opt>>,
}

impl<F: Process> Default for Engine<F> {
    fn default() -> Self {
        Engine {
            stack: Vec::new(),
            input: None,
        }
    }
}

impl<F: Process> Engine<F> {
    /// An empty engine.
    pub fn new() -> Self {
        Self::default()
    }

    /// Starts `frame` on top of whatever runs (it steps first at the next run).
    pub fn start(&mut self, frame: F) {
        self.stack.push(frame);
        self.input = Some(Input::Enter);
    }

    /// The frames, outermost first (a handler finds the process it changes here).
    pub fn frames(&self) -> &[F] {
        &self.stack
    }

    /// Mutable frames, outermost first.
    pub fn frames_mut(&mut self) -> &mut [F] {
        &mut self.stack
    }

    /// Whether no frame runs.
    pub fn is_idle(&self) -> bool {
        self.stack.is_empty()
    }

    /// Steps frames until one waits or the stack empties.
    pub fn run(&mut self, state: &mut F::State) -> Stopped<F::Ret> {
        let mut last = None;
        loop {
            let Some(top) = self.stack.last_mut() else {
                return match last {
                    Some(r) => Stopped::Finished(r),
                    None => Stopped::Idle,
                };
            };
            let input = self.input.take().unwrap_or(Input::Enter);
            match top.step(state, input) {
                Step::Wait => return Stopped::Waiting,
                Step::Call(child) => {
                    self.stack.push(child);
                    self.input = Some(Input::Enter);
                }
                Step::Done(r) => {
                    self.stack.pop();
                    if self.stack.is_empty() {
                        last = Some(r);
                    } else {
                        self.input = Some(Input::Child(r));
                    }
                }
                Step::Become(next) => {
                    *top = next;
                    self.input = Some(Input::Enter);
                }
            }
        }
    }

    /// Hands `answer` to the waiting top frame and runs on.
    pub fn answer(&mut self, state: &mut F::State, answer: Answer<F::Opt>) -> Stopped<F::Ret> {
        self.input = Some(Input::Answer(answer));
        self.run(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    /// A toy: a turn draws, asks a yes/no, then damages by the judgement's result.
    #[derive(Debug, Clone, PartialEq)]
    enum F {
        Turn { step: u8 },
        Judge,
        Damage(i32),
    }

    #[derive(Debug, Clone, PartialEq)]
    enum R {
        Judged(bool),
        Dealt(i32),
        Over,
    }

    #[derive(Default)]
    struct S {
        log: Vec<String>,
        hp: i32,
    }

    impl Process for F {
        type State = S;
        type Ret = R;
        type Opt = bool;
        fn step(&mut self, s: &mut S, input: Input<R, bool>) -> Step<F> {
            match self {
                F::Turn { step } => match (*step, input) {
                    (0, Input::Enter) => {
                        s.log.push("ask".into());
                        *step = 1;
                        Step::Wait
                    }
                    (1, Input::Answer(a)) => {
                        *step = 2;
                        if a.one() == Some(&true) {
                            Step::Call(F::Judge)
                        } else {
                            Step::Done(R::Over)
                        }
                    }
                    (2, Input::Child(R::Judged(good))) => {
                        *step = 3;
                        Step::Call(F::Damage(if good { 1 } else { 2 }))
                    }
                    (3, Input::Child(R::Dealt(n))) => {
                        s.log.push(format!("dealt {n}"));
                        Step::Done(R::Over)
                    }
                    (k, i) => panic!("turn step {k} got {i:?}"),
                },
                F::Judge => Step::Done(R::Judged(false)),
                F::Damage(n) => {
                    s.hp -= *n;
                    Step::Done(R::Dealt(*n))
                }
            }
        }
    }

    #[test]
    fn a_finished_child_hands_its_typed_result_to_its_parent() {
        let mut e: Engine<F> = Engine::new();
        let mut s = S {
            hp: 4,
            ..S::default()
        };
        assert_eq!(e.run(&mut s), Stopped::Idle);
        e.start(F::Turn { step: 0 });
        assert_eq!(e.run(&mut s), Stopped::Waiting);
        assert_eq!(e.frames(), &[F::Turn { step: 1 }]);
        let yes = Answer {
            seat: Seat(0),
            kind: "t",
            chosen: vec![true],
        };
        assert_eq!(e.answer(&mut s, yes), Stopped::Finished(R::Over));
        assert_eq!(s.hp, 2, "the judgement failed: 2 damage");
        assert_eq!(s.log, ["ask", "dealt 2"]);
        assert!(e.is_idle());
    }
}
