//! 风声 (The Message), the intel-passing card game, for tianhei, in its two editions: each
//! is a game of its own on the card kit, with its own rule sets.
//!
//! ```
//! use std::sync::Arc;
//! use tianhei_core::{Bot, Match, RuleFile, Seat, bot::{RandomBot, play_out}};
//! use tianhei_fengsheng as _; // links both editions' rule sets into typetag's registry
//! for game in ["fengsheng", "fengsheng-diezhan"] {
//!     let src = format!("id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"{game}\"\n");
//!     let mut m = Match::new(Arc::new(RuleFile::parse(&src).unwrap()), 4, 7).unwrap();
//!     let mut bots: Vec<Box<dyn Bot>> =
//!         (0..4).map(|i| Box::new(RandomBot::new(7, Seat(i))) as Box<dyn Bot>).collect();
//!     play_out(&mut m, &mut bots, 100_000).unwrap();
//!     assert!(m.outcome().is_some());
//! }
//! ```
//!
//! Layout, one edition per module:
//! - [`classic`]: the classic edition (seed 000), `game = "fengsheng"`: the 初次游戏 (rule
//!   sets `fengsheng-first-game`, `fengsheng-first-game-b`) and the game with the 25
//!   characters and 打酱油的 (`fengsheng-classic`). Its scenario tests are
//!   `tests/classic_*.rs` over the harness in `tests/support/`.
//! - [`diezhan`]: 谍战篇 (seed 001, the later edition), `game = "fengsheng-diezhan"`
//!   (`fengsheng-diezhan`). Its scenario tests are in `src/diezhan/tests/`.
//! - [`shared`]: what the two editions share (the colours of intel, how a seat's zones
//!   are numbered).

pub mod classic;
pub mod diezhan;
pub mod shared;

pub use classic::Classic;
pub use diezhan::Diezhan;
