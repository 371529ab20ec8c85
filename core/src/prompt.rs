//! Prompts: who must decide what now, from a finite list of options.

use std::{borrow::Cow, fmt};

use serde::{Deserialize, Serialize};

use crate::{scene::CardFace, seat::Seat, text::Text};

/// Identifies one prompt for the life of a game; a stale id is refused.
///
/// Ids are numbered per seat: the seat's number in the high 32 bits and how many prompts
/// that seat has had in the low ones, so the ids a seat sees count only its own prompts and
/// say nothing about anyone else's (a global counter would show how many secret prompts
/// others got in between).
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PromptId(pub u64);

impl PromptId {
    /// The `n`th prompt (from 1) of `seat`.
    pub fn of(seat: Seat, n: u32) -> PromptId {
        PromptId(((seat.number() as u64) << 32) | n as u64)
    }
}

impl fmt::Display for PromptId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.0 >> 32, self.0 & 0xffff_ffff) {
            (0, n) => write!(f, "#{n}"),
            (seat, n) => write!(f, "#{seat}.{n}"),
        }
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
    /// The subject the option belongs to: an index into [`Prompt::subjects`] (the card it
    /// uses), so a host can ask "which card", then "which target".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<u16>,
    /// The label within its subject (`对3号`, `使用`), where the full label repeats it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub short: Option<Text>,
    /// What the player should read before picking it, under the label (an offered
    /// character's skills with their texts), one item per line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<Text>,
}

impl Choice {
    /// An option with a static key and label.
    pub fn new(key: &'static str, label: Text) -> Self {
        Choice {
            key: Cow::Borrowed(key),
            label,
            seat: None,
            subject: None,
            short: None,
            detail: None,
        }
    }

    /// An option with a key and label built at run time.
    pub fn owned(key: String, label: Text) -> Self {
        Choice {
            key: Cow::Owned(key),
            label,
            seat: None,
            subject: None,
            short: None,
            detail: None,
        }
    }

    /// An option naming a seat.
    pub fn seat(seat: Seat) -> Self {
        Choice {
            key: seat.key(),
            label: seat.label(),
            seat: Some(seat),
            subject: None,
            short: None,
            detail: None,
        }
    }

    /// Sets what the player reads under the label (see [`Choice::detail`]).
    pub fn with_detail(mut self, detail: Text) -> Self {
        self.detail = Some(detail);
        self
    }

    /// Sets the seat this option names.
    pub fn naming(mut self, seat: Seat) -> Self {
        self.seat = Some(seat);
        self
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
    /// The seat's only option is to pass: a host may answer it with the default for the
    /// player, after a hold drawn the same way for every seat, without showing it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub pass_only: bool,
    /// The subjects options are grouped under (the cards they use), see [`Choice::subject`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subjects: Vec<CardFace>,
    /// Answering is the player's own signal (a speech's 发言完毕): shown to the player even
    /// when it has a single option, never answered for them (see [`Prompt::forced`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub signal: bool,
    /// Asked of a group that must agree (the killers' kill), every member at once: a host
    /// lets a bot answer after the people asked with it, whose picks so far its view
    /// shows, so a group of people and bots settles when it is asked again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub group: bool,
}

impl Prompt {
    /// The suggested deadline when none is set, in seconds.
    pub const TIMEOUT: u32 = 60;

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
            timeout_secs: Prompt::TIMEOUT,
            secret: false,
            pass_only: false,
            subjects: Vec::new(),
            signal: false,
            group: false,
        }
    }

    /// Marks the prompt as one of a group's (see [`Prompt::group`]).
    pub fn of_group(mut self) -> Self {
        self.group = true;
        self
    }

    /// Marks the prompt as one whose only option is to pass (see [`Prompt::pass_only`]).
    /// The default must be that option.
    pub fn only_pass(mut self) -> Self {
        debug_assert_eq!(self.options.len(), 1, "a pass-only prompt has one option");
        self.pass_only = true;
        self
    }

    /// Marks the answer as the player's own signal (see [`Prompt::signal`]).
    pub fn as_signal(mut self) -> Self {
        self.signal = true;
        self
    }

    /// Whether the seat has no choice to make: it may only pass, or there is exactly one
    /// legal answer (a single option to pick, or every option to pick), and the answer is
    /// not the player's signal. A host may answer such a prompt with its default for the
    /// player, as it answers a pass-only one.
    pub fn forced(&self) -> bool {
        if self.signal {
            return false;
        }
        let n = self.options.len();
        self.pass_only
            || (n == 1 && self.min >= 1)
            || (n > 0 && self.min as usize == n && self.max as usize == n)
    }

    /// Groups the options under subjects: `f` gives an option's subject (a card face) and
    /// its label within the subject, or `None` to leave it ungrouped (a pass). Options with
    /// equal faces share a subject; an option identical to an earlier one (same subject,
    /// same short label, same seat) is dropped, and the default follows its twin.
    pub fn grouped(self, f: impl Fn(&Choice) -> Option<(CardFace, Text)>) -> Self {
        self.grouped_at(|_, c| f(c)).0
    }

    /// [`Prompt::grouped`], where `f` is also told the option's index (as offered), and
    /// which gives back, per option offered, the index of the option it became.
    pub fn grouped_at(
        mut self,
        mut f: impl FnMut(usize, &Choice) -> Option<(CardFace, Text)>,
    ) -> (Self, Vec<usize>) {
        let mut subjects: Vec<CardFace> = Vec::new();
        let mut kept: Vec<Choice> = Vec::with_capacity(self.options.len());
        let mut remap: Vec<usize> = Vec::with_capacity(self.options.len());
        for (at, mut c) in std::mem::take(&mut self.options).into_iter().enumerate() {
            if let Some((face, short)) = f(at, &c) {
                let i = match subjects.iter().position(|s| *s == face) {
                    Some(i) => i,
                    None => {
                        subjects.push(face);
                        subjects.len() - 1
                    }
                };
                c.subject = Some(i as u16);
                c.short = Some(short);
            }
            let twin = kept.iter().position(|k| {
                k.subject.is_some()
                    && k.subject == c.subject
                    && k.short == c.short
                    && k.seat == c.seat
            });
            match twin {
                Some(t) => remap.push(t),
                None => {
                    remap.push(kept.len());
                    kept.push(c);
                }
            }
        }
        self.options = kept;
        self.subjects = subjects;
        let mut default: Vec<usize> = self.default.iter().map(|&d| remap[d]).collect();
        default.dedup();
        self.default = default;
        (self, remap)
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
    /// Prompts opened so far, per seat.
    asked: Vec<u32>,
    open: Vec<Prompt>,
}

impl PromptBook {
    /// An empty book.
    pub fn new() -> Self {
        PromptBook {
            asked: Vec::new(),
            open: Vec::new(),
        }
    }

    /// Opens a prompt and returns its fresh id (see [`PromptId`]: numbered per seat).
    pub fn open(&mut self, mut p: Prompt) -> PromptId {
        debug_assert!(!p.options.is_empty(), "a prompt needs options");
        debug_assert!(p.check_choice(&p.default).is_ok(), "default must be legal");
        let i = p.seat.index();
        if self.asked.len() <= i {
            self.asked.resize(i + 1, 0);
        }
        self.asked[i] += 1;
        let id = PromptId::of(p.seat, self.asked[i]);
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
    fn ids_count_each_seats_own_prompts_only() {
        let mut book = PromptBook::new();
        let a1 = book.open(yes_no(Seat(0)));
        for _ in 0..5 {
            let other = book.open(yes_no(Seat(3)));
            book.close(other);
        }
        let a2 = book.open(yes_no(Seat(0)));
        assert_eq!(
            (a1, a2),
            (PromptId::of(Seat(0), 1), PromptId::of(Seat(0), 2))
        );
        assert_eq!(a2.to_string(), "#1.2");
        assert_ne!(PromptId::of(Seat(3), 1), a1, "ids differ across seats");
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
    fn grouping_puts_options_under_their_card_and_merges_identical_ones() {
        use crate::scene::{CardFace, Tone};
        let red = CardFace::new(Text::new("截获", "Intercept"), Tone::Red);
        let opt = |k: &str, seat: Option<u8>| {
            let c = Choice::owned(k.into(), Text::owned(k.into(), k.into()));
            match seat {
                Some(s) => c.naming(Seat(s)),
                None => c,
            }
        };
        let p = Prompt::one(
            Seat(0),
            "t.use",
            Text::new("出牌", "Play"),
            vec![
                opt("pass", None),
                opt("lock:c1:seat:2", Some(2)),
                opt("lock:c7:seat:2", Some(2)),
                opt("lock:c1:seat:3", Some(3)),
            ],
        )
        .with_default(vec![2])
        .grouped(|c| (c.key != "pass").then(|| (red.clone(), c.seat.map(Seat::label).unwrap())));
        assert_eq!(p.subjects, vec![red]);
        let keys: Vec<&str> = p.options.iter().map(|c| c.key.as_ref()).collect();
        assert_eq!(keys, ["pass", "lock:c1:seat:2", "lock:c1:seat:3"]);
        assert_eq!(p.options[0].subject, None);
        assert_eq!(p.options[2].subject, Some(0));
        assert_eq!(p.default, vec![1], "the default follows its twin");
    }

    #[test]
    fn a_prompt_with_one_legal_answer_is_forced_unless_it_is_a_signal() {
        let one = Prompt::one(
            Seat(0),
            "t.end",
            Text::new("出牌", "Play"),
            vec![Choice::new("end", Text::new("结束出牌阶段", "End"))],
        );
        assert!(one.forced(), "a single option to pick");
        assert!(
            !one.clone().with_pick(0, 1).forced(),
            "none is an answer too"
        );
        assert!(
            !one.clone().as_signal().forced(),
            "a speech's end is the player's"
        );
        assert!(!yes_no(Seat(0)).forced(), "two options");
        assert!(
            yes_no(Seat(0)).with_pick(2, 2).forced(),
            "both must be picked"
        );
        assert!(!yes_no(Seat(0)).with_pick(1, 2).forced());
    }

    #[test]
    fn errors_serialize_with_a_code() {
        let e = AnswerError::StalePrompt { id: PromptId(4) };
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["code"], "stale_prompt");
        assert!(e.to_string().contains("#4"));
        let e = AnswerError::StalePrompt {
            id: PromptId::of(Seat(2), 7),
        };
        assert!(e.to_string().contains("#3.7"), "{e}");
    }
}
