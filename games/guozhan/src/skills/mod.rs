//! The skills of the 24 characters, as data ([`Skill`]: name, text, kind) plus small
//! handlers, split by group:
//!
//! - `trigger`: skills that act at a timing point (`Handler::Skill`), asked of their
//!   owner — in secret while the character is face-down — and their processes
//!   (奸雄, 刚烈, 突袭, 裸衣, 英姿, 洛神, 据守, 铁骑, 集智, 克己, 枭姬, 闭月, 猛进, 狂斧).
//! - `active`: what a skill adds to the play phase and to answers — view-as skills
//!   (倾国, 武圣, 龙胆, 奇袭, 急救, 乱击) and active skills (制衡, 反间, 结姻, 青囊,
//!   离间, 仁德, 苦肉) — and their follow-up questions.
//! - The lock skills (马术, 奇才, 无双, 咆哮) are checks where the rule they change is
//!   decided (`distance`, `play`, `effects`).
//!
//! A face-down character has no skills ([`Game::has_skill`] reads only revealed ones).
//! Using a skill of a face-down character reveals it; if both faction cards are face-down
//! the owner first reveals one of them, his choice; with exactly one revealed he reveals
//! only the character (seed 004, FAQ 1 and 2).

mod active;
pub mod data;
mod trigger;

pub use data::{Skill, SkillKind, view_as_name};

pub use crate::frame::SkillCtx;
pub(crate) use crate::frame::{ASK, ASKED, REVEAL_CHOICE, REVEAL_CHOSEN};

use tianhei_core::{Audience, Seat, cards::Step};

use crate::{
    choices::Act,
    faction::Which,
    frame::{Frame, In, Next, Ret, reply},
    game::Game,
    log::t2,
};

impl Game {
    /// Whether `s` has `skill` now: alive, and his character, face-up, has it.
    pub fn has_skill(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        self.opts.skills && p.alive && p.character_up && p.character.skills().contains(&skill)
    }

    /// Whether `s`'s character has `skill`, face-up or face-down (its owner may use it by
    /// revealing the character).
    pub fn holds_skill(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        self.opts.skills && p.alive && p.character.skills().contains(&skill)
    }

    /// The skills `s`'s character has in play (none when the rule set turns them off).
    pub(crate) fn skills_of(&self, s: Seat) -> &'static [Skill] {
        if self.opts.skills {
            self.players[s.index()].character.skills()
        } else {
            &[]
        }
    }

    /// Whether using a skill of `s` now needs a faction card chosen first: his character
    /// and both faction cards are face-down (FAQ 1).
    pub(crate) fn needs_faction_choice(&self, s: Seat) -> bool {
        let p = &self.players[s.index()];
        !p.character_up && !p.main.revealed && !p.second.revealed
    }

    /// `s` uses `skill`: faction card `w` is revealed first if given, then the character
    /// if face-down; the log names the skill. False if the game ended on the reveal.
    pub(crate) fn invoke(&mut self, s: Seat, skill: Skill, w: Option<Which>) -> bool {
        if let Some(w) = w {
            self.reveal_faction(s, w);
        }
        if !self.players[s.index()].character_up {
            self.reveal_character(s);
        }
        self.log_skill(s, skill);
        self.check_end();
        self.outcome.is_none()
    }

    /// `3号发动了【武圣】`.
    pub(crate) fn log_skill(&mut self, s: Seat, skill: Skill) {
        let n = skill.name();
        self.log.push(
            Audience::All,
            "guozhan.skill",
            t2(
                "{}号发动了{}",
                "Seat {} uses {}",
                &[s.num(), &n.zh],
                &[s.num(), &n.en],
            ),
        );
    }

    /// A skill act (`act`) of `s` read by a frame that was just pushed back to read it
    /// again: if a faction card must be chosen first, asks for it and returns true (the
    /// act is replayed after the reveal).
    pub(crate) fn defer_for_reveal(&mut self, s: Seat, act: Act) -> Option<Frame> {
        let skill = act.skill()?;
        if !self.needs_faction_choice(s) {
            return None;
        }
        let mut ctx = SkillCtx::new(skill, s);
        ctx.step = REVEAL_CHOICE;
        ctx.act = Some(act);
        Some(Frame::Skill(Box::new(ctx)))
    }

    pub(crate) fn step_skill(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        match k.step {
            REVEAL_CHOICE => {
                let p = &self.players[s.index()];
                let acts = vec![
                    Act::Reveal(Which::Main, p.main.colour),
                    Act::Reveal(Which::Second, p.second.colour),
                ];
                let n = k.skill.name();
                k.step = REVEAL_CHOSEN;
                self.ask(
                    s,
                    "guozhan.skill_reveal",
                    t2(
                        "发动{}须明置角色牌：先明置一张势力牌",
                        "To use {} you reveal your character: first reveal a faction card",
                        &[&n.zh],
                        &[&n.en],
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            REVEAL_CHOSEN => {
                let w = match reply(input) {
                    Some(Act::Reveal(w, _)) => w,
                    _ => Which::Main,
                };
                self.reveal_faction(s, w);
                self.check_end();
                if self.outcome.is_some() {
                    return Step::Done(Ret::None);
                }
                match k.act {
                    // The frame below reads the act again, now that only the character
                    // is left to reveal.
                    Some(act) => Step::Done(Ret::Replay(act)),
                    None => Step::Done(Ret::None),
                }
            }
            _ => self.step_trigger(k, input),
        }
    }

    /// Notes every seat's trigger skills once the characters are chosen.
    pub(crate) fn note_triggers(&mut self) {
        self.triggers.clear();
        if !self.opts.skills {
            return;
        }
        for (i, p) in self.players.iter().enumerate() {
            for &k in p.character.skills() {
                if matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) {
                    self.triggers.push((Seat(i as u8), k));
                }
            }
        }
    }

    /// Skills of `s` shown in views: those of a face-up character.
    pub fn shown_skills(&self, s: Seat) -> &'static [Skill] {
        let p = &self.players[s.index()];
        if p.character_up && self.opts.skills {
            p.character.skills()
        } else {
            &[]
        }
    }
}

impl Act {
    /// The skill an act uses, if any.
    pub(crate) fn skill(self) -> Option<Skill> {
        match self {
            Act::Invoke(k, _) | Act::ViewAs { skill: k, .. } | Act::Skill { skill: k, .. } => {
                Some(k)
            }
            _ => None,
        }
    }
}
