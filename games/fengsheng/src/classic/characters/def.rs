//! What a character's module defines: [`CharacterDef`] (what the card prints: name,
//! gender, 潜伏 or public, skills, 机密任务, how the bot rates it, the questions its skills
//! ask), [`SkillDef`] for each of its skills (name, kind, text, when it is offered or
//! fires, what it does, its bot hint) and [`OwnAsk`] for its questions.
//!
//! Everything but the printed facts has a default: a skill overrides what it does.

use tianhei_core::{Seat, Text};

use super::{Gender, Mission, Skill, SkillKind, ask::Pending, hint::Eye};
use crate::classic::{
    act::{Act, Target},
    card::{Colour, Kind},
    frame::{Entry, WindowKind},
    game::Game,
};

/// A character card, defined in its module by a unit struct named like its
/// [`Character`](super::Character) variant.
pub(crate) trait CharacterDef {
    /// Machine key (`shan_ling`), the serde name.
    const KEY: &'static str;
    /// `("闪灵", "Shining")`.
    const NAME: (&'static str, &'static str);
    /// The printed gender.
    const GENDER: Gender;
    /// A 潜伏 card: starts face-down.
    const HIDDEN: bool;
    /// Its skills, in printed order.
    const SKILLS: &'static [Skill];
    /// Its 机密任务.
    const MISSION: Mission;
    /// How strong the bot thinks it is, choosing one of two (identities not known yet).
    const BOT_STRENGTH: i32;
    /// The questions its skills ask ([`no_asks!`] when none).
    type Ask: OwnAsk;
}

/// Where a priority window is, for the skills that may be offered in it.
pub(crate) struct OfferAt {
    /// Which window.
    pub(crate) window: WindowKind,
    /// Intel is being passed (a 情报传递 window with intel in transit).
    pub(crate) passing: bool,
}

/// A skill, defined in a character's module by a unit struct named like its
/// [`Skill`] variant.
pub(crate) trait SkillDef {
    /// Machine key (`ju_ji`), the serde name.
    const KEY: &'static str;
    /// `("狙击", "Snipe")`.
    const NAME: (&'static str, &'static str);
    /// 响应式 or 自动式.
    const KIND: SkillKind;
    /// Its card text.
    const TEXT: (&'static str, &'static str);
    /// It works while face-down and using it flips the character up (「翻开此角色牌」).
    const FLIPS_UP: bool = false;
    /// It resolves as a card of this kind (截上截: 截获; 警觉: 识破; 声东击西: 调虎离山).
    const AS_CARD: Option<Kind> = None;
    /// It fires at its owner's own death (遗志, 后著).
    const AT_OWN_DEATH: bool = false;
    /// It fires at another player's death (黄雀在后, 救美, 嗜血, 搜取, 临危受命).
    const AT_DEATH: bool = false;
    /// It fires when intel is decoded (洞悉).
    const ON_DECODED: bool = false;

    /// The options it adds for `s` holding priority at `at` (a 响应式 skill is offered
    /// only when its face matches; 偷龙转凤 is offered at 破译's timing).
    fn offer(g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        let _ = (g, s, at, acts);
    }

    /// What using it does at once, besides flipping up (盖伏, showing the identity card).
    fn on_use(g: &mut Game, s: Seat) {
        let _ = (g, s);
    }

    /// Whether what it needs is still there when it resolves.
    fn can_resolve(g: &Game, user: Seat, t: Option<Seat>) -> bool {
        let _ = (g, user, t);
        false
    }

    /// Its effect when it resolves.
    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        let _ = (g, user, t);
    }

    /// Whether it fires for its living face-up `owner` when `seat` obtains a card
    /// (`black` or not) passed by `sender` (if passed).
    fn on_obtain(owner: Seat, seat: Seat, black: bool, sender: Option<Seat>) -> bool {
        let _ = (owner, seat, black, sender);
        false
    }

    /// Whether it fires for its living face-up owner `o` as the entry `e` of `user`
    /// (a card of `kind`, aimed at `target`) resolves; the player it is about.
    fn on_entry(o: Seat, user: Seat, kind: Kind, e: &Entry, target: Option<Seat>) -> Option<Seat> {
        let _ = (o, user, kind, e, target);
        None
    }

    /// Whether a card of `kind` and `colour` may be used as 锁定 through it (预谋, 亮剑,
    /// 换日).
    fn locks_with(kind: Kind, colour: Colour) -> bool {
        let _ = (kind, colour);
        false
    }

    /// Its owner's 抽牌阶段 instead of drawing two; false when it does not change it.
    fn draw_phase(g: &mut Game, s: Seat) -> bool {
        let _ = (g, s);
        false
    }

    /// Its turn comes after it fired: what it does at once and what it asks.
    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        let _ = (g, seat, about);
    }

    /// The question 「是否发动」 asked of `seat` about `about` (its text after the name).
    fn fire_text(about: Seat) -> (String, String) {
        let _ = about;
        (String::new(), String::new())
    }

    /// Its owner said yes to 「是否发动」 (or, asked in secret, to using it face-down).
    fn fired(g: &mut Game, seat: Seat, about: Seat) {
        let _ = (g, seat, about);
    }

    /// How much the bot likes using it on `target` (before what flipping up costs).
    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        let _ = (eye, target);
        -3
    }

    /// How much the bot likes saying yes to 「是否发动」.
    fn bot_fire(eye: &dyn Eye) -> i32 {
        let _ = eye;
        1
    }
}

/// The questions a character's skills ask: its own enum, held by the game as a
/// [`Question::Own`](super::ask::Question::Own) (the roster's `From`).
pub(crate) trait OwnAsk: Sized + Clone + std::fmt::Debug + Send + Sync + 'static {
    /// Who is asked.
    fn seat(&self) -> Seat;

    /// Asked even when dead (遗志 and 后著 are used at one's own death).
    fn asks_the_dead(&self) -> bool {
        false
    }

    /// The prompt's text and options (no options: it ends without asking).
    fn prompt(&self, g: &Game) -> (Text, Vec<Act>);

    /// What the answer `act` does.
    fn answer(self, g: &mut Game, act: Act);
}

impl<A: OwnAsk> Pending for A {
    fn seat(&self) -> Seat {
        OwnAsk::seat(self)
    }

    fn boxed(&self) -> Box<dyn Pending> {
        Box::new(self.clone())
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }
}

/// `no_asks!()`: a character whose skills ask nothing of their own (they use the shared
/// questions or none).
macro_rules! no_asks {
    () => {
        /// It asks nothing of its own.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub(crate) enum Ask {}

        impl OwnAsk for Ask {
            fn seat(&self) -> Seat {
                match *self {}
            }

            fn prompt(&self, _: &Game) -> (Text, Vec<Act>) {
                match *self {}
            }

            fn answer(self, _: &mut Game, _: Act) {
                match self {}
            }
        }
    };
}
pub(crate) use no_asks;
