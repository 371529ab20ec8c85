//! 小白 (Xiao Bai; both): 乔装、收买、败露.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use super::prelude::*;

/// 小白.
pub(crate) struct XiaoBai;

impl CharacterDef for XiaoBai {
    const KEY: &'static str = "xiao_bai";
    const NAME: (&'static str, &'static str) = ("小白", "Xiao Bai");
    const GENDER: Gender = Gender::Both;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::QiaoZhuang, Skill::ShouMai, Skill::BaiLu];
    const MISSION: Mission = Mission::FirstToDieOrWipeout;
    const BOT_STRENGTH: i32 = 1;
    type Ask = Ask;
}

/// 小白's questions (收买).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 收买: give a hand card to `target` (`left` more).
    ShouMaiGive {
        /// 小白.
        user: Seat,
        /// To whom.
        target: Seat,
        /// Cards left to give.
        left: u8,
    },
    /// 收买: which intel of `target` to obtain.
    ShouMaiTake {
        /// 小白.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::ShouMaiGive { user, .. } | Ask::ShouMaiTake { user, .. } => user,
        }
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match *self {
            Ask::ShouMaiGive { user, target, left } => (
                t(
                    Skill::ShouMai,
                    &format!("选择交给{}号的手牌（还有{}张）", target.number(), left),
                    &format!(
                        "choose a card to give seat {} ({} to go)",
                        target.number(),
                        left
                    ),
                ),
                g.faces(user, |_| true)
                    .into_iter()
                    .map(|card| Act::Give { card, to: target })
                    .collect(),
            ),
            Ask::ShouMaiTake { target, .. } => (
                t(
                    Skill::ShouMai,
                    &format!("选择获得{}号面前的一张情报", target.number()),
                    &format!("choose an intel of seat {} to obtain", target.number()),
                ),
                g.intel_acts(target, |_| true, IntelUse::Take),
            ),
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        match (self, act) {
            (Ask::ShouMaiGive { user, target, left }, Act::Give { card, .. }) => {
                g.give(user, target, card);
                if left > 1 && !g.hand(user).is_empty() {
                    g.ask_later(Ask::ShouMaiGive {
                        user,
                        target,
                        left: left - 1,
                    });
                } else if left == 1 && !g.intel(target).is_empty() {
                    g.ask_later(Ask::ShouMaiTake { user, target });
                }
            }
            (Ask::ShouMaiTake { user, .. }, Act::Intel { card, .. }) => {
                g.take_intel(user, card, Skill::ShouMai);
            }
            _ => {}
        }
    }
}

/// 乔装.
pub(crate) struct QiaoZhuang;

impl SkillDef for QiaoZhuang {
    const KEY: &'static str = "qiao_zhuang";
    const NAME: (&'static str, &'static str) = ("乔装", "Disguise");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "此角色既视为男性也视为女性。",
        "This character counts as both male and female.",
    );
}

/// 收买.
pub(crate) struct ShouMai;

impl SkillDef for ShouMai {
    const KEY: &'static str = "shou_mai";
    const NAME: (&'static str, &'static str) = ("收买", "Bribe");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "把你的四张手牌交给另一位玩家，然后获得他面前的一张情报（包括假情报）。任何时候可用，对方不能拒绝；不足四张不能发动。",
        "Give four of your hand cards to another player, then obtain one intel in front of him (black included). Any time; he cannot refuse; needs four cards.",
    );

    /// With four or more cards in hand, on any other player.
    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        if g.hand(s).len() >= 4 {
            g.offer_seats(s, Skill::ShouMai, acts, |_| true);
        }
    }

    fn can_resolve(g: &Game, user: Seat, t: Option<Seat>) -> bool {
        t.is_some() && g.hand(user).len() >= 4
    }

    /// Give four cards to `t`, then obtain one of his intel.
    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        let Some(t) = t else { return };
        if g.hand(user).len() == 4 {
            // All four go: nothing to choose.
            let all = g.hand(user).to_vec();
            for c in all {
                g.give(user, t, c);
            }
            if !g.intel(t).is_empty() {
                g.ask_later(Ask::ShouMaiTake { user, target: t });
            }
        } else {
            g.ask_later(Ask::ShouMaiGive {
                user,
                target: t,
                left: 4,
            });
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        let Target::Seat(t) = target else { return -3 };
        let me = eye.me();
        let best = eye
            .intel(t)
            .into_iter()
            .map(|c| eye.worth(me, c) - eye.worth(t, c))
            .max()
            .unwrap_or(-5);
        best - 4 - i32::from(eye.hoards()) * 4
    }
}

/// 败露.
pub(crate) struct BaiLu;

impl SkillDef for BaiLu {
    const KEY: &'static str = "bai_lu";
    const NAME: (&'static str, &'static str) = ("败露", "Exposed");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得第六张或以上的情报时，你输掉这场游戏（不是死亡；即使同时达成胜利条件）。",
        "When you obtain a sixth intel or more, you lose the game (not a death; even if it also wins).",
    );
}
