//! 钢铁特工 (Iron Agent; 潜伏, male): 警觉、掩护.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use super::prelude::*;

/// 钢铁特工.
pub(crate) struct GangTie;

impl CharacterDef for GangTie {
    const KEY: &'static str = "gang_tie";
    const NAME: (&'static str, &'static str) = ("钢铁特工", "Iron Agent");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::JingJue, Skill::YanHu];
    const MISSION: Mission = Mission::FourCounters;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

/// 钢铁特工's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 掩护: which black intel of `target` to take.
    YanHu {
        /// 钢铁特工.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::YanHu { user, .. } = *self;
        user
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::YanHu { target, .. } = *self;
        (
            t(
                Skill::YanHu,
                &format!("选择获得{}号面前的一张假情报", target.number()),
                &format!("choose a black intel of seat {} to obtain", target.number()),
            ),
            g.intel_acts(target, |c| g.black(c), IntelUse::Take),
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::YanHu { user, .. } = self;
        if let Act::Intel { card, .. } = act {
            g.flip(user, false);
            g.take_intel(user, card, Skill::YanHu);
        }
    }
}

/// 警觉.
pub(crate) struct JingJue;

impl SkillDef for JingJue {
    const KEY: &'static str = "jing_jue";
    const NAME: (&'static str, &'static str) = ("警觉", "Alert");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "一位玩家使用卡牌时，可以翻开此角色牌，视为使用了识破（不能被识破）。",
        "When a player uses a card, flip this character face-up: as if you used 识破 (it cannot be seen through).",
    );
    const FLIPS_UP: bool = true;

    const AS_CARD: Option<Kind> = Some(Kind::Counter);

    /// On any card on the stack not yet negated, from the top.
    fn offer(g: &Game, _: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        if let Some(w) = &g.turn.window {
            for (i, e) in w.priority.stack().iter().enumerate().rev() {
                if !e.action.negated && e.action.card().is_some() {
                    acts.push(Act::Skill {
                        skill: Skill::JingJue,
                        target: Target::Entry(i as u8),
                    });
                }
            }
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Entry(i) => eye.counter_score(i),
            _ => -5,
        }
    }
}

/// 掩护.
pub(crate) struct YanHu;

impl SkillDef for YanHu {
    const KEY: &'static str = "yan_hu";
    const NAME: (&'static str, &'static str) = ("掩护", "Cover");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "获得另一位玩家面前的一张假情报（置于你面前），然后盖伏此角色牌。",
        "Obtain one black intel in front of another player (it goes in front of you), then turn this character face-down.",
    );

    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        g.offer_seats(s, Skill::YanHu, acts, |t| g.count(t, Colour::Black) > 0);
    }

    fn can_resolve(g: &Game, user: Seat, t: Option<Seat>) -> bool {
        t.is_some_and(|t| g.count(t, Colour::Black) > 0 && g.players[user.index()].face_up)
    }

    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        if let Some(t) = t
            && g.count(t, Colour::Black) > 0
        {
            g.ask_later(Ask::YanHu { user, target: t });
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        let me = eye.me();
        match target {
            Target::Seat(t)
                if eye.friend(t)
                    && eye.count(t, Colour::Black) >= 2
                    && eye.count(me, Colour::Black) <= 1 =>
            {
                3
            }
            _ => -3,
        }
    }
}
