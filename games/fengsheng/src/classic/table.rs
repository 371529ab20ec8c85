//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{
    AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, Text, View, Viewer,
};

use crate::classic::{act::Act, game::Game, turn::Phase};

impl Game {
    /// Applies an option of the open prompt of the turn (already validated by the prompt
    /// book); a question's answer goes to its frame instead (`answer_question`).
    pub(crate) fn apply(&mut self, seat: Seat, act: Act) {
        match act {
            Act::Pass => self.pass_priority(seat),
            Act::Use { card, target } => self.use_card(seat, card, target, None),
            Act::UseAs { card, kind, target } => self.use_card(seat, card, target, Some(kind)),
            Act::Skill { skill, target } => self.use_skill(seat, skill, target),
            Act::Switch { card } => self.switch(seat, card),
            Act::Send { card, to } => self.send(seat, card, to),
            Act::Accept => self.receive(seat),
            Act::Decline { .. } => self.decline(seat),
            _ => {}
        }
    }
}

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
        let Some(&act) = answer.one() else {
            return Err(AnswerError::Refused {
                reason: Text::new("没有这个选项", "no such option"),
            });
        };
        if let Act::Pick { character } = act {
            self.answer_pick(seat, character);
            self.run();
            return Ok(());
        }
        let priority = answer.kind == "fengsheng.priority";
        if !priority && self.answer_question(answer) {
            return Ok(());
        }
        if priority {
            // A lap's answer counts once every seat before it has passed.
            if let Some(w) = self.turn.window.as_mut() {
                w.early.give(seat, act);
            }
            self.settle_lap();
        } else {
            self.apply(seat, act);
        }
        self.run();
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_for(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        crate::classic::scene::scene(&self.view_for(viewer))
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
        Some(
            self.players
                .iter()
                .map(|p| p.identity.key().to_string())
                .collect(),
        )
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
        if self.turn.phase == Phase::Pick {
            let waiting = self
                .players
                .iter()
                .filter(|p| p.character.is_none())
                .count();
            if open != waiting {
                return Err(format!(
                    "{open} prompts open while {waiting} players have not chosen a character"
                ));
            }
            return Ok(());
        }
        let lap = self
            .asks
            .prompts()
            .iter()
            .all(|p| p.kind == "fengsheng.priority");
        if self.outcome.is_none() && (open == 0 || (open > 1 && !lap)) {
            return Err(format!(
                "{open} prompts open in a running game (expected one, or a lap of priority prompts)"
            ));
        }
        Ok(())
    }
}
