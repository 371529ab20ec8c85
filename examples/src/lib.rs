//! Examples for tianhei: a whole small hidden-role game written against the contract,
//! and runnable examples (`cargo run -p tianhei-examples --example simulate`).
//!
//! [`mini_wolf`] is 小狼人 / Mini Werewolf, kept small on purpose: read it to learn how a
//! game plugs into tianhei in one crate. It shows every part of the contract:
//!
//! - a rule set read from a TOML file through typetag ([`mini_wolf::MiniWolf`]);
//! - a typed state behind the erased [`Table`](tianhei_core::Table) trait, with prompts
//!   validated by a [`PromptBook`](tianhei_core::PromptBook) before anything changes;
//! - simultaneous secret prompts at night, settled by the core group decision;
//! - narration lines with pacing, and events with audiences (all, some seats, moderator);
//! - speeches in rotation and a vote in turn with a tie policy, from `tianhei_core::mech`;
//! - a typed view per viewer that keeps every secret, and a heuristic bot that reads it;
//! - the outcome with sides and scores.
//!
//! ```
//! use std::sync::Arc;
//! use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};
//!
//! let rules = Arc::new(RuleFile::parse(tianhei_examples::MINI_WOLF_RULES).unwrap());
//! let mut m = Match::new(rules.clone(), 6, 42).unwrap();
//! let mut bots: Vec<_> = (0..6)
//!     .map(|i| rules.rules.bot(BotKind::Heuristic, Seat(i), 42))
//!     .collect();
//! play_out(&mut m, &mut bots, 10_000).unwrap();
//! let side = m.outcome().unwrap().result_key();
//! assert!(side == "wolves" || side == "villagers");
//! ```

pub mod mini_wolf;

/// The shipped rule-set file of Mini Werewolf (`rules/mini-wolf.toml`).
pub const MINI_WOLF_RULES: &str = include_str!("../../rules/mini-wolf.toml");
