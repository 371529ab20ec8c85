//! A card use from declaration to the discard pile: the use line, the card-used timing,
//! each target confirmed, equipment and delayed tricks landing, 五谷丰登's revealed cards,
//! one effect per target in order (a target removed by 取消 or dead is skipped), then
//! 以逸待劳's discards and the card-finished timing.
//!
//! Each target's effect opens with the card-effected timing (armour), then, for a trick,
//! a 无懈可击 window, then the card's own effect (`effects`, `tricks`).

use tianhei_core::text;
use tianhei_core::{Audience, Seat, Text, cards::Step};

use crate::{
    card::{Kind, Name, Zone},
    frame::{
        DiscardCtx, DiscardReason, EffStep, EffectCtx, Frame, In, Next, Ret, UseCtx, UseStep,
        broke, ret,
    },
    game::Game,
    timing::Timing,
};

impl Game {
    pub(crate) fn step_use(&mut self, u: &mut UseCtx, _input: In) -> Next {
        match u.step {
            UseStep::Declared => {
                self.log_use(u);
                u.step = UseStep::Confirm;
                self.fire(Timing::CardUsed)
            }
            UseStep::Confirm => {
                if let Some(&t) = u.targets.get(u.next) {
                    u.next += 1;
                    u.current = Some(t);
                    return if self.alive(t) {
                        self.fire(Timing::TargetConfirmed)
                    } else {
                        Step::Again
                    };
                }
                u.next = 0;
                u.current = None;
                u.step = UseStep::Prepare;
                Step::Again
            }
            UseStep::Prepare => {
                let name = u.card.name;
                match name.kind() {
                    Kind::Equip(_) => {
                        for &c in &u.card.cards {
                            if self.zones.zone_of(c) == Zone::Table {
                                self.put_equip(u.user, c);
                            }
                        }
                        u.step = UseStep::Done;
                    }
                    Kind::Delayed => {
                        let to = u.targets.first().copied().unwrap_or(u.user);
                        for &c in &u.card.cards {
                            if self.alive(to) && self.zones.zone_of(c) == Zone::Table {
                                self.put_judge(to, c, name);
                            }
                        }
                        u.step = UseStep::Done;
                    }
                    _ => {
                        if name == Name::Grace {
                            let n = u.targets.len();
                            for _ in 0..n {
                                if let Some(c) = self.zones.draw(
                                    Zone::Deck,
                                    Zone::Discard,
                                    Zone::Table,
                                    &mut self.rng,
                                ) {
                                    u.grace.push(c);
                                }
                            }
                            let names = self.cards_text(&u.grace);
                            let shown = u.grace.clone();
                            self.say_cards(
                                Audience::All,
                                "guozhan.grace_reveal",
                                text!("五谷丰登亮出：{}", "Amazing Grace reveals: {}", names),
                                &shown,
                            );
                        }
                        u.step = UseStep::Effects;
                    }
                }
                Step::Again
            }
            UseStep::Effects => {
                while let Some(&t) = u.targets.get(u.next) {
                    u.next += 1;
                    if u.cancelled.contains(t) || !self.alive(t) {
                        continue;
                    }
                    u.current = Some(t);
                    return Step::Call(Frame::Effect(Box::new(EffectCtx {
                        target: t,
                        step: EffStep::Start,
                        no_effect: false,
                        turn: t,
                        shown: None,
                        picks: 0,
                        forced: false,
                    })));
                }
                u.current = None;
                u.step = UseStep::Finish;
                Step::Again
            }
            UseStep::Finish => {
                let awaiting: Vec<Seat> = if u.card.name == Name::Await {
                    u.targets
                        .iter()
                        .copied()
                        .filter(|&t| u.effected.contains(t) && self.alive(t))
                        .collect()
                } else {
                    Vec::new()
                };
                u.step = UseStep::Awaiting(awaiting.len() as u8);
                u.awaiting = awaiting;
                Step::Again
            }
            UseStep::Awaiting(left) => {
                // 以逸待劳's discards, one target after another in the order of the use.
                let Some(&t) = u.awaiting.get(u.awaiting.len() - left as usize) else {
                    u.step = UseStep::Done;
                    return Step::Again;
                };
                u.step = if left > 1 {
                    UseStep::Awaiting(left - 1)
                } else {
                    UseStep::Done
                };
                Step::Call(Frame::Discard(DiscardCtx {
                    seat: t,
                    count: 2,
                    reason: DiscardReason::Await,
                    asked: false,
                }))
            }
            UseStep::Done => {
                if !u.grace.is_empty() {
                    let left = std::mem::take(&mut u.grace);
                    for &c in &left {
                        self.table_to_discard(c);
                    }
                    let names = self.cards_text(&left);
                    self.say_cards(
                        Audience::All,
                        "guozhan.grace_left",
                        text!(
                            "五谷丰登剩余的{}置入弃牌堆",
                            "Amazing Grace's leftover {} is discarded",
                            names
                        ),
                        &left,
                    );
                }
                for &c in &u.card.cards {
                    self.table_to_discard(c);
                }
                self.fire_last(Timing::CardFinished)
            }
        }
    }

    /// `1号对3号使用了【杀】♠7`, with conversions and 借刀杀人's victim.
    fn log_use(&mut self, u: &UseCtx) {
        let user = u.user.num();
        let name = u.card.name.label();
        // Targets as players read them; the user among them is 自己 (以逸待劳 targets the
        // user and its faction-mates).
        let targets = u
            .targets
            .iter()
            .map(|&t| {
                if t == u.user {
                    "自己".to_string()
                } else {
                    format!("{}号", t.num())
                }
            })
            .collect::<Vec<_>>()
            .join("、");
        let targets_en = u
            .targets
            .iter()
            .map(|&t| {
                if t == u.user {
                    "itself".to_string()
                } else {
                    format!("seat {}", t.num())
                }
            })
            .collect::<Vec<_>>()
            .join(", ");
        let targets = Text::owned(targets, targets_en);
        let real = u.card.real;
        let cards = self.cards_text(&u.card.cards);
        let what = if real {
            cards
        } else if u.card.cards.is_empty() {
            name.clone()
        } else {
            text!("{}（由{}转化）", "{} (from {})", name, cards)
        };
        let via = u.card.via.map(|v| v.label());
        let self_only = u.targets.len() == 1 && u.targets[0] == u.user;
        let untargeted = matches!(
            u.card.name,
            Name::Savage | Name::Archery | Name::Salvation | Name::Grace
        ) || matches!(u.card.name.kind(), Kind::Equip(_));
        let self_only = self_only && u.card.name != Name::Await;
        let equip = matches!(u.card.name.kind(), Kind::Equip(_));
        let mut text = if equip {
            text!("{}号装备了{}", "Seat {} equips {}", user, what)
        } else if self_only || untargeted || u.targets.is_empty() {
            text!("{}号使用了{}", "Seat {} uses {}", user, what)
        } else {
            text!(
                "{}号对{}使用了{}",
                "Seat {0} uses {2} on {1}",
                user,
                targets,
                what
            )
        };
        if let Some(b) = u.victim {
            text = text!(
                "{}，令其对{}号使用【杀】",
                "{}: it must Slash seat {}",
                text,
                b.num()
            );
        }
        if let Some(v) = via {
            text = text!("{}（{}）", "{} ({})", text, v);
        }
        if u.drunk > 0 {
            text = text!("{}（酒：伤害+1）", "{} (wine: +1 damage)", text);
        }
        let shown = u.card.cards.clone();
        self.say_cards(Audience::All, "guozhan.use", text, &shown);
    }

    pub(crate) fn step_effect(&mut self, e: &mut EffectCtx, input: In) -> Next {
        let t = e.target;
        let Some((name, user, cancelled)) = self
            .top_use()
            .map(|u| (u.card.name, u.user, u.cancelled.contains(t)))
        else {
            return Step::Done(Ret::None);
        };
        if cancelled
            && matches!(
                e.step,
                EffStep::Start | EffStep::Window | EffStep::AfterWindow
            )
        {
            // 取消 before the card took effect on it: no effect.
            return Step::Done(Ret::None);
        }
        match e.step {
            EffStep::Start => {
                if !self.alive(t) {
                    return Step::Done(Ret::None);
                }
                e.step = EffStep::Window;
                self.fire(Timing::CardEffected)
            }
            EffStep::Window => {
                if e.no_effect || broke(&input) || !self.alive(t) {
                    return Step::Done(Ret::None);
                }
                if !name.is_trick() {
                    e.step = EffStep::Apply;
                    return Step::Again;
                }
                let p = &self.players[t.index()];
                if name == Name::Salvation && p.hp >= p.max_hp {
                    return Step::Done(Ret::None);
                }
                if name == Name::Grace && self.top_use().is_some_and(|u| u.grace.is_empty()) {
                    return Step::Done(Ret::None);
                }
                let Some((all_null, can_all)) = self
                    .top_use()
                    .map(|u| (u.all_nullified.contains(t), self.heg_all_possible(u, t)))
                else {
                    return Step::Done(Ret::None);
                };
                if all_null {
                    let l = name.label();
                    self.say(
                        "guozhan.heg_nullified",
                        text!(
                            "无懈可击·国生效：{}对{}号无效",
                            "Nullification (kingdom): {} has no effect on seat {}",
                            l,
                            t.num()
                        ),
                    );
                    return Step::Done(Ret::None);
                }
                e.step = EffStep::AfterWindow;
                Step::Call(self.nullify(name, Some(user), t, can_all))
            }
            EffStep::AfterWindow => {
                let cancelled = ret(input) == Ret::Bool(true);
                if cancelled || !self.alive(t) {
                    return Step::Done(Ret::None);
                }
                e.step = EffStep::Apply;
                Step::Again
            }
            _ => self.effect_step(e, name, user, input),
        }
    }

    /// Whether 无懈可击·国 could choose "all of that faction" against the current use on
    /// `t`: a multi-target instant trick, `t` determined and not a careerist, and a later
    /// target of the same faction still to come.
    fn heg_all_possible(&self, u: &UseCtx, t: Seat) -> bool {
        if u.targets.len() < 2 || self.side(t).is_none() || self.players[t.index()].careerist {
            return false;
        }
        u.targets[u.next.min(u.targets.len())..].iter().any(|&o| {
            o != t && !u.cancelled.contains(o) && self.alive(o) && self.same_faction(o, t)
        })
    }

    /// 取消: `t` is no longer a target of the innermost use. A card left with no target
    /// goes to the discard pile (its use ends with no effect).
    pub fn cancel_target(&mut self, t: Seat) {
        let Some(u) = self.top_use_mut() else {
            return;
        };
        u.cancelled.insert(t);
        let label = u.card.name.label();
        let left = u
            .targets
            .iter()
            .filter(|&&x| !u.cancelled.contains(x))
            .count();
        self.say(
            "guozhan.cancel_target",
            text!(
                "{}号不再是{}的目标",
                "Seat {} is no longer a target of {}",
                t.num(),
                label
            ),
        );
        if left == 0 {
            self.say(
                "guozhan.no_targets",
                text!(
                    "{}没有目标，置入弃牌堆",
                    "{} has no target left and is discarded",
                    label
                ),
            );
        }
    }
}
