//! Prompts: who must decide what now, from a finite list of options.

use std::{borrow::Cow, fmt};

use serde::{Deserialize, Serialize};

use crate::{seat::Seat, text::Text};

/// Identifies one prompt for the life of a game; a stale id is refused.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PromptId(pub u64);

impl fmt::Display for PromptId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// One option of a prompt.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// Stable machine key (`"seat:3"`, `"pass"`, `"card:17"`).
    pub key: Cow<'static, str>,
    /// What the player reads.
    pub label: Text,
    /// The seat this option names, if it names one (hosts draw seat pickers from it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<Seat>,
}

impl Choice {
    /// An option with a static key and label.
    pub fn new(key: &'static str, label: Text) -> Self {
        Choice {
            key: Cow::Borrowed(key),
            label,
            seat: None,
        }
    }

    /// An option naming a seat.
    pub fn seat(seat: Seat) -> Self {
        Choice {
            key: seat.key(),
            label: seat.label(),
            seat: Some(seat),
        }
    }
}

/// A question to one seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    /// Id to quote in the answer.
    pub id: PromptId,
    /// Who answers.
    pub seat: Seat,
    /// Machine key of the kind of decision (`"sharen.kill"`).
    pub kind: Cow<'static, str>,
    /// The question.
    pub text: Text,
    /// The options, always enumerated.
    pub options: Vec<Choice>,
    /// Fewest options to pick.
    pub min: u8,
    /// Most options to pick.
    pub max: u8,
    /// What a host applies at the deadline.
    pub default: Vec<usize>,
    /// Suggested seconds before the host applies the default.
    pub timeout_secs: u32,
    /// Asked in secret (at night): no public view may show that it is open.
    pub secret: bool,
}

impl Prompt {
    /// A prompt to pick exactly one option; the default is the first option.
    pub fn one(seat: Seat, kind: &'static str, text: Text, options: Vec<Choice>) -> Self {
        Prompt {
            id: PromptId(0),
            seat,
            kind: Cow::Borrowed(kind),
            text,
            options,
            min: 1,
            max: 1,
            default: vec![0],
            timeout_secs: 60,
            secret: false,
        }
    }

    /// Sets the default answer.
    pub fn with_default(mut self, default: Vec<usize>) -> Self {
        self.default = default;
        self
    }

    /// Sets how many options may be picked.
    pub fn with_pick(mut self, min: u8, max: u8) -> Self {
        self.min = min;
        self.max = max;
        self
    }

    /// Marks the prompt as secret (a night action).
    pub fn secret(mut self) -> Self {
        self.secret = true;
        self
    }

    /// Sets the suggested deadline.
    pub fn with_timeout(mut self, secs: u32) -> Self {
        self.timeout_secs = secs;
        self
    }

    /// Index of the option with `key`.
    pub fn find(&self, key: &str) -> Option<usize> {
        self.options.iter().position(|c| c.key == key)
    }

    /// Checks that `choice` is a legal pick for this prompt (count, range, no repeats).
    pub fn check_choice(&self, choice: &[usize]) -> Result<(), AnswerError> {
        if choice.len() < self.min as usize || choice.len() > self.max as usize {
            return Err(AnswerError::WrongCount {
                got: choice.len(),
                min: self.min as usize,
                max: self.max as usize,
            });
        }
        for (i, &c) in choice.iter().enumerate() {
            if c >= self.options.len() {
                return Err(AnswerError::NoSuchOption {
                    index: c,
                    options: self.options.len(),
                });
            }
            if choice[..i].contains(&c) {
                return Err(AnswerError::Repeated { index: c });
            }
        }
        Ok(())
    }
}

/// Why an answer was refused. A refused answer changes nothing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum AnswerError {
    /// The prompt is not open (already answered, withdrawn, or never existed).
    StalePrompt { id: PromptId },
    /// The prompt belongs to another seat.
    NotYourPrompt { id: PromptId, seat: Seat },
    /// Too few or too many options picked.
    WrongCount { got: usize, min: usize, max: usize },
    /// An option index past the end of the list.
    NoSuchOption { index: usize, options: usize },
    /// The same option picked twice.
    Repeated { index: usize },
    /// The game is over.
    GameOver,
    /// The game refused it for a reason of its own.
    Refused { reason: Text },
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnswerError::StalePrompt { id } => {
                write!(f, "prompt {id} is not open (answered already or withdrawn)")
            }
            AnswerError::NotYourPrompt { id, seat } => {
                write!(f, "prompt {id} is not for seat {seat}")
            }
            AnswerError::WrongCount { got, min, max } if min == max => {
                write!(f, "pick exactly {min} option(s), not {got}")
            }
            AnswerError::WrongCount { got, min, max } => {
                write!(f, "pick {min} to {max} options, not {got}")
            }
            AnswerError::NoSuchOption { index, options } => {
                write!(
                    f,
                    "option {index} does not exist (there are {options}, numbered from 0)"
                )
            }
            AnswerError::Repeated { index } => write!(f, "option {index} was picked twice"),
            AnswerError::GameOver => write!(f, "the game is over"),
            AnswerError::Refused { reason } => write!(f, "{}", reason.en),
        }
    }
}

impl std::error::Error for AnswerError {}

/// The open prompts of a game: hands out ids and validates answers before the game
/// applies them, so a refused answer never touches game state.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct PromptBook {
    next: u64,
    open: Vec<Prompt>,
}

impl PromptBook {
    /// An empty book; ids start at 1.
    pub fn new() -> Self {
        PromptBook {
            next: 1,
            open: Vec::new(),
        }
    }

    /// Opens a prompt and returns its fresh id.
    pub fn open(&mut self, mut p: Prompt) -> PromptId {
        debug_assert!(!p.options.is_empty(), "a prompt needs options");
        debug_assert!(p.check_choice(&p.default).is_ok(), "default must be legal");
        let id = PromptId(self.next);
        self.next += 1;
        p.id = id;
        self.open.push(p);
        id
    }

    /// The open prompts, oldest first.
    pub fn list(&self) -> &[Prompt] {
        &self.open
    }

    /// The open prompt with `id`.
    pub fn get(&self, id: PromptId) -> Option<&Prompt> {
        self.open.iter().find(|p| p.id == id)
    }

    /// Whether `seat` has an open prompt.
    pub fn is_asked(&self, seat: Seat) -> bool {
        self.open.iter().any(|p| p.seat == seat)
    }

    /// Validates an answer without changing anything.
    pub fn check(
        &self,
        seat: Seat,
        id: PromptId,
        choice: &[usize],
    ) -> Result<&Prompt, AnswerError> {
        let p = self.get(id).ok_or(AnswerError::StalePrompt { id })?;
        if p.seat != seat {
            return Err(AnswerError::NotYourPrompt { id, seat });
        }
        p.check_choice(choice)?;
        Ok(p)
    }

    /// Closes the prompt `id` and returns it.
    pub fn close(&mut self, id: PromptId) -> Option<Prompt> {
        let i = self.open.iter().position(|p| p.id == id)?;
        Some(self.open.remove(i))
    }

    /// Withdraws every open prompt.
    pub fn clear(&mut self) {
        self.open.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn yes_no(seat: Seat) -> Prompt {
        Prompt::one(
            seat,
            "test.yn",
            Text::new("是否？", "Yes?"),
            vec![
                Choice::new("yes", Text::new("是", "Yes")),
                Choice::new("no", Text::new("否", "No")),
            ],
        )
    }

    #[test]
    fn ids_are_fresh_and_stale_ids_are_refused() {
        let mut book = PromptBook::new();
        let a = book.open(yes_no(Seat(0)));
        let b = book.open(yes_no(Seat(1)));
        assert_ne!(a, b);
        book.close(a);
        assert_eq!(
            book.check(Seat(0), a, &[0]).unwrap_err(),
            AnswerError::StalePrompt { id: a }
        );
        assert!(book.check(Seat(1), b, &[1]).is_ok());
    }

    #[test]
    fn answers_for_another_seat_are_refused() {
        let mut book = PromptBook::new();
        let a = book.open(yes_no(Seat(0)));
        assert!(matches!(
            book.check(Seat(3), a, &[0]),
            Err(AnswerError::NotYourPrompt { .. })
        ));
    }

    #[test]
    fn counts_ranges_and_repeats_are_checked() {
        let p = yes_no(Seat(0)).with_pick(0, 2);
        assert!(p.check_choice(&[]).is_ok());
        assert!(p.check_choice(&[0, 1]).is_ok());
        assert_eq!(
            p.check_choice(&[0, 0]),
            Err(AnswerError::Repeated { index: 0 })
        );
        assert_eq!(
            p.check_choice(&[2]),
            Err(AnswerError::NoSuchOption {
                index: 2,
                options: 2
            })
        );
        assert!(matches!(
            yes_no(Seat(0)).check_choice(&[]),
            Err(AnswerError::WrongCount { .. })
        ));
    }

    #[test]
    fn errors_serialize_with_a_code() {
        let e = AnswerError::StalePrompt { id: PromptId(4) };
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["code"], "stale_prompt");
        assert!(e.to_string().contains("#4"));
    }
}
