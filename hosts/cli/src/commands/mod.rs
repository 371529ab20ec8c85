//! One file per subcommand, and what they share: loading a rule set, choosing the
//! player count, seeds, bots.

pub mod arena;
pub mod balance;
pub mod judge;
mod parallel;
pub mod play;
pub mod replay;
pub mod roles;
pub mod rules;
pub mod settings;
pub mod sim;

use std::{
    sync::Arc,
    time::{SystemTime, UNIX_EPOCH},
};

use tianhei_core::{Bot, BotKind, Match, RuleFile, Seat, rules::describe_counts};

use crate::CliError;

/// Loads a rule set by id or path; a failure is a usage error naming the known ids.
pub fn load(id: &str) -> Result<Arc<RuleFile>, CliError> {
    tianhei_catalog::load(id).map_err(|e| CliError::Usage(e.to_string()))
}

/// The player count: the one asked for if the rule set seats it, else the fewest.
pub fn players(rules: &RuleFile, asked: Option<usize>) -> Result<usize, CliError> {
    let counts = rules.rules.seat_counts();
    match asked {
        Some(n) if counts.contains(&n) => Ok(n),
        Some(n) => Err(CliError::Usage(format!(
            "`{}` is for {} players, not {n}: pass --players with one of those",
            rules.meta.id,
            describe_counts(&counts)
        ))),
        None => counts.first().copied().ok_or_else(|| {
            CliError::Usage(format!(
                "`{}` seats nobody: check its [options]",
                rules.meta.id
            ))
        }),
    }
}

/// The seed asked for, or one from the clock.
pub fn seed_or_clock(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(|| {
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or_default();
        // Keep it short enough to type back in.
        (now.as_nanos() as u64) % 1_000_000_000
    })
}

/// The seed of game `i` of a series started from `seed` (SplitMix64 of the pair).
pub fn derive_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Deals a match; a setup failure is a usage error with every problem.
pub fn new_match(rules: &Arc<RuleFile>, players: usize, seed: u64) -> Result<Match, CliError> {
    Match::new(rules.clone(), players, seed).map_err(|e| CliError::Usage(e.to_string()))
}

/// One bot of `kind` per seat.
pub fn bots(rules: &RuleFile, kind: BotKind, players: usize, seed: u64) -> Vec<Box<dyn Bot>> {
    (0..players)
        .map(|s| rules.rules.bot(kind, Seat(s as u8), seed))
        .collect()
}

/// A single-threaded async runtime for the terminal driver.
pub fn runtime() -> Result<tokio::runtime::Runtime, CliError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_time()
        .build()
        .map_err(|e| CliError::Runtime(format!("cannot start the async runtime: {e}")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derived_seeds_differ_per_game_and_repeat_per_seed() {
        assert_eq!(derive_seed(7, 3), derive_seed(7, 3));
        assert_ne!(derive_seed(7, 3), derive_seed(7, 4));
        assert_ne!(derive_seed(7, 3), derive_seed(8, 3));
    }

    #[test]
    fn a_player_count_the_rules_do_not_seat_is_a_usage_error() {
        let r = load("mini-wolf").unwrap();
        assert_eq!(players(&r, None).unwrap(), 4);
        let e = players(&r, Some(12)).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(e.to_string().contains("4–8"), "{e}");
    }
}
