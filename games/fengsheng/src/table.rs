//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{
    AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, Text, View, Viewer,
};

use crate::{
    act::Act,
    game::{Game, Phase},
};

impl Game {
    /// Applies an option of the open prompt (already validated by the prompt book).
    fn apply(&mut self, seat: Seat, act: Act) {
        if let Some(a) = self.asking.take() {
            self.answered(a, act);
            return;
        }
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
        self.apply(seat, act);
        self.run();
        Ok(())
    }

    fn view(&self, viewer: Viewer) -> View {
        View::new(self.view_for(viewer))
    }

    fn scene(&self, viewer: Viewer) -> Scene {
        crate::scene::scene(&self.view_for(viewer))
    }

    fn log(&self) -> &Log {
        &self.log
    }

    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    fn dealt(&self) -> serde_json::Value {
        self.dealt.clone()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.check_zones()?;
        let open = self.asks.prompts().len();
        if self.phase == Phase::Pick {
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
        if self.outcome.is_none() && open != 1 {
            return Err(format!(
                "{open} prompts open in a running game (expected one)"
            ));
        }
        Ok(())
    }
}
