//! A night/day game's heuristic bot as the kit plays it: the game writes what its bot
//! answers from its own typed view ([`Heuristic::pick`]); [`HeuristicBot`] makes it a
//! [`Bot`] whose policy samples those answers ([`policy::by_sampling`]), that remembers
//! which seats people play, and that takes the prompt's default where the bot has no
//! answer of its own.

use crate::{
    bot::{Bot, Decision, policy},
    prompt::Prompt,
    seat::SeatSet,
    view::View,
};

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
