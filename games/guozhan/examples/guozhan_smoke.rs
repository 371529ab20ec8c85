//! Plays random-bot games checking the invariants after every answer; prints the first
//! failure with its seed.
//!
//! `cargo run -p tianhei-guozhan --example guozhan_smoke -- [GAMES] [SEATS]`

use std::sync::Arc;

use tianhei_core::{Bot, Match, RandomBot, RuleFile, Seat, Viewer};
use tianhei_guozhan as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(100);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(6);
    let rules =
        Arc::new(RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("rules load"));
    let mut total = 0;
    let mut draws = 0;
    for seed in 0..games {
        let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| Box::new(RandomBot::new(seed, Seat(i as u8))) as Box<dyn Bot>)
            .collect();
        let mut steps = 0;
        while m.outcome().is_none() {
            if let Err(e) = m.table().check_invariants() {
                panic!("seed {seed} step {steps}: {e}");
            }
            let p = m.prompts().first().expect("a prompt").clone();
            let v = m.view(Viewer::Seat(p.seat));
            let c = bots[p.seat.index()].choose(&v, &p);
            m.answer(p.seat, p.id, &c).expect("accepted");
            steps += 1;
            assert!(steps < 1_000_000, "seed {seed} too long");
        }
        if let Err(e) = m.table().check_invariants() {
            panic!("seed {seed} end: {e}");
        }
        total += steps;
        if m.outcome()
            .map(|o| o.result_key() == "draw")
            .unwrap_or(false)
        {
            draws += 1;
        }
    }
    println!(
        "{games} games, {seats} seats: {:.1} decisions/game, {draws} draws",
        total as f64 / games as f64
    );
}
