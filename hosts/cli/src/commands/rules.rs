//! `tianhei rules`: list the rule sets, or show one.

use tianhei_core::{RuleFile, rules::describe_counts};

use crate::{CliError, RulesArgs, RulesCommand};

/// Examples shown by `tianhei rules --help`.
pub const HELP: &str = "Examples:\n  \
    tianhei rules                      list every shipped rule set\n  \
    tianhei rules show sharen          print the 杀人游戏 rule set and its options\n  \
    tianhei rules show my-house.toml   check and print your own file\n\n\
    A rule-set file is TOML: id, title, title_en, description, description_en, game, and an [options] table.\n\
    Copy a shipped one (`tianhei rules show sharen`), change [options], and pass its path\n\
    wherever an id goes: `tianhei play my-house.toml --players 12`.";

/// Runs `tianhei rules`.
pub fn run(args: RulesArgs) -> Result<(), CliError> {
    match args.show {
        None => {
            print!("{}", list());
            Ok(())
        }
        Some(RulesCommand::Show { id }) => {
            let rules = super::load(&id)?;
            print!("{}", show(&rules));
            Ok(())
        }
    }
}

/// The table of shipped rule sets.
pub fn list() -> String {
    let all = tianhei_catalog::shipped();
    let id_w = all
        .iter()
        .map(|r| r.meta.id.chars().count())
        .max()
        .unwrap_or(0)
        .max(2);
    let game_w = all
        .iter()
        .map(|r| r.game.chars().count())
        .max()
        .unwrap_or(0)
        .max(4);
    let mut out = format!(
        "{:<id_w$}  {:<game_w$}  {:<9} {}\n",
        "ID", "GAME", "PLAYERS", "TITLE"
    );
    for r in &all {
        out += &format!(
            "{:<id_w$}  {:<game_w$}  {:<9} {} / {}\n",
            r.meta.id,
            r.game,
            describe_counts(&r.rules.seat_counts()),
            r.meta.title,
            r.meta.title_en
        );
    }
    out += "\nShow one: tianhei rules show ID    Play one: tianhei play ID --players N\n";
    out
}

/// One rule set: a summary, then its TOML text.
pub fn show(r: &RuleFile) -> String {
    let mut out = format!("{} — {} / {}\n", r.meta.id, r.meta.title, r.meta.title_en);
    for d in [&r.meta.description, &r.meta.description_en] {
        if !d.is_empty() {
            out += &format!("{d}\n");
        }
    }
    out += &format!(
        "game: {}    players: {}\n\n",
        r.game,
        describe_counts(&r.rules.seat_counts())
    );
    out += &r.source;
    if !r.source.ends_with('\n') {
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_names_every_shipped_rule_set() {
        let text = list();
        for r in tianhei_catalog::shipped() {
            assert!(text.contains(&r.meta.id), "{} missing", r.meta.id);
        }
    }

    #[test]
    fn show_prints_the_summary_and_the_file() {
        let r = super::super::load("mini-wolf").unwrap();
        let text = show(&r);
        assert!(text.starts_with("mini-wolf — "));
        assert!(text.contains("players: 4–8"));
        assert!(text.contains("wolves_from"));
    }
}
