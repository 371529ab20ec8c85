//! Priority windows: which card uses and skills are legal for the holder, acting and
//! passing through the core priority round, and resolving the stack last in, first out
//! (each entry's triggered skills, its effect, then its card leaves play; see
//! `effects`).

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, Text,
    cards::window::{Next, StackEntry},
};

use crate::classic::{
    act::{Act, Target},
    card::{CardId, Colour, Kind, ProbeEffect, Stamp},
    characters::Skill,
    frame::Task,
    frame::{Entry, Point, Step, Used, WindowKind},
    game::{Ask, Game},
    zone::Zone,
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

/// Every priority prompt's text, indexed by (characters, window kind, active seat).
static WINDOW_TEXTS: std::sync::LazyLock<Vec<Text>> = std::sync::LazyLock::new(|| {
    let kinds = [
        ("回合开始阶段", "turn start"),
        ("出牌阶段（1）", "play phase (1)"),
        ("情报传递", "intel passing"),
        ("情报到达", "intel arrival"),
        ("出牌阶段（2）", "play phase (2)"),
        ("回合结束阶段", "turn end"),
    ];
    let mut v = Vec::with_capacity(2 * 2 * 6 * tianhei_core::seat::MAX_SEATS);
    for (az, ae) in [
        ("", ""),
        (
            "（先问你：在你之前的玩家都让过时生效）",
            " (asked ahead: it counts if everyone before you passes)",
        ),
    ] {
        for (z, e) in [
            ("使用卡牌或让过", "use a card or pass"),
            ("使用卡牌、技能或让过", "use a card, a skill, or pass"),
        ] {
            for (kz, ke) in kinds {
                for i in 0..tianhei_core::seat::MAX_SEATS {
                    let n = Seat(i as u8).num();
                    v.push(Text::new(
                        Box::leak(format!("{n}号的{kz}：你有优先权，{z}{az}").into_boxed_str()),
                        Box::leak(
                            format!("Seat {n}'s {ke}: you have priority; {e}{ae}").into_boxed_str(),
                        ),
                    ));
                }
            }
        }
    }
    v
});

impl Game {
    /// Drives the open window: asks the holder, or resolves the stack.
    pub(crate) fn drive_window(&mut self) {
        let Some(w) = self.turn.window.as_ref() else {
            self.turn.step = Step::TurnStart;
            return;
        };
        if !w.resolving {
            self.ask_lap();
            return;
        }
        loop {
            if self.outcome.is_some() || !self.tasks.is_empty() {
                return;
            }
            let Some(w) = self.turn.window.as_mut() else {
                return;
            };
            let Some(StackEntry { seat, action }) = w.priority.pop() else {
                break;
            };
            if self.begin_resolution(seat, action) {
                return; // its triggers and effect run as tasks first
            }
        }
        let alive = self.alive_seats();
        let Some(w) = self.turn.window.as_mut() else {
            return;
        };
        w.resolving = false;
        if w.stop {
            self.close_window();
            return;
        }
        match w.priority.reopen(self.seating, |s| alive.contains(s)) {
            Next::Ask(_) => {}
            _ => self.close_window(),
        }
    }

    /// Asks the whole lap at once (the card kit's [`Window::lap`](tianhei_core::cards::Window::lap)):
    /// each seat still to answer gets its priority prompt — under `ask = "able"` a seat
    /// that can only pass passes without one — and the answers are taken from the holder
    /// on. Each seat's question is whether it acts given that every seat before it passes,
    /// which is what the one-by-one lap asks it; a lap costs one wait, not one per seat.
    fn ask_lap(&mut self) {
        let alive = self.alive_seats();
        let Some(w) = self.turn.window.as_ref() else {
            return;
        };
        let lap = w.priority.lap(self.seating, |s| alive.contains(s));
        let holder = w.priority.holder();
        for s in lap {
            if self.turn.window.as_ref().is_some_and(|w| w.early.has(s)) || self.asks.is_asked(s) {
                continue;
            }
            let acts = self.priority_acts(s);
            if acts.len() == 1 && self.opts.ask == Ask::Able {
                // Only a pass is possible and the rule set asks only those who can act.
                if let Some(w) = self.turn.window.as_mut() {
                    w.early.give(s, Act::Pass);
                }
                continue;
            }
            let text = self.window_text(s != holder);
            self.ask(s, "fengsheng.priority", text, acts, 0);
        }
        self.settle_lap();
    }

    /// Takes the lap's answers from the holder on, while he has answered: a pass hands
    /// priority on (told as at the table, in seat order); anything else withdraws the
    /// other seats' prompts and forgets their answers — they answered a situation that no
    /// longer holds — and is carried out.
    pub(crate) fn settle_lap(&mut self) {
        while self.outcome.is_none() {
            let Some(w) = self.turn.window.as_mut() else {
                return;
            };
            if w.resolving {
                return;
            }
            let holder = w.priority.holder();
            let Some(act) = w.early.take(holder) else {
                return;
            };
            if act != Act::Pass {
                w.early.clear();
                self.asks.withdraw(|p| p.kind == "fengsheng.priority");
            }
            self.apply(holder, act);
        }
    }

    pub(crate) fn close_window(&mut self) {
        if let Some(w) = self.turn.window.take() {
            self.turn.step = w.after;
        }
    }

    /// `3号的出牌阶段（1）：你有优先权，…`, built once per (asked ahead of his turn in
    /// the lap, characters, window, seat): a priority prompt is the most common prompt of
    /// a game.
    fn window_text(&self, ahead: bool) -> Text {
        let kind = self.turn.window.as_ref().map_or(5, |w| w.kind as usize);
        let i = ((usize::from(ahead) * 2 + usize::from(self.opts.characters)) * 6 + kind)
            * tianhei_core::seat::MAX_SEATS
            + self.turn.active.index();
        WINDOW_TEXTS[i].clone()
    }

    /// Whether `s` may use 锁定 now: in his own 出牌阶段 or 情报传递 step, or in anyone's
    /// with 柒佰's 敏锐.
    fn lock_timing(&self, s: Seat, kind: WindowKind) -> bool {
        let timing = matches!(
            kind,
            WindowKind::Play1 | WindowKind::Play2 | WindowKind::Passing
        );
        timing && (s == self.turn.active || self.up_has(s, Skill::MinRui))
    }

    /// Whether `s` may use this card as 锁定 (预谋, 亮剑, 换日).
    fn converts_to_lock(&self, s: Seat, kind: Kind, colour: Colour) -> bool {
        if kind == Kind::Lock {
            return false;
        }
        self.players[s.index()]
            .up()
            .is_some_and(|c| c.info().skills.iter().any(|sk| sk.locks_with(kind, colour)))
    }

    /// Every card use and skill legal for `s` in the open window, after "pass". Cards
    /// with the same face (type, colour, variant) are offered once.
    pub(crate) fn priority_acts(&self, s: Seat) -> Vec<Act> {
        let mut acts = vec![Act::Pass];
        let Some(w) = self.turn.window.as_ref() else {
            return acts;
        };
        let kind = w.kind;
        let active = s == self.turn.active;
        let play_phase = matches!(kind, WindowKind::Play1 | WindowKind::Play2);
        let lock_ok = self.lock_timing(s, kind);
        for card in self.hand_faces(s) {
            let c = card.id;
            match card.kind {
                Kind::Burn => {
                    for o in self.seating.from(s) {
                        if !self.alive(o) {
                            continue;
                        }
                        for &ic in self.intel(o) {
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
                    for (i, e) in w.priority.stack().iter().enumerate().rev() {
                        if !e.action.negated && e.action.card().is_some() {
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
                Kind::Lock if lock_ok => {
                    for t in self.others(s) {
                        if !self.turn.locked.contains(t) {
                            acts.push(Act::Use {
                                card: c,
                                target: Target::Seat(t),
                            });
                        }
                    }
                }
                Kind::Lure if kind == WindowKind::Passing => {
                    for t in self.lure_targets(s) {
                        acts.push(Act::Use {
                            card: c,
                            target: Target::Seat(t),
                        });
                    }
                }
                Kind::Intercept
                    if kind == WindowKind::Passing && !active && self.turn.transit.is_some() =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                Kind::Decode
                    if kind == WindowKind::Arrival
                        && self.turn.transit.as_ref().is_some_and(|t| t.holder == s) =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                Kind::Return
                    if kind == WindowKind::Arrival
                        && !active
                        && self.turn.transit.as_ref().is_some_and(|t| {
                            t.holder == s
                                && t.stamp != Stamp::Direct
                                && !self.turn.locked.contains(s)
                        }) =>
                {
                    acts.push(Act::Use {
                        card: c,
                        target: Target::None,
                    });
                }
                _ => {}
            }
            if lock_ok && self.converts_to_lock(s, card.kind, card.colour) {
                for t in self.others(s) {
                    if !self.turn.locked.contains(t) {
                        acts.push(Act::UseAs {
                            card: c,
                            kind: Kind::Lock,
                            target: Target::Seat(t),
                        });
                    }
                }
            }
        }
        if self.opts.characters {
            self.skill_acts(s, kind, &mut acts);
        }
        acts
    }

    /// Who a 调虎离山 (or 声东击西) by `s` may name: another living player in this
    /// passing, not its sender, not locked, not already lured.
    pub(crate) fn lure_targets(&self, s: Seat) -> Vec<Seat> {
        let Some(tr) = &self.turn.transit else {
            return Vec::new();
        };
        self.others(s)
            .filter(|&t| t != tr.sender && !self.turn.locked.contains(t) && !tr.lured.contains(t))
            .collect()
    }

    /// Living seats other than `s`, from its right.
    pub(crate) fn others(&self, s: Seat) -> impl Iterator<Item = Seat> + '_ {
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
        let alive = self.alive_seats();
        let Some(w) = self.turn.window.as_mut() else {
            return;
        };
        // Every seat is asked (a rule set asking only the able passes for the others
        // here, each pass told as at the table).
        match w
            .priority
            .pass(self.seating, |s| alive.contains(s), |_| true)
        {
            Next::Ask(_) => {}
            Next::Resolve => w.resolving = true,
            Next::Closed => self.close_window(),
        }
    }

    /// The holder uses a card (as itself, or as `as_kind`): it goes on the stack and the
    /// holder keeps priority.
    pub(crate) fn use_card(
        &mut self,
        s: Seat,
        card: CardId,
        target: Target,
        as_kind: Option<Kind>,
    ) {
        self.zones.move_to(card, Zone::Stack);
        let c = self.card(card);
        let used = match as_kind {
            Some(k) => Used::As(card, k),
            None => Used::Card(card),
        };
        let line = self.use_line(s, used, target, false);
        // The line names the card used (a 试探 only by its kind) and an intel aimed at.
        let mut named = Vec::with_capacity(2);
        if as_kind.is_none() && c.kind != Kind::Probe {
            named.push(card);
        }
        if let Target::Card(tc) = target {
            named.push(tc);
        }
        self.say_cards(Audience::All, "fengsheng.use", line, &named);
        if c.kind == Kind::Probe
            && as_kind.is_none()
            && let Target::Seat(t) = target
        {
            let mut both = tianhei_core::SeatSet::one(s);
            both.insert(t);
            let line = self.use_line(s, used, target, true);
            // The 试探 is handed to its target face-down: the two of them read it.
            self.log
                .show(Audience::Seats(both), "fengsheng.probe_card", line);
        }
        self.push_entry(
            s,
            Entry {
                used,
                target,
                negated: false,
            },
        );
    }

    /// Puts an entry on the stack for the holder `s`, who keeps priority.
    pub(crate) fn push_entry(&mut self, s: Seat, e: Entry) {
        let alive = self.alive_seats();
        let seating = self.seating;
        if let Some(w) = self.turn.window.as_mut() {
            // Only the holder is offered a use, so this cannot fail.
            let _ = w.priority.act(s, e, seating, |s| alive.contains(s));
        }
    }

    /// The card's name as others see it: a 试探's variant only when `secret`.
    fn used_label(&self, used: Used, secret: bool) -> Text {
        let card = match used {
            Used::Card(c) | Used::As(c, _) => c,
            Used::Skill(sk) => {
                let n = sk.name();
                return text!("【{}】", "{}", n);
            }
        };
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
            l = text!(
                "{}（我猜你是{}：是则{}）",
                "{} (I bet you are {}: if so, {})",
                l,
                g,
                (ez, ee)
            );
        }
        if let Used::As(_, k) = used {
            let kn = k.name();
            l = text!("{}当作【{}】", "{} as {}", l, kn);
        }
        l
    }

    /// `1号对3号使用红色【锁定】`; a 试探 shows its variant only when `secret`.
    pub(crate) fn use_line(&self, s: Seat, used: Used, target: Target, secret: bool) -> Text {
        let l = self.used_label(used, secret);
        let n = s.number();
        let verb = if matches!(used, Used::Skill(_)) {
            "发动"
        } else {
            "使用"
        };
        match target {
            Target::None => text!("{}号{}{}", "Seat {0} uses {2}", n, verb, l),
            Target::Seat(t) => text!(
                "{}号对{}号{}{}",
                "Seat {0} uses {3} on seat {1}",
                n,
                t.number(),
                verb,
                l
            ),
            Target::Card(tc) => {
                let tl = self.card(tc).label();
                text!("{}号使用{}，目标：{}", "Seat {} uses {} on {}", n, l, tl)
            }
            Target::Entry(i) => {
                let (who, k) = self.entry_desc(i);
                // The stack position tells apart the lines of a long chain.
                text!(
                    "{}号{}{}，识破{}号的【{}】（第{}张）",
                    "Seat {0} uses {2} against seat {3}'s {4} (card {5})",
                    n,
                    verb,
                    l,
                    who,
                    k,
                    i + 1
                )
            }
        }
    }

    /// Pops `e` off the stack for resolution. A negated card or one whose user or target
    /// is gone leaves play at once (false); otherwise its triggered skills, its effect and
    /// its end are queued as tasks (true).
    fn begin_resolution(&mut self, user: Seat, e: Entry) -> bool {
        let name = self.entry_name(&e);
        if e.negated {
            self.log.push(
                Audience::All,
                "fengsheng.negated",
                text!(
                    "{}号的{}被识破，无效",
                    "Seat {}'s {} is seen through and has no effect",
                    user.number(),
                    name
                ),
            );
            self.spend_entry(&e);
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
                    Some(text!(
                        "它要识破的{}号的【{}】已被识破",
                        "seat {}'s {} that it targets was already seen through",
                        who,
                        k
                    ))
                }
                _ => None,
            }
        };
        if let Some(why) = why {
            let k = self.short_name(&e);
            self.log.push(
                Audience::All,
                "fengsheng.fizzle",
                text!(
                    "{}号的【{}】无效：{}",
                    "Seat {}'s {} has no effect: {}",
                    user.number(),
                    k,
                    why
                ),
            );
            self.spend_entry(&e);
            return false;
        }
        if let Some(c) = e.card() {
            self.zones.move_to(c, Zone::Resolving);
        }
        if let Some(w) = self.turn.window.as_mut() {
            w.in_resolution = Some((user, e));
            w.probe_seen = tianhei_core::SeatSet::EMPTY;
        }
        self.tasks.push(Task::Done);
        self.tasks.push(Task::Effect);
        if self.opts.characters {
            self.fire_from(Point::Entry { user, e }, self.turn.active);
        }
        true
    }

    /// `【锁定】` or `【狙击】`: what everyone calls a stack entry (no 试探 variant).
    pub(crate) fn entry_name(&self, e: &Entry) -> Text {
        match e.used {
            Used::Card(c) => {
                let k = self.card(c).kind;
                if k == Kind::Probe {
                    Text::new("【试探】", "Probe")
                } else {
                    self.card(c).label()
                }
            }
            Used::As(c, k) => {
                let (l, kn) = (self.card(c).colour.full_name(), k.name());
                text!("{}【{}】", "{} {}", l, kn)
            }
            Used::Skill(s) => {
                let n = s.name();
                text!("【{}】", "{}", n)
            }
        }
    }

    /// `锁定`, `试探`, `狙击`: the kind a card counts as, or the skill (no colour, no
    /// 试探 variant).
    pub(crate) fn short_name(&self, e: &Entry) -> Text {
        match e.used {
            Used::Card(c) => self.card(c).kind.name(),
            Used::As(_, k) => k.name(),
            Used::Skill(sk) => sk.name(),
        }
    }

    /// An entry leaves play: its card to the discard pile (a 试探 is removed from the
    /// game face-down); a skill leaves nothing.
    pub(crate) fn spend_entry(&mut self, e: &Entry) {
        if let Some(c) = e.card() {
            self.spend(c);
        }
    }

    /// A resolved or negated card leaves play: to the discard pile, or removed from the
    /// game face-down for a 试探.
    pub(crate) fn spend(&mut self, card: CardId) {
        if self.card(card).kind == Kind::Probe {
            self.zones.move_to(card, Zone::Removed);
        } else {
            self.discard(card);
        }
    }

    /// The kind a stack entry counts as: the card's own, the kind it is used as, or the
    /// card a skill counts as (截上截: 截获, 警觉: 识破, 声东击西: 调虎离山).
    pub(crate) fn entry_kind(&self, e: &Entry) -> Option<Kind> {
        match e.used {
            Used::Card(c) => Some(self.card(c).kind),
            Used::As(_, k) => Some(k),
            Used::Skill(s) => s.as_card(),
        }
    }

    /// The user's number and the short name at stack position `i` (what everyone sees:
    /// `锁定`, `试探`, `狙击`).
    pub(crate) fn entry_desc(&self, i: u8) -> (usize, Text) {
        self.turn
            .window
            .as_ref()
            .and_then(|w| w.priority.stack().get(i as usize))
            .map(|e| {
                let name = match e.action.used {
                    Used::Card(c) => self.card(c).kind.name(),
                    Used::As(_, k) => k.name(),
                    Used::Skill(sk) => sk.name(),
                };
                (e.seat.number(), name)
            })
            .unwrap_or((0, Text::new("？", "?")))
    }

    /// The living player in front of whom `card` lies as intel.
    pub(crate) fn intel_owner(&self, card: CardId) -> Option<Seat> {
        self.seating
            .all()
            .find(|&s| self.alive(s) && self.intel(s).contains(&card))
    }

    fn on_stack(&self, i: u8) -> bool {
        self.turn.window.as_ref().is_some_and(|w| {
            w.priority
                .stack()
                .get(i as usize)
                .is_some_and(|e| !e.action.negated)
        })
    }
}
