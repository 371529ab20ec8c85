//! The turn as frames on the kit's engine (reference §1): draw 3, the main phase, the
//! start of passing (send, 密令 or 欲擒故纵), passing stop by stop, the 争夺阶段, receiving,
//! turn end. After every action a [`Node`](super::node) frame runs (§1.8).

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, Text,
    cards::{Ask, Engine, Input, Process, Step},
};

use super::{
    deck::{Arrow, CardId, Kind},
    frame::{Event, Fight, Frame, MainStep, Node, PassStep, Ret, Sending, TurnStep, UseSkill},
    once::{PerSeat, per_seat},
    opt::Opt,
    passive::{YI_WEN, YING_BIAN},
    skill::At,
    state::{Game, Phase, Zone},
    using::{CardUse, Using},
};

impl Game {
    /// Opens `ask` (labelled with the game's cards) and waits.
    pub(crate) fn ask(&mut self, ask: Ask<Opt>) -> Step<Frame> {
        self.asks.open(ask);
        Step::Wait
    }

    /// The seat next to `s` in the arrow's direction (← seat−1, otherwise seat+1), alive
    /// or not.
    pub(crate) fn step_from(&self, s: Seat, arrow: Arrow) -> Seat {
        match arrow {
            Arrow::Left => self.seating.prev(s),
            _ => self.seating.next(s),
        }
    }

    /// The nearest living player from `s` going `arrow`'s way (not `s`).
    pub(crate) fn nearest(&self, s: Seat, arrow: Arrow) -> Option<Seat> {
        let mut at = s;
        for _ in 1..self.seating.len() {
            at = self.step_from(at, arrow);
            if self.alive(at) {
                return Some(at);
            }
        }
        None
    }

    fn start_turn(&mut self) {
        self.turn.number += 1;
        self.turn.phase = Phase::Draw;
        self.turn.no_cards = SeatSet::EMPTY;
        self.turn.no_skills = SeatSet::EMPTY;
        self.used_turn.clear();
        self.turn.fight_over = false;
        self.turn.banned.clear();
        self.turn.cannot_accept = SeatSet::EMPTY;
        self.turn.declared = None;
        self.turn.both_drew = false;
        self.turn.convert = None;
        self.turn.must_accept = SeatSet::EMPTY;
        self.turn.skill_send = None;
        let a = self.turn.active;
        self.tell(
            "diezhan.turn",
            text!(
                "第{}回合：{}号的回合",
                "Turn {}: seat {}",
                self.turn.number,
                a.number()
            ),
        );
    }

    fn ask_main(&mut self) -> Step<Frame> {
        let a = self.turn.active;
        let mut opts = vec![Opt::EndMain];
        if self.may_use_cards(a) {
            let mut uses = Vec::new();
            for &card in self.hand(a) {
                if self.turn.banned.contains(&self.card(card).kind) {
                    continue;
                }
                uses.clear();
                self.uses_of(a, card, &mut uses);
                if !uses.is_empty() {
                    opts.push(Opt::Play { card });
                }
            }
        }
        self.skill_opts(a, At::Main, &mut opts);
        self.ask(Ask::one(
            a,
            "diezhan.main",
            Text::new(
                "出牌阶段：使用一张手牌，或结束出牌阶段",
                "Main phase: use a card, or end the main phase",
            ),
            opts,
        ))
    }

    /// Asks the target of `card` among its `uses` (several), with a way back.
    fn ask_target(&mut self, card: CardId, uses: Vec<super::opt::Use>) -> Step<Frame> {
        let a = self.turn.active;
        let mut opts: Vec<Opt> = uses.into_iter().map(Opt::Use).collect();
        opts.push(Opt::Back);
        let l = self.card(card).label();
        self.ask(Ask::one(
            a,
            "diezhan.target",
            text!("{}：选择目标", "{}: choose the target", l),
            opts,
        ))
    }

    /// The fight's next question: `f.at` is asked, or the fight ends.
    fn ask_fight(&mut self, f: Fight) -> Step<Frame> {
        let Some(p) = self.pending.as_ref() else {
            return Step::Done(Ret::None);
        };
        let holder = p.holder;
        let s = f.at;
        let mut opts = vec![Opt::Pass];
        if self.may_use_cards(s) {
            for c in self.hand(s).to_vec() {
                let kind = self.use_kind(c);
                if self.turn.banned.contains(&kind) {
                    continue;
                }
                if kind == Kind::Intercept && self.has_up(s, YING_BIAN) {
                    // 应变: a 截获 may be used as 误导.
                    self.mislead_opts(s, c, holder, &mut opts);
                }
                match kind {
                    Kind::Intercept => opts.push(Opt::Intercept { card: c }),
                    Kind::Switch => opts.push(Opt::Switch { card: c }),
                    Kind::Mislead => self.mislead_opts(s, c, holder, &mut opts),
                    Kind::Decode if self.card(c).kind == Kind::Decode && self.has_up(s, YI_WEN) => {
                        // 译文暗号: a 破译 used face-down as 调包, once a game.
                        opts.push(Opt::Switch { card: c });
                    }
                    _ => {}
                }
            }
        }
        self.skill_opts(s, At::Fight, &mut opts);
        self.ask(Ask::one(
            s,
            "diezhan.fight",
            per_seat(&FIGHT_TEXT, holder, |h| {
                text!(
                    "争夺阶段：情报在{}号面前。使用截获、误导或调包？",
                    "Fight: the intel lies in front of seat {}. Use Intercept, Mislead or Switch?",
                    h
                )
            }),
            opts,
        ))
    }

    /// 误导 with `card` by `s`: to either living neighbour of the holder.
    fn mislead_opts(&self, _s: Seat, card: CardId, holder: Seat, opts: &mut Vec<Opt>) {
        let l = self.nearest(holder, Arrow::Left);
        let r = self.nearest(holder, Arrow::Right);
        for to in [l, r].into_iter().flatten() {
            if !opts.contains(&Opt::Mislead { card, to }) {
                opts.push(Opt::Mislead { card, to });
            }
        }
    }

    /// The first seat to ask in a fight lap from `start` (itself if alive), or `None`.
    fn fight_first(&self, start: Seat) -> Option<Seat> {
        if self.alive(start) {
            return Some(start);
        }
        self.fight_next(start, start)
    }

    /// The next living seat after `at` before the lap closes at `start`'s seat.
    fn fight_next(&self, start: Seat, at: Seat) -> Option<Seat> {
        let mut s = self.seating.next(at);
        while s != start {
            if self.alive(s) {
                return Some(s);
            }
            s = self.seating.next(s);
        }
        None
    }

    /// Ask the holder: 破译, accept or decline.
    fn ask_stop(&mut self) -> Step<Frame> {
        let Some(p) = self.pending.clone() else {
            return Step::Done(Ret::Accepted(false));
        };
        let h = p.holder;
        let must = h == p.sender || p.lock == Some(h) || self.turn.must_accept.contains(h);
        let mut opts = Vec::new();
        if self.may_use(h, Kind::Decode) {
            opts.extend(
                self.hand(h)
                    .iter()
                    .filter(|&&c| self.use_kind(c) == Kind::Decode)
                    .map(|&card| Opt::Decode { card }),
            );
        }
        if must || !self.turn.cannot_accept.contains(h) {
            opts.push(Opt::Accept);
        }
        if !must {
            opts.push(Opt::Decline);
        }
        let why = if h == p.sender {
            Text::new(
                "（情报回到传出者，必须接收）",
                " (it is back at its sender: you must accept)",
            )
        } else if p.lock == Some(h) {
            Text::new(
                "（你被锁定，必须接收）",
                " (you are locked: you must accept)",
            )
        } else if must {
            Text::new("（你必须接收）", " (you must accept)")
        } else {
            Text::new("", "")
        };
        self.ask(Ask::one(
            h,
            "diezhan.stop",
            text!(
                "情报传到你面前{}：接收，或不接收",
                "Intel arrives in front of you{}: accept or decline",
                why
            ),
            opts,
        ))
    }

    /// The intel is lost (its holder or sender is dead): discarded, the turn ends.
    pub(crate) fn lose_pending(&mut self) {
        if let Some(p) = self.pending.take() {
            self.discard(p.card);
            self.say(
                Audience::All,
                "diezhan.intel_lost",
                text!(
                    "情报{}被弃置",
                    "The intel {} is discarded",
                    self.card(p.card).label()
                ),
                &[p.card],
            );
        }
    }

    /// Moves the intel on after a decline; `false` if it is lost.
    fn move_on(&mut self) -> bool {
        let Some(p) = self.pending.clone() else {
            return false;
        };
        let next = match p.arrow {
            Arrow::Up => p.sender,
            a => {
                let mut s = self.step_from(p.holder, a);
                while s != p.sender && !self.alive(s) {
                    s = self.step_from(s, a);
                }
                s
            }
        };
        if next == p.sender && !self.alive(p.sender) {
            self.lose_pending();
            return false;
        }
        if let Some(p) = self.pending.as_mut() {
            p.holder = next;
        }
        true
    }

    /// Receiving: the holder turns the intel face-up into his intel area.
    fn receive(&mut self) {
        let Some(p) = self.pending.clone() else {
            return;
        };
        if !self.alive(p.holder) {
            self.lose_pending();
            return;
        }
        self.pending = None;
        self.zones.move_to(p.card, Zone::Intel(p.holder));
        self.event(Event::Received {
            to: p.holder,
            from: p.sender,
            card: p.card,
        });
        let l = self.card(p.card).label();
        self.say(
            Audience::All,
            "diezhan.received",
            text!(
                "{}号接收了情报：{}",
                "Seat {} receives the intel: {}",
                p.holder.number(),
                l
            ),
            &[p.card],
        );
    }

    fn turn_end(&mut self) {
        self.turn.phase = Phase::End;
        self.disturber_check();
    }
}

static FIGHT_TEXT: PerSeat = std::sync::LazyLock::new(Default::default);

impl Process for Frame {
    type State = Game;
    type Ret = Ret;
    type Opt = Opt;

    fn engine(g: &mut Game) -> &mut Engine<Frame> {
        &mut g.engine
    }

    fn halted(g: &mut Game) -> bool {
        g.over()
    }

    fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        if g.over() {
            return Step::Done(Ret::None);
        }
        match self {
            Frame::Game => {
                let from = if g.turn.number == 0 {
                    g.turn.active
                } else {
                    g.seating.next(g.turn.active)
                };
                let Some(&next) = g.alive_from(from).first() else {
                    return Step::Done(Ret::None);
                };
                g.turn.active = next;
                Step::Call(Frame::Turn(TurnStep::Draw))
            }
            Frame::Pick(p) => p.step(g, input),
            Frame::Turn(step) => turn_step(step, g, input),
            Frame::Main(step) => main_step(step, g, input),
            Frame::Effect(e) => e.step(g, input),
            Frame::Send(s) => s.step(g, input),
            Frame::Passing(step) => pass_step(step, g, input),
            Frame::Fight(f) => fight_step(f, g, input),
            Frame::Node(n) => n.step(g, input),
            Frame::Dying(d) => d.step(g, input),
            Frame::Give(gv) => gv.step(g, input),
            Frame::Use(u) => u.step(g, input),
            Frame::Fire(f) => f.step::<Frame>(g, input),
            Frame::Skill(p) => p.step(g, input),
        }
    }
}

fn turn_step(step: &mut TurnStep, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
    let a = g.turn.active;
    match *step {
        TurnStep::Draw => {
            g.start_turn();
            let n = 3 + g.extra_draw(a);
            g.draw(a, n);
            *step = TurnStep::Main;
            Step::Call(Frame::Node(Node::new()))
        }
        TurnStep::Main => {
            *step = TurnStep::Send;
            if !g.alive(a) {
                return Step::Again;
            }
            g.turn.phase = Phase::Main;
            Step::Call(Frame::Main(MainStep::Ask))
        }
        TurnStep::Send => {
            if !g.alive(a) {
                *step = TurnStep::End;
                return Step::Again;
            }
            g.turn.phase = Phase::Send;
            *step = TurnStep::Passing;
            Step::Call(Frame::Send(Sending::new(a)))
        }
        TurnStep::Passing => match input {
            Input::Child(Ret::Sent(true)) => {
                *step = TurnStep::Fight;
                g.turn.phase = Phase::Passing;
                Step::Call(Frame::Passing(PassStep::Arrive))
            }
            _ => {
                *step = TurnStep::End;
                Step::Again
            }
        },
        TurnStep::Fight => match input {
            Input::Child(Ret::Accepted(true)) => {
                *step = TurnStep::Received;
                g.turn.phase = Phase::Fight;
                let holder = g.pending.as_ref().map_or(a, |p| p.holder);
                Step::Call(Frame::Fight(Fight {
                    start: holder,
                    at: holder,
                    node_next: false,
                }))
            }
            _ => {
                *step = TurnStep::End;
                Step::Again
            }
        },
        TurnStep::Received => match input {
            Input::Child(Ret::None) if g.pending.is_some() => {
                g.turn.phase = Phase::Receive;
                g.receive();
                Step::Call(Frame::Node(Node::new()))
            }
            _ => {
                *step = TurnStep::End;
                Step::Again
            }
        },
        TurnStep::End => {
            g.lose_pending();
            g.turn_end();
            Step::Done(Ret::None)
        }
    }
}

fn main_step(step: &mut MainStep, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
    let a = g.turn.active;
    if !g.alive(a) {
        return Step::Done(Ret::None);
    }
    match (*step, input) {
        (MainStep::Ask | MainStep::Target, Input::Answer(ans)) => match ans.one().copied() {
            Some(Opt::Play { card }) => {
                let mut uses = Vec::new();
                g.uses_of(a, card, &mut uses);
                match uses.len() {
                    0 => g.ask_main(),
                    1 => main_use(step, g, a, uses[0]),
                    _ => {
                        *step = MainStep::Target;
                        g.ask_target(card, uses)
                    }
                }
            }
            Some(Opt::Back) => {
                *step = MainStep::Ask;
                g.ask_main()
            }
            Some(Opt::Use(u)) => main_use(step, g, a, u),
            Some(Opt::Skill { skill }) => {
                *step = MainStep::Effect;
                Step::Call(Frame::Use(UseSkill::active(a, skill)))
            }
            _ => Step::Done(Ret::None),
        },
        (MainStep::Effect, Input::Child(_)) => {
            *step = MainStep::Node;
            Step::Call(Frame::Node(Node::new()))
        }
        _ => {
            *step = MainStep::Ask;
            g.ask_main()
        }
    }
}

fn main_use(step: &mut MainStep, g: &mut Game, a: Seat, u: super::opt::Use) -> Step<Frame> {
    if let Some(f) = Using::frame(g, a, CardUse::Main(u)) {
        *step = MainStep::Effect;
        return Step::Call(f);
    }
    match g.use_main(a, u) {
        Some(effect) => {
            *step = MainStep::Effect;
            Step::Call(Frame::Effect(effect))
        }
        None => {
            *step = MainStep::Node;
            Step::Call(Frame::Node(Node::new()))
        }
    }
}

fn pass_step(step: &mut PassStep, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
    let Some(p) = g.pending.clone() else {
        return Step::Done(Ret::Accepted(false));
    };
    match (*step, input) {
        (PassStep::Arrive, _) | (PassStep::Decoded, Input::Child(_)) => {
            if !g.alive(p.holder) {
                if p.holder == p.sender {
                    g.lose_pending();
                    return Step::Done(Ret::Accepted(false));
                }
                if !g.move_on() {
                    return Step::Done(Ret::Accepted(false));
                }
                *step = PassStep::Arrive;
                return Step::Again;
            }
            if *step == PassStep::Arrive {
                g.tell(
                    "diezhan.arrives",
                    text!(
                        "情报传到{}号面前",
                        "The intel arrives in front of seat {}",
                        p.holder.number()
                    ),
                );
                let arrived = Event::Arrived { seat: p.holder };
                if !p.face_up && g.point_now(arrived).is_some() {
                    // A skill answers the arrival (赌命): a node runs before he is asked.
                    g.event(arrived);
                    *step = PassStep::Decoded;
                    return Step::Call(Frame::Node(Node::new()));
                }
            }
            *step = PassStep::Asked;
            g.ask_stop()
        }
        (PassStep::Asked, Input::Answer(ans)) => match ans.one().copied() {
            Some(Opt::Decode { card }) => match g.decode(p.holder, card) {
                Some(black) => {
                    *step = PassStep::Reveal(card);
                    g.ask(Ask::one(
                        p.holder,
                        "diezhan.reveal",
                        text!(
                            "这是{}，含黑色：翻开并摸1张牌？",
                            "It is {}, with black in it: turn it face-up and draw 1?",
                            g.card(black).label()
                        ),
                        vec![Opt::Reveal { yes: true }, Opt::Reveal { yes: false }],
                    ))
                }
                None => {
                    *step = PassStep::Decoded;
                    Step::Call(Frame::Node(Node::new()))
                }
            },
            Some(Opt::Decline) => {
                g.tell(
                    "diezhan.declined",
                    text!("{}号不接收", "Seat {} declines", p.holder.number()),
                );
                if !g.move_on() {
                    return Step::Done(Ret::Accepted(false));
                }
                *step = PassStep::Arrive;
                Step::Again
            }
            _ => {
                g.tell(
                    "diezhan.accepted",
                    text!(
                        "{}号选择接收情报",
                        "Seat {} accepts the intel",
                        p.holder.number()
                    ),
                );
                g.event(Event::Accepted { seat: p.holder });
                *step = PassStep::Accepted;
                Step::Call(Frame::Node(Node::new()))
            }
        },
        (PassStep::Reveal(card), Input::Answer(ans)) => {
            if ans.one() == Some(&Opt::Reveal { yes: true }) {
                g.reveal_decoded(p.holder);
            }
            g.discard(card);
            *step = PassStep::Decoded;
            Step::Call(Frame::Node(Node::new()))
        }
        (PassStep::Accepted, Input::Child(_)) => Step::Done(Ret::Accepted(true)),
        _ => {
            *step = PassStep::Asked;
            g.ask_stop()
        }
    }
}

fn fight_step(f: &mut Fight, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
    let Some(p) = g.pending.clone() else {
        return Step::Done(Ret::None);
    };
    match input {
        Input::Answer(ans) => {
            let s = ans.seat;
            let used = match ans.one().copied() {
                Some(o @ (Opt::Intercept { .. } | Opt::Mislead { .. } | Opt::Switch { .. })) => {
                    if let Opt::Switch { card } = o
                        && g.use_kind(card) == Kind::Decode
                    {
                        g.mark_used(s, YI_WEN);
                    }
                    if let Some(u) = Using::frame(g, s, CardUse::Fight(o)) {
                        f.node_next = true;
                        return Step::Call(u);
                    }
                    g.use_fight(s, o);
                    true
                }
                Some(Opt::Skill { skill }) => {
                    f.node_next = true;
                    return Step::Call(Frame::Use(UseSkill::active(s, skill)));
                }
                _ => false,
            };
            if used {
                return Step::Call(Frame::Node(Node::new()));
            }
            match g.fight_next(f.start, s) {
                Some(next) => {
                    f.at = next;
                    g.ask_fight(*f)
                }
                None => Step::Done(Ret::None),
            }
        }
        Input::Child(_) if f.node_next => {
            f.node_next = false;
            Step::Call(Frame::Node(Node::new()))
        }
        _ if g.turn.fight_over => Step::Done(Ret::None),
        _ => {
            // Entered, or back from the node after a use: ask from the holder.
            f.start = p.holder;
            match g.fight_first(p.holder) {
                Some(first) => {
                    f.at = first;
                    g.ask_fight(*f)
                }
                None => Step::Done(Ret::None),
            }
        }
    }
}
