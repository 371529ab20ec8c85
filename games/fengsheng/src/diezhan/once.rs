//! Lines made once: a text per seat named (seats are few), built the first time it is
//! needed and kept for every later game of the process.

use tianhei_core::{Seat, Text};

/// A prompt text per seat named, made once per process (seats are few).
pub(crate) type PerSeat = std::sync::LazyLock<std::sync::RwLock<Vec<Option<Text>>>>;

/// The text for `s` from `table`, made by `make` the first time.
pub(crate) fn per_seat(table: &PerSeat, s: Seat, make: impl Fn(usize) -> Text) -> Text {
    if let Ok(t) = table.read()
        && let Some(Some(x)) = t.get(s.index())
    {
        return x.clone();
    }
    let made = make(s.number());
    let leaked = Text::new(
        Box::leak(made.zh.into_owned().into_boxed_str()),
        Box::leak(made.en.into_owned().into_boxed_str()),
    );
    if let Ok(mut t) = table.write() {
        if t.len() <= s.index() {
            t.resize(s.index() + 1, None);
        }
        t[s.index()] = Some(leaked.clone());
    }
    leaked
}
