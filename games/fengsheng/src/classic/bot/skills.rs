//! How the heuristic bot picks a character, uses skills, and answers the questions
//! skills ask.

use rand::RngExt;
use tianhei_core::{Prompt, Seat};

use super::{Goal, Heuristic, Read, next_alive};
use crate::classic::{
    act::{Act, IntelUse, SeatUse, Target},
    card::{CardId, Colour, Kind},
    characters::{Skill, hint::Eye},
};

impl Heuristic {
    /// 挑选角色: the stronger of the two, now and then the other.
    pub(crate) fn pick_scores(&mut self, prompt: &Prompt, offers: &[Act]) -> Vec<f64> {
        (0..prompt.options.len())
            .map(|i| {
                let score = match offers.get(i) {
                    Some(Act::Pick { character }) => character.bot_strength() * 4,
                    _ => 0,
                } + self.rng.random_range(0..6);
                score as f64
            })
            .collect()
    }

    /// The owner and colour of an intel on the table.
    fn intel_info(r: &Read, card: CardId) -> Option<(Seat, Colour)> {
        r.v.players.iter().find_map(|p| {
            p.intel
                .iter()
                .find(|x| x.id == card)
                .map(|x| (p.seat, x.colour))
        })
    }

    /// How good it is that the intel `card` leaves the table.
    fn removal_value(r: &Read, card: CardId) -> i32 {
        match Self::intel_info(r, card) {
            Some((owner, colour)) => -r.worth(owner, colour),
            None => -5,
        }
    }

    /// The best value of removing up to `n` intel of `t`.
    fn best_removals(r: &Read, t: Seat, n: usize) -> i32 {
        let mut vals: Vec<i32> = r.v.players[t.index()]
            .intel
            .iter()
            .map(|c| -r.worth(t, c.colour))
            .collect();
        vals.sort_unstable_by(|a, b| b.cmp(a));
        vals.iter().take(n).filter(|&&x| x > 0).sum()
    }

    /// What a card is worth keeping in hand (lower: spend it first).
    fn card_value(r: &Read, card: CardId) -> i32 {
        r.hand_card(card).map_or(0, |c| {
            r.keep_value(c)
                + match c.colour {
                    Colour::Black => 1,
                    c if c == r.mine => 1,
                    _ => 0,
                }
        })
    }

    pub(crate) fn skill_score(&mut self, r: &Read, act: Act) -> i32 {
        let v = r.v;
        let me = r.me;
        match act {
            Act::Skill { skill, target } => self.blue_score(r, skill, target),
            Act::Switch { card } => match v.transit.as_ref().and_then(|t| t.card) {
                Some(c) if r.worth(me, c.colour) < 0 => 3 - Self::card_value(r, card),
                _ => -2,
            },
            Act::Fire { skill } => skill.bot_fire(&BotEye { h: self, r }),
            Act::Skip | Act::Stop => 0,
            Act::KeepCard => 1,
            Act::Top { card } => -Self::card_value(r, card),
            Act::Give { card, to } => {
                let rel = if r.friend(to) { 2 } else { -2 };
                rel - Self::card_value(r, card)
            }
            Act::Place { card, to } => {
                let colour = r.hand_card(card).map(|c| c.colour).or({
                    // 后著: a card of another player's hand, seen in the log only.
                    None
                });
                match colour {
                    Some(c) => r.worth(to, c) - Self::card_value(r, card) / 2,
                    None => r.worth(to, Colour::Black),
                }
            }
            Act::Intel { card, why } => match why {
                IntelUse::Burn | IntelUse::ToTop | IntelUse::Swap => Self::removal_value(r, card),
                IntelUse::Take => match Self::intel_info(r, card) {
                    Some((owner, c)) => r.worth(me, c) - r.worth(owner, c),
                    None => -5,
                },
            },
            Act::IntelTo { card, to } => {
                let dest = if to == me {
                    2
                } else if r.friend(to) {
                    1
                } else {
                    -1
                };
                Self::removal_value(r, card) + dest
            }
            Act::Choose { seat, why } => {
                let hand = v.players[seat.index()].hand_count as i32;
                let foe = i32::from(r.foe(seat)) * 2 - i32::from(r.friend(seat)) * 3;
                match why {
                    SeatUse::TakeFrom | SeatUse::Look => hand.min(4) + foe,
                    SeatUse::GiveHand => {
                        let total: i32 = r.hand().iter().map(|c| r.worth(seat, c.colour)).sum();
                        total / r.hand().len().max(1) as i32 * 3
                    }
                    SeatUse::Target => r.worth(seat, Colour::Black) * 2,
                    SeatUse::Companion => {
                        if r.friend(seat) {
                            3
                        } else {
                            1
                        }
                    }
                }
            }
            Act::Answer { right, .. } => i32::from(!right),
            Act::Keep { as_intel } => {
                if as_intel {
                    i32::from(matches!(r.goal, Goal::Any | Goal::True))
                } else {
                    2
                }
            }
            Act::Discard { card } => {
                let value = Self::card_value(r, card);
                if v.stack.iter().any(|e| e.kind == Some(Kind::Probe)) && !r.hand().is_empty() {
                    -2 - value
                } else {
                    -value
                }
            }
            _ => 0,
        }
    }

    fn blue_score(&mut self, r: &Read, skill: Skill, target: Target) -> i32 {
        // Flipping a hidden character gives its surprise away: only when it pays.
        let reveal = i32::from(skill.flips_up());
        skill.bot_use(&mut BotEye { h: self, r }, target) - reveal
    }
}

/// The bot's reading lent to a skill's hint.
struct BotEye<'a, 'v> {
    h: &'a mut Heuristic,
    r: &'a Read<'v>,
}

impl Eye for BotEye<'_, '_> {
    fn me(&self) -> Seat {
        self.r.me
    }

    fn alive(&self, s: Seat) -> bool {
        self.r.alive(s)
    }

    fn friend(&self, s: Seat) -> bool {
        self.r.friend(s)
    }

    fn foe(&self, s: Seat) -> bool {
        self.r.foe(s)
    }

    fn worth(&self, s: Seat, colour: Colour) -> i32 {
        self.r.worth(s, colour)
    }

    fn count(&self, s: Seat, colour: Colour) -> usize {
        self.r.count(s, colour)
    }

    fn hand_count(&self, s: Seat) -> usize {
        self.r.v.players[s.index()].hand_count
    }

    fn intel(&self, s: Seat) -> Vec<Colour> {
        self.r.v.players[s.index()]
            .intel
            .iter()
            .map(|c| c.colour)
            .collect()
    }

    fn seats(&self) -> Vec<Seat> {
        self.r.v.players.iter().map(|p| p.seat).collect()
    }

    fn black_in_hand(&self) -> usize {
        self.r
            .hand()
            .iter()
            .filter(|c| c.colour == Colour::Black)
            .count()
    }

    fn best_removals(&self, t: Seat, n: usize) -> i32 {
        Heuristic::best_removals(self.r, t, n)
    }

    fn use_score(&mut self, kind: Kind, target: Target) -> i32 {
        self.h.use_score(self.r, kind, target)
    }

    fn counter_score(&mut self, i: u8) -> i32 {
        self.h.counter_score(self.r, i)
    }

    fn knows_passing_intel(&self) -> bool {
        self.r.v.transit.as_ref().and_then(|tr| tr.card).is_some()
    }

    fn next_after_holder(&self) -> Option<Seat> {
        let v = self.r.v;
        next_alive(v, v.transit.as_ref().map_or(self.r.me, |tr| tr.holder))
    }

    fn last_death(&self) -> Option<Seat> {
        self.r.v.deaths.last().copied()
    }

    fn hoards(&self) -> bool {
        self.r.goal == Goal::Hoard
    }

    fn survives_or_kills(&self) -> bool {
        self.r.goal == Goal::Survive || self.r.goal == Goal::Kill
    }
}
