//! 自动式 (red) skills that fire 「当…时」: which fire at an event and in what order, and
//! what each does when its turn comes. Simultaneous triggers go from the active player
//! rightwards (rulebook p32); at a death, from the dead player rightwards (seed 000).
//! 「当…时」 means the card or skill was used successfully (not 识破'd), so the skills
//! about a 试探 or 锁定 fire as it resolves, before its effect.

use rand::RngExt;
use tianhei_core::{Audience, Seat, Text};

use super::{Character, Question, Skill};
use crate::{
    act::Target,
    card::{CardId, Colour, Kind},
    frame::{Entry, Used},
    frame::{Source, Task},
    game::{Game, Status},
};

impl Game {
    /// The skills that fire when `seat` obtains `cards` from `source`.
    pub(crate) fn obtain_triggers(
        &self,
        seat: Seat,
        cards: &[CardId],
        source: Source,
    ) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        if !self.opts.characters {
            return list;
        }
        let sender = source.sender();
        for o in self.seating.from(self.active) {
            let Some(c) = self.players[o.index()].up() else {
                continue;
            };
            if !self.alive(o) {
                continue;
            }
            for &card in cards {
                let colour = self.card(card).colour;
                let black = colour == Colour::Black;
                for &sk in c.info().skills {
                    let fires = match sk {
                        Skill::YunChou => o == seat && !black,
                        Skill::YingXiong | Skill::BenSe | Skill::FuDi => o == seat && black,
                        Skill::YangMou => o == seat && black && sender.is_some_and(|x| x != o),
                        Skill::JiZhongJi | Skill::XiaoLi => {
                            sender == Some(o) && seat != o && !black
                        }
                        Skill::LianJi | Skill::YinMou | Skill::TouTian => {
                            sender == Some(o) && black
                        }
                        _ => false,
                    };
                    if fires {
                        list.push((o, sk, seat));
                    }
                }
            }
        }
        list
    }

    /// The skills that fire at `dead`'s death, from him rightwards.
    pub(crate) fn death_triggers(&self, dead: Seat) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        for o in self.seating.from(dead) {
            let p = &self.players[o.index()];
            let Some(c) = p.up() else { continue };
            if o == dead {
                for sk in [Skill::YiZhi, Skill::HouZhu] {
                    if c.has(sk) {
                        list.push((o, sk, dead));
                    }
                }
                continue;
            }
            if p.status != Status::Alive {
                continue;
            }
            for &sk in c.info().skills {
                if matches!(
                    sk,
                    Skill::ZaiHou | Skill::JiuMei | Skill::ShiXue | Skill::SouQu | Skill::LinWei
                ) {
                    list.push((o, sk, dead));
                }
            }
        }
        list
    }

    /// The skills that fire as the entry `e` used by `user` resolves, before its effect:
    /// about a 试探 (拷问, 隔墙有耳, 真相, and the secret question about 就计 for a face-down
    /// target), a 锁定 (联动, 攻守兼备, 就计) or a 调虎离山 (攻守兼备).
    pub(crate) fn entry_triggers(&self, user: Seat, e: &Entry) -> Vec<(Seat, Skill, Seat)> {
        let mut list = Vec::new();
        let kind = match e.used {
            Used::Card(c) => self.card(c).kind,
            Used::As(_, k) => k,
            Used::Skill(_) => return list,
        };
        let target = match e.target {
            Target::Seat(t) => Some(t),
            _ => None,
        };
        for o in self.seating.from(self.active) {
            if !self.alive(o) {
                continue;
            }
            let up = |sk| self.up_has(o, sk);
            match kind {
                Kind::Probe => {
                    if o == user {
                        if up(Skill::KaoWen) {
                            list.push((o, Skill::KaoWen, target.unwrap_or(o)));
                        }
                        if up(Skill::GeQiang) {
                            list.push((o, Skill::GeQiang, o));
                        }
                    } else if Some(o) != target && up(Skill::ZhenXiang) {
                        list.push((o, Skill::ZhenXiang, user));
                    }
                }
                Kind::Lock if o == user => {
                    if up(Skill::LianDong) && matches!(e.used, Used::Card(_)) {
                        list.push((o, Skill::LianDong, o));
                    }
                    if up(Skill::GongShou) && matches!(e.used, Used::Card(_)) {
                        list.push((o, Skill::GongShou, o));
                    }
                }
                Kind::Lure if o == user && up(Skill::GongShou) => {
                    list.push((o, Skill::GongShou, o));
                }
                _ => {}
            }
            if Some(o) == target
                && matches!(kind, Kind::Probe | Kind::Lock)
                && self.players[o.index()].down().is_some()
            {
                list.push((o, Skill::JiuJi, o));
            }
        }
        list
    }

    /// 洞悉: every face-up 译电员 may turn face-down when intel is decoded.
    pub(crate) fn decoded_triggers(&self) -> Vec<(Seat, Skill, Seat)> {
        self.seating
            .from(self.active)
            .filter(|&o| self.up_has(o, Skill::DongXi))
            .map(|o| (o, Skill::DongXi, o))
            .collect()
    }

    /// A triggered skill's turn comes: check it still applies, do what it does at once,
    /// and ask what it asks.
    pub(crate) fn trigger(&mut self, seat: Seat, skill: Skill, about: Seat) {
        let own_death = matches!(skill, Skill::YiZhi | Skill::HouZhu);
        let on = if own_death {
            self.players[seat.index()].status == Status::Dead
                && self.dying.contains(seat)
                && self.players[seat.index()]
                    .up()
                    .is_some_and(|c| c.has(skill))
        } else if skill == Skill::JiuJi {
            self.alive(seat)
        } else {
            self.up_has(seat, skill)
        };
        if !on {
            return;
        }
        let push = |g: &mut Game, a: Question| g.tasks.push(Task::Ask(a));
        let other_hand = |g: &Game| {
            g.seating
                .all()
                .any(|t| t != seat && g.alive(t) && !g.players[t.index()].hand.is_empty())
        };
        match skill {
            Skill::YunChou => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 1);
            }
            Skill::YingXiong => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 2);
            }
            Skill::BenSe => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 1);
                if self.has_black(seat) {
                    push(
                        self,
                        Question::PlaceBlack {
                            seat,
                            skill,
                            to: None,
                        },
                    );
                }
            }
            Skill::LianJi => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 1);
                if self.alive(about) && self.has_black(seat) {
                    push(
                        self,
                        Question::PlaceBlack {
                            seat,
                            skill,
                            to: Some(about),
                        },
                    );
                }
            }
            Skill::XiaoLi if self.alive(about) && self.has_black(seat) => {
                push(
                    self,
                    Question::PlaceBlack {
                        seat,
                        skill,
                        to: Some(about),
                    },
                );
            }
            Skill::FuDi if self.has_black(seat) => {
                push(self, Question::FuDiBlack { seat });
            }
            Skill::YangMou | Skill::YinMou if other_hand(self) => {
                push(self, Question::TakeFrom { seat, skill });
            }
            Skill::JiZhongJi if self.alive(about) && self.count(about, Colour::Black) > 0 => {
                push(self, Question::BurnBlack { seat, of: about });
            }
            Skill::TouTian if self.alive(about) && self.true_count(about) > 0 => {
                push(
                    self,
                    Question::TouTian {
                        seat,
                        victim: about,
                    },
                );
            }
            Skill::YiZhi
                if !self.players[seat.index()].hand.is_empty() && !self.living().is_empty() =>
            {
                push(self, Question::YiZhi { seat });
            }
            Skill::HouZhu if other_hand(self) => {
                push(self, Question::HouZhuLook { seat });
            }
            Skill::ZaiHou if !self.players[seat.index()].identity_shown && self.has_black(seat) => {
                push(self, Question::ZaiHouTarget { seat });
            }
            Skill::JiuMei => {
                let dying = self.players[about.index()].status == Status::Dead
                    && self.dying.contains(about);
                if dying
                    && about != seat
                    && !self.players[seat.index()].identity_shown
                    && self.female_at_death(about)
                {
                    push(self, Question::Fire { seat, skill, about });
                }
            }
            Skill::ShiXue => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 4);
                if !self.players[seat.index()].hand.is_empty() {
                    push(self, Question::Give { seat, skill });
                }
            }
            Skill::SouQu => self.sou_qu(seat, about),
            Skill::LinWei => {
                let p = &self.players[about.index()];
                let pending = p.status == Status::Dead
                    && self.dying.contains(about)
                    && !p.identity_taken
                    && !p.identity_shown;
                if pending {
                    push(self, Question::Fire { seat, skill, about });
                }
            }
            Skill::KaoWen if !self.players[about.index()].hand.is_empty() => {
                push(self, Question::Fire { seat, skill, about });
            }
            Skill::GeQiang | Skill::GongShou => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 2);
                self.ask_top(seat, skill, 1);
            }
            Skill::LianDong => {
                self.skill_line(seat, skill, None);
                self.draw(seat, 2);
                if !self.players[seat.index()].hand.is_empty()
                    && self.seating.all().any(|t| t != seat && self.alive(t))
                {
                    push(self, Question::Give { seat, skill });
                }
            }
            Skill::ZhenXiang if !self.players[seat.index()].hand.is_empty() => {
                push(self, Question::Discard { seat, skill, about });
            }
            Skill::JiuJi => push(self, Question::Secret { seat, skill }),
            Skill::DongXi => push(self, Question::Fire { seat, skill, about }),
            _ => {}
        }
    }

    /// Whether the dying player counts as female: his character, as it lay when he died.
    fn female_at_death(&self, s: Seat) -> bool {
        use super::Gender;
        self.players[s.index()]
            .up()
            .is_some_and(|c| matches!(c.info().gender, Gender::Female | Gender::Both))
    }

    /// Asks `seat` to put `n` hand cards back on top of the deck (if he has any).
    pub(crate) fn ask_top(&mut self, seat: Seat, skill: Skill, n: u8) {
        if !self.players[seat.index()].hand.is_empty() && n > 0 {
            self.tasks.push(Task::Ask(Question::Top {
                seat,
                skill,
                left: n,
            }));
        }
    }

    /// 搜取: look at one of the dead player's cards at random (`seat` alone), then keep it
    /// in hand, take it as intel, or leave it.
    fn sou_qu(&mut self, seat: Seat, dead: Seat) {
        let hand = &self.players[dead.index()].hand;
        if hand.is_empty() {
            return;
        }
        let card = hand[self.rng.random_range(0..hand.len())];
        self.skill_line(seat, Skill::SouQu, Some(dead));
        let l = self.card(card).label();
        self.tell(
            &[seat],
            "fengsheng.sou_qu",
            Text::owned(
                format!("【搜取】你检视了{}号的一张手牌：{}", dead.number(), l.zh),
                format!("Search: one of seat {}'s cards is {}", dead.number(), l.en),
            ),
        );
        self.tasks.push(Task::Ask(Question::SouQu {
            seat,
            from: dead,
            card,
        }));
    }

    /// Whether `s`'s character is a 潜伏 card lying face-up (合谋 needs one).
    pub(crate) fn up_hidden(&self, s: Seat) -> bool {
        self.players[s.index()].up().is_some_and(Character::hidden)
    }

    /// Logs a private line to `s` and a public one.
    pub(crate) fn both_lines(&mut self, s: Seat, private: Text, public: Text) {
        self.tell(&[s], "fengsheng.private", private);
        self.log.push(Audience::All, "fengsheng.public", public);
    }
}
