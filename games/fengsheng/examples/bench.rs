//! Random-bot 风声 games through the erased interface (`Match` + `play_out`), with the
//! deciding seat's view computed at every decision, on one thread. Prints the median
//! of several runs.
//!
//! `cargo run --release -p tianhei-fengsheng --example bench -- [GAMES] [RUNS] [SEATS]`

use std::{sync::Arc, time::Instant};

use tianhei_core::{Bot, Match, RandomBot, RuleFile, Seat, bot::play_out};
use tianhei_fengsheng as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2_000);
    let runs: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(5);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(4);
    let rules = Arc::new(
        RuleFile::parse(include_str!("../../../rules/fengsheng-first-game.toml"))
            .expect("rules load"),
    );
    let mut dps = Vec::new();
    let mut gps = Vec::new();
    let mut total_decisions = 0;
    for run in 0..runs {
        let t = Instant::now();
        let mut decisions = 0usize;
        for g in 0..games {
            let seed = run as u64 * 1_000_000 + g;
            let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
            let mut bots: Vec<Box<dyn Bot>> = (0..seats)
                .map(|i| Box::new(RandomBot::new(seed, Seat(i as u8))) as Box<dyn Bot>)
                .collect();
            decisions += play_out(&mut m, &mut bots, 1_000_000).expect("game ends");
        }
        let secs = t.elapsed().as_secs_f64();
        total_decisions = decisions;
        dps.push(decisions as f64 / secs);
        gps.push(games as f64 / secs);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(|a, b| a.total_cmp(b));
        v[v.len() / 2]
    };
    println!(
        "fengsheng-first-game, {seats} seats, random bots, {games} games x {runs} runs ({:.1} decisions/game)",
        total_decisions as f64 / games as f64
    );
    println!("median decisions/s: {:.0}", median(&mut dps));
    println!("median games/s:     {:.0}", median(&mut gps));
}
