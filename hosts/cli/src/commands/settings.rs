//! `--set key=value`: a rule set with house options, checked by the rule set's own check
//! (`RuleFile::with_settings`), every problem reported at once. Shared by `play`, `sim`
//! and `balance`.

use std::sync::Arc;

use tianhei_core::RuleFile;

use crate::CliError;

/// Examples of `--set`, for the commands' help.
pub const HELP: &str = "House options: --set KEY=VALUE (repeatable) changes one option of the rule set,\n\
    as in its [options] table: `--set secret_killer=false --set speech_seconds=60`, a choice\n\
    by its key (`--set count_set=B`), a table cell by a dotted key (`--set tables.12.guard=1`).\n\
    `tianhei rules show ID` lists the options. Every bad setting is reported at once.";

/// Splits `key=value` pairs; each one without `=` is a problem.
pub fn parse(sets: &[String]) -> Result<Vec<(String, String)>, Vec<String>> {
    let mut out = Vec::new();
    let mut problems = Vec::new();
    for s in sets {
        match s.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => out.push((k.trim().to_string(), v.to_string())),
            _ => problems.push(format!(
                "--set `{s}`: write KEY=VALUE, such as speech_seconds=60"
            )),
        }
    }
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

/// Loads `id` with `sets` applied; the shipped rule set itself when there are none.
pub fn load_with(id: &str, sets: &[String]) -> Result<Arc<RuleFile>, CliError> {
    let rules = super::load(id)?;
    apply(rules, sets)
}

/// `rules` with `sets` applied.
pub fn apply(rules: Arc<RuleFile>, sets: &[String]) -> Result<Arc<RuleFile>, CliError> {
    if sets.is_empty() {
        return Ok(rules);
    }
    let pairs = match parse(sets) {
        Ok(p) => p,
        Err(problems) => return Err(usage(&rules, problems)),
    };
    rules
        .house(&pairs)
        .map(Arc::new)
        .map_err(|e| usage(&rules, e.problems))
}

fn usage(rules: &RuleFile, problems: Vec<String>) -> CliError {
    CliError::Usage(format!(
        "the house options for `{}` do not hold ({} problem{}):\n  {}\n`tianhei rules show {}` lists its options",
        rules.meta.id,
        problems.len(),
        if problems.len() == 1 { "" } else { "s" },
        problems.join("\n  "),
        rules.meta.id
    ))
}

/// What `edited` changes against `base`, on one line: `秘匪 关, 发言秒数 60`.
pub fn house_line(edited: &RuleFile, base: &RuleFile) -> Option<(String, String)> {
    let d = edited.differences(base);
    if d.is_empty() {
        return None;
    }
    let zh: Vec<&str> = d.iter().map(|t| &*t.zh).collect();
    let en: Vec<&str> = d.iter().map(|t| &*t.en).collect();
    Some((zh.join("，"), en.join(", ")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_bad_setting_is_one_line_of_the_error() {
        let e = load_with(
            "sharen",
            &[
                "speech_seconds=abc".into(),
                "oops".into(),
                "secret_killer=maybe".into(),
            ],
        )
        .unwrap_err();
        assert_eq!(e.code(), 2);
        let s = e.to_string();
        assert!(s.contains("oops"), "{s}");
        let e = load_with(
            "sharen",
            &["speech_seconds=abc".into(), "secret_killer=maybe".into()],
        )
        .unwrap_err()
        .to_string();
        assert!(
            e.contains("2 problems")
                && e.contains("options.speech_seconds")
                && e.contains("options.secret_killer"),
            "{e}"
        );
    }

    #[test]
    fn house_options_are_applied_and_named() {
        let base = super::super::load("sharen").unwrap();
        let r = load_with("sharen", &["speech_seconds=60".into()]).unwrap();
        assert_eq!(r.rules.options_value()["speech_seconds"], 60);
        assert_eq!(house_line(&r, &base).unwrap().0, "发言秒数 60");
        assert!(house_line(&base, &base).is_none());
    }
}
