//! The card games' golden transcripts (tests/golden/cards.txt): a few hundred bot games per
//! shipped card rule set — every seat count, random and heuristic bots — each reduced to
//! the hash of everything every viewer was shown at every step (`tianhei_tests::golden`).
//! Recorded before the card kit's ports; a port that changes any view, scene, prompt or
//! log line of any of these games fails here.
//!
//! - `TIANHEI_GOLDEN=write cargo test --release -p tianhei-tests --test golden_cards`
//!   records the file anew (only for a change that is meant to be seen).
//! - `TIANHEI_GOLDEN=full` checks every recorded game (a port checks them all: about a
//!   quarter of an hour on two cores); by default one game in eight (seeds 0, 8, 16…) is
//!   checked, which keeps the test suite short.
//! - `TIANHEI_GOLDEN_DUMP=DIR` writes the transcript of each game that differs to DIR, to
//!   diff against the same dump made at the recorded commit.

use std::{collections::BTreeMap, path::PathBuf};

use tianhei_core::BotKind;
use tianhei_tests::golden::{Golden, bot_kind, transcript};

const FILE: &str = "golden/cards.txt";

/// Games per rule set, spread over its seat counts and both bot kinds.
const PER_RULE_SET: u64 = 200;

fn path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(FILE)
}

/// The games recorded for `id`: seeds 0.. at each seat count, with both kinds of bot.
fn games(id: &str) -> Vec<(usize, BotKind, u64)> {
    let rules = tianhei_catalog::load(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let counts = rules.rules.seat_counts();
    let per = PER_RULE_SET.div_ceil(2 * counts.len() as u64);
    let mut out = Vec::new();
    for players in counts {
        for kind in [BotKind::Random, BotKind::Heuristic] {
            for seed in 0..per {
                out.push((players, kind, seed));
            }
        }
    }
    out
}

fn recorded() -> BTreeMap<String, Vec<Golden>> {
    let text = std::fs::read_to_string(path()).unwrap_or_default();
    let mut by: BTreeMap<String, Vec<Golden>> = BTreeMap::new();
    for l in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let g = Golden::parse(l).unwrap_or_else(|e| panic!("{FILE}: {e}"));
        by.entry(g.rules.clone()).or_default().push(g);
    }
    by
}

fn check(id: &str) {
    let rules = tianhei_catalog::load(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    if std::env::var("TIANHEI_GOLDEN").as_deref() == Ok("write") {
        write(id);
        return;
    }
    let want = recorded().remove(id).unwrap_or_default();
    assert_eq!(
        want.len(),
        games(id).len(),
        "{FILE} holds {} games of {id}, the test plays {}: record it with TIANHEI_GOLDEN=write",
        want.len(),
        games(id).len()
    );
    let dump = std::env::var_os("TIANHEI_GOLDEN_DUMP").map(PathBuf::from);
    let full = std::env::var("TIANHEI_GOLDEN").as_deref() == Ok("full");
    let mut differ = Vec::new();
    let mut checked = 0;
    for g in want.iter().filter(|g| full || g.seed % 8 == 0) {
        checked += 1;
        let now = transcript(&rules, g.players, g.seed, bot_kind(&g.bots), None);
        if now != *g {
            differ.push(format!("  was {}\n  now {}", g.line(), now.line()));
            if let Some(dir) = &dump {
                let _ = std::fs::create_dir_all(dir);
                let name = format!("{}-{}-{}-{}.txt", g.rules, g.players, g.bots, g.seed);
                if let Ok(mut f) = std::fs::File::create(dir.join(name)) {
                    transcript(&rules, g.players, g.seed, bot_kind(&g.bots), Some(&mut f));
                }
            }
        }
    }
    assert!(
        differ.is_empty(),
        "{} of {} {id} games checked show something else than when recorded:\n{}",
        differ.len(),
        checked,
        differ
            .iter()
            .take(10)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Records `id`'s games, replacing its lines in the file and keeping the others'.
fn write(id: &str) {
    let rules = tianhei_catalog::load(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let lines: Vec<String> = games(id)
        .into_iter()
        .map(|(players, kind, seed)| transcript(&rules, players, seed, kind, None).line())
        .collect();
    // Each rule set's test writes its own block; a lock keeps parallel writers apart.
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _g = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let mut by = recorded();
    by.remove(id);
    let mut out = String::from(
        "# Golden transcripts of the card games: rule set, players, bots, seed, answers, hash.\n\
         # Written by TIANHEI_GOLDEN=write cargo test --release -p tianhei-tests --test golden_cards\n",
    );
    for gs in by.values() {
        for g in gs {
            out.push_str(&g.line());
            out.push('\n');
        }
    }
    for l in lines {
        out.push_str(&l);
        out.push('\n');
    }
    std::fs::write(path(), out).unwrap_or_else(|e| panic!("{FILE}: {e}"));
}

#[test]
fn fengsheng_first_game_shows_what_it_showed_when_recorded() {
    check("fengsheng-first-game");
}

#[test]
fn fengsheng_first_game_b_shows_what_it_showed_when_recorded() {
    check("fengsheng-first-game-b");
}

#[test]
fn fengsheng_classic_shows_what_it_showed_when_recorded() {
    check("fengsheng-classic");
}

#[test]
fn guozhan_shows_what_it_showed_when_recorded() {
    check("guozhan");
}

#[test]
fn every_shipped_card_rule_set_has_golden_games() {
    let checked = [
        "fengsheng-first-game",
        "fengsheng-first-game-b",
        "fengsheng-classic",
        "guozhan",
    ];
    for rules in tianhei_catalog::shipped() {
        let game = rules.game.as_str();
        if game == "fengsheng" || game == "guozhan" {
            assert!(
                checked.contains(&rules.meta.id.as_str()),
                "{} is a card rule set without golden games",
                rules.meta.id
            );
        }
    }
}

#[test]
fn a_transcript_hash_is_the_same_every_time_and_differs_between_games() {
    let rules = tianhei_catalog::load("fengsheng-first-game").expect("shipped");
    let a = transcript(&rules, 4, 1, BotKind::Random, None);
    assert_eq!(a, transcript(&rules, 4, 1, BotKind::Random, None));
    let mut text = Vec::new();
    let b = transcript(&rules, 4, 1, BotKind::Random, Some(&mut text));
    assert_eq!(a, b, "dumping does not change the hash");
    assert!(String::from_utf8_lossy(&text).contains("== step 0"));
    assert_ne!(a.hash, transcript(&rules, 4, 2, BotKind::Random, None).hash);
}
