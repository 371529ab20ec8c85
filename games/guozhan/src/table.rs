//! The erased game interface: prompts, answers, views, log, outcome, deal, invariants.

use tianhei_core::{
    AnswerError, Log, Outcome, Prompt, PromptId, Scene, Seat, Table, Text, View, Viewer,
    cards::Answer,
};

use crate::{choices::Act, game::Game};

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
        let Some(k) = self.asks.iter().position(|(p, _)| *p == id) else {
            return Err(AnswerError::Refused {
                reason: Text::new("没有这个提问", "no such question"),
            });
        };
        let acts: Vec<Act> = choice
            .iter()
            .filter_map(|&i| self.asks[k].1.get(i).copied())
            .collect();
        if acts.len() != choice.len() {
            return Err(AnswerError::Refused {
                reason: Text::new("没有这个选项", "no such option"),
            });
        }
        let kind = match self.book.close(id).map(|p| p.kind) {
            Some(std::borrow::Cow::Borrowed(k)) => k,
            _ => "",
        };
        self.asks.remove(k);
        for &a in &acts {
            match a {
                // Setup choices are simultaneous: each takes effect as it comes.
                Act::Character(c) => self.keep_character(seat, c),
                Act::Arrange { main, second } => self.arrange(seat, main, second),
                _ => {}
            }
        }
        self.run_on(Some(Answer {
            seat,
            kind,
            chosen: acts,
        }));
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
        if let Some(leak) = self.leaks.first() {
            return Err(leak.clone());
        }
        let open = self.book.list().len();
        if self.outcome.is_none() {
            let setup = self.book.list().iter().all(|p| p.secret);
            if open == 0 || (open > 1 && !setup) {
                return Err(format!("{open} prompts open in a running game"));
            }
        }
        if self.asks.len() != open {
            return Err("open prompts and their meanings disagree".into());
        }
        for (p, (id, acts)) in self.book.list().iter().zip(&self.asks) {
            if p.id != *id || p.options.len() != acts.len() {
                return Err(format!("prompt {} and its meanings disagree", p.id));
            }
        }
        Ok(())
    }
}
