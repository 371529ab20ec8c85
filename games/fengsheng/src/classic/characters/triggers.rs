//! 自动式 (red) skills that fire 「当…时」, as handlers on the card kit's timing points:
//! which skills a seat has at a point and in what order, and what each does when its
//! turn comes. A point visits the seats from the active player rightwards (rulebook
//! p32); at a death, from the dead player rightwards (seed 000). 「当…时」 means the card
//! or skill was used successfully (not 识破'd), so the skills about a 试探 or 锁定 fire
//! as it resolves, before its effect.

use tianhei_core::{
    Audience, Seat, SeatSet, Text,
    cards::{Fire, Fired, Handlers},
};

use super::{Character, Skill};
use crate::classic::{
    act::Target,
    card::{CardId, Colour, Kind},
    frame::{Frame, Point, Source, Task, Trigger, Used},
    game::{Game, Status},
};

impl Handlers for Frame {
    type Point = Point;
    type Handler = Trigger;

    fn handlers(g: &Game, point: Point, seat: Seat, each: impl FnMut(Trigger)) {
        g.triggers_at(point, seat, each);
    }

    /// Fires one skill; what it asks runs before the next one (the engine's interrupts),
    /// and so does the check between steps (a hand mission met, the game over).
    fn fire(g: &mut Game, _: Point, seat: Seat, t: Trigger) -> Fired<Frame> {
        g.trigger(seat, t.skill, t.about);
        Fired::Yield
    }
}

impl Game {
    /// `seat` obtained `cards` from `source`: the skills that answer it fire.
    pub(crate) fn fire_obtained(&mut self, seat: Seat, cards: &[CardId], source: Source) {
        if !self.opts.characters {
            return;
        }
        let mut black = 0u32;
        for (k, &c) in cards.iter().enumerate() {
            if self.card(c).colour == Colour::Black {
                black |= 1 << k;
            }
        }
        let n = cards.len() as u8;
        let point = Point::Obtained {
            seat,
            source,
            black,
            n,
        };
        self.fire_from(point, self.turn.active);
    }

    /// `dead` died: his own 死亡时 skills and the others' fire, from him rightwards.
    pub(crate) fn fire_death(&mut self, dead: Seat) {
        let every = SeatSet::first(self.seating.len());
        self.tasks.push(Task::Fire(Fire::for_seats(
            Point::Death { dead },
            dead,
            every,
        )));
    }

    /// Pushes timing point `point`, visiting the living seats from `from` rightwards.
    pub(crate) fn fire_from(&mut self, point: Point, from: Seat) {
        let fire = Fire::for_seats(point, from, self.alive_seats());
        self.tasks.push(Task::Fire(fire));
    }

    /// Hands `list` the skills `o` has at `point` now, in the order they fire.
    pub(crate) fn triggers_at(&self, point: Point, o: Seat, mut list: impl FnMut(Trigger)) {
        let p = &self.players[o.index()];
        match point {
            Point::Obtained {
                seat,
                source,
                black,
                n,
            } => {
                let Some(c) = p.up().filter(|_| self.alive(o)) else {
                    return;
                };
                let sender = source.sender();
                for k in 0..n {
                    let is_black = black & (1 << k) != 0;
                    for &sk in c.info().skills {
                        if sk.on_obtain(o, seat, is_black, sender) {
                            list(Trigger {
                                skill: sk,
                                about: seat,
                                nth: k,
                            });
                        }
                    }
                }
            }
            Point::Death { dead } => {
                let Some(c) = p.up() else { return };
                let own = o == dead;
                if !own && p.status != Status::Alive {
                    return;
                }
                for &sk in c.info().skills {
                    let fires = if own {
                        sk.at_own_death()
                    } else {
                        sk.at_death()
                    };
                    if fires {
                        list(Trigger {
                            skill: sk,
                            about: dead,
                            nth: 0,
                        });
                    }
                }
            }
            Point::Entry { user, e } => {
                if !self.alive(o) {
                    return;
                }
                let kind = match e.used {
                    Used::Card(c) => self.card(c).kind,
                    Used::As(_, k) => k,
                    Used::Skill(_) => return,
                };
                let target = match e.target {
                    Target::Seat(t) => Some(t),
                    _ => None,
                };
                if let Some(c) = p.up() {
                    for &sk in c.info().skills {
                        if let Some(about) = sk.on_entry(o, user, kind, &e, target) {
                            list(Trigger {
                                skill: sk,
                                about,
                                nth: 0,
                            });
                        }
                    }
                }
                if Some(o) == target
                    && matches!(kind, Kind::Probe | Kind::Lock)
                    && p.down().is_some()
                {
                    list(Trigger {
                        skill: Skill::JiuJi,
                        about: o,
                        nth: 0,
                    });
                }
            }
            Point::Decoded => {
                if let Some(c) = p.up().filter(|_| self.alive(o)) {
                    for &sk in c.info().skills {
                        if sk.on_decoded() {
                            list(Trigger {
                                skill: sk,
                                about: o,
                                nth: 0,
                            });
                        }
                    }
                }
            }
        }
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
