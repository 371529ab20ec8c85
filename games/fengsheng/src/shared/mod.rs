//! What 风声's two editions share: the same thing in both, written once.
//!
//! - [`colour`]: the three colours of intel.

pub mod colour;

pub use colour::Colour;
