//! 风声 (The Message), classic edition, for tianhei: the whole card game as the seed's
//! 初次游戏 plays it (4 or 6 players, 潜伏战线 against 军情处, no characters yet).
//!
//! ```
//! use tianhei_core::{RuleFile, Match, bot::{play_out, RandomBot}, Bot, Seat};
//! use std::sync::Arc;
//! use tianhei_fengsheng as _; // links the rule set into typetag's registry
//! let rules = Arc::new(RuleFile::parse(
//!     "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n",
//! ).unwrap());
//! let mut m = Match::new(rules, 4, 7).unwrap();
//! let mut bots: Vec<Box<dyn Bot>> =
//!     (0..4).map(|i| Box::new(RandomBot::new(7, Seat(i))) as Box<dyn Bot>).collect();
//! play_out(&mut m, &mut bots, 100_000).unwrap();
//! assert!(m.outcome().is_some());
//! ```
//!
//! Layout, one concept per module:
//! - [`card`]: card types, colours, stamps, 试探 variants, the deck data file.
//! - [`game`]: the state, setup (dealt or arranged), the zone invariant.
//! - `flow`: the turn and its phases.
//! - `passing`: passing intel, its three steps, receiving.
//! - `end`: obtaining intel, deaths, losses, victory, the outcome.
//! - `window`: priority windows, legal card uses, the stack and every card's effect.
//! - [`choices`]: option keys and labels.
//! - [`view`]: what each viewer may see.
//! - [`scene`]: each viewer's view drawn for people.
//! - [`hooks`]: trigger points, characters and missions (empty in this edition).
//! - [`bot`]: the heuristic bot.
//! - `table`: the erased [`Table`] interface.

pub mod bot;
pub mod card;
pub mod choices;
mod end;
mod flow;
pub mod game;
pub mod hooks;
mod passing;
pub mod scene;
mod table;
pub mod view;
mod window;

use serde::{Deserialize, Serialize};
use tianhei_core::{Bot, BotKind, RandomBot, RuleSet, Seat, SetupError, Table};

pub use card::{Card, CardId, Colour, CountSet, Faction, Kind, Stamp};
pub use game::{Arranged, Ask, Game, Options, Phase, Status};
pub use view::FsView;

/// The `fengsheng` rule set: the classic edition's first game.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirstGame {
    /// Which count column of the reference's deck to deal: "A" (default) or "B".
    #[serde(default)]
    pub count_set: CountSet,
    /// The FAQ's online rule: once every living player is of one faction, it wins.
    #[serde(default)]
    pub last_faction_wins: bool,
    /// Who is asked in a priority window: "everyone" (default) or "able".
    #[serde(default)]
    pub ask: Ask,
}

#[typetag::serde(name = "fengsheng")]
impl RuleSet for FirstGame {
    fn seat_counts(&self) -> Vec<usize> {
        vec![4, 6]
    }

    fn check(&self) -> Vec<String> {
        match card::catalogue(self.count_set) {
            Ok(_) => Vec::new(),
            Err(p) => p.to_vec(),
        }
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        let opts = Options {
            count_set: self.count_set,
            last_faction_wins: self.last_faction_wins,
            ask: self.ask,
        };
        Ok(Box::new(Game::new(opts, seats, seed)?))
    }

    fn bot(&self, kind: BotKind, seat: Seat, seed: u64) -> Box<dyn Bot> {
        match kind {
            BotKind::Random => Box::new(RandomBot::new(seed, seat)),
            BotKind::Heuristic => Box::new(bot::Heuristic::new(seed, seat)),
        }
    }
}
