//! Trigger skills: when each may act (`skill_applies`), asking the owner (in secret while
//! his character is face-down: the prompt is listed in no public view and a refusal
//! leaves no line in any log), and what each does.

use rand::RngExt;
use tianhei_core::{Audience, Seat, Text, cards::Step};

use super::{ASK, ASKED, Skill, SkillCtx, SkillKind};
use crate::{
    card::{Name, Nature},
    choices::Act,
    faction::Which,
    frame::{
        Frame, In, JudgeCtx, JudgeReason, Next, PickCtx, PickPurpose, Ret, UseStep, replies, reply,
        ret,
    },
    game::Game,
    hooks::Flow,
    log::t2,
    phase::Phase,
    timing::Timing,
};

impl Game {
    /// Whether trigger skill `k` of `s` (face-up or face-down) could act at `t` now.
    pub(crate) fn skill_applies(&self, s: Seat, k: Skill, t: Timing) -> bool {
        if !matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) {
            return false;
        }
        let mine = s == self.active;
        match (k, t) {
            (Skill::Jianxiong, Timing::AfterDamaged) => self.top_damage().is_some_and(|d| {
                d.target == s && d.card.is_some() && !self.damage_cards(d.card).is_empty()
            }),
            (Skill::Ganglie, Timing::AfterDamaged) => self.top_damage().is_some_and(|d| {
                d.target == s && d.source.is_some_and(|x| x != s && self.alive(x))
            }),
            (Skill::Tuxi, Timing::PhaseStart(Phase::Draw)) => {
                mine && self
                    .others(s)
                    .any(|o| !self.players[o.index()].hand.is_empty())
            }
            (Skill::Luoyi, Timing::DrawCount) => mine && self.turn.draw_n > 0,
            (Skill::Luoyi, Timing::DamageCaused) => {
                self.turn.luoyi
                    && mine
                    && self.has_skill(s, Skill::Luoyi)
                    && self.top_damage().is_some_and(|d| {
                        d.source == Some(s)
                            && !d.chain
                            && matches!(
                                d.card,
                                Some(Name::Sha | Name::FireSha | Name::ThunderSha | Name::Duel)
                            )
                    })
            }
            (Skill::Yingzi, Timing::DrawCount) => mine,
            (Skill::Luoshen, Timing::PhaseStart(Phase::Prepare)) => mine,
            (Skill::Jushou | Skill::Biyue, Timing::PhaseStart(Phase::Finish)) => mine,
            (Skill::Keji, Timing::PhaseStart(Phase::Discard)) => {
                let p = &self.players[s.index()];
                mine && !self.turn.sha_touched && p.hand.len() as i32 > p.hp.max(0)
            }
            (Skill::Tieqi, Timing::TargetConfirmed) => self.top_use().is_some_and(|u| {
                u.user == s && u.card.name.is_sha() && u.current.is_some_and(|c| self.alive(c))
            }),
            (Skill::Jizhi, Timing::CardUsed) => match self.engine.frames().last() {
                Some(Frame::Use(u)) => {
                    u.user == s
                        && u.step == UseStep::Confirm
                        && u.next == 0
                        && u.card.real
                        && u.card.name.is_trick()
                }
                // A 无懈可击 just used in a window (a real card from the hand).
                Some(Frame::Nullify(n)) => n.round.stack().last().is_some_and(|e| e.seat == s),
                _ => false,
            },
            (Skill::Mengjin, Timing::SlashMissed) => {
                self.top_use().is_some_and(|u| u.user == s)
                    && self
                        .top_effect()
                        .is_some_and(|e| self.has_any_card(e.target))
            }
            (Skill::Kuangfu, Timing::AfterDamage) => self.top_damage().is_some_and(|d| {
                d.source == Some(s)
                    && d.by_sha
                    && !d.chain
                    && self.alive(d.target)
                    && self.players[d.target.index()]
                        .equip
                        .iter()
                        .any(Option::is_some)
            }),
            _ => false,
        }
    }

    /// The cards of the use that caused damage with `card`, still in the processing zone.
    fn damage_cards(&self, card: Option<Name>) -> Vec<crate::card::CardId> {
        match (self.top_use(), card) {
            (Some(u), Some(n)) if u.card.name == n => u
                .card
                .cards
                .iter()
                .copied()
                .filter(|c| self.table.contains(c))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// Runs trigger skill `k` of `owner` at `t`: 裸衣's +1 is part of a skill already
    /// used; the others ask their owner first.
    pub(crate) fn run_skill(&mut self, owner: Seat, k: Skill, t: Timing) -> Flow {
        if !self.skill_applies(owner, k, t) {
            return Flow::Continue;
        }
        if k == Skill::Luoyi && t == Timing::DamageCaused {
            let amount = self.top_damage().map_or(0, |d| d.amount);
            if let Some(d) = self.top_damage_mut() {
                d.amount = amount + 1;
            }
            let n = k.name();
            self.say(
                "guozhan.luoyi_damage",
                t2(
                    "{}号的{}：伤害+1（{}→{}）",
                    "Seat {}'s {}: +1 damage ({}→{})",
                    &[
                        owner.num(),
                        &n.zh,
                        &amount.to_string(),
                        &(amount + 1).to_string(),
                    ],
                    &[
                        owner.num(),
                        &n.en,
                        &amount.to_string(),
                        &(amount + 1).to_string(),
                    ],
                ),
            );
            return Flow::Continue;
        }
        let mut ctx = SkillCtx::new(k, owner);
        ctx.target = match t {
            Timing::AfterDamaged => self.top_damage().and_then(|d| d.source),
            Timing::AfterDamage => self.top_damage().map(|d| d.target),
            Timing::TargetConfirmed => self.top_use().and_then(|u| u.current),
            Timing::SlashMissed => self.top_effect().map(|e| e.target),
            _ => None,
        };
        Flow::Push(Frame::Skill(Box::new(ctx)))
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
                t2("是否发动{}？", "Use {}?", &[&n.zh], &[&n.en]),
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
            t2(
                "你的暗置角色可以发动{}：是否明置角色牌并发动？（此询问只有你知道）",
                "Your face-down character may use {}: reveal it and use it? (Only you know you were asked.)",
                &[&n.zh],
                &[&n.en],
            ),
            acts,
        );
    }

    /// Every skill process after "use it?": the trigger skills and the follow-ups of the
    /// active ones.
    pub(crate) fn step_trigger(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        match k.step {
            ASK => {
                k.step = ASKED;
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
            ASKED => {
                let Some(Act::Invoke(skill, w)) = reply(input).or(k.act.take()) else {
                    return Step::Done(Ret::None);
                };
                if !self.invoke(s, skill, w) {
                    return Step::Done(Ret::None);
                }
                k.step = 2;
                Step::Again
            }
            _ if k.step >= 10 => self.step_active(k, input),
            _ => self.trigger_effect(k, input),
        }
    }

    fn trigger_effect(&mut self, k: &mut SkillCtx, input: In) -> Next {
        let s = k.owner;
        match (k.skill, k.step) {
            (Skill::Jianxiong, _) => {
                let card = self.top_damage().and_then(|d| d.card);
                let cards = self.damage_cards(card);
                if !cards.is_empty() {
                    let names = self.cards_text(&cards);
                    self.say_cards(
                        Audience::All,
                        "guozhan.jianxiong",
                        t2(
                            "{}号获得了{}",
                            "Seat {} takes {}",
                            &[s.num(), &names.zh],
                            &[s.num(), &names.en],
                        ),
                        &cards,
                    );
                }
                for &c in &cards {
                    if self.take_from_table(c) {
                        self.players[s.index()].hand.push(c);
                    }
                }
                Step::Done(Ret::None)
            }
            (Skill::Ganglie, 2) | (Skill::Luoshen, 2) | (Skill::Tieqi, 2) => {
                k.step = 3;
                let reason = JudgeReason::Skill(k.skill);
                Step::Call(Frame::Judge(JudgeCtx {
                    seat: s,
                    reason,
                    card: None,
                    step: 0,
                }))
            }
            (Skill::Ganglie, 3) => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                let Some(src) = k.target.filter(|&x| self.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                if !good {
                    return Step::Done(Ret::None);
                }
                if self.players[src.index()].hand.len() < 2 {
                    return Step::Become(self.damage(Some(s), src, 1, Nature::Normal, None));
                }
                k.step = 4;
                self.ask(
                    src,
                    "guozhan.ganglie",
                    Text::fill(
                        "刚烈：弃置两张手牌（是），或受到{}号造成的1点伤害（否）",
                        "Unyielding: discard two hand cards (yes), or take 1 damage from seat {} (no)",
                        &[s.num()],
                    ),
                    vec![Act::Yes, Act::No],
                    0,
                );
                Step::Wait
            }
            (Skill::Ganglie, 4) => {
                let Some(src) = k.target.filter(|&x| self.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                if reply(input) != Some(Act::Yes) {
                    return Step::Become(self.damage(Some(s), src, 1, Nature::Normal, None));
                }
                let acts: Vec<Act> = self.players[src.index()]
                    .hand
                    .iter()
                    .map(|&c| Act::Card(c))
                    .collect();
                k.step = 5;
                self.ask_many(
                    src,
                    "guozhan.discard",
                    Text::new("刚烈：弃置两张手牌", "Unyielding: discard two hand cards"),
                    acts,
                    (2, 2),
                    vec![0, 1],
                );
                Step::Wait
            }
            (Skill::Ganglie, _) => {
                let src = k.target.unwrap_or(s);
                let cards = Game::picked_cards(input);
                self.discard_cards(src, &cards);
                Step::Done(Ret::None)
            }
            (Skill::Luoshen, _) => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                if good {
                    k.step = ASK;
                    Step::Again
                } else {
                    Step::Done(Ret::None)
                }
            }
            (Skill::Tieqi, _) => {
                let good = matches!(ret(input), Ret::Judge { good: true, .. });
                if let (true, Some(t)) = (good, k.target) {
                    if let Some(u) = self.top_use_mut() {
                        u.no_dodge.insert(t);
                    }
                    self.say(
                        "guozhan.tieqi",
                        Text::fill(
                            "铁骑：{}号不能使用【闪】响应此【杀】",
                            "Iron Cavalry: seat {} cannot Dodge this Slash",
                            &[t.num()],
                        ),
                    );
                }
                Step::Done(Ret::None)
            }
            (Skill::Tuxi, 2) => {
                let acts: Vec<Act> = self
                    .others(s)
                    .filter(|&o| !self.players[o.index()].hand.is_empty())
                    .map(Act::Target)
                    .collect();
                k.step = 3;
                self.ask_many(
                    s,
                    "guozhan.tuxi",
                    Text::new(
                        "突袭：选择一至两名其他角色，获得其各一张手牌",
                        "Sudden Raid: choose one or two other players to take a hand card from each",
                    ),
                    acts,
                    (1, 2),
                    vec![0],
                );
                Step::Wait
            }
            (Skill::Tuxi, _) => {
                let from: Vec<Seat> = replies(input)
                    .into_iter()
                    .filter_map(|a| match a {
                        Act::Target(t) => Some(t),
                        _ => None,
                    })
                    .collect();
                for t in from {
                    let hand = &self.players[t.index()].hand;
                    if hand.is_empty() || t == s {
                        continue;
                    }
                    let c = hand[self.rng.random_range(0..hand.len())];
                    self.give_hand_card(t, s, c);
                }
                // The draw is replaced.
                Step::Done(Ret::Broke(true))
            }
            (Skill::Luoyi, _) => {
                self.turn.draw_n = self.turn.draw_n.saturating_sub(1);
                self.turn.luoyi = true;
                Step::Done(Ret::None)
            }
            (Skill::Yingzi, _) => {
                self.turn.draw_n += 1;
                Step::Done(Ret::None)
            }
            (Skill::Jushou, _) => {
                self.draw(s, 3);
                self.reorganize(s);
                Step::Done(Ret::None)
            }
            (Skill::Biyue | Skill::Jizhi, _) => {
                self.draw(s, 1);
                Step::Done(Ret::None)
            }
            (Skill::Xiaoji, _) => {
                self.draw(s, 2);
                Step::Done(Ret::None)
            }
            (Skill::Keji, _) => {
                self.say(
                    "guozhan.keji",
                    Text::fill(
                        "{}号跳过弃牌阶段",
                        "Seat {} skips its discard phase",
                        &[s.num()],
                    ),
                );
                Step::Done(Ret::Broke(true))
            }
            (Skill::Mengjin, _) => match k.target {
                Some(t) => Step::Become(Frame::Pick(PickCtx {
                    picker: s,
                    from: t,
                    purpose: PickPurpose::Dismantle,
                    optional: false,
                    asked: false,
                })),
                None => Step::Done(Ret::None),
            },
            (Skill::Kuangfu, 2) => {
                let Some(t) = k.target.filter(|&x| self.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                let acts: Vec<Act> = self.players[t.index()]
                    .equip
                    .iter()
                    .flatten()
                    .map(|&c| Act::Card(c))
                    .collect();
                if acts.is_empty() {
                    return Step::Done(Ret::None);
                }
                k.step = 3;
                self.ask(
                    s,
                    "guozhan.kuangfu",
                    Text::fill(
                        "狂斧：选择{}号装备区的一张牌",
                        "Wild Axe: choose an equipment card of seat {}",
                        &[t.num()],
                    ),
                    acts,
                    0,
                );
                Step::Wait
            }
            (Skill::Kuangfu, 3) => {
                let Some(Act::Card(c)) = reply(input) else {
                    return Step::Done(Ret::None);
                };
                k.cards = vec![c];
                k.step = 4;
                self.ask(
                    s,
                    "guozhan.kuangfu_where",
                    Text::new(
                        "狂斧：将此牌置入你的装备区（是），或弃置之（否）",
                        "Wild Axe: put it into your equipment area (yes), or discard it (no)",
                    ),
                    vec![Act::Yes, Act::No],
                    0,
                );
                Step::Wait
            }
            (Skill::Kuangfu, _) => {
                let (Some(t), Some(&c)) = (k.target, k.cards.first()) else {
                    return Step::Done(Ret::None);
                };
                if reply(input) == Some(Act::Yes) {
                    if let Some(slot) = self.slot_of(t, c) {
                        let l = self.card(c).label();
                        self.say_cards(
                            Audience::All,
                            "guozhan.kuangfu_move",
                            t2(
                                "{}号将{}号的{}置入自己的装备区",
                                "Seat {} puts seat {}'s {} into its own equipment area",
                                &[s.num(), t.num(), &l.zh],
                                &[s.num(), t.num(), &l.en],
                            ),
                            &[c],
                        );
                        self.remove_equip(t, slot);
                        self.put_equip(s, c);
                    }
                } else {
                    self.discard_cards(t, &[c]);
                }
                Step::Done(Ret::None)
            }
            _ => Step::Done(Ret::None),
        }
    }

    /// 预亮 (when the rule set has it): asks `s`, whose character is face-down, in secret
    /// which trigger skill to mark for this round — every such seat is asked, with a
    /// trigger skill or not, so being asked tells nothing. False if nothing was asked.
    pub(crate) fn ask_preshow(&mut self, s: Seat) -> bool {
        let p = &self.players[s.index()];
        if !self.opts.preshow || !self.opts.skills || p.character_up || !p.alive {
            return false;
        }
        let mut acts = vec![Act::Pass];
        for &k in p.character.skills() {
            if matches!(k.kind(), SkillKind::Trigger | SkillKind::DrawCount) {
                if self.needs_faction_choice(s) {
                    acts.push(Act::Invoke(k, Some(Which::Main)));
                    acts.push(Act::Invoke(k, Some(Which::Second)));
                } else {
                    acts.push(Act::Invoke(k, None));
                }
            }
        }
        self.ask_secret(
            s,
            "guozhan.preshow",
            Text::new(
                "预亮：选择一个暗置角色的技能，在其可以发动时自动明置并发动（只有你知道）",
                "Pre-show: mark a skill of your face-down character to reveal and use as soon as it may act (only you know)",
            ),
            acts,
        );
        true
    }

    /// Reads `s`'s 预亮 mark.
    pub(crate) fn read_preshow(&mut self, s: Seat, reply: Option<Act>) {
        self.players[s.index()].preshown = match reply {
            Some(Act::Invoke(k, w)) => Some((k, w)),
            _ => None,
        };
    }

    /// The cards picked in the multi-pick prompt just closed.
    pub(crate) fn picked_cards(input: In) -> Vec<crate::card::CardId> {
        replies(input)
            .into_iter()
            .filter_map(|a| match a {
                Act::Card(c) => Some(c),
                _ => None,
            })
            .collect()
    }

    /// 枭姬: after a step in which seats lost equipment cards, each living owner of 枭姬
    /// among them is asked (once per card lost).
    pub(crate) fn after_equipment_lost(&mut self) -> Vec<Frame> {
        let lost = std::mem::take(&mut self.lost_equip);
        if self.outcome.is_some() {
            return Vec::new();
        }
        lost.into_iter()
            .rev()
            .filter(|&s| self.holds_skill(s, Skill::Xiaoji))
            .map(|s| Frame::Skill(Box::new(SkillCtx::new(Skill::Xiaoji, s))))
            .collect()
    }
}

impl Skill {
    /// Whether this skill may act at `t` (the timing alone; `Game::skill_applies` reads
    /// the state).
    pub(crate) fn listens(self, t: Timing) -> bool {
        match self {
            Skill::Jianxiong | Skill::Ganglie => t == Timing::AfterDamaged,
            Skill::Tuxi => t == Timing::PhaseStart(Phase::Draw),
            Skill::Luoyi => matches!(t, Timing::DrawCount | Timing::DamageCaused),
            Skill::Yingzi => t == Timing::DrawCount,
            Skill::Luoshen => t == Timing::PhaseStart(Phase::Prepare),
            Skill::Jushou | Skill::Biyue => t == Timing::PhaseStart(Phase::Finish),
            Skill::Keji => t == Timing::PhaseStart(Phase::Discard),
            Skill::Tieqi => t == Timing::TargetConfirmed,
            Skill::Jizhi => t == Timing::CardUsed,
            Skill::Mengjin => t == Timing::SlashMissed,
            Skill::Kuangfu => t == Timing::AfterDamage,
            _ => false,
        }
    }
}
