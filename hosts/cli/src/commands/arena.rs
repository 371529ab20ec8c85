//! `tianhei arena`: one bot against another in duplicate matches. Each deal is played
//! twice: bot A in one half of the seats and bot B in the other, then the halves swapped,
//! so every seat of the deal — its side, its role, its position — is played once by each
//! bot and the luck of the deal cancels. The report ([`report`]) is A's seat win rate
//! minus B's, with a 95% interval from the paired deals, and the same by side dealt, by
//! seat position and by role or character; and how long each bot takes to decide.

pub mod report;

use std::{io::IsTerminal, sync::Arc, thread, time::Instant};

use rand::seq::index;
use tianhei_core::{
    BotSpec, Match, RuleFile, Seat, SeatSet, Text,
    bot::{Bot, play_out_by},
    rng::game_rng,
};

pub use self::report::{ArenaReport, Estimate};
use super::{parallel::run_all, sim::MAX_DECISIONS};
use crate::{ArenaArgs, CliError};

/// Examples shown by `tianhei arena --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei arena fengsheng-diezhan --players 7 --bots heuristic,random --games 2000\n  \
    tianhei arena sharen --players 12 --bots random,heuristic --seed 1 --json\n  \
    tianhei arena guozhan --players 8 --bots heuristic,heuristic --games 200   (an A/A check: 0)\n\n\
    Each deal is played twice with the same cards: bot A in a random half of the seats and\n\
    B in the rest, then the halves swapped. The lift is A's seat win rate minus B's (a seat\n\
    wins when its side wins), in points, with a 95% interval over the paired deals; the same\n\
    by side dealt and by seat position (paired), and by role or character (unpaired: the two\n\
    bots may choose different characters). Then, for each bot, its decisions and the median\n\
    and 95th percentile of its time per decision. Deal i is dealt from a seed derived from\n\
    --seed and i, so the same seed prints the same results whatever --threads is (only the\n\
    timings change). The JSON object has rule_set, players, deals, games, seed, bots,\n\
    lift, a_rate, b_rate (each with low/high), by_side, by_seat, by_role, decisions, timing\n\
    and seconds.\n\n\
    Bots: random, heuristic (the game's own), search (the heuristic's best options played\n\
    out in worlds drawn for its seat: search:rollouts=120,ms=0,candidates=3,particles=32,margin=2,depth=150).";

/// The seats one game of a pair gave: which bot played each (0 = A, 1 = B), its side,
/// its role and whether it won.
#[derive(Clone, Debug)]
pub(crate) struct SeatPlay {
    pub bot: usize,
    pub side: String,
    pub role: Text,
    pub won: bool,
}

/// One game of a pair.
#[derive(Clone, Debug, Default)]
pub(crate) struct GamePlay {
    pub seats: Vec<SeatPlay>,
    /// Decisions by bot (A, B).
    pub decisions: [u64; 2],
    /// Each decision's time in nanoseconds, by bot.
    pub nanos: [Vec<u32>; 2],
    /// For each seat of a bot that keeps a belief, the mean probability it gave the
    /// other seats' true roles at the start, the middle and the end of the game.
    pub belief: [Vec<[f64; 3]>; 2],
}

/// A deal played twice, the bots' seats swapped.
#[derive(Clone, Debug)]
pub(crate) struct Deal {
    pub games: [GamePlay; 2],
}

/// Runs `tianhei arena`.
pub fn run(args: ArenaArgs) -> Result<(), CliError> {
    let rules = super::load(&args.id)?;
    let players = super::players(&rules, args.players)?;
    let (a, b) = BotSpec::pair(&args.bots).map_err(CliError::Usage)?;
    if args.games == 0 {
        return Err(CliError::Usage("--games must be at least 1".into()));
    }
    let threads = match args.threads {
        Some(0) => return Err(CliError::Usage("--threads must be at least 1".into())),
        Some(t) => t,
        None => thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let seed = super::seed_or_clock(args.seed);
    super::new_match(&rules, players, super::derive_seed(seed, 0))?;
    let progress = std::io::stderr().is_terminal() && !args.json;
    let report = arena(
        &rules,
        players,
        args.games,
        seed,
        [&a, &b],
        threads,
        progress,
    )?;
    if args.json {
        println!("{}", report.to_json());
    } else {
        print!("{}", report.text());
    }
    Ok(())
}

/// Plays `deals` duplicate pairs of `bots[0]` against `bots[1]`, split across `threads`;
/// everything but the timings depends only on the seed.
pub fn arena(
    rules: &Arc<RuleFile>,
    players: usize,
    deals: usize,
    seed: u64,
    bots: [&BotSpec; 2],
    threads: usize,
    progress: bool,
) -> Result<ArenaReport, CliError> {
    let start = Instant::now();
    let threads = threads.min(deals).max(1);
    let deals = run_all("an arena", deals, threads, progress, |i| {
        one_deal(rules, players, seed, i, bots)
    })?;
    let seconds = start.elapsed().as_secs_f64();
    Ok(ArenaReport::new(
        &rules.meta.id,
        players,
        seed,
        [bots[0].to_string(), bots[1].to_string()],
        threads,
        &deals,
        seconds,
    ))
}

/// The seats bot A plays in the first game of deal `game_seed` (B plays them in the
/// second): a random half, `players / 2` of them.
pub(crate) fn first_half(players: usize, game_seed: u64) -> SeatSet {
    let mut rng = game_rng(game_seed, 7_000);
    let mut half = SeatSet::EMPTY;
    for s in index::sample(&mut rng, players, players / 2) {
        half.insert(Seat(s as u8));
    }
    half
}

/// Deal `i` of the series from `seed`, played twice.
fn one_deal(
    rules: &Arc<RuleFile>,
    players: usize,
    seed: u64,
    i: usize,
    bots: [&BotSpec; 2],
) -> Result<Deal, CliError> {
    let game_seed = super::derive_seed(seed, i as u64);
    let half = first_half(players, game_seed);
    let game = |swap: usize| -> Result<GamePlay, CliError> {
        // Which bot (0 = A, 1 = B) plays each seat in this game.
        let who: Vec<usize> = (0..players)
            .map(|s| usize::from(half.contains(Seat(s as u8))) ^ 1 ^ swap)
            .collect();
        play_pair_game(rules, players, game_seed, &who, bots).map_err(|e| {
            CliError::Runtime(format!(
                "deal {i} (deal seed {game_seed}), game {} did not finish: {e}",
                swap + 1
            ))
        })
    };
    Ok(Deal {
        games: [game(0)?, game(1)?],
    })
}

/// One game of deal `game_seed`, seat `s` played by bot `who[s]`, each decision timed.
fn play_pair_game(
    rules: &Arc<RuleFile>,
    players: usize,
    game_seed: u64,
    who: &[usize],
    bots: [&BotSpec; 2],
) -> Result<GamePlay, String> {
    let mut m = Match::new(rules.clone(), players, game_seed).map_err(|e| e.to_string())?;
    let mut seated: Vec<Box<dyn Bot>> = (0..players)
        .map(|s| rules.rules.bot(bots[who[s]], Seat(s as u8), game_seed))
        .collect();
    let mut g = GamePlay::default();
    let watching: Vec<usize> = (0..players).filter(|&i| seated[i].observes()).collect();
    // Per watching seat, its belief in the truth after each decision of the game.
    let mut series: Vec<Vec<f64>> = vec![Vec::new(); watching.len()];
    play_out_by(&mut m, MAX_DECISIONS, |m, p| {
        let s = p.seat.index();
        let started = Instant::now();
        let choice = seated[s].choose_in(m.rules(), m.table(), p);
        let nanos = started.elapsed().as_nanos().min(u32::MAX as u128) as u32;
        g.decisions[who[s]] += 1;
        g.nanos[who[s]].push(nanos);
        let truth = (!watching.is_empty()).then(|| m.table().truth()).flatten();
        for (k, &i) in watching.iter().enumerate() {
            seated[i].observe(m.rules(), m.table(), p, &choice);
            if let Some(b) = truth.as_deref().and_then(|t| seated[i].belief_in(t)) {
                series[k].push(b);
            }
        }
        choice
    })
    .map_err(|e| e.to_string())?;
    for (k, &i) in watching.iter().enumerate() {
        let v = &series[k];
        if let (Some(&first), Some(&last)) = (v.first(), v.last()) {
            g.belief[who[i]].push([first, v[v.len() / 2], last]);
        }
    }
    let outcome = m.outcome().ok_or("the game ended without an outcome")?;
    g.seats = outcome
        .seats
        .iter()
        .map(|o| SeatPlay {
            bot: who[o.seat.index()],
            side: o.side.to_string(),
            role: o.role.clone(),
            won: o.won,
        })
        .collect();
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_json(
        id: &str,
        players: usize,
        bots: &str,
        deals: usize,
        seed: u64,
        threads: usize,
    ) -> serde_json::Value {
        let rules = super::super::load(id).unwrap();
        let (a, b) = BotSpec::pair(bots).unwrap();
        let mut j = arena(&rules, players, deals, seed, [&a, &b], threads, false)
            .unwrap()
            .to_json();
        let o = j.as_object_mut().unwrap();
        o.remove("timing");
        o.remove("seconds");
        o.remove("threads");
        j
    }

    #[test]
    fn the_same_seed_gives_the_same_json_whatever_the_threads() {
        for (id, n) in [("mini-wolf", 6), ("fengsheng-first-game", 4)] {
            let one = run_json(id, n, "heuristic,random", 12, 5, 1);
            let three = run_json(id, n, "heuristic,random", 12, 5, 3);
            assert_eq!(one, three, "{id}");
        }
    }

    #[test]
    fn a_bot_against_itself_has_a_lift_whose_interval_holds_zero() {
        for seed in [1, 2, 3] {
            for bots in ["heuristic,heuristic", "random,random"] {
                let j = run_json("mini-wolf", 6, bots, 20, seed, 2);
                let (low, high) = (
                    j["lift"]["low"].as_f64().unwrap(),
                    j["lift"]["high"].as_f64().unwrap(),
                );
                assert!(
                    low <= 0.0 && 0.0 <= high,
                    "{bots} seed {seed}: [{low}, {high}]"
                );
            }
        }
    }

    #[test]
    fn swapping_the_bots_negates_the_lift() {
        let ab = run_json("mini-wolf", 6, "heuristic,random", 30, 9, 2);
        let ba = run_json("mini-wolf", 6, "random,heuristic", 30, 9, 2);
        let l = |j: &serde_json::Value| j["lift"]["lift"].as_f64().unwrap();
        assert!((l(&ab) + l(&ba)).abs() < 1e-9, "{} vs {}", l(&ab), l(&ba));
        assert!(l(&ab) != 0.0, "the heuristic and the random bot differ");
        for side in ab["by_side"].as_object().unwrap().keys() {
            let x = ab["by_side"][side]["lift"].as_f64().unwrap();
            let y = ba["by_side"][side]["lift"].as_f64().unwrap();
            assert!((x + y).abs() < 1e-9, "{side}");
        }
    }

    #[test]
    fn every_seat_and_side_is_played_by_each_bot_once_a_deal() {
        let rules = super::super::load("mini-wolf").unwrap();
        let (a, b) = BotSpec::pair("heuristic,random").unwrap();
        for i in 0..10 {
            let d = one_deal(&rules, 7, 4, i, [&a, &b]).unwrap();
            for s in 0..7 {
                let (x, y) = (&d.games[0].seats[s], &d.games[1].seats[s]);
                assert_ne!(x.bot, y.bot, "seat {s} is played by each bot once");
                assert_eq!(x.side, y.side, "the same deal: the same side at seat {s}");
            }
            let a_seats = d.games[0].seats.iter().filter(|s| s.bot == 0).count();
            assert_eq!(a_seats, 3, "A plays half the seats (rounded down) first");
        }
    }

    #[test]
    fn a_bad_bot_is_a_usage_error_naming_the_valid_ones() {
        let e = run(ArenaArgs {
            id: "mini-wolf".into(),
            players: Some(6),
            bots: "heuristic,clever".into(),
            games: 1,
            seed: Some(1),
            json: true,
            threads: Some(1),
        })
        .unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string().contains("random") && e.to_string().contains("heuristic"),
            "{e}"
        );
        let e = run(ArenaArgs {
            id: "mini-wolf".into(),
            players: Some(6),
            bots: "heuristic:rollouts=5,random".into(),
            games: 1,
            seed: Some(1),
            json: true,
            threads: Some(1),
        })
        .unwrap_err();
        assert!(e.to_string().contains("rollouts"), "{e}");
    }
}
