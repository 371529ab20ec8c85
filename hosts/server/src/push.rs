//! State pushes: what each connection is sent. A seat gets its own view, its own prompts,
//! its own log lines; the public (table screen, spectators) gets the public view and log.
//! A push is sent only when its content changed, with a per-viewer revision, so nothing a
//! viewer receives depends on who else is acting. This module is a push's parts (the
//! subscription, the envelope, log lines, options, the table's state); a room's `flush`
//! decides who gets one.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    time::{SystemTime, UNIX_EPOCH},
};

use axum::extract::ws::Utf8Bytes;
use serde::Serialize;
use serde_json::{Value, json};
use tianhei_core::{Audience, Choice, Event, Match, Text, Viewer};
use tokio::{sync::mpsc, time::Instant};

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
    pub(crate) fn send(&mut self, msg: String) -> bool {
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

pub(crate) fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

pub(crate) fn hash(s: &str) -> u64 {
    let mut h = DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

/// A log line as a viewer gets it: no sequence number, no audience (either would tell
/// how many lines others got); `mine` marks a line for this viewer's eyes only (the phone
/// keeps it behind the reveal). Written straight from the event, never through a JSON tree.
#[derive(Serialize)]
pub(crate) struct Line<'a> {
    key: &'a str,
    text: &'a Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    pace_ms: Option<u32>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    mine: bool,
}

fn line(e: &Event) -> Line<'_> {
    Line {
        key: &e.key,
        text: &e.text,
        pace_ms: e.pace.map(|p| p.pause_ms),
        mine: e.audience != Audience::All,
    }
}

/// Epoch milliseconds of an `Instant` deadline.
pub(crate) fn at_ms(now: Instant, now_ms: u64, t: Instant) -> u64 {
    now_ms + t.saturating_duration_since(now).as_millis() as u64
}

/// What the table screen draws of a game: its public scene (as JSON text, written once
/// when the state is made) and its outcome.
#[derive(Debug, Clone, PartialEq)]
pub struct TableState {
    /// The public scene, serialized.
    pub scene: String,
    /// The outcome, once over.
    pub outcome: Value,
}

/// The table's state now.
pub fn table_state(m: &Match) -> TableState {
    TableState {
        scene: serde_json::to_string(&m.scene(Viewer::Public)).unwrap_or_else(|_| "null".into()),
        outcome: m.outcome().map(outcome_json).unwrap_or(Value::Null),
    }
}

/// A prompt's option as a page gets it: what to read (`label`, `short`, `detail`), the
/// card it is grouped under (`subject`) and the seat it names as the number players see
/// (`{"no": 3}`). The game's machine key stays in the server: it may count seats from 0.
#[derive(Serialize)]
pub(crate) struct OptionOut<'a> {
    label: &'a Text,
    #[serde(skip_serializing_if = "Option::is_none")]
    seat: Option<SeatNoOut>,
    #[serde(skip_serializing_if = "Option::is_none")]
    subject: Option<u16>,
    #[serde(skip_serializing_if = "Option::is_none")]
    short: Option<&'a Text>,
    #[serde(skip_serializing_if = "Option::is_none")]
    detail: Option<&'a Text>,
}

/// A seat as the number players see.
#[derive(Serialize)]
pub(crate) struct SeatNoOut {
    no: usize,
}

/// A prompt's options as a page gets them, as a JSON value (what a check outside the
/// server compares a push with).
pub fn options_json(options: &[Choice]) -> Value {
    serde_json::to_value(options_out(options)).unwrap_or(Value::Null)
}

/// A prompt's options as a page gets them.
pub(crate) fn options_out(options: &[Choice]) -> Vec<OptionOut<'_>> {
    options
        .iter()
        .map(|c| OptionOut {
            label: &c.label,
            seat: c.seat.map(|s| SeatNoOut { no: s.number() }),
            subject: c.subject,
            short: c.short.as_ref(),
            detail: c.detail.as_ref(),
        })
        .collect()
}

/// The outcome with each seat's number (`no`) beside its index.
pub(crate) fn outcome_json(o: &tianhei_core::Outcome) -> Value {
    let mut v = json!(o);
    if let Some(seats) = v["seats"].as_array_mut() {
        for (row, so) in seats.iter_mut().zip(&o.seats) {
            row["no"] = json!(so.seat.number());
        }
    }
    v
}

pub(crate) fn collect(all: &[Event], viewer: Viewer, from: usize) -> Vec<Line<'_>> {
    all[from.min(all.len())..]
        .iter()
        .filter(|e| e.audience.admits(viewer))
        .map(line)
        .collect()
}

/// Who a push is for.
#[derive(Serialize)]
pub(crate) struct You {
    /// The seat's index, `None` for the public.
    pub seat: Option<usize>,
    /// The seat's number, for a seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no: Option<usize>,
    /// Whether the viewer holds the host token.
    pub host: bool,
}

/// A push's head, members by name as a JSON map orders them.
#[derive(Serialize)]
struct Head<'a> {
    full: bool,
    log: &'a [Line<'a>],
    log_from: usize,
    now: u64,
    rev: u64,
    #[serde(rename = "type")]
    kind: &'static str,
    you: You,
}

/// `{"type":"state","rev":..,"full":..,"now":..,"you":..,"log_from":..,"log":[..], ...content}`.
pub(crate) fn envelope(
    rev: u64,
    sub: &mut Sub,
    now_ms: u64,
    you: You,
    lines: &[Line<'_>],
    log_len: usize,
    body: &str,
) -> String {
    let full = sub.full;
    let from = sub.log_sent;
    sub.log_sent += lines.len();
    sub.log_pos = log_len;
    sub.full = false;
    let head = serde_json::to_string(&Head {
        full,
        log: lines,
        log_from: from,
        now: now_ms,
        rev,
        kind: "state",
        you,
    })
    .unwrap_or_else(|_| "{}".into());
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
