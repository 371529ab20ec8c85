//! 响应式 (blue) skills: offering each to the priority holder (its module says when),
//! using one (flipping up is part of using a 「翻开此角色牌」 skill; the module adds what
//! else using it does), and its effect when it resolves. Also the shared helpers of
//! skills that move cards: taking from a hand, placing intel.

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use super::{Skill, SkillKind, def::OfferAt};
use crate::classic::{
    act::{Act, Target},
    card::CardId,
    frame::{Entry, Source, Used, WindowKind},
    game::Game,
    zone::Zone,
};

impl Game {
    /// Adds the skills `s` may use now to the priority options.
    pub(crate) fn skill_acts(&self, s: Seat, window: WindowKind, acts: &mut Vec<Act>) {
        let p = &self.players[s.index()];
        let Some(c) = p.character else { return };
        if p.status != crate::classic::game::Status::Alive {
            return;
        }
        let at = OfferAt {
            window,
            passing: window == WindowKind::Passing && self.turn.transit.is_some(),
        };
        let pending = |sk: Skill| {
            self.turn.window.as_ref().is_some_and(|w| {
                w.priority
                    .stack()
                    .iter()
                    .any(|e| e.seat == s && e.action.used == Used::Skill(sk))
            })
        };
        for &sk in c.info().skills {
            if sk.info().kind == SkillKind::Response {
                if sk.flips_up() == p.face_up {
                    continue;
                }
                if pending(sk) {
                    // One use at a time: the same skill waits on the stack already.
                    continue;
                }
            }
            sk.offer(self, s, &at, acts);
        }
    }

    /// Offers `skill` on every other seat for which `pred` holds.
    pub(crate) fn offer_seats(
        &self,
        s: Seat,
        skill: Skill,
        acts: &mut Vec<Act>,
        pred: impl Fn(Seat) -> bool,
    ) {
        for t in self.others(s) {
            if pred(t) {
                acts.push(Act::Skill {
                    skill,
                    target: Target::Seat(t),
                });
            }
        }
    }

    /// The holder uses a 响应式 skill: flipping (or 盖伏, or showing the identity card) is
    /// part of using it; it goes on the stack and the holder keeps priority.
    pub(crate) fn use_skill(&mut self, s: Seat, skill: Skill, target: Target) {
        if skill.flips_up() {
            self.flip(s, true);
        }
        skill.on_use(self, s);
        let line = self.use_line(s, Used::Skill(skill), target, false);
        self.log.push(Audience::All, "fengsheng.use_skill", line);
        self.push_entry(
            s,
            Entry {
                used: Used::Skill(skill),
                target,
                negated: false,
            },
        );
    }

    /// A resolved skill's effect (截上截, 警觉 and 声东击西 resolve as their cards).
    pub(crate) fn skill_effect(&mut self, user: Seat, skill: Skill, target: Target) {
        let t = match target {
            Target::Seat(t) => Some(t),
            _ => None,
        };
        if !skill.can_resolve(self, user, t) {
            let e = Entry {
                used: Used::Skill(skill),
                target,
                negated: false,
            };
            self.no_effect(user, &e);
            return;
        }
        skill.resolve(self, user, t);
    }

    /// Logs `user` taking `cards` from `from`'s hand: who and how many for all, the
    /// faces for the two of them.
    pub(crate) fn took_cards(&mut self, user: Seat, from: Seat, cards: &[CardId]) {
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        let (zh, en) = (
            crate::classic::flow::join(&names, true),
            crate::classic::flow::join(&names, false),
        );
        self.log.push(
            Audience::All,
            "fengsheng.take_cards",
            tianhei_core::text!(
                "{}号抽取了{}号的{}张手牌",
                "Seat {} takes {} card(s) from seat {}'s hand",
                user.number(),
                from.number(),
                cards.len()
            ),
        );
        self.say_given(
            from,
            user,
            "fengsheng.taken_cards",
            text!(
                "{}号从{}号手中抽取：{}",
                "Seat {} takes from seat {}'s hand: {}",
                user.number(),
                from.number(),
                (zh, en)
            ),
            cards,
        );
    }

    /// Places `cards` from `user`'s hand face-up in front of `to` at once (obtaining).
    pub(crate) fn place(&mut self, user: Seat, skill: Skill, to: Seat, cards: Vec<CardId>) {
        if cards.is_empty() || !self.alive(to) {
            return;
        }
        for &c in &cards {
            self.zones.move_to(c, Zone::Intel(to));
        }
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        self.say_cards(
            Audience::All,
            "fengsheng.place",
            text!(
                "{}号在{}号面前放置情报：{}",
                "Seat {} places intel in front of seat {}: {}",
                user.number(),
                to.number(),
                (
                    crate::classic::flow::join(&names, true),
                    crate::classic::flow::join(&names, false)
                )
            ),
            &cards,
        );
        self.obtain(to, cards, Source::Skill { user, skill });
    }
}
