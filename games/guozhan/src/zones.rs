//! Moving cards between zones: drawing (with the reshuffle), hands, the processing zone,
//! the discard pile, equipment (replacing, losing 白银狮子), judge areas, and every card of
//! a seat at death. Each move is one move on the zone table (`Game::zones`), so every
//! card stays in exactly one zone.

use tianhei_core::text;
use tianhei_core::{Audience, Seat};

use crate::{
    card::{CardId, Name, Slot, Zone},
    game::Game,
};

impl Game {
    /// Draws up to `n` cards for `s` from the deck (the discard pile is reshuffled the
    /// moment the deck runs out). Logs the count publicly and the cards to `s`.
    pub(crate) fn draw(&mut self, s: Seat, n: usize) {
        let got = self.draw_quiet(s, n);
        let num = s.num();
        if got.is_empty() {
            self.say(
                "guozhan.draw_none",
                text!(
                    "牌堆与弃牌堆皆空，{}号没有摸到牌",
                    "The deck and the discard pile are empty: seat {} draws nothing",
                    num
                ),
            );
            return;
        }
        let count = got.len().to_string();
        self.say(
            "guozhan.draw",
            text!("{}号摸了{}张牌", "Seat {} draws {} card(s)", num, &count),
        );
        let names = self.cards_text(&got);
        self.say_cards(
            Audience::seat(s),
            "guozhan.drawn",
            text!("你摸到：{}", "You drew: {}", names),
            &got,
        );
    }

    /// Draws up to `n` cards into `s`'s hand without a log line; returns them.
    pub(crate) fn draw_quiet(&mut self, s: Seat, n: usize) -> Vec<CardId> {
        let mut got = Vec::with_capacity(n);
        for _ in 0..n {
            match self
                .zones
                .draw(Zone::Deck, Zone::Discard, Zone::Hand(s), &mut self.rng)
            {
                Some(c) => got.push(c),
                None => break,
            }
        }
        got
    }

    /// Moves `c` from `from` to `to` if it is in `from`; false if it was not there.
    pub(crate) fn move_from(&mut self, c: CardId, from: Zone, to: Zone) -> bool {
        if self.zones.zone_of(c) != from {
            return false;
        }
        self.zones.move_to(c, to);
        true
    }

    /// Moves `c` from `s`'s hand to `to`; false if it was not there.
    pub(crate) fn hand_to(&mut self, s: Seat, c: CardId, to: Zone) -> bool {
        self.move_from(c, Zone::Hand(s), to)
    }

    /// Moves `cards` from `s`'s hand to the processing zone (a use or a play).
    pub(crate) fn hand_to_table(&mut self, s: Seat, cards: &[CardId]) {
        for &c in cards {
            self.hand_to(s, c, Zone::Table);
        }
    }

    /// Moves `c` from the processing zone to the discard pile, if it is still there.
    pub(crate) fn table_to_discard(&mut self, c: CardId) {
        self.move_from(c, Zone::Table, Zone::Discard);
    }

    /// Moves `c` from the processing zone to `to`; false if it was not there.
    pub(crate) fn table_to(&mut self, c: CardId, to: Zone) -> bool {
        self.move_from(c, Zone::Table, to)
    }

    /// Discards cards from `s`'s hand and equipment area, with a public line.
    pub(crate) fn discard_cards(&mut self, s: Seat, cards: &[CardId]) {
        let mut gone = Vec::with_capacity(cards.len());
        for &c in cards {
            if self.hand_to(s, c, Zone::Discard) {
                gone.push(c);
            } else if let Some(slot) = self.slot_of(s, c) {
                self.remove_equip(s, slot, Zone::Discard);
                gone.push(c);
            }
        }
        if gone.is_empty() {
            return;
        }
        let names = self.cards_text(&gone);
        self.say_cards(
            Audience::All,
            "guozhan.discard",
            text!("{}号弃置了{}", "Seat {} discards {}", s.num(), names),
            &gone,
        );
    }

    /// The slot holding `c` in `s`'s equipment area.
    pub(crate) fn slot_of(&self, s: Seat, c: CardId) -> Option<Slot> {
        match self.zones.zone_of(c) {
            Zone::Equip(t, slot) if t == s => Some(slot),
            _ => None,
        }
    }

    /// Moves the card in `s`'s equipment `slot` to `to`, with what its leaving does
    /// (`Game::equip_left`).
    pub(crate) fn remove_equip(&mut self, s: Seat, slot: Slot, to: Zone) -> Option<CardId> {
        let c = self.equipped(s, slot)?;
        self.zones.move_to(c, to);
        self.equip_left(s, slot, c);
        Some(c)
    }

    /// What equipment `c` leaving `s`'s `slot` does (the caller moves the card): the slot
    /// is upright again, 枭姬 may ask, and a 白银狮子 leaving a living owner's area heals
    /// him 1, unless it was sideways (seed 004: 处于横置状态的装备牌始终失效 — its leave
    /// effect included).
    pub(crate) fn equip_left(&mut self, s: Seat, slot: Slot, c: CardId) {
        let p = &mut self.players[s.index()];
        let was_sideways = std::mem::replace(&mut p.sideways[slot.index()], false);
        if p.alive {
            self.lost_equip.push(s);
        }
        if self.card(c).name == Name::SilverLion && !was_sideways && self.players[s.index()].alive {
            self.say(
                "guozhan.silver_lion_leaves",
                text!(
                    "{}号失去了【白银狮子】",
                    "Seat {} loses the Silver Lion",
                    s.num()
                ),
            );
            self.recover(s, 1);
        }
    }

    /// Puts equipment `c` (from wherever it is) into `s`'s area; the card in that slot goes
    /// to the discard pile.
    pub(crate) fn put_equip(&mut self, s: Seat, c: CardId) {
        let Some(slot) = self.card(c).name.slot() else {
            self.zones.move_to(c, Zone::Discard);
            return;
        };
        if let Some(old) = self.remove_equip(s, slot, Zone::Discard) {
            let l = self.card(old).label();
            self.say(
                "guozhan.replace_equip",
                text!(
                    "{}号的{}被替换，置入弃牌堆",
                    "Seat {}'s {} is replaced and discarded",
                    s.num(),
                    l
                ),
            );
        }
        self.zones.move_to(c, Zone::Equip(s, slot));
        self.players[s.index()].sideways[slot.index()] = false;
    }

    /// Moves `c` from `s`'s hand, equipment or judge area to `to`; false if `s` does not
    /// hold it.
    pub(crate) fn seat_to(&mut self, s: Seat, c: CardId, to: Zone) -> bool {
        match self.zones.zone_of(c) {
            Zone::Hand(t) | Zone::Judge(t) if t == s => {
                self.zones.move_to(c, to);
                true
            }
            Zone::Equip(t, slot) if t == s => {
                self.remove_equip(s, slot, to);
                true
            }
            _ => false,
        }
    }

    /// Puts `c` (from wherever it is) into `s`'s judge area, acting as `name`.
    pub(crate) fn put_judge(&mut self, s: Seat, c: CardId, name: Name) {
        self.zones.move_to(c, Zone::Judge(s));
        self.judge_as[c as usize] = name;
    }

    /// Sets every equipment card of `s` upright (at the start of his turn).
    pub(crate) fn set_equipment_upright(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        if p.sideways.iter().any(|&x| x) {
            p.sideways = [false; 4];
            self.say(
                "guozhan.equip_upright",
                text!(
                    "{}号将装备牌重置",
                    "Seat {} sets its equipment upright",
                    s.num()
                ),
            );
        }
    }

    /// Sets the equipment card in `s`'s `slot` sideways (横置): it does nothing until his
    /// next turn start. (An engine operation for skills; no card of the deck does it.)
    pub fn set_equipment_sideways(&mut self, s: Seat, slot: Slot) {
        let held = self.equipped(s, slot).is_some();
        let p = &mut self.players[s.index()];
        if held && !p.sideways[slot.index()] {
            p.sideways[slot.index()] = true;
            let name = slot.name();
            self.say(
                "guozhan.equip_sideways",
                text!(
                    "{}号的{}被横置，失效",
                    "Seat {}'s {} is set sideways and does nothing",
                    s.num(),
                    name
                ),
            );
        }
    }

    /// Discards everything `s` holds: hand, equipment, judge area (at death).
    pub(crate) fn discard_everything(&mut self, s: Seat) {
        let mut all: Vec<CardId> = self.hand(s).to_vec();
        all.extend(self.equipment(s));
        all.extend_from_slice(self.judge_area(s));
        self.players[s.index()].sideways = [false; 4];
        for &c in &all {
            self.zones.move_to(c, Zone::Discard);
        }
        if all.is_empty() {
            return;
        }
        let names = self.cards_text(&all);
        self.say_cards(
            Audience::All,
            "guozhan.discard_all",
            text!(
                "{}号的所有牌被弃置：{}",
                "All of seat {}'s cards are discarded: {}",
                s.num(),
                names
            ),
            &all,
        );
    }

    /// A hand card of `s` moves to `to`'s hand; only the two of them see which.
    pub(crate) fn give_hand_card(&mut self, s: Seat, to: Seat, c: CardId) {
        if !self.hand_to(s, c, Zone::Hand(to)) {
            return;
        }
        self.say(
            "guozhan.got_hand",
            text!(
                "{}号获得了{}号的一张手牌",
                "Seat {} takes a hand card of seat {}",
                to.num(),
                s.num()
            ),
        );
        let l = self.card(c).label();
        self.say_passed(
            s,
            to,
            "guozhan.got_hand_card",
            text!(
                "{}号获得的牌为{}",
                "The card seat {} took is {}",
                to.num(),
                l
            ),
            &[c],
        );
    }
}
