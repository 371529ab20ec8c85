//! Rulings on the board (`shared/rulings/langren.md`, "Board"): the `langren` and
//! `langren-guard` boards, the 9-player table, sides and 神, the wolves knowing each other,
//! and every option of the rulings in the shipped rule-set files.

mod support;

use std::collections::BTreeSet;

use support::*;
use tianhei_core::{RuleSet, Viewer, nightday::SecretRole};
use tianhei_langren::{LangrenGame, LangrenRules, Role, Side};

const LANGREN: &str = include_str!("../../../rules/langren.toml");
const LANGREN_GUARD: &str = include_str!("../../../rules/langren-guard.toml");

/// The options of a shipped rule-set file.
fn options(file: &str) -> toml::Table {
    let t: toml::Table = toml::from_str(file).expect("TOML");
    t["options"].as_table().expect("[options]").clone()
}

/// The rules of a shipped rule-set file.
fn rules_of(file: &str) -> LangrenRules {
    options(file).try_into().expect("langren options")
}

/// How many of each role a deal of `n` gives, in the order of `tianhei_langren::role::ROLES`.
fn counts(rules: &LangrenRules, n: usize, seed: u64) -> [usize; 7] {
    let g = LangrenGame::deal(rules.clone(), n, seed).expect("deal");
    tianhei_langren::role::ROLES.map(|r| g.town().roles().iter().filter(|&&x| x == r).count())
}

/// "`langren` (12 players): 4 狼人, 4 平民, 预言家, 女巫, 猎人, 白痴." Counts are [wolf,
/// villager, seer, witch, hunter, idiot, guard].
#[test]
fn langren_deals_four_wolves_four_villagers_seer_witch_hunter_idiot_to_twelve() {
    let rules = rules_of(LANGREN);
    for seed in 0..20 {
        assert_eq!(counts(&rules, 12, seed), [4, 4, 1, 1, 1, 1, 0]);
    }
}

/// "`langren-guard` swaps 白痴 for 守卫."
#[test]
fn langren_guard_swaps_the_idiot_for_the_guard() {
    let rules = rules_of(LANGREN_GUARD);
    assert_eq!(counts(&rules, 12, 3), [4, 4, 1, 1, 1, 0, 1]);
    assert_eq!(rules.seat_counts(), [12]);
}

/// "A rule-set file may give other tables (9 players: 3 狼人, 3 平民, 预言家, 女巫, 猎人)."
#[test]
fn the_nine_player_table_deals_three_wolves_three_villagers_seer_witch_hunter() {
    let rules = rules_of(LANGREN);
    assert_eq!(rules.seat_counts(), [9, 12]);
    assert_eq!(counts(&rules, 9, 5), [3, 3, 1, 1, 1, 0, 0]);
}

/// A player count with no board is refused, saying which counts the rule set seats.
#[test]
fn a_count_without_a_board_is_refused_with_the_counts_there_are() {
    let err = LangrenGame::deal(rules_of(LANGREN), 10, 1).expect_err("no board for 10");
    let text = err.to_string();
    assert!(
        text.contains("10") && text.contains('9') && text.contains("12"),
        "{text}"
    );
}

/// The deal is shuffled from the seed: the same seed deals the same seats.
#[test]
fn the_deal_comes_from_the_seed() {
    let rules = rules_of(LANGREN);
    let deal = |seed| {
        LangrenGame::deal(rules.clone(), 12, seed)
            .unwrap()
            .town()
            .roles()
            .to_vec()
    };
    assert_eq!(deal(9), deal(9));
    assert!((0..10).any(|s| deal(s) != deal(9)));
}

/// "Sides: 狼人 (wolves) against 好人 (everyone else); 神 = 预言家, 女巫, 猎人, 白痴, 守卫;
/// 民 = 平民."
#[test]
fn wolves_are_against_everyone_else_and_the_gods_are_the_five_powers() {
    for r in tianhei_langren::role::ROLES {
        let side = if r == Role::Wolf {
            Side::Wolves
        } else {
            Side::Good
        };
        assert_eq!(r.side(), side, "{r:?}");
        assert_eq!(
            r.is_god(),
            !matches!(r, Role::Wolf | Role::Villager),
            "{r:?}"
        );
    }
}

/// "Wolves know each other from the first night"; nobody else learns another's role.
#[test]
fn wolves_know_each_other_from_the_first_night() {
    let g = table(BOARD);
    let wolf = view(&g, 2);
    let pack: Vec<usize> = wolf
        .town
        .me
        .as_ref()
        .unwrap()
        .team
        .iter()
        .map(|s| s.number())
        .collect();
    assert_eq!(pack, [1, 3, 4]);
    for n in [1, 3, 4] {
        assert_eq!(wolf.town.seats[n - 1].role, Some(Role::Wolf));
    }
    assert!(
        lines_for(&g, 2)
            .iter()
            .any(|l| l.contains("1号") && l.contains("3号") && l.contains("4号"))
    );
    for n in 5..=12 {
        let v = view(&g, n);
        assert!(v.town.me.as_ref().unwrap().team.is_empty(), "{n}号");
        let known: Vec<usize> = v
            .town
            .seats
            .iter()
            .filter(|s| s.role.is_some())
            .map(|s| s.seat.number())
            .collect();
        assert_eq!(known, [n], "{n}号 knows only itself");
    }
    assert!(
        view_as(&g, Viewer::Public)
            .town
            .seats
            .iter()
            .all(|s| s.role.is_none())
    );
}

/// "Options named here are fields of the rule-set file": both shipped files set every
/// option, and each loads without a problem.
#[test]
fn every_option_of_the_rulings_is_in_the_shipped_files() {
    let fields: BTreeSet<String> = serde_json::to_value(LangrenRules::default())
        .unwrap()
        .as_object()
        .unwrap()
        .keys()
        .cloned()
        .collect();
    for (name, file) in [("langren", LANGREN), ("langren-guard", LANGREN_GUARD)] {
        let keys: BTreeSet<String> = options(file).keys().cloned().collect();
        assert_eq!(keys, fields, "{name}");
        assert!(rules_of(file).check().is_empty(), "{name}");
    }
    let defaults = LangrenRules {
        tables: Default::default(),
        ..rules_of(LANGREN)
    };
    assert_eq!(
        defaults,
        LangrenRules::default(),
        "the file's values are the defaults"
    );
}
