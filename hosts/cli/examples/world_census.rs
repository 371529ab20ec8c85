//! The world census (issue 35's goal): draw worlds for every seat along bot games of every
//! shipped rule set, at its fewest and most seats, with random and heuristic bots, and
//! check each against the real game (`core::world::check_world`: the seat's view, open
//! prompts and log lines the same, the game's invariants kept); every `--play-every`-th
//! world is also played on to an end by bots of the same kind. Prints the counts per rule
//! set; any world that fails stops its rule set and is printed.
//!
//! ```sh
//! cargo run --release -p tianhei --example world_census -- --worlds 100000
//! ```

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Instant,
};

use tianhei_core::{
    BotKind, RuleFile,
    rng::game_rng,
    world::{Census, census},
};

/// The allocator the `tianhei` binary uses.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Decisions between two draws (a world for every seat at each).
const EVERY: usize = 3;

struct Args {
    worlds: usize,
    play_every: usize,
    threads: usize,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        worlds: 100_000,
        play_every: 25,
        threads: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = |name: &str| -> Result<usize, String> {
            it.next()
                .and_then(|v| v.parse().ok())
                .ok_or(format!("{name} takes a whole number"))
        };
        match flag.as_str() {
            "--worlds" => a.worlds = value("--worlds")?,
            "--play-every" => a.play_every = value("--play-every")?,
            "--threads" => a.threads = value("--threads")?.max(1),
            "-h" | "--help" => {
                return Err("usage: world_census [--worlds N (100000)] [--play-every K (25; 0: none)] [--threads T]".into());
            }
            other => return Err(format!("unknown argument `{other}` (try --help)")),
        }
    }
    Ok(a)
}

/// One series: a rule set at a seat count with one kind of bot, played seed after seed
/// until it has drawn its share of worlds.
struct Series {
    rules: Arc<RuleFile>,
    players: usize,
    kind: BotKind,
    quota: usize,
}

#[derive(Default)]
struct Tally {
    c: Census,
    games: usize,
    failure: Option<String>,
    secs: f64,
}

fn main() {
    let a = match args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let sets = tianhei_catalog::shipped();
    let mut series = Vec::new();
    for rules in &sets {
        let counts = rules.rules.seat_counts();
        let mut ends = vec![counts[0], counts[counts.len() - 1]];
        ends.dedup();
        let share = a.worlds.div_ceil(sets.len() * ends.len() * 2);
        for &players in &ends {
            for kind in [BotKind::Random, BotKind::Heuristic] {
                series.push(Series {
                    rules: rules.clone(),
                    players,
                    kind,
                    quota: share,
                });
            }
        }
    }
    let tallies: Vec<Mutex<Tally>> = series.iter().map(|_| Mutex::default()).collect();
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..a.threads {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(s) = series.get(i) else { break };
                    let t0 = Instant::now();
                    let mut t = Tally::default();
                    let mut rng = game_rng(i as u64, 35);
                    let mut seed = 1;
                    while t.c.worlds < s.quota && t.failure.is_none() {
                        match census(
                            &s.rules,
                            s.players,
                            seed,
                            s.kind,
                            EVERY,
                            a.play_every,
                            &mut rng,
                        ) {
                            Ok(c) => {
                                t.c.worlds += c.worlds;
                                t.c.played += c.played;
                                t.c.answers += c.answers;
                                t.games += 1;
                                if t.games >= 50 && t.c.worlds == 0 {
                                    break;
                                }
                            }
                            Err(e) => t.failure = Some(e),
                        }
                        seed += 1;
                    }
                    t.secs = t0.elapsed().as_secs_f64();
                    let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                    eprintln!(
                        "[{n}/{}] {} {}p {}: {} worlds in {} games, {} played on, {:.1} s",
                        series.len(),
                        s.rules.meta.id,
                        s.players,
                        s.kind.name(),
                        t.c.worlds,
                        t.games,
                        t.c.played,
                        t.secs
                    );
                    *tallies[i].lock().unwrap() = t;
                }
            });
        }
    });
    println!(
        "{:<24} {:>7} {:>9} {:>6} {:>10} {:>9} {:>8}",
        "rule set", "players", "bots", "games", "worlds", "played on", "failures"
    );
    let (mut worlds, mut played, mut failures) = (0, 0, 0);
    for (s, t) in series.iter().zip(&tallies) {
        let t = t.lock().unwrap();
        worlds += t.c.worlds;
        played += t.c.played;
        failures += usize::from(t.failure.is_some());
        println!(
            "{:<24} {:>7} {:>9} {:>6} {:>10} {:>9} {:>8}",
            s.rules.meta.id,
            s.players,
            s.kind.name(),
            t.games,
            t.c.worlds,
            t.c.played,
            usize::from(t.failure.is_some())
        );
        if let Some(f) = &t.failure {
            println!("    {f}");
        }
    }
    println!(
        "all: {worlds} worlds checked, {played} played on to an end, {failures} series with a failure, {:.0} s",
        started.elapsed().as_secs_f64()
    );
    if failures > 0 {
        std::process::exit(1);
    }
}
