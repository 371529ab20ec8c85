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
fn answered(result: CheckResult) -> Vec<Role> {
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

    const SHAREN: &str = include_str!("../../../rules/sharen.toml");

    #[test]
    fn a_world_keeps_what_each_seat_knows_at_every_point_of_bot_games() {
        let mut rng = game_rng(5, 0);
        for file in [
            SHAREN,
            include_str!("../../../rules/sharen-classic.toml"),
            include_str!("../../../rules/sharen-steady.toml"),
        ] {
            let rules = rules(file);
            for (players, seed) in [(11, 1), (12, 2), (16, 3)] {
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
        let rules = rules(SHAREN);
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

    /// The first decision from `steps` on at which `seat` may draw a world.
    fn drawable_for(seat: Seat, steps: usize, seed: u64) -> Match {
        for more in 0..200 {
            let m = played(steps + more, seed);
            let mut rng = game_rng(1, 0);
            if m.table().hidden(seat, &mut rng).is_some() {
                return m;
            }
        }
        panic!("no world drawn for seat {}", seat.number());
    }

    #[test]
    fn worlds_deal_again_the_roles_the_seat_does_not_know() {
        let m = drawable_for(Seat(0), 30, 4);
        let real = m.table().view(Viewer::Moderator).to_json();
        let mut rng = game_rng(9, 0);
        let mut roles = Vec::new();
        for _ in 0..60 {
            let w = world(m.table(), Seat(0), &mut rng).expect("a world");
            let v = w.view(Viewer::Moderator).to_json();
            assert_eq!(v["moderator"]["roles"][0], real["moderator"]["roles"][0]);
            roles.push(v["moderator"]["roles"].to_string());
        }
        assert!(distinct(&roles) > 1, "the deal is drawn again: {roles:?}");
    }

    #[test]
    fn a_police_check_holds_in_every_world_of_the_police_and_is_drawn_again_for_others() {
        // Find a game in which the police checked someone, and draw worlds for a police
        // seat and for a civilian.
        for seed in 1..20 {
            let m = played(120, seed);
            let Some(play) = m.table().fork() else {
                continue;
            };
            let v = play.view(Viewer::Moderator).to_json();
            let roles: Vec<String> = (0..12)
                .map(|i| {
                    v["moderator"]["roles"][i]
                        .as_str()
                        .unwrap_or("")
                        .to_string()
                })
                .collect();
            let police = roles
                .iter()
                .position(|r| r == "police")
                .map(|i| Seat(i as u8));
            let civilian = roles
                .iter()
                .position(|r| r == "civilian")
                .map(|i| Seat(i as u8));
            let (Some(police), Some(civilian)) = (police, civilian) else {
                continue;
            };
            let checks = play.view(Viewer::Seat(police)).to_json()["me"]["checks"].clone();
            let Some(first) = checks.as_array().and_then(|c| c.first()).cloned() else {
                continue;
            };
            let mut rng = game_rng(3, 0);
            let Some(_) = m.table().hidden(police, &mut rng) else {
                continue;
            };
            let target = first["target"].as_u64().unwrap() as usize;
            let result = first["result"].as_str().unwrap().to_string();
            let mut seen = Vec::new();
            for _ in 0..40 {
                let Some(w) = world(m.table(), police, &mut rng) else {
                    continue;
                };
                let role = w.view(Viewer::Moderator).to_json()["moderator"]["roles"][target]
                    .as_str()
                    .unwrap()
                    .to_string();
                let allowed = answered(match result.as_str() {
                    "killer" => CheckResult::Killer,
                    "good" => CheckResult::Good,
                    _ => CheckResult::Special,
                });
                assert!(
                    allowed
                        .iter()
                        .any(|r| serde_json::to_value(r).unwrap() == role),
                    "seat {} checked {result} holds {role} in a world",
                    target + 1
                );
                seen.push(role);
            }
            if m.table().hidden(civilian, &mut rng).is_none() {
                continue;
            }
            let mut theirs = Vec::new();
            for _ in 0..40 {
                let Some(w) = world(m.table(), civilian, &mut rng) else {
                    continue;
                };
                let police_now: Vec<usize> = (0..12)
                    .filter(|&i| {
                        w.view(Viewer::Moderator).to_json()["moderator"]["roles"][i] == "police"
                    })
                    .collect();
                let checks =
                    w.view(Viewer::Seat(Seat(police_now[0] as u8))).to_json()["me"]["checks"]
                        .to_string();
                theirs.push(checks);
            }
            assert!(
                distinct(&theirs) > 1,
                "the police's checks are drawn again in a civilian's worlds"
            );
            return;
        }
        panic!("no game with a police check found");
    }

    #[test]
    fn the_search_answers_the_same_in_states_its_seat_cannot_tell_apart() {
        let rules = rules(SHAREN);
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
