//! A card game is a [`Table`] by saying where its kit parts are and what is its own:
//! [`CardTable`]. The glue every card game wrote the same way — refusing answers once the
//! game is over, checking an answer against the open prompt, the view and the scene drawn
//! from it, the log, the copy for a search, the invariants every card game has (each
//! card in one zone, no line naming a card its audience may not see) — is written here
//! once.

use serde_json::Value;

use crate::{
    AnswerError, Outcome, Prompt, PromptId, Scene, Seat, Table, View, Viewer,
    cards::{Answer, Asks, CardLog},
    event::Log,
    rng::GameRng,
    view::ViewData,
    world::Hidden,
};

/// What a card game's state says for the kit to make it a [`Table`].
///
/// Required: the seat count, where its [`Asks`] and [`CardLog`] are, its outcome, what it
/// does with an answer, its view and scene, what was dealt and its zones' check. Worlds
/// (for the search bot) are optional, as in [`Table`].
pub trait CardTable: Clone + Send + 'static {
    /// The options its prompts offer.
    type Opt: Clone + Send;
    /// What a viewer may see: serialized for hosts, read by the game's bot.
    type View: ViewData;

    /// Number of seats.
    fn seat_count(&self) -> usize;
    /// Its prompts.
    fn asks(&self) -> &Asks<Self::Opt>;
    /// Its prompts, to answer one.
    fn asks_mut(&mut self) -> &mut Asks<Self::Opt>;
    /// Its log and the log's guard.
    fn card_log(&self) -> &CardLog;
    /// The outcome, once the game is over.
    fn ended(&self) -> Option<&Outcome>;
    /// Goes on with `seat`'s answer (the options chosen). The kit has checked it against
    /// its prompt and closed the prompt, so every answer a prompt allows must be taken
    /// here: an error leaves that prompt closed, and is only for what no prompt of the
    /// game offers (classic 风声 refuses a pick of several, which none of its prompts asks).
    fn go_on(&mut self, seat: Seat, answer: Answer<Self::Opt>) -> Result<(), AnswerError>;
    /// What `viewer` may see now.
    fn view_of(&self, viewer: Viewer) -> Self::View;
    /// The scene drawn from a view (so it cannot show more than the view).
    fn scene_of(view: &Self::View) -> Scene;
    /// What was dealt at the start, kept in records ([`Table::dealt`]).
    fn deal_record(&self) -> Value;
    /// Every card is in exactly one zone (and what the game adds about its zones).
    fn zones_hold(&self) -> Result<(), String>;
    /// The game's own invariants, checked after its zones and its log's guard.
    fn rules_hold(&self) -> Result<(), String> {
        Ok(())
    }
    /// A world for `seat` ([`Table::hidden`]); `None` for a game that draws none.
    fn world_for(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        let _ = (seat, rng);
        None
    }
    /// This game with a world laid on it ([`Table::with_hidden`]).
    fn with_world(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        let _ = h;
        None
    }
    /// Every seat's hidden role as a world writes it ([`Table::truth`]).
    fn roles_truth(&self) -> Option<Vec<String>> {
        None
    }
    /// How likely `seat` is to win from here ([`Table::estimate`]); `None`: no judgement.
    fn estimate_for(&self, seat: Seat) -> Option<f64> {
        let _ = seat;
        None
    }
}

impl<G: CardTable> Table for G {
    fn seats(&self) -> usize {
        self.seat_count()
    }

    fn prompts(&self) -> &[Prompt] {
        self.asks().prompts()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.ended().is_some() {
            return Err(AnswerError::GameOver);
        }
        let answer = self.asks_mut().answer(seat, id, choice)?;
        self.go_on(seat, answer)
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_of(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        G::scene_of(&self.view_of(viewer))
    }

    fn log(&self) -> &Log {
        self.card_log().log()
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.ended()
    }

    fn dealt(&self) -> Value {
        self.deal_record()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.zones_hold()?;
        if let Some(leak) = self.card_log().leaks().first() {
            return Err(leak.clone());
        }
        self.rules_hold()
    }

    fn fork(&self) -> Option<Box<dyn Table>> {
        Some(Box::new(self.clone()))
    }

    fn hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        self.world_for(seat, rng)
    }

    fn truth(&self) -> Option<Vec<String>> {
        self.roles_truth()
    }

    fn with_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.with_world(h)
    }

    fn estimate(&self, seat: Seat) -> Option<f64> {
        self.estimate_for(seat)
    }
}
