//! The heuristic bot: plays from its own seat's view only.
//!
//! It guesses who is on its side from what lies face-up (a player collecting its
//! colour is probably a friend, one collecting the other colour probably a foe) and
//! from its own 试探 results. It takes intel of its team's colour, avoids a third
//! black, burns its own blacks (and friends'), intercepts intel it wants, 识破s what
//! hurts its team, sends blacks to suspects (locking them) and its colour to friends.

use rand::RngExt;
use tianhei_core::{
    Bot, Prompt, Seat, View,
    rng::{GameRng, game_rng},
};

use crate::{
    card::{Colour, Faction, Kind},
    choices::{Parsed, parse},
    game::Target,
    view::FsView,
};

/// A sensible player.
#[derive(Clone, Debug)]
pub struct Heuristic {
    rng: GameRng,
    seat: Seat,
}

impl Heuristic {
    /// A heuristic bot for `seat` of a game seeded with `seed`.
    pub fn new(seed: u64, seat: Seat) -> Self {
        Heuristic {
            rng: game_rng(seed, 2000 + seat.0 as u64),
            seat,
        }
    }
}

/// What the bot reads off its view.
struct Read<'a> {
    v: &'a FsView,
    me: Seat,
    mine: Colour,
    theirs: Colour,
    faction: Faction,
}

impl Read<'_> {
    fn count(&self, s: Seat, c: Colour) -> usize {
        self.v.players[s.index()]
            .intel
            .iter()
            .filter(|x| x.colour == c)
            .count()
    }

    /// Positive: probably a foe; negative: probably a friend.
    fn suspicion(&self, s: Seat) -> i32 {
        if s == self.me {
            return -100;
        }
        if let Some(f) = self.v.players[s.index()].identity {
            return if f == self.faction { -100 } else { 100 };
        }
        for p in &self.v.probes {
            if p.target == s {
                let is_mine = (p.guess == self.faction) == p.right;
                return if is_mine { -50 } else { 50 };
            }
        }
        self.count(s, self.theirs) as i32 - self.count(s, self.mine) as i32
    }

    fn friend(&self, s: Seat) -> bool {
        self.suspicion(s) < 0
    }

    fn foe(&self, s: Seat) -> bool {
        self.suspicion(s) > 0
    }

    /// How much the bot wants `s` to hold intel of `colour` (higher is better).
    fn worth(&self, s: Seat, colour: Colour) -> i32 {
        let sus = self.suspicion(s).clamp(-3, 3);
        match colour {
            Colour::Black => {
                let blacks = self.count(s, Colour::Black) as i32;
                if s == self.me {
                    -4 - 4 * blacks
                } else {
                    sus * (1 + blacks)
                }
            }
            c if c == self.mine => {
                let n = self.count(s, c) as i32;
                if s == self.me {
                    4 + 2 * n
                } else {
                    -sus * (1 + n)
                }
            }
            _ => {
                // Denial: the other colour is best held by friends.
                -sus
            }
        }
    }
}

impl Bot for Heuristic {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        let Some(v) = view.downcast_ref::<FsView>() else {
            return prompt.default.clone();
        };
        let Some(me) = &v.me else {
            return prompt.default.clone();
        };
        let Some(faction) = me.identity else {
            return prompt.default.clone();
        };
        let mine = faction.colour().unwrap_or(Colour::Red);
        let theirs = if mine == Colour::Red {
            Colour::Blue
        } else {
            Colour::Red
        };
        let r = Read {
            v,
            me: self.seat,
            mine,
            theirs,
            faction,
        };
        let mut best = (i32::MIN, prompt.default.first().copied().unwrap_or(0));
        for (i, opt) in prompt.options.iter().enumerate() {
            let Some(p) = parse(&opt.key) else { continue };
            let noise = self.rng.random_range(0..2);
            let score = self.score(&r, p) * 4 + noise;
            if score > best.0 {
                best = (score, i);
            }
        }
        vec![best.1]
    }
}

impl Heuristic {
    fn score(&mut self, r: &Read, p: Parsed) -> i32 {
        let v = r.v;
        let me = r.me;
        let hand_card = |id| {
            v.me.as_ref()
                .and_then(|m| m.hand.iter().find(|c| c.id == id))
        };
        match p {
            Parsed::Pass => 0,
            Parsed::Accept => {
                let t = v.transit.as_ref();
                match t.and_then(|t| t.card) {
                    Some(c) => r.worth(me, c.colour),
                    None => {
                        let blacks = r.count(me, Colour::Black) as i32;
                        let from_friend = t.is_some_and(|t| r.friend(t.sender));
                        let forced_next = t.is_some_and(|t| {
                            // The next stop would be the sender: accepting or not is the same.
                            t.sender == me
                        });
                        if forced_next {
                            1
                        } else {
                            1 - 2 * blacks + i32::from(from_friend) * 2 - 1
                        }
                    }
                }
            }
            Parsed::Decline => 0,
            Parsed::Discard { card } => {
                // Keep useful cards: discard the least useful.
                hand_card(card).map_or(0, |c| match c.kind {
                    Kind::Counter | Kind::Burn | Kind::Intercept => -3,
                    _ if c.colour == r.mine => -2,
                    _ => 0,
                })
            }
            Parsed::Send { card, to } => {
                let Some(c) = hand_card(card) else { return -10 };
                let keep = match c.kind {
                    Kind::Counter | Kind::Burn | Kind::Intercept => -1,
                    _ => 0,
                };
                let target = match to {
                    Some(t) => Some(t),
                    None => next_living(v, me),
                };
                keep + target.map_or(0, |t| r.worth(t, c.colour))
            }
            Parsed::Use { kind, target, .. } => self.use_score(r, kind, target),
            _ => 0,
        }
    }

    fn use_score(&mut self, r: &Read, kind: Kind, target: Target) -> i32 {
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
            (Kind::Counter, Target::Entry(i)) => {
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
                    _ => false,
                };
                if hurts && hostile { 3 } else { -3 }
            }
            (Kind::Intercept, _) => match face {
                Some(c) if c.colour == r.mine && r.count(me, Colour::Black) < 3 => 4,
                Some(c) if c.colour == r.theirs => {
                    // Deny the other side a third card.
                    let next = transit
                        .and_then(|t| t.direct_to)
                        .or_else(|| next_living(v, me));
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
                let first = tr.direct_to.or_else(|| next_living(v, tr.sender));
                if first != Some(t) {
                    return -2;
                }
                if r.worth(t, c.colour) > 1 { 3 } else { -3 }
            }
            (Kind::Lure, Target::Seat(t)) => {
                let Some(c) = face else { return -3 };
                let next = transit
                    .and_then(|tr| tr.direct_to)
                    .or_else(|| next_living(v, transit.map_or(me, |tr| tr.holder)));
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
}

/// The next living seat to the right of `s` (where 密电 and 文本 go first).
fn next_living(v: &FsView, s: Seat) -> Option<Seat> {
    let n = v.players.len();
    (1..n)
        .map(|k| Seat(((s.index() + k) % n) as u8))
        .find(|t| v.players[t.index()].status == crate::game::Status::Alive)
}
