//! The erased game interface hosts drive ([`Table`]); a match of one with its record is
//! [`crate::record::Match`].

use crate::{
    event::Log,
    outcome::Outcome,
    prompt::{AnswerError, Prompt, PromptId},
    rng::GameRng,
    scene::Scene,
    seat::Seat,
    text::Text,
    view::{View, Viewer},
    world::Hidden,
};

/// A game in progress, erased. Every game crate implements it for its state.
///
/// Games never do I/O, never read the clock and never spawn tasks; all randomness
/// comes from the seeded generator in their state.
pub trait Table: Send {
    /// Number of seats.
    fn seats(&self) -> usize;

    /// The open prompts, oldest first. Empty once the game is over.
    fn prompts(&self) -> &[Prompt];

    /// Applies an answer, or refuses it with a reason and changes nothing.
    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError>;

    /// What `viewer` may see now.
    fn view(&self, viewer: Viewer) -> View;

    /// What `viewer` sees, drawn for people: build it from the viewer's view so that it
    /// cannot show more (see [`crate::scene`]). The default is a bare ring of seats.
    fn scene(&self, viewer: Viewer) -> Scene {
        let _ = viewer;
        Scene::new(self.seats(), Text::new("游戏中", "Playing"))
    }

    /// The whole event log (filter it per viewer with [`Log::for_viewer`]).
    fn log(&self) -> &Log;

    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<&Outcome>;

    /// What was dealt at the start (roles, cards), kept in records.
    fn dealt(&self) -> serde_json::Value;

    /// Checks the game's own invariants (every card in one zone, say).
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// An exact copy of this game, for a search to play on; `None` for a game that cannot
    /// copy itself.
    fn fork(&self) -> Option<Box<dyn Table>> {
        None
    }

    /// Draws again, at random within the rules, everything `seat` does not know
    /// ([`crate::world`]); `None` for a game that cannot draw worlds.
    fn hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        let _ = (seat, rng);
        None
    }

    /// Every seat's hidden role as a world writes it ([`Hidden::roles`]): what the
    /// moderator knows, for measuring how close a belief comes to it (never for a bot to
    /// play on). `None` for a game that draws no worlds.
    fn truth(&self) -> Option<Vec<String>> {
        None
    }

    /// This game with the hidden parts `h` drew (for `h.seat`) laid on it: a world that
    /// seat cannot tell from this one. `None` when this game cannot take them.
    fn with_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        let _ = h;
        None
    }

    /// How likely `seat` is to win from here, in `[0, 1]`, as the game judges its whole
    /// state (a search's rollout cut short is scored by it; it reads a world, never the
    /// real game, so it sees nothing a seat may not). `None`: the game has no judgement,
    /// and a rollout plays on to the end.
    fn estimate(&self, seat: Seat) -> Option<f64> {
        let _ = seat;
        None
    }
}
