//! The card-game kit, beside the night/day kit ([`crate::nightday`]): what card games (风声,
//! 国战) share, so a new one is its cards as data, its turn as frames and its skills.
//!
//! - [`engine`]: the engine of processes — a stack of typed frames; a finished child hands
//!   its typed result to its parent.
//! - [`asks`]: typed asks — a prompt book over the game's own option type; the answer
//!   comes back as the options chosen.
//! - [`window`]: priority windows — who is asked, what follows an action, opened on
//!   seats alive.
//! - [`boxed`]: a process of its own type (one skill's steps) boxed in the game's frames.
//! - [`timing`]: timing points — handlers fired in seat order from the current player,
//!   which continue, break or push a frame.
//! - [`zones`]: one card → zone table; every move is one call, so each card is in
//!   exactly one zone. A game declares its zones with [`zones!`](crate::zones)
//!   ([`zone_table`]), which numbers them.
//! - [`table`]: [`CardTable`], what a card game says (where its parts are, what it does
//!   with an answer, its view) for the kit to make it a [`crate::Table`].
//! - [`log`]: the log guard (no line names a card its audience may not see) and the
//!   bilingual line helper.
//!
//! `examples/src/mini_message.rs` is a small whole card game on the kit.

pub mod asks;
pub mod boxed;
pub mod engine;
pub mod fx;
pub mod log;
pub mod table;
pub mod timing;
pub mod window;
pub mod zone_table;
pub mod zones;

pub use asks::{Answer, Ask, Asks, Made, Offer, Shown};
pub use boxed::{Boxed, DynProcess};
pub use engine::{Engine, Input, Process, Step, Stopped};
pub use fx::FxMap;
pub use log::CardLog;
pub use table::CardTable;
pub use timing::{Broke, Fire, Fired, Handlers};
pub use window::{AfterAction, AskPolicy, Early, Window};
pub use zone_table::SubZone;
pub use zones::{ZoneId, Zones};
