//! Moving cards between zones: drawing (with the reshuffle), hands, the processing zone,
//! the discard pile, equipment (replacing, losing 白银狮子), judge areas, and every card of
//! a seat at death. Each move keeps every card in exactly one zone.

use tianhei_core::{Audience, Seat, SeatSet, Text};

use crate::{
    card::{CardId, Name, Slot},
    game::Game,
    log::{fill, t2},
};

/// Where a card taken from a seat was.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum From {
    /// The hand (face-down to others).
    Hand,
    /// The equipment area.
    Equip,
    /// The judge area.
    Judge,
}

impl Game {
    /// Draws up to `n` cards for `s` from the deck (the discard pile is reshuffled the
    /// moment the deck runs out). Logs the count publicly and the cards to `s`.
    pub(crate) fn draw(&mut self, s: Seat, n: usize) {
        let got = self.draw_quiet(s, n);
        let num = s.num();
        if got.is_empty() {
            self.say(
                "guozhan.draw_none",
                Text::fill(
                    "牌堆与弃牌堆皆空，{}号没有摸到牌",
                    "The deck and the discard pile are empty: seat {} draws nothing",
                    &[num],
                ),
            );
            return;
        }
        let count = got.len().to_string();
        self.say(
            "guozhan.draw",
            Text::fill("{}号摸了{}张牌", "Seat {} draws {} card(s)", &[num, &count]),
        );
        let names = self.cards_text(&got);
        self.say_cards(
            Audience::seat(s),
            "guozhan.drawn",
            t2("你摸到：{}", "You drew: {}", &[&names.zh], &[&names.en]),
            &got,
        );
    }

    /// Draws up to `n` cards into `s`'s hand without a log line; returns them.
    pub(crate) fn draw_quiet(&mut self, s: Seat, n: usize) -> Vec<CardId> {
        let mut got = Vec::with_capacity(n);
        for _ in 0..n {
            match self.deck.draw(&mut self.rng) {
                Some(c) => got.push(c),
                None => break,
            }
        }
        self.players[s.index()].hand.extend_from_slice(&got);
        got
    }

    /// Removes `c` from `s`'s hand; false if it was not there.
    pub(crate) fn take_from_hand(&mut self, s: Seat, c: CardId) -> bool {
        let hand = &mut self.players[s.index()].hand;
        match hand.iter().position(|&x| x == c) {
            Some(i) => {
                hand.remove(i);
                true
            }
            None => false,
        }
    }

    /// Moves `cards` from `s`'s hand to the processing zone (a use or a play).
    pub(crate) fn hand_to_table(&mut self, s: Seat, cards: &[CardId]) {
        for &c in cards {
            if self.take_from_hand(s, c) {
                self.table.push(c);
            }
        }
    }

    /// Moves `c` from the processing zone to the discard pile, if it is still there.
    pub(crate) fn table_to_discard(&mut self, c: CardId) {
        if let Some(i) = self.table.iter().position(|&x| x == c) {
            self.table.remove(i);
            self.deck.discard(c);
        }
    }

    /// Moves `c` out of the processing zone (to put it somewhere else); false if absent.
    pub(crate) fn take_from_table(&mut self, c: CardId) -> bool {
        match self.table.iter().position(|&x| x == c) {
            Some(i) => {
                self.table.remove(i);
                true
            }
            None => false,
        }
    }

    /// Discards cards from `s`'s hand and equipment area, with a public line.
    pub(crate) fn discard_cards(&mut self, s: Seat, cards: &[CardId]) {
        let mut gone = Vec::with_capacity(cards.len());
        for &c in cards {
            if self.take_from_hand(s, c) {
                self.deck.discard(c);
                gone.push(c);
            } else if let Some(slot) = self.slot_of(s, c) {
                self.remove_equip(s, slot);
                self.deck.discard(c);
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
            t2(
                "{}号弃置了{}",
                "Seat {} discards {}",
                &[s.num(), &names.zh],
                &[s.num(), &names.en],
            ),
            &gone,
        );
    }

    /// The slot holding `c` in `s`'s equipment area.
    pub(crate) fn slot_of(&self, s: Seat, c: CardId) -> Option<Slot> {
        let p = &self.players[s.index()];
        Slot::ALL
            .into_iter()
            .find(|sl| p.equip[sl.index()] == Some(c))
    }

    /// Takes the card out of `s`'s equipment `slot` (to somewhere the caller decides). A
    /// 白银狮子 leaving a living owner's area heals him 1, unless it was sideways (seed 004:
    /// 处于横置状态的装备牌始终失效 — its leave effect included).
    pub(crate) fn remove_equip(&mut self, s: Seat, slot: Slot) -> Option<CardId> {
        let p = &mut self.players[s.index()];
        let c = p.equip[slot.index()].take()?;
        let was_sideways = std::mem::replace(&mut p.sideways[slot.index()], false);
        if p.alive {
            self.lost_equip.push(s);
        }
        if self.card(c).name == Name::SilverLion && !was_sideways && self.players[s.index()].alive {
            self.say(
                "guozhan.silver_lion_leaves",
                Text::fill(
                    "{}号失去了【白银狮子】",
                    "Seat {} loses the Silver Lion",
                    &[s.num()],
                ),
            );
            self.recover(s, 1);
        }
        Some(c)
    }

    /// Puts equipment `c` (already out of every zone) into `s`'s area; the card in that
    /// slot goes to the discard pile.
    pub(crate) fn put_equip(&mut self, s: Seat, c: CardId) {
        let Some(slot) = self.card(c).name.slot() else {
            self.deck.discard(c);
            return;
        };
        if let Some(old) = self.remove_equip(s, slot) {
            self.deck.discard(old);
            let l = self.card(old).label();
            self.say(
                "guozhan.replace_equip",
                t2(
                    "{}号的{}被替换，置入弃牌堆",
                    "Seat {}'s {} is replaced and discarded",
                    &[s.num(), &l.zh],
                    &[s.num(), &l.en],
                ),
            );
        }
        let p = &mut self.players[s.index()];
        p.equip[slot.index()] = Some(c);
        p.sideways[slot.index()] = false;
    }

    /// Takes `c` out of `s`'s hand, equipment or judge area; where it was.
    pub(crate) fn take_from_seat(&mut self, s: Seat, c: CardId) -> Option<From> {
        if self.take_from_hand(s, c) {
            return Some(From::Hand);
        }
        if let Some(slot) = self.slot_of(s, c) {
            self.remove_equip(s, slot);
            return Some(From::Equip);
        }
        let judge = &mut self.players[s.index()].judge;
        let i = judge.iter().position(|&(j, _)| j == c)?;
        judge.remove(i);
        Some(From::Judge)
    }

    /// Sets every equipment card of `s` upright (at the start of his turn).
    pub(crate) fn set_equipment_upright(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        if p.sideways.iter().any(|&x| x) {
            p.sideways = [false; 4];
            self.say(
                "guozhan.equip_upright",
                Text::fill(
                    "{}号将装备牌重置",
                    "Seat {} sets its equipment upright",
                    &[s.num()],
                ),
            );
        }
    }

    /// Sets the equipment card in `s`'s `slot` sideways (横置): it does nothing until his
    /// next turn start. (An engine operation for skills; no card of the deck does it.)
    pub fn set_equipment_sideways(&mut self, s: Seat, slot: Slot) {
        let p = &mut self.players[s.index()];
        if p.equip[slot.index()].is_some() && !p.sideways[slot.index()] {
            p.sideways[slot.index()] = true;
            let name = slot.name();
            self.say(
                "guozhan.equip_sideways",
                t2(
                    "{}号的{}被横置，失效",
                    "Seat {}'s {} is set sideways and does nothing",
                    &[s.num(), &name.zh],
                    &[s.num(), &name.en],
                ),
            );
        }
    }

    /// Discards everything `s` holds: hand, equipment, judge area (at death).
    pub(crate) fn discard_everything(&mut self, s: Seat) {
        let p = &mut self.players[s.index()];
        let mut all: Vec<CardId> = p.hand.drain(..).collect();
        for slot in Slot::ALL {
            if let Some(c) = p.equip[slot.index()].take() {
                all.push(c);
            }
        }
        p.sideways = [false; 4];
        all.extend(p.judge.drain(..).map(|(c, _)| c));
        for &c in &all {
            self.deck.discard(c);
        }
        if all.is_empty() {
            return;
        }
        let names = self.cards_text(&all);
        self.say_cards(
            Audience::All,
            "guozhan.discard_all",
            t2(
                "{}号的所有牌被弃置：{}",
                "All of seat {}'s cards are discarded: {}",
                &[s.num(), &names.zh],
                &[s.num(), &names.en],
            ),
            &all,
        );
    }

    /// A hand card of `s` moves to `to`'s hand; only the two of them see which.
    pub(crate) fn give_hand_card(&mut self, s: Seat, to: Seat, c: CardId) {
        if !self.take_from_hand(s, c) {
            return;
        }
        self.players[to.index()].hand.push(c);
        self.say(
            "guozhan.got_hand",
            Text::fill(
                "{}号获得了{}号的一张手牌",
                "Seat {} takes a hand card of seat {}",
                &[to.num(), s.num()],
            ),
        );
        let mut both = SeatSet::one(s);
        both.insert(to);
        let l = self.card(c).label();
        self.say_cards(
            Audience::Seats(both),
            "guozhan.got_hand_card",
            Text::owned(
                fill("{}号获得的牌为{}", &[to.num(), &l.zh]),
                fill("The card seat {} took is {}", &[to.num(), &l.en]),
            ),
            &[c],
        );
    }
}
