//! Each character's and skill's module behind the [`Character`] and [`Skill`] enums, and
//! the characters' own questions behind [`Own`]: every method here asks the module
//! of what it is called on (made from the roster, `for_each_character!` and
//! `for_each_skill!`).

use tianhei_core::{Seat, Text};

use super::{
    Character, Info, Skill, SkillInfo,
    ask::{Own, Question},
    data::{for_each_character, for_each_skill},
    def::{CharacterDef, OfferAt, OwnAsk, SkillDef},
    hint::Eye,
};
use crate::classic::{
    act::{Act, Target},
    card::{Colour, Kind},
    frame::Entry,
    game::Game,
};

macro_rules! characters {
    ($( $v:ident => $m:ident, )*) => {
        impl Character {
            /// Machine key (`shan_ling`), as in option keys.
            pub fn key(self) -> &'static str {
                match self { $( Character::$v => <super::$m::$v as CharacterDef>::KEY, )* }
            }

            /// What the card prints.
            pub fn info(self) -> Info {
                match self {
                    $( Character::$v => {
                        type C = super::$m::$v;
                        Info {
                            name: <C as CharacterDef>::NAME,
                            gender: <C as CharacterDef>::GENDER,
                            hidden: <C as CharacterDef>::HIDDEN,
                            skills: <C as CharacterDef>::SKILLS,
                            mission: <C as CharacterDef>::MISSION,
                        }
                    } )*
                }
            }

            /// How strong the bot thinks it is.
            pub(crate) fn bot_strength(self) -> i32 {
                match self { $( Character::$v => <super::$m::$v as CharacterDef>::BOT_STRENGTH, )* }
            }
        }

        $(
            impl From<super::$m::Ask> for Question {
                fn from(a: super::$m::Ask) -> Self {
                    Question::Own(Own {
                        by: Character::$v,
                        ask: Box::new(a),
                    })
                }
            }
        )*

        impl Own {
            /// Asked even when dead.
            pub(crate) fn asks_the_dead(&self) -> bool {
                match self.by { $( Character::$v => self.read::<super::$m::Ask>().asks_the_dead(), )* }
            }

            /// The prompt's text and options.
            pub(crate) fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
                match self.by { $( Character::$v => self.read::<super::$m::Ask>().prompt(g), )* }
            }

            /// What the answer `act` does.
            pub(crate) fn answer(self, g: &mut Game, act: Act) {
                match self.by {
                    $( Character::$v => {
                        let a = self.ask.into_any().downcast::<super::$m::Ask>();
                        a.expect("a character's question is its module's Ask").answer(g, act)
                    } )*
                }
            }
        }
    };
}
for_each_character!(characters);

impl Own {
    /// The question as its character's `Ask` (made by the roster's `From`, so always
    /// that type).
    fn read<A: 'static>(&self) -> &A {
        self.ask
            .as_any()
            .downcast_ref::<A>()
            .expect("a character's question is its module's Ask")
    }
}

macro_rules! skills {
    ($( $v:ident => $m:ident, )*) => {
        impl Skill {
            /// Machine key (`ju_ji`), as in option keys.
            pub fn key(self) -> &'static str {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::KEY, )* }
            }

            /// What the card text says.
            pub fn info(self) -> SkillInfo {
                match self {
                    $( Skill::$v => {
                        type S = super::$m::$v;
                        SkillInfo {
                            name: <S as SkillDef>::NAME,
                            kind: <S as SkillDef>::KIND,
                            text: <S as SkillDef>::TEXT,
                        }
                    } )*
                }
            }

            /// Whether the skill works while its character is face-down: the skills that
            /// say 「翻开此角色牌」 (flipping is part of using them).
            pub fn flips_up(self) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::FLIPS_UP, )* }
            }

            /// The card kind it resolves as, if it resolves as a card.
            pub(crate) fn as_card(self) -> Option<Kind> {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::AS_CARD, )* }
            }

            /// It fires at its owner's own death.
            pub(crate) fn at_own_death(self) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::AT_OWN_DEATH, )* }
            }

            /// It fires at another player's death.
            pub(crate) fn at_death(self) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::AT_DEATH, )* }
            }

            /// It fires when intel is decoded.
            pub(crate) fn on_decoded(self) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::ON_DECODED, )* }
            }

            /// The options it adds for `s` holding priority at `at`.
            pub(crate) fn offer(self, g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::offer(g, s, at, acts), )* }
            }

            /// What using it does at once, besides flipping up.
            pub(crate) fn on_use(self, g: &mut Game, s: Seat) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::on_use(g, s), )* }
            }

            /// Whether what it needs is still there when it resolves.
            pub(crate) fn can_resolve(self, g: &Game, user: Seat, t: Option<Seat>) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::can_resolve(g, user, t), )* }
            }

            /// Its effect when it resolves.
            pub(crate) fn resolve(self, g: &mut Game, user: Seat, t: Option<Seat>) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::resolve(g, user, t), )* }
            }

            /// Whether it fires for `owner` when `seat` obtains a card.
            pub(crate) fn on_obtain(self, owner: Seat, seat: Seat, black: bool, sender: Option<Seat>) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::on_obtain(owner, seat, black, sender), )* }
            }

            /// Whether it fires for `o` as an entry resolves, and about whom.
            pub(crate) fn on_entry(self, o: Seat, user: Seat, kind: Kind, e: &Entry, target: Option<Seat>) -> Option<Seat> {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::on_entry(o, user, kind, e, target), )* }
            }

            /// Whether a card of `kind` and `colour` may be used as 锁定 through it.
            pub(crate) fn locks_with(self, kind: Kind, colour: Colour) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::locks_with(kind, colour), )* }
            }

            /// Its owner's 抽牌阶段 instead of drawing two; false when it does not change it.
            pub(crate) fn draw_phase(self, g: &mut Game, s: Seat) -> bool {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::draw_phase(g, s), )* }
            }

            /// Its turn comes after it fired.
            pub(crate) fn fire(self, g: &mut Game, seat: Seat, about: Seat) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::fire(g, seat, about), )* }
            }

            /// The text of 「是否发动」 about `about`.
            pub(crate) fn fire_text(self, about: Seat) -> (String, String) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::fire_text(about), )* }
            }

            /// Its owner said yes to 「是否发动」.
            pub(crate) fn fired(self, g: &mut Game, seat: Seat, about: Seat) {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::fired(g, seat, about), )* }
            }

            /// How much the bot likes using it on `target`.
            pub(crate) fn bot_use(self, eye: &mut dyn Eye, target: Target) -> i32 {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::bot_use(eye, target), )* }
            }

            /// How much the bot likes saying yes to 「是否发动」.
            pub(crate) fn bot_fire(self, eye: &dyn Eye) -> i32 {
                match self { $( Skill::$v => <super::$m::$v as SkillDef>::bot_fire(eye), )* }
            }
        }
    };
}
for_each_skill!(skills);
