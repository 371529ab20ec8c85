//! Asynchronous agents (a terminal player, a phone, a bot) and the host driver that
//! runs a match with them: collect the open prompts, await the agents, apply deadlines,
//! apply answers, report progress.

use std::time::Duration;

use async_trait::async_trait;

use crate::{
    bot::Bot,
    prompt::{AnswerError, Prompt},
    record::Match,
    view::{View, Viewer},
};

/// A player a host can ask.
#[async_trait]
pub trait Agent: Send {
    /// Answers `prompt` from `view` (the seat's own view). `None` gives up: the host
    /// applies the prompt's default.
    async fn decide(&mut self, view: View, prompt: &Prompt) -> Option<Vec<usize>>;

    /// Told when an answer was refused; the agent is asked again.
    async fn refused(&mut self, _prompt: &Prompt, _error: &AnswerError) {}

    /// Whether the host's deadlines apply to this agent (false for a terminal player).
    fn has_deadline(&self) -> bool {
        true
    }
}

/// Any synchronous bot as an agent.
pub struct BotAgent(pub Box<dyn Bot>);

#[async_trait]
impl Agent for BotAgent {
    async fn decide(&mut self, view: View, prompt: &Prompt) -> Option<Vec<usize>> {
        Some(self.0.choose(&view, prompt))
    }
}

/// How the driver treats time.
#[derive(Clone, Copy, Debug)]
pub struct DriveOptions {
    /// Apply each prompt's default after its `timeout_secs` (agents that allow it).
    pub deadlines: bool,
    /// Times an agent may be refused before the default applies.
    pub retries: usize,
}

impl Default for DriveOptions {
    fn default() -> Self {
        DriveOptions {
            deadlines: true,
            retries: 3,
        }
    }
}

/// Runs a match to its end, asking the open prompts in order. After every applied
/// answer `after` is called (a host pushes views or prints the new log lines there).
pub async fn drive<F>(
    m: &mut Match,
    agents: &mut [Box<dyn Agent>],
    opts: DriveOptions,
    mut after: F,
) where
    F: FnMut(&Match) + Send,
{
    while m.outcome().is_none() {
        let Some(p) = m.prompts().first().cloned() else {
            break;
        };
        let agent = &mut agents[p.seat.index()];
        let mut tries = 0;
        loop {
            let view = m.view(Viewer::Seat(p.seat));
            let deadline = opts.deadlines && agent.has_deadline();
            let decided = if deadline {
                let limit = Duration::from_secs(p.timeout_secs.max(1) as u64);
                tokio::time::timeout(limit, agent.decide(view, &p))
                    .await
                    .ok()
                    .flatten()
            } else {
                agent.decide(view, &p).await
            };
            let result = match decided {
                Some(choice) => m.answer(p.seat, p.id, &choice),
                None => m.answer_default(p.id),
            };
            match result {
                Ok(()) => break,
                Err(e) => {
                    tries += 1;
                    if tries > opts.retries {
                        // The default is always legal while the prompt is open.
                        let _ = m.answer_default(p.id);
                        break;
                    }
                    agent.refused(&p, &e).await;
                }
            }
        }
        after(m);
    }
}
