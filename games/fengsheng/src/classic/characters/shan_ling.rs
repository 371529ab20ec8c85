//! 闪灵 (Shining; 潜伏, female): 狙击.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use super::prelude::*;

/// 闪灵.
pub(crate) struct ShanLing;

impl CharacterDef for ShanLing {
    const KEY: &'static str = "shan_ling";
    const NAME: (&'static str, &'static str) = ("闪灵", "Shining");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::JuJi];
    const MISSION: Mission = Mission::KillWithoutTrue;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

/// 闪灵's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 狙击: burn an intel of `target` (`left` more; the first is required).
    JuJi {
        /// 闪灵.
        user: Seat,
        /// Whose intel.
        target: Seat,
        /// Burns left.
        left: u8,
        /// No intel burned yet.
        first: bool,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::JuJi { user, .. } = *self;
        user
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::JuJi { target, first, .. } = *self;
        let mut acts = if first { Vec::new() } else { vec![Act::Stop] };
        acts.extend(
            g.intel_acts(target, |_| true, IntelUse::Burn),
        );
        (
            t(
                Skill::JuJi,
                &format!("烧毁{}号面前的一张情报", target.number()),
                &format!("burn an intel in front of seat {}", target.number()),
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::JuJi {
            user, target, left, ..
        } = self;
        if let Act::Intel { card, .. } = act {
            g.burn(card);
            if left > 1 && !g.intel(target).is_empty() {
                g.ask_later(Ask::JuJi {
                    user,
                    target,
                    left: left - 1,
                    first: false,
                });
            }
        }
    }
}

/// 狙击.
pub(crate) struct JuJi;

impl SkillDef for JuJi {
    const KEY: &'static str = "ju_ji";
    const NAME: (&'static str, &'static str) = ("狙击", "Snipe");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "翻开此角色牌，然后烧毁另一位玩家面前一至三张情报。",
        "Flip this character face-up, then burn one to three intel in front of another player.",
    );
    const FLIPS_UP: bool = true;

    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        g.offer_seats(s, Skill::JuJi, acts, |t| {
            !g.intel(t).is_empty()
        });
    }

    fn can_resolve(g: &Game, _: Seat, t: Option<Seat>) -> bool {
        t.is_some_and(|t| !g.intel(t).is_empty())
    }

    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        if let Some(t) = t {
            g.ask_later(Ask::JuJi {
                user,
                target: t,
                left: 3,
                first: true,
            });
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Seat(t) => eye.best_removals(t, 3) - 2,
            _ => -3,
        }
    }
}
