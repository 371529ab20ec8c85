//! 蝮蛇 (Viper; male): 声东击西、弹药无限.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 蝮蛇.
pub(crate) struct FuShe;

impl CharacterDef for FuShe {
    const KEY: &'static str = "fu_she";
    const NAME: (&'static str, &'static str) = ("蝮蛇", "Viper");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::ShengDong, Skill::DanYao];
    const MISSION: Mission = Mission::NobodyDied;
    const BOT_STRENGTH: i32 = 2;
    type Ask = Ask;
}

no_asks!();

/// 声东击西.
pub(crate) struct ShengDong;

impl SkillDef for ShengDong {
    const KEY: &'static str = "sheng_dong";
    const NAME: (&'static str, &'static str) = ("声东击西", "Feint");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "情报传递时，可以盖伏此角色牌，然后视为使用了调虎离山。",
        "In a 情报传递 step, turn this character face-down: as if you used 调虎离山.",
    );

    const AS_CARD: Option<Kind> = Some(Kind::Lure);

    /// While intel is passed, on whom 调虎离山 could be used.
    fn offer(g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        if at.passing {
            for t in g.lure_targets(s) {
                acts.push(Act::Skill {
                    skill: Skill::ShengDong,
                    target: Target::Seat(t),
                });
            }
        }
    }

    /// Using it turns 蝮蛇 face-down.
    fn on_use(g: &mut Game, s: Seat) {
        g.flip(s, false);
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Seat(t) => eye.use_score(Kind::Lure, Target::Seat(t)),
            _ => -3,
        }
    }
}

/// 弹药无限.
pub(crate) struct DanYao;

impl SkillDef for DanYao {
    const KEY: &'static str = "dan_yao";
    const NAME: (&'static str, &'static str) = ("弹药无限", "Endless Ammo");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "若你没有手牌，可以翻开此角色牌，然后抽一张牌（盖伏时也能使用）。",
        "If you have no hand cards, flip this character face-up, then draw one (usable while face-down).",
    );
    const FLIPS_UP: bool = true;

    /// With an empty hand.
    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        if g.hand(s).is_empty() {
            acts.push(Act::Skill {
                skill: Skill::DanYao,
                target: Target::None,
            });
        }
    }

    fn can_resolve(_: &Game, _: Seat, _: Option<Seat>) -> bool {
        true
    }

    fn resolve(g: &mut Game, user: Seat, _: Option<Seat>) {
        g.draw(user, 1);
    }

    fn bot_use(_: &mut dyn Eye, _: Target) -> i32 {
        4
    }
}
