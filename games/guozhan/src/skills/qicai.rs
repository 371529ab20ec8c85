//! 奇才 (黄月英): a lock skill, on while the character is face-up; the rule it changes is
//! decided where that rule is (`play.rs`). A face-down owner may reveal for it in the
//! play phase.

use super::prelude::*;

pub(crate) struct Qicai;

steps!(Done);

impl SkillDef for Qicai {
    const KEY: &'static str = "qicai";
    const NAME: Text = Text::new("【奇才】", "Genius");
    const KIND: SkillKind = SkillKind::Lock;
    const TEXT: Text = Text::new(
        "锁定技，你使用锦囊牌无距离限制。",
        "Locked: your tricks have no distance limit.",
    );
    type Step = At;
}
