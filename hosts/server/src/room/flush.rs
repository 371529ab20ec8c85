//! A room sends every viewer whose content changed its new state: the public part every
//! viewer shares, then the public's and each seat's own, as [`crate::push`] frames them.

use serde_json::{Value, json};
use tianhei_core::{Event, Match, Seat, Viewer};
use tokio::time::Instant;

use super::{Game, Room, SeatSlot, Status};
use crate::{
    identity::public_prompt_id,
    push::{at_ms, collect, envelope, hash, now_ms, options_json, outcome_json, table_state},
    store::SeatRow,
};

fn seats_json(seats: &[SeatSlot]) -> Value {
    Value::Array(
        seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let (kind, name) = match &s.row {
                    SeatRow::Empty => ("empty", None),
                    SeatRow::Human { name, .. } => ("human", Some(name.as_str())),
                    SeatRow::Bot { name } => ("bot", Some(name.as_str())),
                };
                json!({"seat": i, "no": i + 1, "kind": kind, "name": name, "connected": kind == "bot" || s.sub.is_some()})
            })
            .collect(),
    )
}

impl Room {
    fn room_json(&self) -> Value {
        json!({
            "code": self.row.code,
            "rules": {"id": self.rules.meta.id, "title": self.rules.meta.title, "title_en": self.rules.meta.title_en},
            "seat_count": self.seats.len(),
            "status": self.status.name(),
            "game": self.game_no,
            "bots": self.row.bots.name(),
            "strong_bots": self.searchable,
        })
    }

    /// Public part shared by every viewer: room, seats, who is asked in public, timers,
    /// outcome, scores.
    fn shared(&self, now: Instant, now_ms: u64) -> Value {
        let m: Option<&Match> = self.game.as_ref().map(|g| &g.m);
        let shown = self
            .game
            .as_ref()
            .is_none_or(|g| g.pacing.prompts_shown(now));
        // Seats by the number players see (`no`), never by index.
        let waiting: Vec<usize> = match m {
            Some(m) if shown => m.public_waiting().iter().map(|s| s.number()).collect(),
            _ => Vec::new(),
        };
        let timers: Vec<Value> = match (&self.game, m) {
            (Some(g), Some(m)) if shown => m
                .prompts()
                .iter()
                .filter(|p| !p.secret)
                .filter_map(|p| {
                    g.deadlines
                        .get(&p.id)
                        .map(|t| json!({"no": p.seat.number(), "at": at_ms(now, now_ms, *t)}))
                })
                .collect(),
            _ => Vec::new(),
        };
        json!({
            "room": self.room_json(),
            "seats": seats_json(&self.seats),
            "waiting": waiting,
            "timers": timers,
            "outcome": m.and_then(Match::outcome).map(outcome_json),
            "scores": self.scores,
        })
    }

    /// Sends every viewer whose content changed its new state.
    pub fn flush(&mut self) {
        let now = Instant::now();
        if let Some(g) = self.game.as_mut() {
            g.pacing.release(now);
        }
        let now_ms = now_ms();
        let shared = self.shared(now, now_ms);
        let mut lagging = false;
        // The public.
        if !self.public.is_empty() || self.status == Status::Ended {
            let mut content = shared.clone();
            // The scene and outcome as the narration has reached them.
            let table = self.game.as_mut().map(|g| match g.table.current(now) {
                Some(v) => v.clone(),
                None => table_state(&g.m),
            });
            let table = table.unwrap_or_else(|| json!({"scene": null, "outcome": null}));
            content["scene"] = table["scene"].clone();
            content["outcome"] = table["outcome"].clone();
            if content["outcome"].is_null() && self.status == Status::Finished {
                content["room"]["status"] = json!(Status::Playing.name());
            }
            content["prompts"] = json!([]);
            let body = content.to_string();
            let h = hash(&body);
            let log_len = self.game.as_ref().map_or(0, |g| g.pacing.released());
            // New public lines since the content was last taken, whoever has them.
            let grew = self.game.as_ref().is_some_and(|g| {
                released(g)[self.public_log_pos.min(log_len)..]
                    .iter()
                    .any(|e| e.audience.admits(Viewer::Public))
            });
            self.public_log_pos = log_len;
            let changed = h != self.public_hash || grew;
            if changed {
                self.public_hash = h;
                self.public_rev += 1;
            }
            for sub in &mut self.public {
                if !(changed || sub.full) {
                    continue;
                }
                let lines = self
                    .game
                    .as_ref()
                    .map(|g| collect(released(g), Viewer::Public, sub.log_pos));
                let msg = envelope(
                    self.public_rev,
                    sub,
                    now_ms,
                    json!({"seat": null, "host": sub.host}),
                    lines.unwrap_or_default(),
                    log_len,
                    &body,
                );
                lagging |= !sub.send(msg);
            }
            self.public.retain(|s| !s.gone);
        }
        // Each seat: the shared part is serialized once, each seat's own part spliced on.
        let shared_text = shared.to_string();
        let shared_inner = &shared_text[1..shared_text.len() - 1];
        for i in 0..self.seats.len() {
            let seat = Seat(i as u8);
            let slot = &self.seats[i];
            let Some(sub) = slot.sub.as_ref() else {
                continue;
            };
            // While the narration leads up to the next prompts, a phone's state stays as
            // it was (a view that changed when a step opened would tell when it opened).
            let held = self
                .game
                .as_ref()
                .is_some_and(|g| !g.pacing.prompts_shown(now));
            if held && !sub.full {
                continue;
            }
            let (scene, prompts, lines, log_len) = match &self.game {
                Some(g) => {
                    let shown = g.pacing.prompts_shown(now);
                    // A prompt that leaves no choice (only a pass, or one legal answer,
                    // unless the answer is the player's own signal such as 发言完毕) is
                    // answered by the room after a hold; the phone never shows it.
                    let prompts: Vec<Value> = g
                        .m
                        .prompts_for(seat)
                        .filter(|p| shown && !p.forced())
                        .map(|p| {
                            json!({
                                "id": public_prompt_id(&self.row.secret, self.game_no, p.id),
                                "kind": p.kind, "text": p.text, "options": options_json(&p.options),
                                "subjects": p.subjects,
                                "min": p.min, "max": p.max, "default": p.default, "secret": p.secret,
                                "deadline": g.deadlines.get(&p.id).map(|t| at_ms(now, now_ms, *t)),
                            })
                        })
                        .collect();
                    (
                        json!(g.m.scene(Viewer::Seat(seat))),
                        prompts,
                        collect(released(g), Viewer::Seat(seat), sub.log_pos),
                        g.pacing.released(),
                    )
                }
                None => (Value::Null, Vec::new(), Vec::new(), 0),
            };
            // Choosing a character (an offered character, read with its skills). The role
            // reveal follows the panel's `undealt`, not this; tests read it to check that
            // no reveal comes while a secret is still being chosen.
            let choosing = self.game.as_ref().is_some_and(|g| {
                g.m.prompts_for(seat)
                    .any(|p| p.options.iter().any(|o| o.detail.is_some()))
            });
            let own = json!({"scene": scene, "prompts": prompts, "choosing": choosing}).to_string();
            // `{shared…,own…}`: the shared object's members, then the seat's own.
            let mut body = String::with_capacity(shared_text.len() + own.len());
            body.push('{');
            body.push_str(shared_inner);
            body.push(',');
            body.push_str(&own[1..]);
            let h = hash(&body);
            let changed = h != slot.hash || !lines.is_empty();
            if !(changed || sub.full) {
                continue;
            }
            let slot = &mut self.seats[i];
            if changed {
                slot.hash = h;
                slot.rev += 1;
            }
            let rev = slot.rev;
            let Some(sub) = slot.sub.as_mut() else {
                continue;
            };
            let msg = envelope(
                rev,
                sub,
                now_ms,
                json!({"seat": i, "no": i + 1, "host": false}),
                lines,
                log_len,
                &body,
            );
            lagging |= !sub.send(msg);
            if sub.gone {
                slot.sub = None;
            }
        }
        if lagging {
            self.retry_soon();
        }
    }
}

/// The part of a game's log the narration clock has released.
fn released(g: &Game) -> &[Event] {
    let all = g.m.table().log().all();
    &all[..g.pacing.released().min(all.len())]
}
