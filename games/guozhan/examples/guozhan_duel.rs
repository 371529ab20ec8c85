//! Heuristic bots against random bots: seats alternate between the two kinds, factions
//! are dealt at random; prints the share of each kind's seats that won.
//!
//! `cargo run --release -p tianhei-guozhan --example guozhan_duel -- [GAMES] [SEATS]`

use std::sync::Arc;

use tianhei_core::{Bot, BotKind, Match, RuleFile, Seat, bot::play_out};
use tianhei_guozhan as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(6);
    let rules =
        Arc::new(RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("rules load"));
    let (mut won, mut played) = ([0u64; 2], [0u64; 2]);
    let mut draws = 0;
    for seed in 0..games {
        let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
        let kind = |i: usize| {
            if (i + seed as usize).is_multiple_of(2) {
                BotKind::Heuristic
            } else {
                BotKind::Random
            }
        };
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| rules.rules.bot(kind(i), Seat(i as u8), seed))
            .collect();
        play_out(&mut m, &mut bots, 1_000_000).expect("game ends");
        let out = m.outcome().expect("over");
        if out.result_key() == "draw" {
            draws += 1;
        }
        for s in &out.seats {
            let k = usize::from(kind(s.seat.index()) == BotKind::Random);
            played[k] += 1;
            won[k] += u64::from(s.won);
        }
    }
    println!(
        "{games} games, {seats} seats: heuristic seats won {:.1}%, random seats {:.1}%, {draws} draws",
        100.0 * won[0] as f64 / played[0] as f64,
        100.0 * won[1] as f64 / played[1] as f64
    );
}
