//! 自动式 (red) skills that fire 「当…时」: which fire at an event and in what order, and
//! what each does when its turn comes. Simultaneous triggers go from the active player
//! rightwards (rulebook p32); at a death, from the dead player rightwards (seed 000).
//! 「当…时」 means the card or skill was used successfully (not 识破'd), so the skills
//! about a 试探 or 锁定 fire as it resolves, before its effect.

use tianhei_core::{Audience, Seat, Text};

use super::{Character, Skill};
use crate::{
    act::Target,
    card::{CardId, Colour, Kind},
    frame::Source,
    frame::{Entry, Used},
    game::{Game, Status},
};

impl Game {
    /// The skills that fire when `seat` obtains `cards` from `source`.
    pub(crate) fn obtain_triggers(
        &self,
        seat: Seat,
        cards: &[CardId],
        source: Source,
    ) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        if !self.opts.characters {
            return list;
        }
        let sender = source.sender();
        for o in self.seating.from(self.active) {
            let Some(c) = self.players[o.index()].up() else {
                continue;
            };
            if !self.alive(o) {
                continue;
            }
            for &card in cards {
                let colour = self.card(card).colour;
                let black = colour == Colour::Black;
                for &sk in c.info().skills {
                    let fires = sk.on_obtain(o, seat, black, sender);
                    if fires {
                        list.push((o, sk, seat));
                    }
                }
            }
        }
        list
    }

    /// The skills that fire at `dead`'s death, from him rightwards.
    pub(crate) fn death_triggers(&self, dead: Seat) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        for o in self.seating.from(dead) {
            let p = &self.players[o.index()];
            let Some(c) = p.up() else { continue };
            if o == dead {
                for &sk in c.info().skills {
                    if sk.at_own_death() {
                        list.push((o, sk, dead));
                    }
                }
                continue;
            }
            if p.status != Status::Alive {
                continue;
            }
            for &sk in c.info().skills {
                if sk.at_death() {
                    list.push((o, sk, dead));
                }
            }
        }
        list
    }

    /// The skills that fire as the entry `e` used by `user` resolves, before its effect:
    /// about a 试探 (拷问, 隔墙有耳, 真相, and the secret question about 就计 for a face-down
    /// target), a 锁定 (联动, 攻守兼备, 就计) or a 调虎离山 (攻守兼备).
    pub(crate) fn entry_triggers(&self, user: Seat, e: &Entry) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        let kind = match e.used {
            Used::Card(c) => self.card(c).kind,
            Used::As(_, k) => k,
            Used::Skill(_) => return list,
        };
        let target = match e.target {
            Target::Seat(t) => Some(t),
            _ => None,
        };
        for o in self.seating.from(self.active) {
            if !self.alive(o) {
                continue;
            }
            if let Some(c) = self.players[o.index()].up() {
                for &sk in c.info().skills {
                    if let Some(about) = sk.on_entry(o, user, kind, e, target) {
                        list.push((o, sk, about));
                    }
                }
            }
            if Some(o) == target
                && matches!(kind, Kind::Probe | Kind::Lock)
                && self.players[o.index()].down().is_some()
            {
                list.push((o, Skill::JiuJi, o));
            }
        }
        list
    }

    /// 洞悉: every face-up 译电员 may turn face-down when intel is decoded.
    pub(crate) fn decoded_triggers(&self) -> Vec<(Seat, Skill, Seat)> {
        self.seating
            .from(self.active)
            .filter(|&o| self.alive(o))
            .filter_map(|o| self.players[o.index()].up().map(|c| (o, c)))
            .flat_map(|(o, c)| {
                c.info()
                    .skills
                    .iter()
                    .filter(|sk| sk.on_decoded())
                    .map(move |&sk| (o, sk, o))
            })
            .collect()
    }

    /// A triggered skill's turn comes: check it still applies, do what it does at once,
    /// and ask what it asks.
    pub(crate) fn trigger(&mut self, seat: Seat, skill: Skill, about: Seat) {
        let own_death = skill.at_own_death();
        let on = if own_death {
            self.players[seat.index()].status == Status::Dead
                && self.dying.contains(seat)
                && self.players[seat.index()]
                    .up()
                    .is_some_and(|c| c.has(skill))
        } else if skill == Skill::JiuJi {
            self.alive(seat)
        } else {
            self.up_has(seat, skill)
        };
        if !on {
            return;
        }
        skill.fire(self, seat, about);
    }

    /// Whether the dying player counts as female: his character, as it lay when he died.
    pub(crate) fn female_at_death(&self, s: Seat) -> bool {
        use super::Gender;
        self.players[s.index()]
            .up()
            .is_some_and(|c| matches!(c.info().gender, Gender::Female | Gender::Both))
    }

    /// Whether `s`'s character is a 潜伏 card lying face-up (合谋 needs one).
    pub(crate) fn up_hidden(&self, s: Seat) -> bool {
        self.players[s.index()].up().is_some_and(Character::hidden)
    }

    /// Logs a private line to `s` and a public one.
    pub(crate) fn both_lines(&mut self, s: Seat, private: Text, public: Text) {
        self.tell(&[s], "fengsheng.private", private);
        self.log.push(Audience::All, "fengsheng.public", public);
    }
}
