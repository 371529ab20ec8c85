//! The turn: 回合开始, 抽牌, 出牌（1）, 传递情报, 出牌（2）, 回合结束, then the next seat
//! to the right, as the bottom frame on the card kit's engine, with the pending tasks as
//! frames above it. Passing is in `passing`, deaths and victory in `end`.

use tianhei_core::{
    Audience, Pace, Seat, SeatSet, Text,
    cards::{
        self, Engine, Input, Process,
        window::{self, AfterAction, AskPolicy, Next},
    },
    text,
};

use crate::classic::{
    act::Act,
    card::CardId,
    frame::{Frame, Settled, Task},
    frame::{Step, Window, WindowKind},
    game::{DRAW, Game},
    turn::Phase,
    zone::Zone,
};

impl Process for Frame {
    type State = Game;
    type Ret = Settled;
    type Opt = Act;

    fn engine(g: &mut Game) -> &mut Engine<Frame> {
        &mut g.engine
    }

    /// Stops while a prompt is open or the game is over. Missions about hand contents
    /// can be met by any draw or gift: they are looked at before every step (declaring
    /// is immediate).
    fn halted(g: &mut Game) -> bool {
        g.outcome.is_some()
            || !g.asks.prompts().is_empty()
            || (g.opts.characters && !g.answer_due() && g.check_hand_missions())
    }

    /// The tasks a step pushed run before the next step, the last pushed first.
    fn interrupts(g: &mut Game) -> Vec<Frame> {
        std::mem::take(&mut g.tasks)
            .into_iter()
            .map(Frame::from)
            .collect()
    }

    fn step(
        &mut self,
        g: &mut Game,
        input: Input<Settled, Act>,
    ) -> tianhei_core::cards::Step<Frame> {
        match self {
            Frame::Turn => {
                g.turn_step();
                tianhei_core::cards::Step::Again
            }
            Frame::Task(t) => {
                // The frame ends with this step: its task is taken, not copied.
                g.exec(std::mem::replace(t, Task::Done));
                tianhei_core::cards::Step::Done(Settled)
            }
            Frame::Fire(f) => f.step(g, input),
            Frame::Ask { q, open } => match input {
                Input::Answer(a) => {
                    if let Some(&act) = a.one() {
                        g.answered(q.clone(), act);
                    }
                    tianhei_core::cards::Step::Done(Settled)
                }
                // Asked already (风度): it waits for the answer.
                _ if *open => tianhei_core::cards::Step::Wait,
                _ => {
                    *open = g.open_ask(q.clone());
                    if *open {
                        tianhei_core::cards::Step::Wait
                    } else {
                        tianhei_core::cards::Step::Done(Settled)
                    }
                }
            },
        }
    }
}

impl Game {
    /// Whether an answer is on its way to the question waiting on top (its prompt was
    /// answered): it is applied before anything is looked at again.
    fn answer_due(&self) -> bool {
        matches!(
            self.engine.frames().last(),
            Some(Frame::Ask { open: true, .. })
        )
    }

    /// Hands the answer `a` to the question waiting for it (a `Frame::Ask`), taking up
    /// first a question asked at once outside the engine; false when no question waits.
    pub(crate) fn answer_question(&mut self, a: tianhei_core::cards::Answer<Act>) -> bool {
        for t in std::mem::take(&mut self.tasks) {
            self.engine.start(Frame::from(t));
        }
        if !self.answer_due() {
            return false;
        }
        Engine::<Frame>::answer(self, a);
        self.finish_if_over();
        true
    }

    /// Advances until a prompt is open or the game is over.
    pub(crate) fn run(&mut self) {
        // An answer applied outside the engine may have pushed tasks: they run first.
        for t in std::mem::take(&mut self.tasks) {
            self.engine.start(Frame::from(t));
        }
        Engine::<Frame>::run(self);
        self.finish_if_over();
    }

    /// Once the game is over: no prompt stays open, no process runs, the cards a
    /// 真伪莫辨 was still dealing are discarded.
    fn finish_if_over(&mut self) {
        if self.outcome.is_some() {
            self.asks.clear();
            let pending = self.engine.clear().into_iter().filter_map(|f| match f {
                Frame::Task(t) => Some(t),
                Frame::Turn | Frame::Fire(_) | Frame::Ask { .. } => None,
            });
            // The pending tasks, the last pushed first.
            let mut tasks: Vec<Task> = pending.collect();
            tasks.append(&mut self.tasks);
            for t in tasks.into_iter().rev() {
                if let Task::Muddle { cards, .. } = t {
                    for c in cards {
                        self.discard(c);
                    }
                }
            }
            self.turn.phase = Phase::Over;
        }
    }

    /// One step of the turn.
    fn turn_step(&mut self) {
        let turn_step = matches!(
            self.turn.step,
            Step::Draw | Step::Play1 | Step::Send | Step::Play2 | Step::TurnEnd
        );
        if turn_step && !self.alive(self.turn.active) {
            self.turn.step = Step::NextTurn;
        }
        match self.turn.step {
            Step::Pick => self.open_picks(),
            Step::TurnStart => self.turn_start(),
            Step::Draw => {
                self.turn.phase = Phase::Draw;
                self.turn.step = Step::Play1;
                self.draw_phase();
            }
            Step::Play1 => {
                self.turn.phase = Phase::Play1;
                self.open_window(WindowKind::Play1, Step::Send);
            }
            Step::Send => self.ask_send(),
            Step::Passing => {
                self.turn.phase = Phase::Passing;
                self.open_window(WindowKind::Passing, Step::Move);
            }
            Step::Move => self.move_intel(),
            Step::Arrival => {
                self.turn.phase = Phase::Arrival;
                self.open_window(WindowKind::Arrival, Step::AfterArrival);
            }
            Step::AfterArrival => self.after_arrival(),
            Step::Receive => self.ask_receive(),
            Step::Play2 => {
                self.turn.phase = Phase::Play2;
                self.open_window(WindowKind::Play2, Step::TurnEnd);
            }
            Step::TurnEnd => {
                self.turn.phase = Phase::TurnEnd;
                self.open_window(WindowKind::TurnEnd, Step::NextTurn);
            }
            Step::NextTurn => self.next_turn(),
            Step::Window => self.drive_window(),
        }
    }

    /// 抽牌阶段: draw two, unless a face-up skill draws instead (大美女's 精明).
    fn draw_phase(&mut self) {
        let s = self.turn.active;
        let skills = match self.players[s.index()].up() {
            Some(c) if self.alive(s) => c.info().skills,
            _ => &[],
        };
        for &sk in skills {
            if sk.draw_phase(self, s) {
                return;
            }
        }
        self.draw(s, DRAW);
    }

    fn turn_start(&mut self) {
        self.turn.number += 1;
        self.turn.phase = Phase::TurnStart;
        self.turn.locked = SeatSet::EMPTY;
        self.turn.failed_send = false;
        let n = self.turn.active.number();
        self.log.narrate(
            text!("{}号的回合开始", "Seat {}'s turn begins", n),
            Pace::SHORT,
        );
        self.open_window(WindowKind::TurnStart, Step::Draw);
    }

    /// Opens a priority window from the active player, or goes straight on when the
    /// window could hold nothing: at turn start and turn end only 烧毁 (and 识破 on it)
    /// and skills usable at any time can be used, so those windows open only while black
    /// intel lies on the table or a skill might be usable (see `anytime_skill_possible`).
    /// That test reads public facts only, so skipping leaks nothing about hands.
    pub(crate) fn open_window(&mut self, kind: WindowKind, after: Step) {
        if matches!(kind, WindowKind::TurnStart | WindowKind::TurnEnd)
            && !self.any_black_intel()
            && !self.anytime_skill_possible()
        {
            self.turn.step = after;
            return;
        }
        let alive = self.alive_seats();
        let (priority, first) = window::Window::open(
            self.turn.active,
            AskPolicy::Everyone,
            AfterAction::KeepPriority,
            self.seating,
            |s| alive.contains(s),
        );
        if first == Next::Closed {
            self.turn.step = after;
            return;
        }
        self.turn.window = Some(Window {
            kind,
            priority,
            resolving: false,
            in_resolution: None,
            probe_seen: SeatSet::EMPTY,
            stop: false,
            after,
            early: window::Early::new(),
        });
        self.turn.step = Step::Window;
    }

    /// Draws up to `n` cards for `s`; skipped when deck and discard pile are both empty.
    pub(crate) fn draw(&mut self, s: Seat, n: usize) {
        let mut got: Vec<CardId> = Vec::with_capacity(n);
        for _ in 0..n {
            match (self.zones).draw(Zone::Deck, Zone::Discard, Zone::Hand(s), &mut self.rng) {
                Some(c) => got.push(c),
                None => break,
            }
        }
        let num = s.number();
        if got.is_empty() {
            self.log.push(
                Audience::All,
                "fengsheng.draw_skipped",
                text!(
                    "牌库与弃牌堆皆空，{}号不抽牌",
                    "Deck and discard pile are empty: seat {} draws nothing",
                    num
                ),
            );
            return;
        }
        self.log.push(
            Audience::All,
            "fengsheng.draw",
            text!("{}号抽了{}张牌", "Seat {} draws {} card(s)", num, got.len()),
        );
        let names: Vec<Text> = got.iter().map(|&c| self.card(c).label()).collect();
        self.say_cards(
            Audience::seat(s),
            "fengsheng.drawn",
            text!(
                "你抽到：{}",
                "You drew: {}",
                (join(&names, true), join(&names, false))
            ),
            &got,
        );
    }

    fn next_turn(&mut self) {
        if self.turn.failed_send && self.alive(self.turn.active) {
            self.lose_unable_to_pass(self.turn.active);
            if self.outcome.is_some() {
                return;
            }
        }
        self.turn.failed_send = false;
        self.turn.locked = SeatSet::EMPTY;
        self.turn.transit = None;
        let alive = self.alive_seats();
        match self
            .seating
            .next_where(self.turn.active, |s| alive.contains(s))
        {
            Some(s) => {
                self.turn.active = s;
                self.turn.step = Step::TurnStart;
            }
            None => self.check_last_standing(),
        }
    }

    /// Opens a prompt for `s` whose options are `acts`.
    pub(crate) fn ask(
        &mut self,
        s: Seat,
        kind: &'static str,
        text: Text,
        acts: Vec<Act>,
        default: usize,
    ) {
        self.ask_with(s, kind, text, acts, default, false);
    }

    /// Opens a prompt for `s`, secret when `secret` (nobody else may learn it is open).
    /// A secret prompt is never marked pass-only, even with one option: a host would
    /// answer it at once, and how fast the answer came would show that the seat had
    /// nothing to decide.
    pub(crate) fn ask_with(
        &mut self,
        s: Seat,
        kind: &'static str,
        text: Text,
        acts: Vec<Act>,
        default: usize,
        secret: bool,
    ) {
        let mut ask = cards::Ask::one(s, kind, text, acts).default_to(vec![default]);
        if secret {
            ask = ask.secret();
        }
        let made = ask.made(&*self);
        self.asks.open(made);
    }

    /// Puts `card` on the discard pile, from wherever it is.
    pub(crate) fn discard(&mut self, card: CardId) {
        self.zones.move_to(card, Zone::Discard);
    }
}

/// Joins card names for a log line.
pub(crate) fn join(names: &[Text], zh: bool) -> String {
    let parts: Vec<&str> = names
        .iter()
        .map(|t| if zh { &*t.zh } else { &*t.en })
        .collect();
    parts.join(if zh { "、" } else { ", " })
}
