//! What an arena run measured: the lift of bot A over bot B with its 95% interval —
//! paired by deal overall, by side dealt and by seat position; unpaired by role or
//! character, where the two bots may have chosen differently — and each bot's decisions
//! and time per decision.

use std::collections::BTreeMap;

use serde_json::{Value, json};
use tianhei_core::Text;

use super::Deal;
use crate::{columns::pad, commands::roles::role_parts};

/// A lift in seat win rate, in points (A's rate minus B's, ×100), with its 95% interval.
#[derive(Clone, Debug, PartialEq)]
pub struct Estimate {
    /// A's seat win rate minus B's, in points.
    pub lift: f64,
    /// The interval's lower end (NaN when there is too little to tell).
    pub low: f64,
    /// The interval's upper end.
    pub high: f64,
    /// A's seat win rate, in percent.
    pub a_rate: f64,
    /// B's seat win rate, in percent.
    pub b_rate: f64,
    /// Paired deals (or, unpaired, seats played by A and by B together).
    pub n: usize,
}

impl Estimate {
    /// From one difference per paired deal (each a rate difference in 0..1), and the
    /// rates' totals (wins and seats of A, then of B).
    fn paired(diffs: &[f64], totals: [(usize, usize); 2]) -> Estimate {
        let n = diffs.len();
        let mean = diffs.iter().sum::<f64>() / n.max(1) as f64;
        let half = if n >= 2 {
            let var = diffs.iter().map(|d| (d - mean).powi(2)).sum::<f64>() / (n - 1) as f64;
            1.96 * (var / n as f64).sqrt()
        } else {
            f64::NAN
        };
        Estimate {
            lift: 100.0 * mean,
            low: 100.0 * (mean - half),
            high: 100.0 * (mean + half),
            a_rate: rate(totals[0]),
            b_rate: rate(totals[1]),
            n,
        }
    }

    /// From wins and seats of A and of B, as independent samples.
    fn unpaired(a: (usize, usize), b: (usize, usize)) -> Estimate {
        let (pa, pb) = (frac(a), frac(b));
        let half = if a.1 > 0 && b.1 > 0 {
            1.96 * (pa * (1.0 - pa) / a.1 as f64 + pb * (1.0 - pb) / b.1 as f64).sqrt()
        } else {
            f64::NAN
        };
        Estimate {
            lift: 100.0 * (pa - pb),
            low: 100.0 * (pa - pb - half),
            high: 100.0 * (pa - pb + half),
            a_rate: 100.0 * pa,
            b_rate: 100.0 * pb,
            n: a.1 + b.1,
        }
    }

    fn to_json(&self) -> Value {
        json!({
            "lift": self.lift, "low": self.low, "high": self.high,
            "a_rate": self.a_rate, "b_rate": self.b_rate, "n": self.n,
        })
    }

    fn row(&self, name: &str) -> String {
        let interval = if self.low.is_nan() {
            "      —          ".to_string()
        } else {
            format!("[{:+6.1}, {:+6.1}]", self.low, self.high)
        };
        format!(
            "  {} {:+6.1}  {interval}  {:5.1}%  {:5.1}%  {:>7}\n",
            pad(name, 24),
            self.lift,
            self.a_rate,
            self.b_rate,
            self.n
        )
    }
}

fn frac((w, n): (usize, usize)) -> f64 {
    if n == 0 { 0.0 } else { w as f64 / n as f64 }
}

fn rate(t: (usize, usize)) -> f64 {
    100.0 * frac(t)
}

/// How long a bot took per decision, in seconds.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Timing {
    /// The median.
    pub median: f64,
    /// The 95th percentile.
    pub p95: f64,
    /// The mean.
    pub mean: f64,
}

impl Timing {
    fn of(mut nanos: Vec<u32>) -> Timing {
        if nanos.is_empty() {
            return Timing::default();
        }
        nanos.sort_unstable();
        let at = |q: f64| nanos[((nanos.len() - 1) as f64 * q).round() as usize] as f64 * 1e-9;
        Timing {
            median: at(0.5),
            p95: at(0.95),
            mean: nanos.iter().map(|&n| n as f64).sum::<f64>() / nanos.len() as f64 * 1e-9,
        }
    }
}

/// Everything an arena run measured.
#[derive(Clone, Debug)]
pub struct ArenaReport {
    /// Rule-set id.
    pub rule_set: String,
    /// Seats per game.
    pub players: usize,
    /// Deals played (each twice).
    pub deals: usize,
    /// The seed of the series.
    pub seed: u64,
    /// The two bots, A and B, as named.
    pub bots: [String; 2],
    /// Worker threads.
    pub threads: usize,
    /// A's lift over B, paired by deal.
    pub overall: Estimate,
    /// By side dealt, paired by deal.
    pub by_side: BTreeMap<String, Estimate>,
    /// By seat position (index 0 is seat 1), paired by deal.
    pub by_seat: Vec<Estimate>,
    /// By role, and by each part of a role (identity, character, faction), unpaired.
    pub by_role: Vec<(Text, Estimate)>,
    /// Decisions by bot.
    pub decisions: [u64; 2],
    /// Time per decision by bot.
    pub timing: [Timing; 2],
    /// For a bot that keeps a belief: the mean probability it gave the other seats' true
    /// roles at the start, middle and end of its games, and the seats measured.
    pub belief: [Option<([f64; 3], usize)>; 2],
    /// Wall time.
    pub seconds: f64,
}

/// Wins and seats of A and of B in one category of one deal.
type Cell = [(usize, usize); 2];

fn add(cell: &mut Cell, bot: usize, won: bool) {
    cell[bot].0 += usize::from(won);
    cell[bot].1 += 1;
}

/// Per category: the paired differences of the deals where both bots played it, and
/// the totals.
#[derive(Default)]
struct Paired {
    diffs: Vec<f64>,
    totals: Cell,
}

impl Paired {
    fn push(&mut self, cell: Cell) {
        for (t, c) in self.totals.iter_mut().zip(cell) {
            t.0 += c.0;
            t.1 += c.1;
        }
        if cell[0].1 > 0 && cell[1].1 > 0 {
            self.diffs.push(frac(cell[0]) - frac(cell[1]));
        }
    }

    fn estimate(&self) -> Estimate {
        Estimate::paired(&self.diffs, self.totals)
    }
}

impl ArenaReport {
    pub(crate) fn new(
        rule_set: &str,
        players: usize,
        seed: u64,
        bots: [String; 2],
        threads: usize,
        deals: &[Deal],
        seconds: f64,
    ) -> ArenaReport {
        let mut overall = Paired::default();
        let mut sides: BTreeMap<String, Paired> = BTreeMap::new();
        let mut seats: Vec<Paired> = (0..players).map(|_| Paired::default()).collect();
        let mut roles: BTreeMap<String, (Text, Cell)> = BTreeMap::new();
        let mut decisions = [0u64; 2];
        let mut nanos: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        let mut belief: [([f64; 3], usize); 2] = Default::default();
        for d in deals {
            let mut all: Cell = Default::default();
            let mut by_side: BTreeMap<&str, Cell> = BTreeMap::new();
            let mut by_seat: Vec<Cell> = vec![Default::default(); players];
            for g in &d.games {
                for (s, p) in g.seats.iter().enumerate() {
                    add(&mut all, p.bot, p.won);
                    add(by_side.entry(&p.side).or_default(), p.bot, p.won);
                    add(&mut by_seat[s], p.bot, p.won);
                    let parts = role_parts(&p.role);
                    // A role with parts counts under each part, not as the whole.
                    let skip = usize::from(parts.len() > 1);
                    for part in &parts[skip..] {
                        let e = roles
                            .entry(part.zh.to_string())
                            .or_insert_with(|| (part.clone(), Default::default()));
                        add(&mut e.1, p.bot, p.won);
                    }
                }
                for b in 0..2 {
                    decisions[b] += g.decisions[b];
                    nanos[b].extend_from_slice(&g.nanos[b]);
                    for v in &g.belief[b] {
                        for (t, x) in belief[b].0.iter_mut().zip(v) {
                            *t += x;
                        }
                        belief[b].1 += 1;
                    }
                }
            }
            overall.push(all);
            for (side, cell) in by_side {
                sides.entry(side.to_string()).or_default().push(cell);
            }
            for (s, cell) in by_seat.into_iter().enumerate() {
                seats[s].push(cell);
            }
        }
        let mut by_role: Vec<(Text, Estimate)> = roles
            .into_values()
            .map(|(t, c)| (t, Estimate::unpaired(c[0], c[1])))
            .collect();
        by_role.sort_by(|a, b| a.1.lift.total_cmp(&b.1.lift).then(a.0.zh.cmp(&b.0.zh)));
        let [na, nb] = nanos;
        ArenaReport {
            rule_set: rule_set.to_string(),
            players,
            deals: deals.len(),
            seed,
            bots,
            threads,
            overall: overall.estimate(),
            by_side: sides.into_iter().map(|(k, p)| (k, p.estimate())).collect(),
            by_seat: seats.iter().map(Paired::estimate).collect(),
            by_role,
            decisions,
            timing: [Timing::of(na), Timing::of(nb)],
            belief: belief.map(|(sum, n)| (n > 0).then(|| (sum.map(|x| x / n as f64), n))),
            seconds,
        }
    }

    /// The report as the `--json` object.
    pub fn to_json(&self) -> Value {
        let timing = |t: &Timing| json!({"median": t.median, "p95": t.p95, "mean": t.mean});
        json!({
            "rule_set": self.rule_set,
            "players": self.players,
            "deals": self.deals,
            "games": 2 * self.deals,
            "seed": self.seed,
            "bots": self.bots,
            "threads": self.threads,
            "lift": self.overall.to_json(),
            "by_side": self.by_side.iter().map(|(k, e)| (k.clone(), e.to_json())).collect::<serde_json::Map<_, _>>(),
            "by_seat": self.by_seat.iter().map(Estimate::to_json).collect::<Vec<_>>(),
            "by_role": self.by_role.iter().map(|(t, e)| {
                let mut v = e.to_json();
                v["role"] = json!(t.zh);
                v["role_en"] = json!(t.en);
                v
            }).collect::<Vec<_>>(),
            "decisions": {"a": self.decisions[0], "b": self.decisions[1]},
            "timing": {"a": timing(&self.timing[0]), "b": timing(&self.timing[1])},
            "belief": self.belief.map(|b| b.map(|(m, n)| json!({"start": m[0], "middle": m[1], "end": m[2], "seats": n}))),
            "seconds": self.seconds,
        })
    }

    /// The report as text.
    pub fn text(&self) -> String {
        let [a, b] = &self.bots;
        let o = &self.overall;
        let mut out = format!(
            "{}: {} deals × 2 games of {} players, A = {a} against B = {b}, seed {}\n\n",
            self.rule_set, self.deals, self.players, self.seed
        );
        out += &format!(
            "lift (A's seat win rate minus B's): {:+.1} points, 95% interval [{:+.1}, {:+.1}]\n\
             A won {:.1}% of its seats, B {:.1}%\n\n",
            o.lift, o.low, o.high, o.a_rate, o.b_rate
        );
        let head = |title: &str, n: &str| {
            format!(
                "{title:<26} {:>6}  {:<16}  {:>6}  {:>6}  {n:>7}\n",
                "lift", "95% interval", "A", "B"
            )
        };
        out += &head("by side dealt (paired)", "deals");
        for (side, e) in self.by_side.iter().filter(|(_, e)| e.n > 0) {
            out += &e.row(side);
        }
        out += "\n";
        out += &head("by seat (paired)", "deals");
        for (s, e) in self.by_seat.iter().enumerate() {
            out += &e.row(&format!("{}号", s + 1));
        }
        if !self.by_role.is_empty() {
            out += "\n";
            out += &head("by role or character", "seats");
            let n = self.by_role.len();
            let shown: Vec<usize> = if n > 20 {
                (0..8).chain(n - 8..n).collect()
            } else {
                (0..n).collect()
            };
            for (k, &i) in shown.iter().enumerate() {
                if k > 0 && i != shown[k - 1] + 1 {
                    out += &format!(
                        "  … {} more (--json lists them all)\n",
                        i - shown[k - 1] - 1
                    );
                }
                let (t, e) = &self.by_role[i];
                out += &e.row(&t.zh);
            }
            out += "  (unpaired: the two bots may not hold the same roles or characters)\n";
        }
        out += "\nbots               decisions   per decision: median       p95\n";
        for (k, name) in self.bots.iter().enumerate() {
            out += &format!(
                "  {} {name:<14} {:>10}   {:>18}  {:>10}\n",
                ["A", "B"][k],
                self.decisions[k],
                seconds(self.timing[k].median),
                seconds(self.timing[k].p95)
            );
        }
        for (k, name) in self.bots.iter().enumerate() {
            if let Some((m, n)) = self.belief[k] {
                out += &format!(
                    "  {} {name}: belief in the other seats' true roles {:.3} at the start, {:.3} mid-game, {:.3} at the end ({n} seats)\n",
                    ["A", "B"][k],
                    m[0],
                    m[1],
                    m[2]
                );
            }
        }
        out += &format!(
            "\n{:.1} s on {} thread{}\n",
            self.seconds,
            self.threads,
            if self.threads == 1 { "" } else { "s" }
        );
        out
    }
}

/// A duration for people: `12.3 µs`, `4.5 ms`, `1.20 s`.
fn seconds(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        format!("{:.1} ms", s * 1e3)
    } else {
        format!("{:.1} µs", s * 1e6)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paired_interval_narrows_with_more_deals_and_holds_the_mean() {
        let few = Estimate::paired(&[0.1, -0.1, 0.2, 0.0], [(3, 10), (2, 10)]);
        let many: Vec<f64> = (0..400).map(|i| [0.1, -0.1, 0.2, 0.0][i % 4]).collect();
        let many = Estimate::paired(&many, [(300, 1000), (250, 1000)]);
        assert!((few.lift - 5.0).abs() < 1e-9 && (many.lift - 5.0).abs() < 1e-9);
        assert!(few.low < few.lift && few.lift < few.high);
        assert!(many.high - many.low < (few.high - few.low) / 5.0);
        assert!(Estimate::paired(&[0.5], [(1, 1), (0, 1)]).low.is_nan());
    }

    #[test]
    fn an_unpaired_estimate_is_the_difference_of_rates() {
        let e = Estimate::unpaired((60, 100), (40, 100));
        assert!((e.lift - 20.0).abs() < 1e-9);
        assert!(e.low > 6.0 && e.high < 34.0, "{e:?}");
    }

    #[test]
    fn timing_takes_the_median_and_the_95th_percentile() {
        let t = Timing::of((1..=100).collect());
        assert!(
            (t.median - 51e-9).abs() < 1e-12 && (t.p95 - 95e-9).abs() < 1e-12,
            "{t:?}"
        );
    }
}
