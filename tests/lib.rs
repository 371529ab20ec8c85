//! Helpers shared by the cross-crate tests: every shipped rule set through the erased
//! contract, as every host drives it.

pub mod fuzz;
pub mod golden;

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};

/// The most decisions a test game may take.
pub const MAX_DECISIONS: usize = 100_000;

/// Deals `rules` for `players` from `seed` and plays it out with one bot of `kind`
/// per seat, each seeing only its own view. Panics with the seed if the game does not
/// end, so a failure names what to replay.
pub fn play_to_end(rules: &Arc<RuleFile>, players: usize, seed: u64, kind: BotKind) -> Match {
    let id = &rules.meta.id;
    let mut m = Match::new(rules.clone(), players, seed)
        .unwrap_or_else(|e| panic!("{id} with {players} players, seed {seed}: {e}"));
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.bot(kind, Seat(s), seed))
        .collect();
    if let Err(e) = play_out(&mut m, &mut bots, MAX_DECISIONS) {
        panic!("{id} with {players} players, seed {seed}, {kind:?} bots: {e}");
    }
    m
}

/// The log and outcome of a match as JSON, to compare two matches exactly.
pub fn log_and_outcome(m: &Match) -> (Vec<serde_json::Value>, serde_json::Value) {
    let log = m
        .table()
        .log()
        .all()
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or_default())
        .collect();
    let outcome = serde_json::to_value(m.outcome()).unwrap_or_default();
    (log, outcome)
}
