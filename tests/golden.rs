//! Golden transcripts: what every viewer was shown at every step of a bot game, reduced to
//! one hash per game, so a refactor of a game's engine (the card kit's ports) can prove it
//! changes nothing a user sees.
//!
//! A transcript is, after the deal and after every answer, for the moderator, the public
//! and each seat in turn: the view as JSON, the scene as JSON, the prompts open for that
//! viewer, and the log lines it may see that are new since the last step. Its hash is a
//! 64-bit FNV-1a over those bytes; [`transcript`] can also write the text itself, to diff
//! one game between two builds.

use std::{io::Write, sync::Arc};

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
