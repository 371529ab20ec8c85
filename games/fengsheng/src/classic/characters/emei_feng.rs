//! 峨嵋风 (Emei Wind; 潜伏, male): 截上截、计中计.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use super::prelude::*;

/// 峨嵋风.
pub(crate) struct EmeiFeng;

impl CharacterDef for EmeiFeng {
    const KEY: &'static str = "emei_feng";
    const NAME: (&'static str, &'static str) = ("峨嵋风", "Emei Wind");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::JieShangJie, Skill::JiZhongJi];
    const MISSION: Mission = Mission::ThreeBlue;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

/// 峨嵋风's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 计中计: burn a black intel in front of `of`.
    BurnBlack {
        /// Who.
        seat: Seat,
        /// Whose intel.
        of: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::BurnBlack { seat, .. } = *self;
        seat
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::BurnBlack { of, .. } = *self;
        let mut acts = vec![Act::Skip];
        acts.extend(
            g.intel_acts(of, |c| g.black(c), IntelUse::Burn),
        );
        (
            t(
                Skill::JiZhongJi,
                &format!("是否烧毁{}号面前的一张假情报？", of.number()),
                &format!("burn a black intel in front of seat {}?", of.number()),
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::BurnBlack { seat, .. } = self;
        if let Act::Intel { card, .. } = act {
            g.skill_line(seat, Skill::JiZhongJi, None);
            g.burn(card);
        }
    }
}

/// 截上截.
pub(crate) struct JieShangJie;

impl SkillDef for JieShangJie {
    const KEY: &'static str = "jie_shang_jie";
    const NAME: (&'static str, &'static str) = ("截上截", "Double Intercept");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "他人回合的情报传递时，可以翻开此角色牌，视为使用了截获（不能被识破）。",
        "In another player's 情报传递 step, flip this character face-up: as if you used 截获 (it cannot be seen through).",
    );
    const FLIPS_UP: bool = true;

    const AS_CARD: Option<Kind> = Some(Kind::Intercept);

    /// While intel is passed, in another player's turn.
    fn offer(g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        if at.passing && s != g.turn.active {
            acts.push(Act::Skill {
                skill: Skill::JieShangJie,
                target: Target::None,
            });
        }
    }

    fn bot_use(eye: &mut dyn Eye, _: Target) -> i32 {
        eye.use_score(Kind::Intercept, Target::None)
    }
}

/// 计中计.
pub(crate) struct JiZhongJi;

impl SkillDef for JiZhongJi {
    const KEY: &'static str = "ji_zhong_ji";
    const NAME: (&'static str, &'static str) = ("计中计", "Trick within a Trick");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家获得你传出的真情报时，你可以烧毁他面前一张假情报。",
        "When another player obtains true intel you passed, you may burn one black intel in front of him.",
    );

    /// True intel he passed reaches another player.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, sender: Option<Seat>) -> bool {
        sender == Some(owner) && seat != owner && !black
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        if g.alive(about) && g.count(about, Colour::Black) > 0 {
            g.ask_later(Ask::BurnBlack { seat, of: about });
        }
    }
}
