//! What 风声's two editions share: the same thing in both, written once.
//!
//! - [`colour`]: the three colours of intel.
//! - [`zone`]: how a seat's hand and intel area are numbered after the table's zones.

pub mod colour;
pub mod zone;

pub use colour::Colour;
