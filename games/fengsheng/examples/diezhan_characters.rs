//! 谍战篇 with characters: who wins, by character. Plays heuristic-bot games of
//! `fengsheng-diezhan` (its rule file deals characters) and prints, per character, how many
//! seats held it at the end of a game and how many of those won, most and least often
//! first; then the win rate by side.
//!
//! `cargo run --release -p tianhei-fengsheng --example diezhan_characters -- [PLAYERS] [GAMES] [SEED]`

use std::{collections::BTreeMap, sync::Arc};

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_fengsheng::diezhan::view::DzView;

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|s| s.parse().ok()).unwrap_or(7);
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(2_000);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let src = include_str!("../../../rules/fengsheng-diezhan.toml");
    let rules = Arc::new(RuleFile::parse(src).expect("rules load"));
    let mut by_char: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    let mut by_side: BTreeMap<String, (u32, u32)> = BTreeMap::new();
    for g in 0..games {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(g);
        let mut m = Match::new(rules.clone(), players, s).expect("deals");
        let mut bots: Vec<_> = (0..players as u8)
            .map(|i| rules.rules.bot(BotKind::Heuristic, Seat(i), s))
            .collect();
        play_out(&mut m, &mut bots, 100_000).expect("game ends");
        let outcome = m.outcome().expect("over").clone();
        for o in &outcome.seats {
            let view = m.table().view(Viewer::Seat(o.seat));
            let name = view
                .downcast_ref::<DzView>()
                .and_then(|v| v.players[o.seat.index()].character.clone())
                .and_then(|c| c.card)
                .map_or_else(|| "(none)".to_string(), |c| c.name.clone());
            let e = by_char.entry(name).or_default();
            e.0 += 1;
            e.1 += u32::from(o.won);
            let e = by_side.entry(o.side.to_string()).or_default();
            e.0 += 1;
            e.1 += u32::from(o.won);
        }
        if (g + 1) % 500 == 0 {
            eprintln!("{} of {games} games", g + 1);
        }
    }
    println!(
        "fengsheng-diezhan with characters, {players} players, heuristic bots, {games} games, seed {seed}"
    );
    println!("\nwins by character (seats that held it at the end)");
    let mut rows: Vec<_> = by_char.into_iter().collect();
    rows.sort_by(|a, b| {
        let r = |x: &(u32, u32)| x.1 as f64 / x.0.max(1) as f64;
        r(&b.1).total_cmp(&r(&a.1))
    });
    for (name, (n, won)) in rows {
        println!(
            "  {:<28} {:>5} of {:>5} {:>6.1}%",
            name,
            won,
            n,
            100.0 * won as f64 / n.max(1) as f64
        );
    }
    println!("\nwins by side dealt");
    for (side, (n, won)) in by_side {
        println!(
            "  {:<14} {:>5} of {:>5} {:>6.1}%",
            side,
            won,
            n,
            100.0 * won as f64 / n.max(1) as f64
        );
    }
}
