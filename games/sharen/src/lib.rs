//! 杀人游戏 (police and killers, with the doctor, 秘警 and 秘匪) for tianhei, per seed
//! 002 and `shared/rulings/sharen.md`.
//!
//! ```
//! use tianhei_core::{RuleFile, Match, bot::play_out, BotKind};
//! use std::sync::Arc;
//! use tianhei_sharen as _; // linking the crate registers `game = "sharen"`
//! let rules = Arc::new(RuleFile::parse(include_str!("../../../rules/sharen.toml")).unwrap());
//! let mut m = Match::new(rules.clone(), 12, 7).unwrap();
//! let mut bots: Vec<_> =
//!     (0..12).map(|s| rules.rules.bot(BotKind::Heuristic, tianhei_core::Seat(s), 7)).collect();
//! play_out(&mut m, &mut bots, 10_000).unwrap();
//! assert!(m.outcome().is_some());
//! ```
//!
//! Modules:
//! - [`role`]: the six roles, sides, check results, the score table.
//! - [`rules`]: rule-set options, role tables, last-words cut-offs.
//! - [`game`]: the game state and the [`tianhei_core::Table`] implementation.
//! - `night`, `day`: the night script and the day (speeches, votes, tie-breaks, win checks).
//! - [`view`]: what each viewer may see.
//! - [`scene`]: each viewer's view drawn for people.
//! - [`bot`]: the heuristic bot.

pub mod bot;
mod day;
pub mod game;
mod night;
pub mod role;
pub mod rules;
pub mod scene;
pub mod view;

pub use game::SharenGame;
pub use role::{CheckResult, Role, Side};
pub use rules::SharenRules;
pub use view::SharenView;

/// The game's name in rule-set files (`game = "sharen"`).
pub const GAME: &str = "sharen";
