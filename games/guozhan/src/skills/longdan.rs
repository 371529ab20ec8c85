//! 龙胆 (赵云): 【杀】 as 【闪】 and 【闪】 as 【杀】.

use super::prelude::*;

pub(crate) struct Longdan;

steps!(Done);

impl SkillDef for Longdan {
    const KEY: &'static str = "longdan";
    const NAME: Text = Text::new("【龙胆】", "Dragon's Courage");
    const KIND: SkillKind = SkillKind::ViewAs;
    const TEXT: Text = Text::new(
        "你可以将【杀】当【闪】、【闪】当【杀】使用或打出。",
        "You may use or play a Slash as a Dodge and a Dodge as a Slash.",
    );
    type Step = At;

    fn play_acts(g: &Game, s: Seat, acts: &mut Vec<Act>) {
        let hand = g.hand(s).to_vec();
        g.slash_view_as(s, Skill::Longdan, hand, acts, |c| c.name == Name::Shan);
    }

    fn respond_acts(g: &Game, r: &RespondCtx, acts: &mut Vec<Act>) {
        if !matches!(r.want, Name::Sha | Name::Shan) {
            return;
        }
        for &c in g.hand(r.seat) {
            let card = g.card(c);
            let fits = if r.want == Name::Sha {
                card.name == Name::Shan
            } else {
                card.name.is_sha()
            };
            if fits {
                acts.push(Act::ViewAs {
                    skill: Skill::Longdan,
                    card: c,
                    target: None,
                });
            }
        }
    }

    fn view_as(from: Name) -> Name {
        if from.is_sha() { Name::Shan } else { Name::Sha }
    }

    fn bot_play(h: &PlayHint) -> i32 {
        super::wusheng::slash_score(h)
    }
}
