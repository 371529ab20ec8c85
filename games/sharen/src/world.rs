//! Worlds of 杀人游戏 (the kit's [`tianhei_core::nightday::world`]): what a seat knows of
//! others' roles, and the game's hidden state drawn again for a world's roles.
//!
//! - Known: the police checks the seat saw (the answer allows a set of roles), and a
//!   killer who woke with the 秘匪 knows him (and he them).
//! - Drawn again: the police's checks (one a night while police were alive, on a seat
//!   alive then, answered by the world's roles) unless the seat is police; tonight's
//!   killers' attack and doctor's needle when their steps are done and the seat was not in
//!   them; by day, which of last night's dead the killers chose.
//! - Forgotten: needle marks (nobody sees them); a 秘警's or 秘匪's spent power, unless the
//!   seat holds it or woke with the 秘匪 (a world's secret roles still hold their power).

use rand::seq::IndexedRandom;
use tianhei_core::{
    GameRng, Seat, SeatSet,
    nightday::{Action, Knows, Ledger, Town, world},
};

use crate::{
    game::{Check, Sharen},
    keys::Step,
    role::{CheckResult, Role},
};

/// The roles a police check's answer allows.
pub fn answered(result: CheckResult) -> Vec<Role> {
    match result {
        CheckResult::Killer => vec![Role::Killer, Role::SecretKiller],
        CheckResult::Good => vec![Role::Police, Role::Civilian, Role::SecretPolice],
        CheckResult::Special => vec![Role::Doctor, Role::SecretPolice, Role::SecretKiller],
    }
}

impl Sharen {
    /// Whether `seat` woke with the killers and the 秘匪 who joined them.
    fn woke_with_secret_killer(&self, town: &Town<Sharen>, seat: Seat) -> bool {
        self.joined_announced && self.current_role(town, seat) == Role::Killer
    }

    /// What `seat` knows of each seat's role besides the deal's teams.
    pub(crate) fn known_roles(&self, town: &Town<Sharen>, seat: Seat) -> Vec<Option<Knows<Role>>> {
        let mut out = vec![None; town.seats()];
        for c in self.checks.iter().filter(|c| c.known_by.contains(seat)) {
            out[c.target.index()] = Some(Knows::OneOf(answered(c.result)));
        }
        if self.woke_with_secret_killer(town, seat) {
            for s in town
                .deal()
                .holders(&[Role::Killer, Role::SecretKiller])
                .iter()
            {
                out[s.index()] = Some(Knows::Role(town.role(s)));
            }
        }
        out
    }

    /// The hidden state drawn again for a world of `seat` (see the module).
    pub(crate) fn redraw_hidden(
        &mut self,
        town: &Town<Sharen>,
        ledger: &mut Ledger<Step>,
        seat: Seat,
        done: Option<&[Step]>,
        rng: &mut GameRng,
    ) {
        let joined = self.woke_with_secret_killer(town, seat);
        for s in town.seating().all() {
            let knows = s == seat || (joined && town.role(s) == Role::SecretKiller);
            if !knows {
                self.spent[s.index()] = false;
            }
        }
        self.joined_announced = joined;
        self.marked.iter_mut().for_each(|m| *m = None);
        let police = town.deal().holders(&[Role::Police]);
        if !police.contains(seat) {
            self.draw_checks(town, police, world::nights_over(town, done), rng);
        }
        let playing = self.current_role(town, seat);
        match done {
            Some(done) => {
                if playing != Role::Killer && done.contains(&Step::Kill) {
                    self.draw_attack(town, ledger, rng);
                }
                if playing != Role::Doctor && done.contains(&Step::Heal) {
                    self.draw_heal(town, ledger, rng);
                }
            }
            None => {
                let chose = ledger.by(Step::Kill, Action::Attack);
                if chose.is_none()
                    && let Some(&v) = town.last_deaths().choose(rng)
                {
                    ledger.push(Step::Kill, Action::Attack, v);
                }
            }
        }
    }

    /// The world's police's checks, answered by the world's roles.
    fn draw_checks(
        &mut self,
        town: &Town<Sharen>,
        police: SeatSet,
        nights: u32,
        rng: &mut GameRng,
    ) {
        self.checks = world::draw_checks(town, police, nights, false, rng)
            .into_iter()
            .map(|(night, target)| Check {
                night,
                target,
                result: self.check_result(town, target),
                known_by: police,
            })
            .collect();
    }

    /// The world's killers' attack tonight: a seat alive and not on their side (none on a
    /// 秘匪 still holding his power, whom their attack does not touch).
    fn draw_attack(&self, town: &Town<Sharen>, ledger: &mut Ledger<Step>, rng: &mut GameRng) {
        if self.killer_side(town).is_empty() {
            return;
        }
        let targets: Vec<Seat> = town
            .alive()
            .iter()
            .filter(|&s| self.current_role(town, s) != Role::Killer)
            .collect();
        if let Some(&t) = targets.choose(rng)
            && (town.role(t) != Role::SecretKiller || self.spent[t.index()])
        {
            ledger.push(Step::Kill, Action::Attack, t);
        }
    }

    /// The world's doctor's needle tonight: a save on an attacked seat, else a mark.
    fn draw_heal(&self, town: &Town<Sharen>, ledger: &mut Ledger<Step>, rng: &mut GameRng) {
        if town.alive_with(Role::Doctor).is_empty() {
            return;
        }
        let alive: Vec<Seat> = town.alive().iter().collect();
        let Some(&h) = alive.choose(rng) else { return };
        let action = if ledger.unsaved().contains(h) {
            Action::Save
        } else {
            Action::Mark
        };
        ledger.push(Step::Heal, action, h);
    }
}
