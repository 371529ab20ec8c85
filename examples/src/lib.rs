//! Examples for tianhei: a whole small card game written on the card-game kit, and
//! runnable examples (`cargo run -p tianhei-examples --example simulate`). Nothing in
//! production depends on this crate.
//!
//! [`mini_message`] is 小风声 / Mini Message, on the card-game kit
//! ([`tianhei_core::cards`]): copy it to start a card game. It shows what such a game is
//! made of, and nothing else:
//!
//! - a rule set read from a TOML file through typetag, its problems reported at once;
//! - its cards as data and its zones ([`Zones`](tianhei_core::cards::Zones)): every move
//!   is one call, so every card is in one zone;
//! - its options as one typed enum ([`Offer`](tianhei_core::cards::Offer)): keys and
//!   labels made in one place, answers back as the typed options chosen;
//! - its turn, its passing and its 截获 window as frames on the kit's engine, a child's
//!   result handed to its parent;
//! - a timing point whose handlers are its rules (a third black card, victory);
//! - the log guard, a typed view per viewer that keeps every secret, and its scene.
//!
//! The night/day family's small game, 小狼人 / Mini Werewolf, is a shipped game in its own
//! crate (`games/miniwolf`, `tianhei_miniwolf`), on the hidden-role kit.
//!
//! ```
//! use std::sync::Arc;
//! use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};
//!
//! let rules = Arc::new(RuleFile::parse(tianhei_examples::MINI_MESSAGE_RULES).unwrap());
//! let mut m = Match::new(rules.clone(), 5, 42).unwrap();
//! let mut bots: Vec<_> = (0..5)
//!     .map(|i| rules.rules.bot(BotKind::Random, Seat(i), 42))
//!     .collect();
//! play_out(&mut m, &mut bots, 10_000).unwrap();
//! let side = m.outcome().unwrap().result_key();
//! assert!(side == "red" || side == "blue");
//! ```

pub mod mini_message;

/// A rule-set file of Mini Message with the default options.
pub const MINI_MESSAGE_RULES: &str = "id = \"mini-message\"
title = \"小风声（示例）\"
title_en = \"Mini Message (example card game)\"
description = \"4–6 players. Two hidden teams pass cards face-down; three of your colour win.\"
game = \"mini-message\"

[options]
per_colour = 8
intercepts = 3
to_win = 3
";
