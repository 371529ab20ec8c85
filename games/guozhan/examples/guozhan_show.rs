//! Prints one random-bot game's log as the moderator sees it.
//!
//! `cargo run -p tianhei-guozhan --example guozhan_show -- [SEED] [SEATS] [random|heuristic]`

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_guozhan as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let seats: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(5);
    let kind: BotKind = args
        .next()
        .and_then(|s| s.parse().ok())
        .unwrap_or(BotKind::Random);
    let rules =
        Arc::new(RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("rules load"));
    let mut m = Match::new(rules.clone(), seats, seed).expect("deals");
    let mut bots: Vec<_> = (0..seats as u8)
        .map(|s| rules.rules.bot(kind, Seat(s), seed))
        .collect();
    let n = play_out(&mut m, &mut bots, 1_000_000).expect("ends");
    for e in m.table().log().for_viewer(Viewer::Moderator, 0) {
        let who = match e.audience {
            tianhei_core::Audience::All => String::new(),
            tianhei_core::Audience::Seats(s) => format!("[{s:?}] "),
            tianhei_core::Audience::Moderator => "[mod] ".into(),
        };
        println!("{who}{}", e.text.zh);
    }
    println!(
        "{n} decisions; {:?}",
        m.outcome().map(|o| o.summary.zh.clone())
    );
}
