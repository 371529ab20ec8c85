//! 武圣 (关羽): a red card as 【杀】.

use super::prelude::*;

pub(crate) struct Wusheng;

steps!(Done);

impl SkillDef for Wusheng {
    const KEY: &'static str = "wusheng";
    const NAME: Text = Text::new("【武圣】", "Warrior Saint");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你可以将一张红色牌当【杀】使用或打出。",
        "You may use or play a red card as a Slash.",
    );
    const PICK_BONUS: i32 = 2;
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        g.slash_view_as(s, Skill::Wusheng, g.own_cards(s), acts, |c| {
            c.colour() == Colour::Red
        });
    }

    fn respond_acts(g: &Game, r: &RespondCtx, acts: &mut Vec<Act>) {
        if r.want != Name::Sha {
            return;
        }
        for c in g.own_cards(r.seat) {
            if g.card(c).colour() == Colour::Red {
                acts.push(Act::ViewAs {
                    skill: Skill::Wusheng,
                    card: c,
                    target: None,
                });
            }
        }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        slash_score(h)
    }
}

/// A card as 【杀】 on a target (武圣, 龙胆): worth what hurting the target is, less the card.
pub(super) fn slash_score(h: &PlayHint) -> i32 {
    if h.hostile <= 0 {
        -3
    } else {
        h.hostile + 1 - h.cost
    }
}
