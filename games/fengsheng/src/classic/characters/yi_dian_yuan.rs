//! 译电员 (Cipher Clerk; 潜伏, female): 速译、洞悉.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 译电员.
pub(crate) struct YiDianYuan;

impl CharacterDef for YiDianYuan {
    const KEY: &'static str = "yi_dian_yuan";
    const NAME: (&'static str, &'static str) = ("译电员", "Cipher Clerk");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::SuYi, Skill::DongXi];
    const MISSION: Mission = Mission::ThreeBlue;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

no_asks!();

/// 速译.
pub(crate) struct SuYi;

impl SkillDef for SuYi {
    const KEY: &'static str = "su_yi";
    const NAME: (&'static str, &'static str) = ("速译", "Quick Decode");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "情报传递时，可以翻开此角色牌，然后检视传递中的情报，并抽一张牌。只有你能看到。",
        "In a 情报传递 step, flip this character face-up, then look at the intel being passed (you alone) and draw one.",
    );
    const FLIPS_UP: bool = true;

    /// While intel is passed.
    fn offer(_: &Game, _: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        if at.passing {
            acts.push(Act::Skill {
                skill: Skill::SuYi,
                target: Target::None,
            });
        }
    }

    fn can_resolve(g: &Game, _: Seat, _: Option<Seat>) -> bool {
        g.turn.transit.is_some()
    }

    /// Look at the intel being passed (he alone), then draw one.
    fn resolve(g: &mut Game, user: Seat, _: Option<Seat>) {
        if let Some(tr) = g.turn.transit.as_mut() {
            tr.seen.insert(user);
            let card = tr.card;
            let l = g.card(card).label();
            g.say_cards(
                Audience::seat(user),
                "fengsheng.su_yi",
                text!("【速译】你检视了传递中的情报：{}", "Quick Decode: the intel being passed is {}", l),
                &[card],
            );
            g.log.push(
                Audience::All,
                "fengsheng.su_yi_public",
                text!("{}号检视了传递中的情报", "Seat {} looks at the intel being passed", user.number()),
            );
        }
        g.draw(user, 1);
    }

    fn bot_use(eye: &mut dyn Eye, _: Target) -> i32 {
        if eye.knows_passing_intel() { 0 } else { 2 }
    }
}

/// 洞悉.
pub(crate) struct DongXi;

impl SkillDef for DongXi {
    const KEY: &'static str = "dong_xi";
    const NAME: (&'static str, &'static str) = ("洞悉", "Insight");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当情报被成功破译时（任何人的回合），你可以盖伏此角色牌。",
        "Whenever intel is successfully decoded (破译), in any turn, you may turn this character face-down.",
    );

    const ON_DECODED: bool = true;

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        g.ask_later(Question::Fire {
            seat,
            skill: Skill::DongXi,
            about,
        });
    }

    fn fire_text(_: Seat) -> (String, String) {
        (
            "情报被破译：是否盖伏此角色牌？".to_string(),
            "intel was decoded: turn this character face-down?".to_string(),
        )
    }

    fn fired(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::DongXi, None);
        g.flip(seat, false);
    }

    fn bot_fire(_: &dyn Eye) -> i32 {
        4
    }
}
