//! Rulings on the night script, group decisions and the 秘匪's and 秘警's powers
//! (`shared/rulings/sharen.md`, "Night").

mod support;

use support::*;
use tianhei_core::Table;
use tianhei_sharen::{Role, SharenPlay, SharenRules};

/// The seed's night script with every step called (nobody dies: the doctor saves the
/// killers' victim).
const FULL_NIGHT: [&str; 17] = [
    "天黑了，请大家闭眼。",
    "杀手请睁眼。",
    "杀手请确认同伴，统一意见杀掉一位玩家。",
    "杀手请闭眼。",
    "秘匪请睁眼。",
    "是否行使权利？",
    "秘匪请闭眼。",
    "秘警请睁眼。",
    "是否行使权利？",
    "秘警请闭眼。",
    "医生请睁眼。",
    "请选择医治对象。",
    "医生请闭眼。",
    "警察请睁眼。",
    "警察请确认同伴，统一意见选择要验证身份的玩家。",
    "警察请闭眼。",
    "天亮了，请大家睁眼。",
];

/// "Night (order of the seed: killers → 秘匪 → 秘警 → doctor → police)", each step
/// narrated.
#[test]
fn the_night_calls_killers_then_secret_killer_then_secret_police_then_doctor_then_police() {
    let mut g = table("KKMPPTYCCCCC");
    let order = night(&mut g, &Night::kill(8).heal(8).check(9));
    assert_eq!(
        order,
        [
            (1, Q::Night(Step::Kill)),
            (2, Q::Night(Step::Kill)),
            (3, Q::Night(Step::SecretKill)),
            (6, Q::Night(Step::Execute)),
            (7, Q::Night(Step::Heal)),
            (4, Q::Night(Step::Check)),
            (5, Q::Night(Step::Check))
        ]
    );
    assert_eq!(narration_texts(&g, 1), FULL_NIGHT);
    // Nobody died and the day is skipped: night 2 runs the same script.
    night(&mut g, &Night::kill(9).heal(9));
    assert_eq!(narration_texts(&g, 2), FULL_NIGHT);
}

/// "Every step is narrated every night with the same pacing, whether its role is alive,
/// dead or spent … The doctor is always called."
#[test]
fn the_doctor_is_called_with_the_same_lines_and_pacing_when_dead() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(7).heal(9));
    assert_eq!(alive(&g), seats_except(1, 12, &[7]));
    assert_eq!(words(&mut g), Some(7));
    speak_all(&mut g);
    vote_all(&mut g, None);
    let order = night(&mut g, &Night::kill(10));
    assert!(
        order.iter().all(|(_, k)| *k != Q::Night(Step::Heal)),
        "a dead doctor is not asked: {order:?}"
    );
    assert_eq!(
        narration_of_night(&g, 2),
        narration_of_night(&g, 1),
        "same lines, same pauses"
    );
}

/// "Once the 秘警 or 秘匪 … has used the power, their step is no longer called."
#[test]
fn secret_steps_are_no_longer_called_once_their_power_is_used() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).secret(9).execute(10).heal(12));
    assert_eq!(alive(&g), seats_except(1, 12, &[9]));
    assert_eq!(words(&mut g), Some(9));
    speak_all(&mut g);
    vote_all(&mut g, None);
    let order = night(&mut g, &Night::kill(11).heal(11));
    assert_eq!(
        order,
        [
            (1, Q::Night(Step::Kill)),
            (2, Q::Night(Step::Kill)),
            (3, Q::Night(Step::Kill)),
            (7, Q::Night(Step::Heal)),
            (4, Q::Night(Step::Check)),
            (5, Q::Night(Step::Check))
        ]
    );
    let lines = narration_texts(&g, 2);
    assert!(
        lines
            .iter()
            .all(|l| !l.contains("秘匪") && !l.contains("秘警")),
        "{lines:?}"
    );
    assert!(lines.contains(&"医生请睁眼。".to_string()));
}

/// "Once the 秘警 or 秘匪 is out … their step is no longer called."
#[test]
fn secret_steps_are_no_longer_called_once_their_role_is_out() {
    let mut g = table("KKMPPTYCCCCC");
    // The 秘警 executes the unused 秘匪, who dies; the 秘警 is spent.
    night(&mut g, &Night::kill(6).execute(3).heal(12));
    assert_eq!(alive(&g), seats_except(1, 12, &[3, 6]));
    assert_eq!(words(&mut g), None, "two out at once: no last words");
    speak_all(&mut g);
    vote_all(&mut g, None);
    let order = night(&mut g, &Night::kill(11).heal(11));
    assert!(
        order
            .iter()
            .all(|(_, k)| *k != Q::Night(Step::SecretKill) && *k != Q::Night(Step::Execute)),
        "{order:?}"
    );
    let lines = narration_texts(&g, 2);
    assert!(
        lines
            .iter()
            .all(|l| !l.contains("秘匪") && !l.contains("秘警")),
        "{lines:?}"
    );
}

/// "Group decisions: every living member picks. If they disagree they are asked again,
/// seeing each other's picks."
#[test]
fn disagreeing_killers_are_asked_again_seeing_their_partners_picks() {
    let mut g = table("KKMPPTYCCCCC");
    pick(&mut g, 1, 8);
    assert_eq!(
        asked(&g),
        vec![(2, Q::Night(Step::Kill))],
        "the other killer still picks"
    );
    pick(&mut g, 2, 9);
    assert_eq!(
        asked(&g),
        vec![(1, Q::Night(Step::Kill)), (2, Q::Night(Step::Kill))],
        "asked again"
    );
    let shown = "意见不一致：1号→8号，2号→9号".to_string();
    assert!(lines_for(&g, 1).contains(&shown) && lines_for(&g, 2).contains(&shown));
    assert!(
        !lines_for(&g, 3).contains(&shown),
        "the unused 秘匪 does not see the killers' picks"
    );
    assert!(!lines_for(&g, 4).contains(&shown));
    assert!(!public_lines(&g).contains(&shown));
    let group = view(&g, 2)
        .town
        .me
        .unwrap()
        .group
        .expect("the killer sees the group");
    assert_eq!(group.round, 2);
    assert_eq!(
        group.previous,
        vec![(seat(1), Some(seat(8))), (seat(2), Some(seat(9)))]
    );
    // They agree in round 2.
    pick(&mut g, 1, 9);
    pick(&mut g, 2, 9);
    assert_eq!(asked(&g), vec![(3, Q::Night(Step::SecretKill))]);
    assert!(moderator_lines(&g).contains(&"杀手杀9号".to_string()));
}

/// "After `consensus_rounds` (3) the most-picked wins."
#[test]
fn after_the_consensus_rounds_the_most_picked_victim_wins() {
    let classic = SharenRules {
        secret_police: false,
        secret_killer: false,
        ..SharenRules::default()
    };
    let mut g = table_with(classic, "KKKPPPYCCCCC");
    for round in 1..=3 {
        assert_eq!(
            asked(&g).len(),
            3,
            "round {round}: the three killers are asked"
        );
        pick(&mut g, 1, 8);
        pick(&mut g, 2, 9);
        pick(&mut g, 3, 9);
    }
    assert_eq!(
        asked(&g),
        vec![(7, Q::Night(Step::Heal))],
        "no fourth round"
    );
    assert!(
        lines_for(&g, 1).contains(&"杀手决定：9号".to_string()),
        "{:?}",
        lines_for(&g, 1)
    );
    act(&mut g, 7, &on(12));
    night(&mut g, &Night::default());
    assert_eq!(alive(&g), seats_except(1, 12, &[9]));
}

/// "…ties broken by the seeded generator": the same seed gives the same victim, and
/// both tied picks occur over seeds.
#[test]
fn a_tie_after_the_consensus_rounds_is_broken_by_the_seeded_generator() {
    let classic = SharenRules {
        secret_police: false,
        secret_killer: false,
        ..SharenRules::default()
    };
    let victim = |seed: u64| {
        let mut g =
            tianhei_sharen::SharenGame::with_roles(classic.clone(), deal("KKPPPYCCCCCC"), seed);
        for _ in 0..3 {
            pick(&mut g, 1, 8);
            pick(&mut g, 2, 9);
        }
        let chosen: Vec<String> = lines_for(&g, 1)
            .into_iter()
            .filter(|l| l.starts_with("杀手决定"))
            .collect();
        assert_eq!(chosen.len(), 1);
        chosen[0].clone()
    };
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..32 {
        let v = victim(seed);
        assert_eq!(v, victim(seed), "seed {seed} decides the same way twice");
        assert!(v == "杀手决定：8号" || v == "杀手决定：9号", "{v}");
        seen.insert(v);
    }
    assert_eq!(seen.len(), 2, "both tied picks win for some seed");
}

/// Group decisions apply to the police check too: disagreement asks again, picks shown.
#[test]
fn disagreeing_police_are_asked_again_seeing_their_partners_picks() {
    let mut g = table("KKMPPTYCCCCC");
    for (n, key) in [
        (1, on(3)),
        (2, on(3)),
        (3, "pass".into()),
        (6, "pass".into()),
        (7, on(12)),
    ] {
        act(&mut g, n, &key);
    }
    pick(&mut g, 4, 1);
    pick(&mut g, 5, 2);
    assert_eq!(
        asked(&g),
        vec![(4, Q::Night(Step::Check)), (5, Q::Night(Step::Check))]
    );
    let shows = |n: usize| {
        lines_for(&g, n)
            .iter()
            .any(|l| l.starts_with("意见不一致") && l.contains("4号→1号") && l.contains("5号→2号"))
    };
    assert!(shows(4) && shows(5), "{:?}", lines_for(&g, 4));
    assert!(!shows(6), "the 秘警 is not one of the police");
    assert!(!public_lines(&g).iter().any(|l| l.starts_with("意见不一致")));
    assert_eq!(view(&g, 5).town.me.unwrap().group.unwrap().round, 2);
}

/// "`allow_no_kill` (false): killers may pass" only when the option is on.
#[test]
fn killers_may_kill_nobody_only_when_allow_no_kill_is_on() {
    let g = table("KKMPPTYCCCCC");
    assert!(
        !options_of(&g, 1).contains(&"no_kill".to_string()),
        "{:?}",
        options_of(&g, 1)
    );
    let mut g = table_with(
        SharenRules {
            allow_no_kill: true,
            ..SharenRules::default()
        },
        "KKMPPTYCCCCC",
    );
    assert!(options_of(&g, 1).contains(&"no_kill".to_string()));
    night(&mut g, &Night::no_kill().heal(12));
    assert_eq!(alive(&g).len(), 12, "nobody died");
    assert_eq!(g.night(), 2, "a peaceful night goes straight on");
}

/// "The 秘匪 may kill anyone but a killer, once; then he becomes a killer."
#[test]
fn the_secret_killer_kills_once_then_plays_as_a_killer() {
    let mut g = table("KKMPPTYCCCCC");
    assert!(
        options_of(&g, 1).contains(&on(3)),
        "the killers do not know him"
    );
    night(&mut g, &Night::kill(3).secret(6).heal(12));
    assert_eq!(
        alive(&g),
        seats_except(1, 12, &[6]),
        "the 秘匪 may kill the 秘警"
    );
    assert_eq!(view(&g, 3).town.me.unwrap().own.playing, Role::Killer);
    assert!(
        lines_for(&g, 3)
            .iter()
            .any(|l| l.contains("你行使了权利：杀6号"))
    );
}

/// "The 秘匪 may kill anyone but a killer": his kill on a killer does nothing.
#[test]
fn the_secret_killer_cannot_kill_a_killer() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).secret(1).heal(12));
    assert_eq!(alive(&g).len(), 12, "the killer 1号 survives");
    assert_eq!(g.night(), 2);
}

/// "Killers cannot kill a 秘匪: their kill on him has no effect."
#[test]
fn the_killers_cannot_kill_an_unused_secret_killer() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(12));
    assert!(g.is_alive(seat(3)));
    assert_eq!(announcements(&g).last().map(String::as_str), Some("第2夜"));
    assert!(announcements(&g).contains(&"昨晚是平安夜，没有人死亡".to_string()));
}

/// "The 秘警 may execute once; on a killer … the target dies."
#[test]
fn the_secret_police_executing_a_killer_kills_him() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).execute(1).heal(12));
    assert_eq!(alive(&g), seats_except(1, 12, &[1]));
    assert_eq!(
        view(&g, 6).town.me.unwrap().own.playing,
        Role::Civilian,
        "spent: he becomes a civilian"
    );
}

/// "…on a killer or an unused 秘匪 the target dies."
#[test]
fn the_secret_police_executing_an_unused_secret_killer_kills_him() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).execute(3).heal(12));
    assert_eq!(alive(&g), seats_except(1, 12, &[3]));
}

/// "…on anyone else nothing happens to them but a needle mark; the power is spent
/// either way and he becomes a civilian."
#[test]
fn the_secret_police_executing_anyone_else_leaves_only_a_needle_mark_and_is_spent() {
    for target in [4, 7, 8] {
        let mut g = table("KKMPPTYCCCCC");
        night(&mut g, &Night::kill(3).execute(target).heal(12));
        assert_eq!(alive(&g).len(), 12, "{target}号 survives the execution");
        assert_eq!(
            marks(&g)[target - 1],
            Some(1),
            "{target}号 has a needle mark"
        );
        assert_eq!(view(&g, 6).town.me.unwrap().own.playing, Role::Civilian);
        let order = night(&mut g, &Night::kill(3).heal(11));
        assert!(
            order.iter().all(|(_, k)| *k != Q::Night(Step::Execute)),
            "spent: {order:?}"
        );
    }
}

/// "A healed seat that was attacked tonight (by the killers, the 秘匪 or the 秘警)
/// survives", without a needle mark.
#[test]
fn a_healed_seat_survives_an_attack_by_killers_secret_killer_or_secret_police() {
    let cases: [(Night, usize); 3] = [
        (Night::kill(8).heal(8), 8),
        (Night::kill(3).secret(9).heal(9), 9),
        (Night::kill(3).execute(1).heal(1), 1),
    ];
    for (n, saved) in cases {
        let mut g = table("KKMPPTYCCCCC");
        night(&mut g, &n);
        assert_eq!(alive(&g).len(), 12, "{saved}号 is saved");
        assert_eq!(marks(&g)[saved - 1], None, "a saved seat gets no mark");
        assert!(announcements(&g).contains(&"昨晚是平安夜，没有人死亡".to_string()));
    }
}

/// "A healed seat that was not attacked gets a needle mark" — the doctor himself too.
#[test]
fn a_healed_seat_that_was_not_attacked_gets_a_needle_mark() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(7));
    assert_eq!(marks(&g)[6], Some(1));
    assert_eq!(marks(&g).iter().filter(|m| m.is_some()).count(), 1);
}

/// "At most one mark per seat per night": the 秘警's and the doctor's needles on the same
/// seat the same night are one mark; the seat lives.
#[test]
fn a_seat_gets_at_most_one_needle_mark_per_night() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).execute(8).heal(8));
    assert!(g.is_alive(seat(8)));
    assert_eq!(marks(&g)[7], Some(1));
    night(&mut g, &Night::kill(3).heal(9));
    assert!(g.is_alive(seat(8)), "night 2 left no mark on 8号");
}

/// "A seat marked on two consecutive nights dies (医死)" — whoever left the marks, the
/// doctor himself included.
#[test]
fn needle_marks_on_two_consecutive_nights_kill() {
    // Doctor then doctor, on a civilian.
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(9));
    night(&mut g, &Night::kill(3).heal(9));
    assert_eq!(alive(&g), seats_except(1, 12, &[9]));
    assert!(announcements(&g).contains(&"昨晚死亡：9号".to_string()));
    // The doctor on himself twice.
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(7));
    night(&mut g, &Night::kill(3).heal(7));
    assert_eq!(alive(&g), seats_except(1, 12, &[7]));
    // The 秘警's mark, then the doctor's.
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).execute(4).heal(12));
    night(&mut g, &Night::kill(3).heal(4));
    assert_eq!(alive(&g), seats_except(1, 12, &[4]));
}

/// "A seat marked on two consecutive nights dies": marks on nights 1 and 3 do not kill.
#[test]
fn needle_marks_on_nights_one_and_three_do_not_kill() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(9));
    night(&mut g, &Night::kill(3).heal(10));
    night(&mut g, &Night::kill(3).heal(9));
    assert_eq!(alive(&g).len(), 12);
    assert_eq!(g.night(), 4);
    assert_eq!(marks(&g)[8], Some(3));
}

/// "A mark from an earlier night never protects": marked on night 1, attacked on night 2
/// and not healed, the seat dies.
#[test]
fn a_needle_mark_from_an_earlier_night_never_protects() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(9));
    night(&mut g, &Night::kill(9).heal(10));
    assert_eq!(alive(&g), seats_except(1, 12, &[9]));
}

/// "Police check result, seen by police only: 匪 for a killer or a spent 秘匪; 好人 for
/// police, civilians and a spent 秘警; 特殊 for the doctor, an unused 秘警 and an unused
/// 秘匪."
#[test]
fn the_police_check_answers_killer_good_or_special_by_role_and_state() {
    use tianhei_sharen::CheckResult::{Good, Killer, Special};
    let mut g = table("KKMPPTYCCCCC");
    let now = |g: &tianhei_sharen::SharenGame| {
        (1..=12)
            .map(|n| g.check_result(seat(n)))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        now(&g),
        [
            Killer, Killer, Special, Good, Good, Special, Special, Good, Good, Good, Good, Good
        ]
    );
    // The 秘匪 kills, the 秘警 executes a civilian: both are spent.
    night(
        &mut g,
        &Night::kill(3).secret(9).execute(10).heal(12).check(3),
    );
    assert_eq!(
        now(&g),
        [
            Killer, Killer, Killer, Good, Good, Good, Special, Good, Good, Good, Good, Good
        ]
    );
    // Checked after his kill that night, the 秘匪 shows as 匪.
    assert!(
        lines_for(&g, 4).contains(&"验证3号：匪".to_string()),
        "{:?}",
        lines_for(&g, 4)
    );
}

/// The police check is "seen by police only": both police see it, in their log and in
/// their view; nobody else does, the 秘警 included.
#[test]
fn the_police_check_is_seen_by_the_police_only() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(12).check(7));
    let line = "验证7号：特殊（食指向前）".to_string();
    for n in 1..=12 {
        let sees = lines_for(&g, n).contains(&line);
        let checks = view(&g, n).town.me.unwrap().own.checks;
        assert_eq!(sees, n == 4 || n == 5, "{n}号");
        assert_eq!(checks.len(), usize::from(n == 4 || n == 5), "{n}号");
    }
    assert!(!public_lines(&g).iter().any(|l| l.starts_with("验证")));
    assert!(view_as(&g, tianhei_core::Viewer::Public).town.me.is_none());
}

/// "A healed seat that was attacked tonight … survives" even with yesterday's needle
/// mark: the heal that saves leaves no mark, so there is no second mark in a row.
#[test]
fn a_saved_seat_marked_the_night_before_survives() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).heal(9));
    night(&mut g, &Night::kill(9).heal(9));
    assert_eq!(alive(&g).len(), 12);
    assert_eq!(marks(&g)[8], Some(1), "no mark on night 2");
}

/// "The 秘警 … on a killer … the target dies": a 秘匪 who used his power on an earlier
/// night is a killer now and dies too.
#[test]
fn the_secret_police_executing_a_spent_secret_killer_kills_him() {
    let mut g = table("KKMPPTYCCCCC");
    night(&mut g, &Night::kill(3).secret(9).heal(12));
    words(&mut g);
    speak_all(&mut g);
    vote_all(&mut g, None);
    night(&mut g, &Night::kill(10).execute(3).heal(10));
    assert_eq!(alive(&g), seats_except(1, 12, &[3, 9]));
}

/// Night actions are secret: every night prompt is marked secret, and the public view
/// does not change while the night's roles act.
#[test]
fn night_prompts_are_secret_and_the_public_view_does_not_move() {
    let mut g = table("KKMPPTYCCCCC");
    let public = g.view(tianhei_core::Viewer::Public).to_json();
    for (n, key) in [
        (1, on(8)),
        (2, on(8)),
        (3, "pass".into()),
        (6, "pass".into()),
        (7, on(8)),
        (4, on(9)),
    ] {
        assert!(g.prompts().iter().all(|p| p.secret), "{:?}", asked(&g));
        act(&mut g, n, &key);
        assert_eq!(
            g.view(tianhei_core::Viewer::Public).to_json(),
            public,
            "after {n}号"
        );
    }
}

/// The hardening issue: the doctor's deadline default healed himself, so a doctor who timed
/// out two nights running died of 医死. A default must never hurt the seat that missed the
/// deadline, nor anyone else.
#[test]
fn the_doctors_deadline_default_never_kills_anyone_by_needle() {
    let rules = SharenRules {
        allow_no_kill: true,
        ..SharenRules::default()
    };
    let mut g = table_with(rules, "KKKPPPYCCCCC");
    for _ in 0..4 {
        night(&mut g, &Night::no_kill().doctor_times_out());
    }
    assert_eq!(alive(&g).len(), 12, "four nights of defaults: nobody died");
    assert!(
        !moderator_lines(&g).iter().any(|l| l.contains("医死")),
        "{:?}",
        moderator_lines(&g)
    );
}

/// The seed stops calling the 秘匪's step once he is out; `call_spent_secret_roles` (the
/// `sharen-steady` rule set) keeps calling it with the same lines and pauses, so a table that
/// voted out the 秘匪 by day learns nothing from the night.
#[test]
fn call_spent_secret_roles_keeps_the_secret_killers_step_after_he_is_out() {
    let steady = SharenRules {
        call_spent_secret_roles: true,
        ..SharenRules::default()
    };
    // 12号 is the 秘匪; he uses his power on night 1, so from night 2 he is spent.
    for (rules, called) in [(SharenRules::default(), false), (steady, true)] {
        let mut g = table_with(rules, "KKPPTYCCCCCM");
        night(&mut g, &Night::kill(7).secret(8).heal(3));
        let lines = narration_texts(&g, 1);
        assert!(
            lines.iter().any(|l| l == "秘匪请睁眼。"),
            "night 1 calls him"
        );
        // Finish the day so night 2 begins.
        while g.night() == 1 {
            if words(&mut g).is_some() {
                continue;
            }
            speak_all(&mut g);
            vote_all(&mut g, None);
        }
        night(&mut g, &Night::kill(9).heal(3));
        let lines = narration_texts(&g, 2);
        assert_eq!(
            lines.iter().any(|l| l == "秘匪请睁眼。"),
            called,
            "night 2 with call_spent_secret_roles = {called}: {lines:?}"
        );
        if called {
            let with_pause = narration_of_night(&g, 2);
            let mine: Vec<_> = with_pause
                .iter()
                .filter(|(l, _)| l.starts_with("秘匪") || l == "是否行使权利？")
                .collect();
            assert!(mine.len() >= 3, "open, the question and close: {mine:?}");
        }
    }
}

/// The view's day counts days that were held (issue 38): a peaceful night skips day 1, so
/// during night 2 no day has been held; the day after night 2 is day 2, as its line says.
#[test]
fn a_day_skipped_after_a_peaceful_night_is_not_counted_in_the_view() {
    let mut g = table("KKMPPTYCCCCC");
    assert_eq!(view_as(&g, tianhei_core::Viewer::Public).town.day, 0);
    night(&mut g, &Night::kill(8).heal(8));
    assert_eq!(g.night(), 2, "the day was skipped");
    assert_eq!(view_as(&g, tianhei_core::Viewer::Public).town.day, 0);
    assert_eq!(view(&g, 8).town.day, 0);
    night(&mut g, &Night::kill(9).heal(7));
    assert_eq!(view_as(&g, tianhei_core::Viewer::Public).town.day, 2);
    words(&mut g);
    let lines = public_lines(&g);
    assert!(lines.iter().any(|l| l.starts_with("第2天")), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("第1天")), "{lines:?}");
}
