//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, View, Viewer};

use crate::{choices::Act, game::Game};

impl Table for Game {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn prompts(&self) -> &[Prompt] {
        self.asks.prompts()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.outcome.is_some() {
            return Err(AnswerError::GameOver);
        }
        let answer = self.asks.answer(seat, id, choice)?;
        if answer.kind == "guozhan.nullify" {
            if let Some(&act) = answer.one() {
                self.answer_nullify(seat, act);
            }
            self.run_on(None);
            return Ok(());
        }
        for &a in &answer.chosen {
            match a {
                // Setup choices are simultaneous: each takes effect as it comes.
                Act::Character(c) => self.keep_character(seat, c),
                Act::Arrange { main, second } => self.arrange(seat, main, second),
                _ => {}
            }
        }
        self.run_on(Some(answer));
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_for(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        crate::scene::scene(&self.view_for(viewer))
    }

    fn log(&self) -> &Log {
        self.log.log()
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn dealt(&self) -> serde_json::Value {
        self.dealt.clone()
    }

    fn fork(&self) -> Option<Box<dyn Table>> {
        Some(Box::new(self.clone()))
    }

    fn hidden(
        &self,
        seat: Seat,
        rng: &mut tianhei_core::GameRng,
    ) -> Option<tianhei_core::world::Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn truth(&self) -> Option<Vec<String>> {
        Some(self.faction_letters())
    }

    fn with_hidden(&self, h: &tianhei_core::world::Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h)
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_zones()?;
        if let Some(leak) = self.log.leaks().first() {
            return Err(leak.clone());
        }
        let open = self.asks.prompts().len();
        if self.outcome.is_none() {
            let setup = self.asks.prompts().iter().all(|p| p.secret);
            let lap = self
                .asks
                .prompts()
                .iter()
                .all(|p| p.kind == "guozhan.nullify");
            if open == 0 || (open > 1 && !setup && !lap) {
                return Err(format!("{open} prompts open in a running game"));
            }
        }
        Ok(())
    }
}
