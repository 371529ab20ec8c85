//! A bot: a player the machine plays, deciding from its own seat's view ([`Bot`]); the
//! kinds a rule set seats ([`BotKind`]); the generic random bot ([`RandomBot`]).

use rand::{RngExt, seq::index};
use serde::{Deserialize, Serialize};

use super::policy::Decision;
use crate::{
    prompt::Prompt,
    rng::{GameRng, game_rng},
    rules::RuleFile,
    seat::{Seat, SeatSet},
    table::Table,
    view::View,
    view::Viewer,
};

/// Which bot to seat.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// Picks uniformly among the offered options.
    Random,
    /// The game's own sensible bot.
    #[default]
    Heuristic,
    /// Plays the heuristic's best options out in sampled worlds ([`crate::bot::search`]).
    Search,
}

impl std::str::FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        BotKind::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| format!("unknown bot `{s}`: use one of {}", BotKind::usage()))
    }
}

/// A player that decides from its own seat's view only.
pub trait Bot: Send {
    /// Picks option indices for `prompt`, seeing only `view` (its seat's view).
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize>;

    /// The bot's choice with a score for every option ([`Decision`]): a heuristic gives
    /// its own scores (the options it picks score highest), so a search can rank the
    /// options and a belief can weigh what a seat's moves say about its role. The default
    /// knows only the choice (the chosen options score 1, the rest 0).
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        Decision::only(self.choose(view, prompt), prompt.options.len())
    }

    /// Whether the bot reads its view; one that does not (a random bot) is handed
    /// [`View::nothing`], so a simulation does not build a view nobody reads.
    fn reads_view(&self) -> bool {
        true
    }

    /// Answers `prompt` in a game being played: what every driver calls. The default
    /// builds the prompt's seat's view (when the bot reads one) and asks [`Bot::choose`];
    /// a bot that thinks ahead (the search bot) draws worlds from `table` for its seat
    /// ([`crate::world`]) and plays them out with `rules`' bots — never reading anything
    /// of `table` but through a world.
    fn choose_in(&mut self, rules: &RuleFile, table: &dyn Table, prompt: &Prompt) -> Vec<usize> {
        let _ = rules;
        let view = if self.reads_view() {
            table.view(Viewer::Seat(prompt.seat))
        } else {
            View::nothing()
        };
        self.choose(&view, prompt)
    }

    /// Tells the bot what another seat answered (drivers call it for every answer given
    /// in turn, before it is applied to `table`), so a bot that infers roles can weigh
    /// them. The default ignores it.
    fn observe(&mut self, rules: &RuleFile, table: &dyn Table, prompt: &Prompt, choice: &[usize]) {
        let _ = (rules, table, prompt, choice);
    }

    /// For a bot that keeps a belief about hidden roles: the mean probability it gives
    /// the true role (its identity part, [`crate::world::Hidden::base`]) of each other
    /// seat, `truth` read from the game ([`crate::Table::truth`]) by a measuring driver.
    fn belief_in(&self, truth: &[String]) -> Option<f64> {
        let _ = truth;
        None
    }

    /// Whether the bot wants [`Bot::observe`] calls (drivers skip the others).
    fn observes(&self) -> bool {
        false
    }

    /// Tells the bot which seats people play (a host knows, and the table sees it), so it
    /// can go along with them where players must agree (a group decision at night). Bots
    /// in simulations are never told; the default ignores it.
    fn people(&mut self, seats: SeatSet) {
        let _ = seats;
    }
}

/// Picks uniformly among the offered options: any legal count, distinct options.
#[derive(Clone, Debug)]
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random bot for `seat` of a game seeded with `seed` (its own stream).
    pub fn new(seed: u64, seat: Seat) -> Self {
        RandomBot {
            rng: game_rng(seed, 1000 + seat.0 as u64),
        }
    }

    /// A uniformly random legal answer to `prompt`.
    pub fn pick(rng: &mut GameRng, prompt: &Prompt) -> Vec<usize> {
        let n = prompt.options.len();
        let max = (prompt.max as usize).min(n);
        let min = (prompt.min as usize).min(max);
        let count = if min == max {
            min
        } else {
            rng.random_range(min..=max)
        };
        if count == 1 {
            return vec![rng.random_range(0..n)];
        }
        index::sample(rng, n, count).into_vec()
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, _view: &View, prompt: &Prompt) -> Vec<usize> {
        RandomBot::pick(&mut self.rng, prompt)
    }

    /// Every option scores the same: the random bot's policy is uniform.
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        let choice = self.choose(view, prompt);
        Decision {
            choice,
            scores: vec![0.0; prompt.options.len()],
        }
    }

    fn reads_view(&self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{prompt::Choice, text::Text};

    #[test]
    fn random_bot_answers_are_always_legal() {
        let opts: Vec<Choice> = (0..5).map(|i| Choice::seat(Seat(i))).collect();
        let p = Prompt::one(Seat(0), "t", Text::new("选", "Pick"), opts).with_pick(0, 3);
        let mut rng = game_rng(1, 0);
        for _ in 0..500 {
            let c = RandomBot::pick(&mut rng, &p);
            assert!(p.check_choice(&c).is_ok(), "{c:?}");
        }
    }
}
