//! Distance and attack range (reference §1.3), genders and sides as the rules read them.
//!
//! Distance counts living seats both ways and takes the shorter; a −1 horse of the source
//! takes one off, a +1 horse of the target adds one; never below 1 (0 to oneself). Attack
//! range is the weapon's range (1 without one), +1 from another member's 吴六剑.

use tianhei_core::Seat;

use crate::{
    card::{Name, Slot},
    character::Gender,
    faction::{Faction, Side},
    game::Game,
};

impl Game {
    /// Whether the equipment in `s`'s `slot` is there and upright.
    pub fn slot_active(&self, s: Seat, slot: Slot) -> bool {
        let p = &self.players[s.index()];
        p.alive && self.equipped(s, slot).is_some() && !p.sideways[slot.index()]
    }

    /// Seat steps from `a` to `b` over living seats, the shorter way round.
    fn seat_steps(&self, a: Seat, b: Seat) -> u32 {
        let seating = self.seating;
        let walk = |step: fn(tianhei_core::seat::Seating, Seat) -> Seat| {
            let mut s = a;
            let mut k = 0;
            for _ in 0..seating.len() {
                s = step(seating, s);
                if s == b {
                    return k + 1;
                }
                if self.alive(s) {
                    k += 1;
                }
            }
            k
        };
        walk(|t, s| t.next(s)).min(walk(|t, s| t.prev(s)))
    }

    /// The distance from `a` to `b`.
    pub fn distance(&self, a: Seat, b: Seat) -> u32 {
        if a == b {
            return 0;
        }
        let mut d = self.seat_steps(a, b) as i32;
        if self.slot_active(a, Slot::OffHorse) {
            d -= 1;
        }
        if self.has_skill(a, crate::skills::Skill::Mashu) {
            d -= 1;
        }
        if self.slot_active(b, Slot::DefHorse) {
            d += 1;
        }
        d.max(1) as u32
    }

    /// `s`'s attack range.
    pub fn attack_range(&self, s: Seat) -> u32 {
        let p = &self.players[s.index()];
        let weapon = self
            .equipped(s, Slot::Weapon)
            .filter(|_| !p.sideways[Slot::Weapon.index()])
            .and_then(|c| self.card(c).name.weapon_range())
            .unwrap_or(1) as u32;
        let six = self
            .others(s)
            .any(|o| self.has_active(o, Name::SixSwords) && self.same_faction(o, s));
        weapon + u32::from(six)
    }

    /// Whether `b` is within `a`'s attack range.
    pub fn in_range(&self, a: Seat, b: Seat) -> bool {
        a != b && self.distance(a, b) <= self.attack_range(a)
    }

    /// `s`'s gender: only a face-up character has one.
    pub fn gender(&self, s: Seat) -> Option<Gender> {
        let p = &self.players[s.index()];
        p.character_up.then(|| p.character.gender())
    }

    /// `s`'s faction, once both faction cards are face-up.
    pub fn faction(&self, s: Seat) -> Option<Faction> {
        let p = &self.players[s.index()];
        p.determined()
            .then(|| Faction::of(p.main.colour, p.second.colour))
    }

    /// `s`'s side, once determined: a careerist is a side of his own.
    pub fn side(&self, s: Seat) -> Option<Side> {
        let p = &self.players[s.index()];
        if p.careerist {
            return Some(Side::Careerist(s));
        }
        self.faction(s).map(Side::Faction)
    }

    /// Whether `a` and `b` (maybe the same seat) are of one determined faction, neither a
    /// careerist (「与你同势力的角色」).
    pub fn same_faction(&self, a: Seat, b: Seat) -> bool {
        match (self.side(a), self.side(b)) {
            (Some(Side::Faction(x)), Some(Side::Faction(y))) => x == y,
            (Some(Side::Careerist(x)), Some(Side::Careerist(y))) => x == y,
            _ => false,
        }
    }

    /// Whether `a` and `b` are both determined and on different sides.
    pub fn different_sides(&self, a: Seat, b: Seat) -> bool {
        matches!((self.side(a), self.side(b)), (Some(x), Some(y)) if x != y)
    }
}
