//! What a search bot pays per world: copying a game (`Table::fork`), drawing a world for
//! a seat (`world`: the hidden parts drawn and laid on a copy) and playing one out to its
//! end with the heuristic in every seat (a rollout), at a point a third into a heuristic
//! bot game, one core.
//!
//! `cargo bench -p tianhei --bench worlds`

use std::{hint::black_box, sync::Arc};

use criterion::{Criterion, criterion_group, criterion_main};
use tianhei_core::{
    Bot, BotKind, Match, RuleFile, Seat, Table, Viewer, bot::play_out_by, rng::game_rng,
    world::world,
};

/// The allocator the `tianhei` binary uses.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// (rule-set id, players) measured: every game that draws worlds, at its usual count.
const RULE_SETS: &[(&str, usize)] = &[
    ("fengsheng-diezhan", 7),
    ("fengsheng-classic", 7),
    ("guozhan", 8),
    ("sharen", 12),
    ("langren", 12),
    ("mini-wolf", 6),
];

/// A heuristic game of `rules` a third of the way in (by its decisions).
fn midgame(rules: &Arc<RuleFile>, players: usize) -> Match {
    let bots = |seed| -> Vec<Box<dyn Bot>> {
        (0..players as u8)
            .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), seed))
            .collect()
    };
    let mut whole = Match::new(rules.clone(), players, 3).expect("deal");
    let mut b = bots(3);
    let n = play_out_by(&mut whole, 1_000_000, |m, p| {
        b[p.seat.index()].choose_in(m.rules(), m.table(), p)
    })
    .expect("ends")
    .decisions;
    let mut m = Match::new(rules.clone(), players, 3).expect("deal");
    let mut b = bots(3);
    let _ = play_out_by(&mut m, n / 3, |m, p| {
        b[p.seat.index()].choose_in(m.rules(), m.table(), p)
    });
    m
}

fn rollout(rules: &RuleFile, mut t: Box<dyn Table>, seed: u64) -> usize {
    let mut bots: Vec<Box<dyn Bot>> = (0..t.seats() as u8)
        .map(|s| rules.rules.heuristic(Seat(s), seed))
        .collect();
    let mut n = 0;
    while t.outcome().is_none() && n < 100_000 {
        let Some(p) = t.prompts().first().cloned() else {
            break;
        };
        let v = t.view(Viewer::Seat(p.seat));
        let c = bots[p.seat.index()].choose(&v, &p);
        if t.answer(p.seat, p.id, &c).is_err() {
            let _ = t.answer(p.seat, p.id, &p.default);
        }
        n += 1;
    }
    n
}

fn worlds(c: &mut Criterion) {
    let mut group = c.benchmark_group("worlds");
    for &(id, players) in RULE_SETS {
        let Ok(rules) = tianhei_catalog::load(id) else {
            continue;
        };
        let m = midgame(&rules, players);
        let t = m.table();
        if t.fork().is_none() {
            continue;
        }
        let seat = m.prompts().first().map_or(Seat(0), |p| p.seat);
        group.bench_function(format!("{id}/{players}p/fork"), |b| {
            b.iter(|| black_box(t.fork()))
        });
        let mut rng = game_rng(1, 0);
        if world(t, seat, &mut rng).is_some() {
            group.bench_function(format!("{id}/{players}p/world"), |b| {
                b.iter(|| black_box(world(t, seat, &mut rng)))
            });
        }
        let mut seed = 0;
        group.bench_function(format!("{id}/{players}p/rollout"), |b| {
            b.iter(|| {
                seed += 1;
                let w = world(t, seat, &mut rng)
                    .or_else(|| t.fork())
                    .expect("a copy");
                black_box(rollout(&rules, w, seed))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, worlds);
criterion_main!(benches);
