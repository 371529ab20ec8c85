//! 奇袭 (甘宁): a black card as 【过河拆桥】.

use super::prelude::*;

pub(crate) struct Qixi;

steps!(Done);

impl SkillDef for Qixi {
    const KEY: &'static str = "qixi";
    const NAME: Text = Text::new("【奇袭】", "Surprise Raid");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你可以将一张黑色牌当【过河拆桥】使用。",
        "You may use a black card as Dismantle.",
    );
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        let ts: Vec<Seat> = g.others(s).filter(|&t| g.has_any_card(t)).collect();
        for c in g.own_cards(s) {
            if g.card(c).colour() == Colour::Black {
                for &t in &ts {
                    acts.push(Act::ViewAs {
                        skill: Skill::Qixi,
                        card: c,
                        target: Some(t),
                    });
                }
            }
        }
    }

    fn view_as(_: Name) -> Name {
        Name::Dismantle
    }

    fn bot_play(h: &PlayHint) -> i32 {
        h.hostile - h.cost
    }
}
