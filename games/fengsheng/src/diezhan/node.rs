//! The node after every action (reference §1.8, §2.1): triggers (the characters' — none
//! yet), collection victories, the last faction, then 濒死 in seat order from the turn
//! player with 澄清 asked from each dying player onwards; the dying who stay at three
//! black die together; death tasks; each dead player hands on up to 3 cards; his other
//! cards and intel are discarded; his identity stays hidden. Then the node runs again.

use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, Text,
    cards::{Ask, Input, Step},
};

use super::{
    deck::{CardId, Colour, Kind},
    frame::{Dying, Event, Frame, Give, Node, NodeStep, Ret, UseSkill},
    once::{PerSeat, per_seat},
    opt::Opt,
    skill::At,
    state::{Game, Zone},
    victory::Won,
};

impl Node {
    pub(crate) fn new() -> Self {
        Node {
            step: NodeStep::Check,
            dead: Vec::new(),
            giving: 0,
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        // A card used before the node has resolved by now.
        g.in_use = None;
        match (self.step, input) {
            (NodeStep::Dying, Input::Child(Ret::WillDie(will))) => {
                g.dying = tianhei_core::SeatSet::EMPTY;
                if will.is_empty() {
                    self.step = NodeStep::Check;
                    return Step::Again;
                }
                g.die(&will);
                match g.death_check(&will) {
                    Won::Over => return Step::Done(Ret::None),
                    Won::Ask(f) => {
                        self.step = NodeStep::Ending;
                        return Step::Call(f);
                    }
                    Won::No => {}
                }
                if g.last_faction_check() {
                    return Step::Done(Ret::None);
                }
                for &d in &will {
                    g.event(Event::BeforeDeath { seat: d });
                }
                self.dead = will;
                self.giving = 0;
                self.step = NodeStep::Testament;
                Step::Again
            }
            (NodeStep::Ending, Input::Child(_)) => Step::Done(Ret::None),
            (NodeStep::Testament, _) => {
                // 死亡前: the skills that answer the deaths, then each hands on cards.
                if let Some(point) = g.next_point() {
                    return Step::Call(point);
                }
                self.step = NodeStep::Giving;
                Step::Call(Frame::Give(Give::new(self.dead[0])))
            }
            (NodeStep::Giving, Input::Child(_)) => {
                g.bury(self.dead[self.giving]);
                self.giving += 1;
                match self.dead.get(self.giving) {
                    Some(&next) => Step::Call(Frame::Give(Give::new(next))),
                    None => {
                        self.step = NodeStep::Check;
                        Step::Again
                    }
                }
            }
            _ => {
                // Triggers first, from the turn player, an event at a time.
                if let Some(point) = g.next_point() {
                    return Step::Call(point);
                }
                match g.collection_check() {
                    Won::Over => return Step::Done(Ret::None),
                    Won::Ask(f) => {
                        self.step = NodeStep::Ending;
                        return Step::Call(f);
                    }
                    Won::No => {}
                }
                if g.last_faction_check() {
                    return Step::Done(Ret::None);
                }
                let dying: Vec<Seat> = g
                    .alive_from(g.turn.active)
                    .into_iter()
                    .filter(|&s| g.count(s, Colour::Black) >= 3)
                    .collect();
                if dying.is_empty() {
                    g.dying_now = tianhei_core::SeatSet::EMPTY;
                    return Step::Done(Ret::None);
                }
                for &s in &dying {
                    g.dying.insert(s);
                    g.tell(
                        "diezhan.dying",
                        text!(
                            "{}号有三张黑色情报，进入濒死",
                            "Seat {} has three black intel and is dying",
                            s.number()
                        ),
                    );
                }
                self.step = NodeStep::Dying;
                Step::Call(Frame::Dying(Dying::new(dying)))
            }
        }
    }
}

static RESCUE_TEXT: PerSeat = std::sync::LazyLock::new(Default::default);

impl Dying {
    /// `d` has fewer than three black intel again, by 【澄清】 or by a skill: he leaves
    /// 濒死, the table hears it, and the next dying player is handled.
    fn saved(&mut self, g: &mut Game, d: Seat) -> Step<Frame> {
        g.dying.remove(d);
        g.tell(
            "diezhan.saved",
            text!("{}号脱离濒死", "Seat {} is no longer dying", d.number()),
        );
        self.next(g)
    }

    fn new(queue: Vec<Seat>) -> Self {
        let asker = queue[0];
        Dying {
            queue,
            i: 0,
            asker,
            will: Vec::new(),
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let d = self.queue[self.i];
        if let Input::Child(_) = input {
            // Back from a skill: the dying player may be saved (or gone); else the same
            // asker again.
            if !g.alive(d) {
                g.dying.remove(d);
                return self.next(g);
            }
            if g.count(d, Colour::Black) < 3 {
                return self.saved(g, d);
            }
            return self.ask(g);
        }
        if let Input::Answer(a) = input {
            match a.one().copied() {
                Some(Opt::Skill { skill }) => {
                    return Step::Call(Frame::Use(UseSkill::active(a.seat, skill)));
                }
                Some(Opt::Rescue { card, intel }) => {
                    g.rescue(a.seat, d, card, intel);
                    if g.count(d, Colour::Black) < 3 {
                        return self.saved(g, d);
                    }
                    // Still dying: the same player is asked again.
                }
                _ => {
                    let mut s = g.seating.next(self.asker);
                    while s != d && !g.alive(s) {
                        s = g.seating.next(s);
                    }
                    if s == d {
                        self.will.push(d);
                        return self.next(g);
                    }
                    self.asker = s;
                }
            }
        } else {
            self.asker = d;
        }
        self.ask(g)
    }

    fn next(&mut self, g: &mut Game) -> Step<Frame> {
        self.i += 1;
        while self.i < self.queue.len() && g.count(self.queue[self.i], Colour::Black) < 3 {
            self.i += 1;
        }
        match self.queue.get(self.i) {
            Some(&d) => {
                self.asker = d;
                self.ask(g)
            }
            None => Step::Done(Ret::WillDie(std::mem::take(&mut self.will))),
        }
    }

    fn ask(&mut self, g: &mut Game) -> Step<Frame> {
        let (d, s) = (self.queue[self.i], self.asker);
        let mut opts = vec![Opt::Pass];
        if g.may_use(s, Kind::Clarify) {
            let blacks: Vec<CardId> = g
                .intel(d)
                .iter()
                .copied()
                .filter(|&c| g.card(c).colours.has(Colour::Black))
                .collect();
            for card in g.hand_of(s, Kind::Clarify) {
                for &intel in &blacks {
                    opts.push(Opt::Rescue { card, intel });
                }
            }
        }
        g.skill_opts(s, At::Dying, &mut opts);
        // The dying player asked about himself is asked 「对自己」.
        let text = if s == d {
            Text::new(
                "你濒死：对自己使用【澄清】？",
                "You are dying: use Clarify on yourself?",
            )
        } else {
            per_seat(&RESCUE_TEXT, d, |n| {
                text!(
                    "{}号濒死：对他使用【澄清】？",
                    "Seat {} is dying: use Clarify on him?",
                    n
                )
            })
        };
        g.ask(Ask::one(s, "diezhan.rescue", text, opts))
    }
}

impl Give {
    fn new(seat: Seat) -> Self {
        Give {
            seat,
            cards: Vec::new(),
        }
    }

    pub(crate) fn step(&mut self, g: &mut Game, input: Input<Ret, Opt>) -> Step<Frame> {
        let s = self.seat;
        let others: Vec<Seat> = g.alive_from(s).into_iter().filter(|&t| t != s).collect();
        match input {
            Input::Answer(a) if self.cards.is_empty() && a.kind == "diezhan.give_cards" => {
                self.cards = a
                    .chosen
                    .iter()
                    .filter_map(|o| match *o {
                        Opt::Pick { card } => Some(card),
                        _ => None,
                    })
                    .collect();
                if self.cards.is_empty() {
                    return Step::Done(Ret::None);
                }
                g.ask(Ask::one(
                    s,
                    "diezhan.give_to",
                    Text::new("交给谁？", "Give them to whom?"),
                    others.into_iter().map(|seat| Opt::To { seat }).collect(),
                ))
            }
            Input::Answer(a) => {
                if let Some(&Opt::To { seat }) = a.one() {
                    let cards = std::mem::take(&mut self.cards);
                    g.give(s, seat, &cards);
                }
                Step::Done(Ret::None)
            }
            _ => {
                let hand = g.hand(s).to_vec();
                if hand.is_empty() || others.is_empty() {
                    return Step::Done(Ret::None);
                }
                let max = hand.len().min(3) as u8;
                g.ask(Ask::many(
                    s,
                    "diezhan.give_cards",
                    Text::new(
                        "你已死亡：选择至多三张手牌交给一名存活的玩家（可以不选）",
                        "You are dead: choose up to three hand cards to give one living player (or none)",
                    ),
                    hand.into_iter().map(|card| Opt::Pick { card }).collect(),
                    (0, max),
                ))
            }
        }
    }
}

impl Game {
    /// 澄清 by `s` on the dying `d`, discarding his `intel` (a two-colour one whole).
    pub(crate) fn rescue(&mut self, s: Seat, d: Seat, card: CardId, intel: CardId) {
        self.zones.move_to(card, Zone::Resolving);
        self.event(Event::Used {
            user: s,
            kind: Kind::Clarify,
            target: Some(d),
        });
        let (c, i) = (self.card(card).label(), self.card(intel).label());
        self.say(
            Audience::All,
            "diezhan.rescue",
            text!(
                "{}号对{}号使用{}，弃置情报{}",
                "Seat {0} uses {2} on seat {1}, discarding the intel {3}",
                s.number(),
                d.number(),
                c,
                i
            ),
            &[card, intel],
        );
        self.discard(intel);
        self.discard(card);
    }

    /// The dying who stay at three black die together (identities stay hidden).
    fn die(&mut self, seats: &[Seat]) {
        for &s in seats {
            self.dead.insert(s);
            self.dying_now.insert(s);
            self.tell(
                "diezhan.died",
                text!(
                    "{}号死亡（身份不公开）",
                    "Seat {} dies (the identity stays hidden)",
                    s.number()
                ),
            );
        }
    }

    /// After handing on: a dead player's hand and intel are discarded.
    fn bury(&mut self, s: Seat) {
        let mut gone = self.hand(s).to_vec();
        gone.extend_from_slice(self.intel(s));
        for &c in &gone {
            self.discard(c);
        }
        if !gone.is_empty() {
            let names = self.names(&gone);
            self.say(
                Audience::All,
                "diezhan.buried",
                text!(
                    "弃置{}号的手牌和情报：{}",
                    "Seat {}'s hand and intel are discarded: {}",
                    s.number(),
                    names
                ),
                &gone,
            );
        }
    }
}
