//! A room sends every viewer whose content changed its new state: the public part every
//! viewer shares, then the public's and each seat's own, as [`crate::push`] frames them.

use serde::Serialize;
use serde_json::{Value, json};
use tianhei_core::{
    Event, Match, Seat, Text, Viewer,
    scene::{CardFace, Scene},
};
use tokio::time::Instant;

use super::{Game, Room, SeatSlot, Status};
use crate::{
    identity::public_prompt_id,
    push::{
        OptionOut, You, at_ms, collect, envelope, hash, now_ms, options_out, outcome_json,
        table_state,
    },
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
            // The scene and outcome as the narration has reached them; the scene comes
            // as the text it was written to once, spliced in last.
            let (scene, outcome) = match self.game.as_mut() {
                Some(g) => match g.table.current(now) {
                    Some(t) => (t.scene.clone(), t.outcome.clone()),
                    None => {
                        let t = table_state(&g.m);
                        (t.scene, t.outcome)
                    }
                },
                None => ("null".to_string(), Value::Null),
            };
            content["outcome"] = outcome;
            if content["outcome"].is_null() && self.status == Status::Finished {
                content["room"]["status"] = json!(Status::Playing.name());
            }
            content["prompts"] = json!([]);
            let text = content.to_string();
            let mut body = String::with_capacity(text.len() + scene.len() + 10);
            body.push_str(&text[..text.len() - 1]);
            body.push_str(",\"scene\":");
            body.push_str(&scene);
            body.push('}');
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
                    .map(|g| collect(released(g), Viewer::Public, sub.log_pos))
                    .unwrap_or_default();
                let you = You {
                    seat: None,
                    no: None,
                    host: sub.host,
                };
                let msg = envelope(self.public_rev, sub, now_ms, you, &lines, log_len, &body);
                lagging |= !sub.send(msg);
            }
            self.public.retain(|s| !s.gone);
        }
        // Each seat: the shared part is serialized once, each seat's own part spliced on.
        let shared_text = shared.to_string();
        let shared_inner = &shared_text[1..shared_text.len() - 1];
        let shared_hash = hash(&shared_text);
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
                    let prompts: Vec<PromptOut> =
                        g.m.prompts_for(seat)
                            .filter(|p| shown && !p.forced())
                            .map(|p| PromptOut {
                                deadline: g.deadlines.get(&p.id).map(|t| at_ms(now, now_ms, *t)),
                                default: &p.default,
                                id: public_prompt_id(&self.row.secret, self.game_no, p.id),
                                kind: &p.kind,
                                max: p.max,
                                min: p.min,
                                options: options_out(&p.options),
                                secret: p.secret,
                                subjects: &p.subjects,
                                text: &p.text,
                            })
                            .collect();
                    (
                        Some(g.m.scene(Viewer::Seat(seat))),
                        prompts,
                        collect(released(g), Viewer::Seat(seat), sub.log_pos),
                        g.pacing.released(),
                    )
                }
                None => (None, Vec::new(), Vec::new(), 0),
            };
            // Choosing a character (an offered character, read with its skills). The role
            // reveal follows the panel's `undealt`, not this; tests read it to check that
            // no reveal comes while a secret is still being chosen.
            let choosing = self.game.as_ref().is_some_and(|g| {
                g.m.prompts_for(seat)
                    .any(|p| p.options.iter().any(|o| o.detail.is_some()))
            });
            // Nothing of this seat's changed since its last push (the same shared part,
            // scene, prompts, no new line): no need to write it again. A burst of answers
            // that only close their own secret prompts (the night question) changes no
            // other seat's view, and writing every scene was most of a flush's time.
            let prompts_text = serde_json::to_string(&prompts).unwrap_or_else(|_| "[]".into());
            let same = !sub.full
                && lines.is_empty()
                && slot.pushed.as_ref().is_some_and(|p| {
                    p.hash == slot.hash
                        && p.shared == shared_hash
                        && p.choosing == choosing
                        && p.prompts == prompts_text
                        && p.scene.as_deref() == scene.as_ref()
                });
            if same {
                continue;
            }
            // Written straight from the scene, never through a JSON tree of it.
            let scene_text = serde_json::to_string(&scene).unwrap_or_else(|_| "null".into());
            // `{shared…,own…}`: the shared object's members, then the seat's own.
            let mut body = String::with_capacity(
                shared_text.len() + prompts_text.len() + scene_text.len() + 40,
            );
            body.push('{');
            body.push_str(shared_inner);
            body.push_str(",\"choosing\":");
            body.push_str(if choosing { "true" } else { "false" });
            body.push_str(",\"prompts\":");
            body.push_str(&prompts_text);
            body.push_str(",\"scene\":");
            body.push_str(&scene_text);
            body.push('}');
            let h = hash(&body);
            let changed = h != slot.hash || !lines.is_empty();
            let pushed = Pushed {
                hash: h,
                shared: shared_hash,
                choosing,
                prompts: prompts_text,
                scene: scene.map(Box::new),
            };
            if !(changed || sub.full) {
                self.seats[i].pushed = Some(Box::new(pushed));
                continue;
            }
            let slot = &mut self.seats[i];
            if changed {
                slot.hash = h;
                slot.rev += 1;
            }
            slot.pushed = Some(Box::new(pushed));
            let rev = slot.rev;
            let Some(sub) = slot.sub.as_mut() else {
                continue;
            };
            let you = You {
                seat: Some(i),
                no: Some(i + 1),
                host: false,
            };
            let msg = envelope(rev, sub, now_ms, you, &lines, log_len, &body);
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

/// What a seat's last push was made of, to tell without writing it again that a new one
/// would be the same (valid while `hash` is the seat's hash).
#[derive(Debug)]
pub struct Pushed {
    hash: u64,
    shared: u64,
    choosing: bool,
    prompts: String,
    scene: Option<Box<Scene>>,
}

/// An open prompt as its seat's phone gets it: the public id, never the game's own.
#[derive(Serialize)]
struct PromptOut<'a> {
    deadline: Option<u64>,
    default: &'a [usize],
    id: u64,
    kind: &'a str,
    max: u8,
    min: u8,
    options: Vec<OptionOut<'a>>,
    secret: bool,
    subjects: &'a [CardFace],
    text: &'a Text,
}

/// The part of a game's log the narration clock has released.
fn released(g: &Game) -> &[Event] {
    let all = g.m.table().log().all();
    &all[..g.pacing.released().min(all.len())]
}
