//! 结姻 (孙尚香): once per play phase, discard two hand cards: she and a wounded male
//! each recover 1 HP.

use super::prelude::*;

pub(crate) struct Jieyin;

steps!(Pick, Heal);

impl SkillDef for Jieyin {
    const KEY: &'static str = "jieyin";
    const NAME: Text = Text::new("【结姻】", "Marriage");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段限一次，你可以弃置两张手牌并选择一名已受伤的男性角色，你与其各回复1点体力。",
        "Once per play phase, you may discard two hand cards and choose a wounded male: you and he each recover 1 HP.",
    );
    const ONCE_PER_PHASE: bool = true;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if !g.skill_ready(s, Skill::Jieyin) || g.hand(s).len() < 2 {
            return;
        }
        for t in g.others(s) {
            if g.male(s, t) && g.wounded(t) {
                acts.push(Act::Skill {
                    skill: Skill::Jieyin,
                    target: Some(t),
                });
            }
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        match *at {
            At::Pick => {
                *at = At::Heal;
                g.ask_hand_discard(k.owner, 2)
            }
            At::Heal => {
                let cards = Game::picked_cards(input);
                g.discard_cards(k.owner, &cards);
                g.recover(k.owner, 1);
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
            Some(_) if h.wounded => 1,
            _ => -3,
        }
    }
}
