//! The skills of the 24 characters, one module each (`skills/<key>.rs`): its name, text
//! and kind, when it acts, its steps as its own enum, what it adds to the play phase and
//! to answers, its bot hint ([`def::SkillDef`]). The roster (`data.rs`) lists them once;
//! `roster.rs` puts each module behind the [`Skill`] enum; `process.rs` runs a skill's
//! process for all of them.
//!
//! - Trigger skills act at a timing point (`Handler::Skill`), asked of their owner — in
//!   secret while the character is face-down (奸雄, 刚烈, 突袭, 裸衣, 英姿, 洛神, 据守, 铁骑,
//!   集智, 克己, 枭姬, 闭月, 猛进, 狂斧).
//! - View-as skills (倾国, 武圣, 龙胆, 奇袭, 急救, 乱击) and active skills (制衡, 反间, 结姻,
//!   青囊, 离间, 仁德, 苦肉) add options to the play phase and to answers.
//! - The lock skills (马术, 奇才, 无双, 咆哮) are checks where the rule they change is
//!   decided (`distance`, `play`, `effects`).
//!
//! A face-down character has no skills ([`Game::has_skill`] reads only revealed ones).
//! Using a skill of a face-down character reveals it; if both faction cards are face-down
//! the owner first reveals one of them, his choice; with exactly one revealed he reveals
//! only the character (seed 004, FAQ 1 and 2). Tests: `tests/skills*.rs`, by skill name.

pub mod data;
mod def;
pub(crate) mod hint;
mod prelude;
mod process;
mod roster;

macro_rules! skill_modules {
    ($( $v:ident => $m:ident, )*) => { $( mod $m; )* };
}
data::for_each_skill!(skill_modules);

pub use crate::frame::SkillCtx;
pub use data::{Skill, SkillKind};

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use crate::{choices::Act, faction::Which, game::Game};

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
            text!("{}号发动了{}", "Seat {} uses {}", s.num(), n),
        );
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

    /// 预亮 (when the rule set has it): asks `s`, whose character is face-down, in secret
    /// which trigger skill to mark for this round — every such seat is asked, with a
    /// trigger skill or not, so being asked tells nothing. False if nothing was asked.
    pub(crate) fn ask_preshow(&mut self, s: Seat) -> bool {
        let p = &self.players[s.index()];
        if !self.opts.preshow || !self.opts.skills || p.character_up || !p.alive {
            return false;
        }
        let mut acts = vec![Act::Pass];
        for &k in p.character.skills() {
            if matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) {
                if self.needs_faction_choice(s) {
                    acts.push(Act::Invoke(k, Some(Which::Main)));
                    acts.push(Act::Invoke(k, Some(Which::Second)));
                } else {
                    acts.push(Act::Invoke(k, None));
                }
            }
        }
        self.ask_secret(
            s,
            "guozhan.preshow",
            Text::new(
                "预亮：选择一个暗置角色的技能，在其可以发动时自动明置并发动（只有你知道）",
                "Pre-show: mark a skill of your face-down character to reveal and use as soon as it may act (only you know)",
            ),
            acts,
        );
        true
    }

    /// Reads `s`'s 预亮 mark.
    pub(crate) fn read_preshow(&mut self, s: Seat, reply: Option<Act>) {
        self.players[s.index()].preshown = match reply {
            Some(Act::Invoke(k, w)) => Some((k, w)),
            _ => None,
        };
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
