//! What a skill's module defines: [`SkillDef`] (its name, text and kind, when it acts,
//! its process, what it adds to the play phase and to answers, its bot hint) and
//! [`steps!`], the enum of its process's steps.

use tianhei_core::{Seat, Text, cards::Step};

use super::{
    SkillKind,
    hint::{PlayHint, TriggerHint},
};
use crate::{
    card::{Colour, Name, Suit},
    choices::Act,
    frame::{In, Next, RespondCtx, Ret, SkillCtx},
    game::Game,
    timing::Timing,
};

/// A skill, defined in its own module by a unit struct named like its [`Skill`](super::Skill)
/// variant. Everything but the name, text and kind has a default: a skill overrides what
/// it does.
pub(crate) trait SkillDef {
    /// Machine key (`wusheng`).
    const KEY: &'static str;
    /// `【武圣】` / `Warrior Saint`.
    const NAME: Text;
    /// How it is used.
    const KIND: SkillKind;
    /// Its text, with 【茶】 for 【桃】.
    const TEXT: Text;
    /// 出牌阶段限一次.
    const ONCE_PER_PHASE: bool = false;
    /// What it adds to a character in the bot's eyes when choosing one.
    const PICK_BONUS: i32 = 1;

    /// The steps of its process once it is used ([`steps!`]).
    type Step: Copy + Default + From<u8> + Into<u8>;

    /// Whether it may act at `t` (the timing alone).
    fn listens(t: Timing) -> bool {
        let _ = t;
        false
    }

    /// Whether it could act at `t` for `s` now (the state; `t` is one it listens to).
    fn applies(g: &Game, s: Seat, t: Timing) -> bool {
        let _ = (g, s, t);
        false
    }

    /// Acts at `t` without a process or a question (裸衣's +1 damage); false when it
    /// has nothing to do so.
    fn at_once(g: &mut Game, s: Seat, t: Timing) -> bool {
        let _ = (g, s, t);
        false
    }

    /// One step of its process after its owner chose to use it (`st` is where it is).
    fn effect(g: &mut Game, k: &mut SkillCtx, st: &mut Self::Step, input: In) -> Next {
        let _ = (g, k, st, input);
        Step::Done(Ret::None)
    }

    /// The options it adds to `s`'s play phase.
    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        let _ = (g, s, acts);
    }

    /// The options it adds to a request for 【闪】 or 【杀】.
    fn respond_acts(g: &Game, r: &RespondCtx, acts: &mut Vec<Act>) {
        let _ = (g, r, acts);
    }

    /// What a card named `from` becomes through it (a view-as skill).
    fn view_as(from: Name) -> Name {
        let _ = from;
        Name::Sha
    }

    /// Whether a judgement of `suit` is the result it judges for.
    fn judge_good(suit: Suit) -> bool {
        suit.colour() == Colour::Red
    }

    /// How much the bot likes a play-phase option of it.
    fn bot_play(h: &PlayHint) -> i32 {
        let _ = h;
        -1
    }

    /// How much the bot likes using it now (a trigger skill), before what revealing costs.
    fn bot_trigger(h: &TriggerHint) -> i32 {
        let _ = h;
        3
    }
}

/// The steps of a skill's process, first to last: `steps!(Judge, Judged)` makes
/// `pub(crate) enum At` (where the process is) starting at `Judge`, kept in its frame as
/// a number.
macro_rules! steps {
    ($first:ident $(, $v:ident)* $(,)?) => {
        /// Where the skill's process is.
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        #[repr(u8)]
        pub(crate) enum At {
            #[default]
            $first,
            $( $v, )*
        }

        impl From<u8> for At {
            fn from(n: u8) -> Self {
                const ALL: &[At] = &[At::$first, $( At::$v, )*];
                ALL.get(n as usize).copied().unwrap_or_default()
            }
        }

        impl From<At> for u8 {
            fn from(s: At) -> u8 {
                s as u8
            }
        }
    };
}
pub(crate) use steps;
