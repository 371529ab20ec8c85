//! 裸衣 (许褚): draw one card fewer; then this turn his 【杀】 and 【决斗】 deal +1 damage
//! (the +1 acts at once at the damage's timing, without a question).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Luoyi;

steps!(Draw);

impl SkillDef for Luoyi {
    const KEY: &'static str = "luoyi";
    const NAME: Text = Text::new("【裸衣】", "Bare-Chested");
    const KIND: SkillKind = SkillKind::DrawCount;
    const TEXT: Text = Text::new(
        "摸牌阶段，你可以少摸一张牌；若如此做，本回合你为伤害来源的【杀】或【决斗】造成的伤害+1。",
        "In your draw phase you may draw one fewer card; then this turn your Slash and Duel deal +1 damage.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        matches!(t, Timing::DrawCount | Timing::DamageCaused)
    }

    fn applies(g: &Game, s: Seat, t: Timing) -> bool {
        let mine = s == g.active;
        match t {
            Timing::DrawCount => mine && g.turn.draw_n > 0,
            Timing::DamageCaused => {
                g.turn.luoyi
                    && mine
                    && g.has_skill(s, Skill::Luoyi)
                    && g.top_damage().is_some_and(|d| {
                        d.source == Some(s)
                            && !d.chain
                            && matches!(
                                d.card,
                                Some(Name::Sha | Name::FireSha | Name::ThunderSha | Name::Duel)
                            )
                    })
            }
            _ => false,
        }
    }

    fn at_once(g: &mut Game, owner: Seat, t: Timing) -> bool {
        if t != Timing::DamageCaused {
            return false;
        }
        let amount = g.top_damage().map_or(0, |d| d.amount);
        if let Some(d) = g.top_damage_mut() {
            d.amount = amount + 1;
        }
        let n = Self::NAME;
        g.say(
            "guozhan.luoyi_damage",
            text!("{}号的{}：伤害+1（{}→{}）", "Seat {}'s {}: +1 damage ({}→{})", owner.num(), n, &amount.to_string(), &(amount + 1).to_string()),
        );
        true
    }

    fn effect(g: &mut Game, _: &mut SkillCtx, _: &mut At, _: In) -> Next {
        g.turn.draw_n = g.turn.draw_n.saturating_sub(1);
        g.turn.luoyi = true;
        Step::Done(Ret::None)
    }

    fn bot_trigger(h: &TriggerHint) -> i32 {
        if h.shas > 0 { 2 } else { -1 }
    }
}
