//! 致命香水 (Deadly Perfume; female): 攻守兼备、临危受命.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 致命香水.
pub(crate) struct XiangShui;

impl CharacterDef for XiangShui {
    const KEY: &'static str = "xiang_shui";
    const NAME: (&'static str, &'static str) = ("致命香水", "Deadly Perfume");
    const GENDER: Gender = Gender::Female;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::GongShou, Skill::LinWei];
    const MISSION: Mission = Mission::Nothing;
    const BOT_STRENGTH: i32 = 2;
    type Ask = Ask;
}

/// 致命香水's question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Ask {
    /// 临危受命: which intel to swap with the deck top.
    LinWeiSwap {
        /// 致命香水.
        seat: Seat,
    },
}

impl OwnAsk for Ask {
    fn seat(&self) -> Seat {
        let Ask::LinWeiSwap { seat } = *self;
        seat
    }

    fn prompt(&self, g: &Game) -> (Text, Vec<Act>) {
        let mut acts = Vec::new();
        for s in g.alive_in_seat_order() {
            for card in g.intel_of(s, |_| true) {
                acts.push(Act::Intel {
                    card,
                    why: IntelUse::Swap,
                });
            }
        }
        (
            t(
                Skill::LinWei,
                "选择一张情报与牌库顶的牌调换",
                "choose an intel to swap with the top card of the deck",
            ),
            acts,
        )
    }

    fn answer(self, g: &mut Game, act: Act) {
        let Ask::LinWeiSwap { seat } = self;
        if let Act::Intel { card, .. } = act {
            swap_intel(g, seat, card);
        }
    }
}

/// 临危受命's swap: `card` goes on top of the deck, the deck top in front of its owner
/// (obtained).
fn swap_intel(g: &mut Game, seat: Seat, card: CardId) {
    let Some(owner) = g.intel_owner(card) else {
        return;
    };
    match (g.zones).swap_top(card, Zone::Deck, Zone::Discard, Zone::Intel(owner), &mut g.rng) {
        Some(new) => {
            let (a, b) = (g.card(card).label(), g.card(new).label());
            // The intel that went back on the deck was face-up: everyone knows it.
            g.say_cards(
                Audience::All,
                "fengsheng.swap_intel",
                text!("{}号面前的{}与牌库顶的{}调换", "{1} in front of seat {0} is swapped with the deck top, {2}", owner.number(), a, b),
                &[new],
            );
            g.obtain(
                owner,
                vec![new],
                Source::Skill {
                    user: seat,
                    skill: Skill::LinWei,
                },
            );
        }
        // Nothing to swap with: the intel stays, last in his area.
        None => {
            g.zones.move_to(card, Zone::Intel(owner));
        }
    }
}

/// 攻守兼备.
pub(crate) struct GongShou;

impl SkillDef for GongShou {
    const KEY: &'static str = "gong_shou";
    const NAME: (&'static str, &'static str) = ("攻守兼备", "Attack and Defend");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你的锁定或调虎离山成功使用时，抽两张牌，然后把一张手牌放回牌库顶。",
        "When your 锁定 or 调虎离山 is used successfully, draw two, then put one hand card back on top of the deck.",
    );

    /// Her own 锁定 card or 调虎离山 resolves.
    fn on_entry(o: Seat, user: Seat, kind: Kind, e: &Entry, _: Option<Seat>) -> Option<Seat> {
        let fires = match kind {
            Kind::Lock => o == user && matches!(e.used, Used::Card(_)),
            Kind::Lure => o == user,
            _ => false,
        };
        fires.then_some(o)
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::GongShou, None);
        g.draw(seat, 2);
        g.ask_top(seat, Skill::GongShou, 1);
    }
}

/// 临危受命.
pub(crate) struct LinWei;

impl SkillDef for LinWei {
    const KEY: &'static str = "lin_wei";
    const NAME: (&'static str, &'static str) = ("临危受命", "Take Up the Charge");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当另一位玩家死亡时，在其身份牌翻开前，你可以把你的身份牌面朝下移出游戏，然后得到他的身份牌，并把一位玩家面前的一张情报与牌库顶的牌调换。",
        "When another player dies, before his identity is revealed, you may remove your identity card from the game face-down and take his, and swap one intel in front of any player with the top card of the deck.",
    );

    const AT_DEATH: bool = true;

    /// Another player dies and his identity card is still face-down.
    fn fire(g: &mut Game, seat: Seat, about: Seat) {
        let p = &g.players[about.index()];
        let pending = p.status == Status::Dead
            && g.dying.contains(about)
            && !p.identity_taken
            && !p.identity_shown;
        if pending {
            g.ask_later(Question::Fire {
                seat,
                skill: Skill::LinWei,
                about,
            });
        }
    }

    fn fire_text(about: Seat) -> (String, String) {
        (
            format!(
                "{}号死亡：是否移除你的身份牌，取得他的身份牌，并调换一张情报与牌库顶？",
                about.number()
            ),
            format!(
                "seat {} dies: remove your identity card, take his, and swap an intel with the deck top?",
                about.number()
            ),
        )
    }

    /// Her identity card leaves the game face-down; she takes the dead player's (she
    /// alone sees it), then swaps an intel with the deck top.
    fn fired(g: &mut Game, seat: Seat, dead: Seat) {
        g.skill_line(seat, Skill::LinWei, Some(dead));
        let taken = g.players[dead.index()].identity;
        g.players[dead.index()].identity_taken = true;
        let me = &mut g.players[seat.index()];
        me.identity = taken;
        me.identity_shown = false;
        let f = taken.name();
        g.both_lines(
            seat,
            text!("你的身份牌移出游戏；你取得{}号的身份牌：{}", "Your identity card leaves the game; you take seat {}'s: {}", dead.number(), f),
            text!("{}号把身份牌面朝下移出游戏，取得{}号的身份牌", "Seat {} removes the identity card face-down and takes seat {}'s", seat.number(), dead.number()),
        );
        // Her new identity may already be met by the intel in front of her.
        if g.check_standing() {
            return;
        }
        let any = g
            .seating
            .all()
            .any(|s| g.alive(s) && !g.intel(s).is_empty());
        if any {
            g.ask_later(Ask::LinWeiSwap { seat });
        }
    }

    fn bot_fire(eye: &dyn Eye) -> i32 {
        if eye.survives_or_kills() { 3 } else { -2 }
    }
}
