//! A process of its own type inside a game's frame enum: a skill with several steps keeps
//! them as its own enum in its own module, and the game's frames hold it boxed
//! (`Frame::Skill(Boxed<Frame>)`), so the frame enum names no skill and a new skill adds
//! no variant.

use std::fmt;

use super::engine::{Input, Process, Step};

/// A process that is not one of the game's frame variants: one skill's steps.
pub trait DynProcess<F: Process>: fmt::Debug + Send + Sync {
    /// One step (what [`Process::step`] is for a frame).
    fn step(&mut self, state: &mut F::State, input: Input<F::Ret, F::Opt>) -> Step<F>;

    /// A copy, boxed.
    fn boxed(&self) -> Box<dyn DynProcess<F>>;
}

/// A boxed [`DynProcess`]; cloning clones the process.
pub struct Boxed<F: Process>(pub Box<dyn DynProcess<F>>);

impl<F: Process> Boxed<F> {
    /// Boxes `p`.
    pub fn new(p: impl DynProcess<F> + 'static) -> Self {
        Boxed(Box::new(p))
    }

    /// One step of the process inside.
    pub fn step(&mut self, state: &mut F::State, input: Input<F::Ret, F::Opt>) -> Step<F> {
        self.0.step(state, input)
    }
}

impl<F: Process> Clone for Boxed<F> {
    fn clone(&self) -> Self {
        Boxed(self.0.boxed())
    }
}

impl<F: Process> fmt::Debug for Boxed<F> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}
