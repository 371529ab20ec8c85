//! Characters (角色牌): the 25 cards and their skills.
//!
//! - `data`: the roster (one line per character and per skill), the enums made from it,
//!   what a card prints and the 机密任务; `roster.rs` puts each module behind the enums.
//! - One module per character (`lao_gui.rs` … `xiang_shui.rs`): its card ([`def::CharacterDef`]),
//!   each of its skills ([`def::SkillDef`]: text, when it is offered or fires, what it does,
//!   its bot hint) and its own questions (`Ask`). Adding a character touches its module
//!   and the roster.
//! - `blue`: offering 响应式 skills, using one, resolving one; `triggers`: which 自动式
//!   skills fire at an event, in order from the active player rightwards (from the dead
//!   player at a death); `questions`: the questions several skills share, opening a
//!   question's prompt and its answer; `pick`: 挑选角色.
//!
//! A few skills change a rule where that rule is decided, as checks of their skill:
//! 敏锐 (`window.rs`, who may lock), 城府 and 弃卒保帅 (`effects.rs`, asking), 败露
//! (`end.rs`), 风度 (`missions.rs`, at a declaration).
//!
//! Mechanics (reference §3.1): a face-up character's automatic skills are always on; a
//! face-down one has only the skills that say 「翻开此角色牌」, and using one flips it up.
//! 盖伏 turns a character face-down again (洞悉, 掩护, 釜底抽薪, 合谋, 声东击西). A face-down
//! character has no gender; 小白 counts as both. A skill is not a card: 识破 cannot
//! negate it. Character text beats card text, which beats the rules (柒佰 locks in others'
//! turns; 预谋, 亮剑 and 换日 use other cards as 锁定).

pub(crate) mod ask;
mod blue;
pub(crate) mod data;
mod def;
pub(crate) mod hint;
mod pick;
mod prelude;
mod questions;
mod roster;
mod triggers;

macro_rules! character_modules {
    ($( $v:ident => $m:ident, )*) => { $( mod $m; )* };
}
data::for_each_character!(character_modules);

pub(crate) use ask::Question;
pub use data::{Character, Gender, Info, Mission, Skill, SkillInfo, SkillKind};
use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text};

use crate::classic::{
    game::{Game, Status},
    zone::Zone,
};

impl Game {
    /// Whether `s` is alive and his face-up character has `skill`.
    pub(crate) fn up_has(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        p.status == Status::Alive && p.up().is_some_and(|c| c.has(skill))
    }

    /// Whether `s` is alive and his face-down character has `skill`.
    pub(crate) fn down_has(&self, s: Seat, skill: Skill) -> bool {
        let p = &self.players[s.index()];
        p.status == Status::Alive && p.down().is_some_and(|c| c.has(skill))
    }

    /// Turns `s`'s character face-up (翻开) or face-down (盖伏), in public.
    pub(crate) fn flip(&mut self, s: Seat, up: bool) {
        let p = &mut self.players[s.index()];
        let Some(c) = p.character else { return };
        if p.face_up == up {
            return;
        }
        p.face_up = up;
        let n = c.name();
        let line = if up {
            p.known = true;
            text!(
                "{}号翻开角色牌：【{}】",
                "Seat {} flips the character face-up: {}",
                s.number(),
                n
            )
        } else {
            text!(
                "{}号盖伏角色牌【{}】",
                "Seat {} turns {} face-down",
                s.number(),
                n
            )
        };
        self.log.push(Audience::All, "fengsheng.flip", line);
    }

    /// `3号发动【狙击】` (with `，目标：5号`), in public.
    pub(crate) fn skill_line(&mut self, s: Seat, skill: Skill, target: Option<Seat>) {
        let n = skill.name();
        let (tz, te) = match target {
            Some(t) => (
                format!("，目标：{}号", t.number()),
                format!(" on seat {}", t.number()),
            ),
            None => (String::new(), String::new()),
        };
        self.log.push(
            Audience::All,
            "fengsheng.skill",
            text!(
                "{}号发动【{}】{}",
                "Seat {} uses {}{}",
                s.number(),
                n,
                (tz, te)
            ),
        );
    }

    /// `s` turns his identity card face-up (爱情, 黄雀在后, 救美), in public.
    pub(crate) fn show_identity(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        p.identity_shown = true;
        let f = p.identity.name();
        self.log.push(
            Audience::All,
            "fengsheng.show_identity",
            text!(
                "{}号翻开身份牌：{}",
                "Seat {} turns the identity card up: {}",
                s.number(),
                f
            ),
        );
    }

    /// Whether a turn-start or turn-end window could hold a skill, from public facts
    /// only: a living face-down character (its 「翻开此角色牌」 skill may be usable at any
    /// time), 小白 with four cards (收买), or 老枪 face-up with another face-up 潜伏
    /// character (合谋). Black intel on the table is tested separately.
    pub(crate) fn anytime_skill_possible(&self) -> bool {
        if !self.opts.characters {
            return false;
        }
        let mut up_hidden = 0;
        let mut laoqiang = false;
        for (i, p) in self.players.iter().enumerate() {
            if p.status != Status::Alive {
                continue;
            }
            match p.up() {
                None if p.character.is_some() => return true,
                Some(c) => {
                    if c == Character::XiaoBai && self.zones.count(Zone::Hand(Seat(i as u8))) >= 4 {
                        return true;
                    }
                    if c.hidden() {
                        up_hidden += 1;
                    }
                    if c == Character::LaoQiang && self.alive(Seat(i as u8)) {
                        laoqiang = true;
                    }
                }
                None => {}
            }
        }
        laoqiang && up_hidden >= 2
    }

    /// A line for the seats in `to` only.
    pub(crate) fn tell(&mut self, to: &[Seat], key: &'static str, text: Text) {
        let mut set = tianhei_core::SeatSet::EMPTY;
        for &s in to {
            set.insert(s);
        }
        self.log.push(Audience::Seats(set), key, text);
    }

    /// Whether `s` has a black card in hand.
    pub(crate) fn has_black(&self, s: Seat) -> bool {
        self.hand(s)
            .iter()
            .any(|&c| self.card(c).colour == crate::classic::card::Colour::Black)
    }
}
