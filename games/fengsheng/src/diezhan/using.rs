//! A card between its use and its resolution (reference §4.3, §6.1): the timing point
//! where skills answer a card aimed at their owner or used by him before it takes effect —
//! 就计 (take the card once resolved), 观海 (look at the intel), 避风 (nullify it). The
//! point is there only when a skill answers it; otherwise a card resolves at once.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat,
    cards::{Boxed, DynProcess, Input, Step},
};

use super::{
    deck::{CardId, Kind},
    frame::{Event, Frame, Ret},
    opt::{Opt, Use},
    state::{Game, InUse},
};

/// What is used: a main-phase card or a fight card (截获, 误导, 调包).
#[derive(Copy, Clone, Debug)]
pub(crate) enum CardUse {
    Main(Use),
    Fight(Opt),
}

/// A card in use while the skills that answer it run.
#[derive(Clone, Debug)]
pub(crate) struct Using {
    user: Seat,
    what: CardUse,
    /// The point's event, once fired.
    event: Event,
    fired: bool,
}

impl Using {
    /// The frame that fires the point, then resolves the card; `None` when no skill
    /// answers (resolve it at once).
    pub(crate) fn frame(g: &mut Game, user: Seat, what: CardUse) -> Option<Frame> {
        let (kind, target, card) = match what {
            CardUse::Main(u) => (u.kind(), u.target(), u.card()),
            CardUse::Fight(o) => {
                let (kind, card) = fight_kind(o)?;
                (kind, g.pending.as_ref().map(|p| p.holder), card)
            }
        };
        let event = Event::Using { user, kind, target };
        g.point_now(event)?;
        g.in_use = Some(InUse {
            card: Some(card),
            ..InUse::default()
        });
        Some(Frame::Skill(Boxed::new(Using {
            user,
            what,
            event,
            fired: false,
        })))
    }
}

/// The kind a fight option uses its card as, and the card.
fn fight_kind(o: Opt) -> Option<(Kind, CardId)> {
    match o {
        Opt::Intercept { card } => Some((Kind::Intercept, card)),
        Opt::Mislead { card, .. } => Some((Kind::Mislead, card)),
        Opt::Switch { card } => Some((Kind::Switch, card)),
        _ => None,
    }
}

impl DynProcess<Frame> for Using {
    fn step(&mut self, g: &mut Game, _: Input<Ret, Opt>) -> Step<Frame> {
        if !self.fired {
            self.fired = true;
            if let Some(point) = g.point_now(self.event) {
                return Step::Call(point);
            }
        }
        let void = g.in_use.is_some_and(|u| u.void);
        match self.what {
            CardUse::Main(u) => match g.use_main(self.user, u) {
                Some(effect) => Step::Become(Frame::Effect(effect)),
                None => Step::Done(Ret::None),
            },
            CardUse::Fight(o) if void => {
                let (kind, card) = fight_kind(o).expect("a fight card");
                g.in_use = None;
                let l = super::opt::used_as(card, kind);
                g.discard(card);
                g.say(
                    Audience::All,
                    "diezhan.nullified",
                    text!(
                        "{}号使用的{}无效",
                        "Seat {}'s {} has no effect",
                        self.user.number(),
                        l
                    ),
                    &[card],
                );
                Step::Done(Ret::None)
            }
            CardUse::Fight(o) => {
                g.use_fight(self.user, o);
                Step::Done(Ret::None)
            }
        }
    }

    fn boxed(&self) -> Box<dyn DynProcess<Frame>> {
        Box::new(self.clone())
    }
}
