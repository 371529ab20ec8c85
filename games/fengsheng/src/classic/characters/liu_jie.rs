//! 六姐 (Sixth Sister; female): 拷问、搜取.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 六姐.
pub(crate) struct LiuJie;

impl CharacterDef for LiuJie {
    const KEY: &'static str = "liu_jie";
    const NAME: (&'static str, &'static str) = ("六姐", "Sixth Sister");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::KaoWen, Skill::SouQu];
    const MISSION: Mission = Mission::SixIntel;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

/// 六姐's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 搜取: keep the card looked at in hand, as intel, or leave it.
    SouQu {
        /// 六姐.
        seat: Seat,
        /// The dead player.
        from: Seat,
        /// The card.
        card: CardId,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::SouQu { seat, .. } = *self;
        seat
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let Ask::SouQu { card, .. } = *self;
        let l = g.card(card).label();
        (
            t(
                Skill::SouQu,
                &format!("把{}加入手牌、作为情报，或放弃？", l.zh),
                &format!("keep {} in hand, take it as intel, or leave it?", l.en),
            ),
            vec![
                Act::Skip,
                Act::Keep { as_intel: false },
                Act::Keep { as_intel: true },
            ],
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::SouQu { seat, from, card } = self;
        let Act::Keep { as_intel } = act else { return };
        if !g.hand(from).contains(&card) {
            return;
        }
        if as_intel {
            g.lay_down(seat, seat, &[card]);
            g.obtain(
                seat,
                vec![card],
                Source::Skill {
                    user: seat,
                    skill: Skill::SouQu,
                },
            );
        } else {
            g.zones.move_to(card, Zone::Hand(seat));
            g.log.push(
                Audience::All,
                "fengsheng.sou_qu_keep",
                text!("{}号把搜到的牌加入手牌", "Seat {} keeps the card found", seat.number()),
            );
        }
    }
}

/// 拷问.
pub(crate) struct KaoWen;

impl SkillDef for KaoWen {
    const KEY: &'static str = "kao_wen";
    const NAME: (&'static str, &'static str) = ("拷问", "Interrogate");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你试探一位玩家时（未被识破），可以先抽取他的一张手牌，再结算试探。",
        "When you probe a player (not seen through), you may first take a random card from his hand, then the probe resolves.",
    );

    /// Her own 试探 resolves.
    fn on_entry(o: Seat, user: Seat, kind: Kind, _: &Entry, target: Option<Seat>) -> Option<Seat> {
        (kind == Kind::Probe && o == user).then(|| target.unwrap_or(o))
    }

    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        if !g.hand(about).is_empty() {
            g.ask_later(Question::Fire {
                seat,
                skill: Skill::KaoWen,
                about,
            });
        }
    }

    fn fire_text(about: Seat) -> (String, String) {
        (
            format!("是否先抽取{}号的一张手牌？", about.number()),
            format!("take a random card from seat {} first?", about.number()),
        )
    }

    fn fired(g: &mut Game, seat: Seat, about: Seat) {
        g.skill_line(seat, Skill::KaoWen, Some(about));
        if let Some(c) = g.take_random(about, seat) {
            g.took_cards(seat, about, &[c]);
        }
    }

    fn bot_fire(_: &dyn Eye) -> i32 {
        2
    }
}

/// 搜取.
pub(crate) struct SouQu;

impl SkillDef for SouQu {
    const KEY: &'static str = "sou_qu";
    const NAME: (&'static str, &'static str) = ("搜取", "Search");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家死亡时，你随机检视他的一张手牌，然后可以将该牌加入手牌或作为你的情报。",
        "When another player dies, look at one of his hand cards at random, then you may add it to your hand or take it as your intel.",
    );

    const AT_DEATH: bool = true;

    /// Look at one of the dead player's cards at random (she alone), then keep it in
    /// hand, take it as intel, or leave it.
    fn fire(g: &mut Game, seat: Seat, dead: Seat) {
        let n = g.hand(dead).len();
        if n == 0 {
            return;
        }
        let i = g.rng.random_range(0..n);
        let card = g.hand(dead)[i];
        g.skill_line(seat, Skill::SouQu, Some(dead));
        let l = g.card(card).label();
        g.tell(
            &[seat],
            "fengsheng.sou_qu",
            text!("【搜取】你检视了{}号的一张手牌：{}", "Search: one of seat {}'s cards is {}", dead.number(), l),
        );
        g.ask_later(Ask::SouQu {
            seat,
            from: dead,
            card,
        });
    }
}
