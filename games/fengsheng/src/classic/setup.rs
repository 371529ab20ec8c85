//! Setup: dealing a game (the first game, or the classic game with characters and its
//! identity table), an arranged start for tests, and the opening log lines.

use rand::seq::SliceRandom;
use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, SetupError,
    cards::{Asks, Zones},
    mech::roles::RoleTable,
    rng::{GameRng, game_rng},
    seat::Seating,
};

use crate::classic::{
    card::{Card, CardId, DECK_SIZE, Faction, catalogue},
    characters::Character,
    frame::Step,
    game::{Arranged, Game, Options, Player, START_HAND, Status},
    turn::{Phase, Turn},
    zone::Zone,
};

/// The seed's identity table (决定身份) for the classic game: player count → 潜伏战线,
/// 军情处, 打酱油的. At 5 and 7 players the 标准 row is the default; `alternative`
/// deals the seed's other row (more 打酱油的).
pub fn identity_table(alternative: bool) -> RoleTable<Faction> {
    use Faction::{Jiangyou as Y, Junqing as J, Qianfu as Q};
    let mut t = RoleTable::new();
    t.set(3, vec![(Q, 1), (J, 1), (Y, 1)]);
    t.set(4, vec![(Q, 1), (J, 1), (Y, 2)]);
    t.set(
        5,
        if alternative {
            vec![(Q, 1), (J, 1), (Y, 3)]
        } else {
            vec![(Q, 2), (J, 2), (Y, 1)]
        },
    );
    t.set(6, vec![(Q, 2), (J, 2), (Y, 2)]);
    t.set(
        7,
        if alternative {
            vec![(Q, 2), (J, 2), (Y, 3)]
        } else {
            vec![(Q, 3), (J, 3), (Y, 1)]
        },
    );
    t.set(8, vec![(Q, 3), (J, 3), (Y, 2)]);
    t.set(9, vec![(Q, 3), (J, 3), (Y, 3)]);
    t
}

impl Game {
    /// Deals a new game. The first game: identities per the 初次游戏 rows, three cards
    /// each, a random first player. The classic game: two characters offered to each
    /// player, identities from the seed's table; hands are dealt once everyone has chosen.
    pub fn new(opts: Options, seats: usize, seed: u64) -> Result<Game, SetupError> {
        let cards = catalogue(opts.count_set).map_err(|p| SetupError {
            problems: p.to_vec(),
        })?;
        if opts.characters {
            return Game::new_classic(cards, opts, seats, seed);
        }
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
        let deck = Game::shuffled_deck(&mut rng);
        let order: Vec<CardId> = deck.cards(Zone::Deck).iter().rev().copied().collect();
        let first = Seat(rand::RngExt::random_range(&mut rng, 0..seats as u8));
        let mut g = Game::empty(cards, opts, seats, rng, deck, identities, first);
        g.deal_hands();
        g.dealt = serde_json::json!({
            "count_set": opts.count_set,
            "identities": g.players.iter().map(|p| p.identity).collect::<Vec<_>>(),
            "first": first,
            "deck_top_first": order,
        });
        g.start();
        Ok(g)
    }

    fn new_classic(
        cards: &'static [Card],
        opts: Options,
        seats: usize,
        seed: u64,
    ) -> Result<Game, SetupError> {
        if !(3..=9).contains(&seats) {
            return Err(SetupError::one(format!(
                "the classic game is for 3 to 9 players, not {seats}"
            )));
        }
        let mut rng = game_rng(seed, 0);
        let mut pool = Character::ALL.to_vec();
        pool.shuffle(&mut rng);
        let offered: Vec<[Character; 2]> =
            (0..seats).map(|i| [pool[2 * i], pool[2 * i + 1]]).collect();
        let identities = identity_table(opts.alternative_row)
            .deal(seats, &mut rng)
            .ok_or_else(|| SetupError::one(format!("no identity row for {seats} players")))?;
        let deck = Game::shuffled_deck(&mut rng);
        let order: Vec<CardId> = deck.cards(Zone::Deck).iter().rev().copied().collect();
        let first = Seat(rand::RngExt::random_range(&mut rng, 0..seats as u8));
        let mut g = Game::empty(cards, opts, seats, rng, deck, identities, first);
        g.offered = offered;
        g.dealt = serde_json::json!({
            "count_set": opts.count_set,
            "offered": g.offered,
            "identities": g.players.iter().map(|p| p.identity).collect::<Vec<_>>(),
            "first": first,
            "deck_top_first": order,
        });
        g.turn.phase = Phase::Pick;
        g.turn.step = Step::Pick;
        g.run();
        Ok(g)
    }

    /// Three cards to each player, one at a time.
    pub(crate) fn deal_hands(&mut self) {
        for _ in 0..START_HAND {
            for s in self.seating.all() {
                self.zones
                    .draw(Zone::Deck, Zone::Discard, Zone::Hand(s), &mut self.rng);
            }
        }
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
        if !a.characters.is_empty() && a.characters.len() != seats {
            problems.push("one character (or none) per seat".to_string());
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
        let mut zones = Zones::new((0..DECK_SIZE as u8).collect(), Zone::Deck);
        for (i, (h, intel)) in a.hands.iter().zip(&a.intel).enumerate() {
            let s = Seat(i as u8);
            for &c in h {
                zones.move_to(c, Zone::Hand(s));
            }
            for &c in intel {
                zones.move_to(c, Zone::Intel(s));
            }
        }
        // The draw pile from the bottom: the cards named nowhere (highest id lowest),
        // then the named top cards, the first named last.
        let mut draw: Vec<CardId> = Vec::new();
        if a.rest_to_discard {
            for &c in &rest {
                zones.move_to(c, Zone::Discard);
            }
        } else {
            draw.extend(rest.iter().rev());
        }
        draw.extend(a.deck_top.iter().rev());
        zones.reorder(Zone::Deck, draw);
        let rng = game_rng(a.seed, 0);
        let mut opts = Options::first_game(a.count_set);
        opts.last_faction_wins = a.last_faction_wins;
        opts.characters = !a.characters.is_empty();
        opts.jiangyou_alliance = a.jiangyou_alliance;
        let mut g = Game::empty(
            cards,
            opts,
            seats,
            rng,
            zones,
            a.identities.clone(),
            a.first,
        );
        for (i, c) in a.characters.iter().enumerate() {
            let flipped = a.flipped.contains(&Seat(i as u8));
            let p = &mut g.players[i];
            p.character = *c;
            p.face_up = c.is_some_and(|c| !c.hidden()) != flipped;
            p.known = p.face_up || flipped;
        }
        for s in &a.dead {
            if let Some(p) = g.players.get_mut(s.index()) {
                p.status = Status::Dead;
                p.face_up = true;
                p.known = true;
                p.identity_shown = true;
            }
        }
        g.dealt = serde_json::json!({ "arranged": true, "seed": a.seed });
        g.start();
        Ok(g)
    }

    /// Every card in the deck, shuffled.
    fn shuffled_deck(rng: &mut GameRng) -> Zones<Zone, CardId> {
        let mut deck = Zones::new((0..DECK_SIZE as u8).collect(), Zone::Deck);
        deck.shuffle(Zone::Deck, rng);
        deck
    }

    pub(crate) fn empty(
        cards: &'static [Card],
        opts: Options,
        seats: usize,
        rng: GameRng,
        zones: Zones<Zone, CardId>,
        identities: Vec<Faction>,
        first: Seat,
    ) -> Game {
        Game {
            cards,
            opts,
            seating: Seating::new(seats),
            rng,
            zones,
            players: identities
                .into_iter()
                .map(|identity| Player {
                    identity,
                    initial: identity,
                    identity_taken: false,
                    identity_shown: false,
                    status: Status::Alive,
                    character: None,
                    face_up: false,
                    known: false,
                })
                .collect(),
            probes: Vec::new(),
            turn: Turn::new(first),
            asks: Asks::new(),
            log: tianhei_core::cards::CardLog::new(),
            outcome: None,
            dealt: serde_json::Value::Null,
            engine: {
                let mut e = tianhei_core::cards::Engine::new();
                e.start(crate::classic::frame::Frame::Turn);
                e
            },
            tasks: Vec::new(),
            deaths: Vec::new(),
            dying: SeatSet::EMPTY,
            faction_died: [false; 2],
            offered: Vec::new(),
            peeks: Vec::new(),
        }
    }

    /// Tells each player their identity (and character), then starts the first turn.
    pub(crate) fn start(&mut self) {
        for s in self.seating.all() {
            let f = self.players[s.index()].identity.name();
            self.log.push(
                Audience::seat(s),
                "fengsheng.identity",
                text!("你的身份是{}", "Your identity: {}", f),
            );
        }
        if self.opts.characters {
            self.announce_characters();
        }
        self.turn.step = Step::TurnStart;
        self.run();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classic::card::CountSet;

    #[test]
    fn the_identity_table_is_the_seeds() {
        use Faction::*;
        for alt in [false, true] {
            let t = identity_table(alt);
            assert!(t.problems().is_empty());
            assert_eq!(t.counts(), (3..=9).collect::<Vec<_>>());
        }
        let std = identity_table(false);
        assert_eq!(
            std.row(5),
            Some(&[(Qianfu, 2), (Junqing, 2), (Jiangyou, 1)][..])
        );
        assert_eq!(
            std.row(7),
            Some(&[(Qianfu, 3), (Junqing, 3), (Jiangyou, 1)][..])
        );
        let alt = identity_table(true);
        assert_eq!(
            alt.row(5),
            Some(&[(Qianfu, 1), (Junqing, 1), (Jiangyou, 3)][..])
        );
        assert_eq!(
            alt.row(7),
            Some(&[(Qianfu, 2), (Junqing, 2), (Jiangyou, 3)][..])
        );
        assert_eq!(alt.row(9), std.row(9));
    }

    #[test]
    fn the_classic_game_seats_three_to_nine() {
        let mut opts = Options::first_game(CountSet::A);
        opts.characters = true;
        for n in 3..=9 {
            let g = Game::new(opts, n, 5).expect("deals");
            let mut all: Vec<Character> = g.offered.iter().flatten().copied().collect();
            assert_eq!(all.len(), 2 * n);
            all.sort();
            all.dedup();
            assert_eq!(all.len(), 2 * n, "no character is offered twice");
        }
        assert!(Game::new(opts, 2, 5).is_err());
        assert!(Game::new(opts, 10, 5).is_err());
    }
}
