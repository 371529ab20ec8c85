//! Worlds of a night/day game ([`crate::world`]): for one seat, the game with every role
//! the seat does not know dealt again and everything hidden that depends on roles drawn
//! again or forgotten, so that a search playing in it sees only what the seat may know.
//!
//! The kit does what every night/day game shares:
//!
//! - **Roles.** What the seat knows stays: its own role, the teams it learned at the deal,
//!   and what the game says it learned since ([`NightDay::knows`]: a check's answer, a role
//!   shown in public). The other roles are dealt again among the other seats, uniformly
//!   over the deals that keep every [`Knows`] (rejection over shuffles of the roles the
//!   seat does not place), and a deal by which the game would already be over is refused
//!   (the table can see it is not).
//! - **The log.** Lines the seat could not read (other seats' roles, checks and night
//!   results, the moderator's notes) are left out of the world: they were written for the
//!   real roles.
//! - **The ledger.** Tonight's entries (or last night's, by day) of steps the seat took no
//!   part in are dropped.
//! - **The generator** is seeded again from the draw.
//!
//! The game then draws its own hidden state for the new roles ([`NightDay::redraw`]): a
//! power spent, a check made, a potion used, tonight's attack — from the rules and what
//! the public saw, never from the real game's hidden state.
//!
//! Worlds are drawn by day, and by night for a seat the night asks now (its step's
//! prompts are its own and its partners'). While the night asks others, no world is
//! drawn: their open prompts were built for the real roles.

use rand::seq::{IndexedRandom, SliceRandom};

use crate::{
    rng::{GameRng, game_rng},
    seat::{Seat, SeatSet},
    view::Viewer,
    world::Hidden,
};

use super::{NightDay, Play, Question, Town, role::Deal, role::SecretRole, stage::Stage};

/// What a seat knows of another seat's role, besides the deal's teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Knows<R> {
    /// The role itself (shown in public, or to this seat).
    Role(R),
    /// One of these (a check's answer).
    OneOf(Vec<R>),
}

impl<R: SecretRole> Knows<R> {
    fn allows(&self, r: R) -> bool {
        match self {
            Knows::Role(x) => *x == r,
            Knows::OneOf(v) => v.contains(&r),
        }
    }
}

/// The nights whose steps are all done: every night so far by day (`done` is `None`), the
/// ones before tonight at night.
pub fn nights_over<G: NightDay>(town: &Town<G>, done: Option<&[G::Step]>) -> u32 {
    match done {
        None => town.night(),
        Some(_) => town.night().saturating_sub(1),
    }
}

/// Checks a world draws for a checking role its seat does not hold: for each of the first
/// `nights` nights while one of `checkers` was in the game, one seat then in the game and
/// not a checker (with `once`, not checked before), as (night, target).
pub fn draw_checks<G: NightDay>(
    town: &Town<G>,
    checkers: SeatSet,
    nights: u32,
    once: bool,
    rng: &mut GameRng,
) -> Vec<(u32, Seat)> {
    let mut out: Vec<(u32, Seat)> = Vec::new();
    for night in 1..=nights {
        if !checkers.iter().any(|s| town.in_on_night(s, night)) {
            continue;
        }
        let targets: Vec<Seat> = (town.seating().all())
            .filter(|&s| !checkers.contains(s) && town.in_on_night(s, night))
            .filter(|&s| !once || !out.iter().any(|&(_, t)| t == s))
            .collect();
        if let Some(&t) = targets.choose(rng) {
            out.push((night, t));
        }
    }
    out
}

/// Shuffles tried before a draw of roles gives up (the constraints of a game are few).
const TRIES: usize = 400;

impl<G: NightDay> Play<G> {
    /// What `seat` knows of each seat's role: the deal's teams and the game's
    /// [`NightDay::knows`], `None` for a game that draws no worlds.
    fn known(&self, seat: Seat) -> Option<Vec<Option<Knows<G::Role>>>> {
        let town = self.town();
        let mut out = self.game().knows(town, seat)?;
        out.resize(town.seats(), None);
        for s in town.deal().known_to(seat).iter() {
            out[s.index()] = Some(Knows::Role(town.role(s)));
        }
        Some(out)
    }

    /// Whether a world may be drawn for `seat` now: the game is on, and by night the
    /// night asks `seat` (see the module).
    fn drawable(&self, seat: Seat) -> bool {
        if self.town().outcome().is_some() {
            return false;
        }
        !self.is_night() || matches!(self.question(seat), Some(Question::Night(_)))
    }

    /// Draws the roles `seat` does not know again ([`crate::Table::hidden`]).
    pub(crate) fn draw_hidden(&self, seat: Seat, rng: &mut GameRng) -> Option<Hidden> {
        if !self.drawable(seat) {
            return None;
        }
        let known = self.known(seat)?;
        let town = self.town();
        let free: Vec<usize> = (0..town.seats())
            .filter(|&i| !matches!(known[i], Some(Knows::Role(_))))
            .collect();
        let mut pool: Vec<G::Role> = free.iter().map(|&i| town.roles()[i]).collect();
        // The pool in a fixed order, so that a draw does not depend on where the real
        // roles sit.
        pool.sort_by_key(|r| G::Role::all().iter().position(|x| x == r));
        let mut roles: Vec<Option<String>> = vec![None; town.seats()];
        for _ in 0..TRIES {
            pool.shuffle(rng);
            let fits = free
                .iter()
                .zip(&pool)
                .all(|(&i, &r)| known[i].as_ref().is_none_or(|k| k.allows(r)));
            if !fits {
                continue;
            }
            for (&i, &r) in free.iter().zip(&pool) {
                roles[i] = Some(r.key().to_string());
            }
            let h = Hidden {
                seat,
                roles: roles.clone(),
                seed: rand::RngExt::random(rng),
            };
            // A deal the table can see is not the real one (the game would be over) is
            // drawn again.
            if self.lay_hidden(&h).is_some() {
                return Some(h);
            }
        }
        None
    }

    /// This game with the roles `h` drew laid on it and everything hidden drawn again for
    /// them ([`crate::Table::with_hidden`]); `None` when the roles do not fit what the
    /// seat knows now or would end the game.
    pub(crate) fn lay_hidden(&self, h: &Hidden) -> Option<Self> {
        let seat = h.seat;
        if !self.drawable(seat) || h.roles.len() != self.town().seats() {
            return None;
        }
        let known = self.known(seat)?;
        let town = self.town();
        let mut roles = Vec::with_capacity(town.seats());
        for (i, key) in h.roles.iter().enumerate() {
            let r = match key {
                None => town.roles()[i],
                Some(k) => *G::Role::all().iter().find(|r| r.key() == k)?,
            };
            if known[i].as_ref().is_some_and(|k| !k.allows(r)) {
                return None;
            }
            roles.push(r);
        }
        let count = |v: &[G::Role]| {
            let mut c: Vec<usize> = v
                .iter()
                .map(|r| G::Role::all().iter().position(|x| x == r).unwrap_or(0))
                .collect();
            c.sort_unstable();
            c
        };
        if count(&roles) != count(town.roles()) {
            return None;
        }
        // The steps of tonight `seat` took part in (by day: last night's), and the steps
        // done tonight.
        let steps = &self.game().script().steps;
        let done: Option<Vec<G::Step>> = self
            .stack
            .iter()
            .find_map(|s| match s {
                Stage::Night(n) => Some(n.step),
                _ => None,
            })
            .map(|at| steps.iter().take(at).map(|s| s.step).collect());
        let mine: Vec<G::Step> = steps
            .iter()
            .filter(|s| self.game().actors(town, s.step).contains(&seat))
            .map(|s| s.step)
            .collect();
        let mut w = self.clone();
        w.town.deal = Deal::new(roles);
        w.town.rng = game_rng(h.seed, 1);
        w.town.log.retain(|e| e.audience.admits(Viewer::Seat(seat)));
        let mut ledger = std::mem::take(&mut w.town.ledger);
        ledger.retain(|e| mine.contains(&e.by));
        let mut rng = game_rng(h.seed, 2);
        w.game
            .redraw(&w.town, &mut ledger, seat, done.as_deref(), &mut rng);
        w.town.ledger = ledger;
        if w.game.win(&w.town).is_some() {
            return None;
        }
        Some(w)
    }

    /// Every seat's role key: the truth a belief is measured against.
    pub(crate) fn role_keys(&self) -> Vec<String> {
        self.town()
            .roles()
            .iter()
            .map(|r| r.key().to_string())
            .collect()
    }
}
