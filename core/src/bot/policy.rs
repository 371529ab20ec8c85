//! A bot's judgement of every option of a prompt ([`Decision`]): the choice it makes and
//! a score for each legal option, so that a search can rank candidate moves and a belief
//! can weigh how well a hidden role explains what a seat did.

use serde::{Deserialize, Serialize};

use crate::{prompt::Prompt, view::View};

use super::player::Bot;

/// The policy temperature, in heuristic score units, for ranking and for the belief (the
/// card games' heuristics score four to one step of judgement).
pub const TEMPERATURE: f64 = 4.0;

/// Answers sampled to estimate the policy of a bot that picks at random ([`Sampling`]).
pub const SAMPLES: u64 = 24;

/// What a bot decides at a prompt: its choice, and a score for every option.
///
/// Scores are the bot's own preferences on a scale of its choosing (higher is better);
/// [`Decision::probabilities`] turns them into a distribution with a softmax. The options
/// chosen always carry the highest scores: for a prompt of one pick, `choice[0]` has the
/// highest score; for several, the options chosen are the highest-scored ones (ties
/// allowed, so a bot that picks at random among equals still agrees with its scores).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Decision {
    /// The options picked, as indices into the prompt's options.
    pub choice: Vec<usize>,
    /// One score per option of the prompt, in the prompt's order.
    pub scores: Vec<f64>,
}

impl Decision {
    /// A decision that only knows its choice: the chosen options score 1, the rest 0.
    pub fn only(choice: Vec<usize>, options: usize) -> Self {
        let mut scores = vec![0.0; options];
        for &i in &choice {
            if let Some(s) = scores.get_mut(i) {
                *s = 1.0;
            }
        }
        Decision { choice, scores }
    }

    /// A decision from scores alone: the highest-scored option (the first of equals).
    pub fn best(scores: Vec<f64>) -> Self {
        let choice = vec![argmax(&scores)];
        Decision { choice, scores }
    }

    /// A decision from scores alone for a prompt of `min..=max` picks: the `min`
    /// highest-scored options, then more while their score is above `keep_above`.
    pub fn top(scores: Vec<f64>, min: usize, max: usize, keep_above: f64) -> Self {
        let mut order: Vec<usize> = (0..scores.len()).collect();
        order.sort_by(|&a, &b| scores[b].total_cmp(&scores[a]).then(a.cmp(&b)));
        let max = max.min(order.len());
        let n = (min..max)
            .take_while(|&k| scores[order[k]] > keep_above)
            .count()
            + min.min(max);
        order.truncate(n);
        Decision {
            choice: order,
            scores,
        }
    }

    /// The options ranked best first (ties in option order).
    pub fn ranked(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.scores.len()).collect();
        order.sort_by(|&a, &b| self.scores[b].total_cmp(&self.scores[a]).then(a.cmp(&b)));
        order
    }

    /// The softmax of the scores at `temperature` (in score units): each option's
    /// probability under the bot's policy. A temperature near 0 puts all the weight on
    /// the best options; a large one spreads it evenly.
    pub fn probabilities(&self, temperature: f64) -> Vec<f64> {
        softmax(&self.scores, temperature)
    }

    /// Whether the choice carries the highest scores: every option chosen scores at
    /// least as much as every option left.
    pub fn agrees(&self) -> bool {
        let chosen = |i: usize| self.choice.contains(&i);
        let low = self
            .choice
            .iter()
            .filter_map(|&i| self.scores.get(i))
            .fold(f64::INFINITY, |a, &b| a.min(b));
        (0..self.scores.len())
            .filter(|&i| !chosen(i))
            .all(|i| self.scores[i] <= low)
    }
}

impl Decision {
    /// A decision of one pick whose scores were estimated ([`sampled`]): the chosen option
    /// is lifted to the top score where the estimate put it lower, so the decision agrees
    /// with the bot's choice.
    pub fn lifted(choice: usize, mut scores: Vec<f64>) -> Self {
        let top = scores.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
        if let Some(s) = scores.get_mut(choice) {
            *s = s.max(top);
        }
        Decision {
            choice: vec![choice],
            scores,
        }
    }
}

/// Scores of a bot that picks at random among the options it likes, estimated by
/// sampling: `answer(k)` answers the prompt as the bot would with its `k`-th generator
/// (`None`: no answer of its own), for `k` in `0..samples`. Each option scores
/// `temperature × ln` of its smoothed frequency (half a count added to each), so the
/// softmax at that temperature gives back the frequencies: the bot's policy, for a
/// search to rank options and a belief to weigh answers.
pub fn sampled(
    options: usize,
    samples: u64,
    temperature: f64,
    mut answer: impl FnMut(u64) -> Option<usize>,
) -> Vec<f64> {
    let mut count = vec![0.5; options];
    for k in 0..samples {
        if let Some(c) = answer(k).and_then(|i| count.get_mut(i)) {
            *c += 1.0;
        }
    }
    let total: f64 = count.iter().sum();
    count
        .into_iter()
        .map(|c| temperature * (c / total).ln())
        .collect()
}

/// A bot that picks at random among the answers it likes, whose policy is estimated by
/// sampling its own answers ([`by_sampling`]).
pub trait Sampling: Bot + Clone {
    /// Draws its generator anew, as the `k`-th sample's.
    fn reseed(&mut self, k: u64);
    /// Its own answer to `prompt` (`None`: none of its own, the prompt's default).
    fn answer(&mut self, view: &View, prompt: &Prompt) -> Option<usize>;
}

/// The decision of a [`Sampling`] bot: its choice, each option scored by how often the
/// bot gives it over [`SAMPLES`] draws of its generator ([`sampled`]), so a search ranks
/// the answers it likes and a belief knows which answers a role would give.
pub fn by_sampling<B: Sampling>(bot: &mut B, view: &View, prompt: &Prompt) -> Decision {
    let scores = sampled(prompt.options.len(), SAMPLES, TEMPERATURE, |k| {
        let mut b = bot.clone();
        b.reseed(k);
        b.answer(view, prompt)
    });
    let choice = bot.choose(view, prompt);
    Decision::lifted(choice.first().copied().unwrap_or(0), scores)
}

/// The index of the highest value (the first of equals); 0 for an empty slice.
pub fn argmax(values: &[f64]) -> usize {
    let mut best = 0;
    for (i, v) in values.iter().enumerate() {
        if *v > values[best] {
            best = i;
        }
    }
    best
}

/// The softmax of `scores` at `temperature` (a temperature of 0 or less: uniform over
/// the best).
pub fn softmax(scores: &[f64], temperature: f64) -> Vec<f64> {
    if scores.is_empty() {
        return Vec::new();
    }
    let top = scores.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
    let w: Vec<f64> = if temperature > 0.0 {
        scores
            .iter()
            .map(|s| ((s - top) / temperature).exp())
            .collect()
    } else {
        scores
            .iter()
            .map(|&s| if s == top { 1.0 } else { 0.0 })
            .collect()
    };
    let sum: f64 = w.iter().sum();
    w.into_iter().map(|x| x / sum).collect()
}

#[cfg(test)]
mod sampled_tests {
    use super::*;

    #[test]
    fn sampled_scores_give_back_the_frequencies_at_their_temperature() {
        // A bot that answers 0 three times in four and 2 otherwise.
        let s = sampled(3, 400, 4.0, |k| Some(if k % 4 == 3 { 2 } else { 0 }));
        let p = softmax(&s, 4.0);
        assert!((p[0] - 300.5 / 401.5).abs() < 1e-9, "{p:?}");
        assert!(p[1] < 0.01 && p[2] > 0.24, "{p:?}");
        let d = Decision::lifted(2, s);
        assert!(d.agrees(), "the chosen option is lifted to the top");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_option_is_chosen_and_agrees() {
        let d = Decision::best(vec![0.5, 2.0, 1.0]);
        assert_eq!(d.choice, vec![1]);
        assert!(d.agrees());
        assert_eq!(d.ranked(), vec![1, 2, 0]);
        assert!(
            !Decision {
                choice: vec![0],
                scores: vec![0.5, 2.0]
            }
            .agrees()
        );
    }

    #[test]
    fn top_takes_the_minimum_then_what_scores_above_the_bar() {
        let d = Decision::top(vec![0.1, 3.0, -1.0, 2.0], 1, 3, 0.5);
        assert_eq!(d.choice, vec![1, 3]);
        assert!(d.agrees());
        let d = Decision::top(vec![0.1, 3.0, -1.0, 2.0], 2, 2, 100.0);
        assert_eq!(d.choice, vec![1, 3]);
        let d = Decision::top(vec![-1.0, -2.0], 0, 2, 0.0);
        assert!(d.choice.is_empty() && d.agrees());
    }

    #[test]
    fn softmax_sums_to_one_and_sharpens_as_the_temperature_falls() {
        let s = [1.0, 2.0, 3.0];
        let warm = softmax(&s, 10.0);
        let cold = softmax(&s, 0.1);
        assert!((warm.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        assert!(cold[2] > 0.99 && warm[2] < 0.4);
        assert_eq!(softmax(&[1.0, 1.0], 0.0), vec![0.5, 0.5]);
    }

    #[test]
    fn only_marks_the_choice() {
        let d = Decision::only(vec![2], 3);
        assert_eq!(d.scores, vec![0.0, 0.0, 1.0]);
        assert!(d.agrees());
    }
}
