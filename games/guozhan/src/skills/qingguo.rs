//! 倾国 (甄姬): a black hand card as 【闪】.

use super::prelude::*;

pub(crate) struct Qingguo;

steps!(Done);

impl SkillDef for Qingguo {
    const KEY: &'static str = "qingguo";
    const NAME: Text = Text::new("【倾国】", "Captivating Beauty");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你可以将一张黑色手牌当【闪】使用或打出。",
        "You may use or play a black hand card as a Dodge.",
    );
    type Step = At;

    fn respond_acts(g: &Game, r: &RespondCtx, acts: &mut Vec<Act>) {
        if r.want != Name::Shan {
            return;
        }
        for &c in g.hand(r.seat) {
            if g.card(c).colour() == Colour::Black {
                acts.push(Act::ViewAs {
                    skill: Skill::Qingguo,
                    card: c,
                    target: None,
                });
            }
        }
    }

    fn view_as(_: Name) -> Name {
        Name::Shan
    }
}
