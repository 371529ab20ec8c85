//! Loads a rule set, deals a match, plays it out with bots and prints the outcome.
//!
//! ```text
//! cargo run -p tianhei-examples --example simulate -- [PLAYERS] [SEED]
//! ```

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().map(|a| a.parse()).transpose()?.unwrap_or(6);
    let seed: u64 = args.next().map(|a| a.parse()).transpose()?.unwrap_or(2024);

    // 1. A rule set: a TOML file naming its game; typetag finds the game's options type.
    let rules = Arc::new(RuleFile::parse(tianhei_miniwolf::MINI_WOLF_RULES)?);
    println!(
        "{} / {} — {players} players, seed {seed}",
        rules.meta.title, rules.meta.title_en
    );

    // 2. A match: the game dealt from the seed, plus the record of every answer.
    let mut m = Match::new(rules.clone(), players, seed)?;

    // 3. One bot per seat; each sees only its own seat's view at every decision.
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), seed))
        .collect();
    let decisions = play_out(&mut m, &mut bots, 100_000)?;

    // 4. What the public heard, then the outcome.
    for e in m.table().log().for_viewer(Viewer::Public, 0) {
        println!("  {}", e.text.zh);
    }
    let outcome = m.outcome().ok_or("the game did not end")?;
    println!(
        "\n{} / {} ({decisions} decisions)",
        outcome.summary.zh, outcome.summary.en
    );
    for s in &outcome.seats {
        let mark = if s.won { "won" } else { "lost" };
        println!(
            "  {:>4}  {:<8} {:<10} {mark}",
            s.seat.label().zh,
            s.role.zh,
            s.side
        );
    }

    // 5. The record replays to the same outcome.
    let again = Match::replay(&m.record())?;
    assert_eq!(again.outcome(), m.outcome());
    Ok(())
}
