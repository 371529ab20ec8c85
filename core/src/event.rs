//! The append-only event log. Every event names its audience; each viewer's log is a
//! filter of the one log. Narration (the 法官's script) is an event with a pace.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::{
    seat::{Seat, SeatSet},
    text::Text,
    view::Viewer,
};

/// Who may see an event.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "to", content = "seats", rename_all = "snake_case")]
pub enum Audience {
    /// Everyone, the public included.
    All,
    /// These seats (and the moderator).
    Seats(SeatSet),
    /// The moderator only.
    Moderator,
}

impl Audience {
    /// One seat.
    pub fn seat(s: Seat) -> Self {
        Audience::Seats(SeatSet::one(s))
    }

    /// Whether `viewer` may see an event with this audience.
    pub fn admits(self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (_, Viewer::Moderator) => true,
            (Audience::All, _) => true,
            (Audience::Seats(set), Viewer::Seat(s)) => set.contains(s),
            _ => false,
        }
    }
}

/// How long a host should pause after a narration line, so that the script keeps the
/// same rhythm whether or not anyone acts.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pace {
    /// Milliseconds to wait after reading the line.
    pub pause_ms: u32,
}

impl Pace {
    /// A short beat (eyes open / close).
    pub const SHORT: Pace = Pace { pause_ms: 2_000 };
    /// Time for a silent action.
    pub const ACTION: Pace = Pace { pause_ms: 8_000 };
}

/// One line of the log. It carries no position: a number counting every event would
/// count the events a viewer may not see, so each viewer's log is numbered by its filter.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// Who may see it.
    pub audience: Audience,
    /// Machine key (`"sharen.dawn"`, `"narrate"`).
    pub key: Cow<'static, str>,
    /// The line.
    pub text: Text,
    /// Present on narration lines, read aloud by hosts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pace: Option<Pace>,
}

/// The append-only log.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Log {
    events: Vec<Event>,
}

impl Log {
    /// An empty log.
    pub fn new() -> Self {
        Log {
            events: Vec::with_capacity(256),
        }
    }

    /// Appends an event.
    pub fn push(&mut self, audience: Audience, key: &'static str, text: Text) {
        self.events.push(Event {
            audience,
            key: Cow::Borrowed(key),
            text,
            pace: None,
        });
    }

    /// Appends a public narration line with a pace.
    pub fn narrate(&mut self, text: Text, pace: Pace) {
        self.events.push(Event {
            audience: Audience::All,
            key: Cow::Borrowed("narrate"),
            text,
            pace: Some(pace),
        });
    }

    /// Keeps the events `keep` accepts (a world leaves out the lines its seat could not
    /// read).
    pub fn retain(&mut self, keep: impl FnMut(&Event) -> bool) {
        self.events.retain(keep);
    }

    /// Every event.
    pub fn all(&self) -> &[Event] {
        &self.events
    }

    /// Number of events.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether the log is empty.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The events `viewer` may see, from position `from` on.
    pub fn for_viewer(&self, viewer: Viewer, from: usize) -> impl Iterator<Item = &Event> {
        self.events[from.min(self.events.len())..]
            .iter()
            .filter(move |e| e.audience.admits(viewer))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_viewer_sees_only_its_audience() {
        let mut log = Log::new();
        log.narrate(Text::new("天黑请闭眼", "Night falls"), Pace::SHORT);
        log.push(
            Audience::seat(Seat(1)),
            "secret",
            Text::new("你是杀手", "You are a killer"),
        );
        log.push(Audience::Moderator, "mod", Text::new("记录", "note"));
        assert_eq!(log.for_viewer(Viewer::Public, 0).count(), 1);
        assert_eq!(log.for_viewer(Viewer::Seat(Seat(1)), 0).count(), 2);
        assert_eq!(log.for_viewer(Viewer::Seat(Seat(2)), 0).count(), 1);
        assert_eq!(log.for_viewer(Viewer::Moderator, 0).count(), 3);
        assert_eq!(log.for_viewer(Viewer::Moderator, 2).count(), 1);
    }
}
