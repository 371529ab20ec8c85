//! Typed asks: a prompt book over a card game's own option type. The game offers values
//! of its option type (`Use { card, target }`, `Pass`); the book makes the prompt hosts
//! see (keys, labels, seats, grouping under a card, identical options merged, pass-only
//! and secret prompts, how many to pick) and gives the answer back as the options chosen,
//! typed. Keys and labels are made in one place per game: its [`Offer`] impl.

use std::fmt;

use crate::{
    prompt::{AnswerError, Choice, Prompt, PromptBook, PromptId},
    scene::CardFace,
    seat::Seat,
    text::Text,
};

/// An option a card game offers.
pub trait Offer: Clone + fmt::Debug {
    /// The option as hosts and records see it: its stable key (`lock:c3:seat:2`), its
    /// label, the seat it names, the detail to read before picking it. A game with many
    /// prompts interns these (the key is the only string made per option).
    fn choice(&self) -> Choice;

    /// The card it uses and its label within that card (`对3号`), so a host asks "which
    /// card", then "which target"; `None` for options of no card (a pass, accept).
    fn subject(&self) -> Option<(CardFace, Text)> {
        None
    }

    /// Whether choosing it does nothing but pass. A prompt of nothing else is pass-only
    /// (unless it is secret: then nobody may learn it had no choice).
    fn is_pass(&self) -> bool {
        false
    }
}

/// A question to one seat, in the game's option type.
#[derive(Clone, Debug)]
pub struct Ask<O> {
    seat: Seat,
    kind: &'static str,
    text: Text,
    options: Vec<O>,
    min: u8,
    max: u8,
    default: Vec<usize>,
    secret: bool,
    timeout: Option<u32>,
}

impl<O: Offer> Ask<O> {
    /// Pick exactly one of `options`; the default is the first.
    pub fn one(seat: Seat, kind: &'static str, text: Text, options: Vec<O>) -> Self {
        Ask {
            seat,
            kind,
            text,
            options,
            min: 1,
            max: 1,
            default: vec![0],
            secret: false,
            timeout: None,
        }
    }

    /// Pick from `min` to `max` options; the default is the first `min`.
    pub fn pick(mut self, min: u8, max: u8) -> Self {
        self.min = min;
        self.max = max;
        self.default = (0..min as usize).collect();
        self
    }

    /// The default answer (indices into the options offered).
    pub fn default_to(mut self, default: Vec<usize>) -> Self {
        self.default = default;
        self
    }

    /// Asked in secret: no public view may show it is open, and it is never pass-only.
    pub fn secret(mut self) -> Self {
        self.secret = true;
        self
    }

    /// The suggested deadline.
    pub fn timeout(mut self, secs: u32) -> Self {
        self.timeout = Some(secs);
        self
    }

    /// The seat asked.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The prompt hosts see, and per option shown the option it stands for.
    fn build(self) -> (Prompt, Vec<O>) {
        let pass_only = !self.secret && self.options.iter().all(Offer::is_pass);
        let choices: Vec<Choice> = self.options.iter().map(Offer::choice).collect();
        let subjects: Vec<Option<(CardFace, Text)>> =
            self.options.iter().map(Offer::subject).collect();
        let mut p = Prompt::one(self.seat, self.kind, self.text, choices)
            .with_pick(self.min, self.max)
            .with_default(self.default);
        if let Some(t) = self.timeout {
            p = p.with_timeout(t);
        }
        if self.secret {
            p = p.secret();
        }
        if pass_only && p.options.len() == 1 {
            p = p.only_pass();
        }
        // Group under the cards; an option identical to an earlier one is merged into it.
        let mut kept: Vec<O> = Vec::with_capacity(self.options.len());
        if subjects.iter().any(Option::is_some) {
            let keys: Vec<String> = p.options.iter().map(|c| c.key.to_string()).collect();
            let by_key = |c: &Choice| keys.iter().position(|k| *k == c.key);
            p = p.grouped(|c| by_key(c).and_then(|i| subjects[i].clone()));
            for c in &p.options {
                let i = by_key(c).expect("a kept option is one offered");
                kept.push(self.options[i].clone());
            }
        } else {
            kept = self.options;
        }
        (p, kept)
    }
}

/// An accepted answer: the prompt it answered and the options chosen, typed.
#[derive(Clone, Debug, PartialEq)]
pub struct Answer<O> {
    /// Who answered.
    pub seat: Seat,
    /// The prompt's kind.
    pub kind: &'static str,
    /// The options chosen, in the order picked.
    pub chosen: Vec<O>,
}

impl<O> Answer<O> {
    /// The one option of a pick-one prompt.
    pub fn one(&self) -> Option<&O> {
        self.chosen.first()
    }
}

/// The open asks of a game: prompts for the hosts, typed options for the game and its
/// bots. A refused answer changes nothing.
#[derive(Clone, Debug)]
pub struct Asks<O> {
    book: PromptBook,
    open: Vec<(PromptId, &'static str, Vec<O>)>,
}

impl<O> Default for Asks<O> {
    fn default() -> Self {
        Asks {
            book: PromptBook::new(),
            open: Vec::new(),
        }
    }
}

impl<O: Offer> Asks<O> {
    /// No open asks.
    pub fn new() -> Self {
        Self::default()
    }

    /// Opens `ask`; its id.
    pub fn open(&mut self, ask: Ask<O>) -> PromptId {
        let kind = ask.kind;
        let (p, options) = ask.build();
        let id = self.book.open(p);
        self.open.push((id, kind, options));
        id
    }

    /// The open prompts, oldest first (what hosts show).
    pub fn prompts(&self) -> &[Prompt] {
        self.book.list()
    }

    /// The typed options of open prompt `id`, in the prompt's order (what a bot reads).
    pub fn offers(&self, id: PromptId) -> Option<&[O]> {
        self.open
            .iter()
            .find(|(i, ..)| *i == id)
            .map(|(_, _, o)| o.as_slice())
    }

    /// Whether `seat` has an open prompt.
    pub fn is_asked(&self, seat: Seat) -> bool {
        self.book.is_asked(seat)
    }

    /// Checks and closes prompt `id` answered by `seat` with option indices `choice`;
    /// the options chosen. Refused (nothing changed) when stale, another seat's, or not
    /// a legal pick.
    pub fn answer(
        &mut self,
        seat: Seat,
        id: PromptId,
        choice: &[usize],
    ) -> Result<Answer<O>, AnswerError> {
        self.book.check(seat, id, choice)?;
        self.book.close(id);
        let at = self
            .open
            .iter()
            .position(|(i, ..)| *i == id)
            .expect("an open prompt has its options");
        let (_, kind, options) = self.open.remove(at);
        Ok(Answer {
            seat,
            kind,
            chosen: choice.iter().map(|&i| options[i].clone()).collect(),
        })
    }

    /// Withdraws every open prompt.
    pub fn clear(&mut self) {
        self.book.clear();
        self.open.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scene::Tone;

    #[derive(Clone, Debug, PartialEq)]
    enum Opt {
        Pass,
        Lock { card: u8, target: Seat },
    }

    impl Offer for Opt {
        fn choice(&self) -> Choice {
            match *self {
                Opt::Pass => Choice::new("pass", Text::new("让过", "Pass")),
                Opt::Lock { card, target } => Choice::owned(
                    format!("lock:c{card}:seat:{}", target.0),
                    Text::owned(format!("对{}号锁定", target.number()), "Lock".into()),
                )
                .naming(target),
            }
        }
        fn subject(&self) -> Option<(CardFace, Text)> {
            match *self {
                Opt::Pass => None,
                // Cards 1 and 7 look the same: their options merge.
                Opt::Lock { target, .. } => Some((
                    CardFace::new(Text::new("锁定", "Lock"), Tone::Blue),
                    target.label(),
                )),
            }
        }
        fn is_pass(&self) -> bool {
            *self == Opt::Pass
        }
    }

    #[test]
    fn an_answer_comes_back_as_the_typed_options_chosen() {
        let mut asks = Asks::new();
        let id = asks.open(Ask::one(
            Seat(0),
            "t.use",
            Text::new("出牌", "Play"),
            vec![
                Opt::Pass,
                Opt::Lock {
                    card: 1,
                    target: Seat(2),
                },
                Opt::Lock {
                    card: 7,
                    target: Seat(2),
                },
                Opt::Lock {
                    card: 1,
                    target: Seat(3),
                },
            ],
        ));
        let p = &asks.prompts()[0];
        assert_eq!(p.options.len(), 3, "identical options merge");
        assert_eq!(p.subjects.len(), 1, "grouped under the card");
        assert_eq!(asks.offers(id).map(<[Opt]>::len), Some(3));
        assert!(
            asks.answer(Seat(1), id, &[0]).is_err(),
            "another seat's prompt"
        );
        assert!(asks.answer(Seat(0), id, &[5]).is_err(), "no such option");
        assert!(asks.is_asked(Seat(0)), "a refused answer changes nothing");
        let a = asks.answer(Seat(0), id, &[2]).expect("legal");
        assert_eq!(
            a.one(),
            Some(&Opt::Lock {
                card: 1,
                target: Seat(3)
            })
        );
        assert_eq!(a.kind, "t.use");
        assert!(asks.answer(Seat(0), id, &[0]).is_err(), "stale");
    }

    #[test]
    fn a_prompt_of_passes_only_is_pass_only_unless_secret() {
        let mut asks: Asks<Opt> = Asks::new();
        asks.open(Ask::one(Seat(0), "t", Text::new("?", "?"), vec![Opt::Pass]));
        asks.open(Ask::one(Seat(1), "t", Text::new("?", "?"), vec![Opt::Pass]).secret());
        assert!(asks.prompts()[0].pass_only);
        assert!(!asks.prompts()[1].pass_only && asks.prompts()[1].secret);
    }

    #[test]
    fn several_picks_come_back_in_the_order_picked() {
        let mut asks = Asks::new();
        let opts: Vec<Opt> = (0..4)
            .map(|i| Opt::Lock {
                card: i,
                target: Seat(i),
            })
            .collect();
        let id = asks
            .open(Ask::one(Seat(0), "t.discard", Text::new("弃牌", "Discard"), opts).pick(2, 2));
        assert_eq!(asks.prompts()[0].default, vec![0, 1]);
        let a = asks.answer(Seat(0), id, &[3, 1]).expect("legal");
        assert_eq!(
            a.chosen,
            vec![
                Opt::Lock {
                    card: 3,
                    target: Seat(3)
                },
                Opt::Lock {
                    card: 1,
                    target: Seat(1)
                }
            ]
        );
    }
}
