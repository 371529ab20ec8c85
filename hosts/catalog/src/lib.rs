//! Every game tianhei ships, and the rule-set files under `rules/`, embedded so the
//! binary runs from anywhere. Hosts load rule sets here by id or by file path.

use std::{fmt, path::Path, sync::Arc};

pub use tianhei_core::RuleFile;

// Linking the game crates registers their rule sets with typetag.
use tianhei_fengsheng as _;
use tianhei_guozhan as _;
use tianhei_langren as _;
use tianhei_miniwolf as _;
use tianhei_sharen as _;

/// The shipped rule-set files: (file name, TOML text). One entry per file in `rules/`.
pub const SHIPPED: &[(&str, &str)] = &[
    ("sharen.toml", include_str!("../../../rules/sharen.toml")),
    (
        "sharen-classic.toml",
        include_str!("../../../rules/sharen-classic.toml"),
    ),
    (
        "sharen-steady.toml",
        include_str!("../../../rules/sharen-steady.toml"),
    ),
    ("langren.toml", include_str!("../../../rules/langren.toml")),
    (
        "langren-guard.toml",
        include_str!("../../../rules/langren-guard.toml"),
    ),
    (
        "mini-wolf.toml",
        include_str!("../../../rules/mini-wolf.toml"),
    ),
    (
        "fengsheng-first-game.toml",
        include_str!("../../../rules/fengsheng-first-game.toml"),
    ),
    (
        "fengsheng-first-game-b.toml",
        include_str!("../../../rules/fengsheng-first-game-b.toml"),
    ),
    (
        "fengsheng-classic.toml",
        include_str!("../../../rules/fengsheng-classic.toml"),
    ),
    (
        "fengsheng-diezhan.toml",
        include_str!("../../../rules/fengsheng-diezhan.toml"),
    ),
    ("guozhan.toml", include_str!("../../../rules/guozhan.toml")),
];

/// Why a rule set could not be found or loaded.
#[derive(Debug)]
pub enum CatalogError {
    /// No shipped id and no such file.
    Unknown {
        /// What was asked for.
        name: String,
        /// The ids that exist.
        known: Vec<String>,
    },
    /// The file could not be read.
    Io {
        /// The path.
        path: String,
        /// Why.
        error: std::io::Error,
    },
    /// The file does not load.
    Invalid {
        /// The id or path.
        name: String,
        /// Every problem.
        error: tianhei_core::RuleError,
    },
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Unknown { name, known } => write!(
                f,
                "no rule set `{name}`: use one of {} (see `tianhei rules`) or a path to a .toml file",
                known.join(", ")
            ),
            CatalogError::Io { path, error } => write!(f, "cannot read {path}: {error}"),
            CatalogError::Invalid { name, error } => {
                writeln!(f, "{name} is not a valid rule set:")?;
                for p in &error.problems {
                    writeln!(f, "  - {p}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for CatalogError {}

/// Every shipped rule set, in file order. Panics only if a shipped file is broken,
/// which a test rules out.
pub fn shipped() -> Vec<Arc<RuleFile>> {
    SHIPPED
        .iter()
        .map(|(name, src)| {
            Arc::new(
                RuleFile::parse(src)
                    .unwrap_or_else(|e| panic!("shipped rules/{name} is broken: {e}")),
            )
        })
        .collect()
}

/// Loads a rule set by shipped id, or from a path to a `.toml` file.
pub fn load(name: &str) -> Result<Arc<RuleFile>, CatalogError> {
    let looks_like_path = name.ends_with(".toml") || name.contains('/') || name.contains('\\');
    if looks_like_path || Path::new(name).is_file() {
        let src = std::fs::read_to_string(name).map_err(|error| CatalogError::Io {
            path: name.to_string(),
            error,
        })?;
        return RuleFile::parse(&src)
            .map(Arc::new)
            .map_err(|error| CatalogError::Invalid {
                name: name.to_string(),
                error,
            });
    }
    for (_, src) in SHIPPED {
        let file = RuleFile::parse(src).map_err(|error| CatalogError::Invalid {
            name: name.to_string(),
            error,
        })?;
        if file.meta.id == name {
            return Ok(Arc::new(file));
        }
    }
    Err(CatalogError::Unknown {
        name: name.to_string(),
        known: shipped().iter().map(|r| r.meta.id.clone()).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_file_loads_and_ids_are_unique() {
        let all = shipped();
        assert_eq!(all.len(), SHIPPED.len());
        let mut ids: Vec<_> = all.iter().map(|r| r.meta.id.clone()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), SHIPPED.len(), "duplicate ids");
        for r in &all {
            assert!(
                !r.rules.seat_counts().is_empty(),
                "{} seats nobody",
                r.meta.id
            );
        }
    }

    #[test]
    fn every_file_in_rules_dir_is_shipped() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../rules");
        for entry in std::fs::read_dir(dir).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().to_string();
            if name.ends_with(".toml") {
                assert!(
                    SHIPPED.iter().any(|(n, _)| *n == name),
                    "rules/{name} is not in SHIPPED"
                );
            }
        }
    }

    #[test]
    fn unknown_ids_list_the_known_ones() {
        let e = load("no-such-game").unwrap_err().to_string();
        assert!(e.contains("sharen"), "{e}");
    }
}
