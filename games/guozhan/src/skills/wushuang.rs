//! 无双 (吕布): a lock skill, on while the character is face-up; the rule it changes is
//! decided where that rule is (`effects.rs`). A face-down owner may reveal for it in the
//! play phase.

use super::prelude::*;

pub(crate) struct Wushuang;

steps!(Done);

impl SkillDef for Wushuang {
    const KEY: &'static str = "wushuang";
    const NAME: Text = Text::new("【无双】", "Peerless");
    const KIND: SkillKind = SkillKind::Lock;
    const TEXT: Text = Text::new(
        "锁定技，你使用的【杀】需两张【闪】才能抵消；与你进行【决斗】的角色每次需打出两张【杀】。",
        "Locked: your Slash takes two Dodges to cancel; whoever duels you must play two Slashes each time.",
    );
    type Step = At;

    fn bot_play(h: &PlayHint) -> i32 {
        if h.shas > 0 && h.enemies > 0 { 1 } else { -1 }
    }
}
