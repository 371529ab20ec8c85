//! 贝雷帽 (Beret; male): 换日、偷天.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 贝雷帽.
pub(crate) struct BeiLeiMao;

impl CharacterDef for BeiLeiMao {
    const KEY: &'static str = "bei_lei_mao";
    const NAME: (&'static str, &'static str) = ("贝雷帽", "Beret");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::HuanRi, Skill::TouTian];
    const MISSION: Mission = Mission::RedBlueHand;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

/// 贝雷帽's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 偷天: move a true intel in front of `victim` into a player's hand.
    TouTian {
        /// Who.
        seat: Seat,
        /// Whose intel.
        victim: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::TouTian { seat, .. } = *self;
        seat
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::TouTian { victim, .. } = *self;
        let mut acts = vec![Act::Skip];
        for card in g.intel_of(victim, |c| !g.black(c)) {
            for to in g.alive_in_seat_order() {
                acts.push(Act::IntelTo { card, to });
            }
        }
        (
            t(
                Skill::TouTian,
                &format!(
                    "是否把{}号面前的一张真情报加入一位玩家的手牌？",
                    victim.number()
                ),
                &format!(
                    "move a true intel in front of seat {} into a player's hand?",
                    victim.number()
                ),
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::TouTian { seat, victim } = self;
        let Act::IntelTo { card, to } = act else { return };
        g.skill_line(seat, Skill::TouTian, Some(victim));
        g.zones.move_to(card, Zone::Hand(to));
        let l = g.card(card).label();
        g.log.show(
            Audience::All,
            "fengsheng.tou_tian",
            text!("{}号面前的{}加入{}号的手牌", "{1} in front of seat {0} goes into seat {2}'s hand", victim.number(), l, to.number()),
        );
    }
}

/// 换日.
pub(crate) struct HuanRi;

impl SkillDef for HuanRi {
    const KEY: &'static str = "huan_ri";
    const NAME: (&'static str, &'static str) = ("换日", "Swap the Sun");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你的黑色手牌可以当作锁定使用。",
        "Your black hand cards may be used as 锁定.",
    );

    /// Any black card as 锁定.
    fn locks_with(_: Kind, colour: Colour) -> bool {
        colour == Colour::Black
    }
}

/// 偷天.
pub(crate) struct TouTian;

impl SkillDef for TouTian {
    const KEY: &'static str = "tou_tian";
    const NAME: (&'static str, &'static str) = ("偷天", "Steal the Sky");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当一位玩家获得你传出的假情报时，你可以把他面前的一张真情报加入任意一位玩家的手牌。",
        "When a player obtains black intel you passed, you may move one true intel in front of him into any player's hand.",
    );

    /// Black intel he passed reaches a player.
    fn on_obtain(owner: Seat, _: Seat, black: bool, sender: Option<Seat>) -> bool {
        sender == Some(owner) && black
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        if g.alive(about) && g.true_count(about) > 0 {
            g.ask_later(Ask::TouTian {
                seat,
                victim: about,
            });
        }
    }
}
