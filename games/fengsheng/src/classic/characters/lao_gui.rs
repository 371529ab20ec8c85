//! 老鬼 (Old Ghost; 潜伏, female): 就计、城府、遗志.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use super::prelude::*;
use crate::classic::card::{Probe, ProbeEffect};

/// 老鬼.
pub(crate) struct LaoGui;

impl CharacterDef for LaoGui {
    const KEY: &'static str = "lao_gui";
    const NAME: (&'static str, &'static str) = ("老鬼", "Old Ghost");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::JiuJi, Skill::ChengFu, Skill::YiZhi];
    const MISSION: Mission = Mission::RedHandAtDeath;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

/// 老鬼's questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 城府: act as if the guess were right or wrong.
    ChengFu {
        /// The probed 老鬼.
        target: Seat,
        /// Who probed.
        user: Seat,
        /// The probe's variant.
        probe: Probe,
    },
    /// 遗志: hand your whole hand to a player?
    YiZhi {
        /// The dead 老鬼.
        seat: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::ChengFu { target, .. } => target,
            Ask::YiZhi { seat } => seat,
        }
    }

    fn asks_the_dead(&self) -> bool {
        matches!(self, Ask::YiZhi { .. })
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match *self {
            Ask::ChengFu { target, probe, .. } => {
                let identity = g.players[target.index()].identity;
                (
                    t(
                        Skill::ChengFu,
                        "你被试探：隐瞒身份，任选一种结果",
                        "you are probed: hide your identity and pick the outcome",
                    ),
                    vec![
                        Act::Answer {
                            right: identity == probe.guess,
                            probe,
                        },
                        Act::Answer {
                            right: identity != probe.guess,
                            probe,
                        },
                    ],
                )
            }
            Ask::YiZhi { .. } => {
                let mut acts = vec![Act::Skip];
                for s in g.alive_in_seat_order() {
                    acts.push(Act::Choose {
                        seat: s,
                        why: SeatUse::GiveHand,
                    });
                }
                (
                    t(
                        Skill::YiZhi,
                        "是否把全部手牌交给一位玩家，由他随机取三张作为情报？",
                        "hand your whole hand to a player, who takes three at random as intel?",
                    ),
                    acts,
                )
            }
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        match (self, act) {
            (
                Ask::ChengFu {
                    target,
                    user,
                    probe,
                },
                Act::Answer { right, .. },
            ) => {
                g.skill_line(target, Skill::ChengFu, None);
                g.probe_outcome(user, target, probe, right);
            }
            (Ask::YiZhi { seat }, Act::Choose { seat: to, .. }) => yi_zhi(g, seat, to),
            _ => {}
        }
    }
}

impl Game {
    /// 试探 on a face-up 老鬼: he picks the outcome (城府).
    pub(crate) fn ask_cheng_fu(&mut self, target: Seat, user: Seat, probe: Probe) {
        self.ask_later(Ask::ChengFu {
            target,
            user,
            probe,
        });
    }

    /// The label of a 城府 answer.
    pub(crate) fn cheng_fu_label(right: bool, probe: Probe) -> Text {
        let (zh, en) = match (right, probe.effect) {
            (true, ProbeEffect::Draw) => (
                "按猜中结算：抽两张牌".to_string(),
                "as guessed right: draw two".to_string(),
            ),
            (true, ProbeEffect::Discard) => (
                "按猜中结算：弃一张牌".to_string(),
                "as guessed right: discard one".to_string(),
            ),
            (false, _) => {
                let ph = probe.phrase();
                (
                    format!("按猜错结算：说「{}」", ph.zh),
                    format!("as guessed wrong: say \"{}\"", ph.en),
                )
            }
        };
        Text::owned(zh, en)
    }
}

/// 遗志: the dead 老鬼's whole hand goes face-down to `to`, who takes three of those
/// cards at random as intel (all of them if three or fewer); the rest are discarded
/// with her cards.
fn yi_zhi(g: &mut Game, seat: Seat, to: Seat) {
    g.skill_line(seat, Skill::YiZhi, Some(to));
    let mut took = Vec::new();
    while took.len() < 3 && !g.hand(seat).is_empty() {
        let i = g.rng.random_range(0..g.hand(seat).len());
        let card = g.hand(seat)[i];
        // Out of her hand at once (the next pick is among the rest); obtaining puts
        // them in the same order again.
        g.zones.move_to(card, Zone::Intel(to));
        took.push(card);
    }
    g.lay_down(seat, to, &took);
    g.obtain(
        to,
        took,
        Source::Skill {
            user: seat,
            skill: Skill::YiZhi,
        },
    );
}

/// 就计.
pub(crate) struct JiuJi;

impl SkillDef for JiuJi {
    const KEY: &'static str = "jiu_ji";
    const NAME: (&'static str, &'static str) = ("就计", "Turn the Tables");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你被试探或锁定时，可以翻开此角色牌，然后抽两张牌（先于该牌结算；该牌被识破则不能发动）。",
        "When you are probed or locked, you may flip this character face-up, then draw two (before the card resolves; not if it was seen through).",
    );
    const FLIPS_UP: bool = true;

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.ask_later(Question::Secret {
            seat,
            skill: Skill::JiuJi,
        });
    }

    /// Flip up, draw two.
    fn fired(g: &mut Game, seat: Seat, _: Seat) {
        if g.flip_to_use(seat, Skill::JiuJi) {
            g.draw(seat, 2);
        }
    }

    fn bot_fire(_: &dyn Eye) -> i32 {
        4
    }
}

/// 城府.
pub(crate) struct ChengFu;

impl SkillDef for ChengFu {
    const KEY: &'static str = "cheng_fu";
    const NAME: (&'static str, &'static str) = ("城府", "Poker Face");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "你被试探时可以隐瞒身份：不论身份，任选该试探的一种结果。",
        "When probed you may hide your identity: pick either outcome of the probe, whatever you are.",
    );
}

/// 遗志.
pub(crate) struct YiZhi;

impl SkillDef for YiZhi {
    const KEY: &'static str = "yi_zhi";
    const NAME: (&'static str, &'static str) = ("遗志", "Last Will");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你死亡时，可以把全部手牌面朝下交给一位玩家，他随机取其中三张作为情报（不足三张则全部）。",
        "When you die, you may hand your whole hand face-down to a player, who takes three of them at random as intel (all if three or fewer).",
    );

    const AT_OWN_DEATH: bool = true;

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if !g.hand(seat).is_empty() && !g.alive_seats().is_empty() {
            g.ask_later(Ask::YiZhi { seat });
        }
    }
}
