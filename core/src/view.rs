//! Viewers and views: `view(viewer)` is the only way state leaves a game.

use std::{any::Any, fmt};

use serde::{Deserialize, Serialize};

use crate::seat::Seat;

/// Who is looking.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "viewer", content = "seat", rename_all = "snake_case")]
pub enum Viewer {
    /// One player: what that seat may know and nothing else.
    Seat(Seat),
    /// The moderator: everything.
    Moderator,
    /// A table screen or a spectator: what everyone may know.
    Public,
}

impl Viewer {
    /// The seat, if the viewer is one.
    pub fn seat(self) -> Option<Seat> {
        match self {
            Viewer::Seat(s) => Some(s),
            _ => None,
        }
    }
}

/// A game's typed view, erased. Anything serializable, debuggable and `'static`.
pub trait ViewData: erased_serde::Serialize + Any + Send + Sync + fmt::Debug {}

impl<T: Serialize + Any + Send + Sync + fmt::Debug> ViewData for T {}

/// An erased view: hosts serialize it, a game's own bot downcasts it.
pub struct View(Box<dyn ViewData>);

impl View {
    /// Wraps a game's typed view.
    pub fn new<T: ViewData>(v: T) -> Self {
        View(Box::new(v))
    }

    /// A view of nothing, for a bot that reads none (a random bot): a simulation need
    /// not build the seat's view for it.
    pub fn nothing() -> Self {
        View(Box::new(()))
    }

    /// The typed view, if it is a `T`.
    pub fn downcast_ref<T: Any>(&self) -> Option<&T> {
        let any: &dyn Any = &*self.0;
        any.downcast_ref::<T>()
    }

    /// The view as JSON.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or(serde_json::Value::Null)
    }
}

impl fmt::Debug for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl Serialize for View {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        erased_serde::serialize(&*self.0, s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Serialize, Debug, PartialEq)]
    struct Mine {
        hand: Vec<u8>,
    }

    #[test]
    fn view_downcasts_and_serializes() {
        let v = View::new(Mine { hand: vec![1, 2] });
        assert_eq!(v.downcast_ref::<Mine>(), Some(&Mine { hand: vec![1, 2] }));
        assert!(v.downcast_ref::<u32>().is_none());
        assert_eq!(v.to_json(), serde_json::json!({"hand": [1, 2]}));
    }
}
