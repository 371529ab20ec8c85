//! Fuzz harnesses, shared by the coverage-guided fuzz targets (`fuzz/`, cargo-fuzz) and by
//! the bounded runs in the test suite (`tests/fuzz_bounded.rs`). Each takes arbitrary bytes
//! and panics only on a real defect.
//!
//! - [`rule_file`]: any text as a rule-set file: loading never panics; a file that loads
//!   deals a game for each seat count it claims, and shows every viewer a view and a scene.
//! - [`answers`]: any bytes as a game: the first bytes pick a shipped rule set, a seat count
//!   and a seed; the rest are answers, legal and illegal (wrong seat, stale or unknown
//!   prompt, options out of range, repeats, wrong counts). A refused answer changes nothing;
//!   after every accepted one the game's invariants hold; the record replays to the same
//!   log and outcome.

use std::sync::{Arc, OnceLock};

use tianhei_core::{GameRecord, Match, PromptId, RuleFile, Seat, Viewer};

/// Any text as a rule-set file.
pub fn rule_file(data: &[u8]) {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(rules) = RuleFile::parse(src) else {
        return;
    };
    let rules = Arc::new(rules);
    for &n in rules.rules.seat_counts().iter().take(3) {
        // A count the file claims either deals or says why; it never panics.
        let Ok(m) = Match::new(rules.clone(), n, 7) else {
            continue;
        };
        for v in viewers(n) {
            let _ = m.view(v).to_json();
            let _ = m.scene(v);
        }
    }
}

fn viewers(n: usize) -> Vec<Viewer> {
    let mut v: Vec<Viewer> = (0..n as u8).map(|s| Viewer::Seat(Seat(s))).collect();
    v.push(Viewer::Public);
    v.push(Viewer::Moderator);
    v
}

fn shipped() -> &'static [Arc<RuleFile>] {
    static ALL: OnceLock<Vec<Arc<RuleFile>>> = OnceLock::new();
    ALL.get_or_init(tianhei_catalog::shipped)
}

/// Reads bytes one at a time; zeros once they run out.
struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl Bytes<'_> {
    fn u8(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    fn left(&self) -> bool {
        self.at < self.data.len()
    }
}

/// Any bytes as a game: a shipped rule set, a seat count, a seed, then answers.
pub fn answers(data: &[u8]) {
    let mut b = Bytes { data, at: 0 };
    let all = shipped();
    let rules = &all[b.u8() as usize % all.len()];
    let counts = rules.rules.seat_counts();
    let n = counts[b.u8() as usize % counts.len()];
    let seed = u64::from(b.u8()) | (u64::from(b.u8()) << 8);
    let mut m = Match::new(rules.clone(), n, seed).expect("a shipped rule set deals its counts");
    let mut steps = 0;
    while b.left() && m.outcome().is_none() && steps < 4_000 {
        steps += 1;
        let op = b.u8();
        let prompts = m.prompts().to_vec();
        let Some(p) = prompts.get(op as usize % prompts.len().max(1)).cloned() else {
            panic!("{}: no prompt open and no outcome", rules.meta.id);
        };
        // Mostly plausible answers, sometimes garbage: the low bits choose the mischief.
        let (seat, id) = match op >> 5 {
            0 => (Seat(b.u8() % 64), p.id),
            1 => (p.seat, PromptId(u64::from(b.u8()) << (b.u8() % 40))),
            _ => (p.seat, p.id),
        };
        let choice: Vec<usize> = if op & 0x10 == 0 {
            // A legal pick: a count in min..=max of distinct options.
            let max = (p.max as usize).min(p.options.len());
            let min = (p.min as usize).min(max);
            let k = min + b.u8() as usize % (max - min + 1);
            let mut left: Vec<usize> = (0..p.options.len()).collect();
            (0..k)
                .map(|_| left.remove(b.u8() as usize % left.len()))
                .collect()
        } else {
            let picks = (b.u8() % (p.max.saturating_add(2))) as usize;
            (0..picks)
                .map(|_| b.u8() as usize % (p.options.len() + 2))
                .collect()
        };
        // The whole state is compared on every eighth refusal (it is the costly part); the
        // open prompts and the log on all of them.
        let deep = op & 0x7 == 0;
        let before = deep.then(|| m.view(Viewer::Moderator).to_json());
        let (prompts_before, log_before) = (m.prompts().to_vec(), m.table().log().len());
        match m.answer(seat, id, &choice) {
            Ok(()) => {
                if let Err(e) = m.table().check_invariants() {
                    panic!("{}: after answer {steps}: {e}", rules.meta.id);
                }
            }
            Err(_) => {
                let id = &rules.meta.id;
                assert_eq!(
                    m.prompts(),
                    prompts_before,
                    "{id}: a refused answer moved the prompts"
                );
                assert_eq!(
                    m.table().log().len(),
                    log_before,
                    "{id}: a refused answer logged"
                );
                if let Some(before) = before {
                    let after = m.view(Viewer::Moderator).to_json();
                    assert_eq!(after, before, "{id}: a refused answer changed the game");
                }
            }
        }
    }
    if steps % 7 == 0 {
        for v in viewers(n) {
            let _ = m.scene(v);
        }
    }
    let record: GameRecord = m.record();
    let again = Match::replay(&record).expect("an accepted sequence replays");
    assert_eq!(
        again.view(Viewer::Moderator).to_json(),
        m.view(Viewer::Moderator).to_json(),
        "{}: the replay differs",
        rules.meta.id
    );
    assert_eq!(again.outcome(), m.outcome());
}
