//! 狼人杀 (Werewolf, the standard 预女猎白 board and its guard variant) for tianhei, per
//! `shared/rulings/langren.md`, written on the hidden-role kit ([`tianhei_core::kit`]).
//!
//! ```
//! use std::sync::Arc;
//! use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};
//! use tianhei_langren as _; // linking the crate registers `game = "langren"`
//! let rules = Arc::new(RuleFile::parse(include_str!("../../../rules/langren.toml")).unwrap());
//! let mut m = Match::new(rules.clone(), 12, 7).unwrap();
//! let mut bots: Vec<_> = (0..12).map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 7)).collect();
//! play_out(&mut m, &mut bots, 10_000).unwrap();
//! assert!(m.outcome().is_some());
//! ```
//!
//! The kit runs the night script's narration and pacing, the wolves' group decision, the
//! dawn, the sheriff's election, badge and direction, speeches, the weighted vote all at
//! once with its tie, exits with their hooks and last words; this crate is the rest.
//!
//! Modules:
//! - [`role`]: the seven roles, sides, night calls, what the 预言家 sees.
//! - [`keys`]: event keys and prompt kinds, the night's steps.
//! - [`rules`]: rule-set options and boards.
//! - [`game`]: the state beyond the kit's, the script, the day's rules.
//! - [`night`]: what each night step asks and does; the dawn (同守同救, poison).
//! - [`day`]: claims and 自爆 in speeches, the 白痴's reveal, the 猎人's shot, last words.
//! - [`view`]: what each viewer may see.
//! - [`scene`]: each viewer's view drawn for people.
//! - [`world`]: what a seat knows of others' roles, and the hidden state a world draws
//!   again.
//! - [`bot`]: the heuristic bot (claims, counter-claims, votes that follow claims).
//! - [`play`]: the game as the kit plays it (the first speaker, the win check), the game
//!   in progress, and the rule set that starts it and names its bot.

pub mod bot;
pub mod day;
pub mod game;
pub mod keys;
pub mod night;
pub mod play;
pub mod role;
pub mod rules;
pub mod scene;
pub mod view;
pub mod world;

pub use game::{Claim, Langren, SeerCheck};
pub use play::LangrenGame;
pub use role::{CheckResult, Role, Side};
pub use rules::LangrenRules;
pub use view::LangrenView;

/// The game's name in rule-set files (`game = "langren"`).
pub const GAME: &str = "langren";
