//! `tianhei sim`: many bot games through the erased interface, with each seat's view
//! computed at every decision (`bot::play_out`); win rates and speed.

use std::{collections::BTreeMap, io::IsTerminal, sync::Arc, time::Instant};

use serde_json::json;
use tianhei_core::{BotKind, GameResult, Match, RuleFile, Text, bot::play_out_stats};

use super::parallel::run_all;
use crate::{CliError, SimArgs};

/// Examples shown by `tianhei sim --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei sim sharen --players 12 --games 1000             win rates with sensible bots\n  \
    tianhei sim sharen --players 12 --games 10000 --bots random --threads 2\n  \
    tianhei sim mini-wolf --players 6 --seed 7 --json        one JSON object, for scripts\n\n\
    Game i is dealt from a seed derived from --seed and i, so the same seed prints the same\n\
    results, whatever --threads is (only the timing figures change). The JSON object has\n\
    rule_set, players, games, seed, bots, wins (side → count, with \"draw\"), seat_wins\n\
    (side dealt → [seats that won, seats]), decisions, pass_only (answers to prompts whose\n\
    only option is to pass, which hosts answer for people), shown_per_seat_per_game,\n\
    events, seconds, decisions_per_second and games_per_second.";

/// The most decisions a single game may take before it counts as stuck.
pub const MAX_DECISIONS: usize = 1_000_000;

/// What one game gave.
#[derive(Clone, Debug, Default)]
pub(crate) struct GameFigures {
    /// The winning side, or "draw".
    pub result: String,
    /// The winning side's name, when a side won.
    pub label: Option<Text>,
    /// Every side dealt, sorted.
    pub sides: Vec<String>,
    /// Each seat's side and whether it won.
    pub seats: Vec<(String, bool)>,
    /// Each seat's role as the outcome names it (风声 and 国战 add the character).
    pub roles: Vec<Text>,
    /// Decisions taken.
    pub decisions: usize,
    /// Of them, answers to pass-only prompts.
    pub pass_only: usize,
    /// Log events.
    pub events: usize,
}

/// The totals of a simulation.
#[derive(Clone, Debug, PartialEq)]
pub struct SimReport {
    /// Rule-set id.
    pub rule_set: String,
    /// Seats per game.
    pub players: usize,
    /// Games played.
    pub games: usize,
    /// The seed of the series.
    pub seed: u64,
    /// The bots.
    pub bots: BotKind,
    /// Worker threads.
    pub threads: usize,
    /// Side (or "draw") → games won; every side seen at the table is listed.
    pub wins: BTreeMap<String, usize>,
    /// Side → (seats of that side that won, seats of that side): a player's chance to
    /// win by the side he was dealt, which differs from `wins` when sides are unequal in
    /// size or several sides win one game.
    pub seat_wins: BTreeMap<String, (usize, usize)>,
    /// Decisions in all games.
    pub decisions: u64,
    /// Of them, answers to pass-only prompts (hosts answer those for people).
    pub pass_only: u64,
    /// Log events in all games.
    pub events: u64,
    /// Wall time.
    pub seconds: f64,
}

impl SimReport {
    /// The report as the `--json` object.
    pub fn to_json(&self) -> serde_json::Value {
        let g = self.games.max(1) as f64;
        let rates: BTreeMap<&String, f64> =
            self.wins.iter().map(|(k, &v)| (k, v as f64 / g)).collect();
        json!({
            "rule_set": self.rule_set,
            "players": self.players,
            "games": self.games,
            "seed": self.seed,
            "bots": self.bots,
            "threads": self.threads,
            "wins": self.wins,
            "win_rates": rates,
            "seat_wins": self.seat_wins,
            "seat_win_rates": self.seat_wins.iter().map(|(k, &(w, n))| (k, w as f64 / n.max(1) as f64)).collect::<BTreeMap<_, _>>(),
            "decisions": self.decisions,
            "pass_only": self.pass_only,
            "events": self.events,
            "decisions_per_game": self.decisions as f64 / g,
            "shown_per_seat_per_game": (self.decisions - self.pass_only) as f64 / g / self.players.max(1) as f64,
            "events_per_game": self.events as f64 / g,
            "seconds": self.seconds,
            "decisions_per_second": per_second(self.decisions as f64, self.seconds),
            "games_per_second": per_second(self.games as f64, self.seconds),
        })
    }

    /// The report as text.
    pub fn text(&self) -> String {
        let g = self.games.max(1) as f64;
        let bots = self.bots.name();
        let mut out = format!(
            "{}: {} games of {} players, {bots} bots, seed {}\n\nwins\n",
            self.rule_set, self.games, self.players, self.seed
        );
        for (side, &n) in &self.wins {
            out += &format!("  {side:<14} {n:>8}  {:>6.2}%\n", 100.0 * n as f64 / g);
        }
        out += "\nseats that won, by side dealt\n";
        for (side, &(w, n)) in &self.seat_wins {
            out += &format!(
                "  {side:<14} {w:>8} of {n:<8} {:>6.2}%\n",
                100.0 * w as f64 / n.max(1) as f64
            );
        }
        out += &format!(
            "\nper game: {:.1} decisions, {:.1} events\n",
            self.decisions as f64 / g,
            self.events as f64 / g
        );
        if self.pass_only > 0 {
            let seats = self.players.max(1) as f64;
            out += &format!(
                "per seat: {:.1} prompts, {:.1} of them pass-only (hosts answer those), {:.1} shown to a person\n",
                self.decisions as f64 / g / seats,
                self.pass_only as f64 / g / seats,
                (self.decisions - self.pass_only) as f64 / g / seats
            );
        }
        out += &format!(
            "speed:    {:.0} decisions/s, {:.0} games/s ({:.3} s on {} thread{})\n",
            per_second(self.decisions as f64, self.seconds),
            per_second(self.games as f64, self.seconds),
            self.seconds,
            self.threads,
            if self.threads == 1 { "" } else { "s" }
        );
        out
    }
}

fn per_second(n: f64, seconds: f64) -> f64 {
    if seconds > 0.0 { n / seconds } else { 0.0 }
}

/// Runs `tianhei sim`.
pub fn run(args: SimArgs) -> Result<(), CliError> {
    let rules = super::load(&args.id)?;
    let players = super::players(&rules, args.players)?;
    if args.games == 0 {
        return Err(CliError::Usage("--games must be at least 1".into()));
    }
    if args.threads == 0 {
        return Err(CliError::Usage("--threads must be at least 1".into()));
    }
    let seed = super::seed_or_clock(args.seed);
    super::new_match(&rules, players, super::derive_seed(seed, 0))?;
    let progress = std::io::stderr().is_terminal() && !args.json;
    let report = simulate(
        &rules,
        players,
        args.games,
        seed,
        args.bots,
        args.threads,
        progress,
    )?;
    if args.json {
        println!("{}", report.to_json());
    } else {
        print!("{}", report.text());
    }
    Ok(())
}

/// Plays `games` bot games, split across `threads`; the totals depend only on the seed.
pub fn simulate(
    rules: &Arc<RuleFile>,
    players: usize,
    games: usize,
    seed: u64,
    bots: BotKind,
    threads: usize,
    progress: bool,
) -> Result<SimReport, CliError> {
    let start = Instant::now();
    let threads = threads.min(games).max(1);
    let all = run_all("a simulation", games, threads, progress, |i| {
        one_game(rules, players, seed, i, bots)
    })?;
    let seconds = start.elapsed().as_secs_f64();
    let mut wins = BTreeMap::new();
    wins.insert("draw".to_string(), 0);
    let mut seat_wins: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let (mut decisions, mut pass_only, mut events) = (0u64, 0u64, 0u64);
    for f in &all {
        for side in &f.sides {
            wins.entry(side.clone()).or_insert(0);
        }
        *wins.entry(f.result.clone()).or_insert(0) += 1;
        for (side, won) in &f.seats {
            let e = seat_wins.entry(side.clone()).or_insert((0, 0));
            e.0 += usize::from(*won);
            e.1 += 1;
        }
        decisions += f.decisions as u64;
        pass_only += f.pass_only as u64;
        events += f.events as u64;
    }
    Ok(SimReport {
        rule_set: rules.meta.id.clone(),
        players,
        games,
        seed,
        bots,
        threads,
        wins,
        seat_wins,
        decisions,
        pass_only,
        events,
        seconds,
    })
}

/// Plays game `i` of the series from `seed` with `kind` bots in every seat.
pub(crate) fn one_game(
    rules: &Arc<RuleFile>,
    players: usize,
    seed: u64,
    i: usize,
    kind: BotKind,
) -> Result<GameFigures, CliError> {
    let game_seed = super::derive_seed(seed, i as u64);
    let mut m = Match::new(rules.clone(), players, game_seed)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let mut bots = super::bots(rules, kind, players, game_seed);
    let st = play_out_stats(&mut m, &mut bots, MAX_DECISIONS).map_err(|e| {
        CliError::Runtime(format!(
            "game {i} (deal seed {game_seed}) did not finish: {e}; watch it with \
             `tianhei play {} --players {players} --humans none --seed {game_seed}`",
            rules.meta.id
        ))
    })?;
    let outcome = m
        .outcome()
        .ok_or_else(|| CliError::Runtime(format!("game {i} ended without an outcome")))?;
    let mut sides: Vec<String> = outcome.seats.iter().map(|s| s.side.to_string()).collect();
    sides.sort();
    sides.dedup();
    Ok(GameFigures {
        result: outcome.result_key().to_string(),
        label: match &outcome.result {
            GameResult::Win { label, .. } => Some(label.clone()),
            GameResult::Draw => None,
        },
        sides,
        seats: outcome
            .seats
            .iter()
            .map(|s| (s.side.to_string(), s.won))
            .collect(),
        roles: outcome.seats.iter().map(|s| s.role.clone()).collect(),
        decisions: st.decisions,
        pass_only: st.pass_only,
        events: m.table().log().len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_totals_whatever_the_threads() {
        let rules = super::super::load("mini-wolf").unwrap();
        let a = simulate(&rules, 6, 60, 5, BotKind::Random, 1, false).unwrap();
        let b = simulate(&rules, 6, 60, 5, BotKind::Random, 3, false).unwrap();
        assert_eq!(
            (&a.wins, a.decisions, a.events),
            (&b.wins, b.decisions, b.events)
        );
        assert_eq!(a.wins.values().sum::<usize>(), 60);
        assert!(a.wins.contains_key("draw") && a.wins.contains_key("wolves"));
    }
}
