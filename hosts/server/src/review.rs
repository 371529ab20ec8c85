//! 复盘: a finished game stepped through from the moderator's view (every night action,
//! check, hand and face-down card revealed), built from its record with the same replay
//! `tianhei replay` uses (`Match::from_record_start` and the recorded answers), so it cannot
//! differ from the game. Served only once the game has ended:
//! `GET /api/records/{code}/{game}/review/{step}` gives the scene after `step` answers, the
//! lines those answers added, and the steps where a phase begins (to step by phase).
//!
//! A finished game never changes, so its review is built once, every step at a time, and
//! kept ([`cache`]); a request then costs a copy of bytes, and each is charged to its
//! address (`addr_reviews`).

pub mod cache;

use axum::{
    body::Bytes,
    http::{StatusCode, header},
    response::{IntoResponse, Response},
};
use serde_json::{Value, json};
use tianhei_core::{GameRecord, Match, Viewer};

/// A finished game's review, every step's answer ready to send.
#[derive(Debug)]
pub struct Review {
    /// The JSON of each step, 0 (the deal) to the last answer.
    frames: Vec<Bytes>,
}

impl Review {
    /// Builds the review of `record` by replaying it once.
    pub fn build(record: &GameRecord) -> Result<Review, String> {
        if record.outcome.is_none() {
            return Err("the game is still running; 复盘 opens when it ends".into());
        }
        let steps = record.answers.len();
        let mut m = Match::from_record_start(record).map_err(|e| format!("{e:?}"))?;
        // Where each phase begins: the steps after which the moderator's banner changes.
        let mut phases = vec![0];
        let mut banner = phase_of(&m);
        let mut frames = Vec::with_capacity(steps + 1);
        let step_json = |m: &Match, step: usize, from: usize| {
            let lines: Vec<_> = (m.table().log().all().get(from..))
                .unwrap_or(&[])
                .iter()
                .map(|e| &e.text)
                .collect();
            let answer = step
                .checked_sub(1)
                .and_then(|i| record.answers.get(i))
                .map(|a| json!({"seat": a.seat.0 as usize + 1}));
            json!({
                "step": step,
                "steps": steps,
                "scene": m.scene(Viewer::Moderator),
                "answer": answer,
                "lines": lines,
                "outcome": record.outcome,
            })
        };
        frames.push(step_json(&m, 0, m.table().log().len()));
        for (i, a) in record.answers.iter().enumerate() {
            let before = m.table().log().len();
            m.answer(a.seat, a.prompt, &a.choice)
                .map_err(|e| format!("step {} does not replay: {e:?}", i + 1))?;
            let now = phase_of(&m);
            if now != banner {
                phases.push(i + 1);
                banner = now;
            }
            frames.push(step_json(&m, i + 1, before));
        }
        let frames = frames
            .into_iter()
            .map(|mut f: Value| {
                f["phases"] = json!(phases);
                Bytes::from(f.to_string())
            })
            .collect();
        Ok(Review { frames })
    }

    /// Answers after the last (the game's whole length).
    pub fn steps(&self) -> usize {
        self.frames.len() - 1
    }

    /// Bytes the review holds.
    pub fn bytes(&self) -> usize {
        self.frames.iter().map(Bytes::len).sum()
    }

    /// The JSON of `step`, or why there is none.
    pub fn step(&self, step: usize) -> Result<Bytes, String> {
        self.frames
            .get(step)
            .cloned()
            .ok_or_else(|| format!("the game has {n} steps; ask for 0–{n}", n = self.steps()))
    }

    /// The HTTP answer for `step` (400 out of range).
    pub fn respond(&self, step: usize) -> Response {
        match self.step(step) {
            Ok(b) => ([(header::CONTENT_TYPE, "application/json")], b).into_response(),
            Err(m) => (
                StatusCode::BAD_REQUEST,
                axum::Json(json!({"code": "bad_step", "message": m})),
            )
                .into_response(),
        }
    }
}

fn phase_of(m: &Match) -> String {
    let b = m.scene(Viewer::Moderator).banner;
    format!("{:?}{:?}", b.round, b.phase)
}
