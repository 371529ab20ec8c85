//! The game state: players and their zones, the turn, the intel in transit, the open
//! priority window, and the prompt being asked. Setup and the zone invariant live here.

use serde::{Deserialize, Serialize};
use tianhei_core::{
    Outcome, Seat, SeatSet,
    cards::{Asks, CardLog, Engine, Zones},
    rng::GameRng,
    seat::Seating,
};

use crate::classic::{
    act::Act,
    card::{Card, CardId, Colour, CountSet, Faction},
    characters::data::Character,
    frame::{Frame, Task},
    turn::Turn,
    zone::Zone,
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
    /// The classic game: characters, skills and 打酱油的 (the seed's identity table).
    pub characters: bool,
    /// At 5 and 7 players, deal the seed's other row (more 打酱油的) instead of 标准.
    pub alternative_row: bool,
    /// 酱油同盟 (the rulebook's advanced rule): when one 打酱油的 declares victory, every
    /// 打酱油的 wins with him.
    pub jiangyou_alliance: bool,
}

impl Options {
    /// The first game's options (no characters).
    pub fn first_game(count_set: CountSet) -> Options {
        Options {
            count_set,
            last_faction_wins: false,
            ask: Ask::Everyone,
            characters: false,
            alternative_row: false,
            jiangyou_alliance: false,
        }
    }
}

/// Who is asked in a priority window.
#[derive(
    Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "snake_case")]
pub enum Ask {
    /// Every living player in turn, as at the table; a player who can only pass gets a
    /// pass-only prompt that hosts answer after a hold, so timing shows nothing (default).
    #[default]
    #[schemars(title = "everyone, as at the table", extend("zh" = "每人都问（同桌面）"))]
    Everyone,
    /// Only players with a legal use; the others pass at once (faster, but how quickly
    /// priority moves on shows who holds no usable card).
    #[schemars(title = "only those able to act", extend("zh" = "只问能出牌的人"))]
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

/// One player: identity, status, character (the cards are in the game's zones).
#[derive(Clone, Debug)]
pub struct Player {
    /// The identity card, face-down until death or loss (or a skill shows it).
    pub identity: Faction,
    /// The identity dealt at the start (临危受命 can change `identity`).
    pub initial: Faction,
    /// 临危受命 took this dead player's identity card: he has none any more.
    pub identity_taken: bool,
    /// The identity card lies face-up (爱情, 黄雀在后, 救美, death, loss).
    pub identity_shown: bool,
    /// Alive, dead or lost.
    pub status: Status,
    /// The character card (none in the first game).
    pub character: Option<Character>,
    /// The character lies face-up (public characters start so, 潜伏 ones face-down).
    pub face_up: bool,
    /// Everyone has seen the character face-up at some point, so it is public knowledge
    /// even while face-down again.
    pub known: bool,
}

impl Player {
    /// The character, if it lies face-up (the only state in which its automatic skills
    /// work and it has a gender).
    pub fn up(&self) -> Option<Character> {
        self.character.filter(|_| self.face_up)
    }

    /// The character, if it lies face-down.
    pub fn down(&self) -> Option<Character> {
        self.character.filter(|_| !self.face_up)
    }
}

/// A private look at another player's identity card (合谋).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Peek {
    /// Who looked.
    #[serde(rename = "viewer_seat")]
    pub viewer: Seat,
    /// At whom.
    #[serde(rename = "target_seat")]
    pub target: Seat,
    /// What the card said.
    pub identity: Faction,
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
    /// Whether the target acted as that identity (the truth, unless 城府 hid it).
    pub right: bool,
}

/// A game of 风声 in progress.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) cards: &'static [Card],
    pub(crate) opts: Options,
    pub(crate) seating: Seating,
    pub(crate) rng: GameRng,
    /// Every card and its zone (deck, hands, intel, transit, stack, discard…).
    pub(crate) zones: Zones<Zone, CardId>,
    pub(crate) players: Vec<Player>,
    pub(crate) probes: Vec<ProbeResult>,
    /// The turn in progress: whose, where it stands, the intel in transit, the window.
    pub(crate) turn: Turn,
    pub(crate) asks: Asks<Act>,
    pub(crate) log: CardLog,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) dealt: serde_json::Value,
    /// The turn and its pending work, as frames (the turn at the bottom).
    pub(crate) engine: Engine<Frame>,
    /// Work the step running now asks for: it runs (last in, first out) before the next.
    pub(crate) tasks: Vec<Task>,
    /// Players who died, in order (a player saved by 救美 is taken out again).
    pub(crate) deaths: Vec<Seat>,
    /// Dead players whose death is still being settled (they keep their cards until then).
    pub(crate) dying: SeatSet,
    /// A 潜伏战线 / 军情处 player has died with that identity revealed.
    pub(crate) faction_died: [bool; 2],
    /// The two characters each player is offered (挑选角色).
    pub(crate) offered: Vec<[Character; 2]>,
    /// Private looks at identity cards (合谋).
    pub(crate) peeks: Vec<Peek>,
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
    /// One character per seat (empty: no characters, the first game).
    pub characters: Vec<Option<Character>>,
    /// Seats whose character starts the other way up (a hidden one face-up, known).
    pub flipped: Vec<Seat>,
    /// 酱油同盟.
    pub jiangyou_alliance: bool,
}

impl Game {
    /// The card with id `c`.
    pub fn card(&self, c: CardId) -> &'static Card {
        &self.cards[c as usize]
    }

    /// The cards in `s`'s hand.
    pub fn hand(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Hand(s))
    }

    /// The intel face-up in front of `s`.
    pub fn intel(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Intel(s))
    }

    /// The cards in `s`'s hand, one per face (type, colour, 试探 variant): copies with the
    /// same face are interchangeable, so prompts offer each face once.
    pub(crate) fn hand_faces(&self, s: Seat) -> impl Iterator<Item = &'static Card> + '_ {
        let hand = self.hand(s);
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
    pub fn alive_seats(&self) -> SeatSet {
        self.seating.all().filter(|&s| self.alive(s)).collect()
    }

    /// How many cards of `colour` lie in front of `s`.
    pub fn count(&self, s: Seat, colour: Colour) -> usize {
        self.intel(s)
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

    /// Checks that every card is in exactly one zone (by construction: the zone table),
    /// that the cards the turn refers to are where it says (the intel in transit, the
    /// stack, the entry in resolution, a 真伪莫辨 being dealt), and that a player who is
    /// out holds nothing once his death is settled.
    pub fn check_zones(&self) -> Result<(), String> {
        self.zones.check()?;
        let expect = |c: CardId, zone: Zone, what: &str| -> Result<(), String> {
            match self.zones.zone_of(c) {
                z if z == zone => Ok(()),
                z => Err(format!("card {c} is {what} but lies in {z:?}")),
            }
        };
        let mut referred = 0;
        if let Some(t) = &self.turn.transit {
            expect(t.card, Zone::Transit, "the intel in transit")?;
            referred += 1;
        }
        if self.zones.count(Zone::Transit) != referred {
            return Err("a card lies in transit with no intel being passed".into());
        }
        let (mut stacked, mut resolving) = (0, 0);
        if let Some(w) = &self.turn.window {
            for e in w.priority.stack() {
                if let Some(c) = e.action.card() {
                    expect(c, Zone::Stack, "on the stack")?;
                    stacked += 1;
                }
            }
            if let Some((_, e)) = &w.in_resolution
                && let Some(c) = e.card()
            {
                expect(c, Zone::Resolving, "in resolution")?;
                resolving += 1;
            }
        }
        if self.zones.count(Zone::Stack) != stacked
            || self.zones.count(Zone::Resolving) != resolving
        {
            return Err("a card lies on the stack or in resolution with no entry for it".into());
        }
        let pending = self.engine.frames().iter().filter_map(|f| match f {
            Frame::Task(t) => Some(t),
            Frame::Turn | Frame::Fire(_) | Frame::Ask { .. } => None,
        });
        let mut dealing = 0;
        for t in pending.chain(&self.tasks) {
            if let Task::Muddle { cards, .. } = t {
                for &c in cards {
                    expect(c, Zone::Dealing, "being dealt by 真伪莫辨")?;
                    dealing += 1;
                }
            }
        }
        if self.zones.count(Zone::Dealing) != dealing {
            return Err("a card is set aside with no 真伪莫辨 dealing it".into());
        }
        for (i, p) in self.players.iter().enumerate() {
            let s = Seat(i as u8);
            let holds = !self.hand(s).is_empty() || !self.intel(s).is_empty();
            if p.status != Status::Alive && !self.dying.contains(s) && holds {
                return Err(format!("seat {i} is out but still holds cards"));
            }
        }
        Ok(())
    }
}
