//! 老金 (Old Jin; 潜伏, male): 弃卒保帅、釜底抽薪.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use super::prelude::*;

/// 老金.
pub(crate) struct LaoJin;

impl CharacterDef for LaoJin {
    const KEY: &'static str = "lao_jin";
    const NAME: (&'static str, &'static str) = ("老金", "Old Jin");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::QiZu, Skill::FuDi];
    const MISSION: Mission = Mission::RedBlueHand;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

/// 老金's questions (釜底抽薪).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 釜底抽薪, first: one more black intel in front of yourself?
    FuDiBlack {
        /// 老金.
        seat: Seat,
    },
    /// 釜底抽薪, then: one hand card as intel in front of each of any number of players;
    /// placed together when he stops.
    FuDiPlace {
        /// 老金.
        seat: Seat,
        /// Chosen so far.
        placed: Vec<(CardId, Seat)>,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::FuDiBlack { seat } | Ask::FuDiPlace { seat, .. } => seat,
        }
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match self {
            &Ask::FuDiBlack { seat } => {
                let mut acts = vec![Act::Skip];
                acts.extend(
                    g.faces(seat, |c| g.black(c))
                        .into_iter()
                        .map(|card| Act::Place { card, to: seat }),
                );
                (
                    t(
                        Skill::FuDi,
                        "是否再放置一张假情报到自己面前，盖伏此角色，并在任意名玩家面前各放置一张情报？",
                        "place one more black intel in front of yourself, turn face-down, and place one intel in front of each of any players?",
                    ),
                    acts,
                )
            }
            Ask::FuDiPlace { seat, placed } => {
                let seat = *seat;
                let mut acts = vec![Act::Stop];
                let used: Vec<CardId> = placed.iter().map(|p| p.0).collect();
                let done: Vec<Seat> = placed.iter().map(|p| p.1).collect();
                let hand: Vec<CardId> = g
                    .hand_cards(seat)
                    .into_iter()
                    .filter(|c| !used.contains(c))
                    .collect();
                let mut seen: Vec<CardId> = Vec::new();
                for card in hand {
                    if seen.iter().any(|&o| g.card(o).same_face(g.card(card))) {
                        continue;
                    }
                    seen.push(card);
                    for to in g.alive_in_seat_order() {
                        if !done.contains(&to) {
                            acts.push(Act::Place { card, to });
                        }
                    }
                }
                (
                    t(
                        Skill::FuDi,
                        "在一位玩家面前放置一张手牌作为情报（每人至多一张），或到此为止",
                        "place a hand card as intel in front of a player (one each), or stop",
                    ),
                    acts,
                )
            }
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        match (self, act) {
            (Ask::FuDiBlack { seat }, Act::Place { card, .. }) => {
                g.skill_line(seat, Skill::FuDi, None);
                g.flip(seat, false);
                g.ask_later(Ask::FuDiPlace {
                    seat,
                    placed: Vec::new(),
                });
                g.place(seat, Skill::FuDi, seat, vec![card]);
            }
            (Ask::FuDiPlace { seat, mut placed }, Act::Place { card, to }) => {
                placed.push((card, to));
                let left = g.hand(seat).len() > placed.len()
                    && g.alive_seats().len() > placed.len();
                if left {
                    g.ask_later(Ask::FuDiPlace { seat, placed });
                } else {
                    fu_di_place(g, seat, placed);
                }
            }
            (Ask::FuDiPlace { seat, placed }, Act::Stop) => fu_di_place(g, seat, placed),
            _ => {}
        }
    }
}

/// 釜底抽薪: the chosen cards go in front of their players together (in order from the
/// active player rightwards).
fn fu_di_place(g: &mut Game, seat: Seat, mut placed: Vec<(CardId, Seat)>) {
    if !g.alive(seat) {
        return;
    }
    let order: Vec<Seat> = g.seating.from(g.turn.active).collect();
    placed.sort_by_key(|p| order.iter().position(|&s| s == p.1));
    placed.retain(|&(c, to)| g.alive(to) && g.hand(seat).contains(&c));
    for &(c, to) in &placed {
        g.lay_down(seat, to, &[c]);
    }
    // Placed together: one victory check over all of them (both teams may win).
    g.obtain_together(
        placed.into_iter().map(|(c, to)| (to, vec![c])).collect(),
        Source::Skill {
            user: seat,
            skill: Skill::FuDi,
        },
    );
}

/// 弃卒保帅.
pub(crate) struct QiZu;

impl SkillDef for QiZu {
    const KEY: &'static str = "qi_zu";
    const NAME: (&'static str, &'static str) = ("弃卒保帅", "Sacrifice the Pawn");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你的卡牌被识破时，可以翻开此角色牌，抽五张牌，然后把两张手牌以任意顺序放回牌库顶。",
        "When your card is seen through, you may flip this character face-up and draw five, then put two hand cards back on top of the deck in any order.",
    );
    const FLIPS_UP: bool = true;

    /// Flip up, draw five, put two back on top.
    fn fired(g: &mut Game, seat: Seat, _: Seat) {
        if g.flip_to_use(seat, Skill::QiZu) {
            g.draw(seat, 5);
            g.ask_top(seat, Skill::QiZu, 2);
        }
    }

    fn bot_fire(_: &dyn Eye) -> i32 {
        4
    }
}

/// 釜底抽薪.
pub(crate) struct FuDi;

impl SkillDef for FuDi {
    const KEY: &'static str = "fu_di";
    const NAME: (&'static str, &'static str) = ("釜底抽薪", "Pull the Firewood");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你获得假情报时，可以再放置一张假情报到自己面前，然后盖伏此角色牌，并在任意名玩家面前各放置一张手牌作为情报（可以包括自己）。",
        "When you obtain black intel, you may place one more black intel in front of yourself, then turn this character face-down and place one hand card as intel in front of each of any number of players (yourself included).",
    );

    /// Black intel reaches him.
    fn on_obtain(owner: Seat, seat: Seat, black: bool, _: Option<Seat>) -> bool {
        owner == seat && black
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if g.has_black(seat) {
            g.ask_later(Ask::FuDiBlack { seat });
        }
    }
}
