//! Search bots think off their room's task, in a small pool shared by the server.
//!
//! A room whose host chose strong bots (强, [`crate::store::Strength`]) seats the search bot
//! (core's `search`) in its bot seats. When such a seat is asked, the room hands the bot, a
//! fork of the table and the answers the bot has not yet observed to this pool as a
//! [`Job`] and goes on serving its phones; the job waits for one of `search_threads`
//! permits, runs on a blocking thread, and sends the bot back with its answer as a
//! [`Thought`]. A room with search bots therefore never holds up another room's task: at
//! most `search_threads` cores think, and everything else queues here.
//!
//! Timing shows nothing: the room releases a bot's answer at the moment it drew when the
//! prompt opened (the same hold as every bot's, [`crate::config::Config::bot_delay`]),
//! never earlier. A job starts thinking only when its whole budget fits before that
//! moment, and the search stops at its budget; when no answer is there in time (the pool
//! was busy), the room answers with the seat's heuristic bot at the same moment.

use std::{
    panic::AssertUnwindSafe,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use tianhei_core::{Bot, Prompt, PromptId, RuleFile, Table};
use tokio::sync::{Semaphore, mpsc};

/// An answer another seat gave, for the bot to weigh (`Bot::observe`): the table as it was
/// before the answer, the prompt and the choice.
pub struct Seen {
    /// The table before the answer (a fork).
    pub table: Box<dyn Table>,
    /// The prompt answered.
    pub prompt: Prompt,
    /// The answer.
    pub choice: Vec<usize>,
}

/// A decision to think about.
pub struct Ask {
    /// The table when the prompt opened (a fork).
    pub table: Box<dyn Table>,
    /// The prompt.
    pub prompt: Prompt,
    /// The answer must be back by then.
    pub by: Instant,
    /// The longest the search may think (its `ms`).
    pub budget: Duration,
}

/// What a room hands the pool.
pub struct Job {
    /// The room's rule set.
    pub rules: Arc<RuleFile>,
    /// The seat's search bot (back to the room with the thought).
    pub bot: Box<dyn Bot>,
    /// Answers given since the bot last observed, oldest first.
    pub seen: Vec<Seen>,
    /// The decision.
    pub ask: Ask,
    /// The room's game number and the seat, handed back.
    pub game: u32,
    /// Seat index.
    pub seat: usize,
}

/// What the pool hands back.
pub struct Thought {
    /// Game number of the job.
    pub game: u32,
    /// Seat index.
    pub seat: usize,
    /// The bot, back home.
    pub bot: Box<dyn Bot>,
    /// The answer, when the job had time to think: (prompt, choice).
    pub answer: Option<(PromptId, Vec<usize>)>,
}

/// Counters of the pool since the process started.
#[derive(Debug, Default)]
pub struct Stats {
    /// Decisions handed to the pool.
    pub asked: AtomicU64,
    /// Decisions thought about within their budget.
    pub thought: AtomicU64,
    /// Decisions the pool had no time for (it was busy).
    pub skipped: AtomicU64,
    /// Answers of a search bot given by its thought.
    pub used: AtomicU64,
    /// Answers of a search bot given by the heuristic at the deadline.
    pub fallback: AtomicU64,
}

/// A snapshot of [`Stats`].
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct StatsNow {
    /// See [`Stats::asked`].
    pub asked: u64,
    /// See [`Stats::thought`].
    pub thought: u64,
    /// See [`Stats::skipped`].
    pub skipped: u64,
    /// See [`Stats::used`].
    pub used: u64,
    /// See [`Stats::fallback`].
    pub fallback: u64,
}

static STATS: Stats = Stats {
    asked: AtomicU64::new(0),
    thought: AtomicU64::new(0),
    skipped: AtomicU64::new(0),
    used: AtomicU64::new(0),
    fallback: AtomicU64::new(0),
};

/// The process's counters (every server of the process together).
pub fn stats() -> StatsNow {
    let g = |a: &AtomicU64| a.load(Ordering::Relaxed);
    StatsNow {
        asked: g(&STATS.asked),
        thought: g(&STATS.thought),
        skipped: g(&STATS.skipped),
        used: g(&STATS.used),
        fallback: g(&STATS.fallback),
    }
}

pub(crate) fn count_answer(by_thought: bool) {
    let c = if by_thought {
        &STATS.used
    } else {
        &STATS.fallback
    };
    c.fetch_add(1, Ordering::Relaxed);
}

/// The pool: a fixed number of permits to think at once.
#[derive(Debug)]
pub struct Thinkers {
    permits: Arc<Semaphore>,
}

impl Thinkers {
    /// A pool of `threads` (at least one).
    pub fn new(threads: usize) -> Thinkers {
        Thinkers {
            permits: Arc::new(Semaphore::new(threads.max(1))),
        }
    }

    /// Thinks about `job` when a permit is free; the thought goes to `back`.
    pub fn submit(&self, job: Job, back: mpsc::UnboundedSender<Thought>) {
        STATS.asked.fetch_add(1, Ordering::Relaxed);
        let permits = self.permits.clone();
        tokio::spawn(async move {
            let Ok(permit) = permits.acquire_owned().await else {
                return;
            };
            let _ = tokio::task::spawn_blocking(move || {
                let _permit = permit;
                // A bot that panics is not sent back: its seat plays the heuristic.
                match std::panic::catch_unwind(AssertUnwindSafe(|| run(job))) {
                    Ok(t) => {
                        let _ = back.send(t);
                    }
                    Err(_) => eprintln!(
                        "tianhei-server: a search bot failed; its seat plays the heuristic"
                    ),
                }
            })
            .await;
        });
    }
}

/// Observes, then thinks if the whole budget fits before the answer is due.
fn run(job: Job) -> Thought {
    let Job {
        rules,
        mut bot,
        seen,
        ask,
        game,
        seat,
    } = job;
    for s in &seen {
        bot.observe(&rules, &*s.table, &s.prompt, &s.choice);
    }
    let answer = if Instant::now() + ask.budget <= ask.by {
        STATS.thought.fetch_add(1, Ordering::Relaxed);
        Some((
            ask.prompt.id,
            bot.choose_in(&rules, &*ask.table, &ask.prompt),
        ))
    } else {
        STATS.skipped.fetch_add(1, Ordering::Relaxed);
        None
    };
    Thought {
        game,
        seat,
        bot,
        answer,
    }
}
