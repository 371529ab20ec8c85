//! 狂斧 (潘凤): after his 【杀】 damages its target, put one of the target's equipment
//! cards into his own equipment area, or discard it. The bot's answers are in `bot.rs`
//! (prompts `guozhan.kuangfu`, `guozhan.kuangfu_where`).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Kuangfu;

steps!(Choose, Where, Move);

impl SkillDef for Kuangfu {
    const KEY: &'static str = "kuangfu";
    const NAME: Text = Text::new("【狂斧】", "Wild Axe");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你使用【杀】对目标角色造成伤害后，你可以将其装备区里的一张牌置入你的装备区或弃置之。",
        "After your Slash damages its target, you may put one of their equipment cards into your area, or discard it.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::AfterDamage
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        g.top_damage().is_some_and(|d| {
            d.source == Some(s)
                && d.by_sha
                && !d.chain
                && g.alive(d.target)
                && g.equipment(d.target).next().is_some()
        })
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Choose => {
                let Some(t) = k.target.filter(|&x| g.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                let acts: Vec<Act> = g.equipment(t).map(Act::Card).collect();
                if acts.is_empty() {
                    return Step::Done(Ret::None);
                }
                *at = At::Where;
                g.ask(
                    s,
                    "guozhan.kuangfu",
                    text!("狂斧：选择{}号装备区的一张牌", "Wild Axe: choose an equipment card of seat {}", t.num()),
                    acts,
                    0,
                );
                Step::Wait
            }
            At::Where => {
                let Some(Act::Card(c)) = reply(input) else {
                    return Step::Done(Ret::None);
                };
                k.cards = vec![c];
                *at = At::Move;
                g.ask(
                    s,
                    "guozhan.kuangfu_where",
                    Text::new(
                        "狂斧：将此牌置入你的装备区（是），或弃置之（否）",
                        "Wild Axe: put it into your equipment area (yes), or discard it (no)",
                    ),
                    vec![Act::Yes, Act::No],
                    0,
                );
                Step::Wait
            }
            At::Move => {
                let (Some(t), Some(&c)) = (k.target, k.cards.first()) else {
                    return Step::Done(Ret::None);
                };
                if reply(input) == Some(Act::Yes) {
                    if let Some(slot) = g.slot_of(t, c) {
                        let l = g.card(c).label();
                        g.say_cards(
                            Audience::All,
                            "guozhan.kuangfu_move",
                            text!("{}号将{}号的{}置入自己的装备区", "Seat {} puts seat {}'s {} into its own equipment area", s.num(), t.num(), l),
                            &[c],
                        );
                        // It leaves t's area (with what leaving does) for s's.
                        g.equip_left(t, slot, c);
                        g.put_equip(s, c);
                    }
                } else {
                    g.discard_cards(t, &[c]);
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_trigger(_: &TriggerHint) -> i32 {
        2
    }
}
