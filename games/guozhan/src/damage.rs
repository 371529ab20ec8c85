//! Damage, HP loss and recovery (reference §1.7) and the chain (§1.12).
//!
//! The pipeline: caused (source side) → inflicted (target side) → HP reduced (dying at 0)
//! → after (source) → after (target) → complete: a chained target of elemental damage is
//! unchained, and the same damage (same source, nature, card and final amount) passes to
//! every other chained seat in seat order from the current player. Passed damage skips
//! the weapons and does not pass on again, but each victim's own armour still acts. A
//! prevented or zero damage stops the pipeline.

use tianhei_core::text;
use tianhei_core::{Seat, cards::Step};

use crate::{
    flow::hp_num,
    frame::{DamageCtx, DamageStep, DyingCtx, DyingStep, Frame, In, Next, Ret, broke},
    game::Game,
    timing::Timing,
};

impl Game {
    pub(crate) fn step_damage(&mut self, d: &mut DamageCtx, input: In) -> Next {
        let t = d.target;
        match d.step {
            DamageStep::Caused => {
                if !self.alive(t) {
                    return Step::Done(Ret::Amount(0));
                }
                if d.source.is_some_and(|s| !self.alive(s)) {
                    d.source = None;
                }
                d.step = DamageStep::Inflicted;
                self.fire(Timing::DamageCaused)
            }
            DamageStep::Inflicted => {
                if broke(&input) {
                    d.prevented = true;
                }
                if d.prevented || d.amount <= 0 || !self.alive(t) {
                    return Step::Done(Ret::Amount(0));
                }
                d.step = DamageStep::Done;
                self.fire(Timing::DamageInflicted)
            }
            DamageStep::Done => {
                if broke(&input) {
                    d.prevented = true;
                }
                if d.prevented || d.amount <= 0 || !self.alive(t) {
                    return Step::Done(Ret::Amount(0));
                }
                let before = self.players[t.index()].hp;
                let after = before - d.amount;
                self.players[t.index()].hp = after;
                self.log_damage(d, before, after);
                if d.nature.elemental() && self.players[t.index()].chained && !d.chain {
                    d.propagate = true;
                }
                let dying = after <= 0 && !self.players[t.index()].dying;
                let killer = d.source;
                d.step = DamageStep::After;
                if dying {
                    Step::Call(self.dying(t, killer))
                } else {
                    Step::Again
                }
            }
            DamageStep::After => {
                d.step = DamageStep::AfterTarget;
                let source_alive = d.source.is_some_and(|s| self.alive(s));
                if source_alive {
                    self.fire(Timing::AfterDamage)
                } else {
                    Step::Again
                }
            }
            DamageStep::AfterTarget => {
                d.step = DamageStep::Complete;
                if self.alive(t) {
                    self.fire(Timing::AfterDamaged)
                } else {
                    Step::Again
                }
            }
            DamageStep::Complete => {
                if d.nature.elemental() && self.players[t.index()].chained {
                    self.players[t.index()].chained = false;
                    self.say(
                        "guozhan.unchained",
                        text!(
                            "{}号的连环状态解除",
                            "Seat {} is no longer chained",
                            t.num()
                        ),
                    );
                }
                if d.propagate {
                    d.step = DamageStep::Chain;
                    Step::Again
                } else {
                    Step::Done(Ret::Amount(d.amount))
                }
            }
            DamageStep::Chain => {
                let next = self
                    .alive_from_current()
                    .into_iter()
                    .find(|&s| s != t && self.players[s.index()].chained);
                let Some(next) = next else {
                    return Step::Done(Ret::Amount(d.amount));
                };
                self.say(
                    "guozhan.chain_damage",
                    text!(
                        "连环：伤害传导至{}号",
                        "Chain: the damage passes to seat {}",
                        next.num()
                    ),
                );
                let passed = Box::new(DamageCtx {
                    source: d.source,
                    target: next,
                    amount: d.amount,
                    nature: d.nature,
                    card: d.card,
                    by_sha: false,
                    armor_ignored: false,
                    chain: true,
                    prevented: false,
                    propagate: false,
                    step: DamageStep::Caused,
                });
                Step::Call(Frame::Damage(passed))
            }
        }
    }

    fn log_damage(&mut self, d: &DamageCtx, before: i32, after: i32) {
        let n = d.nature.name();
        let amount = d.amount.to_string();
        let (b, a) = (hp_num(before), hp_num(after));
        let t = d.target.num();
        let text = match d.source {
            Some(s) => {
                text!(
                    "{}号受到{}号造成的{}点{}伤害（体力{}→{}）",
                    "Seat {0} takes {2} {3}damage from seat {1} (HP {4}→{5})",
                    t,
                    s.num(),
                    &amount,
                    n,
                    b,
                    a
                )
            }
            None => {
                text!(
                    "{}号受到{}点{}伤害（体力{}→{}）",
                    "Seat {} takes {} {}damage (HP {}→{})",
                    t,
                    &amount,
                    n,
                    b,
                    a
                )
            }
        };
        self.say("guozhan.damage", text);
    }

    /// A damage-changing handler's line: `藤甲：伤害 1→2`.
    pub(crate) fn log_damage_change(
        &mut self,
        owner: Seat,
        name: crate::card::Name,
        from: i32,
        to: i32,
    ) {
        let l = name.label();
        let (f, t) = (from.to_string(), to.to_string());
        self.say(
            "guozhan.damage_change",
            text!(
                "{}号的{}：伤害{}→{}",
                "Seat {}'s {}: damage {}→{}",
                owner.num(),
                l,
                &f,
                &t
            ),
        );
    }

    /// `s` recovers `n` HP, never above max.
    pub(crate) fn recover(&mut self, s: Seat, n: i32) {
        let p = &mut self.players[s.index()];
        if !p.alive || n <= 0 {
            return;
        }
        let before = p.hp;
        p.hp = (p.hp + n).min(p.max_hp);
        let after = p.hp;
        if after == before {
            return;
        }
        let got = (after - before).to_string();
        self.say(
            "guozhan.recover",
            text!(
                "{}号回复了{}点体力（体力{}→{}）",
                "Seat {} recovers {} HP (HP {}→{})",
                s.num(),
                &got,
                hp_num(before),
                hp_num(after)
            ),
        );
    }

    /// `s` loses `n` HP: not damage (no damage timings, no chain); dying at 0. An engine
    /// operation for skills (苦肉); no card of the deck does it.
    pub(crate) fn lose_hp(&mut self, s: Seat, n: i32) -> Option<Frame> {
        let p = &mut self.players[s.index()];
        if !p.alive || n <= 0 {
            return None;
        }
        let before = p.hp;
        p.hp -= n;
        let after = p.hp;
        let lost = n.to_string();
        self.say(
            "guozhan.lose_hp",
            text!(
                "{}号失去了{}点体力（体力{}→{}）",
                "Seat {} loses {} HP (HP {}→{})",
                s.num(),
                &lost,
                hp_num(before),
                hp_num(after)
            ),
        );
        (after <= 0 && !self.players[s.index()].dying).then(|| self.dying(s, None))
    }

    /// `s` enters dying (濒死); `killer` is the source of the damage, if any.
    pub(crate) fn dying(&mut self, s: Seat, killer: Option<Seat>) -> Frame {
        self.players[s.index()].dying = true;
        Frame::Dying(DyingCtx {
            seat: s,
            killer,
            order: Vec::new(),
            at: 0,
            step: DyingStep::Start,
        })
    }
}
