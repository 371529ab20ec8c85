//! 铁骑 (马超): after his 【杀】 targets a player, judge: if red, it cannot be dodged.

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Tieqi;

steps!(Judge, Judged);

impl SkillDef for Tieqi {
    const KEY: &'static str = "tieqi";
    const NAME: Text = Text::new("【铁骑】", "Iron Cavalry");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你使用【杀】指定一名角色为目标后，你可以进行判定：若结果为红色，该角色不能使用【闪】响应此【杀】。",
        "After your Slash targets a player, you may judge: if red, they cannot Dodge it.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::TargetConfirmed
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        g.top_use().is_some_and(|u| {
            u.user == s && u.card.name.is_sha() && u.current.is_some_and(|c| g.alive(c))
        })
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        match *at {
            At::Judge => {
                *at = At::Judged;
                g.judge_for(k)
            }
            At::Judged => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                if let (true, Some(t)) = (good, k.target) {
                    if let Some(u) = g.top_use_mut() {
                        u.no_dodge.insert(t);
                    }
                    g.say(
                        "guozhan.tieqi",
                        text!("铁骑：{}号不能使用【闪】响应此【杀】", "Iron Cavalry: seat {} cannot Dodge this Slash", t.num()),
                    );
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_trigger(h: &TriggerHint) -> i32 {
        h.current.unwrap_or(1)
    }
}
