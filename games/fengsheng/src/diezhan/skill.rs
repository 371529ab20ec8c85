//! What a 谍战篇 character skill is and the rules every skill shares (reference §6.1): a
//! face-down character has only its flip skills (「翻开此角色牌」), and using one turns it
//! face-up; a face-up one has the others; a dead player's skills are void but for his
//! 死亡前 ones; skills voided this turn (调虎离山, 禁闭, 先发制人) come back at its end;
//! once-per limits. Each character's module (`chars/`) defines its skills as [`Skill`]
//! values: name, text, timing, and what they do as functions of the game.
//!
//! Active skills are offered at the idle points their timing names (the main phase, the
//! 争夺阶段, a 濒死 window) as [`Opt::Skill`]; trigger skills answer an [`Event`] at the next
//! node, fired in seat order from the turn player ([`Frame::Fire`], the kit's timing
//! point); a trigger that says 可以 asks its owner first. Either way a [`UseSkill`] frame
//! flips the card, says what is used and runs the effect, whose questions are the skill's
//! own frame.

use tianhei_core::text;
use tianhei_core::{Seat, Text};

use super::{
    frame::{Event, Frame},
    state::Game,
    view::DzView,
};

/// When an active skill may be used, or that a skill answers events or changes a rule.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum When {
    /// In its owner's main phase.
    Main,
    /// When its owner is asked in a 争夺阶段.
    Fight,
    /// When its owner is asked in a 濒死 window while he is dying himself.
    Dying,
    /// Main phase or 争夺.
    MainOrFight,
    /// 濒死 or 争夺.
    FightOrDying,
    /// When its owner must send intel (instead of sending a hand card).
    Send,
    /// Answers an event at the next node.
    Trigger,
    /// Changes a rule where the rule is decided (checked by its key).
    Passive,
}

/// Where an idle point is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum At {
    Main,
    Fight,
    Dying,
    Send,
}

impl When {
    pub(crate) fn at(self, at: At) -> bool {
        matches!(
            (self, at),
            (When::Main | When::MainOrFight, At::Main)
                | (
                    When::Fight | When::MainOrFight | When::FightOrDying,
                    At::Fight
                )
                | (When::Dying | When::FightOrDying, At::Dying)
                | (When::Send, At::Send)
        )
    }
}

/// How often a skill may be used.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Limit {
    /// As often as its timing comes.
    None,
    /// Once a turn (once per main phase, per 争夺阶段: there is one of each a turn).
    Turn,
    /// Once a game.
    Game,
}

/// A character skill, defined in its character's module.
pub(crate) struct Skill {
    /// Machine key, unique in the roster (`xin_si_chao`).
    pub(crate) key: &'static str,
    /// Its name (names are not translated; the English gloss follows).
    pub(crate) name: (&'static str, &'static str),
    /// What it does, as players read it.
    pub(crate) text: (&'static str, &'static str),
    pub(crate) when: When,
    /// 「翻开此角色牌」: usable only face-down, and using it turns the card face-up.
    pub(crate) flip: bool,
    pub(crate) limit: Limit,
    /// A trigger that says 可以: its owner is asked.
    pub(crate) optional: bool,
    /// A 死亡前 skill: works for its dead owner in his death.
    pub(crate) at_death: bool,
    /// An active skill: whether what it needs is there now.
    pub(crate) usable: fn(&Game, Seat) -> bool,
    /// An active skill's effect: a frame when it asks questions. An active skill is
    /// offered at its idle points, so `optional` is for its trigger side only.
    pub(crate) run: fn(&mut Game, Seat) -> Option<Frame>,
    /// A trigger (or an active skill that also answers an event, 先发制人): whether it
    /// answers this event for its owner.
    pub(crate) on: fn(&Game, Seat, Event) -> bool,
    /// A trigger's effect.
    pub(crate) fire: fn(&mut Game, Seat, Event) -> Option<Frame>,
    /// The heuristic bot's wish to use it now, from the bot's view (> 0: use it).
    pub(crate) worth: fn(&DzView, Seat) -> i32,
}

fn yes(_: &Game, _: Seat) -> bool {
    true
}
fn nothing(_: &mut Game, _: Seat) -> Option<Frame> {
    None
}
fn never(_: &Game, _: Seat, _: Event) -> bool {
    false
}
fn nothing_on(_: &mut Game, _: Seat, _: Event) -> Option<Frame> {
    None
}
fn keen(_: &DzView, _: Seat) -> i32 {
    1
}

impl Skill {
    /// The defaults a skill's definition starts from (`..Skill::BASE`).
    pub(crate) const BASE: Skill = Skill {
        key: "",
        name: ("", ""),
        text: ("", ""),
        when: When::Passive,
        flip: false,
        limit: Limit::None,
        optional: false,
        at_death: false,
        usable: yes,
        run: nothing,
        on: never,
        fire: nothing_on,
        worth: keen,
    };

    /// `【新思潮】`.
    pub(crate) fn title(&self) -> Text {
        text!("【{}】", "{} ({})", self.name.0, self.name.1)
    }
}
