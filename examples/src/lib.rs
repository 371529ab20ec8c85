//! Examples for tianhei: a whole small hidden-role game written against the contract,
//! and runnable examples (`cargo run -p tianhei-examples --example simulate`).
//!
//! [`mini_message`] is 小风声 / Mini Message, one file on the card-game kit
//! ([`tianhei_core::cards`]): copy it to start a card game — its cards, zones, typed
//! options, the turn and the passing as frames, a priority window, a timing point whose
//! handlers are its rules, the log guard.
//!
//! [`mini_wolf`] is 小狼人 / Mini Werewolf, one file on the hidden-role kit
//! ([`tianhei_core::kit`]): copy it to start a night/day game. It shows what such a game
//! is made of, and nothing else:
//!
//! - a rule set read from a TOML file through typetag ([`mini_wolf::MiniWolf`]), its
//!   problems reported all at once, and the deal from a role table;
//! - its roles as [`SecretRole`](tianhei_core::kit::SecretRole)s: side, card, how the
//!   法官 calls them at night, who learns whom;
//! - the rules the kit cannot know ([`NightDay`](tianhei_core::kit::NightDay)): the night
//!   step (the wolves' group decision), what it asks and records in the night's ledger,
//!   the dawn, the day's vote and tie policy, the win check;
//! - a typed view per viewer that keeps every secret, its scene, and a heuristic bot.
//!
//! The kit runs the narration with equal pacing, the group decision, the dawn, speeches,
//! votes, exits, the log's audiences and the outcome; the hosts run the game as it is.
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

pub mod mini_message;
pub mod mini_wolf;

/// The shipped rule-set file of Mini Werewolf (`rules/mini-wolf.toml`).
pub const MINI_WOLF_RULES: &str = include_str!("../../rules/mini-wolf.toml");
