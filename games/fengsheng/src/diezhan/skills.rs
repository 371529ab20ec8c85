//! The rules every 谍战篇 skill shares, as the game applies them (reference §6.1): whose
//! skill works now (face-up, or face-down for a flip skill; alive, or dying now for a
//! 死亡前 one; not voided this turn; within its limit), the options of active skills at an
//! idle point, a skill used (flipped, said, run), and the timing point through which
//! trigger skills answer events. What a skill is: `skill.rs`; the skills: `chars/`.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, Text,
    cards::{Ask, Fire, Fired, Handlers, Input, Step},
};

use super::{
    chars,
    frame::{Event, Frame, Ret, SkillRef, UseSkill, UseStage},
    opt::Opt,
    skill::{At, Limit, Skill},
    state::Game,
};

/// The skill `r` names.
pub(crate) fn skill(r: SkillRef) -> &'static Skill {
    &chars::skills(r.ch)[r.i as usize]
}

impl Game {
    /// `s`'s character's skills with their references (none without a character).
    pub(crate) fn skills_of(&self, s: Seat) -> impl Iterator<Item = SkillRef> + use<> {
        let ch = self.chars[s.index()].map(|c| c.id);
        let n = ch.map_or(0, |c| chars::skills(c).len());
        (0..n).map(move |i| SkillRef {
            ch: ch.unwrap_or(0),
            i: i as u8,
        })
    }

    /// Whether `s` may use (or fire) `r` now as far as the character rules go: his
    /// character, alive (or dying now, for a 死亡前 skill), not voided this turn, face-up
    /// (face-down for a flip skill), within its limit.
    pub(crate) fn skill_on(&self, s: Seat, r: SkillRef) -> bool {
        let Some(c) = self.chars[s.index()] else {
            return false;
        };
        let k = skill(r);
        c.id == r.ch
            && !self.out.contains(s)
            && (self.alive(s) || (k.at_death && self.dying_now.contains(s)))
            && !self.turn.no_skills.contains(s)
            && c.face_up != k.flip
            && match k.limit {
                Limit::None => true,
                Limit::Turn => !self.used_turn.contains(&(s, r)),
                Limit::Game => !self.used_game.contains(&(s, r)),
            }
    }

    /// Whether `s` has the passive (or any) skill `key` working now: face-up, alive, not
    /// voided.
    pub(crate) fn has_up(&self, s: Seat, key: &str) -> bool {
        self.skills_of(s)
            .any(|r| skill(r).key == key && self.skill_on(s, r))
    }

    /// `s`'s skill `key` is used up for its limit (a skill used through a card's option,
    /// 译文暗号).
    pub(crate) fn mark_used(&mut self, s: Seat, key: &str) {
        if let Some(r) = self.skills_of(s).find(|&r| skill(r).key == key) {
            match skill(r).limit {
                Limit::None => {}
                Limit::Turn => self.used_turn.push((s, r)),
                Limit::Game => self.used_game.push((s, r)),
            }
            self.skill_line(s, r);
        }
    }

    /// The active skills `s` may use at `at`, as options.
    pub(crate) fn skill_opts(&self, s: Seat, at: At, opts: &mut Vec<Opt>) {
        for r in self.skills_of(s) {
            let k = skill(r);
            if k.when.at(at) && self.skill_on(s, r) && (k.usable)(self, s) {
                opts.push(Opt::Skill { skill: r });
            }
        }
    }

    /// `3号发动【新思潮】`, in public.
    pub(crate) fn skill_line(&mut self, s: Seat, r: SkillRef) {
        let t = skill(r).title();
        self.tell(
            "diezhan.skill",
            text!("{}号发动{}", "Seat {} uses {}", s.number(), t),
        );
    }

    /// A line for `s` alone (what a skill showed him).
    pub(crate) fn tell_seat(&mut self, s: Seat, key: &'static str, text: Text) {
        self.log.push(Audience::seat(s), key, text);
    }

    /// Puts `e` on the queue of events the next node's triggers answer.
    pub(crate) fn event(&mut self, e: Event) {
        if self.rules.characters {
            self.events.push(e);
        }
    }

    /// The timing point of the next queued event that a skill answers, if any (events
    /// nobody answers go by without one: nothing would fire, so nothing could change).
    pub(crate) fn next_point(&mut self) -> Option<Frame> {
        while !self.events.is_empty() {
            let e = self.events.remove(0);
            let seats = self.trigger_seats();
            if self.answered(e, seats) {
                return Some(Frame::Fire(Fire::for_seats(e, self.turn.active, seats)));
            }
        }
        None
    }

    /// The timing point of `e` at once (not at the next node), if a skill answers it.
    pub(crate) fn point_now(&self, e: Event) -> Option<Frame> {
        if !self.rules.characters {
            return None;
        }
        let seats = self.trigger_seats();
        self.answered(e, seats)
            .then(|| Frame::Fire(Fire::for_seats(e, self.turn.active, seats)))
    }

    /// Whether a skill of one of `seats` answers `e` now.
    fn answered(&self, e: Event, seats: SeatSet) -> bool {
        seats.iter().any(|s| {
            self.skills_of(s)
                .any(|r| (skill(r).on)(self, s, e) && self.skill_on(s, r))
        })
    }

    /// The seats whose triggers may answer: in the game, alive or dying now.
    fn trigger_seats(&self) -> SeatSet {
        let mut seats = SeatSet::EMPTY;
        for s in self.seating.all() {
            if !self.out.contains(s) && (self.alive(s) || self.dying_now.contains(s)) {
                seats.insert(s);
            }
        }
        seats
    }
}

impl UseSkill {
    /// `seat` uses the active skill `skill`.
    pub(crate) fn active(seat: Seat, skill: SkillRef) -> Self {
        UseSkill {
            seat,
            skill,
            event: None,
            stage: UseStage::Go,
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let (s, r) = (self.seat, self.skill);
        let k = skill(r);
        match self.stage {
            UseStage::Offer => {
                if !g.skill_on(s, r) {
                    return Step::Done(Ret::None);
                }
                self.stage = UseStage::Asked;
                let t = k.title();
                g.ask(Ask::one(
                    s,
                    "diezhan.skill_offer",
                    text!("是否发动{}？{}", "Use {}? {}", t, (k.text.0, k.text.1)),
                    vec![Opt::Skill { skill: r }, Opt::Pass],
                ))
            }
            UseStage::Asked => match input {
                Input::Answer(a) if a.one() == Some(&Opt::Skill { skill: r }) => {
                    self.stage = UseStage::Go;
                    Step::Again
                }
                _ => Step::Done(Ret::None),
            },
            UseStage::Go => {
                if !g.skill_on(s, r) {
                    return Step::Done(Ret::None);
                }
                match k.limit {
                    Limit::None => {}
                    Limit::Turn => g.used_turn.push((s, r)),
                    Limit::Game => g.used_game.push((s, r)),
                }
                if k.flip {
                    g.turn_up(s);
                }
                g.skill_line(s, r);
                let then = match self.event {
                    Some(e) => (k.fire)(g, s, e),
                    None => (k.run)(g, s),
                };
                match then {
                    Some(f) => {
                        self.stage = UseStage::Running;
                        Step::Call(f)
                    }
                    None => Step::Done(Ret::None),
                }
            }
            UseStage::Running => Step::Done(Ret::None),
        }
    }
}

impl Handlers for Frame {
    type Point = Event;
    type Handler = SkillRef;

    fn handlers(g: &Game, e: Event, seat: Seat, mut each: impl FnMut(SkillRef)) {
        for r in g.skills_of(seat) {
            let k = skill(r);
            if (k.on)(g, seat, e) && g.skill_on(seat, r) {
                each(r);
            }
        }
    }

    fn fire(_: &mut Game, e: Event, seat: Seat, r: SkillRef) -> Fired<Frame> {
        Fired::Push(Frame::Use(UseSkill {
            seat,
            skill: r,
            event: Some(e),
            stage: if skill(r).optional {
                UseStage::Offer
            } else {
                UseStage::Go
            },
        }))
    }
}
