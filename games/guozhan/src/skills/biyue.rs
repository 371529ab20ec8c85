//! 闭月 (貂蝉): at the start of the finish phase, draw a card.

use super::prelude::*;

pub(crate) struct Biyue;

steps!(Done);

impl SkillDef for Biyue {
    const KEY: &'static str = "biyue";
    const NAME: Text = Text::new("【闭月】", "Eclipse the Moon");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "结束阶段开始时，你可以摸一张牌。",
        "At the start of your finish phase you may draw a card.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::PhaseStart(Phase::Finish)
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        s == g.active
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.draw(k.owner, 1);
        Step::Done(Ret::None)
    }
}
