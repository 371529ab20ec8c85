//! Bots as users name them ([`BotSpec`]): a kind and its options, `random`, `heuristic`
//! or a kind with settings such as `search:rollouts=400,ms=200`; and the one place a
//! rule set's seat gets its bot ([`RuleSet::bot`](crate::rules::RuleSet)).

use std::{collections::BTreeMap, fmt, str::FromStr};

use serde::{Deserialize, Serialize};

use super::player::BotKind;

/// One option a bot kind takes: its name, what it does, its range and its default.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct BotOption {
    /// Its name (`rollouts`).
    pub name: &'static str,
    /// What it sets.
    pub help: &'static str,
    /// The smallest value.
    pub min: u64,
    /// The largest value.
    pub max: u64,
    /// The value when not given.
    pub default: u64,
}

/// The search bot's options ([`crate::bot::search`]).
const SEARCH_OPTIONS: &[BotOption] = &[
    BotOption {
        name: "rollouts",
        help: "games played out per decision, all candidates together",
        min: 2,
        max: 100_000,
        default: 120,
    },
    BotOption {
        name: "ms",
        help: "time limit per decision in milliseconds, 0 for none",
        min: 0,
        max: 60_000,
        default: 0,
    },
    BotOption {
        name: "candidates",
        help: "the heuristic's best options compared",
        min: 2,
        max: 8,
        default: 3,
    },
    BotOption {
        name: "particles",
        help: "role assignments the belief weighs, 0 for worlds drawn uniformly",
        min: 0,
        max: 4096,
        default: 32,
    },
    BotOption {
        name: "margin",
        help: "the least gain in points of win rate to leave the heuristic's choice",
        min: 0,
        max: 100,
        default: 2,
    },
    BotOption {
        name: "depth",
        help: "answers a play-out takes before the game's judgement scores it, 0 to play to the end",
        min: 0,
        max: 100_000,
        default: 150,
    },
];

impl BotKind {
    /// Every kind, in the order usage messages list them.
    pub const ALL: [BotKind; 3] = [BotKind::Random, BotKind::Heuristic, BotKind::Search];

    /// The name users type.
    pub fn name(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Heuristic => "heuristic",
            BotKind::Search => "search",
        }
    }

    /// The options this kind takes.
    pub fn options(self) -> &'static [BotOption] {
        match self {
            BotKind::Random | BotKind::Heuristic => &[],
            BotKind::Search => SEARCH_OPTIONS,
        }
    }

    /// Every kind with its options, for a usage message: `random, heuristic`.
    pub fn usage() -> String {
        BotKind::ALL
            .iter()
            .map(|k| {
                let opts: Vec<String> = k
                    .options()
                    .iter()
                    .map(|o| format!("{}={}..{}", o.name, o.min, o.max))
                    .collect();
                if opts.is_empty() {
                    k.name().to_string()
                } else {
                    format!("{}[:{}]", k.name(), opts.join(","))
                }
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A bot as named on a command line or in a room: its kind and the options given (the
/// rest take their defaults).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BotSpec {
    /// The kind.
    pub kind: BotKind,
    /// Options given, by name.
    pub options: BTreeMap<String, u64>,
}

impl BotSpec {
    /// The value of option `name`: as given, else its default (0 for a name the kind
    /// does not take).
    pub fn get(&self, name: &str) -> u64 {
        self.options.get(name).copied().unwrap_or_else(|| {
            self.kind
                .options()
                .iter()
                .find(|o| o.name == name)
                .map_or(0, |o| o.default)
        })
    }

    /// Two bots named `A,B`; an option after a comma belongs to the bot before it, so
    /// `search:rollouts=400,ms=100,heuristic` is two bots.
    pub fn pair(s: &str) -> Result<(BotSpec, BotSpec), String> {
        let list = BotSpec::list(s)?;
        match <[BotSpec; 2]>::try_from(list) {
            Ok([a, b]) => Ok((a, b)),
            Err(list) => Err(format!(
                "`{s}` names {} bot{}: give two, as A,B (bots: {})",
                list.len(),
                if list.len() == 1 { "" } else { "s" },
                BotKind::usage()
            )),
        }
    }

    /// Bots named in a comma-separated list; an option after a comma belongs to the bot
    /// before it.
    pub fn list(s: &str) -> Result<Vec<BotSpec>, String> {
        let mut parts: Vec<String> = Vec::new();
        for p in s.split(',').map(str::trim) {
            match parts.last_mut() {
                Some(last) if p.contains('=') && !p.contains(':') => {
                    last.push(',');
                    last.push_str(p);
                }
                _ => parts.push(p.to_string()),
            }
        }
        parts.iter().map(|p| p.parse()).collect()
    }
}

impl From<BotKind> for BotSpec {
    fn from(kind: BotKind) -> Self {
        BotSpec {
            kind,
            options: BTreeMap::new(),
        }
    }
}

impl From<&BotSpec> for BotSpec {
    fn from(s: &BotSpec) -> Self {
        s.clone()
    }
}

impl FromStr for BotSpec {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, String> {
        let (name, rest) = s.split_once(':').unwrap_or((s, ""));
        let kind = BotKind::ALL
            .into_iter()
            .find(|k| k.name() == name.trim())
            .ok_or_else(|| format!("unknown bot `{name}`: use one of {}", BotKind::usage()))?;
        let mut options = BTreeMap::new();
        for item in rest.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let takes = || {
                let names: Vec<&str> = kind.options().iter().map(|o| o.name).collect();
                if names.is_empty() {
                    format!("`{}` takes no options", kind.name())
                } else {
                    format!("`{}` takes {}", kind.name(), names.join(", "))
                }
            };
            let Some((key, value)) = item.split_once('=') else {
                return Err(format!(
                    "bot option `{item}` is not NAME=VALUE: {}",
                    takes()
                ));
            };
            let key = key.trim();
            let Some(opt) = kind.options().iter().find(|o| o.name == key) else {
                return Err(format!(
                    "unknown option `{key}` for bot `{}`: {}",
                    kind.name(),
                    takes()
                ));
            };
            let v: u64 = value.trim().parse().map_err(|_| {
                format!("bot option `{key}={value}`: `{value}` is not a whole number")
            })?;
            if !(opt.min..=opt.max).contains(&v) {
                return Err(format!(
                    "bot option `{key}={v}`: must be {}–{} ({})",
                    opt.min, opt.max, opt.help
                ));
            }
            if options.insert(key.to_string(), v).is_some() {
                return Err(format!("bot option `{key}` is given twice"));
            }
        }
        Ok(BotSpec { kind, options })
    }
}

impl fmt::Display for BotSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.name())?;
        for (i, (k, v)) in self.options.iter().enumerate() {
            write!(f, "{}{k}={v}", if i == 0 { ':' } else { ',' })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_parse_and_print_back() {
        for k in BotKind::ALL {
            let s: BotSpec = k.name().parse().unwrap();
            assert_eq!(s, BotSpec::from(k));
            assert_eq!(s.to_string(), k.name());
        }
    }

    #[test]
    fn a_bad_name_or_option_is_refused_naming_the_valid_ones() {
        let e = "smart".parse::<BotSpec>().unwrap_err();
        assert!(e.contains("random") && e.contains("heuristic"), "{e}");
        let e = "heuristic:depth=3".parse::<BotSpec>().unwrap_err();
        assert!(e.contains("depth") && e.contains("takes no options"), "{e}");
        let e = BotSpec::pair("heuristic").unwrap_err();
        assert!(e.contains("give two"), "{e}");
    }

    #[test]
    fn a_pair_splits_at_the_comma_between_bots() {
        let (a, b) = BotSpec::pair("random, heuristic").unwrap();
        assert_eq!((a.kind, b.kind), (BotKind::Random, BotKind::Heuristic));
    }
}
