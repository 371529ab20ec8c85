//! 复盘: a finished game stepped through from the moderator's view (every night action,
//! check, hand and face-down card revealed), built from its record with the same replay
//! `tianhei replay` uses (`Match::from_record_start` and the recorded answers), so it cannot
//! differ from the game. Served only once the game has ended:
//! `GET /api/records/{code}/{game}/review` tells the whole game as a story ([`story`]: who
//! did what to whom, with the role the moderator knew, the lines each step added and to
//! whom, the moments that decided it, where each phase begins);
//! `GET /api/records/{code}/{game}/review/{step}` gives the table after `step` answers
//! (the moderator's scene with every seat's hand) with that step told.
//!
//! A finished game never changes, so its review is built once, every step at a time, and
//! kept ([`cache`]); a request then costs a copy of bytes, and each is charged to its
//! address (`addr_reviews`).

pub mod cache;
pub mod story;

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
    /// The JSON of the whole story: every step told, the phases, the outcome.
    story: Bytes,
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
        let mut phases = vec![json!({"step": 0, "banner": m.scene(Viewer::Moderator).banner})];
        let mut banner = phase_of(&m);
        let mut frames = Vec::with_capacity(steps + 1);
        let mut told = Vec::with_capacity(steps);
        let dealt = m.table().log().len();
        let frame = |m: &Match, step: usize, lines: &[tianhei_core::Event]| {
            json!({
                "step": step,
                "steps": steps,
                "scene": story::with_hands(m),
                "lines": lines.iter().map(story::Line::of).collect::<Vec<_>>(),
                "outcome": record.outcome,
            })
        };
        frames.push(frame(&m, 0, &m.table().log().all()[..dealt]));
        let mut around = story::Around::of(&m);
        for (i, a) in record.answers.iter().enumerate() {
            let before = m.table().log().len();
            let prompt = m.prompts().iter().find(|p| p.id == a.prompt).cloned();
            let scene = m.scene(Viewer::Moderator);
            m.answer(a.seat, a.prompt, &a.choice)
                .map_err(|e| format!("step {} does not replay: {e:?}", i + 1))?;
            let now = phase_of(&m);
            if now != banner {
                phases.push(json!({"step": i + 1, "banner": m.scene(Viewer::Moderator).banner}));
                banner = now;
            }
            let after = story::Around::of(&m);
            let lines = &m.table().log().all()[before..];
            let over = i + 1 == steps;
            let step = story::step(
                i + 1,
                a,
                prompt.as_ref(),
                &scene,
                (&around, &after),
                lines,
                over,
            );
            let mut f = frame(&m, i + 1, lines);
            f["told"] = json!(step);
            frames.push(f);
            told.push(step);
            around = after;
        }
        let phase_steps: Vec<u64> = phases.iter().filter_map(|p| p["step"].as_u64()).collect();
        let frames = frames
            .into_iter()
            .map(|mut f: Value| {
                f["phases"] = json!(phase_steps);
                Bytes::from(f.to_string())
            })
            .collect();
        let story = json!({
            "steps": steps,
            "phases": phases,
            "story": told,
            "outcome": record.outcome,
        });
        Ok(Review {
            frames,
            story: Bytes::from(story.to_string()),
        })
    }

    /// The story of the whole game: every step told, where phases begin, the outcome.
    pub fn story(&self) -> Bytes {
        self.story.clone()
    }

    /// Answers after the last (the game's whole length).
    pub fn steps(&self) -> usize {
        self.frames.len() - 1
    }

    /// Bytes the review holds.
    pub fn bytes(&self) -> usize {
        self.frames.iter().map(Bytes::len).sum::<usize>() + self.story.len()
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::cache::tests::finished;

    fn frame(r: &Review, step: usize) -> Value {
        serde_json::from_slice(&r.step(step).unwrap()).unwrap()
    }

    #[test]
    fn a_diezhan_review_shows_every_hand_and_tells_who_did_what() {
        let record = finished("fengsheng-diezhan", 5, 7);
        let r = Review::build(&record).unwrap();
        let story: Value = serde_json::from_slice(&r.story()).unwrap();
        let told = story["story"].as_array().unwrap();
        assert_eq!(told.len(), record.answers.len());
        // A step that is not a pass names its actor, the actor's identity, the question and
        // what was chosen.
        let acted = told
            .iter()
            .find(|s| s["minor"] == false && !s["chose"].as_array().unwrap().is_empty())
            .expect("someone acted");
        assert!(
            acted["seat"]["no"].as_u64().is_some() && acted["secret"]["text"]["zh"].is_string()
        );
        assert!(
            acted["question"]["zh"]
                .as_str()
                .is_some_and(|q| !q.is_empty())
        );
        assert!(
            told.last().unwrap()["moments"]
                .as_array()
                .unwrap()
                .contains(&json!("end"))
        );
        // Every seat's hand, from the seat's own view, at a step in the middle.
        let mid = frame(&r, r.steps() / 2);
        let owners: std::collections::BTreeSet<u64> = mid["scene"]["zones"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|z| z["private"] == true)
            .filter_map(|z| z["owner"]["no"].as_u64())
            .collect();
        assert_eq!(owners.len(), 5, "{}", mid["scene"]["zones"]);
        let titles: Vec<String> = mid["scene"]["zones"]
            .as_array()
            .unwrap()
            .iter()
            .map(|z| z["title"]["zh"].to_string())
            .collect();
        let titles = titles.join(" ");
        assert!(
            !titles.contains("你的"),
            "hands are named by seat: {titles}"
        );
        eprintln!(
            "diezhan 5 seats, {} steps: frames {} KiB, story {} KiB",
            r.steps(),
            (r.bytes() - r.story().len()) / 1024,
            r.story().len() / 1024
        );
    }
}
