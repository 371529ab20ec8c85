//! Mini Message's processes: the turn, the passing, the 截获 window and the `Received`
//! timing point, as frames on the kit's engine.

use serde::{Deserialize, Serialize};
use tianhei_core::text;
use tianhei_core::{
    Audience, GameResult, Outcome, Seat, SeatOutcome, Text,
    cards::{
        AfterAction, Ask, AskPolicy, Broke, Engine, Fire, Fired, Handlers, Input, Process, Step,
        Window, Zones, window::Next,
    },
};

use super::{Card, Colour, Opt, State, Zone};

/// The game's processes.
#[derive(Clone, Debug)]
pub enum Frame {
    /// Turn after turn until the game ends.
    Game,
    /// One turn: draw, send.
    Turn(Seat, TurnStep),
    /// The card sent, stop by stop.
    Passing(Passing),
    /// The 截获 window at a stop.
    Intercepts(Window<Card>),
    /// The `Received` timing point.
    Fire(Fire<Point, Rule>),
}

/// Where a turn is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TurnStep {
    /// Draw two, ask what to send.
    Draw,
    /// The card was chosen; it is passing.
    Sent,
}

/// The card on its way.
#[derive(Copy, Clone, Debug)]
pub struct Passing {
    pub(super) sender: Seat,
    pub(super) holder: Seat,
    pub(super) card: Card,
    pub(super) step: PassStep,
}

/// Where a passing is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum PassStep {
    /// Open the 截获 window at this stop.
    Window,
    /// Ask the holder to take it or pass it on.
    Ask,
    /// The timing point after it was taken has run.
    Taken,
}

/// What a finished frame hands its parent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ret {
    /// Nothing to report.
    None,
    /// The 截获 window closed; who took the card, if anyone did.
    Taken(Option<Seat>),
    /// A timing point ran (a handler broke it: the game is over).
    Broke(bool),
}

impl From<Broke> for Ret {
    fn from(b: Broke) -> Ret {
        Ret::Broke(b.0)
    }
}

/// The timing points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Point {
    /// A card was taken into an intel area.
    Received,
}

/// The rules that fire at timing points.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rule {
    /// A third black card in front of you: you are out.
    ThirdBlack,
    /// Your team's colour complete in front of you: your team wins.
    Victory,
}

impl State {
    pub(super) fn alive(&self, s: Seat) -> bool {
        !self.out.contains(s)
    }

    pub(super) fn hand(&self, s: Seat) -> Vec<Card> {
        self.zones
            .cards(Zone::Hand(s))
            .iter()
            .map(|&c| self.cards[c as usize])
            .collect()
    }

    pub(super) fn count(&self, s: Seat, colour: Colour) -> usize {
        self.zones
            .cards(Zone::Intel(s))
            .iter()
            .filter(|&&c| self.cards[c as usize].colour == colour)
            .count()
    }

    pub(super) fn say(&mut self, audience: Audience, key: &'static str, text: Text, cards: &[u8]) {
        let zones = &self.zones;
        self.log
            .say(audience, key, text, cards, |c, who| visible(zones, c, who));
    }

    /// `s` draws `n` (the discards are shuffled in when the deck runs out).
    pub(super) fn draw(&mut self, s: Seat, n: usize) {
        let mut drawn = Vec::new();
        for _ in 0..n {
            let Some(c) = self
                .zones
                .draw(Zone::Deck, Zone::Discard, Zone::Hand(s), &mut self.rng)
            else {
                break;
            };
            drawn.push(c);
        }
        let names: Vec<String> = drawn
            .iter()
            .map(|&c| self.cards[c as usize].label().zh.to_string())
            .collect();
        let names_en: Vec<String> = drawn
            .iter()
            .map(|&c| self.cards[c as usize].label().en.to_string())
            .collect();
        self.say(
            Audience::seat(s),
            "mini_message.drew",
            text!(
                "你摸了{}",
                "You draw {}",
                (names.join("、"), names_en.join(", "))
            ),
            &drawn,
        );
        self.log.push(
            Audience::All,
            "mini_message.draws",
            text!(
                "{}号摸了{}张牌",
                "Seat {} draws {}",
                s.number(),
                drawn.len()
            ),
        );
    }

    pub(super) fn ask(&mut self, ask: Ask<Opt>) -> Step<Frame> {
        self.asks.open(ask);
        Step::Wait
    }

    pub(super) fn ask_intercept(&mut self, s: Seat) -> Step<Frame> {
        let mut opts = vec![Opt::Pass];
        opts.extend(
            self.hand(s)
                .into_iter()
                .filter(|c| c.intercept)
                .map(Opt::Intercept),
        );
        self.ask(Ask::one(
            s,
            "mini_message.intercept",
            Text::new(
                "是否打出截获，抢下传递中的情报？",
                "Play an Intercept to take the card being passed?",
            ),
            opts,
        ))
    }

    pub(super) fn lose(&mut self, s: Seat, why: Text) {
        self.out.insert(s);
        self.log.push(Audience::All, "mini_message.out", why);
        let alive: Vec<Seat> = self.seating.all().filter(|&x| self.alive(x)).collect();
        if let Some(&first) = alive.first()
            && alive
                .iter()
                .all(|&x| self.teams[x.index()] == self.teams[first.index()])
        {
            self.finish(self.teams[first.index()]);
        }
    }

    pub(super) fn finish(&mut self, team: Colour) {
        let name = team.name();
        let seats = self
            .seating
            .all()
            .map(|s| {
                let t = self.teams[s.index()];
                SeatOutcome {
                    seat: s,
                    side: if t == Colour::Red {
                        "red".into()
                    } else {
                        "blue".into()
                    },
                    role: text!("{}方", "{} team", t.name()),
                    won: t == team,
                    score: 0,
                }
            })
            .collect();
        let summary = text!("{}方获胜", "The {} team wins", name);
        self.log
            .push(Audience::All, "mini_message.over", summary.clone());
        self.outcome = Some(Outcome {
            result: GameResult::Win {
                side: if team == Colour::Red {
                    "red".into()
                } else {
                    "blue".into()
                },
                label: text!("{}方", "{} team", name),
            },
            seats,
            summary,
        });
        self.asks.clear();
    }

    pub(super) fn over(&self) -> bool {
        self.outcome.is_some()
    }
}

impl Process for Frame {
    type State = State;
    type Ret = Ret;
    type Opt = Opt;

    fn engine(s: &mut State) -> &mut Engine<Frame> {
        &mut s.engine
    }

    fn step(&mut self, s: &mut State, input: Input<Ret, Opt>) -> Step<Frame> {
        if s.over() {
            return Step::Done(Ret::None);
        }
        match self {
            Frame::Game => {
                // Each turn is a child; when it returns, the next seat alive plays.
                let from = s.turn.map_or(Seat(0), |t| s.seating.next(t));
                let Some(next) = s.seating.from(from).find(|&x| s.alive(x)) else {
                    return Step::Done(Ret::None);
                };
                s.turn = Some(next);
                Step::Call(Frame::Turn(next, TurnStep::Draw))
            }
            Frame::Turn(seat, step) => match (*step, input) {
                (TurnStep::Draw, Input::Enter) => {
                    let seat = *seat;
                    s.log.push(
                        Audience::All,
                        "mini_message.turn",
                        text!("{}号的回合", "Seat {}'s turn", seat.number()),
                    );
                    s.draw(seat, 2);
                    let hand = s.hand(seat);
                    if hand.is_empty() {
                        s.lose(
                            seat,
                            text!(
                                "{}号无牌可传，出局",
                                "Seat {} has nothing to send and is out",
                                seat.number()
                            ),
                        );
                        return Step::Done(Ret::None);
                    }
                    *step = TurnStep::Sent;
                    s.ask(Ask::one(
                        seat,
                        "mini_message.send",
                        Text::new(
                            "选择一张手牌，背面朝上传出",
                            "Choose a card to send face-down",
                        ),
                        hand.into_iter().map(Opt::Send).collect(),
                    ))
                }
                (TurnStep::Sent, Input::Answer(a)) => {
                    let Some(&Opt::Send(card)) = a.one() else {
                        return Step::Done(Ret::None);
                    };
                    let seat = *seat;
                    s.zones.move_to(card.id, Zone::Transit);
                    s.say(
                        Audience::All,
                        "mini_message.sent",
                        text!(
                            "{}号背面朝上传出一张情报",
                            "Seat {} sends a card face-down",
                            seat.number()
                        ),
                        &[],
                    );
                    let holder = s.seating.next_where(seat, |x| s.alive(x)).unwrap_or(seat);
                    Step::Call(Frame::Passing(Passing {
                        sender: seat,
                        holder,
                        card,
                        step: PassStep::Window,
                    }))
                }
                (TurnStep::Sent, Input::Child(_)) => Step::Done(Ret::None),
                _ => Step::Done(Ret::None),
            },
            Frame::Passing(p) => match (p.step, input) {
                (PassStep::Window, Input::Enter) => {
                    let (w, next) = Window::open(
                        p.holder,
                        AskPolicy::Everyone,
                        AfterAction::KeepPriority,
                        s.seating,
                        |x| s.alive(x),
                    );
                    if matches!(next, Next::Ask(_)) {
                        Step::Call(Frame::Intercepts(w))
                    } else {
                        p.step = PassStep::Ask;
                        Step::Become(Frame::Passing(*p))
                    }
                }
                (PassStep::Window, Input::Child(Ret::Taken(Some(by)))) => {
                    p.holder = by;
                    take(s, p)
                }
                (PassStep::Window, Input::Child(_)) => {
                    p.step = PassStep::Ask;
                    Step::Become(Frame::Passing(*p))
                }
                (PassStep::Ask, Input::Enter) => {
                    let h = p.holder;
                    if h == p.sender {
                        return take(s, p);
                    }
                    s.ask(Ask::one(
                        h,
                        "mini_message.receive",
                        Text::new("是否接收这张情报？", "Take this card?"),
                        vec![Opt::Decline, Opt::Accept],
                    ))
                }
                (PassStep::Ask, Input::Answer(a)) => {
                    if a.one() == Some(&Opt::Accept) {
                        return take(s, p);
                    }
                    s.log.push(
                        Audience::All,
                        "mini_message.declined",
                        text!(
                            "{}号不接收，传给下家",
                            "Seat {} passes it on",
                            p.holder.number()
                        ),
                    );
                    p.holder = s
                        .seating
                        .next_where(p.holder, |x| s.alive(x))
                        .unwrap_or(p.sender);
                    p.step = PassStep::Window;
                    Step::Become(Frame::Passing(*p))
                }
                (PassStep::Taken, Input::Child(_)) => Step::Done(Ret::None),
                _ => Step::Done(Ret::None),
            },
            Frame::Intercepts(w) => {
                let Input::Answer(a) = input else {
                    // Entered: the first seat is asked.
                    return s.ask_intercept(w.holder());
                };
                let out = s.out;
                let alive = |x: Seat| !out.contains(x);
                let next = match a.one() {
                    Some(&Opt::Intercept(c)) => {
                        s.zones.move_to(c.id, Zone::Resolving);
                        s.say(
                            Audience::All,
                            "mini_message.intercept",
                            text!("{}号打出{}", "Seat {} plays {}", a.seat.number(), c.label()),
                            &[c.id],
                        );
                        w.act(a.seat, c, s.seating, alive).unwrap_or(Next::Closed)
                    }
                    _ => w.pass(s.seating, alive, |_| true),
                };
                match next {
                    Next::Ask(x) => s.ask_intercept(x),
                    Next::Closed => Step::Done(Ret::Taken(None)),
                    Next::Resolve => {
                        // Last in, first out: each 截获 takes the card; the first played
                        // resolves last and keeps it.
                        let mut taker = None;
                        while let Some(e) = w.pop() {
                            s.zones.move_to(e.action.id, Zone::Discard);
                            taker = Some(e.seat);
                        }
                        Step::Done(Ret::Taken(taker))
                    }
                }
            }
            Frame::Fire(f) => f.step(s, input),
        }
    }
}

/// Whether `who` (`None`: everyone) may see card `c` where it is now.
fn visible(zones: &Zones<Zone, u8>, c: u8, who: Option<Seat>) -> bool {
    match zones.zone_of(c) {
        Zone::Intel(_) | Zone::Discard | Zone::Resolving => true,
        Zone::Hand(h) => who == Some(h),
        Zone::Deck | Zone::Transit => false,
    }
}

/// `p.holder` takes the card; then the `Received` point fires.
fn take(s: &mut State, p: &mut Passing) -> Step<Frame> {
    let (h, c) = (p.holder, p.card);
    s.zones.move_to(c.id, Zone::Intel(h));
    s.say(
        Audience::All,
        "mini_message.taken",
        text!(
            "{}号收下情报：{}",
            "Seat {} takes the card: {}",
            h.number(),
            c.label()
        ),
        &[c.id],
    );
    p.step = PassStep::Taken;
    let turn = s.turn.unwrap_or(p.sender);
    Step::Call(Frame::Fire(Fire::new(
        Point::Received,
        turn,
        s.seating,
        |x| s.alive(x),
    )))
}

impl Handlers for Frame {
    type Point = Point;
    type Handler = Rule;

    fn handlers(s: &State, _: Point, seat: Seat, mut each: impl FnMut(Rule)) {
        if s.count(seat, Colour::Black) >= 3 {
            each(Rule::ThirdBlack);
        }
        if s.count(seat, s.teams[seat.index()]) >= s.rules.to_win {
            each(Rule::Victory);
        }
    }

    fn fire(s: &mut State, _: Point, seat: Seat, rule: Rule) -> Fired<Frame> {
        match rule {
            Rule::ThirdBlack => {
                s.lose(
                    seat,
                    text!(
                        "{}号面前有三张黑色情报，出局",
                        "Seat {} has three black cards and is out",
                        seat.number()
                    ),
                );
                if s.over() {
                    Fired::Break
                } else {
                    Fired::Continue
                }
            }
            Rule::Victory => {
                s.finish(s.teams[seat.index()]);
                Fired::Break
            }
        }
    }
}
