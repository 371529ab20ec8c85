//! 福尔摩斯 (Holmes; male): 揭露、真相.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 福尔摩斯.
pub(crate) struct FuErMoSi;

impl CharacterDef for FuErMoSi {
    const KEY: &'static str = "fu_er_mo_si";
    const NAME: (&'static str, &'static str) = ("福尔摩斯", "Holmes");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::JieLu, Skill::ZhenXiang];
    const MISSION: Mission = Mission::ThreeRed;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

/// 福尔摩斯's questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 揭露: discard a black hand card.
    JieLu {
        /// 福尔摩斯.
        seat: Seat,
    },
    /// 真相: discard a hand card to look at the 试探 `about` used?
    ZhenXiang {
        /// 福尔摩斯.
        seat: Seat,
        /// The 试探's user.
        about: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        match *self {
            Ask::JieLu { seat } | Ask::ZhenXiang { seat, .. } => seat,
        }
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        match *self {
            Ask::JieLu { seat } => (
                t(Skill::JieLu, "弃置一张黑色手牌", "discard a black hand card"),
                g.faces(seat, |c| g.black(c))
                    .into_iter()
                    .map(|card| Act::Discard { card })
                    .collect(),
            ),
            Ask::ZhenXiang { seat, .. } => {
                let mut acts = vec![Act::Skip];
                acts.extend(
                    g.faces(seat, |_| true)
                        .into_iter()
                        .map(|card| Act::Discard { card }),
                );
                (
                    t(
                        Skill::ZhenXiang,
                        "是否弃置一张手牌，先检视这张试探？",
                        "discard a hand card to look at this probe first?",
                    ),
                    acts,
                )
            }
        }
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Act::Discard { card } = act else { return };
        g.discard_from_hand(self.seat(), card);
        match self {
            Ask::JieLu { seat } => jie_lu(g, seat),
            Ask::ZhenXiang { seat, about } => zhen_xiang(g, seat, about),
        }
    }
}

/// 真相: `seat` looks at the 试探 in resolution.
fn zhen_xiang(g: &mut Game, seat: Seat, user: Seat) {
    let Some(card) = g
        .turn.window
        .as_ref()
        .and_then(|w| w.in_resolution)
        .and_then(|(_, e)| e.card())
    else {
        return;
    };
    if let Some(w) = g.turn.window.as_mut() {
        w.probe_seen.insert(seat);
    }
    g.skill_line(seat, Skill::ZhenXiang, Some(user));
    let line = g.use_line(
        user,
        Used::Card(card),
        g.turn.window
            .as_ref()
            .and_then(|w| w.in_resolution)
            .map(|(_, e)| e.target)
            .unwrap_or(Target::None),
        true,
    );
    g.tell(&[seat], "fengsheng.zhen_xiang", line);
}

/// 揭露 (after discarding a black card): the 密电 being passed turns face-up; if it is
/// black, draw two.
fn jie_lu(g: &mut Game, seat: Seat) {
    let everyone = SeatSet::first(g.seating.len());
    let Some(t) = g.turn.transit.as_mut() else {
        return;
    };
    if t.stamp != Stamp::Secret || t.face_up {
        return;
    }
    t.face_up = true;
    t.seen = everyone;
    let c = t.card;
    let l = g.card(c).label();
    g.say_cards(
        Audience::All,
        "fengsheng.jie_lu",
        text!("传递中的密电被翻开：{}", "The 密电 being passed is turned face-up: {}", l),
        &[c],
    );
    if g.card(c).colour == Colour::Black {
        g.draw(seat, 2);
    }
}

/// 揭露.
pub(crate) struct JieLu;

impl SkillDef for JieLu {
    const KEY: &'static str = "jie_lu";
    const NAME: (&'static str, &'static str) = ("揭露", "Expose");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "情报传递时，弃置一张黑色手牌，然后翻开传递中的密电：若是假情报，抽两张牌。",
        "In a 情报传递 step, discard a black hand card, then turn the 密电 being passed face-up: if it is black, draw two.",
    );

    /// While a face-down 密电 is passed, holding a black card.
    fn offer(g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        let secret = g
            .turn.transit
            .as_ref()
            .is_some_and(|t| t.stamp == Stamp::Secret && !t.face_up);
        if at.passing && g.has_black(s) && secret {
            acts.push(Act::Skill {
                skill: Skill::JieLu,
                target: Target::None,
            });
        }
    }

    fn can_resolve(g: &Game, user: Seat, _: Option<Seat>) -> bool {
        g.has_black(user)
    }

    fn resolve(g: &mut Game, user: Seat, _: Option<Seat>) {
        g.ask_later(Ask::JieLu { seat: user });
    }

    fn bot_use(eye: &mut dyn Eye, _: Target) -> i32 {
        i32::from(eye.next_after_holder().is_some_and(|n| eye.friend(n)))
    }
}

/// 真相.
pub(crate) struct ZhenXiang;

impl SkillDef for ZhenXiang {
    const KEY: &'static str = "zhen_xiang";
    const NAME: (&'static str, &'static str) = ("真相", "The Truth");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当一位玩家使用试探时（成功使用后、结算前），你可以弃置一张手牌，检视该试探。目标不变。",
        "When a player uses 试探 (once it is not seen through, before it resolves), you may discard a hand card to look at it. Its target does not change.",
    );

    /// Another player's 试探 on a third resolves.
    fn on_entry(o: Seat, user: Seat, kind: Kind, _: &Entry, target: Option<Seat>) -> Option<Seat> {
        (kind == Kind::Probe && o != user && Some(o) != target).then_some(user)
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        if !g.hand(seat).is_empty() {
            g.ask_later(Ask::ZhenXiang { seat, about });
        }
    }
}
