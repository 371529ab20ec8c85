//! 猛进 (庞德): after his 【杀】 is dodged, discard one of the target's cards.

use super::prelude::*;
use crate::frame::{PickCtx, PickPurpose};

pub(crate) struct Mengjin;

steps!(Pick);

impl SkillDef for Mengjin {
    const KEY: &'static str = "mengjin";
    const NAME: Text = Text::new("【猛进】", "Fierce Advance");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你使用的【杀】被【闪】抵消后，你可以弃置目标角色的一张牌。",
        "After your Slash is dodged, you may discard one of the target's cards.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::SlashMissed
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        g.top_use().is_some_and(|u| u.user == s)
            && g.top_effect().is_some_and(|e| g.has_any_card(e.target))
    }

    fn effect(_: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        match k.target {
            Some(t) => Step::Become(Frame::Pick(PickCtx {
                picker: k.owner,
                from: t,
                purpose: PickPurpose::Dismantle,
                optional: false,
                asked: false,
            })),
            None => Step::Done(Ret::None),
        }
    }

    fn bot_trigger(h: &TriggerHint) -> i32 {
        h.current.unwrap_or(1)
    }
}
