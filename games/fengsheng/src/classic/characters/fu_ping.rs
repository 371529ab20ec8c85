//! 浮萍 (Duckweed; 潜伏, female): 先机、后著.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 浮萍.
pub(crate) struct FuPing;

impl CharacterDef for FuPing {
    const KEY: &'static str = "fu_ping";
    const NAME: (&'static str, &'static str) = ("浮萍", "Duckweed");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::XianJi, Skill::HouZhu];
    const MISSION: Mission = Mission::DieSecondOrLater;
    const BOT_STRENGTH: i32 = 4;
    type Ask = Ask;
}

/// 浮萍's questions (后著, at her own death).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 后著: look at whose hand?
    HouZhuLook {
        /// The dead 浮萍.
        seat: Seat,
    },
    /// 后著: place which of `from`'s cards in front of whom.
    HouZhuPlace {
        /// The dead 浮萍.
        seat: Seat,
        /// Whose hand.
        from: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::HouZhuLook { seat } | Ask::HouZhuPlace { seat, .. } => seat,
        }
    }

    fn asks_the_dead(&self) -> bool {
        true
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match *self {
            Ask::HouZhuLook { seat } => {
                let mut acts = vec![Act::Skip];
                for s in g.alive_in_seat_order() {
                    if s != seat && !g.hand(s).is_empty() {
                        acts.push(Act::Choose {
                            seat: s,
                            why: SeatUse::Look,
                        });
                    }
                }
                (
                    t(
                        Skill::HouZhu,
                        "是否检视另一位玩家的手牌，把其中一张放置在一位玩家面前？",
                        "look at another player's hand and place one of its cards in front of a player?",
                    ),
                    acts,
                )
            }
            Ask::HouZhuPlace { from, .. } => {
                let mut acts = Vec::new();
                for card in g.faces(from, |_| true) {
                    for to in g.alive_in_seat_order() {
                        acts.push(Act::Place { card, to });
                    }
                }
                (
                    t(
                        Skill::HouZhu,
                        &format!("把{}号的一张手牌放置在一位玩家面前", from.number()),
                        &format!(
                            "place one of seat {}'s cards in front of a player",
                            from.number()
                        ),
                    ),
                    acts,
                )
            }
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        match (self, act) {
            (Ask::HouZhuLook { seat }, Act::Choose { seat: from, .. }) => {
                g.skill_line(seat, Skill::HouZhu, Some(from));
                let names: Vec<Text> = g.hand(from)
                    .iter()
                    .map(|&c| g.card(c).label())
                    .collect();
                g.tell(
                    &[seat],
                    "fengsheng.hou_zhu",
                    text!("【后著】{}号的手牌：{}", "Afterstroke: seat {}'s hand is {}", from.number(), (crate::classic::flow::join(&names, true), crate::classic::flow::join(&names, false))),
                );
                g.ask_later(Ask::HouZhuPlace { seat, from });
            }
            (Ask::HouZhuPlace { seat, from }, Act::Place { card, to })
                if g.alive(to) && g.hand(from).contains(&card) =>
            {
                g.lay_down(seat, to, &[card]);
                g.obtain(
                    to,
                    vec![card],
                    Source::Skill {
                        user: seat,
                        skill: Skill::HouZhu,
                    },
                );
            }
            _ => {}
        }
    }
}

/// 先机.
pub(crate) struct XianJi;

impl SkillDef for XianJi {
    const KEY: &'static str = "xian_ji";
    const NAME: (&'static str, &'static str) = ("先机", "First Move");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "翻开此角色牌，抽取另一位玩家的两张手牌，然后他抽两张牌。",
        "Flip this character face-up; take two cards at random from another player's hand, then he draws two.",
    );
    const FLIPS_UP: bool = true;

    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        g.offer_seats(s, Skill::XianJi, acts, |t| {
            !g.hand(t).is_empty()
        });
    }

    fn can_resolve(g: &Game, _: Seat, t: Option<Seat>) -> bool {
        t.is_some_and(|t| !g.hand(t).is_empty())
    }

    /// Take two cards at random from `t`'s hand; then (only if both were taken) he
    /// draws two.
    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        let Some(t) = t else { return };
        let mut took: Vec<CardId> = Vec::new();
        for _ in 0..2 {
            match g.take_random(t, user) {
                Some(c) => took.push(c),
                None => break,
            }
        }
        g.took_cards(user, t, &took);
        if took.len() == 2 {
            g.draw(t, 2);
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Seat(t) => eye.hand_count(t).min(2) as i32 + i32::from(eye.foe(t)),
            _ => -3,
        }
    }
}

/// 后著.
pub(crate) struct HouZhu;

impl SkillDef for HouZhu {
    const KEY: &'static str = "hou_zhu";
    const NAME: (&'static str, &'static str) = ("后著", "Afterstroke");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你死亡时，可以检视另一位玩家的手牌，然后把其中一张放置在一位玩家面前作为情报。",
        "When you die, you may look at another player's hand, then place one of those cards in front of any player as intel.",
    );

    const AT_OWN_DEATH: bool = true;

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        if g.other_hand(seat) {
            g.ask_later(Ask::HouZhuLook { seat });
        }
    }
}
