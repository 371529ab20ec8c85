//! How the heuristic bot scores card uses, sending and receiving intel.

use rand::RngExt;
use tianhei_core::Seat;

use super::{Heuristic, Read, next_alive};
use crate::classic::{
    act::Target,
    card::{CardId, Colour, Kind},
};

impl Heuristic {
    pub(crate) fn accept_score(&mut self, r: &Read) -> i32 {
        let me = r.me;
        let t = r.v.transit.as_ref();
        match t.and_then(|t| t.card) {
            Some(c) => r.worth(me, c.colour),
            None => {
                let blacks = r.count(me, Colour::Black) as i32;
                if r.wants_to_die() {
                    return 4;
                }
                if matches!(r.goal, super::Goal::Any | super::Goal::True) && blacks < 2 {
                    // Collecting intel of any colour (六姐, 柒佰): take what comes.
                    return 3;
                }
                let from_friend = t.is_some_and(|t| r.friend(t.sender));
                if t.is_some_and(|t| t.sender == me) {
                    1
                } else {
                    1 - 2 * blacks + i32::from(from_friend) * 2 - 1 - 6 * i32::from(blacks >= 2)
                }
            }
        }
    }

    pub(crate) fn send_score(&mut self, r: &Read, card: CardId, to: Option<Seat>) -> i32 {
        let Some(c) = r.hand_card(card) else {
            return -10;
        };
        let keep = -r.keep_value(c) / 2;
        let target = to.or_else(|| next_alive(r.v, r.me));
        keep + target.map_or(0, |t| r.worth(t, c.colour))
    }

    pub(crate) fn use_score(&mut self, r: &Read, kind: Kind, target: Target) -> i32 {
        let v = r.v;
        let me = r.me;
        let transit = v.transit.as_ref();
        let face = transit.and_then(|t| t.card);
        match (kind, target) {
            (Kind::Burn, Target::Card(c)) => {
                let owner = v
                    .players
                    .iter()
                    .find(|p| p.intel.iter().any(|x| x.id == c))
                    .map(|p| p.seat);
                match owner {
                    Some(o) if o == me => 2 + r.count(me, Colour::Black) as i32,
                    Some(o) if r.friend(o) => 1 + r.count(o, Colour::Black) as i32 / 2,
                    _ => -3,
                }
            }
            (Kind::Counter, Target::Entry(i)) => self.counter_score(r, i),
            (Kind::Intercept, _) => match face {
                Some(c) if r.worth(me, c.colour) > 3 && r.count(me, Colour::Black) < 3 => 4,
                Some(c) if c.colour == r.theirs => {
                    // Deny the other side a third card.
                    let next = transit
                        .and_then(|t| t.direct_to)
                        .or_else(|| next_alive(v, me));
                    if next.is_some_and(|n| r.foe(n) && r.count(n, r.theirs) >= 2) {
                        2
                    } else {
                        -2
                    }
                }
                _ => -3,
            },
            (Kind::Decode, _) => {
                if face.is_none() {
                    2
                } else {
                    -3
                }
            }
            (Kind::Return, _) => match face {
                Some(c) if c.colour == Colour::Black => 1,
                _ => -2,
            },
            (Kind::Lock, Target::Seat(t)) => {
                // Lock only once the intel is out and its face is known to us (ours).
                let Some(tr) = transit else { return -3 };
                let Some(c) = face else { return -3 };
                let first = tr.direct_to.or_else(|| next_alive(v, tr.holder));
                if first != Some(t) {
                    return -2;
                }
                if r.worth(t, c.colour) > 1 { 3 } else { -3 }
            }
            (Kind::Lure, Target::Seat(t)) => {
                let Some(c) = face else { return -3 };
                let next = transit
                    .and_then(|tr| tr.direct_to)
                    .or_else(|| next_alive(v, transit.map_or(me, |tr| tr.holder)));
                if next == Some(t) && r.worth(t, c.colour) < -1 {
                    2
                } else {
                    -3
                }
            }
            (Kind::Probe, Target::Seat(t)) => {
                let known = v.players[t.index()].identity.is_some()
                    || v.probes.iter().any(|p| p.target == t);
                if known {
                    -2
                } else {
                    1 + self.rng.random_range(0..2)
                }
            }
            (Kind::Muddle, _) => {
                if r.count(me, Colour::Black) < 2 {
                    1
                } else {
                    -3
                }
            }
            _ => -5,
        }
    }

    /// 识破 (or 警觉) against stack position `i`.
    pub(crate) fn counter_score(&mut self, r: &Read, i: u8) -> i32 {
        let v = r.v;
        let me = r.me;
        let face = v.transit.as_ref().and_then(|t| t.card);
        let Some(e) = v.stack.get(i as usize) else {
            return -5;
        };
        let hostile = r.foe(e.user) || (e.user != me && !r.friend(e.user));
        let Some(kind) = e.kind else { return -5 };
        let hurts = match kind {
            Kind::Burn => {
                let owner = e.target_card.and_then(|c| {
                    v.players
                        .iter()
                        .find(|p| p.intel.iter().any(|x| x.id == c))
                        .map(|p| p.seat)
                });
                owner.is_some_and(|o| r.foe(o))
            }
            Kind::Intercept => r.foe(e.user) && face.is_none_or(|c| c.colour == r.theirs),
            Kind::Lock | Kind::Lure => {
                e.target_seat == Some(me) && face.is_some_and(|c| c.colour == Colour::Black)
            }
            Kind::Counter => e.user != me && !r.friend(e.user),
            Kind::Muddle => r.foe(e.user),
            Kind::Probe => e.target_seat == Some(me),
            _ => false,
        };
        if hurts && hostile { 3 } else { -3 }
    }
}
