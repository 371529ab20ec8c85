//! 黑玫瑰 (Black Rose; 潜伏, female): 血染玫瑰.
//!
//! Tests: `tests/hidden_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 黑玫瑰.
pub(crate) struct HeiMeiGui;

impl CharacterDef for HeiMeiGui {
    const KEY: &'static str = "hei_mei_gui";
    const NAME: (&'static str, &'static str) = ("黑玫瑰", "Black Rose");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = true;
    const SKILLS: &'static [Skill] = &[Skill::XueRan];
    const MISSION: Mission = Mission::KillWithThreeTrue;
    const BOT_STRENGTH: i32 = 5;
    type Ask = Ask;
}

/// 黑玫瑰's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 血染玫瑰: black cards to place in front of `target` (up to `max`, at once).
    XueRan {
        /// 黑玫瑰.
        user: Seat,
        /// In front of whom.
        target: Seat,
        /// Most cards.
        max: u8,
        /// Chosen so far.
        chosen: Vec<CardId>,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::XueRan { user, .. } = *self;
        user
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::XueRan {
            user,
            target,
            max,
            ref chosen,
        } = *self;
        let mut acts = vec![Act::Stop];
        for card in g.black_hand(user) {
            if !chosen.contains(&card) {
                acts.push(Act::Place { card, to: target });
            }
        }
        (
            t(
                Skill::XueRan,
                &format!(
                    "选择放置在{}号面前的假情报（最多{}张，已选{}张，同时放置）",
                    target.number(),
                    max,
                    chosen.len()
                ),
                &format!(
                    "choose black intel for seat {} (up to {}, {} chosen, placed together)",
                    target.number(),
                    max,
                    chosen.len()
                ),
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::XueRan {
            user,
            target,
            max,
            mut chosen,
        } = self;
        match act {
            Act::Place { card, .. } => {
                chosen.push(card);
                if (chosen.len() as u8) < max && g.black_left(user, &chosen) {
                    g.ask_later(Ask::XueRan {
                        user,
                        target,
                        max,
                        chosen,
                    });
                } else {
                    g.place(user, Skill::XueRan, target, chosen);
                }
            }
            Act::Stop => {
                if chosen.is_empty() {
                    g.log.push(
                        Audience::All,
                        "fengsheng.xue_ran_none",
                        text!("{}号不放置假情报", "Seat {} places no black intel", user.number()),
                    );
                }
                g.place(user, Skill::XueRan, target, chosen);
            }
            _ => {}
        }
    }
}

/// 血染玫瑰.
pub(crate) struct XueRan;

impl SkillDef for XueRan {
    const KEY: &'static str = "xue_ran";
    const NAME: (&'static str, &'static str) = ("血染玫瑰", "Blood Rose");
    const KIND: SkillKind = SkillKind::Response;
    const TEXT: (&'static str, &'static str) = (
        "翻开此角色牌，指定一位玩家，然后展示牌库顶的一张牌（放回原处）：若是黑色，你可以在他面前放置最多三张假情报，否则最多一张。同时放置，不能以烧毁挽救。",
        "Flip this character face-up and name a player; show the top card of the deck (it stays): if black, you may place up to three black intel in front of him, otherwise up to one. They are placed at once; 烧毁 cannot save him.",
    );
    const FLIPS_UP: bool = true;

    /// On any living player, herself included.
    fn offer(g: &Game, s: Seat, _: &OfferAt, acts: &mut Vec<Act>) {
        for t in g.seating.from(s) {
            if g.alive(t) {
                acts.push(Act::Skill {
                    skill: Skill::XueRan,
                    target: Target::Seat(t),
                });
            }
        }
    }

    fn can_resolve(_: &Game, _: Seat, _: Option<Seat>) -> bool {
        true
    }

    /// Show the deck top (it stays); if black, up to three black intel may be placed in
    /// front of `t`, otherwise up to one, all at once.
    fn resolve(g: &mut Game, user: Seat, t: Option<Seat>) {
        let Some(t) = t else { return };
        let top = g.zones.peek(Zone::Deck, Zone::Discard, &mut g.rng);
        let max = match top {
            Some(c) => {
                let l = g.card(c).label();
                g.log.show(
                    Audience::All,
                    "fengsheng.show_top",
                    text!("展示牌库顶的牌：{}", "The top card of the deck is shown: {}", l),
                );
                if g.card(c).colour == Colour::Black {
                    3
                } else {
                    1
                }
            }
            None => 1,
        };
        if g.has_black(user) && g.alive(t) {
            g.ask_later(Ask::XueRan {
                user,
                target: t,
                max,
                chosen: Vec::new(),
            });
        }
    }

    fn bot_use(eye: &mut dyn Eye, target: Target) -> i32 {
        match target {
            Target::Seat(t) if eye.black_in_hand() > 0 && t != eye.me() => {
                eye.worth(t, Colour::Black) - 1
            }
            Target::Seat(_) => -5,
            _ => -3,
        }
    }
}
