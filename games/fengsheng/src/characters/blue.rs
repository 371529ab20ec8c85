//! 响应式 (blue) skills: when each is offered to the priority holder, what using one
//! does at once (flipping up is part of using a 「翻开此角色牌」 skill; 声东击西 turns
//! 蝮蛇 face-down; 爱情 shows the identity card), and its effect when it resolves.
//! Also 偷龙转凤, an automatic skill used at 破译's timing: it resolves at once.

use rand::RngExt;
use tianhei_core::{Audience, Seat, Text};

use super::{Character, Question, Skill, SkillKind};
use crate::{
    act::{Act, Target},
    card::{CardId, Colour, Stamp},
    frame::{Entry, Used, WindowKind},
    frame::{Source, Task},
    game::Game,
};

impl Game {
    /// Adds the skills `s` may use now to the priority options.
    pub(crate) fn skill_acts(&self, s: Seat, window: WindowKind, acts: &mut Vec<Act>) {
        let p = &self.players[s.index()];
        let Some(c) = p.character else { return };
        if p.status != crate::game::Status::Alive {
            return;
        }
        let passing = window == WindowKind::Passing && self.transit.is_some();
        let pending = |sk: Skill| {
            self.window.as_ref().is_some_and(|w| {
                w.priority
                    .stack()
                    .iter()
                    .any(|e| e.seat == s && e.action.used == Used::Skill(sk))
            })
        };
        for &sk in c.info().skills {
            if sk.info().kind != SkillKind::Response || sk.flips_up() == p.face_up {
                continue;
            }
            if pending(sk) {
                // One use at a time: the same skill waits on the stack already.
                continue;
            }
            let mut seats = |pred: &dyn Fn(Seat) -> bool| {
                for t in self.others(s) {
                    if pred(t) {
                        acts.push(Act::Skill {
                            skill: sk,
                            target: Target::Seat(t),
                        });
                    }
                }
            };
            let has_intel = |t: Seat| !self.players[t.index()].intel.is_empty();
            match sk {
                Skill::XianJi => seats(&|t| !self.players[t.index()].hand.is_empty()),
                Skill::JuJi | Skill::QianCang => seats(&has_intel),
                Skill::YanHu => seats(&|t| self.count(t, Colour::Black) > 0),
                Skill::ShouMai if p.hand.len() >= 4 => seats(&|_| true),
                Skill::HeMou if self.has_black(s) => {
                    seats(&|t| self.players[t.index()].up().is_some_and(Character::hidden))
                }
                Skill::XueRan => {
                    for t in self.seating.from(s) {
                        if self.alive(t) {
                            acts.push(Act::Skill {
                                skill: sk,
                                target: Target::Seat(t),
                            });
                        }
                    }
                }
                Skill::JieShangJie if passing && s != self.active => acts.push(Act::Skill {
                    skill: sk,
                    target: Target::None,
                }),
                Skill::SuYi if passing => acts.push(Act::Skill {
                    skill: sk,
                    target: Target::None,
                }),
                Skill::ShengDong if passing => {
                    for t in self.lure_targets(s) {
                        acts.push(Act::Skill {
                            skill: sk,
                            target: Target::Seat(t),
                        });
                    }
                }
                Skill::JieLu
                    if passing
                        && self.has_black(s)
                        && self
                            .transit
                            .as_ref()
                            .is_some_and(|t| t.stamp == Stamp::Secret && !t.face_up) =>
                {
                    acts.push(Act::Skill {
                        skill: sk,
                        target: Target::None,
                    })
                }
                Skill::JingJue => {
                    if let Some(w) = &self.window {
                        for (i, e) in w.priority.stack().iter().enumerate().rev() {
                            if !e.action.negated && e.action.card().is_some() {
                                acts.push(Act::Skill {
                                    skill: sk,
                                    target: Target::Entry(i as u8),
                                });
                            }
                        }
                    }
                }
                Skill::AiQing
                    if !p.identity_shown
                        && self
                            .seating
                            .all()
                            .any(|t| self.alive(t) && self.count(t, Colour::Black) > 0) =>
                {
                    acts.push(Act::Skill {
                        skill: sk,
                        target: Target::None,
                    })
                }
                Skill::DanYao if p.hand.is_empty() => acts.push(Act::Skill {
                    skill: sk,
                    target: Target::None,
                }),
                _ => {}
            }
        }
        // 偷龙转凤: at 破译's timing, when the intel has reached him.
        if window == WindowKind::Arrival
            && self.up_has(s, Skill::TouLong)
            && self
                .transit
                .as_ref()
                .is_some_and(|t| t.holder == s && !t.switched)
        {
            for card in self.hand_faces(s) {
                acts.push(Act::Switch { card: card.id });
            }
        }
    }

    /// The holder uses a 响应式 skill: flipping (or 盖伏, or showing the identity card) is
    /// part of using it; it goes on the stack and the holder keeps priority.
    pub(crate) fn use_skill(&mut self, s: Seat, skill: Skill, target: Target) {
        if skill.flips_up() {
            self.flip(s, true);
        }
        if skill == Skill::ShengDong {
            self.flip(s, false);
        }
        if skill == Skill::AiQing {
            self.show_identity(s);
        }
        let line = self.use_line(s, Used::Skill(skill), target, false);
        self.log.push(Audience::All, "fengsheng.use_skill", line);
        self.push_entry(
            s,
            Entry {
                used: Used::Skill(skill),
                target,
                negated: false,
            },
        );
    }

    /// 偷龙转凤: `s` discards `card`, then the intel that reached him swaps with the top
    /// of the deck, keeping its face (up or down). Resolves at once; priority stays.
    pub(crate) fn switch(&mut self, s: Seat, card: CardId) {
        if let Some(w) = self.window.as_mut() {
            let _ = w.priority.keep(s);
        }
        self.skill_line(s, Skill::TouLong, None);
        self.discard_from_hand(s, card);
        let Some(old) = self.transit.as_ref().map(|t| t.card) else {
            return;
        };
        match self.deck.swap_top(old, &mut self.rng) {
            Ok(new) => {
                let everyone = tianhei_core::SeatSet::first(self.seating.len());
                if let Some(t) = self.transit.as_mut() {
                    t.card = new;
                    t.switched = true;
                    t.seen = if t.face_up {
                        everyone
                    } else {
                        tianhei_core::SeatSet::EMPTY
                    };
                }
                let face_up = self.transit.as_ref().is_some_and(|t| t.face_up);
                let line = if face_up {
                    let l = self.card(new).label();
                    Text::owned(
                        format!("情报与牌库顶的牌调换，现在是{}", l.zh),
                        format!("The intel is swapped with the deck top: now {}", l.en),
                    )
                } else {
                    Text::new(
                        "情报与牌库顶的牌调换（仍面朝下）",
                        "The intel is swapped with the deck top (still face-down)",
                    )
                };
                self.log.push(Audience::All, "fengsheng.switched", line);
            }
            Err(_) => self.log.push(
                Audience::All,
                "fengsheng.switch_failed",
                Text::new("牌库已空，无法调换", "The deck is empty: nothing to swap"),
            ),
        }
    }

    /// A resolved skill's effect (截上截, 警觉 and 声东击西 resolve as their cards).
    pub(crate) fn skill_effect(&mut self, user: Seat, skill: Skill, target: Target) {
        let t = match target {
            Target::Seat(t) => Some(t),
            _ => None,
        };
        if !self.skill_can_resolve(user, skill, t) {
            let e = Entry {
                used: Used::Skill(skill),
                target,
                negated: false,
            };
            self.no_effect(user, &e);
            return;
        }
        match (skill, t) {
            (Skill::XianJi, Some(t)) => self.xian_ji(user, t),
            (Skill::JuJi, Some(t)) => self.tasks.push(Task::Ask(Question::JuJi {
                user,
                target: t,
                left: 3,
                first: true,
            })),
            (Skill::XueRan, Some(t)) => self.xue_ran(user, t),
            (Skill::SuYi, _) => {
                if let Some(tr) = self.transit.as_mut() {
                    tr.seen.insert(user);
                    let card = tr.card;
                    let l = self.card(card).label();
                    self.tell(
                        &[user],
                        "fengsheng.su_yi",
                        Text::owned(
                            format!("【速译】你检视了传递中的情报：{}", l.zh),
                            format!("Quick Decode: the intel being passed is {}", l.en),
                        ),
                    );
                    self.log.push(
                        Audience::All,
                        "fengsheng.su_yi_public",
                        tianhei_core::text!("{}号检视了传递中的情报", "Seat {} looks at the intel being passed"; user.number()),
                    );
                }
                self.draw(user, 1);
            }
            (Skill::QianCang, Some(t)) if !self.players[t.index()].intel.is_empty() => {
                self.tasks
                    .push(Task::Ask(Question::QianCang { user, target: t }));
            }
            (Skill::HeMou, Some(t)) => {
                let ok = self.players[user.index()].up().is_some()
                    && self.players[t.index()].up().is_some_and(Character::hidden)
                    && self.has_black(user);
                if ok {
                    self.tasks
                        .push(Task::Ask(Question::HeMou { user, other: t }));
                }
            }
            (Skill::YanHu, Some(t)) if self.count(t, Colour::Black) > 0 => {
                self.tasks
                    .push(Task::Ask(Question::YanHu { user, target: t }));
            }
            (Skill::AiQing, _) => self
                .tasks
                .push(Task::Ask(Question::AiQing { user, left: 2 })),
            (Skill::DanYao, _) => self.draw(user, 1),
            (Skill::ShouMai, Some(t)) => {
                if self.players[user.index()].hand.len() == 4 {
                    // All four go: nothing to choose.
                    let all = self.players[user.index()].hand.clone();
                    for c in all {
                        self.give(user, t, c);
                    }
                    if !self.players[t.index()].intel.is_empty() {
                        self.tasks
                            .push(Task::Ask(Question::ShouMaiTake { user, target: t }));
                    }
                } else {
                    self.tasks.push(Task::Ask(Question::ShouMaiGive {
                        user,
                        target: t,
                        left: 4,
                    }));
                }
            }
            (Skill::JieLu, _) => self.tasks.push(Task::Ask(Question::Discard {
                seat: user,
                skill: Skill::JieLu,
                about: user,
            })),
            _ => {}
        }
    }

    /// Whether what the skill needs is still there when it resolves.
    fn skill_can_resolve(&self, user: Seat, skill: Skill, t: Option<Seat>) -> bool {
        let intel = |t: Seat| !self.players[t.index()].intel.is_empty();
        match (skill, t) {
            (Skill::XianJi, Some(t)) => !self.players[t.index()].hand.is_empty(),
            (Skill::JuJi | Skill::QianCang, Some(t)) => intel(t),
            (Skill::YanHu, Some(t)) => {
                self.count(t, Colour::Black) > 0 && self.players[user.index()].face_up
            }
            (Skill::HeMou, Some(t)) => {
                self.players[user.index()].face_up && self.up_hidden(t) && self.has_black(user)
            }
            (Skill::ShouMai, Some(_)) => self.players[user.index()].hand.len() >= 4,
            (Skill::JieLu, _) => self.has_black(user),
            (Skill::SuYi, _) => self.transit.is_some(),
            (Skill::AiQing, _) => self
                .seating
                .all()
                .any(|s| self.alive(s) && self.count(s, Colour::Black) > 0),
            (Skill::XueRan | Skill::DanYao, _) => true,
            _ => false,
        }
    }

    /// 先机: take two cards at random from `t`'s hand; then (only if both were taken) he
    /// draws two.
    fn xian_ji(&mut self, user: Seat, t: Seat) {
        let mut took: Vec<CardId> = Vec::new();
        for _ in 0..2 {
            let hand = &mut self.players[t.index()].hand;
            if hand.is_empty() {
                break;
            }
            let i = self.rng.random_range(0..hand.len());
            took.push(hand.remove(i));
        }
        self.players[user.index()].hand.extend(took.iter().copied());
        self.took_cards(user, t, &took);
        if took.len() == 2 {
            self.draw(t, 2);
        }
    }

    /// Logs `user` taking `cards` from `from`'s hand: who and how many for all, the
    /// faces for the two of them.
    pub(crate) fn took_cards(&mut self, user: Seat, from: Seat, cards: &[CardId]) {
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        let (zh, en) = (
            crate::flow::join(&names, true),
            crate::flow::join(&names, false),
        );
        self.log.push(
            Audience::All,
            "fengsheng.take_cards",
            tianhei_core::text!("{}号抽取了{}号的{}张手牌", "Seat {} takes {} card(s) from seat {}'s hand"; user.number(), from.number(), cards.len()),
        );
        let mut both = tianhei_core::SeatSet::one(user);
        both.insert(from);
        self.log.push(
            Audience::Seats(both),
            "fengsheng.taken_cards",
            Text::owned(
                format!("{}号从{}号手中抽取：{}", user.number(), from.number(), zh),
                format!(
                    "Seat {} takes from seat {}'s hand: {}",
                    user.number(),
                    from.number(),
                    en
                ),
            ),
        );
    }

    /// 血染玫瑰: show the deck top (it stays); if black, up to three black intel may be
    /// placed in front of `t`, otherwise up to one, all at once.
    fn xue_ran(&mut self, user: Seat, t: Seat) {
        let top = self.deck.top(&mut self.rng).copied();
        let max = match top {
            Some(c) => {
                let l = self.card(c).label();
                self.log.push(
                    Audience::All,
                    "fengsheng.show_top",
                    Text::owned(
                        format!("展示牌库顶的牌：{}", l.zh),
                        format!("The top card of the deck is shown: {}", l.en),
                    ),
                );
                if self.card(c).colour == Colour::Black {
                    3
                } else {
                    1
                }
            }
            None => 1,
        };
        if self.has_black(user) && self.alive(t) {
            self.tasks.push(Task::Ask(Question::XueRan {
                user,
                target: t,
                max,
                chosen: Vec::new(),
            }));
        }
    }

    /// Places `cards` from `user`'s hand face-up in front of `to` at once (obtaining).
    pub(crate) fn place(&mut self, user: Seat, skill: Skill, to: Seat, cards: Vec<CardId>) {
        if cards.is_empty() || !self.alive(to) {
            return;
        }
        for &c in &cards {
            self.take_from_hand(user, c);
        }
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        self.log.push(
            Audience::All,
            "fengsheng.place",
            Text::owned(
                format!(
                    "{}号在{}号面前放置情报：{}",
                    user.number(),
                    to.number(),
                    crate::flow::join(&names, true)
                ),
                format!(
                    "Seat {} places intel in front of seat {}: {}",
                    user.number(),
                    to.number(),
                    crate::flow::join(&names, false)
                ),
            ),
        );
        self.obtain(to, cards, Source::Skill { user, skill });
    }
}
