//! 小马哥 (Brother Ma; male): 英雄本色.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 小马哥.
pub(crate) struct XiaoMaGe;

impl CharacterDef for XiaoMaGe {
    const KEY: &'static str = "xiao_ma_ge";
    const NAME: (&'static str, &'static str) = ("小马哥", "Brother Ma");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::BenSe];
    const MISSION: Mission = Mission::BothFactionsDied;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

no_asks!();

/// 英雄本色.
pub(crate) struct BenSe;

impl SkillDef for BenSe {
    const KEY: &'static str = "ben_se";
    const NAME: (&'static str, &'static str) = ("英雄本色", "A Better Tomorrow");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得假情报时，抽一张牌，然后可以在一位玩家面前放置一张假情报（真伪莫辨所得待其完全结算后发动）。",
        "When you obtain black intel, draw one, then you may place a black intel in front of any player (after 真伪莫辨 has fully resolved, if it came from there).",
    );

    /// Black intel reaches him.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, _: Option<Seat>) -> bool {
        owner == seat && black
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::BenSe, None);
        g.draw(seat, 1);
        if g.has_black(seat) {
            g.ask_later(Question::PlaceBlack {
                seat,
                skill: Skill::BenSe,
                to: None,
            });
        }
    }
}
