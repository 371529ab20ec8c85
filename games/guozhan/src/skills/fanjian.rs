//! 反间 (周瑜): once per play phase, another player names a suit and takes one of his hand
//! cards, shown: a different suit deals them 1 damage.

use tianhei_core::text;
use rand::RngExt;

use super::prelude::*;

pub(crate) struct Fanjian;

steps!(Name, Take);

impl SkillDef for Fanjian {
    const KEY: &'static str = "fanjian";
    const NAME: Text = Text::new("【反间】", "Sow Discord");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段限一次，你可以令一名其他角色选择一种花色，然后其获得你的一张手牌并展示之：若此牌的花色与其所选的不同，你对其造成1点伤害。",
        "Once per play phase, another player names a suit, then takes one of your hand cards and shows it: if its suit differs, you deal them 1 damage.",
    );
    const ONCE_PER_PHASE: bool = true;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if !g.skill_ready(s, Skill::Fanjian) || g.hand(s).is_empty() {
            return;
        }
        for t in g.others(s) {
            acts.push(Act::Skill {
                skill: Skill::Fanjian,
                target: Some(t),
            });
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Name => {
                *at = At::Take;
                let Some(t) = k.target else {
                    return Step::Done(Ret::None);
                };
                g.ask(
                    t,
                    "guozhan.fanjian",
                    text!("反间：选择一种花色，然后获得{}号的一张手牌", "Sow Discord: name a suit, then take a hand card of seat {}", s.num()),
                    Suit::ALL.iter().map(|&x| Act::Suit(x)).collect(),
                    0,
                );
                Step::Wait
            }
            At::Take => {
                let Some(t) = k.target.filter(|&t| g.alive(t)) else {
                    return Step::Done(Ret::None);
                };
                let named = match reply(input) {
                    Some(Act::Suit(x)) => x,
                    _ => Suit::Spade,
                };
                let sn = named.name();
                g.say(
                    "guozhan.fanjian_suit",
                    text!("{}号选择了{}", "Seat {} names {}", t.num(), sn),
                );
                let n = g.hand(s).len();
                if n == 0 {
                    return Step::Done(Ret::None);
                }
                let i = g.rng.random_range(0..n);
                let c = g.hand(s)[i];
                g.give_hand_card(s, t, c);
                let l = g.card(c).label();
                g.say_shown(
                    Audience::All,
                    "guozhan.fanjian_show",
                    text!("{}号展示了{}", "Seat {} shows {}", t.num(), l),
                );
                if g.card(c).suit != named {
                    return Step::Become(g.damage(Some(s), t, 1, Nature::Normal, None));
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        h.hostile
    }
}
