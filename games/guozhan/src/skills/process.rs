//! A skill's process and what skills add to the play phase and to answers, for every
//! skill: a trigger skill asks its owner (in secret while his character is face-down: the
//! prompt is listed in no public view and a refusal leaves no line in any log), is used,
//! then runs its own steps (its module's `effect`); an active or view-as skill is used
//! from the play phase or an answer. Using a skill of a face-down character reveals it,
//! after a faction card of its owner's choice when both are face-down (FAQ 1).

use tianhei_core::text;
use tianhei_core::{
    Seat, Text,
    cards::{Fired, Step},
};

use super::{Skill, SkillKind};
use crate::{
    card::{CardId, UsedCard, Zone},
    character::Gender,
    choices::Act,
    faction::Which,
    frame::{
        Frame, In, JudgeCtx, JudgeReason, Next, RespondCtx, Ret, SkillCtx, Stage, replies, reply,
    },
    game::Game,
    phase::Phase,
    timing::Timing,
};

impl Game {
    /// Runs trigger skill `k` of `owner` at `t`: one that acts at once (裸衣's +1) does;
    /// the others ask their owner first.
    pub(crate) fn run_skill(&mut self, owner: Seat, k: Skill, t: Timing) -> Fired<Frame> {
        if !self.skill_applies(owner, k, t) || k.at_once(self, owner, t) {
            return Fired::Continue;
        }
        let mut ctx = SkillCtx::new(k, owner);
        ctx.target = match t {
            Timing::AfterDamaged => self.top_damage().and_then(|d| d.source),
            Timing::AfterDamage => self.top_damage().map(|d| d.target),
            Timing::TargetConfirmed => self.top_use().and_then(|u| u.current),
            Timing::SlashMissed => self.top_effect().map(|e| e.target),
            _ => None,
        };
        Fired::Push(Frame::Skill(Box::new(ctx)))
    }

    /// Whether trigger skill `k` of `s` (face-up or face-down) could act at `t` now.
    pub(crate) fn skill_applies(&self, s: Seat, k: Skill, t: Timing) -> bool {
        matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) && k.applies(self, s, t)
    }

    /// One step of a skill's process.
    pub(crate) fn step_skill(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        if !self.alive(s) {
            return Step::Done(Ret::None);
        }
        match k.stage {
            Stage::RevealChoice => {
                let p = &self.players[s.index()];
                let acts = vec![
                    Act::Reveal(Which::Main, p.main.colour),
                    Act::Reveal(Which::Second, p.second.colour),
                ];
                let n = k.skill.name();
                k.stage = Stage::RevealChosen;
                self.ask(
                    s,
                    "guozhan.skill_reveal",
                    text!(
                        "发动{}须明置角色牌：先明置一张势力牌",
                        "To use {} you reveal your character: first reveal a faction card",
                        n
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            Stage::RevealChosen => {
                let w = match reply(input) {
                    Some(Act::Reveal(w, _)) => w,
                    _ => Which::Main,
                };
                self.reveal_faction(s, w);
                self.check_end();
                if self.outcome.is_some() {
                    return Step::Done(Ret::None);
                }
                match k.act {
                    // The frame below reads the act again, now that only the character
                    // is left to reveal.
                    Some(act) => Step::Done(Ret::Replay(act)),
                    None => Step::Done(Ret::None),
                }
            }
            Stage::Ask => {
                k.stage = Stage::Asked;
                let skill = k.skill;
                if self.opts.preshow && !self.players[s.index()].character_up {
                    // 预亮: no question; a marked skill is used, an unmarked one is not.
                    return match self.players[s.index()].preshown {
                        Some((marked, w)) if marked == skill => {
                            let w = w.filter(|_| self.needs_faction_choice(s));
                            k.act = Some(Act::Invoke(skill, w));
                            Step::Again
                        }
                        _ => Step::Done(Ret::None),
                    };
                }
                self.ask_invoke(s, skill);
                Step::Wait
            }
            Stage::Asked => {
                let Some(Act::Invoke(skill, w)) = reply(input).or(k.act.take()) else {
                    return Step::Done(Ret::None);
                };
                if !self.invoke(s, skill, w) {
                    return Step::Done(Ret::None);
                }
                k.stage = Stage::Effect(0);
                Step::Again
            }
            Stage::Effect(at) => {
                let skill = k.skill;
                let (next, after) = skill.effect(self, k, at, input);
                k.stage = if std::mem::take(&mut k.ask_again) {
                    Stage::Ask
                } else {
                    Stage::Effect(after)
                };
                next
            }
        }
    }

    /// Asks `s` whether to use `k`: in secret while his character is face-down (with the
    /// faction card to reveal first when both are face-down), else in the open.
    fn ask_invoke(&mut self, s: Seat, k: Skill) {
        let n = k.name();
        let p = &self.players[s.index()];
        if p.character_up {
            self.ask(
                s,
                "guozhan.skill",
                text!("是否发动{}？", "Use {}?", n),
                vec![Act::Pass, Act::Invoke(k, None)],
                0,
            );
            return;
        }
        let acts = if self.needs_faction_choice(s) {
            vec![
                Act::Pass,
                Act::Invoke(k, Some(Which::Main)),
                Act::Invoke(k, Some(Which::Second)),
            ]
        } else {
            vec![Act::Pass, Act::Invoke(k, None)]
        };
        self.ask_secret(
            s,
            "guozhan.skill_secret",
            text!("你的暗置角色可以发动{}：是否明置角色牌并发动？（此询问只有你知道）", "Your face-down character may use {}: reveal it and use it? (Only you know you were asked.)", n),
            acts,
        );
    }

    /// A skill act (`act`) of `s` read by a frame that was just pushed back to read it
    /// again: if a faction card must be chosen first, asks for it and returns true (the
    /// act is replayed after the reveal).
    pub(crate) fn defer_for_reveal(&mut self, s: Seat, act: Act) -> Option<Frame> {
        let skill = act.skill()?;
        if !self.needs_faction_choice(s) {
            return None;
        }
        let mut ctx = SkillCtx::new(skill, s);
        ctx.stage = Stage::RevealChoice;
        ctx.act = Some(act);
        Some(Frame::Skill(Box::new(ctx)))
    }

    /// A judgement for the skill of process `k` (its module says which results are good).
    pub(crate) fn judge_for(&self, k: &SkillCtx) -> Next {
        Step::Call(Frame::Judge(JudgeCtx {
            seat: k.owner,
            reason: JudgeReason::Skill(k.skill),
            card: None,
            step: 0,
        }))
    }

    /// The play-phase options `s`'s skills add; a face-down owner may reveal for a lock
    /// skill.
    pub(crate) fn skill_play_acts(&self, s: Seat, acts: &mut Vec<Act>) {
        let up = self.players[s.index()].character_up;
        for &k in self.skills_of(s) {
            if k.kind() == SkillKind::Lock {
                if !up {
                    acts.push(Act::Skill {
                        skill: k,
                        target: None,
                    });
                }
            } else {
                k.play_acts(self, s, acts);
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
                let name = skill.view_as(self.card(card).name);
                self.own_to_table(s, card);
                let used = UsedCard::converted(name, &[self.card(card)], None);
                Some(self.declare_use(s, used, vec![t], None))
            }
            Act::ViewAs {
                skill,
                card,
                target: None,
            } => {
                // A view-as use of no target (乱击): the skill's process finds the rest.
                if !self.invoke(s, skill, None) {
                    return None;
                }
                let mut k = SkillCtx::used(skill, s);
                k.cards = vec![card];
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
                let mut k = SkillCtx::used(skill, s);
                k.target = target;
                Some(Frame::Skill(Box::new(k)))
            }
            _ => None,
        }
    }

    /// The options `r.seat`'s view-as skills add to a request for 【闪】 or 【杀】.
    pub(crate) fn respond_skill_acts(&self, r: &RespondCtx, acts: &mut Vec<Act>) {
        for &k in self.skills_of(r.seat) {
            k.respond_acts(self, r, acts);
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

    /// A card of `pool` that `fits`, as 【杀】 on each target `s` may slash (武圣, 龙胆).
    pub(crate) fn slash_view_as(
        &self,
        s: Seat,
        skill: Skill,
        pool: Vec<CardId>,
        acts: &mut Vec<Act>,
        fits: impl Fn(&crate::card::Card) -> bool,
    ) {
        if !self.may_sha(s) {
            return;
        }
        let ts = self.sha_targets(s);
        for c in pool {
            if fits(self.card(c)) {
                for &t in &ts {
                    acts.push(Act::ViewAs {
                        skill,
                        card: c,
                        target: Some(t),
                    });
                }
            }
        }
    }

    /// `s`'s hand and equipment cards.
    pub(crate) fn own_cards(&self, s: Seat) -> Vec<CardId> {
        let mut v = self.hand(s).to_vec();
        v.extend(self.equipment(s));
        v
    }

    /// Moves `c` from `s`'s hand or equipment area to the processing zone.
    pub(crate) fn own_to_table(&mut self, s: Seat, c: CardId) {
        if !self.hand_to(s, c, Zone::Table)
            && let Some(slot) = self.slot_of(s, c)
        {
            self.remove_equip(s, slot, Zone::Table);
        }
    }

    /// Whether `s` may still use `k` this play phase.
    pub(crate) fn skill_ready(&self, s: Seat, k: Skill) -> bool {
        self.holds_skill(s, k) && !(k.once_per_phase() && self.turn.skills_used & k.bit() != 0)
    }

    /// A revealed male other than `s` (离间, 结姻 read gender from revealed characters).
    pub(crate) fn male(&self, s: Seat, t: Seat) -> bool {
        t != s && self.alive(t) && self.gender(t) == Some(Gender::Male)
    }

    /// Whether `t` is alive and below his max HP.
    pub(crate) fn wounded(&self, t: Seat) -> bool {
        let p = &self.players[t.index()];
        p.alive && p.hp < p.max_hp
    }

    /// Asks `s` to pick between `min` and `max` of `cards`.
    pub(crate) fn pick_cards(
        &mut self,
        s: Seat,
        text: Text,
        cards: Vec<CardId>,
        (min, max): (usize, usize),
    ) {
        let acts: Vec<Act> = cards.into_iter().map(Act::Card).collect();
        let default: Vec<usize> = (0..min).collect();
        self.ask_many(s, "guozhan.skill_cards", text, acts, (min, max), default);
    }

    /// Asks `s` for `n` hand cards to discard (结姻, 青囊).
    pub(crate) fn ask_hand_discard(&mut self, s: Seat, n: usize) -> Next {
        let cards = self.hand(s).to_vec();
        self.pick_cards(
            s,
            Text::new("选择要弃置的手牌", "Choose the hand cards to discard"),
            cards,
            (n, n),
        );
        Step::Wait
    }

    /// The cards picked in the multi-pick prompt just closed.
    pub(crate) fn picked_cards(input: In) -> Vec<CardId> {
        replies(input)
            .into_iter()
            .filter_map(|a| match a {
                Act::Card(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// Whether it is `s`'s play phase (for 克己's 【杀】 count).
    pub(crate) fn in_own_play(&self, s: Seat) -> bool {
        s == self.active && self.phase == Phase::Play
    }
}
