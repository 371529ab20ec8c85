//! Dying, death, reward and punishment (the seed and the rulings).
//!
//! At 0 HP a seat is dying: every living seat in order from the current player is asked
//! for 【茶】 (the dying seat may also use 【酒】 on himself), again and again while he
//! stays at 0 or less, until one declines; then the next. Nobody saves him: he dies. His
//! character and faction cards are revealed (which may make him a careerist), the end is
//! checked, then everything he holds is discarded and the killer, if his faction is
//! determined, is rewarded (different side: draw the victim's faction size, a careerist
//! counting 1) or punished (same faction: discard hand and equipment).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, cards::Step};

use crate::{
    card::Name,
    choices::Act,
    faction::{Side, Which},
    flow::hp_num,
    frame::{DeathCtx, DyingCtx, DyingStep, Frame, In, Next, Ret, reply},
    game::Game,
    log::cached_text,
    timing::Timing,
};

impl Game {
    pub(crate) fn step_dying(&mut self, d: &mut DyingCtx, input: In) -> Next {
        let s = d.seat;
        match d.step {
            DyingStep::Start => {
                self.say(
                    "guozhan.dying",
                    text!(
                        "{}号进入濒死状态（体力{}）",
                        "Seat {} is dying (HP {})",
                        s.num(),
                        hp_num(self.players[s.index()].hp)
                    ),
                );
                d.order = self.alive_from_current();
                d.step = DyingStep::Ask;
                self.fire(Timing::Dying)
            }
            DyingStep::Ask => {
                if !self.alive(s) || self.players[s.index()].hp > 0 {
                    self.players[s.index()].dying = false;
                    return Step::Done(Ret::None);
                }
                while d.at < d.order.len() && !self.alive(d.order[d.at]) {
                    d.at += 1;
                }
                let Some(&asker) = d.order.get(d.at) else {
                    self.players[s.index()].dying = false;
                    return Step::Become(Frame::Death(DeathCtx {
                        seat: s,
                        killer: d.killer,
                        buried: false,
                    }));
                };
                let acts = self.tea_acts(asker, s);
                let lack = (1 - self.players[s.index()].hp).clamp(0, 255) as u8;
                let need = lack.to_string();
                d.step = DyingStep::Answered;
                let key = [3, u8::from(asker == s), s.0, lack, 0, 0];
                let text = cached_text(key, || {
                    if asker == s {
                        text!(
                            "你处于濒死状态，还需{}张【茶】（或【酒】）",
                            "You are dying: {} more Tea (or Wine) needed",
                            &need
                        )
                    } else {
                        text!(
                            "{}号处于濒死状态，还需{}张【茶】：是否对其使用【茶】？",
                            "Seat {} is dying and needs {} more Tea: use Tea on them?",
                            s.num(),
                            &need
                        )
                    }
                });
                self.ask(asker, "guozhan.tea", text, acts, 0);
                Step::Wait
            }
            DyingStep::Answered => {
                let asker = d.order.get(d.at).copied();
                match (reply(input), asker) {
                    (Some(act @ Act::ViewAs { card, .. }), Some(a)) => {
                        if self.needs_faction_choice(a) {
                            d.step = DyingStep::Answered;
                            return match self.defer_for_reveal(a, act) {
                                Some(f) => Step::Call(f),
                                None => Step::Again,
                            };
                        }
                        if !self.jijiu(a, s, card) {
                            return Step::Done(Ret::None);
                        }
                        d.step = DyingStep::Ask;
                        self.fire(Timing::CardUsed)
                    }
                    (Some(Act::Use { card, .. }), Some(a)) if self.hand(a).contains(&card) => {
                        self.hand_to_table(a, &[card]);
                        let l = self.card(card).label();
                        let line = if a == s {
                            text!(
                                "{}号对自己使用了{}",
                                "Seat {} uses {} on itself",
                                a.num(),
                                l
                            )
                        } else {
                            text!(
                                "{}号对{}号使用了{}",
                                "Seat {0} uses {2} on seat {1}",
                                a.num(),
                                s.num(),
                                l
                            )
                        };
                        self.say_cards(Audience::All, "guozhan.rescue", line, &[card]);
                        self.recover(s, 1);
                        self.table_to_discard(card);
                        d.step = DyingStep::Ask;
                        self.fire(Timing::CardUsed)
                    }
                    _ => {
                        d.at += 1;
                        d.step = DyingStep::Ask;
                        Step::Again
                    }
                }
            }
        }
    }

    /// `asker`'s options for dying `s`: pass, a 【茶】, and (for `s` himself) a 【酒】.
    fn tea_acts(&self, asker: Seat, s: Seat) -> Vec<Act> {
        let mut acts = vec![Act::Pass];
        let hand = self.hand(asker);
        if let Some(&c) = hand.iter().find(|&&c| self.card(c).name == Name::Tea) {
            acts.push(Act::Use {
                card: c,
                target: Some(s),
            });
        }
        if asker == s
            && let Some(&c) = hand.iter().find(|&&c| self.card(c).name == Name::Jiu)
        {
            acts.push(Act::Use {
                card: c,
                target: None,
            });
        }
        self.jijiu_acts(asker, s, &mut acts);
        acts
    }

    pub(crate) fn step_death(&mut self, d: &mut DeathCtx, _input: In) -> Next {
        let s = d.seat;
        if !d.buried {
            let p = &mut self.players[s.index()];
            p.alive = false;
            p.dying = false;
            let killer = match d.killer {
                Some(k) if k != s => {
                    text!(
                        "{}号被{}号杀死",
                        "Seat {} is killed by seat {}",
                        s.num(),
                        k.num()
                    )
                }
                _ => text!("{}号阵亡", "Seat {} dies", s.num()),
            };
            self.say("guozhan.death", killer);
            self.reveal_character(s);
            self.reveal_faction(s, Which::Main);
            self.reveal_faction(s, Which::Second);
            if self.ended().is_some() {
                self.discard_everything(s);
                self.check_end();
                return Step::Done(Ret::None);
            }
            d.buried = true;
            return self.fire(Timing::Death);
        }
        self.discard_everything(s);
        let p = &mut self.players[s.index()];
        p.chained = false;
        p.reorganized = false;
        self.reward_or_punish(s, d.killer);
        Step::Done(Ret::None)
    }

    /// The killer's reward or punishment, if his faction is determined.
    fn reward_or_punish(&mut self, victim: Seat, killer: Option<Seat>) {
        let Some(k) = killer.filter(|&k| k != victim && self.alive(k)) else {
            return;
        };
        let Some(killer_side) = self.side(k) else {
            self.say(
                "guozhan.no_reward",
                text!(
                    "{}号未确定势力，没有奖惩",
                    "Seat {}'s faction is not determined: no reward or punishment",
                    k.num()
                ),
            );
            return;
        };
        if self.side(victim) == Some(killer_side) {
            let mut all: Vec<_> = self.hand(k).to_vec();
            all.extend(self.equipment(k));
            self.say(
                "guozhan.punish",
                text!("{}号杀死了同势力的角色：弃置所有手牌和装备", "Seat {} killed a member of its own faction: it discards its hand and equipment", k.num()),
            );
            self.discard_cards(k, &all);
            return;
        }
        let n = match self.side(victim) {
            Some(Side::Faction(_)) => {
                1 + self
                    .seating
                    .all()
                    .filter(|&o| o != victim && self.alive(o) && self.same_faction(o, victim))
                    .count()
            }
            _ => 1,
        };
        let count = n.to_string();
        self.say(
            "guozhan.reward",
            text!(
                "{}号杀死了不同势力的角色：摸{}张牌",
                "Seat {} killed a member of another side: it draws {} card(s)",
                k.num(),
                &count
            ),
        );
        self.draw(k, n);
    }
}
