//! 无懈可击 windows, the card kit's [`Window`] (ask everyone, restart after an action):
//! before a trick takes effect on a target (and before a delayed trick's judgement),
//! every living seat is asked in seat order from the current player, whether or not it
//! holds a 无懈可击. A 无懈可击 goes on the stack and opens a new window against itself,
//! asked again from the current player.
//! A full lap of passes resolves the stack: the trick is cancelled for that target when
//! an odd number of 无懈可击 stand. 无懈可击·国 used against the trick itself may cancel
//! it for every remaining target of that target's faction.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, Text,
    cards::{
        Early, Step,
        window::{AfterAction, AskPolicy, Next, Window},
    },
};

use crate::{
    card::Name,
    choices::Act,
    frame::{Frame, In, NullCtx, NullEntry, Ret},
    game::Game,
    log::cached_text,
    timing::Timing,
};

impl Game {
    /// Opens a 无懈可击 window for `trick` (used by `user`) about to act on `target`.
    pub(crate) fn nullify(
        &self,
        trick: Name,
        user: Option<Seat>,
        target: Seat,
        can_all: bool,
    ) -> Frame {
        let alive = self.alive_seats();
        let (window, _) = Window::open(
            self.active,
            AskPolicy::Everyone,
            AfterAction::Restart,
            self.seating,
            |s| alive.contains(s),
        );
        Frame::Nullify(Box::new(NullCtx {
            trick,
            user,
            target,
            window,
            early: Early::new(),
            asked: false,
            can_all,
        }))
    }

    /// A seat's answer to its 无懈可击 prompt: kept by the window until every seat before
    /// it has passed.
    pub(crate) fn answer_nullify(&mut self, seat: Seat, act: Act) {
        if let Some(Frame::Nullify(n)) = self.engine.frames_mut().last_mut() {
            n.early.give(seat, act);
        }
    }

    /// Whether the 无懈可击 window on top has its holder's answer (the rest of the lap's
    /// prompts may still be open).
    pub(crate) fn lap_answered(&self) -> bool {
        matches!(self.engine.frames().last(),
            Some(Frame::Nullify(n)) if n.early.has(n.window.holder()))
    }

    /// One step of a 无懈可击 window. The whole lap is asked at once (the card kit's
    /// [`Window::lap`]): each seat is asked whether it answers, given that every seat
    /// before it passes — what the one-by-one lap asks it — and the answers are taken from
    /// the holder on; a 无懈可击 makes the later answers moot and the next lap is asked.
    pub(crate) fn step_nullify(&mut self, n: &mut NullCtx, input: In) -> Step<Frame> {
        // Answers come through `answer_nullify`; a new lap is asked once.
        let _ = input;
        if !n.asked {
            self.ask_nullify_lap(n);
            n.asked = true;
        }
        let alive = self.alive_seats();
        loop {
            let holder = n.window.holder();
            let Some(act) = n.early.take(holder) else {
                return Step::Wait;
            };
            match act {
                Act::Use { card, .. } | Act::NullifyAll(card) => {
                    n.early.clear();
                    n.asked = false;
                    self.asks.withdraw(|p| p.kind == "guozhan.nullify");
                    let all = matches!(act, Act::NullifyAll(_));
                    return self.nullify_used(n, holder, card, all);
                }
                _ => match n.window.pass(self.seating, |s| alive.contains(s), |_| true) {
                    Next::Ask(_) => {}
                    Next::Resolve => return Step::Done(self.resolve_nullify(n)),
                    Next::Closed => return Step::Done(Ret::Bool(false)),
                },
            }
        }
    }

    /// Asks every seat of the lap that has neither answered nor a prompt open.
    fn ask_nullify_lap(&mut self, n: &NullCtx) {
        let alive = self.alive_seats();
        let holder = n.window.holder();
        for s in n.window.lap(self.seating, |s| alive.contains(s)) {
            if n.early.has(s) || self.asks.is_asked(s) {
                continue;
            }
            let acts = self.nullify_acts(s, n);
            let text = self.nullify_text(n, s != holder);
            self.ask(s, "guozhan.nullify", text, acts, 0);
        }
    }

    /// `holder` uses a 无懈可击: it goes on the stack and a new window opens against it,
    /// asked again from the current player.
    fn nullify_used(
        &mut self,
        n: &mut NullCtx,
        holder: Seat,
        card: crate::card::CardId,
        all: bool,
    ) -> Step<Frame> {
        if !self.hand(holder).contains(&card) {
            return Step::Again;
        }
        let all = all && n.can_all && n.window.stack().is_empty();
        self.hand_to_table(holder, &[card]);
        self.log_nullify(n, holder, card, all);
        let alive = self.alive_seats();
        let _ = n
            .window
            .act(holder, NullEntry { card, all }, self.seating, |s| {
                alive.contains(s)
            });
        self.fire(Timing::CardUsed)
    }

    /// The options of `holder` in window `n`: pass, each 无懈可击 face held, and 无懈可击·国
    /// "for all" when it may.
    fn nullify_acts(&self, holder: Seat, n: &NullCtx) -> Vec<Act> {
        let mut acts = vec![Act::Pass];
        let mut names: Vec<Name> = Vec::with_capacity(2);
        for &c in self.hand(holder) {
            let name = self.card(c).name;
            if name.is_nullify() && !names.contains(&name) {
                names.push(name);
                acts.push(Act::Use {
                    card: c,
                    target: None,
                });
                if name == Name::HegNullify && n.can_all && n.window.stack().is_empty() {
                    acts.push(Act::NullifyAll(c));
                }
            }
        }
        acts
    }

    /// The question, with a note when the seat is asked ahead of its turn in the lap.
    fn nullify_text(&self, n: &NullCtx, ahead: bool) -> Text {
        let top = n.window.stack().last().map_or(0, |e| e.seat.0 + 1);
        let user = n.user.map_or(0, |u| u.0 + 1);
        let key = [1, n.trick as u8, user, n.target.0, top, u8::from(ahead)];
        cached_text(key, || {
            let t = self.build_nullify_text(n);
            if !ahead {
                return t;
            }
            text!(
                "{}（先问你：在你之前的玩家都不使用时生效）",
                "{} (asked ahead: it counts if nobody before you uses one)",
                t
            )
        })
    }

    fn build_nullify_text(&self, n: &NullCtx) -> Text {
        let trick = n.trick.label();
        let t = n.target.num();
        match n.window.stack().last() {
            None => {
                let by = n.user.map_or("—", |u| u.num());
                text!(
                    "{}号的{}即将对{}号生效：是否使用【无懈可击】？",
                    "Seat {}'s {} is about to take effect on seat {}: use a Nullification?",
                    by,
                    trick,
                    t
                )
            }
            Some(top) => {
                let by = top.seat.num();
                text!(
                    "{}号的【无懈可击】即将生效（{}对{}号）：是否使用【无懈可击】抵消它？",
                    "Seat {}'s Nullification is about to resolve ({} on seat {}): counter it?",
                    by,
                    trick,
                    t
                )
            }
        }
    }

    fn log_nullify(&mut self, n: &NullCtx, holder: Seat, card: crate::card::CardId, all: bool) {
        let l = self.card(card).label();
        let h = holder.num();
        let mut text = match n.window.stack().last() {
            None => {
                let trick = n.trick.label();
                text!(
                    "{}号使用了{}，抵消{}对{}号的效果",
                    "Seat {} uses {} against {} on seat {}",
                    h,
                    l,
                    trick,
                    n.target.num()
                )
            }
            Some(top) => {
                text!(
                    "{}号使用了{}，抵消{}号的【无懈可击】",
                    "Seat {} uses {} against seat {}'s Nullification",
                    h,
                    l,
                    top.seat.num()
                )
            }
        };
        if all && let Some(f) = self.faction(n.target) {
            let f = f.name();
            text = text!(
                "{}（对{}所有剩余目标）",
                "{} (for every remaining target of the {})",
                text,
                f
            );
        }
        self.say_cards(Audience::All, "guozhan.nullify", text, &[card]);
    }

    /// Resolves a window's stack last in, first out: an odd number of 无懈可击 cancels
    /// the trick for the target.
    fn resolve_nullify(&mut self, n: &mut NullCtx) -> Ret {
        let mut count = 0;
        let mut bottom_all = false;
        while let Some(e) = n.window.pop() {
            count += 1;
            bottom_all = e.action.all;
            self.table_to_discard(e.action.card);
        }
        let cancelled = count % 2 == 1;
        let trick = n.trick.label();
        let t = n.target.num();
        self.say(
            "guozhan.nullify_result",
            if cancelled {
                text!(
                    "{}对{}号的效果被抵消",
                    "{} on seat {} is nullified",
                    trick,
                    t
                )
            } else {
                text!(
                    "{}对{}号的效果未被抵消",
                    "{} on seat {} is not nullified",
                    trick,
                    t
                )
            },
        );
        if cancelled && bottom_all {
            let target = n.target;
            let later: Vec<Seat> = match self.top_use() {
                Some(u) => u.targets[u.next.min(u.targets.len())..]
                    .iter()
                    .copied()
                    .filter(|&o| o != target && self.same_faction(o, target))
                    .collect(),
                None => Vec::new(),
            };
            if let Some(u) = self.top_use_mut() {
                for o in later {
                    u.all_nullified.insert(o);
                }
            }
        }
        Ret::Bool(cancelled)
    }
}
