//! Typed asks: a prompt book over a card game's own option type. The game offers values
//! of its option type (`Use { card, target }`, `Pass`); the book makes the prompt hosts
//! see (keys, labels, seats, grouping under a card, identical options merged, pass-only
//! and secret prompts, how many to pick) and gives the answer back as the options chosen,
//! typed. Keys and labels are made in one place per game: its [`Offer`] impl.

use std::{borrow::Cow, fmt};

use crate::{
    prompt::{AnswerError, Choice, Prompt, PromptBook, PromptId},
    scene::CardFace,
    seat::Seat,
    text,
    text::Text,
};

/// An option a card game offers, labelled with the help of `Cx` (the game's state, for a
/// game whose labels read it; `()` for one whose options label themselves).
pub trait Offer<Cx: ?Sized = ()>: Clone + PartialEq + fmt::Debug {
    /// The option as hosts and records see it: its stable key (`lock:c3:seat:2`), its
    /// label, the seat it names, the detail to read before picking it. A game with many
    /// prompts interns these (the key is the only string made per option).
    fn choice(&self, cx: &Cx) -> Choice;

    /// The card it uses and its label within that card (`对3号`), so a host asks "which
    /// card", then "which target"; `None` for options of no card (a pass, accept). `kind`
    /// is the prompt's (a card is "played" in one prompt and "discarded" in another);
    /// `choice` is this option's.
    fn subject(&self, cx: &Cx, kind: &str, choice: &Choice) -> Option<(CardFace, Text)> {
        let _ = (cx, kind, choice);
        None
    }

    /// Whether choosing it does nothing but pass. A prompt of nothing else is pass-only
    /// (unless it is secret: then nobody may learn it had no choice).
    fn is_pass(&self) -> bool {
        false
    }

    /// Whether it reads the same to the player as `other` (`mine` and `theirs` are their
    /// choices): two copies of a card used on the same target are one option, the first
    /// offered. By default, options with the same label.
    fn reads_as(&self, other: &Self, mine: &Choice, theirs: &Choice) -> bool {
        let _ = other;
        mine.label == theirs.label
    }

    /// Optional, for speed: an option that reads the same to the player as every option
    /// whose reading is equal to it (a card replaced by the first copy of its face). A
    /// game gives one for every option or for none; with readings, the kit merges the
    /// options by them alone before it makes any choice, and [`Offer::reads_as`] is not
    /// asked. `None` (the default): options are merged by [`Offer::reads_as`].
    fn reading(&self) -> Option<Self> {
        None
    }

    /// Hands `f` its choice and its subject in a prompt of `kind` ([`Offer::choice`] and
    /// [`Offer::subject`] in one call): a game that keeps them made lends them, and the
    /// kit clones only what it shows.
    fn shown<R>(&self, cx: &Cx, kind: &str, f: impl FnOnce(Shown<'_>) -> R) -> R {
        let c = self.choice(cx);
        let subject = self
            .subject(cx, kind, &c)
            .map(|(face, short)| (Cow::Owned(face), Cow::Owned(short)));
        f(Shown {
            choice: Cow::Owned(c),
            subject,
        })
    }
}

/// An option's choice and subject (its card and its label within it), owned or lent:
/// what [`Offer::shown`] hands over.
#[derive(Debug)]
pub struct Shown<'a> {
    /// The option as hosts see it.
    pub choice: Cow<'a, Choice>,
    /// The card it uses and its label within that card.
    pub subject: Option<(Cow<'a, CardFace>, Cow<'a, Text>)>,
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
    many: bool,
    default: Vec<usize>,
    secret: bool,
    timeout: Option<u32>,
}

impl<O> Ask<O> {
    /// Pick exactly one of `options`; the default is the first. Options that read the
    /// same are merged (the first kept); with several left, they are grouped under the
    /// cards they use.
    pub fn one(seat: Seat, kind: &'static str, text: Text, options: Vec<O>) -> Self {
        Ask {
            seat,
            kind,
            text,
            options,
            min: 1,
            max: 1,
            many: false,
            default: vec![0],
            secret: false,
            timeout: None,
        }
    }

    /// Pick from `min` to `max` of `options` (cards to discard, to give); the default is
    /// the first `min`. Nothing is merged: copies that read the same are told apart
    /// (`（第2张）`), so each can be picked.
    pub fn many(
        seat: Seat,
        kind: &'static str,
        text: Text,
        options: Vec<O>,
        (min, max): (u8, u8),
    ) -> Self {
        Ask {
            min,
            max,
            many: true,
            default: (0..min as usize).collect(),
            ..Ask::one(seat, kind, text, options)
        }
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

    /// The prompt hosts see, labelled with `cx`'s help, and per option shown the option
    /// it stands for: what [`Asks::open`] takes.
    pub fn made<Cx: ?Sized>(self, cx: &Cx) -> Made<O>
    where
        O: Offer<Cx>,
    {
        let Ask {
            seat,
            kind,
            text,
            options,
            min,
            max,
            many,
            default,
            secret,
            timeout,
        } = self;
        let (kept, shown, subjects, default) = if many {
            // Several picks: nothing merged, copies told apart.
            let mut choices: Vec<Choice> = options.iter().map(|o| o.choice(cx)).collect();
            tell_copies_apart(&mut choices);
            (options, choices, Vec::new(), default)
        } else if options.len() == 1 {
            // A lone option (most often a 让过): nothing to merge or group.
            let choices = vec![options[0].choice(cx)];
            let default = default.into_iter().filter(|&d| d == 0).take(1).collect();
            (options, choices, Vec::new(), default)
        } else {
            merged_grouped(options, cx, kind, default)
        };
        let pass_only = !secret && !many && kept.len() == 1 && kept[0].is_pass();
        Made {
            prompt: Prompt {
                id: PromptId(0),
                seat,
                kind: std::borrow::Cow::Borrowed(kind),
                text,
                options: shown,
                min,
                max,
                default,
                timeout_secs: timeout.unwrap_or(Prompt::TIMEOUT),
                secret,
                pass_only,
                subjects,
                signal: false,
                group: false,
            },
            kind,
            options: kept,
        }
    }
}

/// Options that read the same are the same to the player: the first is offered; then the
/// options kept are grouped under the cards they use (an option identical to an earlier
/// one in its group goes with it). The options kept, their choices, the subjects, and
/// `default` mapped onto them.
fn merged_grouped<Cx: ?Sized, O: Offer<Cx>>(
    mut options: Vec<O>,
    cx: &Cx,
    kind: &str,
    mut default: Vec<usize>,
) -> (Vec<O>, Vec<Choice>, Vec<CardFace>, Vec<usize>) {
    let n = options.len();
    // Merged: the options kept move to the front, in the order offered.
    let mut kept = 0;
    if let Some(first) = options.first().and_then(Offer::reading) {
        // On the readings alone: choices are made below, for the options kept only.
        let mut read: Vec<O> = Vec::with_capacity(n);
        read.push(first);
        kept = 1;
        for i in 1..n {
            let r = options[i].reading().unwrap_or_else(|| options[i].clone());
            let to = match read.iter().position(|k| r == *k) {
                Some(t) => t,
                None => {
                    read.push(r);
                    options.swap(kept, i);
                    kept += 1;
                    kept - 1
                }
            };
            follow(&mut default, i, to);
        }
        options.truncate(kept);
        let several = kept > 1;
        grouped(options, default, several, |o, g| {
            o.shown(cx, kind, |x| g.place(x.choice, x.subject))
        })
    } else {
        let mut read: Vec<(O, Choice)> = Vec::with_capacity(n);
        for i in 0..n {
            let c = options[i].choice(cx);
            let r = options[i].clone();
            let to = match read.iter().position(|(k, kc)| r.reads_as(k, &c, kc)) {
                Some(t) => t,
                None => {
                    read.push((r, c));
                    options.swap(kept, i);
                    kept += 1;
                    kept - 1
                }
            };
            follow(&mut default, i, to);
        }
        options.truncate(kept);
        let several = kept > 1;
        let mut choices = read.into_iter().map(|(_, c)| c);
        grouped(options, default, several, |o, g| {
            let c = choices.next().expect("a choice per option kept");
            let subject = if several {
                o.subject(cx, kind, &c)
            } else {
                None
            };
            g.place(c, subject)
        })
    }
}

/// The default's picks of option `from` now pick option `to` (`to` ≤ `from`: options are
/// only ever moved forward, so a pick mapped already is never mapped again).
fn follow(default: &mut [usize], from: usize, to: usize) {
    for d in default.iter_mut().filter(|d| **d == from) {
        *d = to;
    }
}

/// The options kept grouped under their subjects (when `several`), with their choices
/// and subjects from `show` (which hands each option's to [`Grouping::place`]): an
/// option identical to an earlier one of its subject (same short label, same seat) goes
/// with it, and the default follows it.
fn grouped<O>(
    mut options: Vec<O>,
    mut default: Vec<usize>,
    several: bool,
    mut show: impl FnMut(&O, &mut Grouping) -> Option<usize>,
) -> (Vec<O>, Vec<Choice>, Vec<CardFace>, Vec<usize>) {
    let m = options.len();
    // Picks of options that were never offered are dropped.
    default.retain(|&d| d < m);
    let mut g = Grouping {
        several,
        choices: Vec::with_capacity(m),
        subjects: Vec::new(),
    };
    for j in 0..m {
        let to = match show(&options[j], &mut g) {
            Some(twin) => twin,
            None => {
                let to = g.choices.len() - 1;
                options.swap(to, j);
                to
            }
        };
        follow(&mut default, j, to);
    }
    options.truncate(g.choices.len());
    default.dedup();
    (options, g.choices, g.subjects, default)
}

/// The choices and subjects of a prompt being grouped.
struct Grouping {
    several: bool,
    choices: Vec<Choice>,
    subjects: Vec<CardFace>,
}

impl Grouping {
    /// Adds an option's choice, under its subject; or, when it is identical to an earlier
    /// option of its subject, the index of that one (and adds nothing).
    #[inline(always)]
    fn place<C, F, S>(&mut self, choice: C, subject: Option<(F, S)>) -> Option<usize>
    where
        C: Part<Choice>,
        F: Part<CardFace>,
        S: Part<Text>,
    {
        let (face, short) = match subject {
            Some(s) if self.several => s,
            _ => {
                self.choices.push(choice.owned());
                return None;
            }
        };
        let i = match self.subjects.iter().position(|f| same_face(f, face.part())) {
            Some(i) => {
                let twin = self.choices.iter().position(|k| {
                    k.subject == Some(i as u16)
                        && k.short.as_ref().is_some_and(|s| same_text(s, short.part()))
                        && k.seat == choice.part().seat
                });
                if twin.is_some() {
                    return twin;
                }
                i
            }
            None => {
                self.subjects.push(face.owned());
                self.subjects.len() - 1
            }
        };
        let mut c = choice.owned();
        c.subject = Some(i as u16);
        c.short = Some(short.owned());
        self.choices.push(c);
        None
    }
}

/// A part of an option's look, owned or lent: a lent one is cloned only when kept.
trait Part<T> {
    /// The part, to compare.
    fn part(&self) -> &T;
    /// The part, to keep.
    fn owned(self) -> T;
}

impl<T> Part<T> for T {
    #[inline(always)]
    fn part(&self) -> &T {
        self
    }
    #[inline(always)]
    fn owned(self) -> T {
        self
    }
}

impl<T: Clone> Part<T> for Cow<'_, T> {
    #[inline(always)]
    fn part(&self) -> &T {
        self
    }
    #[inline(always)]
    fn owned(self) -> T {
        self.into_owned()
    }
}

/// Whether two strings are equal, looking first at whether they are the same (strings
/// made once are shared).
fn same(a: &str, b: &str) -> bool {
    (a.as_ptr() == b.as_ptr() && a.len() == b.len()) || a == b
}

/// Whether two texts are equal (see [`same`]).
fn same_text(a: &Text, b: &Text) -> bool {
    same(&a.zh, &b.zh) && same(&a.en, &b.en)
}

/// Whether two faces are equal (see [`same`]).
fn same_face(a: &CardFace, b: &CardFace) -> bool {
    fn same_opt(a: &Option<Text>, b: &Option<Text>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => same_text(a, b),
            (None, None) => true,
            _ => false,
        }
    }
    a.tone == b.tone
        && same_text(&a.name, &b.name)
        && same_opt(&a.corner, &b.corner)
        && same_opt(&a.note, &b.note)
}

/// Labels of copies that read the same get `（第2张）`, `（第3张）`…
fn tell_copies_apart(choices: &mut [Choice]) {
    for i in 1..choices.len() {
        let twins = choices[..i]
            .iter()
            .filter(|o| o.label.zh.starts_with(&*choices[i].label.zh))
            .count();
        if twins > 0 {
            let n = (twins + 1).to_string();
            let c = &mut choices[i];
            c.label = text!("{}（第{}张）", "{} (copy {})", c.label, n);
        }
    }
}

/// An ask made into its prompt: what [`Asks::open`] takes.
#[derive(Clone, Debug)]
pub struct Made<O> {
    prompt: Prompt,
    kind: &'static str,
    options: Vec<O>,
}

impl<O: Offer> From<Ask<O>> for Made<O> {
    fn from(ask: Ask<O>) -> Self {
        ask.made(&())
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

impl<O: Clone> Asks<O> {
    /// No open asks.
    pub fn new() -> Self {
        Self::default()
    }

    /// Opens `ask` (an [`Ask`] of options that label themselves, or one
    /// [made](Ask::made) with the game's help); its id.
    pub fn open(&mut self, ask: impl Into<Made<O>>) -> PromptId {
        let Made {
            prompt,
            kind,
            options,
        } = ask.into();
        let id = self.book.open(prompt);
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

    /// Withdraws the open prompts `which` picks (their answers would come too late).
    pub fn withdraw(&mut self, which: impl Fn(&Prompt) -> bool) {
        let ids: Vec<PromptId> = self
            .book
            .list()
            .iter()
            .filter(|p| which(p))
            .map(|p| p.id)
            .collect();
        for id in ids {
            self.book.close(id);
            self.open.retain(|(i, ..)| *i != id);
        }
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
        fn choice(&self, _: &()) -> Choice {
            match *self {
                Opt::Pass => Choice::new("pass", Text::new("让过", "Pass")),
                Opt::Lock { card, target } => Choice::owned(
                    format!("lock:c{card}:seat:{}", target.0),
                    text!("对{}号锁定", "Lock", target.number()),
                )
                .naming(target),
            }
        }
        fn subject(&self, _: &(), _: &str, _: &Choice) -> Option<(CardFace, Text)> {
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
        let id = asks.open(Ask::many(
            Seat(0),
            "t.discard",
            Text::new("弃牌", "Discard"),
            opts,
            (2, 2),
        ));
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

    /// `Opt` merged by its readings alone: card 7 reads as card 1.
    #[derive(Clone, Debug, PartialEq)]
    struct ByReading(Opt);

    thread_local! {
        static CHOICES_MADE: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    }

    impl Offer for ByReading {
        fn choice(&self, cx: &()) -> Choice {
            CHOICES_MADE.with(|n| n.set(n.get() + 1));
            self.0.choice(cx)
        }
        fn subject(&self, cx: &(), kind: &str, c: &Choice) -> Option<(CardFace, Text)> {
            self.0.subject(cx, kind, c)
        }
        fn is_pass(&self) -> bool {
            self.0.is_pass()
        }
        fn reading(&self) -> Option<Self> {
            Some(match self.0 {
                Opt::Lock { card: 7, target } => ByReading(Opt::Lock { card: 1, target }),
                ref o => ByReading(o.clone()),
            })
        }
    }

    #[test]
    fn merged_by_readings_alone_the_prompt_is_the_same_and_only_kept_options_are_labelled() {
        let lock = |card, t| Opt::Lock {
            card,
            target: Seat(t),
        };
        let opts = vec![Opt::Pass, lock(1, 2), lock(7, 2), lock(1, 3), lock(7, 3)];
        let text = || Text::new("出牌", "Play");
        let by_label = Ask::one(Seat(0), "t.use", text(), opts.clone()).made(&());
        CHOICES_MADE.with(|n| n.set(0));
        let by_reading = Ask::one(
            Seat(0),
            "t.use",
            text(),
            opts.into_iter().map(ByReading).collect(),
        )
        .default_to(vec![2])
        .made(&());
        assert_eq!(
            CHOICES_MADE.with(|n| n.get()),
            3,
            "one choice per option kept"
        );
        assert_eq!(by_reading.prompt.options, by_label.prompt.options);
        assert_eq!(by_reading.prompt.subjects, by_label.prompt.subjects);
        assert_eq!(
            by_reading.prompt.default,
            vec![1],
            "the default follows its twin"
        );
        assert_eq!(
            by_reading.options,
            vec![
                ByReading(Opt::Pass),
                ByReading(lock(1, 2)),
                ByReading(lock(1, 3))
            ]
        );
    }
}
