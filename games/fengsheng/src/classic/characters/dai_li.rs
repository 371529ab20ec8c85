//! 戴笠 (Dai Li; male): 笑里藏刀、运筹帷幄.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 戴笠.
pub(crate) struct DaiLi;

impl CharacterDef for DaiLi {
    const KEY: &'static str = "dai_li";
    const NAME: (&'static str, &'static str) = ("戴笠", "Dai Li");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::XiaoLi, Skill::YunChou];
    const MISSION: Mission = Mission::ThreeBlue;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

no_asks!();

/// 笑里藏刀.
pub(crate) struct XiaoLi;

impl SkillDef for XiaoLi {
    const KEY: &'static str = "xiao_li";
    const NAME: (&'static str, &'static str) = ("笑里藏刀", "Hidden Dagger");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家获得你传出的真情报时，你可以在他面前放置一张假情报。",
        "When another player obtains true intel you passed, you may place a black intel in front of him.",
    );

    /// True intel he passed reaches another player.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, sender: Option<Seat>) -> bool {
        sender == Some(owner) && seat != owner && !black
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        if g.alive(about) && g.has_black(seat) {
            g.ask_later(Question::PlaceBlack {
                seat,
                skill: Skill::XiaoLi,
                to: Some(about),
            });
        }
    }
}

/// 运筹帷幄.
pub(crate) struct YunChou;

impl SkillDef for YunChou {
    const KEY: &'static str = "yun_chou";
    const NAME: (&'static str, &'static str) = ("运筹帷幄", "Strategist");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得真情报时（包括角色技能或真伪莫辨放置的），你可以抽一张牌。",
        "When you obtain true intel (also when a skill or 真伪莫辨 places it), you may draw one.",
    );

    /// True intel reaches him.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, _: Option<Seat>) -> bool {
        owner == seat && !black
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::YunChou, None);
        g.draw(seat, 1);
    }
}
