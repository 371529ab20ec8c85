//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{
    AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, View, Viewer, cards::Engine,
    rng::GameRng, world::Hidden,
};

use super::{frame::Frame, scene::scene_of, state::Game, state::Zone};

impl Table for Game {
    fn seats(&self) -> usize {
        self.seating.len()
    }

    fn prompts(&self) -> &[Prompt] {
        self.asks.prompts()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.over() {
            return Err(AnswerError::GameOver);
        }
        let a = self.asks.answer(seat, id, choice)?;
        Engine::<Frame>::answer(self, a);
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_of(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        scene_of(&self.view_of(viewer))
    }

    fn log(&self) -> &Log {
        self.log.log()
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn dealt(&self) -> serde_json::Value {
        serde_json::json!({ "identities": self.dealt })
    }

    fn fork(&self) -> Option<Box<dyn Table>> {
        Some(Box::new(self.clone()))
    }

    fn hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn truth(&self) -> Option<Vec<String>> {
        Some(self.identity.iter().map(|i| i.key().to_string()).collect())
    }

    fn with_hidden(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.zones.check()?;
        if let Some(l) = self.log.leaks().first() {
            return Err(l.clone());
        }
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
