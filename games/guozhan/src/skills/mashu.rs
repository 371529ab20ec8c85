//! 马术 (马超, 庞德): a lock skill, on while the character is face-up; the rule it changes is
//! decided where that rule is (`distance.rs`). A face-down owner may reveal for it in the
//! play phase.

use super::prelude::*;

pub(crate) struct Mashu;

steps!(Done);

impl SkillDef for Mashu {
    const KEY: &'static str = "mashu";
    const NAME: Text = Text::new("【马术】", "Horsemanship");
    const KIND: SkillKind = SkillKind::Lock;
    const TEXT: Text = Text::new(
        "锁定技，你与其他角色的距离-1。",
        "Locked: your distance to other players is reduced by 1.",
    );
    type Step = At;

    fn bot_play(h: &PlayHint) -> i32 {
        if h.shas > 0 && h.enemies > 0 { 1 } else { -1 }
    }
}
