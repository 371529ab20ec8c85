//! The one question most skills ask: a prompt to one player, whose answer goes to the
//! skill's next step (a function of its module), with what the skill remembers so far.
//! A skill whose steps do not fit this shape keeps its own type (`DynProcess`).

use tianhei_core::{
    Seat, Text,
    cards::{Ask, DynProcess, Input, Step},
};

use crate::diezhan::{
    deck::{CardId, Colour, Colours, Kind},
    frame::{Frame, Ret},
    opt::{Aim, Opt},
    state::Game,
};

/// What a skill remembers between its questions.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Memo {
    pub(crate) seat: Option<Seat>,
    pub(crate) other: Option<Seat>,
    pub(crate) card: Option<CardId>,
    pub(crate) cards: Vec<CardId>,
    pub(crate) kind: Option<Kind>,
}

/// The next step: the asked player, the memo, the options chosen; a frame to run next.
pub(crate) type Then = fn(&mut Game, Seat, Memo, &[Opt]) -> Option<Frame>;

/// A question of a skill.
#[derive(Clone, Debug)]
pub(crate) struct Question {
    seat: Seat,
    kind: &'static str,
    text: Text,
    opts: Vec<Opt>,
    pick: (u8, u8),
    memo: Memo,
    then: Then,
}

impl Question {
    /// `seat` picks one of `opts`; with none, the next step runs with nothing chosen.
    pub(crate) fn one(
        seat: Seat,
        kind: &'static str,
        text: Text,
        opts: Vec<Opt>,
        memo: Memo,
        then: Then,
    ) -> Frame {
        Question {
            seat,
            kind,
            text,
            opts,
            pick: (1, 1),
            memo,
            then,
        }
        .frame()
    }

    /// `seat` picks between `min` and `max` of `opts`.
    pub(crate) fn many(
        seat: Seat,
        kind: &'static str,
        text: Text,
        opts: Vec<Opt>,
        (min, max): (u8, u8),
        memo: Memo,
        then: Then,
    ) -> Frame {
        let max = max.min(opts.len() as u8);
        Question {
            seat,
            kind,
            text,
            opts,
            pick: (min.min(max), max),
            memo,
            then,
        }
        .frame()
    }

    fn frame(self) -> Frame {
        Frame::Skill(tianhei_core::cards::Boxed::new(self))
    }
}

impl DynProcess<Frame> for Question {
    fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let chosen: Vec<Opt> = match input {
            Input::Answer(a) => a.chosen.to_vec(),
            _ if self.opts.is_empty() || self.pick.1 == 0 => Vec::new(),
            _ => {
                let opts = std::mem::take(&mut self.opts);
                let ask = if self.pick == (1, 1) {
                    Ask::one(self.seat, self.kind, self.text.clone(), opts)
                } else {
                    Ask::many(self.seat, self.kind, self.text.clone(), opts, self.pick)
                };
                return g.ask(ask);
            }
        };
        match (self.then)(g, self.seat, std::mem::take(&mut self.memo), &chosen) {
            Some(f) => Step::Become(f),
            None => Step::Done(Ret::None),
        }
    }

    fn boxed(&self) -> Box<dyn DynProcess<Frame>> {
        Box::new(self.clone())
    }
}

/// `s`'s hand cards as options.
pub(crate) fn hand_opts(g: &Game, s: Seat) -> Vec<Opt> {
    g.hand(s).iter().map(|&card| Opt::Pick { card }).collect()
}

/// Living players but `s`, from `s` on, as options, with what is done to the one chosen.
pub(crate) fn others(g: &Game, s: Seat, aim: Aim) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| t != s)
        .map(|seat| Opt::Seat { seat, aim })
        .collect()
}

/// Living players with a card in hand (`s` too), as options.
pub(crate) fn with_hand(g: &Game, s: Seat, aim: Aim) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| !g.hand(t).is_empty())
        .map(|seat| Opt::Seat { seat, aim })
        .collect()
}

/// Other living players with a card in hand, as options.
pub(crate) fn others_with_hand(g: &Game, s: Seat, aim: Aim) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .filter(|&t| t != s && !g.hand(t).is_empty())
        .map(|seat| Opt::Seat { seat, aim })
        .collect()
}

/// Every living player's intel (of `colour`, if given), as options.
pub(crate) fn all_intel(g: &Game, s: Seat, colour: Option<Colour>) -> Vec<Opt> {
    g.alive_from(s)
        .into_iter()
        .flat_map(|t| g.intel_opts(t, colour))
        .collect()
}

/// `s`'s hand cards for which `keep` holds, as options.
pub(crate) fn hand_where(g: &Game, s: Seat, keep: impl Fn(Colours) -> bool) -> Vec<Opt> {
    g.hand(s)
        .iter()
        .filter(|&&c| keep(g.card(c).colours))
        .map(|&card| Opt::Pick { card })
        .collect()
}

/// The cards picked.
pub(crate) fn picked(chosen: &[Opt]) -> Vec<CardId> {
    chosen
        .iter()
        .filter_map(|o| match *o {
            Opt::Pick { card } | Opt::Intel { card, .. } => Some(card),
            _ => None,
        })
        .collect()
}

/// The player picked.
pub(crate) fn seat_of(chosen: &[Opt]) -> Option<Seat> {
    chosen.iter().find_map(|o| match *o {
        Opt::Seat { seat, .. } => Some(seat),
        _ => None,
    })
}
