//! The engine of processes: a stack of typed frames with a run loop (FreeKill's event
//! stack, written with Rust types). The innermost frame steps until it waits for an
//! answer; a frame that needs a sub-process calls it, and the child's typed result comes
//! back to the parent as the input of its next step — no result registers on the game.
//!
//! A game's frames are one enum implementing [`Process`]. The engine lives inside the
//! game's state ([`Process::engine`]) beside its other owned parts (zones, turn, asks,
//! log): while a frame steps it is taken off the stack, so it borrows the whole state,
//! and a handler finds the process it changes (a damage's amount, a use's targets) among
//! the frames below it ([`Engine::frames`]).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::asks::Answer;

/// What a frame's step receives.
#[derive(Clone, Debug, PartialEq)]
pub enum Input<R, O> {
    /// The frame was just pushed (or became this frame, or asked to step again).
    Enter,
    /// The child it called finished with this result.
    Child(R),
    /// An answer to a prompt the frame opened before waiting.
    Answer(Answer<O>),
}

impl<R, O> Input<R, O> {
    /// The child's result, if this is one.
    pub fn child(self) -> Option<R> {
        match self {
            Input::Child(r) => Some(r),
            _ => None,
        }
    }

    /// The answer, if this is one.
    pub fn answer(self) -> Option<Answer<O>> {
        match self {
            Input::Answer(a) => Some(a),
            _ => None,
        }
    }
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
    /// Step this frame again (it moved to its next stage in place).
    Again,
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
            Step::Again => write!(f, "Again"),
        }
    }
}

/// A game's frames.
pub trait Process: Sized {
    /// The game's state the frames work on; it holds the engine.
    type State;
    /// What a finished frame hands its parent.
    type Ret;
    /// The game's option type (answers come back typed).
    type Opt;

    /// The engine inside the state.
    fn engine(state: &mut Self::State) -> &mut Engine<Self>;

    /// One step of this frame (it is off the stack meanwhile).
    fn step(&mut self, state: &mut Self::State, input: Input<Self::Ret, Self::Opt>) -> Step<Self>;

    /// Asked before every step: whether to stop here (the game is over, or a prompt is
    /// open). The game may settle what it watches for first (a victory declared).
    fn halted(_state: &mut Self::State) -> bool {
        false
    }

    /// Asked after every step that did not wait: frames that run before the next step,
    /// the last one first (a skill that answers what the step did, say an equipment card
    /// lost). The input the top frame was about to get waits for it until they are done.
    fn interrupts(_state: &mut Self::State) -> Vec<Self> {
        Vec::new()
    }
}

/// Where the engine stopped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stopped<R> {
    /// A frame waits for an answer, or the game said stop.
    Waiting,
    /// The stack is empty; the last frame finished with this result.
    Finished(R),
    /// The stack was empty already.
    Idle,
}

/// An input held for the frame under an interruption: the stack's depth while the
/// interrupting frame above it runs, and the input.
type Held<F> = (usize, Input<<F as Process>::Ret, <F as Process>::Opt>);

/// The stack of frames and the input the top one gets next.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Engine<F: Process> {
    stack: Vec<F>,
    #[serde(skip)]
    input: Option<Input<F::Ret, F::Opt>>,
    /// Inputs held for a frame while frames that interrupted it run.
    #[serde(skip)]
    held: Vec<Held<F>>,
}

impl<F: Process> Default for Engine<F> {
    fn default() -> Self {
        Engine {
            stack: Vec::new(),
            input: None,
            held: Vec::new(),
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

    /// The frames, outermost first (a handler finds the process it changes here; the
    /// frame stepping now is not among them).
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

    /// Ends every process (the game is over): the frames, outermost first.
    pub fn clear(&mut self) -> Vec<F> {
        self.input = None;
        self.held.clear();
        std::mem::take(&mut self.stack)
    }

    /// Steps the frames of the engine in `state` until one waits, the game says stop or
    /// the stack empties.
    pub fn run(state: &mut F::State) -> Stopped<F::Ret> {
        let mut last = None;
        loop {
            if F::halted(state) {
                return Stopped::Waiting;
            }
            let e = F::engine(state);
            let Some(mut top) = e.stack.pop() else {
                return match last {
                    Some(r) => Stopped::Finished(r),
                    None => Stopped::Idle,
                };
            };
            let input = e.input.take().unwrap_or(Input::Enter);
            let step = top.step(state, input);
            let e = F::engine(state);
            match step {
                Step::Wait => {
                    e.stack.push(top);
                    return Stopped::Waiting;
                }
                Step::Call(child) => {
                    e.stack.push(top);
                    e.stack.push(child);
                    e.input = Some(Input::Enter);
                }
                Step::Done(r) => {
                    let depth = e.stack.len() + 1;
                    if e.held.last().is_some_and(|(d, _)| *d == depth) {
                        // An interruption is over: the frame below gets what it was
                        // about to get before it.
                        e.input = e.held.pop().map(|(_, i)| i);
                    } else if e.stack.is_empty() {
                        last = Some(r);
                    } else {
                        e.input = Some(Input::Child(r));
                    }
                }
                Step::Become(next) => {
                    e.stack.push(next);
                    e.input = Some(Input::Enter);
                }
                Step::Again => {
                    e.stack.push(top);
                    e.input = Some(Input::Enter);
                }
            }
            let frames = F::interrupts(state);
            if !frames.is_empty() {
                let e = F::engine(state);
                let mut input = e.input.take().unwrap_or(Input::Enter);
                for f in frames {
                    // When `f` is done, the frame under it gets `input`.
                    e.held.push((e.stack.len() + 1, input));
                    e.stack.push(f);
                    input = Input::Enter;
                }
                e.input = Some(Input::Enter);
            }
        }
    }

    /// Hands `answer` to the waiting top frame of the engine in `state` and runs on.
    pub fn answer(state: &mut F::State, answer: Answer<F::Opt>) -> Stopped<F::Ret> {
        F::engine(state).input = Some(Input::Answer(answer));
        Self::run(state)
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
        Count(u8),
        Note(&'static str),
    }

    #[derive(Debug, Clone, PartialEq)]
    enum R {
        Judged(bool),
        Dealt(i32),
        Over,
        Noted,
    }

    #[derive(Default)]
    struct S {
        engine: Engine<F>,
        log: Vec<String>,
        hp: i32,
        interrupt: Vec<F>,
    }

    impl Process for F {
        type State = S;
        type Ret = R;
        type Opt = bool;
        fn engine(s: &mut S) -> &mut Engine<F> {
            &mut s.engine
        }
        fn interrupts(s: &mut S) -> Vec<F> {
            std::mem::take(&mut s.interrupt)
        }
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
                    if s.hp < 3 {
                        s.interrupt = vec![F::Note("low"), F::Note("first")];
                    }
                    Step::Done(R::Dealt(*n))
                }
                F::Count(n) => {
                    s.log.push(format!("count {n}"));
                    if *n == 0 {
                        Step::Done(R::Over)
                    } else {
                        *n -= 1;
                        Step::Again
                    }
                }
                F::Note(what) => {
                    assert_eq!(input, Input::Enter, "an interrupting frame starts afresh");
                    s.log.push(format!("note {what}"));
                    Step::Done(R::Noted)
                }
            }
        }
    }

    fn yes() -> Answer<bool> {
        Answer {
            seat: Seat(0),
            kind: "t",
            chosen: vec![true],
        }
    }

    #[test]
    fn a_finished_child_hands_its_typed_result_to_its_parent() {
        let mut s = S {
            hp: 4,
            ..S::default()
        };
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Idle);
        s.engine.start(F::Turn { step: 0 });
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Waiting);
        assert_eq!(s.engine.frames(), &[F::Turn { step: 1 }]);
        assert_eq!(
            Engine::<F>::answer(&mut s, yes()),
            Stopped::Finished(R::Over)
        );
        assert_eq!(s.hp, 2, "the judgement failed: 2 damage");
        assert!(s.engine.is_idle());
    }

    #[test]
    fn interrupting_frames_run_first_and_the_parent_still_gets_its_childs_result() {
        let mut s = S {
            hp: 4,
            ..S::default()
        };
        s.engine.start(F::Turn { step: 0 });
        Engine::<F>::run(&mut s);
        assert_eq!(
            Engine::<F>::answer(&mut s, yes()),
            Stopped::Finished(R::Over)
        );
        assert_eq!(
            s.log,
            ["ask", "note first", "note low", "dealt 2"],
            "the notes run after the damage, the last pushed first; then the turn reads Dealt(2)"
        );
    }

    #[test]
    fn a_frame_steps_again_in_place() {
        let mut s = S::default();
        s.engine.start(F::Count(2));
        assert_eq!(Engine::<F>::run(&mut s), Stopped::Finished(R::Over));
        assert_eq!(s.log, ["count 2", "count 1", "count 0"]);
    }
}
