//! A night/day game's heuristic bot as the kit plays it: the game writes what its bot
//! answers from its own typed view ([`Heuristic::pick`]); [`HeuristicBot`] makes it a
//! [`Bot`] whose policy samples those answers ([`policy::by_sampling`]), that remembers
//! which seats people play, and that takes the prompt's default where the bot has no
//! answer of its own. [`Plain`] is the heuristic of a game whose view is the kit's.

use std::marker::PhantomData;

use crate::{
    bot::{Bot, Decision, policy},
    prompt::Prompt,
    rng::{GameRng, game_rng},
    seat::{Seat, SeatSet},
    view::View,
};

use super::{NightDay, Offers, Opt, Question, view::ViewOf};

/// What a game's heuristic answers, from its seat's typed view only.
pub trait Heuristic: Clone + Send + 'static {
    /// The game's typed view.
    type View: 'static;
    /// Draws its generator anew, as the `k`-th sample's.
    fn reseed(&mut self, k: u64);
    /// Its answer to `prompt` from the view `v` (`None`: the prompt's default); `people`
    /// are the seats people play ([`Bot::people`]).
    fn pick(&mut self, v: &Self::View, prompt: &Prompt, people: SeatSet) -> Option<usize>;
}

/// A [`Heuristic`] as a [`Bot`].
#[derive(Clone, Debug)]
pub struct HeuristicBot<H> {
    /// The game's heuristic.
    pub heuristic: H,
    /// The seats people play.
    people: SeatSet,
}

impl<H: Heuristic> HeuristicBot<H> {
    /// The bot that answers as `heuristic` does.
    pub fn new(heuristic: H) -> Self {
        HeuristicBot {
            heuristic,
            people: SeatSet::EMPTY,
        }
    }
}

impl<H: Heuristic> policy::Sampling for HeuristicBot<H> {
    fn reseed(&mut self, k: u64) {
        self.heuristic.reseed(k);
    }

    fn answer(&mut self, view: &View, prompt: &Prompt) -> Option<usize> {
        let v = view.downcast_ref::<H::View>()?;
        self.heuristic.pick(v, prompt, self.people)
    }
}

impl<H: Heuristic> Bot for HeuristicBot<H> {
    /// The policy, by sampling the bot's own answers ([`policy::by_sampling`]).
    fn decide(&mut self, view: &View, prompt: &Prompt) -> Decision {
        policy::by_sampling(self, view, prompt)
    }

    fn people(&mut self, seats: SeatSet) {
        self.people = seats;
    }

    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        let pick = (view.downcast_ref::<H::View>())
            .and_then(|v| self.heuristic.pick(v, prompt, self.people));
        vec![pick.unwrap_or_else(|| prompt.default.first().copied().unwrap_or(0))]
    }
}

/// The heuristic of a game whose view is the kit's ([`Play::kit_view`]): a group asked
/// again goes along with a partner's earlier pick ([`Me::follow`]); at a night step or a vote
/// it picks at random a seat that is neither itself nor of its known team; everything
/// else is the prompt's default (a speech ends at once).
///
/// [`Play::kit_view`]: super::Play::kit_view
/// [`Me::follow`]: super::view::Me::follow
#[derive(Debug)]
pub struct Plain<G> {
    seat: Seat,
    rng: GameRng,
    game: PhantomData<fn() -> G>,
}

impl<G> Clone for Plain<G> {
    fn clone(&self) -> Self {
        Plain {
            seat: self.seat,
            rng: self.rng.clone(),
            game: PhantomData,
        }
    }
}

impl<G: NightDay> Plain<G> {
    /// The bot for `seat` in a game seeded with `seed` (its own generator stream).
    pub fn bot(seed: u64, seat: Seat) -> Box<dyn Bot> {
        Box::new(HeuristicBot::new(Plain::<G> {
            seat,
            rng: game_rng(seed, 2000 + seat.0 as u64),
            game: PhantomData,
        }))
    }
}

impl<G: NightDay> Heuristic for Plain<G> {
    type View = ViewOf<G, ()>;

    fn reseed(&mut self, k: u64) {
        self.rng = game_rng(k, 2000 + self.seat.0 as u64);
    }

    fn pick(&mut self, v: &Self::View, prompt: &Prompt, people: SeatSet) -> Option<usize> {
        let (offers, me) = (v.offers.as_slice(), v.me.as_ref()?);
        if offers.len() != prompt.options.len() {
            return None;
        }
        if let Some(Question::Night(_)) = v.question
            && let Some(t) = me.follow(people)
            && let Some(i) = offers.index_of(Opt::Seat(t))
        {
            return Some(i);
        }
        match v.question? {
            Question::Night(_) | Question::Vote => {
                offers.random_seat(&mut self.rng, |s| s != me.seat && !me.team.contains(s))
            }
            _ => None,
        }
    }
}
