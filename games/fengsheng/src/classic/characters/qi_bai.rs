//! 柒佰 (Qi Bai; male): 敏锐、联动、风度.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 柒佰.
pub(crate) struct QiBai;

impl CharacterDef for QiBai {
    const KEY: &'static str = "qi_bai";
    const NAME: (&'static str, &'static str) = ("柒佰", "Qi Bai");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::MinRui, Skill::LianDong, Skill::FengDu];
    const MISSION: Mission = Mission::FiveTrue;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

/// 柒佰's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 风度: which female wins with 柒佰.
    FengDu {
        /// 柒佰.
        seat: Seat,
        /// The winners so far.
        winners: SeatSet,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::FengDu { seat, .. } = *self;
        seat
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let seat = self.seat();
        let acts = g
            .alive_in_seat_order()
            .into_iter()
            .filter(|&s| s != seat && g.female(s))
            .map(|s| Act::Choose {
                seat: s,
                why: SeatUse::Companion,
            })
            .collect();
        (
            t(
                Skill::FengDu,
                "你宣告胜利：选择一位女性与你一同胜利",
                "you declare victory: choose a female to win with you",
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::FengDu { seat, winners } = self;
        if let Act::Choose { seat: c, .. } = act {
            feng_du(g, seat, winners, c);
        }
    }
}

impl Game {
    /// 风度: the declaring 柒佰 at `seat` picks a female to win with him (`winners` so
    /// far), at once.
    pub(crate) fn ask_companion(&mut self, seat: Seat, winners: SeatSet) {
        let q: Question = Ask::FengDu { seat, winners }.into();
        if self.open_ask(q.clone()) {
            // Asked now, wherever the declaration happened; the engine takes it up as a
            // frame before its next step.
            self.tasks.push(crate::classic::frame::Task::Asked(q));
        }
    }

    /// Whether a declaring 柒佰 is choosing for 风度.
    pub(crate) fn choosing_companion(&self) -> bool {
        match self.open_question() {
            Some(Question::Own(o)) => o.ask.as_any().downcast_ref::<Ask>().is_some(),
            _ => false,
        }
    }
}

    /// 风度: 柒佰 chose `companion`, who wins with him (alone, not her side).
fn feng_du(g: &mut Game, seat: Seat, winners: SeatSet, companion: Seat) {
        g.log.push(
            Audience::All,
            "fengsheng.feng_du",
            text!("{}号【柒佰】发动【风度】：{}号与他一同胜利", "Seat {}'s Qi Bai uses Chivalry: seat {} wins with him", seat.number(), companion.number()),
        );
        g.finish(winners, SeatSet::one(companion));
    }

/// 敏锐.
pub(crate) struct MinRui;

impl SkillDef for MinRui {
    const KEY: &'static str = "min_rui";
    const NAME: (&'static str, &'static str) = ("敏锐", "Keen");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你可以在他人回合中使用锁定（可被识破）。",
        "You may use 锁定 in other players' turns (it can be seen through).",
    );
}

/// 联动.
pub(crate) struct LianDong;

impl SkillDef for LianDong {
    const KEY: &'static str = "lian_dong";
    const NAME: (&'static str, &'static str) = ("联动", "Linkage");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你的锁定成功使用时（未被识破），抽两张牌，然后把一张手牌交给另一位玩家。必须发动。",
        "When your 锁定 is used successfully (not seen through), draw two, then give one hand card to another player. Mandatory.",
    );

    /// His own 锁定 card resolves.
    fn on_entry(o: Seat, user: Seat, kind: Kind, e: &Entry, _: Option<Seat>) -> Option<Seat> {
        (kind == Kind::Lock && o == user && matches!(e.used, Used::Card(_))).then_some(o)
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::LianDong, None);
        g.draw(seat, 2);
        if !g.hand(seat).is_empty()
            && g.seating.all().any(|t| t != seat && g.alive(t))
        {
            g.ask_later(Question::Give {
                seat,
                skill: Skill::LianDong,
                may_keep: false,
            });
        }
    }
}

/// 风度.
pub(crate) struct FengDu;

impl SkillDef for FengDu {
    const KEY: &'static str = "feng_du";
    const NAME: (&'static str, &'static str) = ("风度", "Chivalry");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你宣告胜利时，选择一位女性与你一同胜利（只她个人，不含她的阵营）。场上有女性时必须发动；盖伏的角色没有性别。",
        "When you declare victory, choose a female to win with you (she alone, not her side). Mandatory when a female is at the table; a face-down character has no gender.",
    );
}
