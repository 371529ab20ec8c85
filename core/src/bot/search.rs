//! The search bot: at a decision that matters it takes the heuristic's best few options,
//! plays each out in the same sampled worlds — worlds its seat cannot tell from the real
//! game, their hidden roles drawn by its [`Belief`] — with the heuristic in every seat, and
//! departs from the heuristic's choice only when another option wins clearly more.
//!
//! - Worlds: [`crate::world`]; the bot reads the real game only through them, so its
//!   decision depends only on what its seat may know (a property test in every game).
//! - Paired: every candidate is played out in the same worlds with the same bots' random
//!   streams (common random numbers), so the comparison is of the options, not the luck.
//! - Decisions that go to the heuristic at once: a prompt with one option, a pass-only
//!   prompt, and one with one sensible answer: of one pick, the heuristic's best option
//!   takes [`SURE`] of its policy's probability; of several picks (discards, cards for a
//!   skill), no set one step from the heuristic's is within the same odds ([`candidates`]).
//! - Worlds are played in turn for every candidate; when after the first few every
//!   candidate has ended the same in each world, the decision weighs little and goes to
//!   the heuristic. From the eighth world on, a candidate that is clearly not better than
//!   the heuristic's choice ([`upper_gain`] at or below the margin) plays no more worlds,
//!   and the budget goes on the others; when none is left, the heuristic's choice stands.
//! - Budget: `rollouts` (played out per decision, all candidates together) and `ms` (a
//!   time limit, checked between worlds; 0: none). At a fixed rollout budget and no time
//!   limit, the same seed gives the same choice.
//! - Play-outs cut short: with `depth` above 0 a play-out stops after that many answers
//!   and is scored by the game's judgement of the position ([`Table::estimate`], the
//!   chance the seat wins, read from the world); a game without one plays on to the end.
//! - A world's prompts open for other seats when it is drawn were built from what they
//!   truly hold; a rollout answers them with their default (the lap goes on from there
//!   with prompts built from the world).

use std::time::Instant;

use super::{
    belief::{Belief, weighable},
    player::Bot,
    policy::{Decision, softmax},
    spec::BotSpec,
};
use crate::{
    prompt::{Prompt, PromptId},
    rng::{GameRng, game_rng},
    rules::RuleFile,
    seat::Seat,
    table::Table,
    view::{View, Viewer},
    world::Hidden,
};

/// The share of the heuristic policy's probability above which its best option is taken
/// without searching.
pub const SURE: f64 = 0.97;

pub use super::policy::TEMPERATURE;

/// Worlds after which a decision whose candidates all ended the same in each of them is
/// left to the heuristic (it weighs little).
const QUIET_WORLDS: usize = 6;

/// How far apart two play-outs' judgements may be and still count as the same end.
const QUIET_GAP: f64 = 0.02;

/// Worlds after which a candidate that is clearly not better than the heuristic's choice
/// plays no more worlds ([`upper_gain`]).
const PRUNE_FROM: usize = 8;

/// Standard errors above its mean gain a candidate's gain may still be.
const PRUNE_Z: f64 = 1.5;

/// How much less, in heuristic score units, an option brought into (or left out of) a
/// set of picks may score than the pick it replaces for the set to be searched: odds of
/// at least 1 in 32 under the policy, the least [`SURE`] leaves to one pick's runner-up.
const SENSIBLE_GAP: f64 = TEMPERATURE * 5.0 * std::f64::consts::LN_2;

/// The least variance assumed of a world's paired difference (two candidates that ended
/// the same in the first worlds may still differ).
const VAR_FLOOR: f64 = 0.1;

/// The most answers one rollout may take before it counts as lost.
const ROLLOUT_CAP: usize = 20_000;

/// The settings of a search bot (`search:rollouts=200,ms=0,candidates=3,particles=64,depth=150`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// Rollouts per decision, all candidates together.
    pub rollouts: usize,
    /// Time limit per decision in milliseconds (0: none).
    pub ms: u64,
    /// Options compared at most.
    pub candidates: usize,
    /// Role assignments the belief keeps (0: worlds drawn uniformly).
    pub particles: usize,
    /// The least gain, in points of win rate, for which the bot leaves the heuristic's
    /// choice (besides being above the noise).
    pub margin: u64,
    /// Answers a play-out takes before the game's judgement ([`Table::estimate`]) scores
    /// it (0: every play-out goes to the end; a game without a judgement plays on too).
    pub depth: usize,
}

impl SearchSettings {
    /// From a bot spec of kind `search`.
    pub fn of(spec: &BotSpec) -> Self {
        SearchSettings {
            rollouts: spec.get("rollouts") as usize,
            ms: spec.get("ms"),
            candidates: spec.get("candidates") as usize,
            particles: spec.get("particles") as usize,
            margin: spec.get("margin"),
            depth: spec.get("depth") as usize,
        }
    }
}

/// The search bot for one seat.
pub struct SearchBot {
    seat: Seat,
    seed: u64,
    settings: SearchSettings,
    rng: GameRng,
    /// The heuristic for this seat, kept across decisions (it may remember things).
    own: Option<Box<dyn Bot>>,
    belief: Belief,
    decisions: u64,
    /// The last search's wins, per candidate and world (empty: not searched).
    last: Vec<Vec<f64>>,
}

impl SearchBot {
    /// A search bot for `seat` of a game dealt from `seed`.
    pub fn new(seat: Seat, seed: u64, settings: SearchSettings) -> Self {
        SearchBot {
            seat,
            seed,
            settings,
            rng: game_rng(seed, 4000 + seat.0 as u64),
            own: None,
            belief: Belief::default(),
            decisions: 0,
            last: Vec::new(),
        }
    }

    /// The last decision's play-outs: per candidate (the heuristic's choice first), per
    /// world, 1 for a win (empty for a candidate dropped on the way); empty when the
    /// decision went to the heuristic at once. What the fairness test compares bit for bit.
    pub fn last_rollouts(&self) -> &[Vec<f64>] {
        &self.last
    }

    /// The belief's probability that `seat` holds the role `same` accepts.
    pub fn belief_of(&self, seat: Seat, same: impl Fn(&str) -> bool) -> Option<f64> {
        (!self.belief.is_empty()).then(|| self.belief.probability(seat, same))
    }

    fn own(&mut self, rules: &RuleFile) -> &mut Box<dyn Bot> {
        let (seat, seed) = (self.seat, self.seed);
        self.own
            .get_or_insert_with(|| rules.rules.heuristic(seat, seed))
    }

    /// The hidden parts of one world: roles from the belief, the rest drawn.
    fn draw(&mut self, table: &dyn Table) -> Option<Hidden> {
        let mut h = table.hidden(self.seat, &mut self.rng)?;
        if self.settings.particles > 0
            && let Some(roles) = self.belief.sample(&mut self.rng)
        {
            h.roles = roles.clone();
        }
        Some(h)
    }

    fn think(
        &mut self,
        rules: &RuleFile,
        table: &dyn Table,
        prompt: &Prompt,
        d: &Decision,
    ) -> Option<Vec<usize>> {
        let started = Instant::now();
        self.last.clear();
        let cands = candidates(prompt, d, self.settings.candidates.max(2))?;
        if self.settings.particles > 0 {
            if self.belief.is_empty() {
                self.belief
                    .reset(table, self.seat, self.settings.particles, &mut self.rng);
            } else {
                self.belief
                    .prune(table, self.seat, self.settings.particles, &mut self.rng);
            }
        }
        let margin = self.settings.margin as f64 / 100.0;
        // Wins per candidate, world by world (paired); a candidate dropped (clearly not
        // better than the heuristic's) plays no more worlds, and the budget goes on the rest.
        let mut wins: Vec<Vec<f64>> = vec![Vec::new(); cands.len()];
        let mut alive = vec![true; cands.len()];
        let mut played = 0;
        for w in 0.. {
            if played >= self.settings.rollouts
                || (self.settings.ms > 0
                    && started.elapsed().as_millis() as u64 >= self.settings.ms)
            {
                break;
            }
            // A decision of little weight: after the first worlds every candidate has
            // ended the same in each of them.
            if w == QUIET_WORLDS && (1..cands.len()).all(|k| same_ends(&wins[k], &wins[0])) {
                self.last = wins;
                return None;
            }
            if w >= PRUNE_FROM {
                for k in 1..cands.len() {
                    if alive[k] && upper_gain(&wins[0], &wins[k]) <= margin {
                        alive[k] = false;
                    }
                }
                if !alive[1..].contains(&true) {
                    self.last = wins;
                    return None;
                }
            }
            let Some(h) = self.draw(table) else { break };
            let Some(world) = table.with_hidden(&h) else {
                continue;
            };
            let stale: Vec<PromptId> = world
                .prompts()
                .iter()
                .filter(|p| p.seat != self.seat)
                .map(|p| p.id)
                .collect();
            let seed = self.seed ^ (self.decisions << 20) ^ w as u64;
            for (k, c) in cands.iter().enumerate() {
                if !alive[k] {
                    continue;
                }
                let mut t = world.fork()?;
                let opt = t
                    .prompts()
                    .iter()
                    .find(|p| p.id == prompt.id)
                    .map(|p| (p.seat, p.id));
                let (s, id) = opt?;
                if t.answer(s, id, c).is_err() {
                    return None;
                }
                let depth = self.settings.depth;
                wins[k].push(rollout(rules, t, self.seat, &stale, seed, depth));
                played += 1;
            }
        }
        for (k, a) in alive.iter().enumerate() {
            if !a {
                wins[k].clear();
            }
        }
        let chosen = pick(&wins, margin).map(|k| cands[k].clone());
        self.last = wins;
        chosen
    }
}

/// The answers a search compares at `prompt`, the heuristic's own first; `None` when the
/// decision goes to the heuristic at once (one sensible answer).
///
/// - One pick: the heuristic's best options, at most `n`, each with at least 1% of its
///   policy's probability; none when the best takes [`SURE`] of it.
/// - Several picks: the heuristic's set, then sets one step from it, closest first —
///   its least-liked pick swapped for an option it left, one option more or one fewer
///   where the prompt allows — each only where the option it brings in or leaves out
///   scores within [`SENSIBLE_GAP`] of the one it replaces (its odds under the policy
///   at least 1 in 32, as [`SURE`] asks of one pick).
fn candidates(prompt: &Prompt, d: &Decision, n: usize) -> Option<Vec<Vec<usize>>> {
    let ranked = d.ranked();
    if prompt.min == 1 && prompt.max == 1 {
        let probs = softmax(&d.scores, TEMPERATURE);
        let best = *ranked.first()?;
        if probs[best] >= SURE {
            return None;
        }
        let cands: Vec<Vec<usize>> = ranked
            .iter()
            .copied()
            .take(n)
            .filter(|&i| i == best || probs[i] >= 0.01)
            .map(|i| vec![i])
            .collect();
        return (cands.len() >= 2).then_some(cands);
    }
    let base = d.choice.clone();
    let score = |i: usize| d.scores.get(i).copied().unwrap_or(f64::NEG_INFINITY);
    let left: Vec<usize> = ranked
        .iter()
        .copied()
        .filter(|i| !base.contains(i))
        .collect();
    // The least-liked pick (the last of equals in the heuristic's order).
    let low = base
        .iter()
        .copied()
        .rev()
        .min_by(|&a, &b| score(a).total_cmp(&score(b)));
    let (min, max) = (prompt.min as usize, prompt.max as usize);
    // (how far from the heuristic's liking, the set)
    let mut near: Vec<(f64, Vec<usize>)> = Vec::new();
    if let Some(lo) = low {
        for &u in left.iter().take(n) {
            let set: Vec<usize> = base.iter().map(|&i| if i == lo { u } else { i }).collect();
            near.push((score(lo) - score(u), set));
        }
        if base.len() > min {
            let set: Vec<usize> = base.iter().copied().filter(|&i| i != lo).collect();
            near.push((
                score(lo) - left.first().map_or(score(lo), |&u| score(u)),
                set,
            ));
        }
    }
    if base.len() < max
        && let Some(&u) = left.first()
    {
        let mut set = base.clone();
        set.push(u);
        near.push((low.map_or(0.0, |lo| score(lo) - score(u)), set));
    }
    near.retain(|(gap, _)| *gap <= SENSIBLE_GAP);
    near.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut cands = vec![base];
    for (_, set) in near {
        let mut key = set.clone();
        key.sort_unstable();
        let seen = cands.iter().any(|c| {
            let mut c = c.clone();
            c.sort_unstable();
            c == key
        });
        if !seen && cands.len() < n {
            cands.push(set);
        }
    }
    (cands.len() >= 2).then_some(cands)
}

/// How much better than the heuristic's choice (`first`) a candidate may still be, given
/// its wins in the same worlds: its mean paired gain plus [`PRUNE_Z`] standard errors.
fn upper_gain(first: &[f64], other: &[f64]) -> f64 {
    let n = other.len();
    if n < 2 {
        return f64::INFINITY;
    }
    let d: Vec<f64> = (0..n).map(|i| other[i] - first[i]).collect();
    let mean = d.iter().sum::<f64>() / n as f64;
    let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
    mean + PRUNE_Z * (var.max(VAR_FLOOR) / n as f64).sqrt()
}

/// The candidate to play (its index), if one beats the heuristic's (the first) clearly:
/// its mean gain over the first, paired by world, above one standard error and above
/// `margin`.
fn pick(wins: &[Vec<f64>], margin: f64) -> Option<usize> {
    let mut best: Option<(f64, usize)> = None;
    for k in 1..wins.len() {
        let n = wins[k].len();
        if n < 2 {
            continue;
        }
        let d: Vec<f64> = (0..n).map(|i| wins[k][i] - wins[0][i]).collect();
        let mean = d.iter().sum::<f64>() / n as f64;
        let var = d.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
        let se = (var / n as f64).sqrt();
        if mean > margin && mean - se > 0.0 && best.is_none_or(|(m, _)| mean > m) {
            best = Some((mean, k));
        }
    }
    best.map(|(_, c)| c)
}

/// Whether two candidates' play-outs ended the same in every world: a win or a loss
/// alike, or judgements within [`QUIET_GAP`] of each other.
fn same_ends(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= QUIET_GAP)
}

/// Plays `t` with the heuristic in every seat (`stale` prompts answered by their
/// default) and says whether `me` won (1) or not (0): to its end, or, with `depth` above
/// 0, for `depth` answers and then as the game judges `me`'s chances
/// ([`Table::estimate`]; a game without a judgement plays on to the end).
fn rollout(
    rules: &RuleFile,
    mut t: Box<dyn Table>,
    me: Seat,
    stale: &[PromptId],
    seed: u64,
    depth: usize,
) -> f64 {
    let n = t.seats();
    let mut bots: Vec<Box<dyn Bot>> = (0..n)
        .map(|s| rules.rules.heuristic(Seat(s as u8), seed))
        .collect();
    for answered in 0..ROLLOUT_CAP {
        if let Some(o) = t.outcome() {
            return o
                .seats
                .get(me.index())
                .map_or(0.0, |s| f64::from(u8::from(s.won)));
        }
        if depth > 0
            && answered == depth
            && let Some(p) = t.estimate(me)
        {
            return p.clamp(0.0, 1.0);
        }
        let Some(p) = t.prompts().first() else {
            return 0.0;
        };
        let (seat, id) = (p.seat, p.id);
        let choice = if stale.contains(&id) {
            p.default.clone()
        } else {
            let bot = &mut bots[seat.index()];
            let view = if bot.reads_view() {
                t.view(Viewer::Seat(seat))
            } else {
                View::nothing()
            };
            bot.choose(&view, p)
        };
        if t.answer(seat, id, &choice).is_err() {
            let default = t
                .prompts()
                .first()
                .map(|p| p.default.clone())
                .unwrap_or_default();
            if t.answer(seat, id, &default).is_err() {
                return 0.0;
            }
        }
    }
    0.0
}

impl Bot for SearchBot {
    fn choose(&mut self, view: &View, prompt: &Prompt) -> Vec<usize> {
        // Without the game (a driver that gives only the view): the heuristic's answer.
        match &mut self.own {
            Some(b) => b.choose(view, prompt),
            None => prompt.default.clone(),
        }
    }

    fn choose_in(&mut self, rules: &RuleFile, table: &dyn Table, prompt: &Prompt) -> Vec<usize> {
        let view = table.view(Viewer::Seat(self.seat));
        let d = self.own(rules).decide(&view, prompt);
        self.decisions += 1;
        self.last.clear();
        if prompt.options.len() < 2 || prompt.pass_only {
            return d.choice;
        }
        self.think(rules, table, prompt, &d).unwrap_or(d.choice)
    }

    fn observe(&mut self, rules: &RuleFile, table: &dyn Table, prompt: &Prompt, choice: &[usize]) {
        if self.settings.particles == 0 || !weighable(table, self.seat, prompt, choice) {
            return;
        }
        if self.belief.is_empty() {
            self.belief
                .reset(table, self.seat, self.settings.particles, &mut self.rng);
        }
        let seed = self.seed ^ 0x5eed ^ (self.belief.observed as u64) << 16;
        self.belief.weigh(
            rules,
            table,
            self.seat,
            prompt,
            choice[0],
            TEMPERATURE,
            seed,
            &mut self.rng,
        );
    }

    fn observes(&self) -> bool {
        self.settings.particles > 0
    }

    fn belief_in(&self, truth: &[String]) -> Option<f64> {
        self.belief.in_truth(truth)
    }
}

/// Play-outs cut short at decisions of a heuristic game of `rules`: at each decision
/// with a choice (until `judged` are seen), the deciding seat's search with
/// `search:rollouts=16,depth=<depth>` and with `depth=0`. The play-outs the first scored
/// strictly between a loss and a win (the game's judgement) and the play-outs the second
/// played; an error names a play-out to the end that was neither a win nor a loss.
pub fn check_cut_short(
    rules: &std::sync::Arc<RuleFile>,
    players: usize,
    seed: u64,
    depth: usize,
    judged: usize,
) -> Result<(usize, usize), String> {
    let mut m = crate::Match::new(rules.clone(), players, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.heuristic(Seat(s), seed))
        .collect();
    let settings = |depth| SearchSettings {
        depth,
        ..SearchSettings::of(&"search:rollouts=16".parse().expect("a spec"))
    };
    let (mut cut, mut ended) = (0, 0);
    while m.outcome().is_none() && cut < judged {
        let p = m.prompts()[0].clone();
        for d in [depth, 0] {
            let mut bot = SearchBot::new(p.seat, seed, settings(d));
            bot.choose_in(m.rules(), m.table(), &p);
            for &w in bot.last.iter().flatten() {
                let whole = w == 0.0 || w == 1.0;
                if d > 0 {
                    cut += usize::from(!whole);
                } else if !whole {
                    return Err(format!("a play-out to the end scored {w}"));
                } else {
                    ended += 1;
                }
            }
        }
        let c = bots[p.seat.index()].choose_in(m.rules(), m.table(), &p);
        m.answer(p.seat, p.id, &c).map_err(|e| e.to_string())?;
    }
    Ok((cut, ended))
}

/// The fairness property at decisions of a bot game: the search bot of the deciding seat,
/// from the same seed, answers the same — and plays out the same worlds to the same ends —
/// in the real game and in a second real state that differs from it only in what that
/// seat cannot see (a world drawn for it, [`crate::world::world`]). `players` heuristic
/// bots play `rules` from `seed`; every `every` decisions with a choice, the deciding
/// seat's search (`spec`) is run on both states. The decisions compared and how many of
/// them searched, or the first difference, in words.
pub fn check_fair(
    rules: &std::sync::Arc<RuleFile>,
    players: usize,
    seed: u64,
    spec: &BotSpec,
    every: usize,
    rng: &mut GameRng,
) -> Result<(usize, usize), String> {
    let settings = SearchSettings::of(spec);
    let mut m = crate::Match::new(rules.clone(), players, seed).map_err(|e| e.to_string())?;
    let mut bots: Vec<_> = (0..players as u8)
        .map(|s| rules.rules.heuristic(Seat(s), seed))
        .collect();
    let (mut step, mut compared, mut searched, mut failed) = (0, 0, 0, None);
    super::play::play_out_by(&mut m, 50_000, |m, p| {
        let choice = bots[p.seat.index()].choose_in(m.rules(), m.table(), p);
        let choosing = p.options.len() > 1 && !p.pass_only;
        step += usize::from(choosing);
        if !choosing || step % every.max(1) != 0 || failed.is_some() {
            return choice;
        }
        let (real, d) = (m.table(), p.seat);
        let Some(other) = crate::world::world(real, d, rng) else {
            return choice;
        };
        if let Err(e) = crate::world::check_world(real, &*other, d) {
            failed = Some(format!("step {step}: the second state is not a world: {e}"));
            return choice;
        }
        let bot_seed = seed ^ step as u64;
        let mut a = SearchBot::new(d, bot_seed, settings);
        let mut b = SearchBot::new(d, bot_seed, settings);
        let ca = a.choose_in(m.rules(), real, p);
        let cb = b.choose_in(m.rules(), &*other, p);
        compared += 1;
        searched += usize::from(!a.last.is_empty());
        if ca != cb || a.last != b.last {
            failed = Some(format!(
                "{players}p seed {seed} step {step}, seat {}: {ca:?} in the real game, {cb:?} in the other state; play-outs {:?} against {:?}",
                d.number(),
                a.last,
                b.last
            ));
        }
        choice
    })
    .map_err(|e| format!("{players}p seed {seed}: {e:?}"))?;
    failed.map_or(Ok((compared, searched)), Err)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_candidate_that_lost_where_the_heuristics_choice_won_is_dropped_and_a_tie_is_not() {
        let first = [1.0, 1.0, 0.0, 1.0, 0.0, 1.0, 1.0, 0.0];
        // Lost three worlds the heuristic's choice won, won none it lost.
        let worse = [0.0, 1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0];
        assert!(upper_gain(&first, &worse) <= 0.02);
        // The same ends in every world so far: it may still differ later.
        assert!(upper_gain(&first, &first) > 0.02);
        // Fewer than two worlds tell nothing.
        assert_eq!(upper_gain(&first[..1], &worse[..1]), f64::INFINITY);
    }

    #[test]
    fn a_dropped_candidate_is_never_picked_and_a_clear_winner_is() {
        let first = vec![0.0; 12];
        let better = vec![1.0; 12];
        // The second candidate was dropped (its play-outs cleared); the third won every
        // world.
        assert_eq!(
            pick(&[first.clone(), vec![], better.clone()], 0.02),
            Some(2)
        );
        assert_eq!(pick(&[first.clone(), vec![], first.clone()], 0.02), None);
    }

    fn prompt(options: usize, (min, max): (u8, u8)) -> Prompt {
        let options = (0..options)
            .map(|i| crate::prompt::Choice::owned(format!("o{i}"), crate::Text::new("选", "pick")))
            .collect();
        Prompt::one(
            Seat(0),
            "test.pick",
            crate::Text::new("选", "Pick"),
            options,
        )
        .with_pick(min, max)
    }

    #[test]
    fn one_pick_compares_the_heuristics_best_options_unless_one_is_sure() {
        let d = Decision::best(vec![1.0, 4.0, 3.0, -40.0]);
        let cands = candidates(&prompt(4, (1, 1)), &d, 3).unwrap();
        // The best first, the option the policy all but never gives left out.
        assert_eq!(cands, vec![vec![1], vec![2], vec![0]]);
        let sure = Decision::best(vec![0.0, 30.0, 1.0]);
        assert_eq!(candidates(&prompt(3, (1, 1)), &sure, 3), None);
    }

    #[test]
    fn a_set_of_picks_is_compared_with_the_sets_one_swap_from_it() {
        // Discard two of five: the heuristic's two least-valued cards, then its least
        // liked pick swapped for each card it kept, closest first; a card worth far
        // more to keep is not tried.
        let d = Decision::top(vec![5.0, -1.0, 4.0, -30.0, 3.0], 2, 2, f64::INFINITY);
        assert_eq!(d.choice, vec![0, 2]);
        let cands = candidates(&prompt(5, (2, 2)), &d, 3).unwrap();
        assert_eq!(cands, vec![vec![0, 2], vec![0, 4], vec![0, 1]]);
        for c in &cands {
            assert_eq!(c.len(), 2);
        }
        // Every other card far worse to give up: one sensible answer.
        let sure = Decision::top(vec![5.0, 4.0, -30.0, -40.0], 2, 2, f64::INFINITY);
        assert_eq!(candidates(&prompt(4, (2, 2)), &sure, 3), None);
    }

    #[test]
    fn a_set_of_up_to_n_picks_may_also_grow_or_shrink_within_the_prompts_bounds() {
        // Up to three of four, the heuristic giving one: a swap, one more, one fewer.
        let d = Decision {
            choice: vec![1],
            scores: vec![0.0, 2.0, 1.0, -50.0],
        };
        let cands = candidates(&prompt(4, (0, 3)), &d, 4).unwrap();
        assert_eq!(cands[0], vec![1]);
        assert!(cands.contains(&vec![2]), "{cands:?}");
        assert!(cands.contains(&vec![1, 2]), "{cands:?}");
        assert!(cands.contains(&vec![]), "{cands:?}");
        // At least one pick: the set cannot shrink below it.
        let cands = candidates(&prompt(4, (1, 3)), &d, 4).unwrap();
        assert!(!cands.contains(&vec![]), "{cands:?}");
    }
}
