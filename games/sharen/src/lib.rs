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
//! The game is written on the hidden-role kit ([`tianhei_core::kit`]): the kit runs the
//! night script's narration and pacing, group decisions, the dawn, last words, speeches,
//! votes and ties; this crate is the roles, the night steps and their resolution, the win
//! check, and what each viewer sees.
//!
//! Modules:
//! - [`role`]: the six roles, sides, night calls, check results, what each role's card
//!   says, the score table.
//! - [`keys`]: event keys and prompt kinds, the night's steps and its own option.
//! - [`rules`]: rule-set options, role tables, last-words cut-offs.
//! - [`game`]: the state beyond the kit's, the script, the day's rules.
//! - [`night`]: what each night step asks and does, and the dawn's needle marks.
//! - [`view`]: what each viewer may see.
//! - [`scene`]: each viewer's view drawn for people.
//! - [`bot`]: the heuristic bot.
//! - [`world`]: what a seat knows of others' roles, and the hidden state a world draws
//!   again.
//! - [`play`]: the game as the kit plays it (the first speaker, last words, the win
//!   check), the game in progress, and the rule set that starts it and names its bot.

pub mod bot;
pub mod game;
pub mod keys;
pub mod night;
pub mod play;
pub mod role;
pub mod rules;
pub mod scene;
pub mod view;
pub mod world;

pub use game::Sharen;
pub use play::{SharenGame, SharenPlay};
pub use role::{CheckResult, Role, Side};
pub use rules::SharenRules;
pub use view::SharenView;

/// The game's name in rule-set files (`game = "sharen"`).
pub const GAME: &str = "sharen";
