//! 青囊 (华佗): once per play phase, discard a hand card: a wounded player recovers 1 HP.

use super::prelude::*;

pub(crate) struct Qingnang;

steps!(Pick, Heal);

impl SkillDef for Qingnang {
    const KEY: &'static str = "qingnang";
    const NAME: Text = Text::new("【青囊】", "Green Satchel");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段限一次，你可以弃置一张手牌并选择一名已受伤的角色，令其回复1点体力。",
        "Once per play phase, you may discard a hand card and let a wounded player recover 1 HP.",
    );
    const ONCE_PER_PHASE: bool = true;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if !g.skill_ready(s, Skill::Qingnang) || g.hand(s).is_empty() {
            return;
        }
        for t in g.alive_from(s) {
            if g.wounded(t) {
                acts.push(Act::Skill {
                    skill: Skill::Qingnang,
                    target: Some(t),
                });
            }
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        match *at {
            At::Pick => {
                *at = At::Heal;
                g.ask_hand_discard(k.owner, 1)
            }
            At::Heal => {
                let cards = Game::picked_cards(input);
                g.discard_cards(k.owner, &cards);
                if let Some(t) = k.target {
                    g.recover(t, 1);
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        match h.target {
            Some(Stance::Friend) => 4,
            Some(Stance::Maybe) => 2,
            _ => -3,
        }
    }
}
