//! The engine loop, prompts and answers, setup, and the turn: 重整 check → 准备 (reveal a
//! faction card) → 判定 → 摸牌 → 出牌 → 弃牌 → 结束, then the next living seat, with the
//! round count and the `max_rounds` limit.

use tianhei_core::text;
use tianhei_core::{
    Audience, Pace, Seat, Text,
    cards::{Answer, Ask, Engine, Process, Step, Stopped},
};

use crate::{
    choices::Act,
    faction::Which,
    frame::{
        DiscardCtx, DiscardReason, Frame, In, Next, Ret, SetupStep, TurnCtx, TurnStep, broke, reply,
    },
    game::{DRAW, Game, START_HAND, TurnFlags},
    phase::Phase,
    timing::Timing,
};

impl Game {
    /// Advances until a prompt is open or the game is over.
    pub(crate) fn run(&mut self) {
        self.run_on(None);
    }

    /// Hands `answer` to the waiting frame and advances.
    pub(crate) fn run_on(&mut self, mut answer: Option<Answer<Act>>) {
        loop {
            let stopped = match answer.take() {
                Some(a) => Engine::<Frame>::answer(self, a),
                None => Engine::<Frame>::run(self),
            };
            if stopped == Stopped::Waiting || self.outcome.is_some() {
                break;
            }
            self.next_turn();
        }
        if self.outcome.is_some() {
            self.asks.clear();
            self.phase = Phase::Over;
        }
    }

    /// Opens a prompt for `s` to pick one of `acts` (`default` indexes `acts`). Options
    /// that read the same are the same to the player: the first is kept (see
    /// [`Offer::reads_as`](tianhei_core::cards::Offer::reads_as) on [`Act`]).
    pub(crate) fn ask(
        &mut self,
        s: Seat,
        kind: &'static str,
        text: Text,
        acts: Vec<Act>,
        default: usize,
    ) {
        self.asks.open(
            Ask::one(s, kind, text, acts)
                .default_to(vec![default])
                .timeout(timeout(kind)),
        );
    }

    /// Opens a prompt for `s` to pick between `min` and `max` of `acts` (cards: copies
    /// that read the same are told apart, `（第2张）`, so each can be picked).
    pub(crate) fn ask_many(
        &mut self,
        s: Seat,
        kind: &'static str,
        text: Text,
        acts: Vec<Act>,
        (min, max): (usize, usize),
        default: Vec<usize>,
    ) {
        self.asks.open(
            Ask::many(s, kind, text, acts, (min as u8, max as u8))
                .default_to(default)
                .timeout(timeout(kind)),
        );
    }

    /// Opens a secret prompt (setup): no public view shows it is open.
    pub(crate) fn ask_secret(&mut self, s: Seat, kind: &'static str, text: Text, acts: Vec<Act>) {
        self.asks.open(
            Ask::one(s, kind, text, acts)
                .secret()
                .timeout(timeout(kind)),
        );
    }

    pub(crate) fn step_setup(&mut self, step: &mut SetupStep) -> Next {
        match *step {
            SetupStep::Characters => {
                self.log.narrate(
                    Text::new(
                        "选将：每名角色从发给自己的角色牌中选择一张暗置，其余离开游戏",
                        "Each player keeps one of the characters dealt, face-down; the rest leave the game",
                    ),
                    Pace::SHORT,
                );
                for s in self.seating.all() {
                    let acts = self.players[s.index()]
                        .dealt
                        .iter()
                        .map(|&c| Act::Character(c))
                        .collect();
                    self.ask_secret(
                        s,
                        "guozhan.character",
                        Text::new("选择一张角色牌暗置", "Choose a character to keep face-down"),
                        acts,
                    );
                }
                *step = SetupStep::Arrange;
                Step::Wait
            }
            SetupStep::Arrange => {
                self.note_triggers();
                // Announced only once everyone has chosen: nobody learns who answered first.
                for s in self.seating.all() {
                    let p = &mut self.players[s.index()];
                    let hp = p.character.max_hp();
                    p.max_hp = hp;
                    p.hp = hp;
                    self.log.push(
                        Audience::All,
                        "guozhan.hp_card",
                        text!(
                            "{}号的体力上限为{}",
                            "Seat {} has {} max HP",
                            s.num(),
                            hp_num(hp)
                        ),
                    );
                }
                self.log.narrate(
                    Text::new(
                        "每名角色获得两张势力牌，并决定主势力牌与副势力牌",
                        "Each player gets two faction cards and places one as main, one as secondary",
                    ),
                    Pace::SHORT,
                );
                for s in self.seating.all() {
                    let p = &self.players[s.index()];
                    let (a, b) = (p.main.colour, p.second.colour);
                    let mut acts = vec![Act::Arrange { main: a, second: b }];
                    if a != b {
                        acts.push(Act::Arrange { main: b, second: a });
                    }
                    self.ask_secret(
                        s,
                        "guozhan.arrange",
                        Text::new(
                            "放置势力牌：靠近角色牌的为主势力牌",
                            "Place your faction cards: the one next to your character is the main card",
                        ),
                        acts,
                    );
                }
                *step = SetupStep::Deal;
                Step::Wait
            }
            SetupStep::Deal => {
                for s in self.seating.all() {
                    self.draw_quiet(s, START_HAND);
                }
                self.log.push(
                    Audience::All,
                    "guozhan.start_hands",
                    Text::new(
                        "每名角色获得四张起始手牌",
                        "Each player gets four starting cards",
                    ),
                );
                self.log.push(
                    Audience::All,
                    "guozhan.first",
                    text!("{}号为起始玩家", "Seat {} goes first", self.first.num()),
                );
                Step::Become(Frame::Turn(TurnCtx {
                    seat: self.first,
                    step: TurnStep::Begin,
                }))
            }
        }
    }

    /// `s` places its faction cards: `main` next to the character.
    pub(crate) fn arrange(
        &mut self,
        s: Seat,
        main: crate::faction::FColour,
        second: crate::faction::FColour,
    ) {
        let p = &mut self.players[s.index()];
        p.main.colour = main;
        p.second.colour = second;
        self.log.push(
            Audience::seat(s),
            "guozhan.arranged",
            text!(
                "你的主势力牌为{}，副势力牌为{}",
                "Your main faction card is {}, the secondary {}",
                main.symbol(),
                second.symbol()
            ),
        );
    }

    /// `s` keeps character `c` face-down; the others dealt leave the game.
    pub(crate) fn keep_character(&mut self, s: Seat, c: crate::character::Character) {
        let p = &mut self.players[s.index()];
        if let Some(i) = p.dealt.iter().position(|&d| d == c) {
            p.dealt.swap(0, i);
        }
        p.character = c;
        let rest: Vec<String> = p.dealt[1..]
            .iter()
            .map(|d| d.name().zh.to_string())
            .collect();
        let rest_en: Vec<String> = p.dealt[1..]
            .iter()
            .map(|d| d.name().en.to_string())
            .collect();
        let n = c.name();
        self.log.push(
            Audience::seat(s),
            "guozhan.kept",
            text!(
                "你暗置了{}；{}离开游戏",
                "You keep {} face-down; {} leave the game",
                n,
                (rest.join("、"), rest_en.join(", "))
            ),
        );
    }

    pub(crate) fn step_turn(&mut self, t: &mut TurnCtx, input: In) -> Next {
        let s = t.seat;
        match t.step {
            TurnStep::Begin => {
                self.active = s;
                self.turn = TurnFlags::default();
                self.phase = Phase::TurnStart;
                if !self.count_round(s) || !self.alive(s) {
                    return Step::Done(Ret::None);
                }
                if self.players[s.index()].reorganized {
                    self.players[s.index()].reorganized = false;
                    self.log.push(
                        Audience::All,
                        "guozhan.reorganize_skip",
                        text!("{}号处于重整状态：将主势力牌竖置，跳过此回合", "Seat {} is reorganizing: the main faction card is set upright and the turn is skipped", s.num()),
                    );
                    return Step::Done(Ret::None);
                }
                self.log.narrate(
                    text!(
                        "第{}轮，{}号的回合",
                        "Round {}, seat {}'s turn",
                        &self.round.to_string(),
                        s.num()
                    ),
                    Pace::SHORT,
                );
                self.set_equipment_upright(s);
                t.step = TurnStep::Reveal;
                self.fire(Timing::TurnStart)
            }
            TurnStep::Reveal => {
                if !self.alive(s) {
                    return Step::Done(Ret::None);
                }
                self.phase = Phase::Prepare;
                let p = &self.players[s.index()];
                let mut acts = Vec::with_capacity(3);
                if !p.main.revealed {
                    acts.push(Act::Reveal(Which::Main, p.main.colour));
                }
                if !p.second.revealed {
                    acts.push(Act::Reveal(Which::Second, p.second.colour));
                }
                if acts.is_empty() {
                    t.step = TurnStep::Preshow;
                    Step::Again
                } else {
                    acts.push(Act::Keep);
                    let keep = acts.len() - 1;
                    t.step = TurnStep::Revealed;
                    self.ask(
                        s,
                        "guozhan.reveal",
                        Text::new(
                            "回合开始：你可以明置一张势力牌",
                            "Your turn begins: you may reveal a faction card",
                        ),
                        acts,
                        keep,
                    );
                    Step::Wait
                }
            }
            TurnStep::Revealed => {
                if let Some(Act::Reveal(w, _)) = reply(input) {
                    self.reveal_faction(s, w);
                    self.check_end();
                    if self.outcome.is_some() {
                        return Step::Done(Ret::None);
                    }
                }
                t.step = TurnStep::Preshow;
                Step::Again
            }
            TurnStep::Preshow => {
                t.step = TurnStep::Start(Phase::Prepare);
                if self.ask_preshow(s) {
                    t.step = TurnStep::Preshown;
                    return Step::Wait;
                }
                Step::Again
            }
            TurnStep::Preshown => {
                self.read_preshow(s, reply(input));
                t.step = TurnStep::Start(Phase::Prepare);
                Step::Again
            }
            TurnStep::Start(p) => {
                if !self.alive(s) {
                    return Step::Done(Ret::None);
                }
                if self.turn.skip & p.bit() != 0 {
                    let name = p.name();
                    self.log.push(
                        Audience::All,
                        "guozhan.skip_phase",
                        text!("{}号跳过{}", "Seat {} skips the {}", s.num(), name),
                    );
                    t.step = match p.next() {
                        Some(n) => TurnStep::Start(n),
                        None => TurnStep::Over,
                    };
                    return Step::Again;
                }
                self.phase = p;
                t.step = TurnStep::Proceed(p);
                self.fire(Timing::PhaseStart(p))
            }
            TurnStep::Proceed(p) => {
                if !self.alive(s) {
                    return Step::Done(Ret::None);
                }
                t.step = TurnStep::End(p);
                if broke(&input) {
                    return Step::Again;
                }
                match p {
                    Phase::Judge => {
                        let pending: Vec<_> = self.judge_area(s).to_vec();
                        if pending.is_empty() {
                            Step::Again
                        } else {
                            Step::Call(Frame::JudgePhase(pending))
                        }
                    }
                    Phase::Draw => {
                        self.turn.draw_n = DRAW as u8;
                        t.step = TurnStep::DrawNow;
                        self.fire(Timing::DrawCount)
                    }
                    Phase::Play => Step::Call(Frame::Play),
                    Phase::Discard => {
                        let excess = self.hand(s).len() as i32 - self.players[s.index()].hp.max(0);
                        if excess > 0 {
                            Step::Call(Frame::Discard(DiscardCtx {
                                seat: s,
                                count: excess as usize,
                                reason: DiscardReason::Phase,
                                asked: false,
                            }))
                        } else {
                            Step::Again
                        }
                    }
                    _ => Step::Again,
                }
            }
            TurnStep::DrawNow => {
                if self.alive(s) {
                    let n = self.turn.draw_n as usize;
                    self.draw(s, n);
                }
                t.step = TurnStep::End(Phase::Draw);
                Step::Again
            }
            TurnStep::End(p) => {
                t.step = match p.next() {
                    Some(n) => TurnStep::Start(n),
                    None => TurnStep::Over,
                };
                if self.alive(s) {
                    self.fire(Timing::PhaseEnd(p))
                } else {
                    Step::Again
                }
            }
            TurnStep::Over => {
                self.turn.drunk = 0;
                Step::Done(Ret::None)
            }
        }
    }

    /// Counts rounds: a turn at or before the previous one's position (from the first
    /// player) starts a new round. Past `max_rounds` the game ends with no winner.
    fn count_round(&mut self, s: Seat) -> bool {
        let pos = self.seating.distance_right(self.first, s) as u32;
        if self.round == 0 || pos <= self.last_pos {
            self.round += 1;
        }
        self.last_pos = pos;
        if self.round > self.opts.max_rounds {
            self.round = self.opts.max_rounds;
            self.finish_no_winner();
            return false;
        }
        true
    }

    fn next_turn(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let next = self
            .seating
            .next_where(self.active, |t| self.alive(t))
            .or_else(|| self.alive(self.active).then_some(self.active));
        match next {
            Some(n) => self.engine.start(Frame::Turn(TurnCtx {
                seat: n,
                step: TurnStep::Begin,
            })),
            None => self.finish_no_winner(),
        }
    }
}

/// Suggested seconds per kind of prompt.
fn timeout(kind: &str) -> u32 {
    match kind {
        "guozhan.nullify" => 10,
        "guozhan.respond" | "guozhan.tea" => 20,
        "guozhan.character" | "guozhan.arrange" | "guozhan.play" => 60,
        _ => 30,
    }
}

/// HP as a static string (HP is at most 4 here).
pub(crate) fn hp_num(n: i32) -> &'static str {
    const N: [&str; 11] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"];
    if n < 0 {
        "-"
    } else {
        N.get(n as usize).copied().unwrap_or("10+")
    }
}

impl Process for Frame {
    type State = Game;
    type Ret = Ret;
    type Opt = Act;

    fn engine(g: &mut Game) -> &mut Engine<Frame> {
        &mut g.engine
    }

    fn halted(g: &mut Game) -> bool {
        g.outcome.is_some() || (!g.asks.prompts().is_empty() && !g.lap_answered())
    }

    fn interrupts(g: &mut Game) -> Vec<Frame> {
        if g.lost_equip.is_empty() || !g.asks.prompts().is_empty() {
            Vec::new()
        } else {
            g.after_equipment_lost()
        }
    }

    fn step(&mut self, g: &mut Game, input: In) -> Next {
        match self {
            Frame::Setup(s) => g.step_setup(s),
            Frame::Turn(t) => g.step_turn(t, input),
            Frame::JudgePhase(v) => g.step_judge_phase(v),
            Frame::Delayed(d) => g.step_delayed(d, input),
            Frame::Play => g.step_play(input),
            Frame::PlayMore(m) => g.step_play_more(m, input),
            Frame::Use(u) => g.step_use(u, input),
            Frame::Effect(e) => g.step_effect(e, input),
            Frame::Nullify(n) => g.step_nullify(n, input),
            Frame::Respond(r) => g.step_respond(r, input),
            Frame::Damage(d) => g.step_damage(d, input),
            Frame::Dying(d) => g.step_dying(d, input),
            Frame::Death(d) => g.step_death(d, input),
            Frame::Judge(j) => g.step_judge(j, input),
            Frame::Discard(d) => g.step_discard(d, input),
            Frame::Pick(p) => g.step_pick(p, input),
            Frame::Fire(f) => g.step_fire(f, input),
            Frame::FireLast(f) => match g.step_fire(f, input) {
                Step::Done(_) => Step::Done(Ret::None),
                next => next,
            },
            Frame::Equip(e) => g.step_equip(e, input),
            Frame::Skill(k) => g.step_skill(k, input),
        }
    }
}
