//! 小九（反特砥柱）, 成年小九: 暗度陈仓, 顺势而为. Tests: `diezhan/tests/characters.rs`, by
//! skill name.

use super::han_mei_adult::{AN_DU_CHEN_CANG, hide, hide_after};
use crate::diezhan::{
    deck::Kind,
    skill::{Skill, When},
};

pub(crate) const NAME: &str = "小九（反特砥柱）";

pub(crate) static SKILLS: &[Skill] = &[
    AN_DU_CHEN_CANG,
    Skill {
        key: "shun_shi_er_wei",
        name: ("顺势而为", "Go with the Flow"),
        text: (
            "你使用【截获】后，或你面前的情报被【截获】后，你可以将此角色牌翻至面朝下，然后摸一张牌。",
            "After you use an Intercept, or the intel in front of you is Intercepted, you may turn this card face-down and draw one.",
        ),
        when: When::Trigger,
        optional: true,
        on: |g, o, e| (hide_after(Kind::Intercept))(g, o, e),
        fire: hide,
        ..Skill::BASE
    },
];
