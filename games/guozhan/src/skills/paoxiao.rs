//! 咆哮 (张飞): a lock skill, on while the character is face-up; the rule it changes is
//! decided where that rule is (`play.rs`, `may_sha`). A face-down owner may reveal for it in the
//! play phase.

use super::prelude::*;

pub(crate) struct Paoxiao;

steps!(Done);

impl SkillDef for Paoxiao {
    const KEY: &'static str = "paoxiao";
    const NAME: Text = Text::new("【咆哮】", "Roar");
    const KIND: SkillKind = SkillKind::Lock;
    const TEXT: Text = Text::new(
        "锁定技，你使用【杀】无次数限制。",
        "Locked: your Slashes have no use limit.",
    );
    type Step = At;

    fn bot_play(h: &PlayHint) -> i32 {
        if h.shas >= 2 { 3 } else { -1 }
    }
}
