//! Heuristic bots against random bots: seats alternate heuristic / random, identities
//! are dealt at random, and the win rate of heuristic seats is printed.
//!
//! `cargo run --release -p tianhei-fengsheng --example duel -- [GAMES] [SEATS]`

use std::sync::Arc;

use tianhei_core::{Bot, BotKind, Match, RuleFile, Seat, bot::play_out};
use tianhei_fengsheng as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2_000);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(4);
    let rules = Arc::new(
        RuleFile::parse(include_str!("../../../rules/fengsheng-first-game.toml"))
            .expect("rules load"),
    );
    let (mut h_wins, mut h_seats, mut r_wins, mut r_seats) = (0u64, 0u64, 0u64, 0u64);
    let mut decisions = 0usize;
    for seed in 0..games {
        let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
        let heuristic = |i: usize| (i + seed as usize).is_multiple_of(2);
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| {
                let kind = if heuristic(i) {
                    BotKind::Heuristic
                } else {
                    BotKind::Random
                };
                rules.rules.bot(kind, Seat(i as u8), seed)
            })
            .collect();
        decisions += play_out(&mut m, &mut bots, 1_000_000).expect("ends");
        let out = m.outcome().expect("over");
        for s in &out.seats {
            if heuristic(s.seat.index()) {
                h_seats += 1;
                h_wins += u64::from(s.won);
            } else {
                r_seats += 1;
                r_wins += u64::from(s.won);
            }
        }
    }
    println!(
        "{games} games, {seats} seats: heuristic seats win {:.1}%, random seats win {:.1}% ({:.0} decisions/game)",
        100.0 * h_wins as f64 / h_seats as f64,
        100.0 * r_wins as f64 / r_seats as f64,
        decisions as f64 / games as f64
    );
}
