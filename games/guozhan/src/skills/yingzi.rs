//! 英姿 (周瑜): draw one more card in the draw phase.

use super::prelude::*;

pub(crate) struct Yingzi;

steps!(Done);

impl SkillDef for Yingzi {
    const KEY: &'static str = "yingzi";
    const NAME: Text = Text::new("【英姿】", "Heroic Looks");
    const KIND: SkillKind = SkillKind::DrawCount;
    const TEXT: Text = Text::new(
        "摸牌阶段，你可以额外摸一张牌。",
        "In your draw phase you may draw one more card.",
    );
    const PICK_BONUS: i32 = 2;
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::DrawCount
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        s == g.active
    }

    fn effect(g: &mut Game, _: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.turn.draw_n += 1;
        Step::Done(Ret::None)
    }
}
