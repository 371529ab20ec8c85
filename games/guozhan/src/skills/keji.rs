//! 克己 (吕蒙): with no 【杀】 used or played in his play phase, skip the discard phase
//! (the 【杀】 count is kept by `respond.rs` and the play phase: `turn.sha_touched`).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Keji;

steps!(Done);

impl SkillDef for Keji {
    const KEY: &'static str = "keji";
    const NAME: Text = Text::new("【克己】", "Self-Restraint");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "若你于出牌阶段内未使用或打出过【杀】，你可以跳过弃牌阶段。",
        "If you used or played no Slash in your play phase, you may skip your discard phase.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::PhaseStart(Phase::Discard)
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        let hp = g.players[s.index()].hp;
        s == g.active && !g.turn.sha_touched && g.hand(s).len() as i32 > hp.max(0)
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.say(
            "guozhan.keji",
            text!("{}号跳过弃牌阶段", "Seat {} skips its discard phase", k.owner.num()),
        );
        Step::Done(Ret::Broke(true))
    }
}
