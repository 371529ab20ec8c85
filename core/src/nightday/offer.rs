//! Typed options: what each option of a night/day prompt means. The kit's prompts offer
//! [`Opt`]s (a seat, pass, abstain, done, run…) and a game adds its own ([`Opt::Game`], a
//! type of the game's implementing [`Offer`]); an answer comes back as the option chosen,
//! typed, and bots read the same list from their view. The key hosts and records see is
//! made in one place, [`Opt::key`], from the typed option.

use std::{borrow::Cow, fmt};

use rand::seq::IndexedRandom;

use crate::{prompt::Choice, rng::GameRng, seat::Seat, text::Text};

/// An option a night/day game adds to the kit's prompts (a potion, a claim, a 自爆).
pub trait Offer: Copy + Eq + fmt::Debug + Send + Sync + 'static {
    /// Its stable key, as hosts and records see it.
    fn key(&self) -> Cow<'static, str>;
    /// The seat it names, if any (a night pick's target; hosts draw seat pickers from it).
    fn seat(&self) -> Option<Seat> {
        None
    }
}

/// A game with no options of its own.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NoOffer {}

impl Offer for NoOffer {
    fn key(&self) -> Cow<'static, str> {
        match *self {}
    }
}

/// What an option of a night/day prompt means.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opt<X> {
    /// A seat: a vote, a night pick, a shot, the badge passed on.
    Seat(Seat),
    /// Do nothing (use no power, confirm).
    Pass,
    /// Vote for nobody.
    Abstain,
    /// A speech or last words are over.
    Done,
    /// Run for sheriff.
    Run,
    /// Stay as one is: not run, or keep running.
    Stay,
    /// Withdraw from the election (退水).
    Withdraw,
    /// The sheriff has the speeches go left.
    Left,
    /// The sheriff has the speeches go right.
    Right,
    /// Tear the badge.
    Tear,
    /// The game's own.
    Game(X),
}

impl<X: Offer> Opt<X> {
    /// The stable key hosts and records see.
    pub fn key(&self) -> Cow<'static, str> {
        match self {
            Opt::Seat(s) => s.key(),
            Opt::Pass => "pass".into(),
            Opt::Abstain => "abstain".into(),
            Opt::Done => "done".into(),
            Opt::Run => "run".into(),
            Opt::Stay => "stay".into(),
            Opt::Withdraw => "withdraw".into(),
            Opt::Left => "left".into(),
            Opt::Right => "right".into(),
            Opt::Tear => "tear".into(),
            Opt::Game(x) => x.key(),
        }
    }

    /// The seat it names, if any.
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Opt::Seat(s) => Some(*s),
            Opt::Game(x) => x.seat(),
            _ => None,
        }
    }

    /// The seat, if the option is a seat itself ([`Opt::Seat`]; not a game option that
    /// names one, such as a potion or a claim): what a bot's seat picks look at.
    pub fn as_seat(&self) -> Option<Seat> {
        match self {
            Opt::Seat(s) => Some(*s),
            _ => None,
        }
    }

    /// The option as hosts see it, read as `label`.
    pub fn choice(&self, label: Text) -> Choice {
        Choice {
            key: self.key(),
            label,
            seat: self.seat(),
            subject: None,
            short: None,
            detail: None,
        }
    }
}

/// An option offered: what it means and how hosts show it (made from the meaning).
#[derive(Clone, Debug)]
pub struct Offered<X> {
    /// What it means.
    pub opt: Opt<X>,
    /// How hosts show it; its key and seat come from [`Offered::opt`].
    pub choice: Choice,
}

impl<X: Offer> Offered<X> {
    /// `opt`, read as `label`.
    pub fn new(opt: Opt<X>, label: Text) -> Self {
        Offered {
            choice: opt.choice(label),
            opt,
        }
    }

    /// A seat, read as its number (`3号`).
    pub fn seat(s: Seat) -> Self {
        Offered::new(Opt::Seat(s), s.label())
    }

    /// The game's own option `x`, read as `label`.
    pub fn game(x: X, label: Text) -> Self {
        Offered::new(Opt::Game(x), label)
    }
}

/// The options as hosts see them, and what each means, in the same order.
pub fn split<X>(offered: Vec<Offered<X>>) -> (Vec<Choice>, Vec<Opt<X>>) {
    offered.into_iter().map(|o| (o.choice, o.opt)).unzip()
}

/// How a bot finds its answer among a prompt's typed options (its view's `offers`).
pub trait Offers<X> {
    /// The index of the option that means `opt`.
    fn index_of(&self, opt: Opt<X>) -> Option<usize>;
    /// The index of an option, drawn at random, that is a seat `keep` accepts.
    fn random_seat(&self, rng: &mut GameRng, keep: impl Fn(Seat) -> bool) -> Option<usize>;
}

impl<X: PartialEq> Offers<X> for [Opt<X>] {
    fn index_of(&self, opt: Opt<X>) -> Option<usize> {
        self.iter().position(|o| *o == opt)
    }

    fn random_seat(&self, rng: &mut GameRng, keep: impl Fn(Seat) -> bool) -> Option<usize> {
        let good: Vec<usize> = (0..self.len())
            .filter(|&i| match self[i] {
                Opt::Seat(s) => keep(s),
                _ => false,
            })
            .collect();
        good.choose(rng).copied()
    }
}
