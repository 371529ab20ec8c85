//! Strong bots at the table: a room's search bots think in the server's pool
//! ([`crate::think`]), never on the room's task, and their answers are released at the
//! moment every bot answer is (the drawn hold), so neither another room nor the table can
//! tell from timing what a bot holds or how long it thought.
//!
//! Each search bot seat also keeps the game's heuristic bot (in `Game::bots`): it answers
//! when the search had no time (the pool was busy, or the bot is still away thinking about
//! an earlier prompt), at the same moment. Answers the search bot weighs (others' public
//! answers, `Bot::observe`) are queued with a fork of the table as it was before each, and
//! handed over with the bot's next decision.

use std::time::Duration;

use tianhei_core::{AnswerError, Bot, PromptId, Seat, SeatSet, bot::belief::weighable};

use super::{Game, Room};
use crate::think::{Ask, Job, Seen, Thought, count_answer};

/// Most answers queued for a bot to observe; past it, further ones are not weighed.
const SEEN_CAP: usize = 1024;

/// How long before its release a thought must be back.
const MARGIN: Duration = Duration::from_millis(25);

/// A search bot seat's thinker: the bot (none while it thinks in the pool), what it has
/// still to observe, and its answer when one came back in time.
pub struct Searcher {
    bot: Option<Box<dyn Bot>>,
    seen: Vec<Seen>,
    asking: Option<PromptId>,
    thought: Option<(PromptId, Vec<usize>)>,
    people: SeatSet,
}

impl Searcher {
    fn new(bot: Box<dyn Bot>) -> Searcher {
        Searcher {
            bot: Some(bot),
            seen: Vec::new(),
            asking: None,
            thought: None,
            people: SeatSet::default(),
        }
    }

    /// Tells the bot (now, or when it is back) which seats people play.
    pub fn people(&mut self, seats: SeatSet) {
        self.people = seats;
        if let Some(b) = self.bot.as_mut() {
            b.people(seats);
        }
    }
}

/// Whether a prompt is one the search bot thinks about (the rest are answered by the
/// heuristic at once, as the search bot itself would).
fn worth_asking(p: &tianhei_core::Prompt) -> bool {
    p.options.len() >= 2 && !p.pass_only
}

impl Game {
    /// Applies `seat`'s answer, first queuing it for every search bot that weighs it.
    pub(super) fn apply(
        &mut self,
        seat: Seat,
        id: PromptId,
        choice: &[usize],
    ) -> Result<(), AnswerError> {
        let mut seen: Vec<(usize, Seen)> = Vec::new();
        if let Some(p) = self.m.prompts().iter().find(|p| p.id == id) {
            let table = self.m.table();
            for (i, s) in self.searchers.iter().enumerate() {
                let Some(s) = s else { continue };
                if s.seen.len() < SEEN_CAP
                    && weighable(table, Seat(i as u8), p, choice)
                    && let Some(fork) = table.fork()
                {
                    seen.push((
                        i,
                        Seen {
                            table: fork,
                            prompt: p.clone(),
                            choice: choice.to_vec(),
                        },
                    ));
                }
            }
        }
        self.m.answer(seat, id, choice)?;
        for (i, s) in seen {
            if let Some(Some(q)) = self.searchers.get_mut(i) {
                q.seen.push(s);
            }
        }
        Ok(())
    }

    /// Applies the default answer of an open prompt (a deadline).
    pub(super) fn apply_default(&mut self, id: PromptId) -> Result<(), AnswerError> {
        let p = (self.m.prompts().iter())
            .find(|p| p.id == id)
            .ok_or(AnswerError::StalePrompt { id })?;
        let (seat, choice) = (p.seat, p.default.clone());
        self.apply(seat, id, &choice)
    }

    /// The search bot's answer to `id` of `seat` if it came back in time; `None` for a
    /// seat without one (or a prompt it does not think about) and when it did not.
    pub(super) fn searched(&mut self, seat: Seat, id: PromptId) -> Option<Vec<usize>> {
        let s = self.searchers.get_mut(seat.index())?.as_mut()?;
        let p = self.m.prompts().iter().find(|p| p.id == id)?;
        if !worth_asking(p) {
            return None;
        }
        let got = match s.thought.take() {
            Some((at, c)) if at == id => Some(c),
            other => {
                s.thought = other;
                None
            }
        };
        count_answer(got.is_some());
        got
    }
}

impl Room {
    /// How long a search bot may think per decision: 0.4 × `bot_delay` less [`MARGIN`],
    /// so that it fits in the shortest hold (0.5 × `bot_delay`) when it starts within
    /// 0.1 × `bot_delay` of the prompt; `None` when that is too short to search (no bot
    /// delay: bots answer at once, and strong bots play as normal ones).
    fn search_budget(&self) -> Option<Duration> {
        let b = self.config.bot_delay.mul_f64(0.4).checked_sub(MARGIN)?;
        (b >= Duration::from_millis(20)).then_some(b)
    }

    /// The search bot for bot seat `seat` of a game dealt from `seed`, when the room's bots
    /// are strong and have time to think.
    pub(super) fn searcher(&self, seat: Seat, seed: u64) -> Option<Searcher> {
        if self.row.bots != crate::store::Strength::Strong || !self.searchable {
            return None;
        }
        let budget = self.search_budget()?.as_millis().max(1) as u64;
        let mut spec = self.config.strong_bot.clone();
        let ms = match spec.get("ms") {
            0 => budget,
            ms => ms.min(budget),
        };
        spec.options.insert("ms".into(), ms);
        Some(Searcher::new(self.rules.rules.bot(spec, seat, seed)))
    }

    /// Hands every search bot at home whose seat has a prompt due its decision.
    pub(super) fn ask_searchers(&mut self) {
        let Some(budget) = self.search_budget() else {
            return;
        };
        let Some(g) = self.game.as_mut() else { return };
        for p in g.m.prompts() {
            let Some(Some(s)) = g.searchers.get_mut(p.seat.index()) else {
                continue;
            };
            let Some(due) = g.bot_due.get(&p.id) else {
                continue;
            };
            if s.bot.is_none() || s.asking.is_some() || !worth_asking(p) {
                continue;
            }
            if s.thought.as_ref().is_some_and(|(id, _)| *id == p.id) {
                continue;
            }
            let Some(table) = g.m.table().fork() else {
                continue;
            };
            let Some(bot) = s.bot.take() else { continue };
            s.asking = Some(p.id);
            let job = Job {
                rules: self.rules.clone(),
                bot,
                seen: std::mem::take(&mut s.seen),
                ask: Ask {
                    table,
                    prompt: p.clone(),
                    by: due.into_std().checked_sub(MARGIN).unwrap_or(due.into_std()),
                    budget,
                },
                game: self.game_no,
                seat: p.seat.index(),
            };
            self.thinkers.submit(job, self.thoughts.0.clone());
        }
    }

    /// A search bot is back: home again, with its answer kept for the moment it is due.
    pub(super) fn take_thought(&mut self, t: Thought) {
        if t.game != self.game_no {
            return;
        }
        let Some(g) = self.game.as_mut() else { return };
        let Some(Some(s)) = g.searchers.get_mut(t.seat) else {
            return;
        };
        let mut bot = t.bot;
        bot.people(s.people);
        s.bot = Some(bot);
        s.asking = None;
        if let Some((id, c)) = t.answer
            && g.bot_due.contains_key(&id)
        {
            s.thought = Some((id, c));
        }
        // A prompt that opened while it was away.
        self.ask_searchers();
    }
}
