//! 洛神 (甄姬): at the start of the prepare phase, judge: a black card is taken and he may
//! judge again. The black card is taken where the judgement ends (`judge.rs`, named while
//! still face-up).

use super::prelude::*;

pub(crate) struct Luoshen;

steps!(Judge, Judged);

impl SkillDef for Luoshen {
    const KEY: &'static str = "luoshen";
    const NAME: Text = Text::new("【洛神】", "Goddess of the Luo");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "准备阶段开始时，你可以进行判定：若结果为黑色，你获得此牌，然后你可以重复此流程。",
        "At the start of your prepare phase you may judge: if black, you take the card and may judge again.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::PhaseStart(Phase::Prepare)
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        s == g.active
    }

    fn judge_good(suit: Suit) -> bool {
        suit.colour() == Colour::Black
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        match *at {
            At::Judge => {
                *at = At::Judged;
                g.judge_for(k)
            }
            At::Judged => {
                if matches!(ret(input), Ret::Judge { good: true, .. }) {
                    k.ask_again = true;
                    Step::Again
                } else {
                    Step::Done(Ret::None)
                }
            }
        }
    }
}
