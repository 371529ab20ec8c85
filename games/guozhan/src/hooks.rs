//! Timing points and their handlers: the seam where skills and equipment effects act.
//!
//! A process fires each of its timing points (`Game::fire`); the point is the card kit's
//! ([`tianhei_core::cards::Fire`], a frame `Frame::Fire`). The handlers that apply run in
//! priority order — for each living seat from the current player, that seat's trigger
//! skills then its equipment, listed once when the point starts — and a handler may
//! *break* the event. The process then runs the timing's default rule (drawing in the draw
//! phase, reducing HP, the card's effect…) unless the event was broken: the default rules
//! are the lowest-priority handlers of every point. Handlers that need a decision push a
//! frame ([`Frame::Equip`], `Frame::Skill`) and the point resumes after it. What 国战 adds
//! around the kit's point: a point nobody could answer is skipped without a frame
//! (`nobody_listens`); a point fired as a process's last act takes its place and returns
//! nothing (`Frame::FireLast`); a handler's process that ends with [`Ret::Broke`] breaks it.
//!
//! Equipment effects are handlers here: 青釭剑 and 雌雄双股剑 when a 【杀】 targets,
//! 仁王盾 and 藤甲 when a card takes effect, 贯石斧 when a 【杀】 is dodged, 寒冰剑 and
//! 麒麟弓 when damage is caused, 藤甲 and 白银狮子 when it is inflicted, 三尖两刃刀 after.
//! Trigger skills are `Handler::Skill` (see `skills`): their owner is asked, in secret
//! while the character is face-down, in a `Frame::Skill` the point waits for; a skill
//! process that replaces the event (突袭's draw, 克己's discard) breaks it when it ends.

use tianhei_core::{
    Seat,
    cards::{Fire, Fired, Handlers, Step},
};

use crate::{
    card::{Colour, Name, Nature, Slot},
    frame::{DamageCtx, EffectCtx, EquipCtx, Frame, In, Next, Ret, UseCtx, broke},
    game::Game,
    timing::{Handler, Timing, slots_at},
};

/// 国战's timing points are the card kit's: a [`Fire`] over [`Timing`] and [`Handler`],
/// listed once when the point starts ([`Fire::once`]: a handler that starts to apply only
/// after an earlier one ran, 雌雄双股剑 after 铁骑 revealed its owner, does not fire).
impl Handlers for Frame {
    type Point = Timing;
    type Handler = Handler;

    fn handlers(g: &Game, t: Timing, s: Seat, each: impl FnMut(Handler)) {
        g.handlers(t, s, each);
    }

    fn fire(g: &mut Game, t: Timing, s: Seat, h: Handler) -> Fired<Frame> {
        if !g.alive(s) {
            return Fired::Continue;
        }
        g.run_handler(s, h, t)
    }
}

impl Game {
    /// Fires timing point `t`: the calling frame steps again once its handlers have run,
    /// with [`Ret::Broke`] saying whether one broke the event (then the timing's default
    /// rule is skipped). A point nobody could answer is skipped at once.
    pub(crate) fn fire(&mut self, t: Timing) -> Next {
        if self.nobody_listens(t) {
            Step::Again
        } else {
            Step::Call(Frame::Fire(self.point(t)))
        }
    }

    /// Fires `t` as the last thing the calling frame does: the point takes its place and
    /// hands nothing to the frame below.
    pub(crate) fn fire_last(&mut self, t: Timing) -> Next {
        if self.nobody_listens(t) {
            Step::Done(Ret::None)
        } else {
            Step::Become(Frame::FireLast(self.point(t)))
        }
    }

    /// Point `t`, for every living seat from the current player.
    fn point(&self, t: Timing) -> Fire<Timing, Handler> {
        Fire::once(t, self.active, self.seating, |s| self.alive(s))
    }

    /// One step of a timing point. A handler's process that replaces the event (突袭's
    /// draw, 克己's discard) breaks the point when it ends.
    pub(crate) fn step_fire(&mut self, f: &mut Fire<Timing, Handler>, input: In) -> Next {
        if broke(&input) {
            Step::Done(Ret::Broke(true))
        } else {
            f.step(self, input)
        }
    }

    /// Whether no handler could act at `t` (no equipment slot and no skill listens).
    fn nobody_listens(&self, t: Timing) -> bool {
        let slots = slots_at(t);
        let equipped = !slots.is_empty()
            && self.seating.all().any(|seat| {
                let p = &self.players[seat.index()];
                p.alive
                    && slots
                        .iter()
                        .any(|&k| self.equipped(seat, k).is_some() && !p.sideways[k.index()])
            });
        !equipped && !self.triggers.iter().any(|&(_, k)| k.listens(t))
    }

    /// Hands `out` the handlers seat `s` has at `t`, in the order they fire: its trigger
    /// skills, then its equipment (none for a dead seat).
    #[inline]
    fn handlers(&self, t: Timing, s: Seat, mut out: impl FnMut(Handler)) {
        let p = &self.players[s.index()];
        if !p.alive {
            return;
        }
        // Whether any seat's trigger skill listens at `t`, asked once a skill of `s` does.
        let mut noted = None;
        for &k in self.skills_of(s) {
            if k.listens(t)
                && *noted.get_or_insert_with(|| self.triggers.iter().any(|&(_, k)| k.listens(t)))
                && self.skill_applies(s, k, t)
            {
                out(Handler::Skill(k));
            }
        }
        for &slot in slots_at(t) {
            if let Some(c) = self.equipped(s, slot)
                && !p.sideways[slot.index()]
            {
                let name = self.card(c).name;
                if self.equip_applies(s, name, t) {
                    out(Handler::Equip(name));
                }
            }
        }
    }

    /// Whether equipment `name` of `owner` acts at `t` now.
    fn equip_applies(&self, owner: Seat, name: Name, t: Timing) -> bool {
        match t {
            Timing::TargetConfirmed => {
                let Some(u) = self.top_use() else {
                    return false;
                };
                let Some(target) = u.current else {
                    return false;
                };
                u.user == owner
                    && u.card.name.is_sha()
                    && match name {
                        Name::Qinggang => true,
                        Name::DoubleSword => match (self.gender(owner), self.gender(target)) {
                            (Some(a), Some(b)) => a != b,
                            _ => false,
                        },
                        _ => false,
                    }
            }
            Timing::CardEffected => {
                let (Some(u), Some(e)) = (self.top_use(), self.top_effect()) else {
                    return false;
                };
                if e.target != owner || u.armor_ignored.contains(owner) {
                    return false;
                }
                match name {
                    Name::Renwang => u.card.name.is_sha() && u.card.colour == Colour::Black,
                    Name::Vine => matches!(u.card.name, Name::Sha | Name::Savage | Name::Archery),
                    _ => false,
                }
            }
            Timing::SlashMissed => {
                let Some(u) = self.top_use() else {
                    return false;
                };
                name == Name::Axe && u.user == owner && self.axe_cost_payable(owner)
            }
            Timing::DamageCaused | Timing::AfterDamage => {
                let Some(d) = self.top_damage() else {
                    return false;
                };
                if d.source != Some(owner) || !d.by_sha || d.chain || d.prevented {
                    return false;
                }
                let tp = d.target;
                match (t, name) {
                    (Timing::DamageCaused, Name::IceSword) => self.card_count(tp) > 0,
                    (Timing::DamageCaused, Name::KylinBow) => {
                        self.equipped(tp, Slot::DefHorse).is_some()
                            || self.equipped(tp, Slot::OffHorse).is_some()
                    }
                    (Timing::AfterDamage, Name::Triblade) => {
                        !self.hand(owner).is_empty()
                            && self.triblade_targets(owner, d.target).next().is_some()
                    }
                    _ => false,
                }
            }
            Timing::DamageInflicted => {
                let Some(d) = self.top_damage() else {
                    return false;
                };
                d.target == owner
                    && !d.armor_ignored
                    && match name {
                        Name::Vine => d.nature == Nature::Fire,
                        Name::SilverLion => d.amount > 1,
                        _ => false,
                    }
            }
            _ => false,
        }
    }

    fn run_handler(&mut self, owner: Seat, h: Handler, t: Timing) -> Fired<Frame> {
        let name = match h {
            Handler::Equip(name) => name,
            Handler::Skill(k) => return self.run_skill(owner, k, t),
        };
        if !self.has_active(owner, name) || !self.equip_applies(owner, name, t) {
            return Fired::Continue;
        }
        match name {
            Name::Qinggang => {
                if let Some(u) = self.top_use_mut()
                    && let Some(target) = u.current
                {
                    u.armor_ignored.insert(target);
                }
                Fired::Continue
            }
            Name::Renwang | Name::Vine if t == Timing::CardEffected => {
                if let Some(e) = self.top_effect_mut() {
                    e.no_effect = true;
                }
                self.log_armour(owner, name);
                Fired::Break
            }
            Name::Vine | Name::SilverLion => {
                let amount = self.top_damage().map_or(0, |d| d.amount);
                let to = if name == Name::Vine { amount + 1 } else { 1 };
                if let Some(d) = self.top_damage_mut() {
                    d.amount = to;
                }
                self.log_damage_change(owner, name, amount, to);
                Fired::Continue
            }
            _ => {
                let other = match t {
                    Timing::TargetConfirmed => self.top_use().and_then(|u| u.current),
                    Timing::SlashMissed => self.top_effect().map(|e| e.target),
                    _ => self.top_damage().map(|d| d.target),
                };
                match other {
                    Some(other) => Fired::Push(Frame::Equip(EquipCtx {
                        name,
                        owner,
                        other,
                        step: 0,
                        card: None,
                    })),
                    None => Fired::Continue,
                }
            }
        }
    }

    /// The innermost card use.
    pub(crate) fn top_use(&self) -> Option<&UseCtx> {
        self.engine.frames().iter().rev().find_map(|f| match f {
            Frame::Use(u) => Some(&**u),
            _ => None,
        })
    }

    /// The innermost card use, to change.
    pub(crate) fn top_use_mut(&mut self) -> Option<&mut UseCtx> {
        self.engine
            .frames_mut()
            .iter_mut()
            .rev()
            .find_map(|f| match f {
                Frame::Use(u) => Some(&mut **u),
                _ => None,
            })
    }

    /// The innermost effect.
    pub(crate) fn top_effect(&self) -> Option<&EffectCtx> {
        self.engine.frames().iter().rev().find_map(|f| match f {
            Frame::Effect(e) => Some(&**e),
            _ => None,
        })
    }

    /// The innermost effect, to change.
    pub(crate) fn top_effect_mut(&mut self) -> Option<&mut EffectCtx> {
        self.engine
            .frames_mut()
            .iter_mut()
            .rev()
            .find_map(|f| match f {
                Frame::Effect(e) => Some(&mut **e),
                _ => None,
            })
    }

    /// The innermost damage.
    pub(crate) fn top_damage(&self) -> Option<&DamageCtx> {
        self.engine.frames().iter().rev().find_map(|f| match f {
            Frame::Damage(d) => Some(&**d),
            _ => None,
        })
    }

    /// The innermost damage, to change.
    pub(crate) fn top_damage_mut(&mut self) -> Option<&mut DamageCtx> {
        self.engine
            .frames_mut()
            .iter_mut()
            .rev()
            .find_map(|f| match f {
                Frame::Damage(d) => Some(&mut **d),
                _ => None,
            })
    }
}
