//! 仁德 (刘备): give any number of hand cards to another player; the first time three or
//! more were given in the phase, recover 1 HP.

use super::prelude::*;

pub(crate) struct Rende;

steps!(Pick, Give);

impl SkillDef for Rende {
    const KEY: &'static str = "rende";
    const NAME: Text = Text::new("【仁德】", "Benevolence");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段，你可以将任意张手牌交给一名其他角色；当你于此阶段以此法给出的牌首次达到三张或更多时，你回复1点体力。",
        "In your play phase you may give any number of hand cards to another player; the first time you have given three or more this phase, you recover 1 HP.",
    );
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        if g.hand(s).is_empty() {
            return;
        }
        for t in g.others(s) {
            acts.push(Act::Skill {
                skill: Skill::Rende,
                target: Some(t),
            });
        }
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, input: In) -> Next {
        let s = k.owner;
        match *at {
            At::Pick => {
                *at = At::Give;
                let cards = g.hand(s).to_vec();
                let n = cards.len();
                g.pick_cards(
                    s,
                    Text::new(
                        "仁德：选择交给其的手牌",
                        "Benevolence: choose the hand cards to give",
                    ),
                    cards,
                    (1, n),
                );
                Step::Wait
            }
            At::Give => {
                let Some(t) = k.target.filter(|&t| g.alive(t)) else {
                    return Step::Done(Ret::None);
                };
                let cards = Game::picked_cards(input);
                for &c in &cards {
                    g.give_hand_card(s, t, c);
                }
                g.turn.rende_given = g.turn.rende_given.saturating_add(cards.len() as u8);
                if g.turn.rende_given >= 3 && !g.turn.rende_healed {
                    g.turn.rende_healed = true;
                    g.recover(s, 1);
                }
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        match h.target {
            Some(Stance::Friend) if h.hand >= 2 => 3,
            _ => -2,
        }
    }
}
