//! Heuristic games: game length in rounds, and how often each skill was used (log lines
//! naming it) per game — a check that the bot uses its skills.
//!
//! `cargo run --release -p tianhei-guozhan --example guozhan_skills -- [GAMES] [SEATS]`

use std::sync::Arc;

use tianhei_core::{Bot, BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_guozhan::{GzView, skills::Skill};

fn main() {
    let mut args = std::env::args().skip(1);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(500);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(8);
    let rules =
        Arc::new(RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("rules load"));
    let mut rounds = Vec::with_capacity(games as usize);
    let mut used = vec![0u64; Skill::ALL.len()];
    for seed in 0..games {
        let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
        let mut bots: Vec<Box<dyn Bot>> = (0..seats)
            .map(|i| rules.rules.bot(BotKind::Heuristic, Seat(i as u8), seed))
            .collect();
        play_out(&mut m, &mut bots, 1_000_000).expect("game ends");
        let v = m.view(Viewer::Moderator);
        let v = v.downcast_ref::<GzView>().expect("a guozhan view");
        rounds.push(v.round);
        for e in m.table().log().all() {
            if e.key == "guozhan.skill" {
                for (i, k) in Skill::ALL.iter().enumerate() {
                    if e.text.zh.ends_with(&*k.name().zh) {
                        used[i] += 1;
                    }
                }
            }
        }
    }
    rounds.sort_unstable();
    let mean = rounds.iter().map(|&r| r as f64).sum::<f64>() / games as f64;
    println!(
        "{games} heuristic games of {seats}: rounds mean {mean:.1}, median {}, 90th percentile {}",
        rounds[rounds.len() / 2],
        rounds[rounds.len() * 9 / 10]
    );
    println!("skill uses per game:");
    for (i, k) in Skill::ALL.iter().enumerate() {
        println!("  {}  {:.2}", k.name().zh, used[i] as f64 / games as f64);
    }
}
