//! 苦肉 (黄盖): any number of times in the play phase, lose 1 HP, then draw two.

use super::prelude::*;

pub(crate) struct Kurou;

steps!(LoseHp, Draw);

impl SkillDef for Kurou {
    const KEY: &'static str = "kurou";
    const NAME: Text = Text::new("【苦肉】", "Self-Injury");
    const KIND: SkillKind = SkillKind::Active;
    const TEXT: Text = Text::new(
        "出牌阶段，你可以失去1点体力，然后摸两张牌。",
        "In your play phase, any number of times, you may lose 1 HP and draw two cards.",
    );
    const PICK_BONUS: i32 = 2;
    type Step = At;

    fn play_acts(_: &Game, _: Seat, acts: &mut Vec<Act>) {
        acts.push(Act::Skill {
            skill: Skill::Kurou,
            target: None,
        });
    }

    fn effect(g: &mut Game, k: &mut SkillCtx, at: &mut At, _: In) -> Next {
        let s = k.owner;
        match *at {
            // Lose 1 HP (dying, if it comes to that, first), then draw two.
            At::LoseHp => {
                *at = At::Draw;
                match g.lose_hp(s, 1) {
                    Some(dying) => Step::Call(dying),
                    None => Step::Again,
                }
            }
            At::Draw => {
                g.draw(s, 2);
                Step::Done(Ret::None)
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        match h.hp {
            hp if hp >= 3 => 3,
            2 if h.holds_tea => 1,
            _ => -5,
        }
    }
}
