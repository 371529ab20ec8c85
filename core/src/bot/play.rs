//! The loop that plays a match out with bots, one per seat (no async runtime per
//! decision).

use crate::{
    prompt::Prompt,
    record::Match,
    view::{View, Viewer},
};

use super::player::Bot;

/// Why a bot game stopped before its end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayError {
    /// No prompt is open yet there is no outcome.
    Stuck {
        /// Decisions made before.
        decisions: usize,
    },
    /// The cap on decisions was reached.
    TooLong {
        /// The cap.
        decisions: usize,
    },
}

impl std::fmt::Display for PlayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayError::Stuck { decisions } => {
                write!(
                    f,
                    "game stuck after {decisions} decisions: no prompt and no outcome"
                )
            }
            PlayError::TooLong { decisions } => write!(f, "game passed {decisions} decisions"),
        }
    }
}

impl std::error::Error for PlayError {}

/// What a bot game took.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayStats {
    /// Answers given.
    pub decisions: usize,
    /// Of them, answers to pass-only prompts (hosts answer those for people).
    pub pass_only: usize,
}

/// Plays a match to its end with one bot per seat, each seeing only its seat's view,
/// computed at every decision. Returns the number of decisions. A refused bot answer
/// is replaced by the prompt's default.
pub fn play_out(
    m: &mut Match,
    bots: &mut [Box<dyn Bot>],
    max_decisions: usize,
) -> Result<usize, PlayError> {
    play_out_stats(m, bots, max_decisions).map(|s| s.decisions)
}

/// [`play_out`], also counting the pass-only prompts among the decisions.
pub fn play_out_stats(
    m: &mut Match,
    bots: &mut [Box<dyn Bot>],
    max_decisions: usize,
) -> Result<PlayStats, PlayError> {
    play_out_by(m, max_decisions, |m, p| {
        let bot = &mut bots[p.seat.index()];
        let view = if bot.reads_view() {
            m.view(Viewer::Seat(p.seat))
        } else {
            View::nothing()
        };
        bot.choose(&view, p)
    })
}

/// Plays a match to its end, answering the first open prompt with `decide` each time
/// (given the match and the prompt; a decider that stands for a bot must read only
/// that prompt's seat's view). A refused answer is replaced by the prompt's default.
pub fn play_out_by(
    m: &mut Match,
    max_decisions: usize,
    mut decide: impl FnMut(&Match, &Prompt) -> Vec<usize>,
) -> Result<PlayStats, PlayError> {
    let mut st = PlayStats::default();
    while m.outcome().is_none() {
        let decisions = st.decisions;
        if decisions >= max_decisions {
            return Err(PlayError::TooLong { decisions });
        }
        let Some(p) = m.prompts().first() else {
            return Err(PlayError::Stuck { decisions });
        };
        let (seat, id) = (p.seat, p.id);
        st.pass_only += usize::from(p.pass_only);
        let choice = decide(m, p);
        if m.answer(seat, id, &choice).is_err() {
            m.answer_default(id)
                .map_err(|_| PlayError::Stuck { decisions })?;
        }
        st.decisions += 1;
    }
    Ok(st)
}
