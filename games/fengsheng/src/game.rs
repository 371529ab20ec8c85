//! The game state: players and their zones, the turn, the intel in transit, the open
//! priority window, and the prompt being asked. Setup and the zone invariant live here.

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use tianhei_core::{
    Log, Outcome, PromptBook, Seat, SeatSet, SetupError,
    mech::{deck::Deck, priority::PriorityRound},
    rng::{GameRng, game_rng},
    seat::Seating,
};

use crate::{
    card::{Card, CardId, Colour, CountSet, DECK_SIZE, Faction, Stamp, catalogue},
    hooks::Character,
};

/// Cards dealt to each player at the start.
pub const START_HAND: usize = 3;
/// Cards drawn in each 抽牌阶段.
pub const DRAW: usize = 2;

/// The options a game is played with (from the rule-set file).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Which count column of the reference to deal.
    pub count_set: CountSet,
    /// The FAQ's online rule: when every living player is of one faction, it wins.
    pub last_faction_wins: bool,
    /// Who is asked in a priority window.
    pub ask: Ask,
}

/// Who is asked in a priority window.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Every living player in turn, as at the table; a player who can only pass gets a
    /// pass-only prompt that hosts answer after a hold, so timing shows nothing (default).
    #[default]
    Everyone,
    /// Only players with a legal use; the others pass at once (faster, but how quickly
    /// priority moves on shows who holds no usable card).
    Able,
}

/// Whether a player is still in the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Playing.
    Alive,
    /// Killed by a third black intel.
    Dead,
    /// Lost by failing to pass intel (not a death).
    Lost,
}

/// One player: identity, hand, intel area.
#[derive(Clone, Debug)]
pub struct Player {
    /// The identity card, face-down until death or loss.
    pub identity: Faction,
    /// Cards in hand.
    pub hand: Vec<CardId>,
    /// Intel in front of the player, face-up.
    pub intel: Vec<CardId>,
    /// Alive, dead or lost.
    pub status: Status,
    /// The character card (none in the first game).
    pub character: Option<Character>,
}

/// The phases of a turn, and the steps of passing.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// 回合开始阶段.
    TurnStart,
    /// 抽牌阶段.
    Draw,
    /// 出牌阶段（1）.
    Play1,
    /// 传递情报阶段: choosing the intel to send.
    Send,
    /// 传递情报阶段, step 1: 情报传递.
    Passing,
    /// 传递情报阶段, step 2: 情报到达.
    Arrival,
    /// 传递情报阶段, step 3: 情报接收.
    Receive,
    /// 出牌阶段（2）.
    Play2,
    /// 回合结束阶段.
    TurnEnd,
    /// The game is over.
    Over,
}

impl Phase {
    /// The phase's name.
    pub fn name(self) -> tianhei_core::Text {
        use tianhei_core::Text;
        match self {
            Phase::TurnStart => Text::new("回合开始阶段", "turn start"),
            Phase::Draw => Text::new("抽牌阶段", "draw phase"),
            Phase::Play1 => Text::new("出牌阶段（1）", "play phase (1)"),
            Phase::Send => Text::new("传递情报阶段", "passing phase"),
            Phase::Passing => Text::new("情报传递", "intel passing"),
            Phase::Arrival => Text::new("情报到达", "intel arrival"),
            Phase::Receive => Text::new("情报接收", "intel receiving"),
            Phase::Play2 => Text::new("出牌阶段（2）", "play phase (2)"),
            Phase::TurnEnd => Text::new("回合结束阶段", "turn end"),
            Phase::Over => Text::new("游戏结束", "game over"),
        }
    }
}

/// The intel being passed.
#[derive(Clone, Debug)]
pub struct Transit {
    /// The card.
    pub card: CardId,
    /// Who sent it (fixed for the whole passing).
    pub sender: Seat,
    /// How it travels.
    pub stamp: Stamp,
    /// Where it is now: the sender at first, then the player it reached.
    pub holder: Seat,
    /// Passing to the left after an odd number of 退回.
    pub reversed: bool,
    /// The 直达 target.
    pub direct_to: Option<Seat>,
    /// Players 调虎离山 took out of this passing.
    pub lured: SeatSet,
    /// Who has seen the face: the sender and 破译 users (everyone, for 文本).
    pub seen: SeatSet,
    /// A 退回 resolved at the current arrival.
    pub bounced: bool,
}

/// What a card use is aimed at.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "type", content = "id", rename_all = "snake_case")]
pub enum Target {
    /// Nothing (破译, 退回, 截获, 真伪莫辨).
    None,
    /// A player.
    Seat(Seat),
    /// A black intel to burn.
    Card(CardId),
    /// The card at this position of the stack (from the bottom), to negate.
    Entry(u8),
}

/// A card on the stack.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The card used.
    pub card: CardId,
    /// Its target.
    pub target: Target,
    /// Negated by a 识破 that resolved.
    pub negated: bool,
}

/// The kind of priority window.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WindowKind {
    /// At turn start (only 烧毁 and 识破 have a use here).
    TurnStart,
    /// 出牌阶段（1）.
    Play1,
    /// 情报传递 step.
    Passing,
    /// 情报到达 step.
    Arrival,
    /// 出牌阶段（2）.
    Play2,
    /// At turn end.
    TurnEnd,
}

/// An open priority window.
#[derive(Clone, Debug)]
pub struct Window {
    /// Which window.
    pub kind: WindowKind,
    /// Priority and the stack.
    pub round: PriorityRound<Entry>,
    /// Resolving the stack (rather than asking the holder).
    pub resolving: bool,
    /// A popped entry waiting on a prompt to finish resolving (a 试探's discard).
    pub in_resolution: Option<(Seat, Entry)>,
    /// The window ends once the stack is resolved (the intel was intercepted).
    pub stop: bool,
    /// Where the turn goes when the window closes.
    pub after: Step,
}

/// What the engine does next when no prompt is open.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Start a turn.
    TurnStart,
    /// Draw two.
    Draw,
    /// Open 出牌阶段（1）.
    Play1,
    /// Ask the active player for the intel to send.
    Send,
    /// Open the 情报传递 window at the holder.
    Passing,
    /// Move the intel on after the 情报传递 window.
    Move,
    /// Open the 情报到达 window.
    Arrival,
    /// After the 情报到达 window: reverse, move on, or ask.
    AfterArrival,
    /// 情报接收: ask the holder, or make a locked holder accept.
    Receive,
    /// Open 出牌阶段（2）.
    Play2,
    /// Open the turn-end window.
    TurnEnd,
    /// Settle a failure to pass, then pass the turn right.
    NextTurn,
    /// Drive the open window.
    Window,
}

/// What an option of the open prompt means.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// 让过.
    Pass,
    /// Use a hand card.
    Use {
        /// The card.
        card: CardId,
        /// Its target.
        target: Target,
    },
    /// Send a hand card as intel (to a seat, for 直达).
    Send {
        /// The card.
        card: CardId,
        /// The 直达 target.
        to: Option<Seat>,
    },
    /// Accept the intel.
    Accept,
    /// Decline: the intel is passed on through another 情报传递 step (a 直达, back to
    /// its sender).
    Decline {
        /// The intel is a 直达 (the option's label says it goes back to the sender).
        direct: bool,
    },
    /// Discard this card (a right 试探 of the discard kind).
    Discard {
        /// The card.
        card: CardId,
    },
}

/// What a resolved 试探 told its user: whether `target` is `guess`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProbeResult {
    /// Who used the 试探 (the only seat that learns this).
    #[serde(rename = "user_seat")]
    pub user: Seat,
    /// Who was probed.
    pub target: Seat,
    /// The identity named.
    pub guess: Faction,
    /// Whether the target is that identity.
    pub right: bool,
}

/// A game of 风声 in progress.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) cards: &'static [Card],
    pub(crate) opts: Options,
    pub(crate) seating: Seating,
    pub(crate) rng: GameRng,
    pub(crate) deck: Deck<CardId>,
    pub(crate) players: Vec<Player>,
    pub(crate) removed: Vec<CardId>,
    pub(crate) probes: Vec<ProbeResult>,
    pub(crate) active: Seat,
    pub(crate) turn: u32,
    pub(crate) phase: Phase,
    pub(crate) locked: SeatSet,
    pub(crate) failed_send: bool,
    pub(crate) transit: Option<Transit>,
    pub(crate) window: Option<Window>,
    pub(crate) step: Step,
    pub(crate) acts: Vec<Act>,
    pub(crate) book: PromptBook,
    pub(crate) log: Log,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) dealt: serde_json::Value,
}

/// An arranged start, for tests: explicit hands, identities, deck order and first player.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Arranged {
    /// Count set of the card ids used.
    pub count_set: CountSet,
    /// The FAQ's online rule.
    pub last_faction_wins: bool,
    /// One identity per seat.
    pub identities: Vec<Faction>,
    /// One hand per seat.
    pub hands: Vec<Vec<CardId>>,
    /// Intel already in front of each seat (may be empty).
    pub intel: Vec<Vec<CardId>>,
    /// The draw pile, top first. Cards named nowhere go to the bottom in id order
    /// unless `rest_to_discard`.
    pub deck_top: Vec<CardId>,
    /// Put every card named nowhere into the discard pile instead of the deck.
    pub rest_to_discard: bool,
    /// Seats already dead (their hands and intel must be empty).
    pub dead: Vec<Seat>,
    /// Whose turn it is first.
    pub first: Seat,
    /// Seed for any shuffle later.
    pub seed: u64,
}

impl Game {
    /// Deals a new game: shuffled deck, identities per the 初次游戏 rows, three cards each,
    /// a random first player.
    pub fn new(opts: Options, seats: usize, seed: u64) -> Result<Game, SetupError> {
        let cards = catalogue(opts.count_set).map_err(|p| SetupError {
            problems: p.to_vec(),
        })?;
        if seats != 4 && seats != 6 {
            return Err(SetupError::one(format!(
                "the first game is for 4 or 6 players (half 潜伏战线, half 军情处), not {seats}"
            )));
        }
        let mut rng = game_rng(seed, 0);
        let mut identities: Vec<Faction> = (0..seats)
            .map(|i| {
                if i < seats / 2 {
                    Faction::Qianfu
                } else {
                    Faction::Junqing
                }
            })
            .collect();
        identities.shuffle(&mut rng);
        let deck = Deck::shuffled((0..DECK_SIZE as u8).collect(), &mut rng);
        let order: Vec<CardId> = deck.draw_pile().iter().rev().copied().collect();
        let first = Seat(rand::RngExt::random_range(&mut rng, 0..seats as u8));
        let mut g = Game::empty(cards, opts, seats, rng, deck, identities, first);
        for _ in 0..START_HAND {
            for s in g.seating.all() {
                if let Some(c) = g.deck.draw(&mut g.rng) {
                    g.players[s.index()].hand.push(c);
                }
            }
        }
        g.dealt = serde_json::json!({
            "count_set": opts.count_set,
            "identities": g.players.iter().map(|p| p.identity).collect::<Vec<_>>(),
            "first": first,
            "deck_top_first": order,
        });
        g.start();
        Ok(g)
    }

    /// Starts from an arranged position (tests).
    #[doc(hidden)]
    pub fn arranged(a: Arranged) -> Result<Game, SetupError> {
        let cards = catalogue(a.count_set).map_err(|p| SetupError {
            problems: p.to_vec(),
        })?;
        let seats = a.identities.len();
        let mut problems = Vec::new();
        if !(2..=9).contains(&seats) {
            problems.push(format!("{seats} seats"));
        }
        if a.hands.len() != seats || a.intel.len() != seats {
            problems.push("one hand and one intel list per seat".to_string());
        }
        let mut used = [false; DECK_SIZE];
        let named = a
            .hands
            .iter()
            .flatten()
            .chain(a.intel.iter().flatten())
            .chain(a.deck_top.iter());
        for &c in named {
            match used.get_mut(c as usize) {
                Some(u) if !*u => *u = true,
                Some(_) => problems.push(format!("card {c} named twice")),
                None => problems.push(format!("no card {c}")),
            }
        }
        for s in &a.dead {
            let empty = a.hands.get(s.index()).is_none_or(Vec::is_empty)
                && a.intel.get(s.index()).is_none_or(Vec::is_empty);
            if !empty {
                problems.push(format!("dead seat {} holds cards", s.number()));
            }
        }
        SetupError::check(problems)?;
        let rest: Vec<CardId> = (0..DECK_SIZE as u8)
            .filter(|&c| !used[c as usize])
            .collect();
        let mut draw: Vec<CardId> = Vec::new();
        let mut discard: Vec<CardId> = Vec::new();
        if a.rest_to_discard {
            discard = rest;
        } else {
            draw.extend(rest.iter().rev());
        }
        draw.extend(a.deck_top.iter().rev());
        let deck: Deck<CardId> =
            serde_json::from_value(serde_json::json!({ "draw": draw, "discard": discard }))
                .map_err(|e| SetupError::one(e.to_string()))?;
        let rng = game_rng(a.seed, 0);
        let mut g = Game::empty(
            cards,
            Options {
                count_set: a.count_set,
                last_faction_wins: a.last_faction_wins,
                ask: Ask::Everyone,
            },
            seats,
            rng,
            deck,
            a.identities.clone(),
            a.first,
        );
        for (p, (h, i)) in g.players.iter_mut().zip(a.hands.iter().zip(&a.intel)) {
            p.hand = h.clone();
            p.intel = i.clone();
        }
        for s in &a.dead {
            if let Some(p) = g.players.get_mut(s.index()) {
                p.status = Status::Dead;
            }
        }
        g.dealt = serde_json::json!({ "arranged": true, "seed": a.seed });
        g.start();
        Ok(g)
    }

    fn empty(
        cards: &'static [Card],
        opts: Options,
        seats: usize,
        rng: GameRng,
        deck: Deck<CardId>,
        identities: Vec<Faction>,
        first: Seat,
    ) -> Game {
        Game {
            cards,
            opts,
            seating: Seating::new(seats),
            rng,
            deck,
            players: identities
                .into_iter()
                .map(|identity| Player {
                    identity,
                    hand: Vec::with_capacity(8),
                    intel: Vec::new(),
                    status: Status::Alive,
                    character: None,
                })
                .collect(),
            removed: Vec::new(),
            probes: Vec::new(),
            active: first,
            turn: 0,
            phase: Phase::TurnStart,
            locked: SeatSet::EMPTY,
            failed_send: false,
            transit: None,
            window: None,
            step: Step::TurnStart,
            acts: Vec::new(),
            book: PromptBook::new(),
            log: Log::new(),
            outcome: None,
            dealt: serde_json::Value::Null,
        }
    }

    fn start(&mut self) {
        for s in self.seating.all() {
            let f = self.players[s.index()].identity.name();
            self.log.push(
                tianhei_core::Audience::seat(s),
                "fengsheng.identity",
                tianhei_core::Text::owned(
                    format!("你的身份是{}", f.zh),
                    format!("Your identity: {}", f.en),
                ),
            );
        }
        self.run();
    }

    /// The card with id `c`.
    pub fn card(&self, c: CardId) -> &'static Card {
        &self.cards[c as usize]
    }

    /// The cards in `s`'s hand, one per face (type, colour, 试探 variant): copies with the
    /// same face are interchangeable, so prompts offer each face once.
    pub(crate) fn hand_faces(&self, s: Seat) -> impl Iterator<Item = &'static Card> + '_ {
        let hand = &self.players[s.index()].hand;
        let cards = self.cards;
        hand.iter().enumerate().filter_map(move |(i, &c)| {
            let card = &cards[c as usize];
            let repeat = hand[..i].iter().any(|&o| cards[o as usize].same_face(card));
            (!repeat).then_some(card)
        })
    }

    /// Whether `s` is still playing.
    pub fn alive(&self, s: Seat) -> bool {
        self.players[s.index()].status == Status::Alive
    }

    /// The living seats as a set.
    pub fn living(&self) -> SeatSet {
        self.seating.all().filter(|&s| self.alive(s)).collect()
    }

    /// How many cards of `colour` lie in front of `s`.
    pub fn count(&self, s: Seat, colour: Colour) -> usize {
        self.players[s.index()]
            .intel
            .iter()
            .filter(|&&c| self.card(c).colour == colour)
            .count()
    }

    /// Whether any black intel lies face-up in front of a living player (the only
    /// thing a card can be used on at turn start or turn end).
    pub fn any_black_intel(&self) -> bool {
        self.seating
            .all()
            .any(|s| self.alive(s) && self.count(s, Colour::Black) > 0)
    }

    /// Checks that every card is in exactly one zone.
    pub fn check_zones(&self) -> Result<(), String> {
        let mut seen = [0u8; DECK_SIZE];
        let mut mark = |c: CardId, zone: &str| -> Result<(), String> {
            let slot = seen
                .get_mut(c as usize)
                .ok_or_else(|| format!("card {c} in {zone} does not exist"))?;
            *slot += 1;
            if *slot > 1 {
                return Err(format!("card {c} is in two zones (again in {zone})"));
            }
            Ok(())
        };
        for &c in self.deck.draw_pile() {
            mark(c, "the deck")?;
        }
        for &c in self.deck.discard_pile() {
            mark(c, "the discard pile")?;
        }
        for (i, p) in self.players.iter().enumerate() {
            for &c in &p.hand {
                mark(c, &format!("hand {i}"))?;
            }
            for &c in &p.intel {
                mark(c, &format!("intel area {i}"))?;
            }
            if p.status != Status::Alive && !(p.hand.is_empty() && p.intel.is_empty()) {
                return Err(format!("seat {i} is out but still holds cards"));
            }
        }
        if let Some(t) = &self.transit {
            mark(t.card, "transit")?;
        }
        if let Some(w) = &self.window {
            for e in w.round.stack() {
                mark(e.action.card, "the stack")?;
            }
            if let Some((_, e)) = &w.in_resolution {
                mark(e.card, "resolution")?;
            }
        }
        for &c in &self.removed {
            mark(c, "removed from the game")?;
        }
        match seen.iter().position(|&n| n == 0) {
            Some(c) => Err(format!("card {c} is in no zone")),
            None => Ok(()),
        }
    }
}
