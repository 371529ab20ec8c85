//! Dealing a game of 谍战篇: identities (each 神秘人 a distinct task of the boxes in play),
//! the cards numbered as the catalogue does and shuffled, characters offered from those
//! whose skills are written, then the first turn.

use rand::seq::SliceRandom;
use tianhei_core::text;
use tianhei_core::{
    Audience, Seat, SeatSet, SetupError,
    cards::{Asks, CardLog, Engine, Zones},
    rng::game_rng,
    seat::Seating,
};

use super::{
    Diezhan, chars,
    deck::{Card, CardId},
    frame::{Frame, Pick},
    identity::{Identity, Task, identity_table},
    state::{Game, Phase, Turn, Zone},
};

impl Game {
    /// Deals a game: identities (神秘人 each a distinct task of the boxes in play), the
    /// deck shuffled, 3 cards each from a random first player, and his turn begins.
    pub fn new(rules: Diezhan, seats: usize, seed: u64) -> Result<Self, SetupError> {
        let Some((q, t, m)) = identity_table(seats) else {
            return Err(SetupError::one(format!(
                "风声·谍战篇 seats 4–9 players, not {seats}"
            )));
        };
        let mut rng = game_rng(seed, 0);
        let mut tasks: Vec<Task> = Task::ALL
            .into_iter()
            .filter(|t| rules.uses(t.set()))
            .collect();
        if tasks.len() < m {
            return Err(SetupError::one(format!(
                "{seats} players need {m} 神秘人 tasks; the boxes in play have {}",
                tasks.len()
            )));
        }
        tasks.shuffle(&mut rng);
        let mut identity: Vec<Identity> = std::iter::repeat_n(Identity::Qianfu, q)
            .chain(std::iter::repeat_n(Identity::Tegong, t))
            .chain(tasks[..m].iter().map(|&t| Identity::Mystery(t)))
            .collect();
        identity.shuffle(&mut rng);
        // Every card of the catalogue is numbered as printed (less one) in every game;
        // those not in this game's deck stay in the box.
        let cards: Vec<Card> = super::deck::catalogue().to_vec();
        let mut in_deck = vec![false; cards.len()];
        for c in rules.deck_cards(seats) {
            in_deck[c.id as usize] = true;
        }
        let mut zones = Zones::placed((0..cards.len() as CardId).collect(), |c| {
            if in_deck[c as usize] {
                Zone::Deck
            } else {
                Zone::Box
            }
        });
        zones.shuffle(Zone::Deck, &mut rng);
        let seating = Seating::new(seats);
        let first = Seat(rand::RngExt::random_range(&mut rng, 0..seats as u8));
        let mut g = Game {
            rules,
            seating,
            cards,
            identity,
            dead: SeatSet::EMPTY,
            out: SeatSet::EMPTY,
            dying: SeatSet::EMPTY,
            dying_now: SeatSet::EMPTY,
            zones,
            asks: Asks::new(),
            log: CardLog::new(),
            rng,
            engine: Engine::new(),
            turn: Turn {
                active: first,
                number: 0,
                phase: Phase::Draw,
                no_cards: SeatSet::EMPTY,
                no_skills: SeatSet::EMPTY,
                fight_over: false,
                banned: Vec::new(),
                cannot_accept: SeatSet::EMPTY,
                declared: None,
                both_drew: false,
                convert: None,
                must_accept: SeatSet::EMPTY,
                skill_send: None,
            },
            pending: None,
            outcome: None,
            chars: vec![None; seats],
            dealt: Vec::new(),
            events: Vec::new(),
            used_turn: Vec::new(),
            used_game: Vec::new(),
            identity_gone: SeatSet::EMPTY,
            chars_shown: SeatSet::EMPTY,
            offered: Vec::new(),
            in_use: None,
            char_pile: Vec::new(),
        };
        g.dealt = g.identity.clone();
        for s in seating.all() {
            let i = g.identity[s.index()];
            let text = match i.task() {
                Some(t) => {
                    text!(
                        "你的身份：{}。任务：{}",
                        "Your identity: {}. Task: {}",
                        i.name(),
                        t.text()
                    )
                }
                None => text!("你的身份：{}", "Your identity: {}", i.name()),
            };
            g.log.push(Audience::seat(s), "diezhan.identity", text);
        }
        if g.rules.characters {
            // Characters before hands (reference §1.1): each is dealt his offer.
            let mut pool = super::roster::pool(&g.rules);
            pool.retain(|&c| chars::written(c));
            pool.shuffle(&mut g.rng);
            let k = g.rules.characters_offered as usize;
            if pool.len() < k * seats {
                return Err(SetupError::one(format!(
                    "{seats} players need {} characters; the boxes in play have {}",
                    k * seats,
                    pool.len()
                )));
            }
            let offered: Vec<Vec<u8>> = pool.chunks(k).take(seats).map(<[u8]>::to_vec).collect();
            g.char_pile = pool[k * seats..].to_vec();
            g.offered = offered.clone();
            g.engine.start(Frame::Pick(Pick::new(offered)));
        } else {
            g.deal_hands();
            g.engine.start(Frame::Game);
        }
        Engine::<Frame>::run(&mut g);
        Ok(g)
    }
}
