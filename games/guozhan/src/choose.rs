//! Choosing cards: picking one from another seat's areas (a hand card blind and at
//! random, equipment and judge cards by face) for 过河拆桥, 顺手牵羊, 寒冰剑 and 麒麟弓; and
//! forced discards (弃牌阶段 down to the hand limit, 以逸待劳's two with equipment).

use rand::RngExt;
use tianhei_core::text;
use tianhei_core::{Audience, Text, cards::Step};

use crate::{
    card::{CardId, Slot, Zone},
    choices::Act,
    frame::{DiscardCtx, DiscardReason, In, Next, PickCtx, PickPurpose, Ret, reply},
    game::Game,
};

impl Game {
    pub(crate) fn step_pick(&mut self, p: &mut PickCtx, input: In) -> Next {
        let (picker, from) = (p.picker, p.from);
        if !p.asked {
            if !self.alive(picker) || !self.alive(from) {
                return Step::Done(Ret::Card(None));
            }
            let acts = self.pick_acts(p);
            if acts.iter().all(|a| *a == Act::Pass) {
                return Step::Done(Ret::Card(None));
            }
            let (zh, en) = match p.purpose {
                PickPurpose::Dismantle => (
                    "过河拆桥：选择弃置{}号的一张牌",
                    "Dismantlement: choose a card of seat {} to discard",
                ),
                PickPurpose::Snatch => (
                    "顺手牵羊：选择获得{}号的一张牌",
                    "Snatch: choose a card of seat {} to take",
                ),
                PickPurpose::IceSword => (
                    "寒冰剑：选择弃置{}号的一张牌",
                    "Ice Sword: choose a card of seat {} to discard",
                ),
                PickPurpose::Kylin => (
                    "麒麟弓：选择弃置{}号的一匹马",
                    "Kylin Bow: choose a horse of seat {} to discard",
                ),
            };
            p.asked = true;
            self.ask(
                picker,
                "guozhan.pick",
                Text::filled(zh, en, &[&from.num()]),
                acts,
                0,
            );
            return Step::Wait;
        }
        let card = match reply(input) {
            Some(Act::Hand) => {
                let n = self.hand(from).len();
                if n == 0 {
                    None
                } else {
                    let i = self.rng.random_range(0..n);
                    Some(self.hand(from)[i])
                }
            }
            Some(Act::Card(c)) => Some(c),
            _ => None,
        };
        let Some(c) = card else {
            return Step::Done(Ret::Card(None));
        };
        match p.purpose {
            PickPurpose::Snatch => self.snatch_card(picker, from, c),
            _ => {
                if self.seat_to(from, c, Zone::Discard) {
                    let l = self.card(c).label();
                    self.say_cards(
                        Audience::All,
                        "guozhan.dismantled",
                        text!(
                            "{}号弃置了{}号的{}",
                            "Seat {} discards seat {}'s {}",
                            picker.num(),
                            from.num(),
                            l
                        ),
                        &[c],
                    );
                }
            }
        }
        Step::Done(Ret::Card(Some(c)))
    }

    fn pick_acts(&self, p: &PickCtx) -> Vec<Act> {
        let o = p.from;
        let mut acts = Vec::with_capacity(8);
        if p.optional {
            acts.push(Act::Pass);
        }
        if p.purpose == PickPurpose::Kylin {
            for slot in [Slot::DefHorse, Slot::OffHorse] {
                if let Some(c) = self.equipped(o, slot) {
                    acts.push(Act::Card(c));
                }
            }
            return acts;
        }
        if !self.hand(o).is_empty() {
            acts.push(Act::Hand);
        }
        acts.extend(self.equipment(o).map(Act::Card));
        if p.purpose != PickPurpose::IceSword {
            acts.extend(self.judge_area(o).iter().map(|&c| Act::Card(c)));
        }
        acts
    }

    /// 顺手牵羊 takes `c` from `from` into `picker`'s hand: everyone sees an equipment or
    /// judge card go; only the two of them see a hand card.
    fn snatch_card(&mut self, picker: tianhei_core::Seat, from: tianhei_core::Seat, c: CardId) {
        if self.hand(from).contains(&c) {
            self.give_hand_card(from, picker, c);
            return;
        }
        let l = self.card(c).label();
        self.say_cards(
            Audience::All,
            "guozhan.snatched",
            text!(
                "{}号获得了{}号的{}",
                "Seat {} takes seat {}'s {}",
                picker.num(),
                from.num(),
                l
            ),
            &[c],
        );
        self.seat_to(from, c, Zone::Hand(picker));
    }

    pub(crate) fn step_discard(&mut self, d: &mut DiscardCtx, input: In) -> Next {
        let s = d.seat;
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        if d.asked {
            let cards = Game::picked_cards(input);
            self.discard_cards(s, &cards);
            return Step::Done(Ret::None);
        }
        let mut pool: Vec<CardId> = self.hand(s).to_vec();
        if d.reason == DiscardReason::Await {
            pool.extend(self.equipment(s));
        }
        let count = d.count.min(pool.len());
        if count == 0 {
            return Step::Done(Ret::None);
        }
        if pool.len() <= count {
            self.discard_cards(s, &pool);
            return Step::Done(Ret::None);
        }
        let text = match d.reason {
            DiscardReason::Phase => {
                text!(
                    "弃牌阶段：弃置{}张手牌",
                    "Discard phase: discard {} hand card(s)",
                    &count.to_string()
                )
            }
            DiscardReason::Await => Text::new(
                "以逸待劳：弃置两张牌（可以是装备）",
                "Await Exhausted: discard two cards (equipment allowed)",
            ),
        };
        d.asked = true;
        let acts: Vec<Act> = pool.into_iter().map(Act::Card).collect();
        self.ask_many(
            s,
            "guozhan.discard",
            text,
            acts,
            (count, count),
            (0..count).collect(),
        );
        Step::Wait
    }
}
