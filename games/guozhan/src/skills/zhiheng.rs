//! 制衡 (孙权): once per play phase, discard one to X cards (X his max HP), then draw as
//! many.

use super::prelude::*;

pub(crate) struct Zhiheng;

steps!(Pick, Swap);

impl SkillDef for Zhiheng {
    const KEY: &'static str = "zhiheng";
    const NAME: Text = Text::new("【制衡】", "Balance of Power");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段限一次，你可以弃置一至X张牌（X为你的体力上限），然后摸等量的牌。",
        "Once per play phase, you may discard one to X cards (X is your max HP), then draw as many.",
    );
    const ONCE_PER_PHASE: bool = true;
    const PICK_BONUS: i32 = 2;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if g.skill_ready(s, Skill::Zhiheng) && g.card_count(s) > 0 {
            acts.push(Act::Skill {
                skill: Skill::Zhiheng,
                target: None,
            });
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Pick => {
                *at = At::Swap;
                let cards = g.own_cards(s);
                let max = (g.players[s.index()].max_hp.max(1) as usize).min(cards.len());
                g.pick_cards(
                    s,
                    Text::new(
                        "制衡：弃置一至X张牌，然后摸等量的牌",
                        "Balance of Power: discard one to X cards, then draw as many",
                    ),
                    cards,
                    (1, max),
                );
                Step::Wait
            }
            At::Swap => {
                let cards = Game::picked_cards(input);
                g.discard_cards(s, &cards);
                g.draw(s, cards.len());
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(_: &PlayHint) -> i32 {
        1
    }
}
