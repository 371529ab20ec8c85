//! Exits: seats leaving the game together (the night's dead, a seat voted out, a seat shot
//! or gone by its own hand), then in order: each exit's hook (a hunter's shot), the win
//! check at this check point, the sheriff's badge, and last words by the rule set's policy.
//!
//! A hook is asked in secret of every seat of the batch — the real question of a seat that
//! has one, a pass-only prompt for the others — so nobody learns from the asking or its
//! timing who had something to do.

use crate::{prompt::Prompt, seat::Seat, text::Text};

use super::{
    NightDay, OptOf,
    offer::{Offered, Opt},
    phase::{Cx, Done, Flow, Phase, Showing},
    stage::{Exits, ExitsState},
    town::{Cause, End, Exit},
};

/// When exit hooks are asked.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HookTiming {
    /// Before the win check: a hook belongs to its own exit.
    BeforeCheck,
    /// After it: a met condition ends the game first.
    AfterCheck,
}

impl Exits {
    /// The seats of the batch, in order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.batch.iter().map(|e| e.seat)
    }

    /// Asks the hooks of the exits not asked yet; false when there is nothing to ask.
    fn ask_hooks<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> bool {
        if cx.game.day().hooks.is_none() || self.hooked >= self.batch.len() {
            self.hooked = self.batch.len();
            return false;
        }
        let kind = cx.town.keys().exit;
        let seconds = cx.game.script().seconds;
        let fresh: Vec<Exit> = self.batch[self.hooked..].to_vec();
        self.hooked = self.batch.len();
        for e in &fresh {
            let secret = |p: Prompt| p.secret().with_timeout(seconds);
            match cx.game.exit_hook(cx.town, e) {
                Some(ask) => {
                    self.real.push(e.seat);
                    cx.town.offer(ask.options, |o| {
                        secret(
                            Prompt::one(e.seat, kind, ask.question, o)
                                .with_default(vec![ask.default]),
                        )
                    })
                }
                None => cx.town.offer(
                    vec![Offered::new(Opt::Pass, Text::new("确认", "OK"))],
                    |o| {
                        secret(
                            Prompt::one(e.seat, kind, Text::new("你已出局", "You are out"), o)
                                .only_pass(),
                        )
                    },
                ),
            };
        }
        self.state = ExitsState::Hooks(fresh.len());
        true
    }

    /// Goes on from the current state until something is asked or all is done.
    fn proceed<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        if self.state == ExitsState::Settling {
            let timing = cx.game.day().hooks;
            if timing.is_none() {
                self.hooked = self.batch.len();
            }
            loop {
                if timing == Some(HookTiming::BeforeCheck) && self.ask_hooks(cx) {
                    return Flow::Wait;
                }
                if self.checked != Some(self.batch.len()) {
                    self.checked = Some(self.batch.len());
                    if let Some(end) = cx.game.win(cx.town) {
                        return finish(cx, end);
                    }
                }
                if timing == Some(HookTiming::AfterCheck) && self.ask_hooks(cx) {
                    return Flow::Wait;
                }
                if self.hooked >= self.batch.len() && self.checked == Some(self.batch.len()) {
                    break;
                }
            }
            if let Some(holder) = cx.town.badge.holder
                && self.seats().any(|s| s == holder)
            {
                super::sheriff::ask_badge(cx, holder);
                self.state = ExitsState::Badge(holder);
                return Flow::Wait;
            }
            self.start_words(cx);
        }
        let ExitsState::Words(i) = self.state else {
            return Flow::Wait;
        };
        match self.words.get(i) {
            Some(&s) => {
                ask_words(cx, s);
                Flow::Wait
            }
            None => Flow::Done(Done::Finished),
        }
    }

    fn start_words<G: NightDay>(&mut self, cx: &mut Cx<'_, G>) {
        let n = self.batch.len();
        self.words = self
            .batch
            .iter()
            .filter(|e| cx.game.last_words(cx.town, e, n))
            .map(|e| e.seat)
            .collect();
        self.state = ExitsState::Words(0);
    }
}

/// Ends the game.
pub(crate) fn finish<G: NightDay>(cx: &mut Cx<'_, G>, end: End<super::town::SideOf<G>>) -> Flow<G> {
    cx.town.finish(end, cx.game);
    Flow::Over
}

fn ask_words<G: NightDay>(cx: &mut Cx<'_, G>, s: Seat) {
    let keys = cx.town.keys();
    cx.town.announce(
        keys.last_words,
        crate::text!("请{}号留遗言", "Seat {}, your last words", s.num()),
    );
    let done = vec![Offered::new(Opt::Done, Text::new("遗言完毕", "Done"))];
    let seconds = cx.game.day().speech_seconds;
    cx.town.offer(done, |o| {
        Prompt::one(
            s,
            keys.last_words,
            Text::new("请留遗言，说完后确认", "Give your last words, then confirm"),
            o,
        )
        .with_timeout(seconds)
        // 遗言完毕 is the speaker's own signal, as 发言完毕 is: shown, never answered for him.
        .as_signal()
    });
}

impl<G: NightDay> Phase<G> for Exits {
    fn enter(&mut self, cx: &mut Cx<'_, G>) -> Flow<G> {
        self.proceed(cx)
    }

    fn answer(&mut self, cx: &mut Cx<'_, G>, seat: Seat, opt: OptOf<G>) -> Flow<G> {
        match self.state {
            ExitsState::Hooks(waiting) => {
                if self.real.contains(&seat)
                    && let Some(exit) = self.batch.iter().find(|e| e.seat == seat).copied()
                    && let Some(target) = cx.game.on_exit_hook(cx.town, &exit, opt)
                    && cx.town.is_alive(target)
                {
                    let out = Exit {
                        seat: target,
                        cause: Cause::Hook,
                        night: cx.town.night,
                        by_day: exit.by_day,
                    };
                    cx.town.take_out(out);
                    self.batch.push(out);
                }
                if waiting > 1 {
                    self.state = ExitsState::Hooks(waiting - 1);
                    return Flow::Wait;
                }
                self.state = ExitsState::Settling;
                self.proceed(cx)
            }
            ExitsState::Badge(holder) => {
                super::sheriff::on_badge(cx, holder, opt);
                self.start_words(cx);
                self.proceed(cx)
            }
            ExitsState::Words(i) => {
                self.state = ExitsState::Words(i + 1);
                self.proceed(cx)
            }
            ExitsState::Settling => Flow::Wait,
        }
    }

    fn showing(&self) -> Showing<'_> {
        match self.state {
            ExitsState::Words(i) => self
                .words
                .get(i)
                .map_or(Showing::Other, |&s| Showing::Words(s)),
            ExitsState::Badge(s) => Showing::Badge(s),
            ExitsState::Hooks(_) => Showing::Exit,
            ExitsState::Settling => Showing::Other,
        }
    }
}
