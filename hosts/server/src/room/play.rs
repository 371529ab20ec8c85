//! Play: answers from seats, bots and deadlines, each stored before it is acknowledged;
//! settling after every change; storing and scoring a finished game.

use std::time::Duration;

use serde_json::json;
use tianhei_core::{Match, PromptId};
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
                "请先入座 / join or resume a seat before answering",
            )
        })?;
        let (secret, game_no) = (self.row.secret.clone(), self.game_no);
        let Some(game) = self.game.as_mut() else {
            return Err(ProtoError::new(
                "wrong_state",
                "游戏尚未开始 / no game is running",
            ));
        };
        if game.m.outcome().is_some() {
            return Err(ProtoError::new(
                "game_over",
                "游戏已结束 / the game is over",
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
                    format!(
                        "这一步由{n}号回答，不是你 / seat {n} answers this, not you",
                        n = p.seat.number()
                    ),
                ));
            }
            // A secret prompt of another seat answers exactly like one that does not exist.
            _ => {
                return Err(ProtoError::new(
                    "stale_prompt",
                    "这一步已经回答过或已结束 / this step was answered already or is over",
                ));
            }
        };
        game.apply(seat, id, &choice).map_err(answer_error)?;
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
            let at = g.pacing.schedule(g.m.table().log(), now);
            if g.pacing.on() {
                let state = crate::push::table_state(&g.m);
                g.table.push(at, state, now);
            }
            if g.m.outcome().is_some() {
                break;
            }
            let shown = g.pacing.prompts_shown(now);
            let base = now.max(g.pacing.prompts_at());
            let delay = self.config.bot_delay;
            // Bots answer, and so does the room for a person who has no choice to make
            // (only a pass, or a single legal answer that is not the person's own signal;
            // the phone never shows such a prompt): after the same drawn hold.
            let bot_seats: Vec<bool> = g.bots.iter().map(Option::is_some).collect();
            let is_bot =
                |p: &tianhei_core::Prompt| bot_seats.get(p.seat.index()).copied().unwrap_or(false);
            // A bot in a group with people answers after them (it goes along with their
            // picks, which its view shows), so the group settles when asked again.
            let people_choosing: Vec<&str> = (g.m.prompts().iter())
                .filter(|p| p.group && !is_bot(p))
                .map(|p| p.kind.as_ref())
                .collect();
            let waits =
                |p: &tianhei_core::Prompt| p.group && people_choosing.contains(&p.kind.as_ref());
            let auto = |p: &tianhei_core::Prompt| p.forced() || (is_bot(p) && !waits(p));
            let bot_prompt = g.m.prompts().iter().find(|p| auto(p)).map(|p| p.id);
            match bot_prompt {
                Some(id) if delay.is_zero() && shown && guard < 100_000 => {
                    if self.bot_answer(id).await.is_err() {
                        return;
                    }
                }
                _ => {
                    // A person's prompt gets its deadline whether or not the room
                    // answers it: the countdown the table shows on a seat must not tell
                    // whether that person holds something to play.
                    let ids: Vec<(PromptId, bool, bool, u32)> = (g.m.prompts().iter())
                        .map(|p| (p.id, auto(p), is_bot(p), p.timeout_secs))
                        .collect();
                    g.bot_due.retain(|id, _| ids.iter().any(|(i, ..)| i == id));
                    g.deadlines
                        .retain(|id, _| ids.iter().any(|(i, ..)| i == id));
                    for (id, auto, bot, timeout) in ids {
                        if auto {
                            g.bot_due.entry(id).or_insert_with(|| base + hold(delay));
                        }
                        if !bot && let Some(d) = self.config.deadline(timeout) {
                            g.deadlines.entry(id).or_insert(base + d);
                        }
                    }
                    break;
                }
            }
        }
        self.ask_searchers();
        self.finish().await;
    }

    pub(super) async fn bot_answer(&mut self, id: PromptId) -> Result<(), ProtoError> {
        let Some(g) = self.game.as_mut() else {
            return Ok(());
        };
        let Some(p) = g.m.prompts().iter().find(|p| p.id == id).cloned() else {
            return Ok(());
        };
        // A strong bot's thought, if it came back in time; else the heuristic.
        let searched = g.searched(p.seat, id);
        if let Some(c) = &searched
            && g.apply(p.seat, id, c).is_ok()
        {
            g.bot_due.remove(&id);
            return self.persist_last().await;
        }
        let choice = match g.bots.get_mut(p.seat.index()).and_then(Option::as_mut) {
            Some(bot) => bot.choose_in(&self.rules, g.m.table(), &p),
            None => forced_answer(&p),
        };
        if g.apply(p.seat, id, &choice).is_err() {
            g.apply_default(id).map_err(answer_error)?;
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
            if g.apply_default(id).is_ok() {
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
            let key = crate::names::NameKey::of(&name);
            let i = match scores
                .iter()
                .position(|r| crate::names::NameKey::of(&r.name).same(&key))
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

/// The one answer a person who has no choice gives (see `Prompt::forced`): the default of
/// a pass-only prompt, the single option, or every option when all must be picked.
fn forced_answer(p: &tianhei_core::Prompt) -> Vec<usize> {
    let n = p.options.len();
    if !p.pass_only && n > 1 && p.min as usize == n {
        (0..n).collect()
    } else if !p.pass_only && n == 1 {
        vec![0]
    } else {
        p.default.clone()
    }
}

/// How long a bot, or the room passing for a person who can only pass, waits before
/// answering: `delay` × a uniform draw from 0.5–1.5, the same for every seat and every
/// prompt, so the table cannot tell from timing who had a choice.
fn hold(delay: Duration) -> Duration {
    delay.mul_f64(rand::random_range(0.5..1.5))
}
