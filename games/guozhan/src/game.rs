//! The game state: players and their areas, the piles and the processing zone, the
//! turn, the stack of processes in resolution, and the prompt being asked. Setup (dealt
//! or arranged for tests) and the zone invariant live here.

use rand::{RngExt, seq::SliceRandom};
use serde::{Deserialize, Serialize};
use tianhei_core::{
    Outcome, Seat, SeatSet, SetupError,
    cards::{Asks, CardLog, Engine, Zones},
    rng::{GameRng, game_rng},
    seat::Seating,
};

use crate::{
    card::{Card, CardId, DECK_SIZE, Name, Slot, Zone, catalogue},
    character::{Character, per_player},
    choices::Act,
    faction::{FColour, FactionCard},
    frame::{Frame, SetupStep, TurnCtx, TurnStep},
    phase::Phase,
};

/// Cards dealt to each player at the start.
pub const START_HAND: usize = 4;
/// Cards drawn in each 摸牌阶段.
pub const DRAW: usize = 2;

/// The options a game is played with (from the rule-set file).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Whether the six 势力渗透 clauses of the rulings are on the cards.
    pub infiltration: bool,
    /// The house limit: the game ends with no winner when this many rounds are done.
    pub max_rounds: u32,
    /// The characters' skills are on.
    pub skills: bool,
    /// 预亮: at the start of his turn a seat with a face-down character marks (in secret)
    /// the trigger skill to use by revealing; face-down skills are then never asked
    /// about, and a marked one is used as soon as it may act. Off: the owner of a
    /// face-down trigger skill is asked in secret each time it could act.
    pub preshow: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            infiltration: true,
            max_rounds: 40,
            skills: true,
            preshow: false,
        }
    }
}

/// One player: character, faction cards, HP, chains and equipment set sideways (the
/// cards of his hand, equipment and judge areas are in [`Game`]'s zones).
#[derive(Clone, Debug)]
pub struct Player {
    /// The character card kept.
    pub character: Character,
    /// Whether it is face-up (明置).
    pub character_up: bool,
    /// Every character dealt to this seat (the kept one first); the others left the game.
    pub dealt: Vec<Character>,
    /// The main faction card (next to the character).
    pub main: FactionCard,
    /// The secondary faction card.
    pub second: FactionCard,
    /// 重整: the main faction card is sideways (the next turn is skipped).
    pub reorganized: bool,
    /// 野心家.
    pub careerist: bool,
    /// Current HP (0 or less while dying).
    pub hp: i32,
    /// Max HP (the HP card; public).
    pub max_hp: i32,
    /// Still in the game.
    pub alive: bool,
    /// Dying (濒死) now.
    pub dying: bool,
    /// Equipment set sideways (横置) by slot: disabled until the owner's next turn start.
    pub sideways: [bool; 4],
    /// 横置 (连环状态).
    pub chained: bool,
    /// 预亮: the face-down trigger skill marked at the start of the last turn, with the
    /// faction card to reveal first.
    pub preshown: Option<(crate::skills::data::Skill, Option<crate::faction::Which>)>,
}

impl Player {
    /// Both faction cards face-up: the faction is determined.
    pub fn determined(&self) -> bool {
        self.main.revealed && self.second.revealed
    }
}

/// Per-turn state of the active player.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnFlags {
    /// 杀 used in this play phase (counted against the limit).
    pub sha_used: u8,
    /// 酒 used this turn in the play phase.
    pub jiu_used: u8,
    /// 酒 drunk and not yet spent on a 杀 (+1 damage each).
    pub drunk: u8,
    /// Phases to skip this turn (one bit per phase of the turn).
    pub skip: u8,
    /// Cards to draw in the 摸牌阶段 (set before the draw-count hook).
    pub draw_n: u8,
    /// Skills used this play phase (one bit per skill; the once-per-phase limit).
    pub skills_used: u64,
    /// 仁德: hand cards given this play phase.
    pub rende_given: u8,
    /// 仁德 has healed this play phase.
    pub rende_healed: bool,
    /// 裸衣 was used this turn.
    pub luoyi: bool,
    /// A 【杀】 was used or played in the play phase (克己).
    pub sha_touched: bool,
}

/// A game of 国战 in progress.
#[derive(Clone, Debug)]
pub struct Game {
    pub(crate) cards: &'static [Card],
    pub(crate) opts: Options,
    pub(crate) seating: Seating,
    pub(crate) rng: GameRng,
    /// Every card and where it is: the piles, 处理区, each seat's hand, equipment slots
    /// and judge area.
    pub(crate) zones: Zones<Zone, CardId>,
    /// Per card, the name it acts as while in a judge area (a converted delayed trick).
    pub(crate) judge_as: Vec<Name>,
    pub(crate) players: Vec<Player>,
    pub(crate) active: Seat,
    pub(crate) first: Seat,
    pub(crate) round: u32,
    /// Position (from the first player) of the last turn begun, for the round count.
    pub(crate) last_pos: u32,
    pub(crate) phase: Phase,
    pub(crate) turn: TurnFlags,
    /// The processes in resolution, innermost last.
    pub(crate) engine: Engine<Frame>,
    /// What the options of each open prompt mean.
    pub(crate) asks: Asks<Act>,
    /// The log, with its guard: a line naming a card its audience may not see is
    /// recorded as a leak (a bug; the invariant check reports it).
    pub(crate) log: CardLog,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) dealt: serde_json::Value,
    /// What each seat learned by 知己知彼.
    pub(crate) peeks: Vec<crate::peek::Peek>,
    /// Seats that lost an equipment card in the last step (枭姬 asks after it).
    pub(crate) lost_equip: Vec<Seat>,
    /// Every seat's trigger skills (characters are fixed once chosen): a cheap filter
    /// before a timing point reads any seat.
    pub(crate) triggers: Vec<(Seat, crate::skills::data::Skill)>,
}

/// One seat of an arranged start, for tests.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct ArrangedSeat {
    /// The kept character.
    pub character: Character,
    /// Face-up?
    pub character_up: bool,
    /// Main and secondary faction cards: colour, revealed.
    pub main: (FColour, bool),
    /// The secondary card.
    pub second: (FColour, bool),
    /// HP (max HP when `None`).
    pub hp: Option<i32>,
    /// Hand cards.
    pub hand: Vec<CardId>,
    /// Equipment cards (each goes to its slot).
    pub equip: Vec<CardId>,
    /// Delayed tricks in the judge area, oldest first.
    pub judge: Vec<CardId>,
    /// 横置.
    pub chained: bool,
    /// 重整.
    pub reorganized: bool,
    /// Already a careerist.
    pub careerist: bool,
    /// Dead (holds no cards).
    pub dead: bool,
}

impl ArrangedSeat {
    /// A living seat with `character`, faction cards `main`/`second` face-down.
    pub fn new(character: Character, main: FColour, second: FColour) -> Self {
        ArrangedSeat {
            character,
            character_up: false,
            main: (main, false),
            second: (second, false),
            hp: None,
            hand: Vec::new(),
            equip: Vec::new(),
            judge: Vec::new(),
            chained: false,
            reorganized: false,
            careerist: false,
            dead: false,
        }
    }
}

/// An arranged start, for tests: explicit seats, deck order and first player.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct Arranged {
    /// The options.
    pub opts: Options,
    /// One entry per seat.
    pub seats: Vec<ArrangedSeat>,
    /// The draw pile, top first. Cards named nowhere go below, in id order, unless
    /// `rest_to_discard`.
    pub deck_top: Vec<CardId>,
    /// Put every card named nowhere into the discard pile instead.
    pub rest_to_discard: bool,
    /// Whose turn comes first.
    pub first: Seat,
    /// Seed for shuffles and random picks later.
    pub seed: u64,
}

impl Game {
    /// Deals a new game: characters (4 each, fewer evenly in big games), two faction cards
    /// each from a shuffled set of half black, half white, a shuffled deck and a random
    /// first player. Choosing a character and arranging faction cards are the first
    /// prompts; the starting hands are dealt after them.
    pub fn new(opts: Options, seats: usize, seed: u64) -> Result<Game, SetupError> {
        let cards = catalogue().map_err(|p| SetupError {
            problems: p.to_vec(),
        })?;
        if !(4..=10).contains(&seats) {
            return Err(SetupError::one(format!(
                "国战 is for 4–10 players, not {seats}"
            )));
        }
        let mut rng = game_rng(seed, 0);
        let mut pool: Vec<Character> = Character::ALL.to_vec();
        pool.shuffle(&mut rng);
        let k = per_player(seats);
        let dealt: Vec<Vec<Character>> = (0..seats)
            .map(|i| pool[i * k..(i + 1) * k].to_vec())
            .collect();
        let mut fcards: Vec<FColour> = (0..2 * seats)
            .map(|i| {
                if i < seats {
                    FColour::Black
                } else {
                    FColour::White
                }
            })
            .collect();
        fcards.shuffle(&mut rng);
        let mut zones = Zones::new((0..DECK_SIZE as u8).collect(), Zone::Deck);
        zones.shuffle(Zone::Deck, &mut rng);
        let order: Vec<CardId> = zones.cards(Zone::Deck).iter().rev().copied().collect();
        let first = Seat(rng.random_range(0..seats as u8));
        let players = (0..seats)
            .map(|i| {
                let c = dealt[i][0];
                let mut p = Player::new(c, dealt[i].clone(), fcards[2 * i], fcards[2 * i + 1]);
                // No HP card until every character is chosen.
                p.hp = 0;
                p.max_hp = 0;
                p
            })
            .collect();
        let mut g = Game::empty(cards, opts, seats, rng, zones, players, first);
        g.dealt = serde_json::json!({
            "characters": dealt,
            "faction_cards": fcards.chunks(2).collect::<Vec<_>>(),
            "first": first,
            "deck_top_first": order,
        });
        g.engine.start(Frame::Setup(SetupStep::Characters));
        g.run();
        Ok(g)
    }

    /// Starts from an arranged position at the first player's turn (tests).
    #[doc(hidden)]
    pub fn arranged(a: Arranged) -> Result<Game, SetupError> {
        let cards = catalogue().map_err(|p| SetupError {
            problems: p.to_vec(),
        })?;
        let seats = a.seats.len();
        let mut problems = Vec::new();
        if !(2..=10).contains(&seats) {
            problems.push(format!("{seats} seats"));
        }
        let mut used = [false; DECK_SIZE];
        let named = a
            .seats
            .iter()
            .flat_map(|s| s.hand.iter().chain(&s.equip).chain(&s.judge))
            .chain(&a.deck_top);
        for &c in named {
            match used.get_mut(c as usize) {
                Some(u) if !*u => *u = true,
                Some(_) => problems.push(format!("card {c} named twice")),
                None => problems.push(format!("no card {c}")),
            }
        }
        for (i, s) in a.seats.iter().enumerate() {
            let mut slots = [false; 4];
            for &e in &s.equip {
                match cards.get(e as usize).and_then(|c| c.name.slot()) {
                    Some(slot) if !slots[slot.index()] => slots[slot.index()] = true,
                    Some(_) => problems.push(format!("seat {} has two cards in one slot", i + 1)),
                    None => problems.push(format!("card {e} is not equipment")),
                }
            }
            if s.dead && !(s.hand.is_empty() && s.equip.is_empty() && s.judge.is_empty()) {
                problems.push(format!("dead seat {} holds cards", i + 1));
            }
        }
        SetupError::check(problems)?;
        let rest: Vec<CardId> = (0..DECK_SIZE as u8)
            .filter(|&c| !used[c as usize])
            .collect();
        let mut zones = Zones::new((0..DECK_SIZE as u8).collect(), Zone::Deck);
        for (i, s) in a.seats.iter().enumerate() {
            let seat = Seat(i as u8);
            for &c in &s.hand {
                zones.move_to(c, Zone::Hand(seat));
            }
            for &e in &s.equip {
                if let Some(slot) = cards[e as usize].name.slot() {
                    zones.move_to(e, Zone::Equip(seat, slot));
                }
            }
            // A delayed trick arranged in a judge area acts as its own name.
            for &c in &s.judge {
                zones.move_to(c, Zone::Judge(seat));
            }
        }
        let mut draw: Vec<CardId> = Vec::with_capacity(DECK_SIZE);
        if a.rest_to_discard {
            for &c in &rest {
                zones.move_to(c, Zone::Discard);
            }
        } else {
            draw.extend(rest.iter().rev());
        }
        draw.extend(a.deck_top.iter().rev());
        zones.reorder(Zone::Deck, draw);
        let players = a
            .seats
            .iter()
            .map(|s| {
                let mut p = Player::new(s.character, vec![s.character], s.main.0, s.second.0);
                p.character_up = s.character_up || s.dead;
                p.main.revealed = s.main.1 || s.dead;
                p.second.revealed = s.second.1 || s.dead;
                p.hp = s.hp.unwrap_or(p.max_hp);
                p.chained = s.chained;
                p.reorganized = s.reorganized;
                p.careerist = s.careerist;
                p.alive = !s.dead;
                if s.dead {
                    p.hp = 0;
                }
                p
            })
            .collect();
        let rng = game_rng(a.seed, 0);
        let mut g = Game::empty(cards, a.opts, seats, rng, zones, players, a.first);
        g.dealt = serde_json::json!({ "arranged": true, "seed": a.seed });
        g.note_triggers();
        g.round = 0;
        g.engine.start(Frame::Turn(TurnCtx {
            seat: a.first,
            step: TurnStep::Begin,
        }));
        g.run();
        Ok(g)
    }

    fn empty(
        cards: &'static [Card],
        opts: Options,
        seats: usize,
        rng: GameRng,
        zones: Zones<Zone, CardId>,
        players: Vec<Player>,
        first: Seat,
    ) -> Game {
        Game {
            cards,
            opts,
            seating: Seating::new(seats),
            rng,
            zones,
            judge_as: cards.iter().map(|c| c.name).collect(),
            players,
            active: first,
            first,
            round: 0,
            last_pos: 0,
            phase: Phase::Setup,
            turn: TurnFlags::default(),
            engine: Engine::new(),
            asks: Asks::new(),
            log: CardLog::new(),
            outcome: None,
            dealt: serde_json::Value::Null,
            peeks: Vec::new(),
            lost_equip: Vec::new(),
            triggers: Vec::new(),
        }
    }

    /// The card with id `c`.
    pub fn card(&self, c: CardId) -> &'static Card {
        &self.cards[c as usize]
    }

    /// The options.
    pub fn options(&self) -> Options {
        self.opts
    }

    /// Whether `s` is alive.
    pub fn alive(&self, s: Seat) -> bool {
        self.players[s.index()].alive
    }

    /// The living seats.
    pub fn alive_seats(&self) -> SeatSet {
        self.seating.all().filter(|&t| self.alive(t)).collect()
    }

    /// Living seats in seat order starting with `from` (included if alive).
    pub(crate) fn alive_from(&self, from: Seat) -> Vec<Seat> {
        self.seating.from(from).filter(|&t| self.alive(t)).collect()
    }

    /// Living seats in order from the current player (or the seat after him, if dead).
    pub(crate) fn alive_from_current(&self) -> Vec<Seat> {
        self.alive_from(self.active)
    }

    /// Living seats other than `s`, in seat order starting after `s`.
    pub(crate) fn others(&self, s: Seat) -> impl Iterator<Item = Seat> + '_ {
        self.seating
            .from(self.seating.next(s))
            .filter(move |&t| t != s && self.alive(t))
    }

    /// The player at `s`.
    pub fn player(&self, s: Seat) -> &Player {
        &self.players[s.index()]
    }

    /// The card in `s`'s equipment `slot`, if any (upright or not).
    pub fn equipped(&self, s: Seat, slot: Slot) -> Option<CardId> {
        self.zones.top(Zone::Equip(s, slot))
    }

    /// `s`'s hand, in order.
    pub fn hand(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Hand(s))
    }

    /// `s`'s equipment cards in slot order (weapon, armour, +1 horse, −1 horse).
    pub fn equipment(&self, s: Seat) -> impl Iterator<Item = CardId> + '_ {
        Slot::ALL
            .into_iter()
            .filter_map(move |k| self.equipped(s, k))
    }

    /// The cards in `s`'s judge area, oldest first.
    pub fn judge_area(&self, s: Seat) -> &[CardId] {
        self.zones.cards(Zone::Judge(s))
    }

    /// The delayed tricks in `s`'s judge area, oldest first, with the name each acts as.
    pub fn judge_tricks(&self, s: Seat) -> impl Iterator<Item = (CardId, Name)> + '_ {
        self.judge_area(s)
            .iter()
            .map(|&c| (c, self.judge_as[c as usize]))
    }

    /// Cards in `s`'s hand and equipment area.
    pub fn card_count(&self, s: Seat) -> usize {
        self.hand(s).len() + self.equipment(s).count()
    }

    /// Whether `s` has `name` in its equipment area, upright (an effect that works).
    pub fn has_active(&self, s: Seat, name: Name) -> bool {
        let Some(slot) = name.slot() else {
            return false;
        };
        let p = &self.players[s.index()];
        p.alive
            && !p.sideways[slot.index()]
            && self
                .equipped(s, slot)
                .is_some_and(|c| self.card(c).name == name)
    }

    /// Checks that every card is in exactly one zone, that an equipment slot holds at most
    /// one card, of its slot, that a dead seat holds nothing and that HP stays within
    /// bounds.
    pub fn check_zones(&self) -> Result<(), String> {
        self.zones.check()?;
        for (i, p) in self.players.iter().enumerate() {
            let s = Seat(i as u8);
            for slot in Slot::ALL {
                let held = self.zones.cards(Zone::Equip(s, slot));
                if held.len() > 1 {
                    return Err(format!("seat {} has two cards in one slot", i + 1));
                }
                if let Some(&c) = held.first()
                    && self.card(c).name.slot() != Some(slot)
                {
                    return Err(format!("card {c} is in the wrong slot of seat {}", i + 1));
                }
            }
            if !p.alive && self.card_count(s) + self.judge_area(s).len() > 0 {
                return Err(format!("dead seat {} still holds cards", i + 1));
            }
            if p.hp > p.max_hp {
                return Err(format!(
                    "seat {} has {} HP over max {}",
                    i + 1,
                    p.hp,
                    p.max_hp
                ));
            }
        }
        Ok(())
    }
}

impl Player {
    fn new(character: Character, dealt: Vec<Character>, main: FColour, second: FColour) -> Self {
        Player {
            character,
            character_up: false,
            dealt,
            main: FactionCard {
                colour: main,
                revealed: false,
            },
            second: FactionCard {
                colour: second,
                revealed: false,
            },
            reorganized: false,
            careerist: false,
            hp: character.max_hp(),
            max_hp: character.max_hp(),
            alive: true,
            dying: false,
            sideways: [false; 4],
            chained: false,
            preshown: None,
        }
    }
}
