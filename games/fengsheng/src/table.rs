//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{
    AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, Text, View, Viewer,
};

use crate::game::{Act, Game, Step};

impl Game {
    /// Applies an option of the open prompt (already validated by the prompt book).
    fn apply(&mut self, seat: Seat, act: Act) {
        match act {
            Act::Pass => self.pass_priority(seat),
            Act::Use { card, target } => self.use_card(seat, card, target),
            Act::Send { card, to } => self.send(seat, card, to),
            Act::Accept => self.receive(seat),
            Act::Decline { .. } => self.decline(seat),
            Act::Discard { card } => {
                self.finish_probe_discard(seat, card);
                self.step = Step::Window;
            }
        }
    }
}

impl Table for Game {
    fn seats(&self) -> usize {
        self.players.len()
    }

    fn prompts(&self) -> &[Prompt] {
        self.book.list()
    }

    fn answer(&mut self, seat: Seat, id: PromptId, choice: &[usize]) -> Result<(), AnswerError> {
        if self.outcome.is_some() {
            return Err(AnswerError::GameOver);
        }
        self.book.check(seat, id, choice)?;
        let Some(&act) = choice.first().and_then(|&i| self.acts.get(i)) else {
            return Err(AnswerError::Refused {
                reason: Text::new("没有这个选项", "no such option"),
            });
        };
        self.book.close(id);
        self.acts.clear();
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
        if self.outcome.is_none() && self.book.list().len() != 1 {
            return Err(format!(
                "{} prompts open in a running game (expected one)",
                self.book.list().len()
            ));
        }
        if self.book.list().len() == 1 && self.acts.len() != self.book.list()[0].options.len() {
            return Err("the open prompt's options and meanings disagree".into());
        }
        Ok(())
    }
}
