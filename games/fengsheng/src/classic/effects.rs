//! What a stack entry does when it resolves: every card's effect (锁定, 调虎离山, 截获,
//! 破译, 退回, 烧毁, 识破, 试探, 真伪莫辨), and the skills that count as cards (截上截 as
//! 截获, 警觉 as 识破, 声东击西 as 调虎离山); other skills in `characters::blue`.

use tianhei_core::{Audience, Seat, SeatSet, Text, text};

use crate::classic::{
    act::Target,
    card::{CardId, Kind, Probe, ProbeEffect},
    characters::{Question, Skill},
    frame::Task,
    frame::{Entry, Point, Step, Used},
    game::{Game, ProbeResult},
};

impl Game {
    /// Applies the effect of the entry in resolution (its triggered skills ran first).
    pub(crate) fn entry_effect(&mut self) {
        let Some((user, e)) = self.turn.window.as_ref().and_then(|w| w.in_resolution) else {
            return;
        };
        if !self.alive(user) {
            return;
        }
        match e.used {
            Used::Skill(s) if s.as_card().is_none() => {
                self.skill_effect(user, s, e.target);
            }
            _ => {
                let Some(kind) = self.entry_kind(&e) else {
                    return;
                };
                self.card_effect(user, kind, e);
            }
        }
    }

    /// The entry in resolution is finished: its card leaves play.
    pub(crate) fn entry_done(&mut self) {
        let Some(w) = self.turn.window.as_mut() else {
            return;
        };
        if let Some((_, e)) = w.in_resolution.take() {
            w.probe_seen = SeatSet::EMPTY;
            self.spend_entry(&e);
        }
    }

    fn card_effect(&mut self, user: Seat, kind: Kind, e: Entry) {
        let u = user.number();
        let name = self.entry_name(&e);
        match (kind, e.target) {
            (Kind::Lock, Target::Seat(t)) => {
                if !self.alive(t) {
                    return self.no_effect(user, &e);
                }
                self.turn.locked.insert(t);
                self.log.push(
                    Audience::All,
                    "fengsheng.locked",
                    text!(
                        "{}号被锁定：本回合情报到达时必须接收",
                        "Seat {} is locked: intel reaching them this turn must be accepted",
                        t.number()
                    ),
                );
            }
            (Kind::Lure, Target::Seat(t)) => {
                let applies = !self.turn.locked.contains(t);
                match self.turn.transit.as_mut() {
                    Some(tr) if applies && t != tr.sender => {
                        tr.lured.insert(t);
                        self.log.push(
                            Audience::All,
                            "fengsheng.lured",
                            text!(
                                "{}号被调虎离山，不参与本次情报传递",
                                "Seat {} is lured away and takes no part in this passing",
                                t.number()
                            ),
                        );
                    }
                    _ => self.no_effect(user, &e),
                }
            }
            (Kind::Intercept, _) => {
                if self.turn.transit.is_some() {
                    self.log.push(
                        Audience::All,
                        "fengsheng.intercepted",
                        text!("{}号截获情报", "Seat {} intercepts the intel", u),
                    );
                    if let Some(w) = self.turn.window.as_mut() {
                        w.stop = true;
                    }
                    self.receive(user);
                    self.turn.step = Step::Window;
                } else {
                    self.no_effect(user, &e);
                }
            }
            (Kind::Decode, _) => match self.turn.transit.as_mut() {
                Some(tr) => {
                    tr.seen.insert(user);
                    let tc = tr.card;
                    let l = self.card(tc).label();
                    self.say_cards(
                        Audience::seat(user),
                        "fengsheng.decoded",
                        text!("你破译了情报：{}", "You decode the intel: {}", l),
                        &[tc],
                    );
                    self.log.push(
                        Audience::All,
                        "fengsheng.decode",
                        text!("{}号检视了情报", "Seat {} looks at the intel", u),
                    );
                    if self.opts.characters {
                        self.fire_from(Point::Decoded, self.turn.active);
                    }
                }
                None => self.no_effect(user, &e),
            },
            (Kind::Return, _) => match self.turn.transit.as_mut() {
                Some(tr) if tr.holder == user => {
                    tr.reversed = !tr.reversed;
                    tr.bounced = true;
                    self.log.push(
                        Audience::All,
                        "fengsheng.returned",
                        Text::new("情报反方向传递", "The intel reverses direction"),
                    );
                }
                _ => self.no_effect(user, &e),
            },
            (Kind::Burn, Target::Card(tc)) => self.burn(tc),
            (Kind::Counter, Target::Entry(i)) => self.negate(user, i),
            (Kind::Probe, Target::Seat(t)) => {
                if let Some(p) = e.card().and_then(|c| self.card(c).probe) {
                    self.probe(user, t, p);
                }
            }
            (Kind::Muddle, _) => self.muddle(user),
            _ => {
                let _ = name;
                self.no_effect(user, &e)
            }
        }
    }

    /// Burns (discards) an intel lying in front of a living player.
    pub(crate) fn burn(&mut self, tc: CardId) {
        if let Some(o) = self.intel_owner(tc) {
            self.discard(tc);
            let l = self.card(tc).label();
            self.say_cards(
                Audience::All,
                "fengsheng.burned",
                text!(
                    "{}号面前的情报{}被烧毁",
                    "The intel {1} in front of seat {0} is burned",
                    o.number(),
                    l
                ),
                &[tc],
            );
        }
    }

    /// 识破 (or 警觉) resolves against stack position `i`; the owner of a face-down
    /// character whose card was negated is asked, in secret, about 弃卒保帅.
    fn negate(&mut self, user: Seat, i: u8) {
        // Say what was seen through, and what that undoes: a 识破 seen through no longer
        // cancels the card it aimed at.
        let (who, k) = self.entry_desc(i);
        let aimed = self
            .turn
            .window
            .as_ref()
            .and_then(|w| w.priority.stack().get(i as usize))
            .and_then(|x| match x.action.target {
                Target::Entry(j) if !x.action.negated => Some(j),
                _ => None,
            });
        let (zh_more, en_more) = match aimed {
            Some(j) => {
                let (w2, k2) = self.entry_desc(j);
                (
                    format!("，不再抵消{w2}号的【{}】（第{}张）", k2.zh, j + 1),
                    format!(
                        "; it no longer cancels seat {w2}'s {} (card {})",
                        k2.en,
                        j + 1
                    ),
                )
            }
            None => (
                "，将无效".to_string(),
                ", which will have no effect".to_string(),
            ),
        };
        self.log.push(
            Audience::All,
            "fengsheng.seen_through",
            text!(
                "{}号的识破生效：{}号的【{}】（第{}张）被识破{}",
                "Seat {}'s See Through takes effect: seat {}'s {} (card {}) is seen through{}",
                user.number(),
                who,
                k,
                i + 1,
                (zh_more, en_more)
            ),
        );
        let mut owner = None;
        if let Some(w) = self.turn.window.as_mut()
            && let Some(x) = w.priority.stack_mut().get_mut(i as usize)
        {
            x.action.negated = true;
            owner = Some(x.seat);
        }
        if let Some(o) = owner
            && self.opts.characters
            && self.alive(o)
            && self.players[o.index()].down().is_some()
        {
            self.tasks.push(Task::Ask(Question::Secret {
                seat: o,
                skill: Skill::QiZu,
            }));
        }
    }

    pub(crate) fn no_effect(&mut self, user: Seat, e: &Entry) {
        let name = self.entry_name(e);
        self.log.push(
            Audience::All,
            "fengsheng.no_effect",
            text!(
                "{}号的{}没有效果",
                "Seat {}'s {} has no effect",
                user.number(),
                name
            ),
        );
    }

    /// 试探: the engine answers truthfully for the target, unless his face-up 老鬼 hides
    /// his identity with 城府 (then he picks the outcome).
    fn probe(&mut self, user: Seat, t: Seat, p: Probe) {
        if self.up_has(t, Skill::ChengFu) {
            self.ask_cheng_fu(t, user, p);
            return;
        }
        let right = self.players[t.index()].identity == p.guess;
        self.probe_outcome(user, t, p, right);
    }

    /// The probed player acts as if the guess were `right`.
    pub(crate) fn probe_outcome(&mut self, user: Seat, t: Seat, p: Probe, right: bool) {
        self.probes.push(ProbeResult {
            user,
            target: t,
            guess: p.guess,
            right,
        });
        let tn = t.number();
        match (right, p.effect) {
            (true, ProbeEffect::Draw) => self.draw(t, 2),
            (true, ProbeEffect::Discard) => {
                let hand = self.hand(t).to_vec();
                match hand.len() {
                    0 => self.log.push(
                        Audience::All,
                        "fengsheng.probe_empty",
                        text!("{}号没有手牌可弃", "Seat {} has no card to discard", tn),
                    ),
                    1 => self.discard_from_hand(t, hand[0]),
                    _ => self
                        .tasks
                        .push(Task::Ask(Question::ProbeDiscard { target: t })),
                }
            }
            (false, _) => {
                let ph = p.phrase();
                self.log.push(
                    Audience::All,
                    "fengsheng.probe_phrase",
                    text!("{}号说：「{}」", "Seat {} says: \"{}\"", tn, ph),
                );
            }
        }
    }

    /// `t` discards `card` from hand, face-up.
    pub(crate) fn discard_from_hand(&mut self, t: Seat, card: CardId) {
        self.discard(card);
        let l = self.card(card).label();
        self.log.push(
            Audience::All,
            "fengsheng.probe_discard",
            text!("{}号弃置了{}", "Seat {} discards {}", t.number(), l),
        );
    }
}
