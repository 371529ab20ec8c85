//! 刀锋 (Blade; male): 亮剑、嗜血.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 刀锋.
pub(crate) struct DaoFeng;

impl CharacterDef for DaoFeng {
    const KEY: &'static str = "dao_feng";
    const NAME: (&'static str, &'static str) = ("刀锋", "Blade");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::LiangJian, Skill::ShiXue];
    const MISSION: Mission = Mission::BothFactionsDied;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

no_asks!();

/// 亮剑.
pub(crate) struct LiangJian;

impl SkillDef for LiangJian {
    const KEY: &'static str = "liang_jian";
    const NAME: (&'static str, &'static str) = ("亮剑", "Draw the Sword");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你的试探和退回可以当作锁定使用。",
        "Your 试探 and 退回 may be used as 锁定.",
    );

    /// 试探 or 退回 as 锁定.
    fn locks_with(kind: Kind, _: Colour) -> bool {
        matches!(kind, Kind::Probe | Kind::Return)
    }
}

/// 嗜血.
pub(crate) struct ShiXue;

impl SkillDef for ShiXue {
    const KEY: &'static str = "shi_xue";
    const NAME: (&'static str, &'static str) = ("嗜血", "Bloodthirst");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家死亡时（即使他随后被拯救），你可以抽四张牌，然后把一张手牌交给任意一位玩家（可以是自己）。",
        "When another player dies (even if then saved), you may draw four, then give one hand card to any player (yourself included).",
    );

    const AT_DEATH: bool = true;

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::ShiXue, None);
        g.draw(seat, 4);
        if !g.hand(seat).is_empty() {
            g.ask_later(Question::Give {
                seat,
                skill: Skill::ShiXue,
                may_keep: true,
            });
        }
    }
}
