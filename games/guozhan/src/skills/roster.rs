//! Each skill's module behind the [`Skill`] enum: every method here asks the module of the
//! skill it is called on (made from the roster, `for_each_skill!`).

use tianhei_core::{Seat, Text};

use super::{
    Skill, SkillKind,
    data::for_each_skill,
    def::SkillDef,
    hint::{PlayHint, TriggerHint},
};
use crate::{
    card::{Name, Suit},
    choices::Act,
    frame::{In, Next, RespondCtx, SkillCtx},
    game::Game,
    timing::Timing,
};

macro_rules! dispatch {
    ($( $v:ident => $m:ident, )*) => {
        impl Skill {
            /// Machine key (`wusheng`).
            pub fn key(self) -> &'static str {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::KEY, )* }
            }

            /// `【武圣】` / `Warrior Saint`.
            pub fn name(self) -> Text {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::NAME, )* }
            }

            /// How it is used.
            pub fn kind(self) -> SkillKind {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::KIND, )* }
            }

            /// Its text, with 【茶】 for 【桃】.
            pub fn text(self) -> Text {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::TEXT, )* }
            }

            /// Once per play phase.
            pub fn once_per_phase(self) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::ONCE_PER_PHASE, )* }
            }

            /// What it adds to a character in the bot's eyes.
            pub(crate) fn pick_bonus(self) -> i32 {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::PICK_BONUS, )* }
            }

            /// Whether it may act at `t` (the timing alone; [`Skill::applies`] reads the
            /// state).
            pub(crate) fn listens(self, t: Timing) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::listens(t), )* }
            }

            /// Whether it could act at `t` for `s` now.
            pub(crate) fn applies(self, g: &Game, s: Seat, t: Timing) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::applies(g, s, t), )* }
            }

            /// Acts at `t` at once, without a process; false when it does not.
            pub(crate) fn at_once(self, g: &mut Game, s: Seat, t: Timing) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::at_once(g, s, t), )* }
            }

            /// One step of its process from step `at`: what the step asks of the engine,
            /// and the step it is at after.
            pub(crate) fn effect(self, g: &mut Game, k: &mut SkillCtx, at: u8, input: In) -> (Next, u8) {
                match self {
                    $( Skill::$v => {
                        let mut st = <<super::$m::$v as SkillDef>::Step>::from(at);
                        let next = <super::$m::$v as SkillDef>::effect(g, k, &mut st, input);
                        (next, st.into())
                    } )*
                }
            }

            /// The options it adds to `s`'s play phase.
            pub(crate) fn play_acts(self, g: &Game, s: Seat, acts: &mut Vec<Act>) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::play_acts(g, s, acts), )* }
            }

            /// The options it adds to a request for 【闪】 or 【杀】.
            pub(crate) fn respond_acts(self, g: &Game, r: &RespondCtx, acts: &mut Vec<Act>) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::respond_acts(g, r, acts), )* }
            }

            /// What a card named `from` becomes through it (a view-as skill).
            pub fn view_as(self, from: Name) -> Name {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::view_as(from), )* }
            }

            /// Whether a judgement of `suit` is the result it judges for.
            pub(crate) fn judge_good(self, suit: Suit) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::judge_good(suit), )* }
            }

            /// How much the bot likes a play-phase option of it.
            pub(crate) fn bot_play(self, h: &PlayHint) -> i32 {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::bot_play(h), )* }
            }

            /// How much the bot likes using it now.
            pub(crate) fn bot_trigger(self, h: &TriggerHint) -> i32 {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::bot_trigger(h), )* }
            }
        }
    };
}
for_each_skill!(dispatch);
