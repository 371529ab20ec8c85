//! State pushes: what each connection is sent. A seat gets its own view, its own prompts,
//! its own log lines; the public (table screen, spectators) gets the public view and log.
//! A push is sent only when its content changed, with a per-viewer revision, so nothing a
//! viewer receives depends on who else is acting.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    time::{SystemTime, UNIX_EPOCH},
};

use axum::extract::ws::Utf8Bytes;
use serde_json::{Value, json};
use tianhei_core::{Audience, Choice, Event, Match, Seat, Viewer};
use tokio::{sync::mpsc, time::Instant};

use crate::{
    identity::public_prompt_id,
    room::{Room, SeatSlot, Status},
    store::SeatRow,
};

/// A connection's outbox.
pub type Out = mpsc::Sender<Utf8Bytes>;

/// One connection subscribed to a room's pushes.
#[derive(Debug)]
pub struct Sub {
    /// Connection id.
    pub conn: u64,
    /// Its outbox.
    pub out: Out,
    /// Whether it holds the host token.
    pub host: bool,
    /// Position in the game's whole log up to which lines were considered.
    pub log_pos: usize,
    /// Lines sent to this viewer so far in this game.
    pub log_sent: usize,
    /// The next push must be a full state (new connection, lag, new game, sync).
    pub full: bool,
    /// The outbox was closed: drop this subscription.
    pub gone: bool,
}

impl Sub {
    /// A new subscription that starts with a full state.
    pub fn new(conn: u64, out: Out, host: bool) -> Self {
        Sub {
            conn,
            out,
            host,
            log_pos: 0,
            log_sent: 0,
            full: true,
            gone: false,
        }
    }

    /// The next push is a full state from the start of the log.
    pub fn reset(&mut self) {
        self.log_pos = 0;
        self.log_sent = 0;
        self.full = true;
    }

    /// Sends a notice and lets the subscription go (its connection is told why).
    pub fn notice(self, code: &str, message: &str) {
        let _ = self.out.try_send(
            json!({"type": "notice", "code": code, "message": message})
                .to_string()
                .into(),
        );
    }

    /// Tries to send; a full outbox marks the connection lagging (it gets a full state later).
    fn send(&mut self, msg: String) -> bool {
        match self.out.try_send(msg.into()) {
            Ok(()) => true,
            Err(mpsc::error::TrySendError::Full(_)) => {
                self.reset();
                false
            }
            Err(mpsc::error::TrySendError::Closed(_)) => {
                self.gone = true;
                true
            }
        }
    }
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

fn hash(s: &str) -> u64 {
    let mut h = DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

/// A log line as a viewer gets it: no sequence number, no audience (either would tell
/// how many lines others got); `mine` marks a line for this viewer's eyes only (the phone
/// keeps it behind the reveal).
fn line(e: &Event) -> Value {
    let mut v = json!({"key": e.key, "text": e.text});
    if let Some(p) = e.pace {
        v["pace_ms"] = json!(p.pause_ms);
    }
    if e.audience != Audience::All {
        v["mine"] = json!(true);
    }
    v
}

/// Epoch milliseconds of an `Instant` deadline.
fn at_ms(now: Instant, now_ms: u64, t: Instant) -> u64 {
    now_ms + t.saturating_duration_since(now).as_millis() as u64
}

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
                lagging |= !sub_send(sub, msg);
            }
            self.public.retain(|s| !s.gone);
        }
        // Each seat.
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
            let mut content = shared.clone();
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
            content["scene"] = scene;
            content["prompts"] = Value::Array(prompts);
            // Still choosing what its secret will be (an offered character, read with its
            // skills): the page holds the role reveal back until the secret exists.
            content["choosing"] = json!(self.game.as_ref().is_some_and(|g| {
                g.m.prompts_for(seat)
                    .any(|p| p.options.iter().any(|o| o.detail.is_some()))
            }));
            let body = content.to_string();
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
            lagging |= !sub_send(sub, msg);
            if sub.gone {
                slot.sub = None;
            }
        }
        if lagging {
            self.retry_soon();
        }
    }
}

/// What the table screen draws of a game: its public scene and its outcome.
pub fn table_state(m: &Match) -> Value {
    json!({"scene": m.scene(Viewer::Public), "outcome": m.outcome().map(outcome_json)})
}

/// A prompt's options as a page gets them: what to read (`label`, `short`, `detail`), the
/// card it is grouped under (`subject`) and the seat it names as the number players see
/// (`{"no": 3}`). The game's machine key stays in the server: it may count seats from 0.
pub fn options_json(options: &[Choice]) -> Value {
    Value::Array(
        options
            .iter()
            .map(|c| {
                let mut o = json!({"label": c.label});
                if let Some(s) = c.seat {
                    o["seat"] = json!({"no": s.number()});
                }
                if let Some(k) = c.subject {
                    o["subject"] = json!(k);
                }
                if let Some(t) = &c.short {
                    o["short"] = json!(t);
                }
                if let Some(t) = &c.detail {
                    o["detail"] = json!(t);
                }
                o
            })
            .collect(),
    )
}

/// The outcome with each seat's number (`no`) beside its index.
fn outcome_json(o: &tianhei_core::Outcome) -> Value {
    let mut v = json!(o);
    if let Some(seats) = v["seats"].as_array_mut() {
        for (row, so) in seats.iter_mut().zip(&o.seats) {
            row["no"] = json!(so.seat.number());
        }
    }
    v
}

/// The part of a game's log the narration clock has released.
fn released(g: &crate::room::Game) -> &[Event] {
    let all = g.m.table().log().all();
    &all[..g.pacing.released().min(all.len())]
}

fn collect(all: &[Event], viewer: Viewer, from: usize) -> Vec<Value> {
    all[from.min(all.len())..]
        .iter()
        .filter(|e| e.audience.admits(viewer))
        .map(line)
        .collect()
}

fn sub_send(sub: &mut Sub, msg: String) -> bool {
    sub.send(msg)
}

/// `{"type":"state","rev":..,"full":..,"now":..,"you":..,"log_from":..,"log":[..], ...content}`.
fn envelope(
    rev: u64,
    sub: &mut Sub,
    now_ms: u64,
    you: Value,
    lines: Vec<Value>,
    log_len: usize,
    body: &str,
) -> String {
    let full = sub.full;
    let from = sub.log_sent;
    sub.log_sent += lines.len();
    sub.log_pos = log_len;
    sub.full = false;
    let head = json!({"type": "state", "rev": rev, "full": full, "now": now_ms, "you": you, "log_from": from, "log": lines}).to_string();
    // Splice the two objects: head without its `}` and body without its `{`.
    let mut s = String::with_capacity(head.len() + body.len());
    s.push_str(&head[..head.len() - 1]);
    if body.len() > 2 {
        s.push(',');
        s.push_str(&body[1..]);
    } else {
        s.push('}');
    }
    s
}
