//! 怪盗九九 (Phantom Thief 99; male): 阴谋、阳谋.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 怪盗九九.
pub(crate) struct GuaiDao;

impl CharacterDef for GuaiDao {
    const KEY: &'static str = "guai_dao";
    const NAME: (&'static str, &'static str) = ("怪盗九九", "Phantom Thief 99");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::YinMou, Skill::YangMou];
    const MISSION: Mission = Mission::NineCards;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

no_asks!();

/// 阴谋.
pub(crate) struct YinMou;

impl SkillDef for YinMou {
    const KEY: &'static str = "yin_mou";
    const NAME: (&'static str, &'static str) = ("阴谋", "Plot");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当一位玩家获得你传出的假情报时，你可以抽取任意另一位玩家的一张手牌（真伪莫辨或技能所得不触发）。",
        "When a player obtains black intel you passed, you may take a random hand card from any other player (not for 真伪莫辨 or skills).",
    );

    /// Black intel he passed reaches a player.
    fn on_obtain(owner: Seat, _: Seat, black: bool, sender: Option<Seat>) -> bool {
        sender == Some(owner) && black
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if g.other_hand(seat) {
            g.ask_later(Question::TakeFrom {
                seat,
                skill: Skill::YinMou,
            });
        }
    }
}

/// 阳谋.
pub(crate) struct YangMou;

impl SkillDef for YangMou {
    const KEY: &'static str = "yang_mou";
    const NAME: (&'static str, &'static str) = ("阳谋", "Open Plot");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得另一位玩家传出的假情报时，你可以抽取任意另一位玩家的一张手牌（真伪莫辨或技能所得不触发）。",
        "When you obtain black intel another player passed, you may take a random hand card from any other player (not for 真伪莫辨 or skills).",
    );

    /// Black intel another player passed reaches him.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, sender: Option<Seat>) -> bool {
        owner == seat && black && sender.is_some_and(|x| x != owner)
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if g.other_hand(seat) {
            g.ask_later(Question::TakeFrom {
                seat,
                skill: Skill::YangMou,
            });
        }
    }
}
