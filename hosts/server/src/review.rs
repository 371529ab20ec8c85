//! 复盘: a finished game stepped through from the moderator's view (every night action,
//! check, hand and face-down card revealed), built from its record with the same replay
//! `tianhei replay` uses (`Match::from_record_start` and the recorded answers), so it cannot
//! differ from the game. Served only once the game has ended:
//! `GET /api/records/{code}/{game}/review/{step}` gives the scene after `step` answers, the
//! lines those answers added, and the steps where a phase begins (to step by phase).

use axum::{
    Json,
    http::StatusCode,
    response::{IntoResponse, Response},
};
use serde_json::{Value, json};
use tianhei_core::{GameRecord, Match, Viewer};

/// The review of `record` at `step` (0 = the deal), or why there is none.
pub fn review(record: &GameRecord, step: usize) -> Result<Value, String> {
    if record.outcome.is_none() {
        return Err("the game is still running; 复盘 opens when it ends".into());
    }
    let steps = record.answers.len();
    if step > steps {
        return Err(format!("the game has {steps} steps; ask for 0–{steps}"));
    }
    let mut m = Match::from_record_start(record).map_err(|e| format!("{e:?}"))?;
    // Where each phase begins: the steps after which the moderator's banner changes.
    let mut phases = vec![0];
    let mut banner = phase_of(&m);
    let (mut scene, mut lines_from, mut lines_to) = (None, 0, m.table().log().len());
    if step == 0 {
        scene = Some(m.scene(Viewer::Moderator));
    }
    for (i, a) in record.answers.iter().enumerate() {
        let before = m.table().log().len();
        m.answer(a.seat, a.prompt, &a.choice)
            .map_err(|e| format!("step {} does not replay: {e:?}", i + 1))?;
        let now = phase_of(&m);
        if now != banner {
            phases.push(i + 1);
            banner = now;
        }
        if i + 1 == step {
            scene = Some(m.scene(Viewer::Moderator));
            (lines_from, lines_to) = (before, m.table().log().len());
        }
    }
    let lines: Vec<&tianhei_core::Event> = m
        .table()
        .log()
        .all()
        .get(lines_from..lines_to)
        .unwrap_or(&[])
        .iter()
        .collect();
    let answer = step
        .checked_sub(1)
        .and_then(|i| record.answers.get(i))
        .map(|a| json!({"seat": a.seat.0 as usize + 1}));
    Ok(json!({
        "step": step,
        "steps": steps,
        "phases": phases,
        "scene": scene,
        "answer": answer,
        "lines": lines.iter().map(|e| &e.text).collect::<Vec<_>>(),
        "outcome": record.outcome,
    }))
}

fn phase_of(m: &Match) -> String {
    let b = m.scene(Viewer::Moderator).banner;
    format!("{:?}{:?}", b.round, b.phase)
}

/// The HTTP answer for a review (403 before the end, 400 for a step out of range).
pub fn respond(record: &GameRecord, step: usize) -> Response {
    match review(record, step) {
        Ok(v) => Json(v).into_response(),
        Err(m) if record.outcome.is_none() => (
            StatusCode::FORBIDDEN,
            Json(json!({"code": "not_finished", "message": m})),
        )
            .into_response(),
        Err(m) => (
            StatusCode::BAD_REQUEST,
            Json(json!({"code": "bad_step", "message": m})),
        )
            .into_response(),
    }
}
