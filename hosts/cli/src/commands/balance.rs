//! `tianhei balance`: a rule set's balance at each of its player counts, with both kinds
//! of bots, in parallel threads: win rates per side with 95% intervals, per seat position,
//! per role and character, game length and decisions per game. Writes one self-contained
//! HTML report (charts as inline SVG, drawn in [`html`]) and prints a summary.
//!
//! Game `i` of every cell (rule set × bots × player count) is dealt from the same seed
//! `derive_seed(seed, i)` as game `i` of `tianhei sim`, so a cell repeats the `sim` of the
//! same seed exactly, and two rule sets side by side (`--vs`) are dealt the same seeds.

mod html;

use std::{collections::BTreeMap, io::IsTerminal, path::PathBuf, sync::Arc, thread, time::Instant};
use tianhei_core::text;

use tianhei_core::{BotKind, RuleFile, Text, rules::describe_counts};

use super::{
    parallel::run_all,
    roles::role_parts,
    sim::{GameFigures, one_game},
};
use crate::{BalanceArgs, CliError};

/// Examples shown by `tianhei balance --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei balance sharen                                every player count, both bots\n  \
    tianhei balance sharen --vs sharen-classic --games 2000   with and without 秘警秘匪\n  \
    tianhei balance fengsheng-classic --players 5 --bots heuristic --out fs.html\n  \
    tianhei balance guozhan --players 6 --seed 7 --threads 2\n  \
    tianhei balance sharen --players 12 --vs-set secret_police=false   with and without 秘警\n\n\
    Writes one HTML file (charts as inline SVG, opens in any browser, no network) and prints\n\
    a summary: win rate per side with 95% Wilson intervals at each player count, win rate\n\
    per seat position, per role and character, and game length (log events) and decisions\n\
    per game. Game i of every cell is dealt from the seed `tianhei sim --seed` would use, so\n\
    the same --seed gives the same numbers whatever --threads is, and --vs deals both rule\n\
    sets the same seeds.";

/// One rule set in the report.
#[derive(Debug)]
pub struct Subject {
    /// Its name in charts and tables: the id, and the house options when there are some.
    pub label: String,
    /// The rule set.
    pub rules: Arc<RuleFile>,
    /// The player counts simulated.
    pub counts: Vec<usize>,
}

/// The games of one rule set with one kind of bot at one player count.
#[derive(Debug)]
pub struct Cell {
    /// Index into [`Balance::subjects`].
    pub subject: usize,
    /// The bots in every seat.
    pub bots: BotKind,
    /// Seats per game.
    pub players: usize,
    /// Every game, in order.
    pub(crate) games: Vec<GameFigures>,
}

/// A whole balance run.
#[derive(Debug)]
pub struct Balance {
    /// The seed of every series.
    pub seed: u64,
    /// Games per cell.
    pub games: usize,
    /// The bots, in the order asked.
    pub bots: Vec<BotKind>,
    /// The rule sets (the first, then `--vs`).
    pub subjects: Vec<Subject>,
    /// Every cell: subject, then bots, then player count.
    pub cells: Vec<Cell>,
}

/// A share with its 95% Wilson interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rate {
    /// Successes.
    pub k: usize,
    /// Trials.
    pub n: usize,
}

impl Rate {
    /// k / n (0 when n is 0).
    pub fn p(self) -> f64 {
        if self.n == 0 {
            0.0
        } else {
            self.k as f64 / self.n as f64
        }
    }

    /// The 95% Wilson score interval (0–1 when n is 0).
    pub fn interval(self) -> (f64, f64) {
        if self.n == 0 {
            return (0.0, 1.0);
        }
        let (n, p, z) = (self.n as f64, self.p(), 1.96f64);
        let d = 1.0 + z * z / n;
        let centre = (p + z * z / (2.0 * n)) / d;
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / d;
        ((centre - half).max(0.0), (centre + half).min(1.0))
    }

    /// `74.5% [73.9–75.1]`.
    pub fn text(self) -> String {
        let (lo, hi) = self.interval();
        format!(
            "{:.1}% [{:.1}–{:.1}]",
            100.0 * self.p(),
            100.0 * lo,
            100.0 * hi
        )
    }
}

/// One row of a breakdown: a name and its rate.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// Machine key (a side key, a seat number, a role's Chinese name).
    pub key: String,
    /// What a reader sees.
    pub label: Text,
    /// The rate.
    pub rate: Rate,
}

impl Cell {
    /// Games won per side (and "draw"), every side dealt listed, by key.
    pub fn sides(&self) -> Vec<Row> {
        let mut rows: BTreeMap<String, Row> = BTreeMap::new();
        let n = self.games.len();
        fn add<'a>(
            rows: &'a mut BTreeMap<String, Row>,
            n: usize,
            key: &str,
            label: Option<&Text>,
        ) -> &'a mut Row {
            let r = rows.entry(key.to_string()).or_insert_with(|| Row {
                key: key.to_string(),
                label: Text::owned(key.to_string(), key.to_string()),
                rate: Rate { k: 0, n },
            });
            if let Some(l) = label {
                r.label = l.clone();
            }
            r
        }
        add(&mut rows, n, "draw", Some(&Text::new("平局", "draw")));
        for g in &self.games {
            for s in &g.sides {
                add(&mut rows, n, s, None);
            }
            add(&mut rows, n, &g.result, g.label.as_ref()).rate.k += 1;
        }
        rows.into_values().collect()
    }

    /// Win rate of each seat position (seat 1 first), whatever it was dealt.
    pub fn seats(&self) -> Vec<Row> {
        (0..self.players)
            .map(|s| Row {
                key: (s + 1).to_string(),
                label: text!("{} 号", "seat {}", s + 1),
                rate: Rate {
                    k: self
                        .games
                        .iter()
                        .filter(|g| g.seats.get(s).is_some_and(|x| x.1))
                        .count(),
                    n: self.games.len(),
                },
            })
            .collect()
    }
}

impl Balance {
    /// The cells of `subject` with `bots`, by player count.
    pub fn cells_of(&self, subject: usize, bots: BotKind) -> impl Iterator<Item = &Cell> {
        self.cells
            .iter()
            .filter(move |c| c.subject == subject && c.bots == bots)
    }

    /// Win rate per role and per part of a role (风声's identity and character, 国战's
    /// character, faction pair and careerist), over every player count of `subject`.
    pub fn roles(&self, subject: usize, bots: BotKind) -> Vec<Row> {
        let mut rows: BTreeMap<String, Row> = BTreeMap::new();
        for c in self.cells_of(subject, bots) {
            for g in &c.games {
                for (role, (_, won)) in g.roles.iter().zip(&g.seats) {
                    for part in role_parts(role) {
                        let r = rows.entry(part.zh.to_string()).or_insert_with(|| Row {
                            key: part.zh.to_string(),
                            label: part.clone(),
                            rate: Rate { k: 0, n: 0 },
                        });
                        r.rate.n += 1;
                        r.rate.k += usize::from(*won);
                    }
                }
            }
        }
        rows.into_values().collect()
    }

    /// The roles named `identity·character` of `subject` grouped by identity, each
    /// identity's characters with their win rates, best first. An 打酱油的 wins by his
    /// character's secret mission, so his group is the win rate of each mission.
    pub fn by_identity(&self, subject: usize, bots: BotKind) -> Vec<(Text, Vec<Row>)> {
        let mut groups: Vec<(Text, Vec<Row>)> = Vec::new();
        for r in self.roles(subject, bots) {
            let (Some((id_zh, ch_zh)), Some((id_en, ch_en))) =
                (r.label.zh.split_once('·'), r.label.en.split_once(" · "))
            else {
                continue;
            };
            let row = Row {
                key: r.key.clone(),
                label: Text::owned(ch_zh.to_string(), ch_en.to_string()),
                rate: r.rate,
            };
            match groups.iter_mut().find(|(t, _)| t.zh == id_zh) {
                Some((_, rows)) => rows.push(row),
                None => groups.push((Text::owned(id_zh.to_string(), id_en.to_string()), vec![row])),
            }
        }
        for (_, rows) in &mut groups {
            rows.sort_by(|a, b| b.rate.p().total_cmp(&a.rate.p()).then(a.key.cmp(&b.key)));
        }
        groups.retain(|(_, rows)| rows.len() > 1);
        groups
    }

    /// One figure of every game of `subject` with `bots`, over every player count.
    pub(crate) fn per_game(
        &self,
        subject: usize,
        bots: BotKind,
        f: impl Fn(&GameFigures) -> usize,
    ) -> Vec<usize> {
        self.cells_of(subject, bots)
            .flat_map(|c| c.games.iter().map(&f))
            .collect()
    }

    /// A subject's name for a reader: `杀人游戏（…） (sharen)`, with its house options.
    pub fn name(&self, subject: usize) -> String {
        let s = &self.subjects[subject];
        format!("{} ({})", s.rules.meta.title, s.label)
    }

    /// The summary printed on the terminal.
    pub fn text(&self) -> String {
        let mut out = String::new();
        for (si, s) in self.subjects.iter().enumerate() {
            out += &format!(
                "{} / {}  [{}]\n",
                s.rules.meta.title, s.rules.meta.title_en, s.label
            );
            for &bots in &self.bots {
                out += &format!(
                    "  {} bots, {} games per player count, seed {}\n",
                    bots_name(bots),
                    self.games,
                    self.seed
                );
                for c in self.cells_of(si, bots) {
                    let sides: Vec<String> = c
                        .sides()
                        .into_iter()
                        .filter(|r| r.key != "draw" || r.rate.k > 0)
                        .map(|r| format!("{} {}", r.label.zh, r.rate.text()))
                        .collect();
                    out += &format!("    {:>2} players  {}\n", c.players, sides.join("  "));
                    let seats = c.seats();
                    let best = seats
                        .iter()
                        .max_by(|a, b| a.rate.p().total_cmp(&b.rate.p()));
                    let worst = seats
                        .iter()
                        .min_by(|a, b| a.rate.p().total_cmp(&b.rate.p()));
                    if let (Some(b), Some(w), Some(first)) = (best, worst, seats.first()) {
                        out += &format!(
                            "               seats: 1 号 {}, best {} {}, worst {} {}\n",
                            first.rate.text(),
                            b.label.zh,
                            b.rate.text(),
                            w.label.zh,
                            w.rate.text()
                        );
                    }
                }
                let mut roles = self.roles(si, bots);
                roles.sort_by(|a, b| b.rate.p().total_cmp(&a.rate.p()));
                if roles.len() > 1 {
                    let show = |r: &Row| format!("{} {}", r.label.zh, r.rate.text());
                    let top: Vec<String> = roles.iter().take(3).map(show).collect();
                    // The least, among those not already listed as the most.
                    let low_n = roles.len().saturating_sub(3).min(3);
                    let low: Vec<String> = roles.iter().rev().take(low_n).map(show).collect();
                    out += &format!("    roles: most {}", top.join(", "));
                    if !low.is_empty() {
                        out += &format!("; least {}", low.join(", "));
                    }
                    out.push('\n');
                }
                // Each identity's characters (an 打酱油的's are his missions): best and worst.
                for (identity, rows) in self.by_identity(si, bots) {
                    let show = |r: &Row| format!("{} {}", r.label.zh, r.rate.text());
                    if let (Some(best), Some(worst)) = (rows.first(), rows.last()) {
                        let what = if identity.zh == "打酱油的" {
                            "by character (its secret mission)"
                        } else {
                            "by character"
                        };
                        out += &format!(
                            "    {} {what}: most {}, least {}\n",
                            identity.zh,
                            show(best),
                            show(worst)
                        );
                    }
                }
                let lengths = self.per_game(si, bots, |g| g.events);
                let decisions = self.per_game(si, bots, |g| g.decisions);
                out += &format!(
                    "    per game: {:.1} log events (median {}), {:.1} decisions (median {})\n",
                    mean(&lengths),
                    median(&lengths),
                    mean(&decisions),
                    median(&decisions)
                );
            }
            out.push('\n');
        }
        out
    }
}

fn bots_name(b: BotKind) -> &'static str {
    b.name()
}

pub(crate) fn mean(xs: &[usize]) -> f64 {
    if xs.is_empty() {
        0.0
    } else {
        xs.iter().sum::<usize>() as f64 / xs.len() as f64
    }
}

pub(crate) fn median(xs: &[usize]) -> usize {
    let mut v = xs.to_vec();
    v.sort_unstable();
    v.get(v.len() / 2).copied().unwrap_or(0)
}

/// Reads `--bots`: `heuristic`, `random`, or both comma-separated.
fn parse_bots_list(s: &str) -> Result<Vec<BotKind>, CliError> {
    let mut out = Vec::new();
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let b: BotKind = part.parse().map_err(CliError::Usage)?;
        if !out.contains(&b) {
            out.push(b);
        }
    }
    if out.is_empty() {
        return Err(CliError::Usage(
            "--bots needs heuristic, random or both (heuristic,random)".into(),
        ));
    }
    Ok(out)
}

/// The player counts of `rules`: those asked for (each must be seated) or all of them.
fn counts_for(rules: &RuleFile, asked: &[usize]) -> Result<Vec<usize>, CliError> {
    let all = rules.rules.seat_counts();
    if asked.is_empty() {
        return Ok(all);
    }
    let bad: Vec<String> = asked
        .iter()
        .filter(|n| !all.contains(n))
        .map(|n| n.to_string())
        .collect();
    if bad.is_empty() {
        Ok(asked.to_vec())
    } else {
        Err(CliError::Usage(format!(
            "`{}` is for {} players, not {}: pass --players with some of those",
            rules.meta.id,
            describe_counts(&all),
            bad.join(", ")
        )))
    }
}

/// Reads `--players`: `12` or `11,12,16`.
fn parse_players(s: Option<&str>) -> Result<Vec<usize>, CliError> {
    let Some(s) = s else { return Ok(Vec::new()) };
    let mut out = Vec::new();
    for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let n: usize = part.parse().map_err(|_| {
            CliError::Usage(format!(
                "--players `{part}` is not a number: write one count (12) or several (11,12,16)"
            ))
        })?;
        if !out.contains(&n) {
            out.push(n);
        }
    }
    Ok(out)
}

/// Runs `tianhei balance`.
pub fn run(args: BalanceArgs) -> Result<(), CliError> {
    let asked = parse_players(args.players.as_deref())?;
    let bots = parse_bots_list(&args.bots)?;
    if args.games == 0 {
        return Err(CliError::Usage("--games must be at least 1".into()));
    }
    if args.threads == Some(0) {
        return Err(CliError::Usage("--threads must be at least 1".into()));
    }
    let mut rule_sets = vec![(super::load(&args.id)?, &args.set)];
    if args.vs.is_some() || !args.vs_set.is_empty() {
        let other = args.vs.as_deref().unwrap_or(&args.id);
        rule_sets.push((super::load(other)?, &args.vs_set));
    }
    let mut subjects = Vec::new();
    for (shipped, sets) in rule_sets {
        let rules = super::settings::apply(shipped.clone(), sets)?;
        let label = match super::settings::house_line(&rules, &shipped) {
            Some((zh, _)) => format!("{} + {zh}", rules.meta.id),
            None => rules.meta.id.clone(),
        };
        let counts = counts_for(&rules, &asked)?;
        subjects.push(Subject {
            label,
            rules,
            counts,
        });
    }
    let threads = args.threads.unwrap_or_else(|| {
        thread::available_parallelism()
            .map(|n| n.get())
            .unwrap_or(1)
    });
    let seed = super::seed_or_clock(args.seed);
    let out = args
        .out
        .unwrap_or_else(|| PathBuf::from(format!("balance-{}.html", subjects[0].rules.meta.id)));
    let start = Instant::now();
    let b = simulate(
        subjects,
        &bots,
        args.games,
        seed,
        threads,
        std::io::stderr().is_terminal(),
    )?;
    let seconds = start.elapsed().as_secs_f64();
    let page = html::page(&b)?;
    std::fs::write(&out, page).map_err(|e| {
        CliError::Runtime(format!("cannot write the report to {}: {e}", out.display()))
    })?;
    print!("{}", b.text());
    let total: usize = b.cells.iter().map(|c| c.games.len()).sum();
    println!(
        "report: {} ({total} games in {seconds:.1} s on {threads} thread{})",
        out.display(),
        if threads == 1 { "" } else { "s" }
    );
    Ok(())
}

/// Plays every cell's games across `threads`; the result depends only on the seed.
pub fn simulate(
    subjects: Vec<Subject>,
    bots: &[BotKind],
    games: usize,
    seed: u64,
    threads: usize,
    progress: bool,
) -> Result<Balance, CliError> {
    let mut cells = Vec::new();
    for (si, s) in subjects.iter().enumerate() {
        for &b in bots {
            for &players in &s.counts {
                // A deal that fails is a usage error before any thread starts.
                super::new_match(&s.rules, players, super::derive_seed(seed, 0))?;
                cells.push(Cell {
                    subject: si,
                    bots: b,
                    players,
                    games: Vec::with_capacity(games),
                });
            }
        }
    }
    let total = cells.len() * games;
    let plan: Vec<(Arc<RuleFile>, BotKind, usize)> = cells
        .iter()
        .map(|c| (subjects[c.subject].rules.clone(), c.bots, c.players))
        .collect();
    let all = run_all("a simulation", total, threads, progress, |j| {
        let (rules, kind, players) = &plan[j / games];
        one_game(rules, *players, seed, j % games, *kind)
    })?;
    for (j, f) in all.into_iter().enumerate() {
        cells[j / games].games.push(f);
    }
    Ok(Balance {
        seed,
        games,
        bots: bots.to_vec(),
        subjects,
        cells,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_intervals_hold_the_rate_and_narrow_with_more_games() {
        let a = Rate { k: 30, n: 100 }.interval();
        let b = Rate { k: 300, n: 1000 }.interval();
        assert!(a.0 < 0.3 && 0.3 < a.1);
        assert!(b.1 - b.0 < a.1 - a.0);
        assert!(
            (a.0 - 0.2189).abs() < 0.001 && (a.1 - 0.3958).abs() < 0.001,
            "{a:?}"
        );
        assert_eq!(Rate { k: 0, n: 0 }.interval(), (0.0, 1.0));
    }

    #[test]
    fn a_balance_cell_repeats_the_sim_of_the_same_seed() {
        let rules = super::super::load("mini-wolf").unwrap();
        let sim = super::super::sim::simulate(&rules, 6, 80, 9, BotKind::Random, 1, false).unwrap();
        let subjects = vec![Subject {
            label: "mini-wolf".into(),
            rules,
            counts: vec![6],
        }];
        let b = simulate(subjects, &[BotKind::Random], 80, 9, 2, false).unwrap();
        let sides = b.cells[0].sides();
        for (side, &n) in &sim.wins {
            let row = sides.iter().find(|r| &r.key == side).unwrap();
            assert_eq!(row.rate.k, n, "{side}");
        }
    }

    #[test]
    fn an_identitys_characters_are_broken_out_and_the_bystanders_are_his_missions() {
        let rules = super::super::load("fengsheng-classic").unwrap();
        let subjects = vec![Subject {
            label: "fengsheng-classic".into(),
            rules,
            counts: vec![5],
        }];
        let b = simulate(subjects, &[BotKind::Heuristic], 120, 3, 1, false).unwrap();
        let groups = b.by_identity(0, BotKind::Heuristic);
        let roles = b.roles(0, BotKind::Heuristic);
        let (_, bystanders) = groups
            .iter()
            .find(|(t, _)| t.zh == "打酱油的")
            .expect("打酱油的 broken out by character");
        // Every 打酱油的 dealt is counted once, under his character.
        let dealt = roles.iter().find(|r| r.key == "打酱油的").unwrap().rate;
        let n: usize = bystanders.iter().map(|r| r.rate.n).sum();
        let k: usize = bystanders.iter().map(|r| r.rate.k).sum();
        assert_eq!((k, n), (dealt.k, dealt.n));
        assert!(
            bystanders
                .windows(2)
                .all(|w| w[0].rate.p() >= w[1].rate.p()),
            "best first"
        );
        assert!(
            b.text()
                .contains("打酱油的 by character (its secret mission)")
        );
        assert!(
            html::page(&b)
                .unwrap()
                .contains("打酱油的：按角色（即按机密任务）")
        );
    }

    #[test]
    fn a_player_count_the_rules_do_not_seat_is_refused_by_name() {
        let rules = super::super::load("mini-wolf").unwrap();
        let e = counts_for(&rules, &[6, 12, 20]).unwrap_err();
        assert_eq!(e.code(), 2);
        assert!(
            e.to_string().contains("12, 20") && e.to_string().contains("4–8"),
            "{e}"
        );
        assert!(parse_players(Some("6,x")).is_err());
        assert!(parse_bots_list("smart").is_err());
    }
}
