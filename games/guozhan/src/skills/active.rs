//! What skills add to the play phase and to answers: view-as skills (倾国, 武圣, 龙胆,
//! 奇袭, 急救, 乱击), active skills (制衡, 反间, 结姻, 青囊, 离间, 仁德, 苦肉), revealing
//! for a lock skill (马术, 奇才, 无双, 咆哮), and the follow-up questions of each.
//!
//! A face-down character's skills are offered to its owner only (his prompt); choosing
//! one reveals it (`Game::invoke`), after a faction card if both are face-down.

use rand::RngExt;
use tianhei_core::{Audience, Seat, Text, cards::Step};

use super::{Skill, SkillCtx, SkillKind, view_as_name};
use crate::{
    card::{CardId, Colour, Name, Nature, Suit, UsedCard},
    character::Gender,
    choices::Act,
    frame::{Frame, In, Next, RespondCtx, Ret, reply},
    game::Game,
    log::t2,
    phase::Phase,
};

impl Game {
    /// `s`'s hand and equipment cards.
    fn own_cards(&self, s: Seat) -> Vec<CardId> {
        let p = &self.players[s.index()];
        let mut v = p.hand.clone();
        v.extend(p.equip.iter().flatten().copied());
        v
    }

    /// Moves `c` from `s`'s hand or equipment area to the processing zone.
    pub(crate) fn own_to_table(&mut self, s: Seat, c: CardId) {
        if self.take_from_hand(s, c) {
            self.table.push(c);
        } else if let Some(slot) = self.slot_of(s, c) {
            self.remove_equip(s, slot);
            self.table.push(c);
        }
    }

    /// Whether `s` may still use `k` this play phase.
    fn skill_ready(&self, s: Seat, k: Skill) -> bool {
        self.holds_skill(s, k) && !(k.once_per_phase() && self.turn.skills_used & k.bit() != 0)
    }

    /// A revealed male other than `s` (离间, 结姻 read gender from revealed characters).
    fn male(&self, s: Seat, t: Seat) -> bool {
        t != s && self.alive(t) && self.gender(t) == Some(Gender::Male)
    }

    fn wounded(&self, t: Seat) -> bool {
        let p = &self.players[t.index()];
        p.alive && p.hp < p.max_hp
    }

    /// The play-phase options `s`'s skills add.
    pub(crate) fn skill_play_acts(&self, s: Seat, acts: &mut Vec<Act>) {
        let p = &self.players[s.index()];
        for &k in self.skills_of(s) {
            match k {
                Skill::Wusheng | Skill::Longdan => {
                    if !self.may_sha(s) {
                        continue;
                    }
                    let ts = self.sha_targets(s);
                    let pool = if k == Skill::Wusheng {
                        self.own_cards(s)
                    } else {
                        p.hand.clone()
                    };
                    for c in pool {
                        let card = self.card(c);
                        let fits = if k == Skill::Wusheng {
                            card.colour() == Colour::Red
                        } else {
                            card.name == Name::Shan
                        };
                        if fits {
                            for &t in &ts {
                                acts.push(Act::ViewAs {
                                    skill: k,
                                    card: c,
                                    target: Some(t),
                                });
                            }
                        }
                    }
                }
                Skill::Qixi => {
                    let ts: Vec<Seat> = self.others(s).filter(|&t| self.has_any_card(t)).collect();
                    for c in self.own_cards(s) {
                        if self.card(c).colour() == Colour::Black {
                            for &t in &ts {
                                acts.push(Act::ViewAs {
                                    skill: k,
                                    card: c,
                                    target: Some(t),
                                });
                            }
                        }
                    }
                }
                Skill::Luanji => {
                    if self.others(s).next().is_none() {
                        continue;
                    }
                    // One option per suit held twice: its first card and another of it.
                    for suit in Suit::ALL {
                        let mut of = p.hand.iter().filter(|&&c| self.card(c).suit == suit);
                        if let (Some(&c), Some(_)) = (of.next(), of.next()) {
                            acts.push(Act::ViewAs {
                                skill: k,
                                card: c,
                                target: None,
                            });
                        }
                    }
                }
                Skill::Zhiheng if self.skill_ready(s, k) && p.card_count() > 0 => {
                    acts.push(Act::Skill {
                        skill: k,
                        target: None,
                    })
                }
                Skill::Kurou => acts.push(Act::Skill {
                    skill: k,
                    target: None,
                }),
                Skill::Fanjian if self.skill_ready(s, k) && !p.hand.is_empty() => {
                    for t in self.others(s) {
                        acts.push(Act::Skill {
                            skill: k,
                            target: Some(t),
                        });
                    }
                }
                Skill::Rende if !p.hand.is_empty() => {
                    for t in self.others(s) {
                        acts.push(Act::Skill {
                            skill: k,
                            target: Some(t),
                        });
                    }
                }
                Skill::Jieyin if self.skill_ready(s, k) && p.hand.len() >= 2 => {
                    for t in self.others(s) {
                        if self.male(s, t) && self.wounded(t) {
                            acts.push(Act::Skill {
                                skill: k,
                                target: Some(t),
                            });
                        }
                    }
                }
                Skill::Qingnang if self.skill_ready(s, k) && !p.hand.is_empty() => {
                    for t in self.living_from(s) {
                        if self.wounded(t) {
                            acts.push(Act::Skill {
                                skill: k,
                                target: Some(t),
                            });
                        }
                    }
                }
                Skill::Lijian if self.skill_ready(s, k) && p.card_count() > 0 => {
                    let males: Vec<Seat> = self.others(s).filter(|&t| self.male(s, t)).collect();
                    if males.len() >= 2 {
                        for &t in &males {
                            acts.push(Act::Skill {
                                skill: k,
                                target: Some(t),
                            });
                        }
                    }
                }
                _ if k.kind() == SkillKind::Lock && !p.character_up => acts.push(Act::Skill {
                    skill: k,
                    target: None,
                }),
                _ => {}
            }
        }
    }

    /// Carries out a skill option of the play phase (the character revealed here).
    pub(crate) fn play_skill(&mut self, s: Seat, act: Act) -> Option<Frame> {
        match act {
            Act::ViewAs {
                skill,
                card,
                target: Some(t),
            } => {
                if !self.invoke(s, skill, None) {
                    return None;
                }
                let name = view_as_name(skill, self.card(card).name);
                self.own_to_table(s, card);
                let used = UsedCard::converted(name, &[self.card(card)], None);
                Some(self.declare_use(s, used, vec![t], None))
            }
            Act::ViewAs {
                skill: Skill::Luanji,
                card,
                target: None,
            } => {
                if !self.invoke(s, Skill::Luanji, None) {
                    return None;
                }
                let mut k = SkillCtx::new(Skill::Luanji, s);
                k.cards = vec![card];
                k.step = 10;
                Some(Frame::Skill(Box::new(k)))
            }
            Act::Skill { skill, target } => {
                if !self.invoke(s, skill, None) {
                    return None;
                }
                if skill.once_per_phase() {
                    self.turn.skills_used |= skill.bit();
                }
                if skill.kind() == SkillKind::Lock {
                    return None;
                }
                let mut k = SkillCtx::new(skill, s);
                k.target = target;
                k.step = 10;
                Some(Frame::Skill(Box::new(k)))
            }
            _ => None,
        }
    }

    /// Asks `s` to pick between `min` and `max` of `cards`.
    fn pick_cards(&mut self, s: Seat, text: Text, cards: Vec<CardId>, (min, max): (usize, usize)) {
        let acts: Vec<Act> = cards.into_iter().map(Act::Card).collect();
        let default: Vec<usize> = (0..min).collect();
        self.ask_many(s, "guozhan.skill_cards", text, acts, (min, max), default);
    }

    /// The follow-ups of active skills (steps from 10).
    pub(crate) fn step_active(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        let step = k.step;
        k.step += 1;
        match (k.skill, step) {
            // Lose 1 HP (dying, if it comes to that, first), then draw two.
            (Skill::Kurou, 10) => match self.lose_hp(s, 1) {
                Some(dying) => Step::Call(dying),
                None => Step::Again,
            },
            (Skill::Kurou, _) => {
                self.draw(s, 2);
                Step::Done(Ret::None)
            }
            (Skill::Zhiheng, 10) => {
                let cards = self.own_cards(s);
                let max = (self.players[s.index()].max_hp.max(1) as usize).min(cards.len());
                self.pick_cards(
                    s,
                    Text::new(
                        "制衡：弃置一至X张牌，然后摸等量的牌",
                        "Balance of Power: discard one to X cards, then draw as many",
                    ),
                    cards,
                    (1, max),
                );
                Step::Wait
            }
            (Skill::Zhiheng, _) => {
                let cards = Game::picked_cards(input);
                self.discard_cards(s, &cards);
                self.draw(s, cards.len());
                Step::Done(Ret::None)
            }
            (Skill::Fanjian, 10) => {
                let Some(t) = k.target else {
                    return Step::Done(Ret::None);
                };
                self.ask(
                    t,
                    "guozhan.fanjian",
                    Text::fill(
                        "反间：选择一种花色，然后获得{}号的一张手牌",
                        "Sow Discord: name a suit, then take a hand card of seat {}",
                        &[s.num()],
                    ),
                    Suit::ALL.iter().map(|&x| Act::Suit(x)).collect(),
                    0,
                );
                Step::Wait
            }
            (Skill::Fanjian, _) => {
                let Some(t) = k.target.filter(|&t| self.alive(t)) else {
                    return Step::Done(Ret::None);
                };
                let named = match reply(input) {
                    Some(Act::Suit(x)) => x,
                    _ => Suit::Spade,
                };
                let sn = named.name();
                self.say(
                    "guozhan.fanjian_suit",
                    t2(
                        "{}号选择了{}",
                        "Seat {} names {}",
                        &[t.num(), &sn.zh],
                        &[t.num(), &sn.en],
                    ),
                );
                let hand = &self.players[s.index()].hand;
                if hand.is_empty() {
                    return Step::Done(Ret::None);
                }
                let c = hand[self.rng.random_range(0..hand.len())];
                self.give_hand_card(s, t, c);
                let l = self.card(c).label();
                self.say_shown(
                    Audience::All,
                    "guozhan.fanjian_show",
                    t2(
                        "{}号展示了{}",
                        "Seat {} shows {}",
                        &[t.num(), &l.zh],
                        &[t.num(), &l.en],
                    ),
                );
                if self.card(c).suit != named {
                    return Step::Become(self.damage(Some(s), t, 1, Nature::Normal, None));
                }
                Step::Done(Ret::None)
            }
            (Skill::Jieyin, 10) | (Skill::Qingnang, 10) => {
                let n = if k.skill == Skill::Jieyin { 2 } else { 1 };
                let cards = self.players[s.index()].hand.clone();
                self.pick_cards(
                    s,
                    Text::new("选择要弃置的手牌", "Choose the hand cards to discard"),
                    cards,
                    (n, n),
                );
                Step::Wait
            }
            (Skill::Jieyin, _) | (Skill::Qingnang, _) => {
                let cards = Game::picked_cards(input);
                self.discard_cards(s, &cards);
                if k.skill == Skill::Jieyin {
                    self.recover(s, 1);
                }
                if let Some(t) = k.target {
                    self.recover(t, 1);
                }
                Step::Done(Ret::None)
            }
            (Skill::Rende, 10) => {
                let cards = self.players[s.index()].hand.clone();
                let n = cards.len();
                self.pick_cards(
                    s,
                    Text::new(
                        "仁德：选择交给其的手牌",
                        "Benevolence: choose the hand cards to give",
                    ),
                    cards,
                    (1, n),
                );
                Step::Wait
            }
            (Skill::Rende, _) => {
                let Some(t) = k.target.filter(|&t| self.alive(t)) else {
                    return Step::Done(Ret::None);
                };
                let cards = Game::picked_cards(input);
                for &c in &cards {
                    self.give_hand_card(s, t, c);
                }
                self.turn.rende_given = self.turn.rende_given.saturating_add(cards.len() as u8);
                if self.turn.rende_given >= 3 && !self.turn.rende_healed {
                    self.turn.rende_healed = true;
                    self.recover(s, 1);
                }
                Step::Done(Ret::None)
            }
            (Skill::Lijian, 10) => {
                let Some(first) = k.target else {
                    return Step::Done(Ret::None);
                };
                let acts: Vec<Act> = self
                    .others(s)
                    .filter(|&t| t != first && self.male(s, t))
                    .map(Act::Target)
                    .collect();
                if acts.is_empty() {
                    return Step::Done(Ret::None);
                }
                self.ask(
                    s,
                    "guozhan.lijian",
                    Text::fill(
                        "离间：选择视为对{}号使用【决斗】的男性角色",
                        "Sow Dissension: choose the male who is treated as using a Duel on seat {}",
                        &[first.num()],
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            (Skill::Lijian, 11) => {
                let Some(Act::Target(b)) = reply(input) else {
                    return Step::Done(Ret::None);
                };
                k.other = Some(b);
                let cards = self.own_cards(s);
                self.pick_cards(
                    s,
                    Text::new("离间：弃置一张牌", "Sow Dissension: discard a card"),
                    cards,
                    (1, 1),
                );
                Step::Wait
            }
            (Skill::Lijian, _) => {
                let cards = Game::picked_cards(input);
                self.discard_cards(s, &cards);
                let (Some(a), Some(b)) = (k.target, k.other) else {
                    return Step::Done(Ret::None);
                };
                if self.alive(a) && self.alive(b) {
                    let used = UsedCard::converted(Name::Duel, &[], None);
                    return Step::Become(self.declare_use(b, used, vec![a], None));
                }
                Step::Done(Ret::None)
            }
            (Skill::Luanji, 10) => {
                let Some(&first) = k.cards.first() else {
                    return Step::Done(Ret::None);
                };
                let suit = self.card(first).suit;
                let rest: Vec<CardId> = self.players[s.index()]
                    .hand
                    .iter()
                    .copied()
                    .filter(|&c| c != first && self.card(c).suit == suit)
                    .collect();
                match rest.as_slice() {
                    [] => Step::Done(Ret::None),
                    [one] => {
                        k.cards.push(*one);
                        let cards = k.cards.clone();
                        self.luanji(s, &cards)
                    }
                    _ => {
                        self.pick_cards(
                            s,
                            Text::new(
                                "乱击：选择另一张同花色的手牌",
                                "Random Strike: choose another hand card of the same suit",
                            ),
                            rest,
                            (1, 1),
                        );
                        Step::Wait
                    }
                }
            }
            (Skill::Luanji, _) => {
                let mut cards = k.cards.clone();
                cards.extend(Game::picked_cards(input));
                self.luanji(s, &cards)
            }
            _ => Step::Done(Ret::None),
        }
    }

    /// 乱击: `cards` (two of one suit, in `s`'s hand) used as 【万箭齐发】.
    fn luanji(&mut self, s: Seat, cards: &[CardId]) -> Next {
        let [a, b] = cards else {
            return Step::Done(Ret::None);
        };
        let held = |c: &CardId| self.players[s.index()].hand.contains(c);
        if !held(a) || !held(b) || self.card(*a).suit != self.card(*b).suit {
            return Step::Done(Ret::None);
        }
        let used = UsedCard::converted(Name::Archery, &[self.card(*a), self.card(*b)], None);
        let targets: Vec<Seat> = self.others(s).collect();
        Step::Become(self.declare_use(s, used, targets, None))
    }

    /// The options `r.seat`'s view-as skills add to a request for 【闪】 or 【杀】.
    pub(crate) fn respond_skill_acts(&self, r: &RespondCtx, acts: &mut Vec<Act>) {
        let s = r.seat;
        let p = &self.players[s.index()];
        for &k in self.skills_of(s) {
            let pool = match (k, r.want) {
                (Skill::Wusheng, Name::Sha) => self.own_cards(s),
                (Skill::Qingguo, Name::Shan) | (Skill::Longdan, Name::Sha | Name::Shan) => {
                    p.hand.clone()
                }
                _ => continue,
            };
            for c in pool {
                let card = self.card(c);
                let fits = match k {
                    Skill::Wusheng => card.colour() == Colour::Red,
                    Skill::Qingguo => card.colour() == Colour::Black,
                    _ if r.want == Name::Sha => card.name == Name::Shan,
                    _ => card.name.is_sha(),
                };
                if fits {
                    acts.push(Act::ViewAs {
                        skill: k,
                        card: c,
                        target: None,
                    });
                }
            }
        }
    }

    /// A view-as answer: the skill is used and the card given as what it asks for.
    /// Returns the used card, or `None` if the game ended on the reveal.
    pub(crate) fn respond_skill(
        &mut self,
        r: &RespondCtx,
        skill: Skill,
        c: CardId,
    ) -> Option<UsedCard> {
        if !self.invoke(r.seat, skill, None) {
            return None;
        }
        self.own_to_table(r.seat, c);
        Some(UsedCard::converted(r.want, &[self.card(c)], None))
    }

    /// 急救: `asker`'s red cards as 【茶】 for dying `s`, outside his own turn.
    pub(crate) fn jijiu_acts(&self, asker: Seat, s: Seat, acts: &mut Vec<Act>) {
        if asker == self.active || !self.holds_skill(asker, Skill::Jijiu) {
            return;
        }
        for c in self.own_cards(asker) {
            if self.card(c).colour() == Colour::Red {
                acts.push(Act::ViewAs {
                    skill: Skill::Jijiu,
                    card: c,
                    target: Some(s),
                });
            }
        }
    }

    /// 急救 used on dying `s`: `asker`'s card `c` as 【茶】.
    pub(crate) fn jijiu(&mut self, asker: Seat, s: Seat, c: CardId) -> bool {
        if !self.invoke(asker, Skill::Jijiu, None) {
            return false;
        }
        self.own_to_table(asker, c);
        let l = self.card(c).label();
        self.say_cards(
            Audience::All,
            "guozhan.rescue",
            t2(
                "{}号对{}号使用了【茶】（由{}转化）",
                "Seat {} uses Tea (from {}) on seat {}",
                &[asker.num(), s.num(), &l.zh],
                &[asker.num(), &l.en, s.num()],
            ),
            &[c],
        );
        self.recover(s, 1);
        self.table_to_discard(c);
        true
    }

    /// Whether it is `s`'s play phase (for 克己's 【杀】 count).
    pub(crate) fn in_own_play(&self, s: Seat) -> bool {
        s == self.active && self.phase == Phase::Play
    }
}
