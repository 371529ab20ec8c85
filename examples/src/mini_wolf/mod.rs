//! 小狼人 / Mini Werewolf: the smallest whole hidden-role game.
//!
//! Night: everyone closes their eyes, the wolves wake and agree on a victim (a secret
//! prompt to each wolf at once). Dawn: the death is announced. Day: every living
//! player speaks once in turn, then everyone votes in turn for someone to go out, or
//! abstains; a tie puts nobody out. The wolves win when they are at least as many as
//! the others; the villagers win when every wolf is out.
//!
//! Files, read in this order:
//! - this file: the rule set (the `[options]` of `rules/mini-wolf.toml`) and the roles;
//! - [`game`]: the state and its [`Table`] implementation — the rules themselves;
//! - [`view`]: what each viewer may see;
//! - [`scene`]: the view drawn for people (table screen, phone, terminal);
//! - [`bot`]: a heuristic bot that plays from its own view only.

pub mod bot;
pub mod game;
pub mod scene;
pub mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Bot, BotKind, RandomBot, RuleSet, Seat, SetupError, Table, Text, mech::roles::RoleTable,
};

pub use self::{bot::MiniWolfBot, game::MiniWolfGame, view::MiniWolfView};

/// The options of a Mini Werewolf rule set. Every field has a default, so an empty
/// `[options]` table is a valid rule set; unknown fields are refused by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct MiniWolf {
    /// Fewest players.
    pub min_players: usize,
    /// Most players.
    pub max_players: usize,
    /// From this many players on, two wolves are dealt instead of one.
    pub wolves_from: usize,
    /// Rounds of asking the wolves again when they disagree.
    pub consensus_rounds: u32,
    /// Revotes among the tied before a tie means nobody is out.
    pub revotes: usize,
    /// Seconds a host gives each speech.
    pub speech_seconds: u32,
}

impl Default for MiniWolf {
    fn default() -> Self {
        MiniWolf {
            min_players: 4,
            max_players: 8,
            wolves_from: 7,
            consensus_rounds: 2,
            revotes: 0,
            speech_seconds: 60,
        }
    }
}

impl MiniWolf {
    /// How many wolves a table of `players` gets.
    pub fn wolves(&self, players: usize) -> usize {
        if players >= self.wolves_from { 2 } else { 1 }
    }

    /// Player count → roles, built from the options.
    pub fn role_table(&self) -> RoleTable<Role> {
        let mut table = RoleTable::new();
        for n in self.seat_counts() {
            let wolves = self.wolves(n);
            table.set(n, vec![(Role::Wolf, wolves), (Role::Villager, n - wolves)]);
        }
        table
    }
}

// The name here is what `game = "mini-wolf"` in a rule-set file refers to.
#[typetag::serde(name = "mini-wolf")]
impl RuleSet for MiniWolf {
    fn seat_counts(&self) -> Vec<usize> {
        (self.min_players..=self.max_players).collect()
    }

    /// Every problem at once, naming the field.
    fn check(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.min_players < 3 {
            problems.push("field `options.min_players`: at least 3 players are needed".into());
        }
        if self.max_players > 16 {
            problems.push("field `options.max_players`: at most 16 players".into());
        }
        if self.min_players > self.max_players {
            problems.push(format!(
                "field `options.min_players`: {} is more than max_players ({})",
                self.min_players, self.max_players
            ));
        }
        if self.wolves_from < 5 {
            problems.push(
                "field `options.wolves_from`: two wolves need at least 5 players (else they win at once)"
                    .into(),
            );
        }
        if self.speech_seconds == 0 {
            problems.push("field `options.speech_seconds`: must be at least 1".into());
        }
        problems
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        Ok(Box::new(MiniWolfGame::new(self.clone(), seats, seed)?))
    }

    fn bot(&self, kind: BotKind, seat: Seat, seed: u64) -> Box<dyn Bot> {
        match kind {
            BotKind::Random => Box::new(RandomBot::new(seed, seat)),
            BotKind::Heuristic => Box::new(MiniWolfBot::new(seed, seat)),
        }
    }
}

/// The two roles.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// 狼人: kills by night, wins by outnumbering.
    Wolf,
    /// 村民: finds the wolves by talking and voting.
    Villager,
}

impl Role {
    /// The role's name.
    pub fn name(self) -> Text {
        match self {
            Role::Wolf => Text::new("狼人", "Wolf"),
            Role::Villager => Text::new("村民", "Villager"),
        }
    }

    /// Machine key of the role's side (`Outcome` sides).
    pub fn side(self) -> &'static str {
        match self {
            Role::Wolf => "wolves",
            Role::Villager => "villagers",
        }
    }
}
