//! 谍战篇 as the kit's card table: its parts, its answers, view, deal, worlds and invariants.

use tianhei_core::{
    AnswerError, Outcome, Scene, Seat, Table, Viewer,
    cards::{Answer, Asks, CardLog, CardTable, Engine},
    rng::GameRng,
    world::Hidden,
};

use super::{
    frame::Frame,
    opt::Opt,
    scene::scene_of,
    state::{Game, Zone},
    view::DzView,
};

impl CardTable for Game {
    type Opt = Opt;
    type View = DzView;

    fn seat_count(&self) -> usize {
        self.seating.len()
    }

    fn asks(&self) -> &Asks<Opt> {
        &self.asks
    }

    fn asks_mut(&mut self) -> &mut Asks<Opt> {
        &mut self.asks
    }

    fn card_log(&self) -> &CardLog {
        &self.log
    }

    fn ended(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn go_on(&mut self, _: Seat, answer: Answer<Opt>) -> Result<(), AnswerError> {
        Engine::<Frame>::answer(self, answer);
        Ok(())
    }

    fn view_of(&self, viewer: Viewer) -> DzView {
        Game::view_of(self, viewer)
    }

    fn scene_of(view: &DzView) -> Scene {
        scene_of(view)
    }

    fn deal_record(&self) -> serde_json::Value {
        serde_json::json!({ "identities": self.dealt })
    }

    fn world_for(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn roles_truth(&self) -> Option<Vec<String>> {
        Some(self.identity.iter().map(|i| i.key().to_string()).collect())
    }

    fn with_world(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h)
    }

    fn zones_hold(&self) -> Result<(), String> {
        self.zones.check()
    }

    fn rules_hold(&self) -> Result<(), String> {
        let pending = self.zones.cards(Zone::Pending);
        match (&self.pending, pending) {
            (None, []) => {}
            (Some(p), [c]) if *c == p.card => {}
            (p, cards) => {
                return Err(format!(
                    "the pending intel {:?} is not what the pending zone holds {cards:?}",
                    p.as_ref().map(|p| p.card)
                ));
            }
        }
        // No stack in this edition: a card resolves fully before another is used.
        if self.zones.count(Zone::Resolving) > 1 {
            return Err("more than one card is being resolved".into());
        }
        for s in self.seating.all() {
            if !self.alive(s) && !self.dying_now.contains(s) && self.zones.count(Zone::Intel(s)) > 0
            {
                return Err(format!("seat {} is gone but has intel", s.number()));
            }
        }
        Ok(())
    }
}
