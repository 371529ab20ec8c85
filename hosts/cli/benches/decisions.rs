//! Decisions per second: random-bot games through the erased interface, with the
//! deciding seat's view computed at every decision (`bot::play_out`), one core.
//!
//! `cargo bench -p tianhei --bench decisions`

use std::{hint::black_box, sync::Arc};

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tianhei_core::{BotKind, Match, RuleFile, Seat, bot::play_out};

/// The allocator the `tianhei` binary uses.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// (rule-set id, players) measured. Add a game with one line.
const RULE_SETS: &[(&str, usize)] = &[
    ("sharen", 12),
    ("fengsheng-first-game", 6),
    ("guozhan", 8),
    ("mini-wolf", 6),
    ("langren", 12),
];

/// Games per measured iteration, dealt from seeds 0..GAMES.
const GAMES: u64 = 64;

fn play_games(rules: &Arc<RuleFile>, players: usize) -> usize {
    let mut decisions = 0;
    for seed in 0..GAMES {
        let mut m = Match::new(rules.clone(), players, seed).expect("the rule set seats them");
        let mut bots: Vec<_> = (0..players as u8)
            .map(|s| rules.rules.bot(BotKind::Random, Seat(s), seed))
            .collect();
        decisions += play_out(&mut m, &mut bots, 1_000_000).expect("the game ends");
    }
    decisions
}

fn decisions(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_bot_games");
    for &(id, players) in RULE_SETS {
        let Ok(rules) = tianhei_catalog::load(id) else {
            continue;
        };
        // The same seeds every iteration: the decision count is fixed.
        let per_iteration = play_games(&rules, players);
        group.throughput(Throughput::Elements(per_iteration as u64));
        group.bench_function(format!("{id}/{players}p/{GAMES}games"), |b| {
            b.iter(|| black_box(play_games(&rules, players)))
        });
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
