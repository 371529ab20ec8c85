//! What each answer to a skill's question does.

use rand::RngExt;
use tianhei_core::{Audience, Seat, SeatSet, Text, text};

use super::{Question, Skill};
use crate::{
    act::Act,
    card::{CardId, Colour, Stamp},
    frame::{Source, Task},
    game::{Game, Peek, Status},
};

impl Game {
    /// The answer `act` to the question `a`.
    pub(crate) fn answered(&mut self, a: Question, act: Act) {
        match (a, act) {
            (Question::ProbeDiscard { target }, Act::Discard { card }) => {
                self.discard_from_hand(target, card)
            }
            (Question::Secret { seat, skill }, Act::Fire { .. }) => self.secret_fired(seat, skill),
            (Question::Fire { seat, skill, about }, Act::Fire { .. }) => {
                self.fired(seat, skill, about)
            }
            (Question::Top { seat, skill, left }, Act::Top { card }) => {
                self.take_from_hand(seat, card);
                self.deck.put_on_top(card);
                let l = self.card(card).label();
                self.both_lines(
                    seat,
                    Text::owned(
                        format!("你把{}放回牌库顶", l.zh),
                        format!("You put {} back on top of the deck", l.en),
                    ),
                    text!("{}号把一张手牌放回牌库顶", "Seat {} puts a hand card back on top of the deck"; seat.number()),
                );
                if left > 1 {
                    self.ask_top(seat, skill, left - 1);
                }
            }
            (Question::Give { seat, .. }, Act::Give { card, to }) => self.give(seat, to, card),
            (
                Question::ChengFu {
                    target,
                    user,
                    probe,
                },
                Act::Answer { right, .. },
            ) => {
                self.skill_line(target, Skill::ChengFu, None);
                self.probe_outcome(user, target, probe, right);
            }
            (Question::Discard { seat, skill, about }, Act::Discard { card }) => {
                self.discard_from_hand(seat, card);
                if skill == Skill::ZhenXiang {
                    self.zhen_xiang(seat, about);
                } else {
                    self.jie_lu(seat);
                }
            }
            (Question::PlaceBlack { seat, skill, .. }, Act::Place { card, to }) => {
                self.skill_line(seat, skill, Some(to));
                self.place(seat, skill, to, vec![card]);
            }
            (Question::BurnBlack { seat, .. }, Act::Intel { card, .. }) => {
                self.skill_line(seat, Skill::JiZhongJi, None);
                self.burn(card);
            }
            (Question::TakeFrom { seat, skill }, Act::Choose { seat: from, .. }) => {
                self.skill_line(seat, skill, Some(from));
                if let Some(c) = self.take_random(from) {
                    self.players[seat.index()].hand.push(c);
                    self.took_cards(seat, from, &[c]);
                }
            }
            (Question::TouTian { seat, victim }, Act::IntelTo { card, to }) => {
                self.skill_line(seat, Skill::TouTian, Some(victim));
                self.players[victim.index()].intel.retain(|&x| x != card);
                self.players[to.index()].hand.push(card);
                let l = self.card(card).label();
                self.log.push(
                    Audience::All,
                    "fengsheng.tou_tian",
                    Text::owned(
                        format!(
                            "{}号面前的{}加入{}号的手牌",
                            victim.number(),
                            l.zh,
                            to.number()
                        ),
                        format!(
                            "{} in front of seat {} goes into seat {}'s hand",
                            l.en,
                            victim.number(),
                            to.number()
                        ),
                    ),
                );
            }
            (Question::FuDiBlack { seat }, Act::Place { card, .. }) => {
                self.skill_line(seat, Skill::FuDi, None);
                self.flip(seat, false);
                self.tasks.push(Task::Ask(Question::FuDiPlace {
                    seat,
                    placed: Vec::new(),
                }));
                self.place(seat, Skill::FuDi, seat, vec![card]);
            }
            (Question::FuDiPlace { seat, mut placed }, Act::Place { card, to }) => {
                placed.push((card, to));
                let left = self.players[seat.index()].hand.len() > placed.len()
                    && self.living().len() > placed.len();
                if left {
                    self.tasks
                        .push(Task::Ask(Question::FuDiPlace { seat, placed }));
                } else {
                    self.fu_di_place(seat, placed);
                }
            }
            (Question::FuDiPlace { seat, placed }, Act::Stop) => self.fu_di_place(seat, placed),
            (Question::YiZhi { seat }, Act::Choose { seat: to, .. }) => self.yi_zhi(seat, to),
            (Question::HouZhuLook { seat }, Act::Choose { seat: from, .. }) => {
                self.skill_line(seat, Skill::HouZhu, Some(from));
                let names: Vec<Text> = self.players[from.index()]
                    .hand
                    .iter()
                    .map(|&c| self.card(c).label())
                    .collect();
                self.tell(
                    &[seat],
                    "fengsheng.hou_zhu",
                    Text::owned(
                        format!(
                            "【后著】{}号的手牌：{}",
                            from.number(),
                            crate::flow::join(&names, true)
                        ),
                        format!(
                            "Afterstroke: seat {}'s hand is {}",
                            from.number(),
                            crate::flow::join(&names, false)
                        ),
                    ),
                );
                self.tasks
                    .push(Task::Ask(Question::HouZhuPlace { seat, from }));
            }
            (Question::HouZhuPlace { seat, from }, Act::Place { card, to })
                if self.alive(to) && self.players[from.index()].hand.contains(&card) =>
            {
                self.take_from_hand(from, card);
                self.placed_line(seat, to, &[card]);
                self.obtain(
                    to,
                    vec![card],
                    Source::Skill {
                        user: seat,
                        skill: Skill::HouZhu,
                    },
                );
            }
            (Question::ZaiHouTarget { seat }, Act::Choose { seat: to, .. }) => {
                self.skill_line(seat, Skill::ZaiHou, Some(to));
                self.show_identity(seat);
                self.tasks.push(Task::Ask(Question::ZaiHouCards {
                    seat,
                    to,
                    chosen: Vec::new(),
                }));
            }
            (
                Question::ZaiHouCards {
                    seat,
                    to,
                    mut chosen,
                },
                Act::Place { card, .. },
            ) => {
                chosen.push(card);
                let more = self.black_left(seat, &chosen);
                if chosen.len() < 2 && more {
                    self.tasks
                        .push(Task::Ask(Question::ZaiHouCards { seat, to, chosen }));
                } else {
                    self.place(seat, Skill::ZaiHou, to, chosen);
                }
            }
            (Question::ZaiHouCards { seat, to, chosen }, Act::Stop) => {
                self.place(seat, Skill::ZaiHou, to, chosen)
            }
            (Question::SouQu { seat, from, card }, Act::Keep { as_intel }) => {
                if !self.players[from.index()].hand.contains(&card) {
                    return;
                }
                self.take_from_hand(from, card);
                if as_intel {
                    self.placed_line(seat, seat, &[card]);
                    self.obtain(
                        seat,
                        vec![card],
                        Source::Skill {
                            user: seat,
                            skill: Skill::SouQu,
                        },
                    );
                } else {
                    self.players[seat.index()].hand.push(card);
                    self.log.push(
                        Audience::All,
                        "fengsheng.sou_qu_keep",
                        text!("{}号把搜到的牌加入手牌", "Seat {} keeps the card found"; seat.number()),
                    );
                }
            }
            (Question::LinWeiSwap { seat }, Act::Intel { card, .. }) => self.swap_intel(seat, card),
            (Question::FengDu { seat, winners }, Act::Choose { seat: c, .. }) => {
                self.feng_du(seat, winners, c)
            }
            (
                Question::JuJi {
                    user, target, left, ..
                },
                Act::Intel { card, .. },
            ) => {
                self.burn(card);
                if left > 1 && !self.players[target.index()].intel.is_empty() {
                    self.tasks.push(Task::Ask(Question::JuJi {
                        user,
                        target,
                        left: left - 1,
                        first: false,
                    }));
                }
            }
            (
                Question::XueRan {
                    user,
                    target,
                    max,
                    mut chosen,
                },
                Act::Place { card, .. },
            ) => {
                chosen.push(card);
                if (chosen.len() as u8) < max && self.black_left(user, &chosen) {
                    self.tasks.push(Task::Ask(Question::XueRan {
                        user,
                        target,
                        max,
                        chosen,
                    }));
                } else {
                    self.place(user, Skill::XueRan, target, chosen);
                }
            }
            (
                Question::XueRan {
                    user,
                    target,
                    chosen,
                    ..
                },
                Act::Stop,
            ) => {
                if chosen.is_empty() {
                    self.log.push(
                        Audience::All,
                        "fengsheng.xue_ran_none",
                        text!("{}号不放置假情报", "Seat {} places no black intel"; user.number()),
                    );
                }
                self.place(user, Skill::XueRan, target, chosen);
            }
            (Question::QianCang { target, .. }, Act::Intel { card, .. }) => {
                self.players[target.index()].intel.retain(|&x| x != card);
                self.deck.put_on_top(card);
                let l = self.card(card).label();
                self.log.push(
                    Audience::All,
                    "fengsheng.to_top",
                    Text::owned(
                        format!("{}号面前的{}被放回牌库顶", target.number(), l.zh),
                        format!(
                            "{} in front of seat {} goes back on top of the deck",
                            l.en,
                            target.number()
                        ),
                    ),
                );
            }
            (Question::HeMou { user, other }, Act::Place { card, .. }) => {
                self.he_mou(user, other, card)
            }
            (Question::YanHu { user, target }, Act::Intel { card, .. }) => {
                self.players[target.index()].intel.retain(|&x| x != card);
                self.flip(user, false);
                self.placed_line(user, user, &[card]);
                self.obtain(
                    user,
                    vec![card],
                    Source::Skill {
                        user,
                        skill: Skill::YanHu,
                    },
                );
            }
            (Question::AiQing { user, left }, Act::Intel { card, .. }) => {
                self.burn(card);
                let more = self
                    .seating
                    .all()
                    .any(|s| self.alive(s) && self.count(s, Colour::Black) > 0);
                if left > 1 && more {
                    self.tasks.push(Task::Ask(Question::AiQing {
                        user,
                        left: left - 1,
                    }));
                }
            }
            (Question::ShouMaiGive { user, target, left }, Act::Give { card, .. }) => {
                self.give(user, target, card);
                if left > 1 && !self.players[user.index()].hand.is_empty() {
                    self.tasks.push(Task::Ask(Question::ShouMaiGive {
                        user,
                        target,
                        left: left - 1,
                    }));
                } else if left == 1 && !self.players[target.index()].intel.is_empty() {
                    self.tasks
                        .push(Task::Ask(Question::ShouMaiTake { user, target }));
                }
            }
            (Question::ShouMaiTake { user, target }, Act::Intel { card, .. }) => {
                self.players[target.index()].intel.retain(|&x| x != card);
                self.placed_line(user, user, &[card]);
                self.obtain(
                    user,
                    vec![card],
                    Source::Skill {
                        user,
                        skill: Skill::ShouMai,
                    },
                );
            }
            // Skip, Stop, KeepCard: nothing more happens.
            _ => {}
        }
    }

    /// Whether `s` holds a black card not yet chosen.
    fn black_left(&self, s: Seat, chosen: &[CardId]) -> bool {
        self.players[s.index()]
            .hand
            .iter()
            .any(|c| !chosen.contains(c) && self.card(*c).colour == Colour::Black)
    }

    /// A card at random from `s`'s hand.
    pub(crate) fn take_random(&mut self, s: Seat) -> Option<CardId> {
        let hand = &mut self.players[s.index()].hand;
        if hand.is_empty() {
            return None;
        }
        let i = self.rng.random_range(0..hand.len());
        Some(hand.remove(i))
    }

    /// `from` gives `card` face-down to `to` (交给): the two of them see it.
    pub(crate) fn give(&mut self, from: Seat, to: Seat, card: CardId) {
        if from == to || !self.players[from.index()].hand.contains(&card) {
            return;
        }
        self.take_from_hand(from, card);
        self.players[to.index()].hand.push(card);
        self.log.push(
            Audience::All,
            "fengsheng.give",
            text!("{}号交给{}号一张手牌", "Seat {} gives seat {} a hand card"; from.number(), to.number()),
        );
        let mut both = SeatSet::one(from);
        both.insert(to);
        let l = self.card(card).label();
        self.log.push(
            Audience::Seats(both),
            "fengsheng.given",
            Text::owned(
                format!("{}号交给{}号：{}", from.number(), to.number(), l.zh),
                format!(
                    "Seat {} gives seat {}: {}",
                    from.number(),
                    to.number(),
                    l.en
                ),
            ),
        );
    }

    /// Logs intel placed by `user` in front of `to`.
    fn placed_line(&mut self, user: Seat, to: Seat, cards: &[CardId]) {
        let names: Vec<Text> = cards.iter().map(|&c| self.card(c).label()).collect();
        let (zh, en) = (
            crate::flow::join(&names, true),
            crate::flow::join(&names, false),
        );
        let line = if user == to {
            Text::owned(
                format!("{}号获得情报：{}", to.number(), zh),
                format!("Seat {} obtains the intel {}", to.number(), en),
            )
        } else {
            Text::owned(
                format!("{}号在{}号面前放置情报：{}", user.number(), to.number(), zh),
                format!(
                    "Seat {} places intel in front of seat {}: {}",
                    user.number(),
                    to.number(),
                    en
                ),
            )
        };
        self.log.push(Audience::All, "fengsheng.place", line);
    }

    /// 就计 (flip up, draw two) or 弃卒保帅 (flip up, draw five, put two back on top).
    fn secret_fired(&mut self, seat: Seat, skill: Skill) {
        if !self.down_has(seat, skill) {
            return;
        }
        self.flip(seat, true);
        self.skill_line(seat, skill, None);
        if skill == Skill::JiuJi {
            self.draw(seat, 2);
        } else {
            self.draw(seat, 5);
            self.ask_top(seat, skill, 2);
        }
    }

    /// A 「可以」 skill its owner chose to use.
    fn fired(&mut self, seat: Seat, skill: Skill, about: Seat) {
        match skill {
            Skill::KaoWen => {
                self.skill_line(seat, skill, Some(about));
                if let Some(c) = self.take_random(about) {
                    self.players[seat.index()].hand.push(c);
                    self.took_cards(seat, about, &[c]);
                }
            }
            Skill::JiuMei => self.jiu_mei(seat, about),
            Skill::LinWei => self.lin_wei(seat, about),
            Skill::DongXi => {
                self.skill_line(seat, skill, None);
                self.flip(seat, false);
            }
            _ => {}
        }
    }

    /// 救美: show the identity card, burn every black intel in front of himself and the
    /// dying female; she lives.
    fn jiu_mei(&mut self, seat: Seat, her: Seat) {
        if self.players[her.index()].status != Status::Dead || !self.dying.contains(her) {
            return;
        }
        self.skill_line(seat, Skill::JiuMei, Some(her));
        self.show_identity(seat);
        for s in [seat, her] {
            let blacks: Vec<CardId> = self.players[s.index()]
                .intel
                .iter()
                .copied()
                .filter(|&c| self.card(c).colour == Colour::Black)
                .collect();
            for c in blacks {
                self.players[s.index()].intel.retain(|&x| x != c);
                self.deck.discard(c);
            }
        }
        self.players[her.index()].status = Status::Alive;
        self.dying.remove(her);
        self.deaths.retain(|&d| d != her);
        self.log.push(
            Audience::All,
            "fengsheng.saved",
            text!("{}号被拯救，没有死亡", "Seat {} is saved and lives"; her.number()),
        );
    }

    /// 临危受命: her identity card leaves the game face-down; she takes the dead
    /// player's (she alone sees it), then swaps an intel with the deck top.
    fn lin_wei(&mut self, seat: Seat, dead: Seat) {
        self.skill_line(seat, Skill::LinWei, Some(dead));
        let taken = self.players[dead.index()].identity;
        self.players[dead.index()].identity_taken = true;
        let me = &mut self.players[seat.index()];
        me.identity = taken;
        me.identity_shown = false;
        let f = taken.name();
        self.both_lines(
            seat,
            Text::owned(
                format!("你的身份牌移出游戏；你取得{}号的身份牌：{}", dead.number(), f.zh),
                format!(
                    "Your identity card leaves the game; you take seat {}'s: {}",
                    dead.number(),
                    f.en
                ),
            ),
            text!("{}号把身份牌面朝下移出游戏，取得{}号的身份牌", "Seat {} removes the identity card face-down and takes seat {}'s"; seat.number(), dead.number()),
        );
        // Her new identity may already be met by the intel in front of her.
        if self.check_standing() {
            return;
        }
        let any = self
            .seating
            .all()
            .any(|s| self.alive(s) && !self.players[s.index()].intel.is_empty());
        if any {
            self.tasks.push(Task::Ask(Question::LinWeiSwap { seat }));
        }
    }

    /// 临危受命's swap: `card` goes on top of the deck, the deck top in front of its
    /// owner (obtained).
    fn swap_intel(&mut self, seat: Seat, card: CardId) {
        let Some(owner) = self.intel_owner(card) else {
            return;
        };
        self.players[owner.index()].intel.retain(|&x| x != card);
        match self.deck.swap_top(card, &mut self.rng) {
            Ok(new) => {
                let (a, b) = (self.card(card).label(), self.card(new).label());
                self.log.push(
                    Audience::All,
                    "fengsheng.swap_intel",
                    Text::owned(
                        format!("{}号面前的{}与牌库顶的{}调换", owner.number(), a.zh, b.zh),
                        format!(
                            "{} in front of seat {} is swapped with the deck top, {}",
                            a.en,
                            owner.number(),
                            b.en
                        ),
                    ),
                );
                self.obtain(
                    owner,
                    vec![new],
                    Source::Skill {
                        user: seat,
                        skill: Skill::LinWei,
                    },
                );
            }
            Err(c) => self.players[owner.index()].intel.push(c),
        }
    }

    /// 真相: `seat` looks at the 试探 in resolution.
    fn zhen_xiang(&mut self, seat: Seat, user: Seat) {
        let Some(card) = self
            .window
            .as_ref()
            .and_then(|w| w.in_resolution)
            .and_then(|(_, e)| e.card())
        else {
            return;
        };
        if let Some(w) = self.window.as_mut() {
            w.probe_seen.insert(seat);
        }
        self.skill_line(seat, Skill::ZhenXiang, Some(user));
        let line = self.use_line(
            user,
            crate::frame::Used::Card(card),
            self.window
                .as_ref()
                .and_then(|w| w.in_resolution)
                .map(|(_, e)| e.target)
                .unwrap_or(crate::act::Target::None),
            true,
        );
        self.tell(&[seat], "fengsheng.zhen_xiang", line);
    }

    /// 揭露 (after discarding a black card): the 密电 being passed turns face-up; if it
    /// is black, draw two.
    fn jie_lu(&mut self, seat: Seat) {
        let everyone = SeatSet::first(self.seating.len());
        let Some(t) = self.transit.as_mut() else {
            return;
        };
        if t.stamp != Stamp::Secret || t.face_up {
            return;
        }
        t.face_up = true;
        t.seen = everyone;
        let c = t.card;
        let l = self.card(c).label();
        self.log.push(
            Audience::All,
            "fengsheng.jie_lu",
            Text::owned(
                format!("传递中的密电被翻开：{}", l.zh),
                format!("The 密电 being passed is turned face-up: {}", l.en),
            ),
        );
        if self.card(c).colour == Colour::Black {
            self.draw(seat, 2);
        }
    }

    /// 釜底抽薪: the chosen cards go in front of their players together (in order from
    /// the active player rightwards).
    fn fu_di_place(&mut self, seat: Seat, mut placed: Vec<(CardId, Seat)>) {
        if !self.alive(seat) {
            return;
        }
        let order: Vec<Seat> = self.seating.from(self.active).collect();
        placed.sort_by_key(|p| order.iter().position(|&s| s == p.1));
        placed.retain(|&(c, to)| self.alive(to) && self.players[seat.index()].hand.contains(&c));
        for &(c, _) in &placed {
            self.take_from_hand(seat, c);
        }
        for &(c, to) in &placed {
            self.placed_line(seat, to, &[c]);
        }
        // Placed together: one victory check over all of them (both teams may win).
        self.obtain_together(
            placed.into_iter().map(|(c, to)| (to, vec![c])).collect(),
            Source::Skill {
                user: seat,
                skill: Skill::FuDi,
            },
        );
    }

    /// 遗志: the dead 老鬼's whole hand goes face-down to `to`, who takes three of those
    /// cards at random as intel (all of them if three or fewer); the rest are discarded
    /// with her cards.
    fn yi_zhi(&mut self, seat: Seat, to: Seat) {
        self.skill_line(seat, Skill::YiZhi, Some(to));
        let mut hand = std::mem::take(&mut self.players[seat.index()].hand);
        let mut took = Vec::new();
        while took.len() < 3 && !hand.is_empty() {
            let i = self.rng.random_range(0..hand.len());
            took.push(hand.remove(i));
        }
        self.players[seat.index()].hand = hand;
        self.placed_line(seat, to, &took);
        self.obtain(
            to,
            took,
            Source::Skill {
                user: seat,
                skill: Skill::YiZhi,
            },
        );
    }

    /// 合谋: a black intel in front of 老枪, both characters face-down, and the two look at
    /// each other's identity card.
    fn he_mou(&mut self, user: Seat, other: Seat, card: CardId) {
        if !self.up_hidden(other) || self.players[user.index()].up().is_none() {
            return;
        }
        self.take_from_hand(user, card);
        self.placed_line(user, user, &[card]);
        self.flip(user, false);
        self.flip(other, false);
        for (viewer, target) in [(user, other), (other, user)] {
            let identity = self.players[target.index()].identity;
            self.peeks.push(Peek {
                viewer,
                target,
                identity,
            });
            let f = identity.name();
            self.tell(
                &[viewer],
                "fengsheng.peek",
                Text::owned(
                    format!("【合谋】{}号的身份是{}", target.number(), f.zh),
                    format!("Conspire: seat {} is {}", target.number(), f.en),
                ),
            );
        }
        self.log.push(
            Audience::All,
            "fengsheng.he_mou",
            text!("{}号与{}号互相查看了身份牌", "Seats {} and {} look at each other's identity card"; user.number(), other.number()),
        );
        self.obtain(
            user,
            vec![card],
            Source::Skill {
                user,
                skill: Skill::HeMou,
            },
        );
    }
}
