//! Worlds of 狼人杀 (the kit's [`tianhei_core::nightday::world`]): what a seat knows of
//! others' roles, and the game's hidden state drawn again for a world's roles.
//!
//! - Known: the 预言家's own checks (狼人, or any good role); in public, a 白痴 who turned
//!   his card, the 猎人 who shot, and a wolf who left by 自爆.
//! - Drawn again, unless the seat holds the role: the 预言家's checks (one a night while a
//!   预言家 was alive, on a seat alive then); the 女巫's potions (the poison counts as used
//!   once a night killed two or more, the antidote as used by a toss once a night killed
//!   nobody); tonight's protection and wolves' attack once their steps are done (the 女巫's
//!   attack is the victim she was told).
//! - Forgotten: the 守卫's protection of earlier nights, what the 女巫 was told, tonight's
//!   potions when her step is done and she is not the seat.

use rand::{RngExt, seq::IndexedRandom};
use tianhei_core::{
    GameRng, Seat,
    nightday::{Action, Cause, Knows, Ledger, SecretRole, Town, world},
};

use crate::{
    game::{Langren, SeerCheck},
    keys::Step,
    role::{ROLES, Role},
};

impl Langren {
    /// What `seat` knows of each seat's role besides the wolves' team.
    pub(crate) fn known_roles(&self, town: &Town<Langren>, seat: Seat) -> Vec<Option<Knows<Role>>> {
        let mut out = vec![None; town.seats()];
        if town.role(seat) == Role::Seer {
            for c in &self.checks {
                let allowed = ROLES.iter().copied().filter(|r| r.check() == c.result);
                out[c.target.index()] = Some(Knows::OneOf(allowed.collect()));
            }
        }
        for e in town.exits().iter().filter(|e| e.cause == Cause::Interrupt) {
            out[e.seat.index()] = Some(Knows::Role(Role::Wolf));
        }
        if let Some(s) = self.revealed {
            out[s.index()] = Some(Knows::Role(Role::Idiot));
        }
        if let Some(s) = self.shot_by {
            out[s.index()] = Some(Knows::Role(Role::Hunter));
        }
        out
    }

    /// The hidden state drawn again for a world of `seat` (see the module).
    pub(crate) fn redraw_hidden(
        &mut self,
        town: &Town<Langren>,
        ledger: &mut Ledger<Step>,
        seat: Seat,
        done: Option<&[Step]>,
        rng: &mut GameRng,
    ) {
        let mine = town.role(seat);
        let tonight = done.unwrap_or(&[]);
        let nights = world::nights_over(town, done);
        if mine != Role::Seer {
            self.draw_checks(town, nights, rng);
        }
        if mine != Role::Guard {
            self.guarded = None;
            if tonight.contains(&Step::Guard) && !town.alive_with(Role::Guard).is_empty() {
                let alive: Vec<Seat> = town.alive().iter().collect();
                if let Some(&t) = alive.choose(rng) {
                    self.guarded = Some((town.night(), t));
                    ledger.push(Step::Guard, Action::Protect, t);
                }
            }
        }
        if mine != Role::Witch {
            self.told = None;
            let deaths = |n: u32| {
                town.exits()
                    .iter()
                    .filter(|e| e.cause == Cause::Night && e.night == n)
                    .count()
            };
            self.poison = !(1..=nights).any(|n| deaths(n) >= 2);
            self.antidote = !(1..=nights).any(|n| deaths(n) == 0) || rng.random::<bool>();
        }
        if mine != Role::Wolf && tonight.contains(&Step::Wolves) {
            let told = self
                .told
                .filter(|&(n, _)| mine == Role::Witch && n == town.night());
            let victim = match told {
                Some((_, v)) => v,
                None => {
                    let prey: Vec<Seat> = town
                        .alive()
                        .iter()
                        .filter(|&s| town.role(s) != Role::Wolf)
                        .collect();
                    prey.choose(rng).copied()
                }
            };
            if let Some(v) = victim {
                ledger.push(Step::Wolves, Action::Attack, v);
            }
        }
    }

    /// The world's 预言家's checks, each seat at most once, answered by the world's roles.
    fn draw_checks(&mut self, town: &Town<Langren>, nights: u32, rng: &mut GameRng) {
        let seer = town.deal().holders(&[Role::Seer]);
        self.checks = world::draw_checks(town, seer, nights, true, rng)
            .into_iter()
            .map(|(night, target)| SeerCheck {
                night,
                target,
                result: town.role(target).check(),
            })
            .collect();
    }
}
