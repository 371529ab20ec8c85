//! Equipment effects that ask something (handlers that push a frame): 雌雄双股剑, 贯石斧,
//! 寒冰剑, 麒麟弓, 三尖两刃刀; and the lines of the locked armour effects. The locked
//! effects themselves (青釭剑, 仁王盾, 藤甲, 白银狮子) run in `hooks`; the ones that change
//! what may be done (诸葛连弩, 丈八蛇矛, 朱雀羽扇, 八卦阵, 吴六剑, horses) where that is
//! decided (`play`, `respond`, `distance`).

use tianhei_core::text;
use tianhei_core::{Seat, Text, cards::Step};

use crate::{
    card::{CardId, Name, Zone},
    choices::Act,
    frame::{EquipCtx, Frame, In, Next, PickCtx, PickPurpose, Ret, reply},
    game::Game,
};

impl Game {
    /// Whether `s` holds two cards besides the 贯石斧 to pay for it.
    pub(crate) fn axe_cost_payable(&self, s: Seat) -> bool {
        self.axe_pool(s).len() >= 2
    }

    fn axe_pool(&self, s: Seat) -> Vec<CardId> {
        let mut pool = self.hand(s).to_vec();
        pool.extend(
            self.equipment(s)
                .filter(|&c| self.card(c).name != Name::Axe),
        );
        pool
    }

    /// Seats 三尖两刃刀 may hit: others of `owner` at distance 1 from `target`.
    pub(crate) fn triblade_targets(
        &self,
        owner: Seat,
        target: Seat,
    ) -> impl Iterator<Item = Seat> + '_ {
        self.others(owner)
            .filter(move |&x| x != target && self.alive(target) && self.distance(target, x) == 1)
    }

    /// `仁王盾：【杀】对3号无效`.
    pub(crate) fn log_armour(&mut self, owner: Seat, name: Name) {
        let card = self
            .top_use()
            .map(|u| u.card.name.label())
            .unwrap_or(Text::new("", ""));
        let l = name.label();
        self.say(
            "guozhan.armour",
            text!(
                "{}号的{}：{}对其无效",
                "Seat {}'s {}: {} has no effect on it",
                owner.num(),
                l,
                card
            ),
        );
    }

    fn ask_yes_no(&mut self, s: Seat, text: Text) {
        self.ask(s, "guozhan.confirm", text, vec![Act::No, Act::Yes], 0);
    }

    pub(crate) fn step_equip(&mut self, e: &mut EquipCtx, input: In) -> Next {
        let (owner, other) = (e.owner, e.other);
        if !self.alive(owner) {
            return Step::Done(Ret::None);
        }
        let step = e.step;
        e.step += 1;
        match (e.name, step) {
            (Name::DoubleSword, 0) => {
                self.ask_yes_no(
                    owner,
                    text!(
                        "雌雄双股剑：是否令{}号选择弃置一张手牌或令你摸一张牌？",
                        "Double Sword: make seat {} discard a hand card or let you draw one?",
                        other.num()
                    ),
                );
                Step::Wait
            }
            (Name::DoubleSword, 1) => {
                if reply(input) != Some(Act::Yes) {
                    return Step::Done(Ret::None);
                }
                self.say(
                    "guozhan.double_sword",
                    text!(
                        "{}号发动了【雌雄双股剑】",
                        "Seat {} uses the Double Sword",
                        owner.num()
                    ),
                );
                let hand = self.hand(other).to_vec();
                if hand.is_empty() || !self.alive(other) {
                    self.draw(owner, 1);
                    return Step::Done(Ret::None);
                }
                let mut acts = vec![Act::LetDraw];
                acts.extend(hand.into_iter().map(Act::Card));
                self.ask(
                    other,
                    "guozhan.double_sword",
                    text!(
                        "雌雄双股剑：弃置一张手牌，或令{}号摸一张牌",
                        "Double Sword: discard a hand card, or let seat {} draw one",
                        owner.num()
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            (Name::DoubleSword, _) => {
                match reply(input) {
                    Some(Act::Card(c)) => self.discard_cards(other, &[c]),
                    _ => self.draw(owner, 1),
                }
                Step::Done(Ret::None)
            }
            (Name::Axe, 0) => {
                self.ask_yes_no(
                    owner,
                    Text::new(
                        "贯石斧：是否弃置两张牌，令此【杀】依然生效？",
                        "Stone Axe: discard two cards to make the Slash hit anyway?",
                    ),
                );
                Step::Wait
            }
            (Name::Axe, 1) => {
                if reply(input) != Some(Act::Yes) {
                    return Step::Done(Ret::None);
                }
                let pool = self.axe_pool(owner);
                if pool.len() < 2 {
                    return Step::Done(Ret::None);
                }
                let acts = pool.into_iter().map(Act::Card).collect();
                self.ask_many(
                    owner,
                    "guozhan.axe_cards",
                    Text::new(
                        "贯石斧：选择弃置的两张牌",
                        "Stone Axe: choose the two cards to discard",
                    ),
                    acts,
                    (2, 2),
                    vec![0, 1],
                );
                Step::Wait
            }
            (Name::Axe, _) => {
                let cards: Vec<CardId> = Game::picked_cards(input);
                if cards.len() == 2 {
                    self.say(
                        "guozhan.axe",
                        text!(
                            "{}号发动了【贯石斧】，此【杀】依然生效",
                            "Seat {} uses the Stone Axe: the Slash hits anyway",
                            owner.num()
                        ),
                    );
                    self.discard_cards(owner, &cards);
                    if let Some(x) = self.top_effect_mut() {
                        x.forced = true;
                    }
                }
                Step::Done(Ret::None)
            }
            (Name::IceSword, 0) => {
                self.ask_yes_no(
                    owner,
                    text!("寒冰剑：是否防止对{}号的伤害，改为依次弃置其两张牌？", "Ice Sword: prevent the damage to seat {} and discard two of its cards instead?", other.num()),
                );
                Step::Wait
            }
            (Name::IceSword, 1) => {
                if reply(input) != Some(Act::Yes) {
                    return Step::Done(Ret::None);
                }
                if let Some(d) = self.top_damage_mut() {
                    d.prevented = true;
                }
                self.say(
                    "guozhan.ice_sword",
                    text!(
                        "{}号发动了【寒冰剑】，防止了此伤害",
                        "Seat {} uses the Ice Sword and prevents the damage",
                        owner.num()
                    ),
                );
                self.ice_pick(e)
            }
            (Name::IceSword, 2) => self.ice_pick(e),
            (Name::IceSword, _) => Step::Done(Ret::None),
            (Name::KylinBow, 0) => {
                let mut acts = vec![Act::Pass];
                for slot in [crate::card::Slot::DefHorse, crate::card::Slot::OffHorse] {
                    if let Some(c) = self.equipped(other, slot) {
                        acts.push(Act::Card(c));
                    }
                }
                self.ask(
                    owner,
                    "guozhan.kylin_bow",
                    text!(
                        "麒麟弓：是否弃置{}号的一匹马？",
                        "Kylin Bow: discard one of seat {}'s horses?",
                        other.num()
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            (Name::KylinBow, _) => {
                if let Some(Act::Card(c)) = reply(input)
                    && self.seat_to(other, c, Zone::Discard)
                {
                    let l = self.card(c).label();
                    self.say_cards(
                        tianhei_core::Audience::All,
                        "guozhan.kylin",
                        text!(
                            "{}号发动【麒麟弓】，弃置了{}号的{}",
                            "Seat {} uses the Kylin Bow and discards seat {}'s {}",
                            owner.num(),
                            other.num(),
                            l
                        ),
                        &[c],
                    );
                }
                Step::Done(Ret::None)
            }
            (Name::Triblade, 0) => {
                let mut acts = vec![Act::Pass];
                let mut names = Vec::with_capacity(6);
                for &c in self.hand(owner) {
                    let card = self.card(c);
                    if !names.contains(&(card.name, card.suit)) {
                        names.push((card.name, card.suit));
                        acts.push(Act::Card(c));
                    }
                }
                self.ask(
                    owner,
                    "guozhan.triblade",
                    text!("三尖两刃刀：是否弃置一张手牌，对{}号距离为1的另一名角色造成1点伤害？", "Triblade: discard a hand card to deal 1 damage to another seat at distance 1 from seat {}?", other.num()),
                    acts,
                    0,
                );
                Step::Wait
            }
            (Name::Triblade, 1) => {
                let Some(Act::Card(c)) = reply(input) else {
                    return Step::Done(Ret::None);
                };
                let targets: Vec<Act> = self
                    .triblade_targets(owner, other)
                    .map(Act::Target)
                    .collect();
                if targets.is_empty() {
                    return Step::Done(Ret::None);
                }
                e.card = Some(c);
                self.ask(
                    owner,
                    "guozhan.triblade_target",
                    Text::new(
                        "三尖两刃刀：选择受到伤害的角色",
                        "Triblade: choose who takes the damage",
                    ),
                    targets,
                    0,
                );
                Step::Wait
            }
            (Name::Triblade, _) => {
                let (Some(Act::Target(x)), Some(c)) = (reply(input), e.card) else {
                    return Step::Done(Ret::None);
                };
                if !self.hand(owner).contains(&c) {
                    return Step::Done(Ret::None);
                }
                self.say(
                    "guozhan.triblade",
                    text!(
                        "{}号发动了【三尖两刃刀】",
                        "Seat {} uses the Triblade",
                        owner.num()
                    ),
                );
                self.discard_cards(owner, &[c]);
                Step::Become(self.damage(Some(owner), x, 1, crate::card::Nature::Normal, None))
            }
            _ => Step::Done(Ret::None),
        }
    }

    /// 寒冰剑: the next of its two discards, while the target has a card.
    fn ice_pick(&mut self, e: &EquipCtx) -> Next {
        let other = e.other;
        if !self.alive(other) || self.card_count(other) == 0 {
            return Step::Done(Ret::None);
        }
        Step::Call(Frame::Pick(PickCtx {
            picker: e.owner,
            from: other,
            purpose: PickPurpose::IceSword,
            optional: false,
            asked: false,
        }))
    }
}
