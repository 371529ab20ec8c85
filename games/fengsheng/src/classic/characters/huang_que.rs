//! 黄雀 (Oriole; 潜伏, female): 潜藏伏击、黄雀在后.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 黄雀.
pub(crate) struct HuangQue;

impl CharacterDef for HuangQue {
    const KEY: &'static str = "huang_que";
    const NAME: (&'static str, &'static str) = ("黄雀", "Oriole");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::QianCang, Skill::ZaiHou];
    const MISSION: Mission = Mission::BothFactionsDied;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

/// 黄雀's questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 潜藏伏击: which intel of `target` goes back on the deck.
    QianCang {
        /// 黄雀.
        user: Seat,
        /// Whose intel.
        target: Seat,
    },
    /// 黄雀在后: in front of whom?
    ZaiHouTarget {
        /// 黄雀.
        seat: Seat,
    },
    /// 黄雀在后: which black cards (up to two, placed together).
    ZaiHouCards {
        /// 黄雀.
        seat: Seat,
        /// In front of whom.
        to: Seat,
        /// Chosen so far.
        chosen: Vec<CardId>,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::QianCang { user, .. } => user,
            Ask::ZaiHouTarget { seat } | Ask::ZaiHouCards { seat, .. } => seat,
        }
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match self {
            &Ask::QianCang { target, .. } => (
                t(
                    Skill::QianCang,
                    &format!("选择{}号面前的一张情报放回牌库顶", target.number()),
                    &format!(
                        "choose an intel of seat {} to put back on the deck",
                        target.number()
                    ),
                ),
                g.intel_acts(target, |_| true, IntelUse::ToTop),
            ),
            Ask::ZaiHouTarget { .. } => {
                let mut acts = vec![Act::Skip];
                for s in g.alive_in_seat_order() {
                    acts.push(Act::Choose {
                        seat: s,
                        why: SeatUse::Target,
                    });
                }
                (
                    t(
                        Skill::ZaiHou,
                        "是否翻开身份牌，在一位玩家面前放置最多两张假情报？",
                        "reveal your identity and place up to two black intel in front of a player?",
                    ),
                    acts,
                )
            }
            Ask::ZaiHouCards { seat, to, chosen } => {
                let mut acts = if chosen.is_empty() {
                    Vec::new()
                } else {
                    vec![Act::Stop]
                };
                for card in g.black_hand(*seat) {
                    if !chosen.contains(&card) {
                        acts.push(Act::Place { card, to: *to });
                    }
                }
                (
                    t(
                        Skill::ZaiHou,
                        &format!("选择放置在{}号面前的假情报（最多两张）", to.number()),
                        &format!("choose black intel for seat {} (up to two)", to.number()),
                    ),
                    acts,
                )
            }
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        match (self, act) {
            (Ask::QianCang { target, .. }, Act::Intel { card, .. }) => {
                g.zones.move_to(card, Zone::Deck);
                let l = g.card(card).label();
                g.log.show(
                    Audience::All,
                    "fengsheng.to_top",
                    text!("{}号面前的{}被放回牌库顶", "{1} in front of seat {0} goes back on top of the deck", target.number(), l),
                );
            }
            (Ask::ZaiHouTarget { seat }, Act::Choose { seat: to, .. }) => {
                g.skill_line(seat, Skill::ZaiHou, Some(to));
                g.show_identity(seat);
                g.ask_later(Ask::ZaiHouCards {
                    seat,
                    to,
                    chosen: Vec::new(),
                });
            }
            (
                Ask::ZaiHouCards {
                    seat,
                    to,
                    mut chosen,
                },
                Act::Place { card, .. },
            ) => {
                chosen.push(card);
                let more = g.black_left(seat, &chosen);
                if chosen.len() < 2 && more {
                    g.ask_later(Ask::ZaiHouCards { seat, to, chosen });
                } else {
                    g.place(seat, Skill::ZaiHou, to, chosen);
                }
            }
            (Ask::ZaiHouCards { seat, to, chosen }, Act::Stop) => {
                g.place(seat, Skill::ZaiHou, to, chosen)
            }
            _ => {}
        }
    }
}

/// 潜藏伏击.
pub(crate) struct QianCang;

impl SkillDef for QianCang {
    const KEY: &'static str = "qian_cang";
    const NAME: (&'static str, &'static str) = ("潜藏伏击", "Ambush");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "翻开此角色牌，然后把另一位玩家面前的一张情报放回牌库顶。",
        "Flip this character face-up, then put one intel in front of another player back on top of the deck.",
    );
    const FLIPS_UP: bool = true;

    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        g.offer_seats(s, Skill::QianCang, acts, |t| {
            !g.intel(t).is_empty()
        });
    }

    fn can_resolve(g: &Game, _: Seat, t: Option<Seat>) -> bool {
        t.is_some_and(|t| !g.intel(t).is_empty())
    }

    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        if let Some(t) = t
            && !g.intel(t).is_empty()
        {
            g.ask_later(Ask::QianCang { user, target: t });
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Seat(t) => eye.best_removals(t, 1) - 1,
            _ => -3,
        }
    }
}

/// 黄雀在后.
pub(crate) struct ZaiHou;

impl SkillDef for ZaiHou {
    const KEY: &'static str = "zai_hou";
    const NAME: (&'static str, &'static str) = ("黄雀在后", "The Oriole Behind");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家死亡时，可以翻开你的身份牌，然后在一位玩家面前放置最多两张假情报。",
        "When another player dies, you may reveal your identity card, then place up to two black intel in front of one player.",
    );

    const AT_DEATH: bool = true;

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if !g.players[seat.index()].identity_shown && g.has_black(seat) {
            g.ask_later(Ask::ZaiHouTarget { seat });
        }
    }
}
