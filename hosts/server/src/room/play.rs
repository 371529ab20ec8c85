//! Play: answers from seats, bots and deadlines, each stored before it is acknowledged;
//! settling after every change; storing and scoring a finished game.

use std::time::Duration;

use serde_json::json;
use tianhei_core::{Match, PromptId, Viewer};
use tokio::time::Instant;

use super::{Reply, Room, Status, answer_error};
use crate::{
    identity::public_prompt_id,
    protocol::ProtoError,
    store::{ScoreRow, SeatRow, Write},
};

impl Room {
    pub(super) async fn answer(&mut self, conn: u64, prompt: u64, choice: Vec<usize>) -> Reply {
        let seat = self.seat_of(conn).ok_or_else(|| {
            ProtoError::new(
                "not_seated",
                "join or resume a seat before answering / 请先入座",
            )
        })?;
        let (secret, game_no) = (self.row.secret.clone(), self.game_no);
        let Some(game) = self.game.as_mut() else {
            return Err(ProtoError::new(
                "wrong_state",
                "no game is running / 游戏尚未开始",
            ));
        };
        if game.m.outcome().is_some() {
            return Err(ProtoError::new(
                "game_over",
                "the game is over / 游戏已结束",
            ));
        }
        let found = game
            .m
            .prompts()
            .iter()
            .find(|p| public_prompt_id(&secret, game_no, p.id) == prompt);
        let id = match found {
            Some(p) if p.seat == seat => p.id,
            // Someone else's public prompt: saying so reveals nothing.
            Some(p) if !p.secret => {
                return Err(ProtoError::new(
                    "not_your_prompt",
                    format!("prompt {prompt} is for seat {}, not you", p.seat.number()),
                ));
            }
            // A secret prompt of another seat answers exactly like one that does not exist.
            _ => {
                return Err(ProtoError::new(
                    "stale_prompt",
                    format!("prompt {prompt} is not open for you (answered already or withdrawn)"),
                ));
            }
        };
        game.m.answer(seat, id, &choice).map_err(answer_error)?;
        self.persist_last().await?;
        Ok(("answered", json!({"prompt": prompt})))
    }

    /// Stores the last accepted answer; on failure undoes it by replaying the stored ones.
    pub(super) async fn persist_last(&mut self) -> Result<(), ProtoError> {
        let Some(game) = self.game.as_ref() else {
            return Ok(());
        };
        let Some(index) = game.m.answers().len().checked_sub(1) else {
            return Ok(());
        };
        let w = Write::AppendAnswer {
            code: self.row.code.clone(),
            game: self.game_no,
            index,
            answer: game.m.answers()[index].clone(),
        };
        let db = self.db.clone();
        let r = db.write(w).await;
        if let Err(e) = r {
            let Some(game) = self.game.as_mut() else {
                return Err(super::store_err(e));
            };
            let mut rec = game.m.record();
            rec.answers.pop();
            if let Ok(m) = Match::replay(&rec) {
                game.m = m;
            }
            return Err(super::store_err(e));
        }
        Ok(())
    }

    /// After any change: bots answer (at once, or scheduled), deadlines are set, a finished
    /// game is stored and scored.
    pub(super) async fn settle(&mut self) {
        let mut guard = 0;
        loop {
            guard += 1;
            let Some(g) = self.game.as_mut() else { return };
            let now = Instant::now();
            g.pacing.schedule(g.m.table().log(), now);
            if g.m.outcome().is_some() {
                break;
            }
            let shown = g.pacing.prompts_shown(now);
            let base = now.max(g.pacing.prompts_at());
            let delay = self.config.bot_delay;
            // Bots answer, and so does the room for a person whose only option is to
            // pass (the phone never shows such a prompt): after the same drawn hold.
            let bot_seats: Vec<bool> = g.bots.iter().map(Option::is_some).collect();
            let auto = |p: &tianhei_core::Prompt| {
                p.pass_only || bot_seats.get(p.seat.index()).copied().unwrap_or(false)
            };
            let bot_prompt = g.m.prompts().iter().find(|p| auto(p)).map(|p| p.id);
            match bot_prompt {
                Some(id) if delay.is_zero() && shown && guard < 100_000 => {
                    if self.bot_answer(id).await.is_err() {
                        return;
                    }
                }
                _ => {
                    let ids: Vec<(PromptId, bool, u32)> =
                        g.m.prompts()
                            .iter()
                            .map(|p| (p.id, auto(p), p.timeout_secs))
                            .collect();
                    g.bot_due
                        .retain(|id, _| ids.iter().any(|(i, _, _)| i == id));
                    g.deadlines
                        .retain(|id, _| ids.iter().any(|(i, _, _)| i == id));
                    for (id, bot, timeout) in ids {
                        if bot {
                            g.bot_due.entry(id).or_insert_with(|| base + hold(delay));
                        } else if let Some(d) = self.config.deadline(timeout) {
                            g.deadlines.entry(id).or_insert(base + d);
                        }
                    }
                    break;
                }
            }
        }
        self.finish().await;
    }

    pub(super) async fn bot_answer(&mut self, id: PromptId) -> Result<(), ProtoError> {
        let Some(g) = self.game.as_mut() else {
            return Ok(());
        };
        let Some(p) = g.m.prompts().iter().find(|p| p.id == id).cloned() else {
            return Ok(());
        };
        let choice = match g.bots.get_mut(p.seat.index()).and_then(Option::as_mut) {
            Some(bot) => bot.choose(&g.m.view(Viewer::Seat(p.seat)), &p),
            None => p.default.clone(),
        };
        if g.m.answer(p.seat, id, &choice).is_err() {
            g.m.answer_default(id).map_err(answer_error)?;
        }
        g.bot_due.remove(&id);
        self.persist_last().await
    }

    pub(super) async fn on_timer(&mut self) {
        let now = Instant::now();
        if self.retry_at.is_some_and(|t| t <= now) {
            self.retry_at = None;
        }
        let Some(g) = self.game.as_mut() else { return };
        let bots: Vec<PromptId> = g
            .bot_due
            .iter()
            .filter(|(_, t)| **t <= now)
            .map(|(id, _)| *id)
            .collect();
        let late: Vec<PromptId> = g
            .deadlines
            .iter()
            .filter(|(_, t)| **t <= now)
            .map(|(id, _)| *id)
            .collect();
        for id in bots {
            let _ = self.bot_answer(id).await;
        }
        for id in late {
            let Some(g) = self.game.as_mut() else { break };
            g.deadlines.remove(&id);
            if g.m.answer_default(id).is_ok() {
                let _ = self.persist_last().await;
            }
        }
        self.settle().await;
    }

    pub(super) async fn finish(&mut self) {
        let Some(g) = self.game.as_mut() else { return };
        let Some(outcome) = g.m.outcome().cloned() else {
            return;
        };
        self.status = Status::Finished;
        g.deadlines.clear();
        g.bot_due.clear();
        if g.scored {
            return;
        }
        let mut scores = self.scores.clone();
        for so in &outcome.seats {
            let name = match self.seats.get(so.seat.index()).map(|s| &s.row) {
                Some(SeatRow::Human { name, .. } | SeatRow::Bot { name }) => name.clone(),
                _ => format!("{}号", so.seat.number()),
            };
            let key = crate::names::name_key(&name);
            let i = match scores
                .iter()
                .position(|r| crate::names::name_key(&r.name) == key)
            {
                Some(i) => i,
                None => {
                    scores.push(ScoreRow {
                        name,
                        games: 0,
                        wins: 0,
                        score: 0,
                    });
                    scores.len() - 1
                }
            };
            scores[i].games += 1;
            scores[i].wins += so.won as u32;
            scores[i].score += so.score as i64;
        }
        let w = Write::FinishGame {
            code: self.row.code.clone(),
            game: self.game_no,
            outcome,
            scores: scores.clone(),
        };
        let db = self.db.clone();
        match db.write(w).await {
            Ok(()) => {
                self.scores = scores;
                if let Some(g) = self.game.as_mut() {
                    g.scored = true;
                }
            }
            Err(e) => eprintln!("tianhei-server: room {}: {e}", self.row.code),
        }
    }

    /// Schedules another push attempt for lagging connections.
    pub(crate) fn retry_soon(&mut self) {
        if self.retry_at.is_none() {
            self.retry_at = Some(Instant::now() + Duration::from_millis(100));
        }
    }
}

/// How long a bot, or the room passing for a person who can only pass, waits before
/// answering: `delay` × a uniform draw from 0.5–1.5, the same for every seat and every
/// prompt, so the table cannot tell from timing who had a choice.
fn hold(delay: Duration) -> Duration {
    delay.mul_f64(rand::random_range(0.5..1.5))
}
