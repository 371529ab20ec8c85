//! 情报处长 (Intelligence Chief; male): 隔墙有耳、偷龙转凤.
//!
//! Tests: `tests/public_characters.rs`, by skill name.

use tianhei_core::text;
use super::prelude::*;

/// 情报处长.
pub(crate) struct ChuZhang;

impl CharacterDef for ChuZhang {
    const KEY: &'static str = "chu_zhang";
    const NAME: (&'static str, &'static str) = ("情报处长", "Intelligence Chief");
    const GENDER: Gender = Gender::Male;
    const HIDDEN: bool = false;
    const SKILLS: &'static [Skill] = &[Skill::GeQiang, Skill::TouLong];
    const MISSION: Mission = Mission::ThreeRed;
    const BOT_STRENGTH: i32 = 3;
    type Ask = Ask;
}

no_asks!();

/// 隔墙有耳.
pub(crate) struct GeQiang;

impl SkillDef for GeQiang {
    const KEY: &'static str = "ge_qiang";
    const NAME: (&'static str, &'static str) = ("隔墙有耳", "Walls Have Ears");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当你试探一位玩家时（未被识破），你可以先抽两张牌，然后把一张手牌放回牌库顶，再结算试探。",
        "When you probe a player (not seen through), you may first draw two, then put one hand card back on top of the deck; then the probe resolves.",
    );

    /// His own 试探 resolves.
    fn on_entry(o: Seat, user: Seat, kind: Kind, _: &Entry, _: Option<Seat>) -> Option<Seat> {
        (kind == Kind::Probe && o == user).then_some(o)
    }

    fn fire(g: &mut Game, seat: Seat, _: Seat) {
        g.skill_line(seat, Skill::GeQiang, None);
        g.draw(seat, 2);
        g.ask_top(seat, Skill::GeQiang, 1);
    }
}

/// 偷龙转凤.
pub(crate) struct TouLong;

impl SkillDef for TouLong {
    const KEY: &'static str = "tou_long";
    const NAME: (&'static str, &'static str) = ("偷龙转凤", "Switch");
    const KIND: SkillKind = SkillKind::Automatic;
    const TEXT: (&'static str, &'static str) = (
        "当情报到达你时（时机同破译），你可以弃置一张手牌，然后将该情报与牌库顶的牌调换，情报保持原来的正反面。",
        "When intel arrives at you (as for 破译), you may discard a hand card, then swap that intel with the top card of the deck; it stays face-up or face-down as it was.",
    );

    /// At 破译's timing, when the intel has reached him: one option per hand card to
    /// discard for it.
    fn offer(g: &Game, s: Seat, at: &OfferAt, acts: &mut Vec<Act>) {
        if at.window == WindowKind::Arrival
            && g.up_has(s, Skill::TouLong)
            && g.turn.transit
                .as_ref()
                .is_some_and(|t| t.holder == s && !t.switched)
        {
            for card in g.hand_faces(s) {
                acts.push(Act::Switch { card: card.id });
            }
        }
    }
}

impl Game {
    /// 偷龙转凤: `s` discards `card`, then the intel that reached him swaps with the top
    /// of the deck, keeping its face (up or down). Resolves at once; priority stays.
    pub(crate) fn switch(&mut self, s: Seat, card: CardId) {
        if let Some(w) = self.turn.window.as_mut() {
            let _ = w.priority.keep(s);
        }
        self.skill_line(s, Skill::TouLong, None);
        self.discard_from_hand(s, card);
        let Some(old) = self.turn.transit.as_ref().map(|t| t.card) else {
            return;
        };
        match (self.zones).swap_top(old, Zone::Deck, Zone::Discard, Zone::Transit, &mut self.rng) {
            Some(new) => {
                let everyone = tianhei_core::SeatSet::first(self.seating.len());
                if let Some(t) = self.turn.transit.as_mut() {
                    t.card = new;
                    t.switched = true;
                    t.seen = if t.face_up {
                        everyone
                    } else {
                        tianhei_core::SeatSet::EMPTY
                    };
                }
                let face_up = self.turn.transit.as_ref().is_some_and(|t| t.face_up);
                let line = if face_up {
                    let l = self.card(new).label();
                    text!("情报与牌库顶的牌调换，现在是{}", "The intel is swapped with the deck top: now {}", l)
                } else {
                    Text::new(
                        "情报与牌库顶的牌调换（仍面朝下）",
                        "The intel is swapped with the deck top (still face-down)",
                    )
                };
                let named: &[CardId] = if face_up { &[new] } else { &[] };
                self.say_cards(Audience::All, "fengsheng.switched", line, named);
            }
            None => self.log.push(
                Audience::All,
                "fengsheng.switch_failed",
                Text::new("牌库已空，无法调换", "The deck is empty: nothing to swap"),
            ),
        }
    }
}
