//! 据守 (曹仁): at the start of the finish phase, draw three, then reorganize.

use super::prelude::*;

pub(crate) struct Jushou;

steps!(Done);

impl SkillDef for Jushou {
    const KEY: &'static str = "jushou";
    const NAME: Text = Text::new("【据守】", "Hold Fast");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "结束阶段开始时，你可以摸三张牌，然后重整（主势力牌横置，跳过你的下一个回合）。",
        "At the start of your finish phase you may draw three cards, then reorganize (your main faction card turns sideways; you skip your next turn).",
    );
    const PICK_BONUS: i32 = 0;
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::PhaseStart(Phase::Finish)
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        s == g.active
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.draw(k.owner, 3);
        g.reorganize(k.owner);
        Step::Done(Ret::None)
    }

    fn bot_trigger(h: &TriggerHint) -> i32 {
        if h.hand <= 1 && h.hp <= 2 { 1 } else { -1 }
    }
}
