//! Rulings on roles, role tables, rule files and who knows whom
//! (`shared/rulings/sharen.md`, "Roles and table").

mod support;

use std::sync::Arc;

use support::*;
use tianhei_core::{BotKind, Match, RuleFile, Seat, Viewer, bot::play_out};
use tianhei_sharen::{self as _, Role, SharenGame, SharenRules};

fn counts(rules: &SharenRules, n: usize) -> [usize; 6] {
    let g = SharenGame::deal(rules.clone(), n, 11).expect("deal");
    let roles = view_as_mod_roles(&g);
    [
        Role::Police,
        Role::Civilian,
        Role::Killer,
        Role::Doctor,
        Role::SecretPolice,
        Role::SecretKiller,
    ]
    .map(|r| roles.iter().filter(|&&x| x == r).count())
}

fn view_as_mod_roles(g: &SharenGame) -> Vec<Role> {
    view_as(g, Viewer::Moderator)
        .moderator
        .expect("moderator")
        .roles
}

/// "11–14 players: 3 killers, 3 police, 1 doctor; the rest are civilians. `secret_police`
/// (default true) replaces one police with a 秘警; `secret_killer` (default true) replaces
/// one killer with a 秘匪." Counts are [police, civilian, killer, doctor, 秘警, 秘匪].
#[test]
fn eleven_to_fourteen_players_deal_three_killers_three_police_one_doctor() {
    let defaults = SharenRules::default();
    let classic = SharenRules {
        secret_police: false,
        secret_killer: false,
        ..SharenRules::default()
    };
    for n in 11..=14 {
        assert_eq!(
            counts(&defaults, n),
            [2, n - 7, 2, 1, 1, 1],
            "{n} players, secret roles"
        );
        assert_eq!(
            counts(&classic, n),
            [3, n - 7, 3, 1, 0, 0],
            "{n} players, classic"
        );
    }
}

/// "15–16 players: 4, 4, 1", with the same replacements.
#[test]
fn fifteen_and_sixteen_players_deal_four_killers_four_police_one_doctor() {
    let defaults = SharenRules::default();
    let classic = SharenRules {
        secret_police: false,
        secret_killer: false,
        ..SharenRules::default()
    };
    for n in 15..=16 {
        assert_eq!(
            counts(&defaults, n),
            [3, n - 9, 3, 1, 1, 1],
            "{n} players, secret roles"
        );
        assert_eq!(
            counts(&classic, n),
            [4, n - 9, 4, 1, 0, 0],
            "{n} players, classic"
        );
    }
}

/// "`secret_police` replaces one police with a 秘警; `secret_killer` replaces one killer
/// with a 秘匪" — each on its own (seed: 秘警加入则警察减一, 秘匪加入则杀手减一).
#[test]
fn secret_police_and_secret_killer_each_replace_one_of_their_side() {
    let only_sp = SharenRules {
        secret_killer: false,
        ..SharenRules::default()
    };
    let only_sk = SharenRules {
        secret_police: false,
        ..SharenRules::default()
    };
    assert_eq!(counts(&only_sp, 12), [2, 5, 3, 1, 1, 0]);
    assert_eq!(counts(&only_sk, 12), [3, 5, 2, 1, 0, 1]);
    assert_eq!(counts(&only_sp, 16), [3, 7, 4, 1, 1, 0]);
    assert_eq!(counts(&only_sk, 16), [4, 7, 3, 1, 0, 1]);
}

const HOUSE_EIGHT: &str = r#"
id = "sharen-8"
title = "杀人游戏（8人）"
title_en = "Police & Killers (8 players)"
game = "sharen"

[options]
secret_police = false
secret_killer = false

[options.tables.8]
police = 2
civilian = 3
killer = 2
doctor = 1
"#;

/// "A rule-set file may give its own role table for other counts (house rules for 8
/// players, say)": the file loads, seats 8, deals exactly its row and plays to the end.
#[test]
fn a_house_table_for_eight_players_loads_deals_its_row_and_plays() {
    let rules = Arc::new(RuleFile::parse(HOUSE_EIGHT).unwrap_or_else(|e| panic!("{e}")));
    assert!(rules.rules.seat_counts().contains(&8));
    for seed in 0..40u64 {
        let mut m = Match::new(rules.clone(), 8, seed).unwrap_or_else(|e| panic!("{e}"));
        let v = m.view(Viewer::Moderator);
        let roles = v
            .downcast_ref::<tianhei_sharen::SharenView>()
            .unwrap()
            .moderator
            .as_ref()
            .unwrap()
            .roles
            .clone();
        let count = |r: Role| roles.iter().filter(|&&x| x == r).count();
        assert_eq!(
            [Role::Police, Role::Civilian, Role::Killer, Role::Doctor].map(count),
            [2, 3, 2, 1],
            "seed {seed}"
        );
        let kind = if seed % 2 == 0 {
            BotKind::Heuristic
        } else {
            BotKind::Random
        };
        let mut bots: Vec<_> = (0..8)
            .map(|s| rules.rules.bot(kind, Seat(s), seed))
            .collect();
        play_out(&mut m, &mut bots, 10_000).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert!(m.outcome().is_some(), "seed {seed}: the 8-player game ends");
    }
}

/// "A count with no table is refused with a clear error."
#[test]
fn a_player_count_with_no_table_is_refused_with_a_clear_error() {
    let rules = RuleFile::parse(include_str!("../../../rules/sharen.toml")).unwrap();
    for n in [8, 10, 17] {
        let err = rules
            .start(n, 1)
            .err()
            .unwrap_or_else(|| panic!("{n} players must be refused"));
        let msg = err.to_string();
        assert!(
            msg.contains(&n.to_string()) && msg.contains("11–16"),
            "{n}: {msg}"
        );
    }
    let err = SharenGame::deal(SharenRules::default(), 10, 1).expect_err("10 players refused");
    assert!(
        err.to_string().contains("no role table for 10 players"),
        "{err}"
    );
}

/// "地雷 and 神仙 … not implemented; a rule-set file naming an unknown role is refused"
/// — and the error names the field.
#[test]
fn a_rule_file_naming_an_unknown_role_is_refused_naming_the_field() {
    let src = r#"
id = "sharen-mine"
title = "杀人游戏（地雷）"
title_en = "With a mine"
game = "sharen"

[options.tables.12]
police = 2
civilian = 4
killer = 2
doctor = 1
secret_police = 1
secret_killer = 1
"地雷" = 1
"#;
    let err = RuleFile::parse(src).expect_err("an unknown role is refused");
    let all = err.problems.join("\n");
    assert!(all.contains("地雷"), "{all}");
    assert!(
        all.contains("options.tables.12"),
        "the error names the field: {all}"
    );
}

/// "Killers know each other at the first night; a 秘匪 does not know the killers and they
/// do not know him until he uses his power."
#[test]
fn killers_know_each_other_from_the_first_night_but_not_the_unused_secret_killer() {
    let g = table("KKMPPTYCCCCC");
    assert_eq!(
        known_roles(&g, 1),
        vec![(1, Role::Killer), (2, Role::Killer)]
    );
    assert_eq!(
        known_roles(&g, 2),
        vec![(1, Role::Killer), (2, Role::Killer)]
    );
    assert_eq!(known_roles(&g, 3), vec![(3, Role::SecretKiller)]);
    assert!(
        lines_for(&g, 1).contains(&"杀手同伴：1号、2号".to_string()),
        "{:?}",
        lines_for(&g, 1)
    );
    assert!(
        lines_for(&g, 3).iter().all(|l| !l.contains("同伴")),
        "{:?}",
        lines_for(&g, 3)
    );
    assert_eq!(
        asked(&g),
        vec![(1, Q::Night(Step::Kill)), (2, Q::Night(Step::Kill))],
        "the 秘匪 does not wake with the killers"
    );
}

/// "…after which he wakes with them": from the next night he and the killers know each
/// other and choose the victim together.
#[test]
fn the_secret_killer_wakes_with_the_killers_the_night_after_using_his_power() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).secret(8).heal(12));
    // Still night 1's consequences: nobody knows yet.
    assert_eq!(
        known_roles(&g, 1),
        vec![(1, Role::Killer), (2, Role::Killer)]
    );
    assert_eq!(known_roles(&g, 3), vec![(3, Role::SecretKiller)]);
    assert_eq!(words(&mut g), Some(8));
    speak_all(&mut g);
    vote_all(&mut g, None);
    // Night 2: the killers' step wakes 1, 2 and 3 together.
    assert_eq!(
        asked(&g),
        vec![
            (1, Q::Night(Step::Kill)),
            (2, Q::Night(Step::Kill)),
            (3, Q::Night(Step::Kill))
        ]
    );
    let expected = vec![
        (1, Role::Killer),
        (2, Role::Killer),
        (3, Role::SecretKiller),
    ];
    assert_eq!(known_roles(&g, 1), expected);
    assert_eq!(known_roles(&g, 3), expected);
    for n in [1, 2, 3] {
        assert!(
            lines_for(&g, n).contains(&"秘匪3号加入杀手".to_string()),
            "{n}: {:?}",
            lines_for(&g, n)
        );
    }
    assert!(
        !options_of(&g, 1).contains(&on(3)),
        "the killers no longer target their partner"
    );
}

/// "Police know each other; the 秘警 is not known to them."
#[test]
fn police_know_each_other_but_not_the_secret_police() {
    let g = table("KKMPPTYCCCCC");
    assert_eq!(
        known_roles(&g, 4),
        vec![(4, Role::Police), (5, Role::Police)]
    );
    assert_eq!(
        known_roles(&g, 5),
        vec![(4, Role::Police), (5, Role::Police)]
    );
    assert_eq!(known_roles(&g, 6), vec![(6, Role::SecretPolice)]);
    assert!(lines_for(&g, 4).contains(&"警察同伴：4号、5号".to_string()));
    assert!(lines_for(&g, 6).iter().all(|l| !l.contains("同伴")));
    // Civilians and the doctor know only themselves.
    assert_eq!(known_roles(&g, 7), vec![(7, Role::Doctor)]);
    assert_eq!(known_roles(&g, 8), vec![(8, Role::Civilian)]);
}

/// "A rule-set file may give its own role table", and "Killer side = 杀手 and a spent
/// 秘匪 … all killers out → police side wins": a house table with a 秘匪 but no 杀手 is
/// won by the police at the first dawn unless the 秘匪 acts at once (and the killers'
/// step is narrated with nobody to wake). Like a table with a 秘警 but no 警察, which is
/// refused, it must be refused.
#[test]
fn a_house_table_without_a_killer_is_refused() {
    let src = r#"
id = "sharen-6"
title = "杀人游戏（6人）"
title_en = "Police & Killers (6 players)"
game = "sharen"

[options.tables.6]
police = 2
civilian = 2
doctor = 1
secret_killer = 1
"#;
    let no_police = src.replace(
        "police = 2\ncivilian = 2",
        "secret_police = 1\nkiller = 1\ncivilian = 2",
    );
    let err = RuleFile::parse(&no_police).expect_err("control: a 秘警 but no 警察 is refused");
    assert!(
        err.to_string()
            .contains("needs at least one killer and one police"),
        "{err}"
    );
    // What such a deal plays like: the police win at the first dawn, nobody out.
    let mut g = table("MPPYCC");
    night(&mut g, &Night::default().heal(5));
    assert_eq!(
        (alive(&g).len(), result(&g).as_deref()),
        (6, Some("police"))
    );
    let err = RuleFile::parse(src).expect_err("a table with a 秘匪 but no 杀手 is refused");
    assert!(
        err.problems.iter().any(|p| p.contains("options.tables.6")),
        "{err}"
    );
}

/// A table whose only "civilian" is an unused 秘警: the end check counts 平民 (and a spent
/// 秘警) as civilians, so the killers win at the first check whatever happens. Refused.
#[test]
fn a_house_table_whose_only_civilian_is_a_secret_police_is_refused() {
    let src = r#"
id = "sharen-7"
title = "杀人游戏（7人）"
title_en = "Police & Killers (7 players)"
game = "sharen"

[options.tables.7]
police = 2
killer = 2
doctor = 1
secret_police = 1
secret_killer = 1
"#;
    let err = RuleFile::parse(src).expect_err("no 平民: refused");
    assert!(err.to_string().contains("needs at least one 平民"), "{err}");
    // What such a deal plays like: the killers win at the first check.
    let mut g = table("PPKKYTM");
    night(&mut g, &Night::kill(1).heal(1));
    assert_eq!(result(&g).as_deref(), Some("killers"));
}

/// The file of the hardening issue: three wrong options, all three named at once.
#[test]
fn a_rule_file_with_three_wrong_options_names_all_three() {
    let src = r#"
id = "bad"
title = "坏"
title_en = "Bad"
game = "sharen"

[options]
secret_police = "yes"
consensus_rounds = -1
peaceful_night = "party"
"#;
    let err = RuleFile::parse(src).expect_err("refused");
    for field in [
        "options.secret_police",
        "options.consensus_rounds",
        "options.peaceful_night",
    ] {
        assert!(err.to_string().contains(field), "{field}: {err}");
    }
    assert_eq!(err.problems.len(), 3, "{err}");
}

/// A house table for more seats than a table has is refused when the file loads, not
/// later when a game is dealt.
#[test]
fn a_house_table_above_64_seats_is_refused_when_the_file_loads() {
    let src = r#"
id = "huge"
title = "大"
title_en = "Huge"
game = "sharen"

[options.tables.80]
police = 20
killer = 20
civilian = 40
"#;
    let err = RuleFile::parse(src).expect_err("80 seats: refused");
    assert!(err.to_string().contains("1–64"), "{err}");
}
