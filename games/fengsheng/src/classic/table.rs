//! Classic 风声 as the kit's card table: its parts, its answers, view, deal, worlds and
//! invariants.

use tianhei_core::{
    AnswerError, GameRng, Outcome, Scene, Seat, Table, Text, Viewer,
    cards::{Answer, Asks, CardLog, CardTable},
    world::Hidden,
};

use crate::classic::{act::Act, game::Game, turn::Phase, view::FsView};

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

impl CardTable for Game {
    type Opt = Act;
    type View = FsView;

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

    fn view_of(&self, viewer: Viewer) -> FsView {
        self.view_for(viewer)
    }

    fn scene_of(view: &FsView) -> Scene {
        crate::classic::scene::scene(view)
    }

    fn deal_record(&self) -> serde_json::Value {
        self.dealt.clone()
    }

    fn world_for(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        self.draw_hidden(seat, rng)
    }

    fn roles_truth(&self) -> Option<Vec<String>> {
        Some(
            self.players
                .iter()
                .map(|p| p.identity.key().to_string())
                .collect(),
        )
    }

    fn with_world(&self, h: &Hidden) -> Option<Box<dyn Table>> {
        self.lay_hidden(h)
    }

    fn zones_hold(&self) -> Result<(), String> {
        self.check_zones()
    }

    fn rules_hold(&self) -> Result<(), String> {
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
