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

#[cfg(test)]
mod tests {
    use tianhei_core::{
        BotKind, Match, RuleFile, Viewer,
        bot::play_out_by,
        rng::game_rng,
        world::{check_worlds_in_play, distinct, world},
    };

    use super::*;

    fn rules(file: &str) -> std::sync::Arc<RuleFile> {
        std::sync::Arc::new(RuleFile::parse(file).unwrap())
    }

    const LANGREN: &str = include_str!("../../../rules/langren.toml");

    #[test]
    fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
        let mut rng = game_rng(5, 0);
        for file in [LANGREN, include_str!("../../../rules/langren-guard.toml")] {
            let rules = rules(file);
            let counts = rules.rules.seat_counts();
            let ends = [counts[0], counts[counts.len() - 1]];
            for (seed, players) in (1..).zip(ends) {
                for kind in [BotKind::Random, BotKind::Heuristic] {
                    let drawn = check_worlds_in_play(&rules, players, seed, kind, 3, &mut rng)
                        .unwrap_or_else(|e| panic!("{e}"));
                    assert!(drawn > 0, "worlds are drawn by day");
                }
            }
        }
    }

    /// A game of heuristic bots played `steps` answers in.
    fn played(steps: usize, seed: u64) -> Match {
        let rules = rules(LANGREN);
        let mut m = Match::new(rules.clone(), 12, seed).unwrap();
        let mut bots: Vec<_> = (0..12u8)
            .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), seed))
            .collect();
        play_out_by(&mut m, steps, |m, p| {
            bots[p.seat.index()].choose_in(m.rules(), m.table(), p)
        })
        .ok();
        m
    }

    fn roles_of(w: &dyn tianhei_core::Table) -> Vec<String> {
        let v = w.view(Viewer::Moderator).to_json();
        (0..w.seats())
            .map(|i| {
                v["moderator"]["roles"][i]
                    .as_str()
                    .unwrap_or("?")
                    .to_string()
            })
            .collect()
    }

    #[test]
    fn worlds_deal_again_the_roles_the_seat_does_not_know_and_keep_the_pack() {
        for seed in 1..10 {
            let m = played(40, seed);
            let real = roles_of(m.table());
            let Some(wolf) = real.iter().position(|r| r == "wolf") else {
                continue;
            };
            let villager = real.iter().position(|r| r == "villager").unwrap();
            let mut rng = game_rng(9, 0);
            let (mut theirs, mut mine) = (Vec::new(), Vec::new());
            for _ in 0..40 {
                if let Some(w) = world(m.table(), Seat(wolf as u8), &mut rng) {
                    let r = roles_of(&*w);
                    for (i, x) in real.iter().enumerate() {
                        assert_eq!(x == "wolf", r[i] == "wolf", "a wolf knows its pack");
                    }
                    mine.push(r);
                }
                if let Some(w) = world(m.table(), Seat(villager as u8), &mut rng) {
                    theirs.push(roles_of(&*w));
                }
            }
            if mine.is_empty() || theirs.is_empty() {
                continue;
            }
            assert!(
                distinct(&mine) > 1,
                "the good roles are dealt again for a wolf"
            );
            let packs: Vec<Vec<bool>> = theirs
                .iter()
                .map(|r| r.iter().map(|x| x == "wolf").collect())
                .collect();
            assert!(
                distinct(&packs) > 1,
                "the pack is dealt again for a villager"
            );
            return;
        }
        panic!("no point found with worlds for a wolf and a villager");
    }

    #[test]
    fn a_seer_check_holds_in_every_world_of_the_seer() {
        for seed in 1..20 {
            let m = played(150, seed);
            let real = roles_of(m.table());
            let Some(seer) = real.iter().position(|r| r == "seer") else {
                continue;
            };
            let v = m.table().view(Viewer::Seat(Seat(seer as u8))).to_json();
            let checks = v["me"]["checks"].as_array().cloned().unwrap_or_default();
            if checks.is_empty() {
                continue;
            }
            let mut rng = game_rng(3, 0);
            let mut drawn = 0;
            for _ in 0..40 {
                let Some(w) = world(m.table(), Seat(seer as u8), &mut rng) else {
                    continue;
                };
                drawn += 1;
                let r = roles_of(&*w);
                for c in &checks {
                    let t = c["target"].as_u64().unwrap() as usize;
                    let wolf = c["result"] == "wolf";
                    assert_eq!(
                        r[t] == "wolf",
                        wolf,
                        "seat {} was checked {}",
                        t + 1,
                        c["result"]
                    );
                }
            }
            if drawn > 0 {
                return;
            }
        }
        panic!("no point found with a seer's check and a world for the seer");
    }

    #[test]
    fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
        let rules = rules(LANGREN);
        let spec: tianhei_core::BotSpec = "search:rollouts=16,particles=8".parse().unwrap();
        let mut rng = game_rng(6, 0);
        let (mut compared, mut searched) = (0, 0);
        for seed in 1..=2 {
            let (c, s) =
                tianhei_core::bot::search::check_fair(&rules, 12, seed, &spec, 9, &mut rng)
                    .unwrap_or_else(|e| panic!("{e}"));
            compared += c;
            searched += s;
        }
        assert!(searched > 0, "{compared} decisions compared, none searched");
    }
}
