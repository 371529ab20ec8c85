//! 国战 as the kit's card table: its parts, its answers, view, deal, worlds and invariants.

use tianhei_core::{
    AnswerError, GameRng, Outcome, Scene, Seat, Table, Viewer,
    cards::{Answer, Asks, CardLog, CardTable},
    world::Hidden,
};

use crate::{choices::Act, game::Game, view::GzView};

impl CardTable for Game {
    type Opt = Act;
    type View = GzView;

    fn seat_count(&self) -> usize {
        self.players.len()
    }

    fn asks(&self) -> &Asks<Act> {
        &self.asks
    }

    fn asks_mut(&mut self) -> &mut Asks<Act> {
        &mut self.asks
    }

    fn card_log(&self) -> &CardLog {
        &self.log
    }

    fn ended(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn go_on(&mut self, seat: Seat, answer: Answer<Act>) -> Result<(), AnswerError> {
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

    fn view_of(&self, viewer: Viewer) -> GzView {
        self.view_for(viewer)
    }

    fn scene_of(view: &GzView) -> Scene {
        crate::scene::scene(view)
    }

    fn deal_record(&self) -> serde_json::Value {
        self.dealt.clone()
    }

    fn world_for(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn roles_truth(&self) -> Option<Vec<String>> {
        Some(self.faction_letters())
    }

    fn with_world(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h)
    }

    fn estimate_for(&self, seat: Seat) -> Option<f64> {
        self.chance(seat)
    }

    fn zones_hold(&self) -> Result<(), String> {
        self.check_zones()
    }

    fn rules_hold(&self) -> Result<(), String> {
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
