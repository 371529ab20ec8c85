//! 老枪 (Old Gun; 潜伏, male): 就计、合谋.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;
use crate::classic::game::Peek;

/// 老枪.
pub(crate) struct LaoQiang;

impl CharacterDef for LaoQiang {
    const KEY: &'static str = "lao_qiang";
    const NAME: (&'static str, &'static str) = ("老枪", "Old Gun");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::JiuJi, Skill::HeMou];
    const MISSION: Mission = Mission::ThreeRed;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

/// 老枪's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 合谋: which black card to place in front of yourself.
    HeMou {
        /// 老枪.
        user: Seat,
        /// The other face-up 潜伏 character.
        other: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::HeMou { user, .. } = *self;
        user
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let seat = self.seat();
        (
            t(
                Skill::HeMou,
                "选择放置在自己面前的假情报",
                "choose the black intel to place in front of yourself",
            ),
            g.faces(seat, |c| g.black(c))
                .into_iter()
                .map(|card| Act::Place { card, to: seat })
                .collect(),
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::HeMou { user, other } = self;
        if let Act::Place { card, .. } = act {
            he_mou(g, user, other, card);
        }
    }
}

/// 合谋: a black intel in front of 老枪, both characters face-down, and the two look at
/// each other's identity card.
fn he_mou(g: &mut Game, user: Seat, other: Seat, card: CardId) {
    if !g.up_hidden(other) || g.players[user.index()].up().is_none() {
        return;
    }
    g.lay_down(user, user, &[card]);
    g.flip(user, false);
    g.flip(other, false);
    for (viewer, target) in [(user, other), (other, user)] {
        let identity = g.players[target.index()].identity;
        g.peeks.push(Peek {
            viewer,
            target,
            identity,
        });
        let f = identity.name();
        g.tell(
            &[viewer],
            "fengsheng.peek",
            text!("【合谋】{}号的身份是{}", "Conspire: seat {} is {}", target.number(), f),
        );
    }
    g.log.push(
        Audience::All,
        "fengsheng.he_mou",
        text!("{}号与{}号互相查看了身份牌", "Seats {} and {} look at each other's identity card", user.number(), other.number()),
    );
    g.obtain(
        user,
        vec![card],
        Source::Skill {
            user,
            skill: Skill::HeMou,
        },
    );
}

/// 合谋.
pub(crate) struct HeMou;

impl SkillDef for HeMou {
    const KEY: &'static str = "he_mou";
    const NAME: (&'static str, &'static str) = ("合谋", "Conspire");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "在你面前放置一张假情报，盖伏此角色牌和另一张翻开的潜伏角色牌，然后你们互相查看对方的身份牌。任何时候可用，不限次数。",
        "Place a black intel in front of yourself, turn this character and another face-up hidden character face-down, then you two look at each other's identity. Any time, no limit.",
    );

    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        if g.has_black(s) {
            g.offer_seats(s, Skill::HeMou, acts, |t| {
                g.players[t.index()].up().is_some_and(Character::hidden)
            });
        }
    }

    fn can_resolve(g: &Game, user: Seat, t: Option<Seat>) -> bool {
        t.is_some_and(|t| {
            g.players[user.index()].face_up && g.up_hidden(t) && g.has_black(user)
        })
    }

    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        let Some(t) = t else { return };
        let ok = g.players[user.index()].up().is_some()
            && g.players[t.index()].up().is_some_and(Character::hidden)
            && g.has_black(user);
        if ok {
            g.ask_later(Ask::HeMou { user, other: t });
        }
    }
}
