//! Rulings on the night (`shared/rulings/langren.md`, "Night"): the order of the steps,
//! the narration, the guard, the wolves' group decision, the witch's potions, the 预言家.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_langren::{LangrenRules, rules::SelfSave};

/// The guard board's whole night, every step called.
const GUARD_NIGHT: [&str; 15] = [
    "天黑了，请大家闭眼。",
    "守卫请睁眼。",
    "你要守护谁？",
    "守卫请闭眼。",
    "狼人请睁眼。",
    "狼人请确认同伴，统一意见杀掉一位玩家。",
    "狼人请闭眼。",
    "女巫请睁眼。",
    "今晚他被杀了，你要用解药吗？",
    "你要用毒药吗？",
    "女巫请闭眼。",
    "预言家请睁眼。",
    "你要查验谁？",
    "预言家请闭眼。",
    "天亮了，请大家睁眼。",
];

fn texts(g: &tianhei_langren::LangrenGame, k: u32) -> Vec<String> {
    narration_of_night(g, k).into_iter().map(|l| l.0).collect()
}

/// "Night (order: 守卫 → 狼人 → 女巫 → 预言家)".
#[test]
fn the_night_calls_the_guard_then_the_wolves_then_the_witch_then_the_seer() {
    let mut g = table(GUARD_BOARD);
    let order = night(&mut g, &Night::kill(5).guard(6).check(1));
    let kill = Q::Night(Step::Wolves);
    assert_eq!(
        order,
        [
            (12, Q::Night(Step::Guard)),
            (1, kill),
            (2, kill),
            (3, kill),
            (4, kill),
            (10, Q::Night(Step::Witch)),
            (9, Q::Night(Step::Seer))
        ]
    );
    assert_eq!(texts(&g, 1), GUARD_NIGHT);
}

/// "…every step narrated every night with the same pacing, whether its role is alive or
/// not, so timing leaks nothing": the guard, the witch and the 预言家 die, and the next
/// night reads the same lines with the same pauses, asking only the wolves.
#[test]
fn every_step_is_narrated_with_the_same_pauses_whether_its_role_is_alive_or_not() {
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(12).poison(9).check(1));
    assert_eq!(alive(&g), seats_except(1, 12, &[9, 12]));
    exits(&mut g, None);
    all_words(&mut g);
    speak_all(&mut g);
    vote_all(&mut g, 10);
    exits(&mut g, None);
    words(&mut g);
    assert!(!g.town().is_alive(seat(10)), "the witch is voted out");
    let order = night(&mut g, &Night::kill(5));
    assert!(
        order.iter().all(|(_, k)| *k == Q::Night(Step::Wolves)),
        "{order:?}"
    );
    assert_eq!(
        narration_of_night(&g, 2),
        narration_of_night(&g, 1),
        "same lines, same pauses"
    );
}

/// A role the board does not deal is not called at all: `langren` has no guard.
#[test]
fn a_role_not_on_the_board_is_not_called() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5));
    let lines = texts(&g, 1);
    assert!(lines.iter().all(|l| !l.contains("守卫")), "{lines:?}");
    assert_eq!(lines.len(), 12);
}

/// "守卫 protects one seat, himself included, not the same seat two nights running."
#[test]
fn the_guard_protects_one_seat_himself_included_not_the_same_seat_two_nights_running() {
    let mut g = table(GUARD_BOARD);
    let opts = options_of(&g, 12);
    assert!(opts.contains(&on(12)), "himself: {opts:?}");
    assert_eq!(opts.iter().filter(|k| k.starts_with("seat:")).count(), 12);
    night(&mut g, &Night::kill(5).guard(6));
    exits(&mut g, None);
    all_words(&mut g);
    speak_all(&mut g);
    vote(&mut g, &[]);
    let opts = options_of(&g, 12);
    assert!(!opts.contains(&on(6)), "not 6号 again: {opts:?}");
    assert!(opts.contains(&on(12)));
    night(&mut g, &Night::kill(7).guard(12));
    exits(&mut g, None);
    speak_all(&mut g);
    vote(&mut g, &[]);
    assert!(
        options_of(&g, 12).contains(&on(6)),
        "6号 again after a night between"
    );
}

/// "A protected seat survives the wolves' kill."
#[test]
fn a_protected_seat_survives_the_wolves_kill() {
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(5).guard(5));
    assert_eq!(alive(&g).len(), 12);
    assert!(heard(&g, "昨晚是平安夜，没有人死亡"));
}

/// "Protected and saved by the 女巫 on the same night (同守同救): the seat dies."
#[test]
fn protected_and_saved_the_same_night_the_seat_dies() {
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(5).guard(5).save());
    assert_eq!(alive(&g), seats_except(1, 12, &[5]));
    assert!(heard(&g, "昨晚死亡：5号"));
    assert!(moderator_lines(&g).contains(&"5号同守同救，死亡".to_string()));
    // Saved alone, the seat lives.
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(5).guard(6).save());
    assert_eq!(alive(&g).len(), 12);
}

/// "The guard does not stop poison."
#[test]
fn the_guard_does_not_stop_poison() {
    let mut g = table(GUARD_BOARD);
    night(&mut g, &Night::kill(5).guard(6).poison(6));
    assert_eq!(alive(&g), seats_except(1, 12, &[5, 6]));
    assert!(heard(&g, "昨晚死亡：5号、6号"));
}

/// "狼人 agree on one victim (group decision as in 杀人游戏: re-ask on disagreement…)".
#[test]
fn disagreeing_wolves_are_asked_again_seeing_each_others_picks() {
    let mut g = table(BOARD);
    for (w, t) in [(1, 5), (2, 6), (3, 6), (4, 6)] {
        pick(&mut g, w, t);
    }
    assert_eq!(asked(&g).len(), 4, "asked again");
    assert!(prompt_of(&g, 1).text.zh.contains("第2轮"));
    let shown = "意见不一致：1号→5号，2号→6号，3号→6号，4号→6号".to_string();
    for n in 1..=12 {
        assert_eq!(lines_for(&g, n).contains(&shown), n <= 4, "{n}号");
    }
    assert!(!public_lines(&g).contains(&shown));
    let group = view(&g, 1)
        .town
        .me
        .unwrap()
        .group
        .expect("the wolf sees the group");
    assert_eq!(group.round, 2);
    assert_eq!(group.previous.len(), 4);
    assert!(view(&g, 5).town.me.unwrap().group.is_none());
    for w in 1..=4 {
        pick(&mut g, w, 6);
    }
    assert_eq!(asked(&g), [(10, Q::Night(Step::Witch))]);
    assert!(lines_for(&g, 2).contains(&"狼人决定：6号".to_string()));
}

/// "…then the most picked, ties by the seeded generator".
#[test]
fn after_the_consensus_rounds_the_most_picked_victim_wins_ties_by_the_generator() {
    let rules = LangrenRules {
        consensus_rounds: 2,
        ..plain()
    };
    let decide = |seed: u64, picks: [usize; 4]| {
        let mut g = tianhei_langren::LangrenGame::with_roles(rules.clone(), deal(BOARD), seed);
        for _ in 0..2 {
            for (w, &t) in picks.iter().enumerate() {
                pick(&mut g, w + 1, t);
            }
        }
        assert_eq!(asked(&g), [(10, Q::Night(Step::Witch))], "no third round");
        lines_for(&g, 1)
            .into_iter()
            .find(|l| l.starts_with("狼人决定"))
            .unwrap()
    };
    assert_eq!(decide(1, [5, 6, 6, 7]), "狼人决定：6号");
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..24 {
        let v = decide(seed, [5, 5, 6, 6]);
        assert_eq!(
            v,
            decide(seed, [5, 5, 6, 6]),
            "the same seed decides the same way"
        );
        seen.insert(v);
    }
    assert_eq!(seen.len(), 2, "both tied picks win for some seed");
}

/// "`allow_no_kill` (false): they may choose nobody (空刀)."
#[test]
fn the_wolves_may_kill_nobody_only_with_allow_no_kill() {
    let g = table(BOARD);
    assert!(!options_of(&g, 1).contains(&"no_kill".to_string()));
    let mut g = table_with(
        LangrenRules {
            allow_no_kill: true,
            ..plain()
        },
        BOARD,
    );
    assert!(options_of(&g, 1).contains(&"no_kill".to_string()));
    night(&mut g, &Night::no_kill());
    assert_eq!(alive(&g).len(), 12);
    assert!(heard(&g, "昨晚是平安夜，没有人死亡"));
}

/// "女巫 has one antidote and one poison, and may use at most one per night."
#[test]
fn the_witch_has_one_antidote_and_one_poison_and_uses_at_most_one_a_night() {
    let mut g = table(BOARD);
    for w in 1..=4 {
        pick(&mut g, w, 5);
    }
    let p = prompt_of(&g, 10);
    assert_eq!(
        (p.min, p.max),
        (1, 1),
        "one pick: save, or poison, or nothing"
    );
    let keys = options_of(&g, 10);
    assert_eq!(keys[0], "pass");
    assert!(keys.contains(&"save".to_string()));
    assert_eq!(
        keys.iter().filter(|k| k.starts_with("poison:")).count(),
        11,
        "anyone but herself"
    );
    act(&mut g, 10, "save");
    night(&mut g, &Night::default());
    assert_eq!(alive(&g).len(), 12);
    speak_all(&mut g);
    vote(&mut g, &[]);
    night(&mut g, &Night::kill(6).poison(7));
    assert_eq!(alive(&g), seats_except(1, 12, &[6, 7]));
    exits(&mut g, None);
    speak_all(&mut g);
    vote(&mut g, &[]);
    for w in 1..=4 {
        pick(&mut g, w, 8);
    }
    assert_eq!(
        asked(&g),
        [(9, Q::Night(Step::Seer))],
        "both potions spent: she has nothing to decide"
    );
    assert!(
        texts(&g, 3).contains(&"女巫请睁眼。".to_string()),
        "but she is called"
    );
}

/// "While she has the antidote she is told tonight's victim; once it is spent she is
/// told nothing."
#[test]
fn while_she_has_the_antidote_the_witch_is_told_the_victim_once_spent_nothing() {
    let mut g = table(BOARD);
    for w in 1..=4 {
        pick(&mut g, w, 5);
    }
    assert!(lines_for(&g, 10).contains(&"今晚5号被杀".to_string()));
    assert!(prompt_of(&g, 10).text.zh.contains("今晚5号被杀"));
    assert_eq!(view(&g, 10).town.me.unwrap().own.told, Some(Some(seat(5))));
    act(&mut g, 10, "save");
    night(&mut g, &Night::default());
    speak_all(&mut g);
    vote(&mut g, &[]);
    for w in 1..=4 {
        pick(&mut g, w, 6);
    }
    let p = prompt_of(&g, 10);
    assert!(!p.text.zh.contains("6号"), "{}", p.text.zh);
    assert!(p.text.zh.contains("解药已用完"));
    assert!(!options_of(&g, 10).contains(&"save".to_string()));
    assert!(!lines_for(&g, 10).iter().any(|l| l.contains("6号")));
    assert_eq!(view(&g, 10).town.me.unwrap().own.told, None);
}

/// "`witch_self_save`: "first_night" (default: she may save herself on night 1 only)".
#[test]
fn the_witch_may_save_herself_on_the_first_night_only_by_default() {
    let mut g = table(BOARD);
    for w in 1..=4 {
        pick(&mut g, w, 10);
    }
    assert!(
        options_of(&g, 10).contains(&"save".to_string()),
        "night 1: yes"
    );
    act(&mut g, 10, "pass");
    night(&mut g, &Night::default());
    assert!(!g.town().is_alive(seat(10)));
    // On night 2 she may not.
    let mut g = table_with(
        LangrenRules {
            allow_no_kill: true,
            ..plain()
        },
        BOARD,
    );
    night(&mut g, &Night::no_kill());
    speak_all(&mut g);
    vote(&mut g, &[]);
    for w in 1..=4 {
        pick(&mut g, w, 10);
    }
    assert!(
        prompt_of(&g, 10).text.zh.contains("今晚10号被杀"),
        "she is told"
    );
    assert!(
        !options_of(&g, 10).contains(&"save".to_string()),
        "night 2: no"
    );
}

/// "…"never", "always"."
#[test]
fn witch_self_save_never_and_always() {
    for (option, night1, night2) in [
        (SelfSave::Never, false, false),
        (SelfSave::Always, true, true),
    ] {
        let rules = LangrenRules {
            witch_self_save: option,
            allow_no_kill: true,
            ..plain()
        };
        let mut g = table_with(rules.clone(), BOARD);
        for w in 1..=4 {
            pick(&mut g, w, 10);
        }
        assert_eq!(
            options_of(&g, 10).contains(&"save".to_string()),
            night1,
            "{option:?}, night 1"
        );
        let mut g = table_with(rules, BOARD);
        night(&mut g, &Night::no_kill());
        speak_all(&mut g);
        vote(&mut g, &[]);
        for w in 1..=4 {
            pick(&mut g, w, 10);
        }
        assert_eq!(
            options_of(&g, 10).contains(&"save".to_string()),
            night2,
            "{option:?}, night 2"
        );
    }
}

/// "预言家 checks one living seat and learns 好人 or 狼人" — "to that seat only".
#[test]
fn the_seer_checks_one_seat_alive_and_alone_learns_good_or_wolf() {
    let mut g = table(BOARD);
    for w in 1..=4 {
        pick(&mut g, w, 5);
    }
    act(&mut g, 10, "pass");
    let opts = options_of(&g, 9);
    assert_eq!(opts.len(), 11, "every living seat but himself");
    pick(&mut g, 9, 2);
    assert!(lines_for(&g, 9).contains(&"查验2号：狼人".to_string()));
    for n in (1..=12).filter(|&n| n != 9) {
        assert!(
            !lines_for(&g, n).iter().any(|l| l.starts_with("查验")),
            "{n}号"
        );
        assert!(view(&g, n).town.me.unwrap().own.checks.is_empty());
    }
    assert_eq!(view(&g, 9).town.me.unwrap().own.checks.len(), 1);
    assert!(!public_lines(&g).iter().any(|l| l.starts_with("查验")));
}

/// Night prompts are secret and the public view and scene do not move while the night's
/// roles act.
#[test]
fn night_prompts_are_secret_and_the_public_view_does_not_move() {
    let mut g = table(GUARD_BOARD);
    let public = (g.view(Viewer::Public).to_json(), g.scene(Viewer::Public));
    let steps: Vec<(usize, String)> = vec![
        (12, on(5)),
        (1, on(6)),
        (2, on(6)),
        (3, on(6)),
        (4, on(6)),
        (10, "save".into()),
    ];
    for (n, key) in steps {
        assert!(g.prompts().iter().all(|p| p.secret), "{:?}", asked(&g));
        act(&mut g, n, &key);
        assert_eq!(
            (g.view(Viewer::Public).to_json(), g.scene(Viewer::Public)),
            public,
            "after {n}号"
        );
    }
}
