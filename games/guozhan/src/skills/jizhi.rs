//! 集智 (黄月英): using an unconverted instant trick, draw a card.

use super::prelude::*;
use crate::frame::UseStep;

pub(crate) struct Jizhi;

steps!(Done);

impl SkillDef for Jizhi {
    const KEY: &'static str = "jizhi";
    const NAME: Text = Text::new("【集智】", "Gathered Wisdom");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你使用一张非转化的普通锦囊牌时，你可以摸一张牌。",
        "When you use an unconverted instant trick, you may draw a card.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::CardUsed
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        match g.engine.frames().last() {
            Some(Frame::Use(u)) => {
                u.user == s
                    && u.step == UseStep::Confirm
                    && u.next == 0
                    && u.card.real
                    && u.card.name.is_trick()
            }
            // A 无懈可击 just used in a window (a real card from the hand).
            Some(Frame::Nullify(n)) => n.window.stack().last().is_some_and(|e| e.seat == s),
            _ => false,
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.draw(k.owner, 1);
        Step::Done(Ret::None)
    }
}
