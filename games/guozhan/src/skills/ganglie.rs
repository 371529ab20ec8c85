//! 刚烈 (夏侯惇): after taking damage, judge; unless ♥, the source discards two hand cards
//! or takes 1 damage. The bot's answer to 「刚烈」 is in `bot.rs` (prompt `guozhan.ganglie`).

use tianhei_core::text;
use super::prelude::*;

pub(crate) struct Ganglie;

steps!(Judge, Judged, Chosen, Discarded);

impl SkillDef for Ganglie {
    const KEY: &'static str = "ganglie";
    const NAME: Text = Text::new("【刚烈】", "Unyielding");
    const KIND: SkillKind = SkillKind::Trigger;
    const TEXT: Text = Text::new(
        "当你受到伤害后，你可以进行判定：若结果不为♥，伤害来源选择一项：弃置两张手牌，或受到你造成的1点伤害。",
        "After you take damage, you may judge: unless it is ♥, the source discards two hand cards or takes 1 damage from you.",
    );
    type Step = At;

    fn listens(t: Timing) -> bool {
        t == Timing::AfterDamaged
    }

    fn applies(g: &Game, s: Seat, _: Timing) -> bool {
        g.top_damage()
            .is_some_and(|d| d.target == s && d.source.is_some_and(|x| x != s && g.alive(x)))
    }

    fn judge_good(suit: Suit) -> bool {
        suit != Suit::Heart
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Judge => {
                *at = At::Judged;
                g.judge_for(k)
            }
            At::Judged => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                let Some(src) = k.target.filter(|&x| g.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                if !good {
                    return Step::Done(Ret::None);
                }
                if g.hand(src).len() < 2 {
                    return Step::Become(g.damage(Some(s), src, 1, Nature::Normal, None));
                }
                *at = At::Chosen;
                g.ask(
                    src,
                    "guozhan.ganglie",
                    text!("刚烈：弃置两张手牌（是），或受到{}号造成的1点伤害（否）", "Unyielding: discard two hand cards (yes), or take 1 damage from seat {} (no)", s.num()),
                    vec![Act::Yes, Act::No],
                    0,
                );
                Step::Wait
            }
            At::Chosen => {
                let Some(src) = k.target.filter(|&x| g.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                if reply(input) != Some(Act::Yes) {
                    return Step::Become(g.damage(Some(s), src, 1, Nature::Normal, None));
                }
                let acts: Vec<Act> = g.hand(src).iter().map(|&c| Act::Card(c)).collect();
                *at = At::Discarded;
                g.ask_many(
                    src,
                    "guozhan.discard",
                    Text::new("刚烈：弃置两张手牌", "Unyielding: discard two hand cards"),
                    acts,
                    (2, 2),
                    vec![0, 1],
                );
                Step::Wait
            }
            At::Discarded => {
                let src = k.target.unwrap_or(s);
                let cards = Game::picked_cards(input);
                g.discard_cards(src, &cards);
                Step::Done(Ret::None)
            }
        }
    }
}
