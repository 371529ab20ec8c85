//! Priority windows: which card uses are legal for the holder, acting and passing
//! through the core priority round, and resolving the stack last in, first out.

use rand::seq::SliceRandom;
use tianhei_core::{
    Audience, Seat, Text,
    mech::priority::{Next, StackEntry},
    text,
};

use crate::{
    card::{CardId, Colour, Kind, ProbeEffect, Stamp},
    game::{Act, Ask, Entry, Game, Step, Target, WindowKind},
    hooks::Trigger,
};

/// `3号让过` for every seat, built once: a pass is the most common line of a game.
static PASS_LINES: std::sync::LazyLock<Vec<Text>> = std::sync::LazyLock::new(|| {
    (0..tianhei_core::seat::MAX_SEATS)
        .map(|i| {
            let n = Seat(i as u8).num();
            let zh: &'static str = Box::leak(format!("{n}号让过").into_boxed_str());
            let en: &'static str = Box::leak(format!("Seat {n} passes").into_boxed_str());
            Text::new(zh, en)
        })
        .collect()
});

impl Game {
    /// Drives the open window: asks the holder, or resolves the stack.
    pub(crate) fn drive_window(&mut self) {
        let Some(w) = self.window.as_ref() else {
            self.step = Step::TurnStart;
            return;
        };
        if !w.resolving {
            let holder = w.round.holder();
            let acts = self.priority_acts(holder);
            if acts.len() == 1 && self.opts.ask == Ask::Able {
                // Only a pass is possible and the rule set asks only those who can act.
                self.pass_priority(holder);
                return;
            }
            let text = self.window_text();
            self.ask(holder, "fengsheng.priority", text, acts, 0);
            return;
        }
        loop {
            if self.outcome.is_some() {
                return;
            }
            let Some(w) = self.window.as_mut() else {
                return;
            };
            let Some(StackEntry { seat, action }) = w.round.pop() else {
                break;
            };
            if self.resolve(seat, action) {
                return; // waiting on a prompt (a 试探's discard)
            }
        }
        let living = self.living();
        let Some(w) = self.window.as_mut() else {
            return;
        };
        w.resolving = false;
        if w.stop {
            self.close_window();
            return;
        }
        match w.round.reopen(self.seating, |s| living.contains(s)) {
            Next::Ask(_) => {}
            _ => self.close_window(),
        }
    }

    fn close_window(&mut self) {
        if let Some(w) = self.window.take() {
            self.step = w.after;
        }
    }

    fn window_text(&self) -> Text {
        let kind = self.window.as_ref().map(|w| w.kind);
        let (zh, en) = match kind {
            Some(WindowKind::TurnStart) => ("回合开始阶段", "turn start"),
            Some(WindowKind::Play1) => ("出牌阶段（1）", "play phase (1)"),
            Some(WindowKind::Passing) => ("情报传递", "intel passing"),
            Some(WindowKind::Arrival) => ("情报到达", "intel arrival"),
            Some(WindowKind::Play2) => ("出牌阶段（2）", "play phase (2)"),
            Some(WindowKind::TurnEnd) | None => ("回合结束阶段", "turn end"),
        };
        Text::owned(
            format!(
                "{}号的{}：你有优先权，使用卡牌或让过",
                self.active.number(),
                zh
            ),
            format!(
                "Seat {}'s {}: you have priority; use a card or pass",
                self.active.number(),
                en
            ),
        )
    }

    /// Every card use legal for `s` in the open window, after "pass". Cards with the
    /// same face (type, colour, variant) are offered once.
    pub(crate) fn priority_acts(&self, s: Seat) -> Vec<Act> {
        let mut acts = vec![Act::Pass];
        let Some(w) = self.window.as_ref() else {
            return acts;
        };
        let kind = w.kind;
        let active = s == self.active;
        let play_phase = matches!(kind, WindowKind::Play1 | WindowKind::Play2);
        for card in self.hand_faces(s) {
            let c = card.id;
            match card.kind {
                Kind::Burn => {
                    for o in self.seating.from(s) {
                        if !self.alive(o) {
                            continue;
                        }
                        for &ic in &self.players[o.index()].intel {
                            if self.card(ic).colour == Colour::Black {
                                acts.push(Act::Use {
                                    card: c,
                                    target: Target::Card(ic),
                                });
                            }
                        }
                    }
                }
                Kind::Counter => {
                    for (i, e) in w.round.stack().iter().enumerate().rev() {
                        if !e.action.negated {
                            acts.push(Act::Use {
                                card: c,
                                target: Target::Entry(i as u8),
                            });
                        }
                    }
                }
                Kind::Probe if active && play_phase => {
                    for t in self.others(s) {
                        acts.push(Act::Use {
                            card: c,
                            target: Target::Seat(t),
                        });
                    }
                }
                Kind::Muddle if active && play_phase => acts.push(Act::Use {
                    card: c,
                    target: Target::None,
                }),
                Kind::Lock if active && (play_phase || kind == WindowKind::Passing) => {
                    for t in self.others(s) {
                        if !self.locked.contains(t) {
                            acts.push(Act::Use {
                                card: c,
                                target: Target::Seat(t),
                            });
                        }
                    }
                }
                Kind::Lure if kind == WindowKind::Passing => {
                    if let Some(tr) = &self.transit {
                        for t in self.others(s) {
                            if t != tr.sender && !self.locked.contains(t) && !tr.lured.contains(t) {
                                acts.push(Act::Use {
                                    card: c,
                                    target: Target::Seat(t),
                                });
                            }
                        }
                    }
                }
                Kind::Intercept
                    if kind == WindowKind::Passing && !active && self.transit.is_some() =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                Kind::Decode
                    if kind == WindowKind::Arrival
                        && self.transit.as_ref().is_some_and(|t| t.holder == s) =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                Kind::Return
                    if kind == WindowKind::Arrival
                        && !active
                        && self.transit.as_ref().is_some_and(|t| {
                            t.holder == s && t.stamp != Stamp::Direct && !self.locked.contains(s)
                        }) =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                _ => {}
            }
        }
        acts
    }

    /// Living seats other than `s`, from its right.
    fn others(&self, s: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.seating
            .from(self.seating.next(s))
            .filter(move |&t| t != s && self.alive(t))
    }

    /// The holder `s` passes priority; the pass is told to everyone, as at the table.
    pub(crate) fn pass_priority(&mut self, s: Seat) {
        self.log.push(
            Audience::All,
            "fengsheng.pass",
            PASS_LINES[s.index()].clone(),
        );
        let living = self.living();
        let Some(w) = self.window.as_mut() else {
            return;
        };
        match w.round.pass(self.seating, |s| living.contains(s)) {
            Next::Ask(_) => {}
            Next::Resolve => w.resolving = true,
            Next::Closed => self.close_window(),
        }
    }

    /// The holder uses a card: it goes on the stack and the holder keeps priority.
    pub(crate) fn use_card(&mut self, s: Seat, card: CardId, target: Target) {
        self.take_from_hand(s, card);
        let c = self.card(card);
        let line = self.use_line(s, card, target, false);
        self.log.push(Audience::All, "fengsheng.use", line);
        if c.kind == Kind::Probe
            && let Target::Seat(t) = target
        {
            let mut both = tianhei_core::SeatSet::one(s);
            both.insert(t);
            let line = self.use_line(s, card, target, true);
            self.log
                .push(Audience::Seats(both), "fengsheng.probe_card", line);
        }
        if let Some(w) = self.window.as_mut() {
            // Only the holder is offered a use, so this cannot fail.
            let _ = w.round.act(
                s,
                Entry {
                    card,
                    target,
                    negated: false,
                },
            );
        }
        self.fire(Trigger::CardUsed { seat: s, card });
    }

    /// `1号对3号使用红色【锁定】`; a 试探 shows its variant only when `secret`.
    fn use_line(&self, s: Seat, card: CardId, target: Target, secret: bool) -> Text {
        let c = self.card(card);
        let mut l = c.label();
        if c.kind == Kind::Probe && !secret {
            l = c.kind.name();
        }
        if let (Some(p), true) = (c.probe, secret) {
            let g = p.guess.name();
            let (ez, ee) = match p.effect {
                ProbeEffect::Draw => ("抽两张牌", "draw two"),
                ProbeEffect::Discard => ("弃一张牌", "discard one"),
            };
            l = Text::owned(
                format!("{}（我猜你是{}：是则{}）", l.zh, g.zh, ez),
                format!("{} (I bet you are {}: if so, {})", l.en, g.en, ee),
            );
        }
        let n = s.number();
        match target {
            Target::None => Text::owned(
                format!("{}号使用{}", n, l.zh),
                format!("Seat {} uses {}", n, l.en),
            ),
            Target::Seat(t) => Text::owned(
                format!("{}号对{}号使用{}", n, t.number(), l.zh),
                format!("Seat {} uses {} on seat {}", n, l.en, t.number()),
            ),
            Target::Card(tc) => {
                let tl = self.card(tc).label();
                Text::owned(
                    format!("{}号使用{}，目标：{}", n, l.zh, tl.zh),
                    format!("Seat {} uses {} on {}", n, l.en, tl.en),
                )
            }
            Target::Entry(i) => {
                let (who, k) = self.entry_desc(i);
                Text::owned(
                    format!("{}号使用{}，识破{}号的【{}】", n, l.zh, who, k.zh),
                    format!("Seat {} uses {} against seat {}'s {}", n, l.en, who, k.en),
                )
            }
        }
    }

    /// Resolves one stack entry. Returns true when it waits on a prompt.
    fn resolve(&mut self, user: Seat, e: Entry) -> bool {
        let c = self.card(e.card);
        let l = c.label();
        if e.negated {
            self.log.push(
                Audience::All,
                "fengsheng.negated",
                Text::owned(
                    format!(
                        "{}号的{}被识破，无效",
                        user.number(),
                        if c.kind == Kind::Probe {
                            "【试探】".into()
                        } else {
                            l.zh.to_string()
                        }
                    ),
                    format!(
                        "Seat {}'s {} is seen through and has no effect",
                        user.number(),
                        if c.kind == Kind::Probe {
                            "Probe".into()
                        } else {
                            l.en.to_string()
                        }
                    ),
                ),
            );
            self.spend(e.card);
            return false;
        }
        let why = if !self.alive(user) {
            Some(Text::new("使用者已出局", "its user is out"))
        } else {
            match e.target {
                Target::Seat(t) if !self.alive(t) => {
                    Some(Text::new("目标已出局", "its target is out"))
                }
                Target::Card(tc) if self.intel_owner(tc).is_none() => Some(Text::new(
                    "目标情报已不在",
                    "the intel it targets is no longer there",
                )),
                Target::Entry(i) if !self.on_stack(i) => {
                    let (who, k) = self.entry_desc(i);
                    Some(Text::owned(
                        format!("它要识破的{who}号的【{}】已被识破", k.zh),
                        format!(
                            "seat {who}'s {} that it targets was already seen through",
                            k.en
                        ),
                    ))
                }
                _ => None,
            }
        };
        if let Some(why) = why {
            let k = c.kind.name();
            self.log.push(
                Audience::All,
                "fengsheng.fizzle",
                Text::owned(
                    format!("{}号的【{}】无效：{}", user.number(), k.zh, why.zh),
                    format!(
                        "Seat {}'s {} has no effect: {}",
                        user.number(),
                        k.en,
                        why.en
                    ),
                ),
            );
            self.spend(e.card);
            return false;
        }
        let waits = self.effect(user, e);
        if !waits {
            self.spend(e.card);
        }
        waits
    }

    /// A resolved or negated card leaves play: to the discard pile, or removed from the
    /// game face-down for a 试探.
    pub(crate) fn spend(&mut self, card: CardId) {
        if self.card(card).kind == Kind::Probe {
            self.removed.push(card);
        } else {
            self.deck.discard(card);
        }
    }

    /// The user's number and the card type at stack position `i` (what everyone sees).
    pub(crate) fn entry_desc(&self, i: u8) -> (usize, Text) {
        self.window
            .as_ref()
            .and_then(|w| w.round.stack().get(i as usize))
            .map(|e| (e.seat.number(), self.card(e.action.card).kind.name()))
            .unwrap_or((0, Text::new("？", "?")))
    }

    fn intel_owner(&self, card: CardId) -> Option<Seat> {
        self.seating
            .all()
            .find(|&s| self.alive(s) && self.players[s.index()].intel.contains(&card))
    }

    fn on_stack(&self, i: u8) -> bool {
        self.window.as_ref().is_some_and(|w| {
            w.round
                .stack()
                .get(i as usize)
                .is_some_and(|e| !e.action.negated)
        })
    }

    fn effect(&mut self, user: Seat, e: Entry) -> bool {
        let c = self.card(e.card);
        let u = user.number();
        match (c.kind, e.target) {
            (Kind::Lock, Target::Seat(t)) => {
                self.locked.insert(t);
                self.log.push(
                    Audience::All,
                    "fengsheng.locked",
                    text!("{}号被锁定：本回合情报到达时必须接收", "Seat {} is locked: intel reaching them this turn must be accepted"; t.number()),
                );
            }
            (Kind::Lure, Target::Seat(t)) => {
                let applies = !self.locked.contains(t);
                match self.transit.as_mut() {
                    Some(tr) if applies && t != tr.sender => {
                        tr.lured.insert(t);
                        self.log.push(
                            Audience::All,
                            "fengsheng.lured",
                            text!("{}号被调虎离山，不参与本次情报传递", "Seat {} is lured away and takes no part in this passing"; t.number()),
                        );
                    }
                    _ => self.no_effect(user, c.kind),
                }
            }
            (Kind::Intercept, _) => {
                if self.transit.is_some() {
                    self.log.push(
                        Audience::All,
                        "fengsheng.intercepted",
                        text!("{}号截获情报", "Seat {} intercepts the intel"; u),
                    );
                    if let Some(w) = self.window.as_mut() {
                        w.stop = true;
                    }
                    self.receive(user);
                    self.step = Step::Window;
                } else {
                    self.no_effect(user, c.kind);
                }
            }
            (Kind::Decode, _) => match self.transit.as_mut() {
                Some(tr) => {
                    tr.seen.insert(user);
                    let tc = tr.card;
                    let l = self.card(tc).label();
                    self.log.push(
                        Audience::seat(user),
                        "fengsheng.decoded",
                        Text::owned(
                            format!("你破译了情报：{}", l.zh),
                            format!("You decode the intel: {}", l.en),
                        ),
                    );
                    self.log.push(
                        Audience::All,
                        "fengsheng.decode",
                        text!("{}号检视了情报", "Seat {} looks at the intel"; u),
                    );
                }
                None => self.no_effect(user, c.kind),
            },
            (Kind::Return, _) => match self.transit.as_mut() {
                Some(tr) if tr.holder == user => {
                    tr.reversed = !tr.reversed;
                    tr.bounced = true;
                    self.log.push(
                        Audience::All,
                        "fengsheng.returned",
                        Text::new("情报反方向传递", "The intel reverses direction"),
                    );
                }
                _ => self.no_effect(user, c.kind),
            },
            (Kind::Burn, Target::Card(tc)) => {
                if let Some(o) = self.intel_owner(tc) {
                    self.players[o.index()].intel.retain(|&x| x != tc);
                    self.deck.discard(tc);
                    let l = self.card(tc).label();
                    self.log.push(
                        Audience::All,
                        "fengsheng.burned",
                        Text::owned(
                            format!("{}号面前的情报{}被烧毁", o.number(), l.zh),
                            format!(
                                "The intel {} in front of seat {} is burned",
                                l.en,
                                o.number()
                            ),
                        ),
                    );
                }
            }
            (Kind::Counter, Target::Entry(i)) => {
                if let Some(w) = self.window.as_mut()
                    && let Some(x) = w.round.stack_mut().get_mut(i as usize)
                {
                    x.action.negated = true;
                }
            }
            (Kind::Probe, Target::Seat(t)) => return self.probe(user, t, e),
            (Kind::Muddle, _) => self.muddle(user),
            _ => self.no_effect(user, c.kind),
        }
        false
    }

    fn no_effect(&mut self, user: Seat, kind: Kind) {
        self.log.push(
            Audience::All,
            "fengsheng.no_effect",
            Text::owned(
                format!("{}号的【{}】没有效果", user.number(), kind.name().zh),
                format!("Seat {}'s {} has no effect", user.number(), kind.name().en),
            ),
        );
    }

    /// 试探: the engine answers truthfully for the target.
    fn probe(&mut self, user: Seat, t: Seat, e: Entry) -> bool {
        let Some(p) = self.card(e.card).probe else {
            return false;
        };
        let right = self.players[t.index()].identity == p.guess;
        self.probes.push(crate::game::ProbeResult {
            user,
            target: t,
            guess: p.guess,
            right,
        });
        let tn = t.number();
        match (right, p.effect) {
            (true, ProbeEffect::Draw) => self.draw(t, 2),
            (true, ProbeEffect::Discard) => {
                let hand = self.players[t.index()].hand.clone();
                match hand.len() {
                    0 => self.log.push(
                        Audience::All,
                        "fengsheng.probe_empty",
                        text!("{}号没有手牌可弃", "Seat {} has no card to discard"; tn),
                    ),
                    1 => self.discard_from_hand(t, hand[0]),
                    _ => {
                        let acts: Vec<Act> = self
                            .hand_faces(t)
                            .map(|c| Act::Discard { card: c.id })
                            .collect();
                        if let Some(w) = self.window.as_mut() {
                            w.in_resolution = Some((user, e));
                        }
                        self.ask(
                            t,
                            "fengsheng.probe_discard",
                            Text::new(
                                "试探：选择一张手牌弃置",
                                "Probe: choose a hand card to discard",
                            ),
                            acts,
                            0,
                        );
                        return true;
                    }
                }
            }
            (false, _) => {
                let ph = p.phrase();
                self.log.push(
                    Audience::All,
                    "fengsheng.probe_phrase",
                    Text::owned(
                        format!("{}号说：「{}」", tn, ph.zh),
                        format!("Seat {} says: \"{}\"", tn, ph.en),
                    ),
                );
            }
        }
        false
    }

    /// The probed player discards `card` (after the prompt, or with one card in hand).
    pub(crate) fn discard_from_hand(&mut self, t: Seat, card: CardId) {
        self.take_from_hand(t, card);
        self.deck.discard(card);
        let l = self.card(card).label();
        self.log.push(
            Audience::All,
            "fengsheng.probe_discard",
            Text::owned(
                format!("{}号弃置了{}", t.number(), l.zh),
                format!("Seat {} discards {}", t.number(), l.en),
            ),
        );
    }

    /// Finishes the 试探 that waited on the discard prompt.
    pub(crate) fn finish_probe_discard(&mut self, t: Seat, card: CardId) {
        self.discard_from_hand(t, card);
        if let Some(w) = self.window.as_mut()
            && let Some((_, e)) = w.in_resolution.take()
        {
            self.spend(e.card);
        }
    }

    /// 真伪莫辨: N = living players; N cards from the deck, shuffled; from the user
    /// rightwards each living player takes one face-up as intel. A victory part-way ends
    /// the game at once; cards left over (a player died part-way) are discarded.
    fn muddle(&mut self, user: Seat) {
        let living = self.living();
        let mut cards: Vec<CardId> = Vec::with_capacity(living.len());
        for _ in 0..living.len() {
            match self.deck.draw(&mut self.rng) {
                Some(c) => cards.push(c),
                None => break,
            }
        }
        cards.shuffle(&mut self.rng);
        self.log.push(
            Audience::All,
            "fengsheng.muddle",
            text!("从牌库顶取{}张牌洗匀，从{}号开始每人取一张作为情报", "{} cards from the deck top are shuffled; from seat {} each takes one as intel"; cards.len(), user.number()),
        );
        let order: Vec<Seat> = self.seating.from(user).collect();
        for s in order {
            if self.outcome.is_some() || cards.is_empty() {
                break;
            }
            if !self.alive(s) {
                continue;
            }
            if let Some(c) = cards.pop() {
                let l = self.card(c).label();
                self.log.push(
                    Audience::All,
                    "fengsheng.muddle_take",
                    Text::owned(
                        format!("{}号获得情报：{}", s.number(), l.zh),
                        format!("Seat {} takes the intel {}", s.number(), l.en),
                    ),
                );
                self.gain_intel(s, c);
            }
        }
        for c in cards {
            self.deck.discard(c);
        }
    }
}
