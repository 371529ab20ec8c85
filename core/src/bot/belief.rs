//! What a search bot believes about hidden roles: a set of role assignments drawn for its
//! seat (particles), each weighed by how well it explains what the other seats did, under
//! the heuristic's policy.
//!
//! The model: a seat that plays under role assignment `A` answers a prompt as the game's
//! heuristic bot would in a world with `A` (everything else the observer does not know
//! drawn at random): with probability `softmax(scores / T)` of the option it chose, floored
//! at [`FLOOR`] so that one odd move (a person's, say) does not rule an assignment out.
//! Each particle's weight is the product of those probabilities over the answers seen.
//! Answers count when the observer sees them as they are given: prompts that are not
//! secret, answered first in turn (a lap's answers held for later are not seen), of one
//! pick among options that name no card (accept or decline, a vote, a seat, yes or no):
//! a prompt whose options are the actor's hand cards was built from that hand, which a
//! world draws again, so it cannot be weighed fairly.

use rand::RngExt;

use crate::{
    bot::policy::softmax, prompt::Prompt, rng::GameRng, rules::RuleFile, seat::Seat, table::Table,
    view::Viewer, world::Hidden,
};

/// The least probability one answer may give an assignment.
pub const FLOOR: f64 = 0.02;

/// Role assignments and their weights.
#[derive(Clone, Debug, Default)]
pub struct Belief {
    /// Per particle, the roles drawn (as [`Hidden::roles`]).
    particles: Vec<Vec<Option<String>>>,
    /// Per particle, the log of its weight.
    logw: Vec<f64>,
    /// Answers weighed so far.
    pub observed: usize,
}

impl Belief {
    /// Whether it holds particles.
    pub fn is_empty(&self) -> bool {
        self.particles.is_empty()
    }

    /// Draws `n` assignments for `seat` afresh, all of weight 1.
    pub fn reset(&mut self, table: &dyn Table, seat: Seat, n: usize, rng: &mut GameRng) {
        self.particles.clear();
        self.logw.clear();
        for _ in 0..n {
            if let Some(h) = table.hidden(seat, rng) {
                self.particles.push(h.roles);
                self.logw.push(0.0);
            }
        }
    }

    /// Drops the assignments `table` no longer allows (what the seat learned since), and
    /// draws afresh when none is left.
    pub fn prune(&mut self, table: &dyn Table, seat: Seat, n: usize, rng: &mut GameRng) {
        for k in 0..self.particles.len() {
            if self.logw[k] == f64::NEG_INFINITY {
                continue;
            }
            if self.hidden(table, seat, k, rng).is_none() {
                self.logw[k] = f64::NEG_INFINITY;
            }
        }
        if self.logw.iter().all(|w| *w == f64::NEG_INFINITY) {
            self.reset(table, seat, n, rng);
        }
    }

    /// The hidden parts of particle `k` laid on `table`'s draw of the rest, if `table`
    /// takes them.
    fn hidden(
        &self,
        table: &dyn Table,
        seat: Seat,
        k: usize,
        rng: &mut GameRng,
    ) -> Option<Box<dyn Table>> {
        let mut h: Hidden = table.hidden(seat, rng)?;
        h.roles = self.particles[k].clone();
        table.with_hidden(&h)
    }

    /// Weighs every particle by the probability that `prompt`'s seat, playing as the
    /// particle says, answers `choice` (see the module's model). `table` is the game as
    /// the prompt was answered.
    #[allow(clippy::too_many_arguments)]
    pub fn weigh(
        &mut self,
        rules: &RuleFile,
        table: &dyn Table,
        seat: Seat,
        prompt: &Prompt,
        choice: usize,
        temperature: f64,
        seed: u64,
        rng: &mut GameRng,
    ) {
        self.observed += 1;
        for k in 0..self.particles.len() {
            if self.logw[k] == f64::NEG_INFINITY {
                continue;
            }
            let Some(w) = self.hidden(table, seat, k, rng) else {
                self.logw[k] = f64::NEG_INFINITY;
                continue;
            };
            let Some(p) = w.prompts().iter().find(|p| p.id == prompt.id) else {
                continue;
            };
            let mut bot = rules.rules.heuristic(prompt.seat, seed);
            let view = w.view(Viewer::Seat(prompt.seat));
            let d = bot.decide(&view, p);
            let probs = softmax(&d.scores, temperature);
            let pr = probs.get(choice).copied().unwrap_or(0.0);
            self.logw[k] += pr.max(FLOOR).ln();
        }
        self.resample_if_thin(rng);
    }

    /// Resamples (systematically) when the effective number of particles falls below
    /// half, so the weight stays on assignments that explain what was seen.
    fn resample_if_thin(&mut self, rng: &mut GameRng) {
        let w = self.weights();
        let ess = 1.0 / w.iter().map(|x| x * x).sum::<f64>().max(f64::MIN_POSITIVE);
        let n = self.particles.len();
        if n == 0 || ess >= n as f64 / 2.0 {
            return;
        }
        let step = 1.0 / n as f64;
        let mut u = rng.random::<f64>() * step;
        let (mut acc, mut i) = (w[0], 0);
        let mut next = Vec::with_capacity(n);
        for _ in 0..n {
            while u > acc && i + 1 < n {
                i += 1;
                acc += w[i];
            }
            next.push(self.particles[i].clone());
            u += step;
        }
        self.particles = next;
        self.logw = vec![0.0; n];
    }

    /// The normalized weights.
    pub fn weights(&self) -> Vec<f64> {
        let top = self.logw.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
        if top == f64::NEG_INFINITY {
            return vec![1.0 / self.logw.len().max(1) as f64; self.logw.len()];
        }
        let e: Vec<f64> = self.logw.iter().map(|l| (l - top).exp()).collect();
        let s: f64 = e.iter().sum();
        e.into_iter().map(|x| x / s).collect()
    }

    /// A particle drawn by weight.
    pub fn sample(&self, rng: &mut GameRng) -> Option<&Vec<Option<String>>> {
        let w = self.weights();
        let mut u = rng.random::<f64>();
        for (k, x) in w.iter().enumerate() {
            if u < *x {
                return self.particles.get(k);
            }
            u -= x;
        }
        self.particles.last()
    }

    /// The belief's probability that `seat` holds `role` (the key as the game writes it,
    /// compared by `same`).
    pub fn probability(&self, seat: Seat, same: impl Fn(&str) -> bool) -> f64 {
        self.weights()
            .iter()
            .zip(&self.particles)
            .filter(|(_, p)| {
                p.get(seat.index())
                    .and_then(|r| r.as_deref())
                    .is_some_and(&same)
            })
            .map(|(w, _)| w)
            .sum()
    }
}

impl Belief {
    /// The mean, over the seats whose role `seat` does not know, of the probability the
    /// belief gives the true one (its identity part): how well it reads the table.
    pub fn in_truth(&self, truth: &[String]) -> Option<f64> {
        let first = self.particles.first()?;
        let unknown: Vec<usize> = (0..first.len()).filter(|&i| first[i].is_some()).collect();
        if unknown.is_empty() || truth.len() != first.len() {
            return None;
        }
        let sum: f64 = unknown
            .iter()
            .map(|&i| {
                let t = Hidden::base(&truth[i]);
                self.probability(Seat(i as u8), |r| fits(Hidden::base(r), t))
            })
            .sum();
        Some(sum / unknown.len() as f64)
    }
}

/// Whether a drawn role key `drawn` says the same as the true one: equal, where a `-`
/// in it stands for a part the seat knew (国战's `-w`).
fn fits(drawn: &str, truth: &str) -> bool {
    drawn.len() == truth.len()
        && drawn
            .bytes()
            .zip(truth.bytes())
            .all(|(d, t)| d == t || d == b'-')
}

/// Whether the answer to `prompt` is one a belief may weigh: not secret, one pick, at
/// least two options, none naming a card; answered by another seat while first in turn.
pub fn weighable(table: &dyn Table, me: Seat, prompt: &Prompt, choice: &[usize]) -> bool {
    prompt.seat != me
        && !prompt.secret
        && prompt.max == 1
        && choice.len() == 1
        && prompt.options.len() >= 2
        && prompt.options.iter().all(|o| o.subject.is_none())
        && table.prompts().first().map(|p| p.id) == Some(prompt.id)
}
