//! Rule-set files. A TOML file names its game and options; typetag turns the options
//! into a `Box<dyn RuleSet>` whose `start` returns the erased game hosts drive.
//!
//! ```toml
//! id = "sharen"                  # what users type: `tianhei play sharen`
//! title = "杀人游戏（秘警秘匪）"
//! title_en = "Police & Killers (secret roles)"
//! game = "sharen"                # which game crate reads [options]
//!
//! [options]
//! secret_police = true
//! ```

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{
    bot::{
        player::{Bot, BotKind, RandomBot},
        spec::BotSpec,
    },
    seat::{MAX_SEATS, Seat},
    table::Table,
};

/// What every rule-set file says about itself, whatever its game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleMeta {
    /// Short id users type (`sharen-classic`).
    pub id: String,
    /// Chinese title.
    pub title: String,
    /// English title.
    pub title_en: String,
    /// Optional longer description, in Chinese.
    #[serde(default)]
    pub description: String,
    /// The description in English.
    #[serde(default)]
    pub description_en: String,
}

/// What every options type offers through its derived schema (implemented for every
/// `JsonSchema + Serialize` type, so a rule set only derives it).
pub trait OptionsSchema {
    /// The JSON schema of the options type.
    fn options_schema(&self) -> schemars::Schema;
    /// These options as JSON.
    fn options_value(&self) -> Value;
}

impl<T: schemars::JsonSchema + Serialize> OptionsSchema for T {
    fn options_schema(&self) -> schemars::Schema {
        schemars::SchemaGenerator::default().into_root_schema_for::<T>()
    }

    fn options_value(&self) -> Value {
        serde_json::to_value(self).unwrap_or(Value::Null)
    }
}

/// A game's options, loaded from the `[options]` table of a rule-set file. The options
/// type derives `schemars::JsonSchema`, which gives hosts its form ([`crate::options`]).
#[typetag::serde(tag = "game", content = "options")]
pub trait RuleSet: OptionsSchema + Send + Sync + fmt::Debug {
    /// The seat counts this rule set can seat.
    fn seat_counts(&self) -> Vec<usize>;

    /// Problems in the options themselves (a bad role table, say); empty when sound.
    fn check(&self) -> Vec<String> {
        Vec::new()
    }

    /// Deals a new game for `seats` players from `seed`.
    fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError>;

    /// The game's own heuristic bot for `seat` of a game dealt from `seed`. The default,
    /// for a game without one, is the generic random bot.
    fn heuristic(&self, seat: Seat, seed: u64) -> Box<dyn Bot> {
        Box::new(RandomBot::new(seed, seat))
    }
}

impl dyn RuleSet {
    /// The bot `spec` names for `seat` of a game dealt from `seed`: the one place every
    /// game's seats get their bots.
    pub fn bot(&self, spec: impl Into<BotSpec>, seat: Seat, seed: u64) -> Box<dyn Bot> {
        match spec.into().kind {
            BotKind::Random => Box::new(RandomBot::new(seed, seat)),
            BotKind::Heuristic => self.heuristic(seat, seed),
        }
    }
}

/// A loaded rule-set file: its metadata, its game's options and its source text.
#[derive(Debug)]
pub struct RuleFile {
    /// Id, titles, description.
    pub meta: RuleMeta,
    /// The game's name (`game = "…"`).
    pub game: String,
    /// The game's options.
    pub rules: Box<dyn RuleSet>,
    /// The TOML text it was read from (kept in records).
    pub source: String,
}

const META_KEYS: [&str; 5] = ["id", "title", "title_en", "description", "description_en"];

impl RuleFile {
    /// Parses a rule-set file, reporting every problem found at once.
    pub fn parse(source: &str) -> Result<RuleFile, RuleError> {
        let mut table: toml::Table = toml::from_str(source)
            .map_err(|e| RuleError::one(format!("not valid TOML: {}", e.to_string().trim())))?;
        let mut problems = Vec::new();
        let mut meta_table = toml::Table::new();
        for key in META_KEYS {
            if let Some(v) = table.remove(key) {
                meta_table.insert(key.to_string(), v);
            }
        }
        let meta =
            match serde_path_to_error::deserialize::<_, RuleMeta>(toml::Value::Table(meta_table)) {
                Ok(m) => Some(m),
                Err(e) => {
                    problems.push(field_error(&e, &e.path().to_string()));
                    None
                }
            };
        let game = match table.get("game") {
            Some(toml::Value::String(g)) => Some(g.clone()),
            Some(_) => {
                problems.push("field `game`: must be a string such as \"sharen\"".into());
                None
            }
            None => {
                problems.push(
                    "missing field `game` (the game this file is for, such as \"sharen\")".into(),
                );
                None
            }
        };
        for key in table.keys() {
            if key != "game" && key != "options" {
                problems.push(format!(
                    "unknown field `{key}`: a rule-set file has id, title, title_en, description, description_en, game and [options]"
                ));
            }
        }
        let mut rules = None;
        if let Some(g) = &game {
            let options = table
                .remove("options")
                .unwrap_or_else(|| toml::Value::Table(toml::Table::new()));
            if let Some(r) = load_options(g, options, &mut problems) {
                problems.extend(r.check());
                let counts = r.seat_counts();
                if counts.is_empty() {
                    problems.push("the options seat no player count at all".into());
                }
                if let Some(bad) = counts.iter().find(|&&n| n == 0 || n > MAX_SEATS) {
                    problems.push(format!(
                        "the options seat {bad} players: a table has 1–{MAX_SEATS} seats"
                    ));
                }
                rules = Some(r);
            }
        }
        match (meta, game, rules) {
            (Some(meta), Some(game), Some(rules)) if problems.is_empty() => Ok(RuleFile {
                meta,
                game,
                rules,
                source: source.to_string(),
            }),
            _ => Err(RuleError { problems }),
        }
    }

    /// Starts a game after checking the seat count against the rule set.
    pub fn start(&self, seats: usize, seed: u64) -> Result<Box<dyn Table>, SetupError> {
        let counts = self.rules.seat_counts();
        if seats == 0 || seats > MAX_SEATS || !counts.contains(&seats) {
            return Err(SetupError::one(format!(
                "`{}` is for {} players, not {seats}",
                self.meta.id,
                describe_counts(&counts)
            )));
        }
        self.rules.start(seats, seed)
    }
}

/// Writes seat counts compactly: `11–16`, or `4, 6`.
pub fn describe_counts(counts: &[usize]) -> String {
    let contiguous = counts.windows(2).all(|w| w[1] == w[0] + 1);
    match (counts.first(), counts.last()) {
        (Some(a), Some(b)) if contiguous && a != b => format!("{a}–{b}"),
        _ => counts
            .iter()
            .map(|c| c.to_string())
            .collect::<Vec<_>>()
            .join(", "),
    }
}

/// Reads a game's `[options]`, reporting every problem: each time a field is refused (a
/// wrong type, an unknown field or variant, a missing field) it is noted and taken out, and
/// the rest is read again, until it reads or nothing more can be taken out. The game's own
/// checks then run on what did read. Problems name fields as the file has them, even after
/// an array element was taken out.
fn load_options(
    game: &str,
    mut options: toml::Value,
    problems: &mut Vec<String>,
) -> Option<Box<dyn RuleSet>> {
    // Array elements taken out so far: (the array's path as in the file, the index there).
    let mut taken: Vec<(Vec<String>, usize)> = Vec::new();
    // Every field taken out, as the file names it.
    let mut gone: Vec<String> = Vec::new();
    for _ in 0..64 {
        let mut tagged = toml::Table::new();
        tagged.insert("game".into(), toml::Value::String(game.to_string()));
        tagged.insert("options".into(), options.clone());
        match serde_path_to_error::deserialize::<_, Box<dyn RuleSet>>(toml::Value::Table(tagged)) {
            Ok(r) => return Some(r),
            Err(e) => {
                let now: Vec<Segment> = e.path().iter().map(Segment::of).collect();
                let (Some(Segment::Key(head)), rest) = (now.first(), now.get(1..).unwrap_or(&[]))
                else {
                    problems.push(field_error(&e, &e.path().to_string()));
                    return None;
                };
                let file = as_in_file(rest, &taken);
                let at = display(head, &file);
                // A field missing only because an earlier problem took it out is not news.
                let follows = e
                    .inner()
                    .to_string()
                    .strip_prefix("missing field `")
                    .and_then(|r| r.split('`').next())
                    .is_some_and(|f| gone.contains(&format!("{at}.{f}")));
                if !follows {
                    problems.push(field_error(&e, &at));
                }
                gone.push(at);
                if head != "options" || rest.is_empty() || !remove_path(&mut options, rest) {
                    return None;
                }
                if let Some((Segment::Index(i), parent)) = file.split_last() {
                    taken.push((parent.iter().map(Segment::text).collect(), *i));
                }
            }
        }
    }
    None
}

/// One step of a path into the options: a key or an array index.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Segment {
    Key(String),
    Index(usize),
}

impl Segment {
    fn of(s: &serde_path_to_error::Segment) -> Segment {
        match s {
            serde_path_to_error::Segment::Seq { index } => Segment::Index(*index),
            other => Segment::Key(other.to_string()),
        }
    }

    fn text(&self) -> String {
        match self {
            Segment::Key(k) => k.clone(),
            Segment::Index(i) => i.to_string(),
        }
    }
}

/// `path` (indices as they are now) with array indices as they were in the file.
fn as_in_file(path: &[Segment], taken: &[(Vec<String>, usize)]) -> Vec<Segment> {
    let mut out: Vec<Segment> = Vec::with_capacity(path.len());
    for seg in path {
        match seg {
            Segment::Index(i) => {
                let parent: Vec<String> = out.iter().map(Segment::text).collect();
                let mut gone: Vec<usize> = taken
                    .iter()
                    .filter(|(p, _)| *p == parent)
                    .map(|(_, k)| *k)
                    .collect();
                gone.sort_unstable();
                let mut orig = *i;
                for g in gone {
                    if g <= orig {
                        orig += 1;
                    }
                }
                out.push(Segment::Index(orig));
            }
            key => out.push(key.clone()),
        }
    }
    out
}

/// `options.rows[2].n`.
fn display(head: &str, path: &[Segment]) -> String {
    let mut s = head.to_string();
    for seg in path {
        match seg {
            Segment::Key(k) => {
                s.push('.');
                s.push_str(k);
            }
            Segment::Index(i) => s.push_str(&format!("[{i}]")),
        }
    }
    s
}

/// Removes the value at `path` (table keys and array indices); false if there is none.
fn remove_path(v: &mut toml::Value, path: &[Segment]) -> bool {
    match (v, path) {
        (toml::Value::Table(t), [Segment::Key(last)]) => t.remove(last).is_some(),
        (toml::Value::Array(a), [Segment::Index(i)]) if *i < a.len() => {
            a.remove(*i);
            true
        }
        (toml::Value::Table(t), [Segment::Key(head), rest @ ..]) => {
            t.get_mut(head).is_some_and(|x| remove_path(x, rest))
        }
        (toml::Value::Array(a), [Segment::Index(i), rest @ ..]) => {
            a.get_mut(*i).is_some_and(|x| remove_path(x, rest))
        }
        _ => false,
    }
}

fn field_error(e: &serde_path_to_error::Error<toml::de::Error>, path: &str) -> String {
    let inner = e.inner().to_string();
    // toml appends "in `key`" context lines; the path already names the field.
    let inner = inner
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or("");
    if path.is_empty() || path == "." {
        inner.to_string()
    } else {
        format!("field `{path}`: {inner}")
    }
}

/// A rule-set file that could not be loaded; lists every problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleError {
    /// One line per problem.
    pub problems: Vec<String>,
}

impl RuleError {
    pub(crate) fn one(p: String) -> Self {
        RuleError { problems: vec![p] }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid rule set: {}", self.problems.join("; "))
    }
}

impl std::error::Error for RuleError {}

/// A game that could not be set up; lists every problem at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupError {
    /// One line per problem, in words a host can show.
    pub problems: Vec<String>,
}

impl SetupError {
    /// One problem.
    pub fn one(p: impl Into<String>) -> Self {
        SetupError {
            problems: vec![p.into()],
        }
    }

    /// `Ok(())` when `problems` is empty, else the error listing them.
    pub fn check(problems: Vec<String>) -> Result<(), SetupError> {
        if problems.is_empty() {
            Ok(())
        } else {
            Err(SetupError { problems })
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot set up the game: {}", self.problems.join("; "))
    }
}

impl std::error::Error for SetupError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Dummy {
        #[serde(default)]
        flag: bool,
    }

    #[typetag::serde(name = "dummy-test")]
    impl RuleSet for Dummy {
        fn seat_counts(&self) -> Vec<usize> {
            vec![3, 4, 5]
        }
        fn start(&self, _seats: usize, _seed: u64) -> Result<Box<dyn Table>, SetupError> {
            Err(SetupError::one("dummy"))
        }
    }

    const HEAD: &str = "id = \"d\"\ntitle = \"测试\"\ntitle_en = \"Test\"\ngame = \"dummy-test\"\n";

    #[test]
    fn a_good_file_loads_with_its_meta() {
        let f = RuleFile::parse(&format!("{HEAD}[options]\nflag = true\n")).unwrap();
        assert_eq!(f.meta.id, "d");
        assert_eq!(f.game, "dummy-test");
        assert_eq!(f.rules.seat_counts(), vec![3, 4, 5]);
        assert!(RuleFile::parse(HEAD).is_ok(), "options may be left out");
    }

    #[test]
    fn errors_name_the_field() {
        let e = RuleFile::parse(&format!("{HEAD}[options]\nflag = \"yes\"\n")).unwrap_err();
        assert!(e.to_string().contains("options.flag"), "{e}");
        let e = RuleFile::parse(&format!("{HEAD}[options]\nflg = true\n")).unwrap_err();
        assert!(e.to_string().contains("flg"), "{e}");
        let e = RuleFile::parse("title = 3\ngame = \"nope\"\nextra = 1\n").unwrap_err();
        let all = e.to_string();
        assert!(all.contains("title"), "{all}");
        assert!(all.contains("nope"), "{all}");
        assert!(all.contains("extra"), "{all}");
        assert!(
            RuleFile::parse("id = ")
                .unwrap_err()
                .to_string()
                .contains("TOML")
        );
    }

    #[derive(Debug, Serialize, Deserialize, Default, schemars::JsonSchema)]
    #[serde(deny_unknown_fields, default)]
    struct Many {
        on: bool,
        rounds: u32,
        mode: Mode,
        rows: Vec<Row>,
    }

    #[derive(Debug, Serialize, Deserialize, Default, schemars::JsonSchema)]
    #[serde(rename_all = "snake_case")]
    enum Mode {
        #[default]
        Quiet,
        Loud,
    }

    #[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
    #[serde(deny_unknown_fields)]
    struct Row {
        n: u32,
    }

    #[typetag::serde(name = "many-test")]
    impl RuleSet for Many {
        fn seat_counts(&self) -> Vec<usize> {
            vec![3]
        }
        fn check(&self) -> Vec<String> {
            vec!["field `options.rounds`: the game's own check ran".into()]
        }
        fn start(&self, _seats: usize, _seed: u64) -> Result<Box<dyn Table>, SetupError> {
            Err(SetupError::one("many"))
        }
    }

    #[test]
    fn every_problem_of_a_file_is_reported_at_once() {
        let src = "id = \"m\"\ntitle = \"多\"\ntitle_en = \"Many\"\ngame = \"many-test\"\n\
                   [options]\non = \"yes\"\nrounds = -1\nmode = \"party\"\nextra = 1\n\
                   rows = [{ n = 1 }, { n = \"two\" }, { m = 3 }]\n";
        let e = RuleFile::parse(src).unwrap_err();
        let all = e.problems.join("\n");
        for field in [
            "options.on",
            "options.rounds",
            "options.mode",
            "options.extra",
            "options.rows[1].n",
            "options.rows[2]",
            "the game's own check ran",
        ] {
            assert!(all.contains(field), "{field} is reported:\n{all}");
        }
        assert!(e.problems.len() >= 7, "{all}");
    }

    #[test]
    fn wrong_seat_count_is_refused_with_the_range() {
        let f = RuleFile::parse(HEAD).unwrap();
        let Err(e) = f.start(9, 0) else {
            panic!("9 seats accepted")
        };
        assert!(e.to_string().contains("3–5"), "{e}");
    }
}
