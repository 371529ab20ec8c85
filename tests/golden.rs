//! Golden transcripts: what every viewer was shown at every step of a bot game, reduced to
//! one hash per game, so a refactor of a game's engine (the card kit's ports, the night/day
//! kit's renames) can prove it changes nothing a user sees.
//!
//! A transcript is, after the deal and after every answer, for the moderator, the public
//! and each seat in turn: the view as JSON, the scene as JSON, the prompts open for that
//! viewer, and the log lines it may see that are new since the last step. Its hash is a
//! 64-bit FNV-1a over those bytes; [`transcript`] can also write the text itself, to diff
//! one game between two builds.
//!
//! A [`Fixture`] is one file of recorded games (tests/golden/*.txt) and the test that
//! checks or records it:
//!
//! - `TIANHEI_GOLDEN=write` records the rule set's games anew (only for a change that is
//!   meant to be seen);
//! - `TIANHEI_GOLDEN=full` checks every recorded game; by default only a sample (seeds
//!   0, n, 2n…) is checked, which keeps the test suite short;
//! - `TIANHEI_GOLDEN_DUMP=DIR` writes the transcript of each game that differs to DIR, to
//!   diff against the same dump made at the recorded commit.

use std::{collections::BTreeMap, io::Write, path::PathBuf, sync::Arc};

use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer};

use crate::MAX_DECISIONS;

/// FNV-1a, 64 bits: stable across builds and platforms (std's hashers are not promised
/// to be).
#[derive(Clone, Copy)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    fn feed(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= b as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// One recorded game: which, and what it showed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Golden {
    /// Rule-set id.
    pub rules: String,
    /// Seats.
    pub players: usize,
    /// `random` or `heuristic`.
    pub bots: String,
    /// The deal's seed (bots are seeded from it too).
    pub seed: u64,
    /// Answers given.
    pub decisions: usize,
    /// The transcript's hash.
    pub hash: u64,
}

impl Golden {
    /// `fengsheng-classic 5 heuristic 17 412 9f3c…` — one line of the fixture file.
    pub fn line(&self) -> String {
        format!(
            "{} {} {} {} {} {:016x}",
            self.rules, self.players, self.bots, self.seed, self.decisions, self.hash
        )
    }

    /// Reads a line written by [`Golden::line`].
    pub fn parse(line: &str) -> Result<Golden, String> {
        let f: Vec<&str> = line.split_whitespace().collect();
        let [rules, players, bots, seed, decisions, hash] = f.as_slice() else {
            return Err(format!("`{line}`: expected six fields"));
        };
        let num = |s: &str, what: &str| -> Result<u64, String> {
            s.parse().map_err(|_| format!("`{line}`: bad {what} `{s}`"))
        };
        Ok(Golden {
            rules: rules.to_string(),
            players: num(players, "player count")? as usize,
            bots: bots.to_string(),
            seed: num(seed, "seed")?,
            decisions: num(decisions, "decision count")? as usize,
            hash: u64::from_str_radix(hash, 16).map_err(|_| format!("`{line}`: bad hash"))?,
        })
    }
}

/// The bot kind named in a fixture.
pub fn bot_kind(name: &str) -> BotKind {
    match name {
        "random" => BotKind::Random,
        _ => BotKind::Heuristic,
    }
}

fn bot_name(kind: BotKind) -> &'static str {
    match kind {
        BotKind::Random => "random",
        _ => "heuristic",
    }
}

/// Plays `rules` with `players` seats from `seed` with bots of `kind` (as
/// [`crate::play_to_end`] does) and hashes everything each viewer was shown at every
/// step; with `dump`, also writes the transcript as text.
pub fn transcript(
    rules: &Arc<RuleFile>,
    players: usize,
    seed: u64,
    kind: BotKind,
    mut dump: Option<&mut dyn Write>,
) -> Golden {
    let id = &rules.meta.id;
    let mut m = Match::new(rules.clone(), players, seed)
        .unwrap_or_else(|e| panic!("{id} with {players} players, seed {seed}: {e}"));
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.bot(kind, Seat(s), seed))
        .collect();
    let viewers: Vec<Viewer> = [Viewer::Moderator, Viewer::Public]
        .into_iter()
        .chain((0..players as u8).map(|s| Viewer::Seat(Seat(s))))
        .collect();
    let mut h = Fnv::default();
    let mut logged = 0;
    let mut decisions = 0;
    loop {
        let mut step = |what: String, h: &mut Fnv| {
            h.feed(what.as_bytes());
            h.feed(b"\n");
            if let Some(d) = dump.as_mut() {
                let _ = writeln!(d, "{what}");
            }
        };
        step(format!("== step {decisions}"), &mut h);
        let log = m.table().log();
        for &v in &viewers {
            step(format!("view {v:?} {}", m.view(v).to_json()), &mut h);
            let scene = serde_json::to_string(&m.scene(v)).unwrap_or_default();
            step(format!("scene {v:?} {scene}"), &mut h);
            let prompts: Vec<_> = match v {
                Viewer::Seat(s) => m.prompts_for(s).collect(),
                _ => m.prompts().iter().collect(),
            };
            let prompts = serde_json::to_string(&prompts).unwrap_or_default();
            step(format!("prompts {v:?} {prompts}"), &mut h);
            for e in log.for_viewer(v, logged) {
                let e = serde_json::to_string(e).unwrap_or_default();
                step(format!("log {v:?} {e}"), &mut h);
            }
        }
        logged = log.len();
        if m.outcome().is_some() {
            let o = serde_json::to_string(&m.outcome()).unwrap_or_default();
            step(format!("outcome {o}"), &mut h);
            break;
        }
        assert!(
            decisions < MAX_DECISIONS,
            "{id} with {players} players, seed {seed}: too long"
        );
        let Some(p) = m.prompts().first() else {
            panic!("{id} with {players} players, seed {seed}: stuck");
        };
        let (seat, pid) = (p.seat, p.id);
        let view = m.view(Viewer::Seat(seat));
        let choice = bots[seat.index()].choose(&view, p);
        if m.answer(seat, pid, &choice).is_err() {
            m.answer_default(pid)
                .unwrap_or_else(|e| panic!("{id}, seed {seed}: default refused: {e}"));
        }
        decisions += 1;
    }
    Golden {
        rules: id.clone(),
        players,
        bots: bot_name(kind).into(),
        seed,
        decisions,
        hash: h.0,
    }
}

/// One fixture file of golden games and how its test plays them.
pub struct Fixture {
    /// The file, relative to the tests crate: `golden/cards.txt`.
    pub file: &'static str,
    /// What it holds, for its header: `the card games`.
    pub what: &'static str,
    /// The test target that checks and records it: `golden_cards`.
    pub test: &'static str,
    /// Games per rule set, spread over its seat counts and both bot kinds.
    pub per_rule_set: u64,
    /// By default one game in `sample` (by seed) is checked.
    pub sample: u64,
}

impl Fixture {
    fn path(&self) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(self.file)
    }

    /// The games recorded for `rules`: seeds 0.. at each seat count, with both kinds of bot.
    pub fn games(&self, rules: &RuleFile) -> Vec<(usize, BotKind, u64)> {
        let counts = rules.rules.seat_counts();
        let per = self.per_rule_set.div_ceil(2 * counts.len() as u64);
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

    /// The file's games by rule set.
    pub fn recorded(&self) -> BTreeMap<String, Vec<Golden>> {
        let text = std::fs::read_to_string(self.path()).unwrap_or_default();
        let mut by: BTreeMap<String, Vec<Golden>> = BTreeMap::new();
        for l in text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let g = Golden::parse(l).unwrap_or_else(|e| panic!("{}: {e}", self.file));
            by.entry(g.rules.clone()).or_default().push(g);
        }
        by
    }

    /// Checks `id`'s recorded games (or records them, with `TIANHEI_GOLDEN=write`).
    pub fn check(&self, id: &str) {
        self.check_rules(&load(id));
    }

    /// Checks the recorded games of a shipped rule set played with some options set
    /// (`("characters", "false")`), recorded under its own id `id` (or records them).
    pub fn check_variant(&self, id: &str, base: &str, sets: &[(&str, &str)]) {
        self.check_rules(&variant(id, base, sets));
    }

    /// Checks the recorded games of `rules` (by its id), or records them with
    /// `TIANHEI_GOLDEN=write`.
    fn check_rules(&self, rules: &Arc<RuleFile>) {
        if std::env::var("TIANHEI_GOLDEN").as_deref() == Ok("write") {
            self.write(rules);
            return;
        }
        let id = &rules.meta.id;
        let file = self.file;
        let want = self.recorded().remove(id).unwrap_or_default();
        let games = self.games(rules).len();
        assert_eq!(
            want.len(),
            games,
            "{file} holds {} games of {id}, the test plays {games}: record it with TIANHEI_GOLDEN=write",
            want.len(),
        );
        let dump = std::env::var_os("TIANHEI_GOLDEN_DUMP").map(PathBuf::from);
        let full = std::env::var("TIANHEI_GOLDEN").as_deref() == Ok("full");
        let mut differ = Vec::new();
        let mut checked = 0;
        for g in want.iter().filter(|g| full || g.seed % self.sample == 0) {
            checked += 1;
            let now = transcript(rules, g.players, g.seed, bot_kind(&g.bots), None);
            if now != *g {
                differ.push(format!("  was {}\n  now {}", g.line(), now.line()));
                if let Some(dir) = &dump {
                    let _ = std::fs::create_dir_all(dir);
                    let name = format!("{}-{}-{}-{}.txt", g.rules, g.players, g.bots, g.seed);
                    if let Ok(mut f) = std::fs::File::create(dir.join(name)) {
                        transcript(rules, g.players, g.seed, bot_kind(&g.bots), Some(&mut f));
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

    /// Records `rules`' games, replacing its lines in the file and keeping the others'.
    fn write(&self, rules: &Arc<RuleFile>) {
        let id = &rules.meta.id;
        let lines: Vec<String> = self
            .games(rules)
            .into_iter()
            .map(|(players, kind, seed)| transcript(rules, players, seed, kind, None).line())
            .collect();
        // Each rule set's test writes its own block; a lock keeps parallel writers apart.
        static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
        let _g = LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let mut by = self.recorded();
        by.remove(id.as_str());
        let mut out = format!(
            "# Golden transcripts of {}: rule set, players, bots, seed, answers, hash.\n\
             # Written by TIANHEI_GOLDEN=write cargo test --release -p tianhei-tests --test {}\n",
            self.what, self.test
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
        std::fs::write(self.path(), out).unwrap_or_else(|e| panic!("{}: {e}", self.file));
    }

    /// Panics unless every shipped rule set of `games` is among `checked`.
    pub fn covers(&self, games: &[&str], checked: &[&str]) {
        for rules in tianhei_catalog::shipped() {
            if games.contains(&rules.game.as_str()) {
                assert!(
                    checked.contains(&rules.meta.id.as_str()),
                    "{} is a rule set of {} without golden games in {}",
                    rules.meta.id,
                    self.what,
                    self.file
                );
            }
        }
    }
}

fn load(id: &str) -> Arc<RuleFile> {
    tianhei_catalog::load(id).unwrap_or_else(|e| panic!("{id}: {e}"))
}

/// The shipped rule set `base` with `sets` applied, under the id `id` (the id its golden
/// lines carry).
fn variant(id: &str, base: &str, sets: &[(&str, &str)]) -> Arc<RuleFile> {
    let sets: Vec<(String, String)> = sets
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut rules = load(base)
        .with_settings(&sets)
        .unwrap_or_else(|e| panic!("{base} with {sets:?}: {e}"));
    rules.meta.id = id.to_string();
    Arc::new(rules)
}
