//! 小风声 / Mini Message: a small hidden-role card game in one file on the card-game kit
//! ([`tianhei_core::cards`]) — copy it to start a card game. Two hidden teams, red and
//! blue. On your turn you draw two and send one card face-down along the table; each
//! holder takes it or passes it on, and before that anyone may play an 截获 from hand to
//! take it instead. A card taken lies face-up in front of its taker: three of your
//! team's colour in front of you wins for the team; a third black puts you out.
//!
//! What the kit gives it, and where it shows:
//! - [`Zones`]: every card is in one zone; a move is `zones.move_to(card, zone)`;
//!   [`zones!`](tianhei_core::zones) declares the zones, who sees each, and numbers them.
//! - [`Asks`] over [`Opt`]: the prompts come from typed options, the answers come back
//!   typed ([`Offer`] makes keys and labels in one place).
//! - [`Engine`] over [`Frame`]: the turn, the passing, the 截获 window and the timing
//!   point are frames; a child's result ([`Ret`]) goes to its parent.
//! - [`Window`]: the 截获 window (everyone asked in turn, the actor keeps priority, a lap
//!   of passes resolves the stack last in, first out).
//! - [`Fire`]: the `Received` timing point, where the black-card and victory rules are
//!   handlers fired in seat order from the turn player.
//! - [`CardLog`]: no line names a card its audience may not see (the card sent is never
//!   named until it is taken).

mod flow;
#[cfg(test)]
mod tests;
mod view;

use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use tianhei_core::{
    AnswerError, Audience, Choice, Outcome, RuleSet, Scene, Seat, SeatSet, SetupError, Table, Text,
    Viewer,
    cards::{Answer, Asks, CardLog, CardTable, Engine, Offer, Zones},
    rng::{GameRng, game_rng},
    scene::{CardFace, Tone},
    seat::Seating,
};
use tianhei_core::{text, zones};

pub use flow::{Frame, PassStep, Passing, Point, Ret, Rule, TurnStep};
pub use view::{Me, MmView, PlayerView};

/// The rule set (`game = "mini-message"`).
#[derive(Clone, Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(default, deny_unknown_fields)]
pub struct MiniMessage {
    /// Cards of each colour (red, blue, black).
    #[schemars(title = "Cards per colour", range(min = 4, max = 20), extend("zh" = ["每色张数", "红、蓝、黑每种颜色的牌数。"]))]
    pub per_colour: u8,
    /// Of those, how many are 截获.
    #[schemars(title = "Intercepts per colour", range(min = 0, max = 20), extend("zh" = ["截获张数", "每种颜色中截获牌的张数。"]))]
    pub intercepts: u8,
    /// Cards of a team's colour that win.
    #[schemars(title = "Cards to win", range(min = 2, max = 5), extend("zh" = ["获胜张数", "面前集齐几张本方颜色的情报即获胜。"]))]
    pub to_win: usize,
}

impl Default for MiniMessage {
    fn default() -> Self {
        MiniMessage {
            per_colour: 8,
            intercepts: 3,
            to_win: 3,
        }
    }
}

#[typetag::serde(name = "mini-message")]
impl RuleSet for MiniMessage {
    fn seat_counts(&self) -> Vec<usize> {
        (4..=6).collect()
    }

    fn check(&self) -> Vec<String> {
        let mut bad = Vec::new();
        if self.per_colour < 4 || self.per_colour > 20 {
            bad.push(format!(
                "per_colour: {} is not within 4–20",
                self.per_colour
            ));
        }
        if self.intercepts > self.per_colour {
            bad.push(format!(
                "intercepts: {} is more than per_colour ({})",
                self.intercepts, self.per_colour
            ));
        }
        if !(2..=5).contains(&self.to_win) {
            bad.push(format!("to_win: {} is not within 2–5", self.to_win));
        }
        bad
    }

    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        Ok(Box::new(Game::new(self.clone(), seats, seed)?))
    }
}

/// A card's colour (and a team's).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Colour {
    /// 红.
    Red,
    /// 蓝.
    Blue,
    /// 黑: three put you out.
    Black,
}

impl Colour {
    fn tone(self) -> Tone {
        match self {
            Colour::Red => Tone::Red,
            Colour::Blue => Tone::Blue,
            Colour::Black => Tone::Black,
        }
    }

    fn name(self) -> Text {
        match self {
            Colour::Red => Text::new("红", "red"),
            Colour::Blue => Text::new("蓝", "blue"),
            Colour::Black => Text::new("黑", "black"),
        }
    }
}

/// A card: its colour, and whether it is an 截获.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    /// Its number in the deck.
    pub id: u8,
    /// Its colour.
    pub colour: Colour,
    /// 截获: play it from hand to take the card being passed.
    pub intercept: bool,
}

impl Card {
    fn face(self) -> CardFace {
        let name = if self.intercept {
            Text::new("截获", "Intercept")
        } else {
            Text::new("情报", "Intel")
        };
        CardFace::new(name, self.colour.tone())
    }

    fn label(self) -> Text {
        let (c, f) = (self.colour.name(), self.face().name);
        text!("{}【{}】", "{} {}", c, f)
    }
}

zones! {
    /// Where a card is (numbered by `zones!`: the table's zones, then each seat's).
    #[derive(Serialize, Deserialize)]
    pub enum Zone {
        /// The draw pile.
        Deck => nobody,
        /// A seat's hand.
        Hand(Seat) => owner,
        /// Face-down on its way along the table.
        Transit => nobody,
        /// Being resolved (an 截获 played).
        Resolving => everyone,
        /// Face-up in front of a seat.
        Intel(Seat) => everyone,
        /// The discard pile.
        Discard => everyone,
    }
}

/// The options the game offers: keys and labels are made here and nowhere else.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Opt {
    /// Let the moment go by.
    Pass,
    /// Send this card from hand.
    Send(Card),
    /// Play this 截获 on the card being passed.
    Intercept(Card),
    /// Take the card in front of you.
    Accept,
    /// Pass it on to the next seat.
    Decline,
}

impl Offer for Opt {
    fn choice(&self, _: &()) -> Choice {
        match *self {
            Opt::Pass => Choice::new("pass", Text::new("让过", "Pass")),
            Opt::Send(c) => Choice::owned(
                format!("send:c{}", c.id),
                text!("传出{}", "Send {}", c.label()),
            ),
            Opt::Intercept(c) => Choice::owned(
                format!("intercept:c{}", c.id),
                text!("打出{}", "Play {}", c.label()),
            ),
            Opt::Accept => Choice::new("accept", Text::new("接收", "Take it")),
            Opt::Decline => Choice::new("decline", Text::new("不接收，传给下家", "Pass it on")),
        }
    }

    fn subject(&self, _: &(), _: &str, _: &Choice) -> Option<(CardFace, Text)> {
        match *self {
            Opt::Send(c) => Some((c.face(), Text::new("传出", "send"))),
            Opt::Intercept(c) => Some((c.face(), Text::new("打出", "play"))),
            _ => None,
        }
    }

    fn is_pass(&self) -> bool {
        *self == Opt::Pass
    }
}

/// The state the frames work on.
#[derive(Clone)]
pub struct State {
    rules: MiniMessage,
    seating: Seating,
    cards: Vec<Card>,
    teams: Vec<Colour>,
    out: SeatSet,
    zones: Zones<Zone, u8>,
    asks: Asks<Opt>,
    log: CardLog,
    rng: GameRng,
    turn: Option<Seat>,
    outcome: Option<Outcome>,
    engine: Engine<Frame>,
}

/// A game of Mini Message.
#[derive(Clone)]
pub struct Game {
    state: State,
}

impl Game {
    /// Deals a game.
    pub fn new(rules: MiniMessage, seats: usize, seed: u64) -> Result<Self, SetupError> {
        if !rules.seat_counts().contains(&seats) {
            return Err(SetupError::one(format!(
                "Mini Message seats 4–6 players, not {seats}"
            )));
        }
        let mut rng = game_rng(seed, 0);
        let mut cards = Vec::new();
        for colour in [Colour::Red, Colour::Blue, Colour::Black] {
            for k in 0..rules.per_colour {
                let id = cards.len() as u8;
                cards.push(Card {
                    id,
                    colour,
                    intercept: k < rules.intercepts,
                });
            }
        }
        let mut order: Vec<u8> = (0..cards.len() as u8).collect();
        order.shuffle(&mut rng);
        let mut zones = Zones::new((0..cards.len() as u8).collect(), Zone::Deck);
        zones.reorder(Zone::Deck, order);
        let mut teams: Vec<Colour> = (0..seats)
            .map(|i| {
                if i % 2 == 0 {
                    Colour::Red
                } else {
                    Colour::Blue
                }
            })
            .collect();
        teams.shuffle(&mut rng);
        let mut state = State {
            rules,
            seating: Seating::new(seats),
            cards,
            teams,
            out: SeatSet::EMPTY,
            zones,
            asks: Asks::new(),
            log: CardLog::new(),
            rng,
            turn: None,
            outcome: None,
            engine: Engine::new(),
        };
        for s in state.seating.all() {
            let t = state.teams[s.index()].name();
            state.log.push(
                Audience::seat(s),
                "mini_message.team",
                text!("你的阵营：{}方", "Your team: {}", t),
            );
            state.draw(s, 2);
        }
        state.engine.start(Frame::Game);
        Engine::<Frame>::run(&mut state);
        Ok(Game { state })
    }
}

impl CardTable for Game {
    type Opt = Opt;
    type View = MmView;

    fn seat_count(&self) -> usize {
        self.state.seating.len()
    }

    fn asks(&self) -> &Asks<Opt> {
        &self.state.asks
    }

    fn asks_mut(&mut self) -> &mut Asks<Opt> {
        &mut self.state.asks
    }

    fn card_log(&self) -> &CardLog {
        &self.state.log
    }

    fn ended(&self) -> Option<&Outcome> {
        self.state.outcome.as_ref()
    }

    fn go_on(&mut self, _: Seat, answer: Answer<Opt>) -> Result<(), AnswerError> {
        Engine::<Frame>::answer(&mut self.state, answer);
        Ok(())
    }

    fn view_of(&self, viewer: Viewer) -> MmView {
        Game::view_of(self, viewer)
    }

    fn scene_of(view: &MmView) -> Scene {
        view::scene_of(view)
    }

    fn deal_record(&self) -> serde_json::Value {
        serde_json::json!({ "teams": self.state.teams })
    }

    fn zones_hold(&self) -> Result<(), String> {
        self.state.zones.check()
    }
}
