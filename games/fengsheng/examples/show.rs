//! Prints one game's public log and outcome: `cargo run -p tianhei-fengsheng --example show -- SEED [heuristic]`.

use std::sync::Arc;

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_fengsheng as _;

fn main() {
    let mut args = std::env::args().skip(1);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let kind = if args.next().as_deref() == Some("heuristic") {
        BotKind::Heuristic
    } else {
        BotKind::Random
    };
    let rules = Arc::new(
        RuleFile::parse(
            "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n",
        )
        .expect("rules"),
    );
    let mut m = Match::new(rules.clone(), 4, seed).expect("deal");
    let mut bots: Vec<_> = (0..4)
        .map(|i| rules.rules.bot(kind, Seat(i), seed))
        .collect();
    let n = play_out(&mut m, &mut bots, 1_000_000).expect("ends");
    for e in m.table().log().for_viewer(Viewer::Moderator, 0) {
        println!("{:?} {}", e.audience, e.text.zh);
    }
    println!(
        "{n} decisions; {:?}",
        m.outcome().map(|o| o.summary.zh.to_string())
    );
}
