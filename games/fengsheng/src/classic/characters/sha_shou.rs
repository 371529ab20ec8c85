//! 职业杀手 (Hitman; male): 连击、预谋.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 职业杀手.
pub(crate) struct ShaShou;

impl CharacterDef for ShaShou {
    const KEY: &'static str = "sha_shou";
    const NAME: (&'static str, &'static str) = ("职业杀手", "Hitman");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::LianJi, Skill::YuMou];
    const MISSION: Mission = Mission::KillSecondOrLater;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

no_asks!();

/// 连击.
pub(crate) struct LianJi;

impl SkillDef for LianJi {
    const KEY: &'static str = "lian_ji";
    const NAME: (&'static str, &'static str) = ("连击", "Combo");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当一位玩家获得你传出的假情报时，你抽一张牌，然后可以在他面前再放置一张假情报（真伪莫辨或技能所得不触发）。",
        "When a player obtains black intel you passed, draw one, then you may place another black intel in front of him (not for 真伪莫辨 or skills).",
    );

    /// Black intel he passed reaches a player.
    fn on_obtain(owner: Seat, _: Seat, black: bool, sender: Option<Seat>) -> bool {
        sender == Some(owner) && black
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        g.skill_line(seat, Skill::LianJi, None);
        g.draw(seat, 1);
        if g.alive(about) && g.has_black(seat) {
            g.ask_later(Question::PlaceBlack {
                seat,
                skill: Skill::LianJi,
                to: Some(about),
            });
        }
    }
}

/// 预谋.
pub(crate) struct YuMou;

impl SkillDef for YuMou {
    const KEY: &'static str = "yu_mou";
    const NAME: (&'static str, &'static str) = ("预谋", "Premeditation");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你的调虎离山可以当作锁定使用（颜色不变，可被识破）。",
        "Your 调虎离山 may be used as 锁定 (same colour; it can be seen through).",
    );

    /// 调虎离山 as 锁定.
    fn locks_with(kind: Kind, _: Colour) -> bool {
        kind == Kind::Lure
    }
}
