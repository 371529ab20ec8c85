//! [`Match`]: a game being played ([`Table`]) with its rule set and every accepted answer,
//! its [`GameRecord`], and replay.

use std::{fmt, sync::Arc};

use serde::{Deserialize, Serialize};

use crate::{
    outcome::Outcome,
    prompt::{AnswerError, Prompt, PromptId},
    rules::{RuleError, RuleFile, SetupError},
    scene::Scene,
    seat::Seat,
    table::Table,
    view::{View, Viewer},
};

/// One accepted answer, as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedAnswer {
    /// Who answered.
    pub seat: Seat,
    /// Which prompt.
    pub prompt: PromptId,
    /// The options picked.
    pub choice: Vec<usize>,
}

/// The record format this version writes: 2 since prompt ids are numbered per seat.
pub const RECORD_FORMAT: u32 = 2;

/// Everything needed to replay a game exactly.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Record format version.
    pub format: u32,
    /// The rule-set file's text.
    pub rules: String,
    /// Number of seats.
    pub seats: usize,
    /// The seed.
    pub seed: u64,
    /// What was dealt, checked on replay.
    pub dealt: serde_json::Value,
    /// Every accepted answer in order.
    pub answers: Vec<RecordedAnswer>,
    /// The outcome, if the game ended.
    #[serde(default)]
    pub outcome: Option<Outcome>,
}

/// A game being played: the rule set, the table, and every accepted answer.
pub struct Match {
    rules: Arc<RuleFile>,
    seed: u64,
    table: Box<dyn Table>,
    answers: Vec<RecordedAnswer>,
}

impl fmt::Debug for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Match")
            .field("rules", &self.rules.meta.id)
            .field("seed", &self.seed)
            .field("answers", &self.answers.len())
            .finish()
    }
}

impl Match {
    /// Deals a new game.
    pub fn new(rules: Arc<RuleFile>, seats: usize, seed: u64) -> Result<Match, SetupError> {
        let table = rules.start(seats, seed)?;
        Ok(Match {
            rules,
            seed,
            table,
            answers: Vec::new(),
        })
    }

    /// The rule set.
    pub fn rules(&self) -> &Arc<RuleFile> {
        &self.rules
    }

    /// The seed.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The game.
    pub fn table(&self) -> &dyn Table {
        &*self.table
    }

    /// Number of seats.
    pub fn seats(&self) -> usize {
        self.table.seats()
    }

    /// The open prompts.
    pub fn prompts(&self) -> &[Prompt] {
        self.table.prompts()
    }

    /// The open prompts of one seat.
    pub fn prompts_for(&self, seat: Seat) -> impl Iterator<Item = &Prompt> {
        self.table.prompts().iter().filter(move |p| p.seat == seat)
    }

    /// Seats that the public may see being asked (no secret prompt is listed).
    pub fn public_waiting(&self) -> Vec<Seat> {
        let mut v: Vec<Seat> = self
            .table
            .prompts()
            .iter()
            .filter(|p| !p.secret)
            .map(|p| p.seat)
            .collect();
        v.dedup();
        v
    }

    /// What `viewer` may see.
    pub fn view(&self, viewer: Viewer) -> View {
        self.table.view(viewer)
    }

    /// What `viewer` sees, drawn for people.
    pub fn scene(&self, viewer: Viewer) -> Scene {
        self.table.scene(viewer)
    }

    /// The outcome, once over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.table.outcome()
    }

    /// Accepted answers so far.
    pub fn answers(&self) -> &[RecordedAnswer] {
        &self.answers
    }

    /// Applies and records an answer; a refused answer changes nothing.
    pub fn answer(
        &mut self,
        seat: Seat,
        prompt: PromptId,
        choice: &[usize],
    ) -> Result<(), AnswerError> {
        self.table.answer(seat, prompt, choice)?;
        self.answers.push(RecordedAnswer {
            seat,
            prompt,
            choice: choice.to_vec(),
        });
        Ok(())
    }

    /// Applies the default answer of an open prompt (a host's deadline).
    pub fn answer_default(&mut self, prompt: PromptId) -> Result<(), AnswerError> {
        let p = self
            .table
            .prompts()
            .iter()
            .find(|p| p.id == prompt)
            .ok_or(AnswerError::StalePrompt { id: prompt })?;
        let (seat, choice) = (p.seat, p.default.clone());
        self.answer(seat, prompt, &choice)
    }

    /// The record of the game so far.
    pub fn record(&self) -> GameRecord {
        GameRecord {
            format: RECORD_FORMAT,
            rules: self.rules.source.clone(),
            seats: self.table.seats(),
            seed: self.seed,
            dealt: self.table.dealt(),
            answers: self.answers.clone(),
            outcome: self.table.outcome().cloned(),
        }
    }

    /// Deals the game of a record again, with no answers applied yet, and checks the deal.
    pub fn from_record_start(record: &GameRecord) -> Result<Match, ReplayError> {
        if record.format != RECORD_FORMAT {
            return Err(ReplayError::Format {
                found: record.format,
            });
        }
        let rules = Arc::new(RuleFile::parse(&record.rules).map_err(ReplayError::Rules)?);
        let m = Match::new(rules, record.seats, record.seed).map_err(ReplayError::Setup)?;
        let dealt = m.table.dealt();
        if dealt != record.dealt {
            return Err(ReplayError::DealDiffers {
                recorded: record.dealt.clone(),
                now: dealt,
            });
        }
        Ok(m)
    }

    /// Replays a whole record; the result has the same state, log and outcome.
    pub fn replay(record: &GameRecord) -> Result<Match, ReplayError> {
        let mut m = Match::from_record_start(record)?;
        for (i, a) in record.answers.iter().enumerate() {
            m.answer(a.seat, a.prompt, &a.choice)
                .map_err(|e| ReplayError::Refused { step: i, error: e })?;
        }
        Ok(m)
    }
}

/// Why a record could not be replayed.
#[derive(Debug)]
pub enum ReplayError {
    /// The record was written in another format (by another version of tianhei).
    Format {
        /// The record's format.
        found: u32,
    },
    /// The record's rule set does not load.
    Rules(RuleError),
    /// The game cannot be dealt.
    Setup(SetupError),
    /// Dealing again gives another deal (a changed shuffle, or a tampered record).
    DealDiffers {
        /// In the record.
        recorded: serde_json::Value,
        /// Dealt now.
        now: serde_json::Value,
    },
    /// An answer of the record is refused.
    Refused {
        /// Index of the answer in the record.
        step: usize,
        /// Why.
        error: AnswerError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Format { found } => write!(
                f,
                "the record is in format {found}, this version reads format {RECORD_FORMAT}: replay it with the version that wrote it"
            ),
            ReplayError::Rules(e) => write!(f, "the record's rule set does not load: {e}"),
            ReplayError::Setup(e) => write!(f, "{e}"),
            ReplayError::DealDiffers { .. } => {
                write!(
                    f,
                    "dealing the record's seed again gives a different deal; the record was made by another version or was edited"
                )
            }
            ReplayError::Refused { step, error } => {
                write!(f, "answer {step} of the record is refused: {error}")
            }
        }
    }
}

impl std::error::Error for ReplayError {}
