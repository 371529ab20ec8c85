//! Rulings on the end (`shared/rulings/langren.md`, "End"): 屠边 and 屠城, the check points
//! (each death announcement, vote-out, shot and 自爆), both conditions at once, the 猎人's
//! shot before or after the check of his own exit, and the scores.
//!
//! Small tables keep the scenarios short: the rules count sides, not seats.

mod support;

use support::*;
use tianhei_core::Table;
use tianhei_langren::{LangrenRules, rules::Win};

/// Night 1 kills `victim`, who has last words; everyone speaks. Returns at the vote.
fn to_first_vote(
    letters: &str,
    rules: LangrenRules,
    victim: usize,
) -> tianhei_langren::LangrenGame {
    let mut g = table_with(rules, letters);
    night(&mut g, &Night::kill(victim));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [victim]);
    speak_all(&mut g);
    g
}

/// Each seat's (won, score), by seat number.
fn scores(g: &tianhei_langren::LangrenGame) -> Vec<(bool, i32)> {
    g.outcome()
        .expect("the game is over")
        .seats
        .iter()
        .map(|s| (s.won, s.score))
        .collect()
}

/// "Wolves win when every 神 is out…", checked after a vote-out.
#[test]
fn the_wolves_win_when_every_god_is_out() {
    // 1–2 wolves, 3–4 villagers, 5 预言家, 6 女巫.
    let mut g = to_first_vote("WWVVSX", plain(), 5);
    vote_all(&mut g, 6);
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("wolves"));
    assert!(heard(&g, "狼人获胜"));
    assert!(g.prompts().is_empty(), "no last words after the end");
}

/// "…or every 平民 is out", checked after the dawn's announcement (and the exits' hooks:
/// everyone leaving is asked in secret first, so the check does not show a hunter).
#[test]
fn the_wolves_win_when_every_villager_is_out() {
    let mut g = table("WWVSXH");
    night(&mut g, &Night::kill(3));
    assert!(heard(&g, "昨晚死亡：3号"));
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("wolves"));
}

/// "好人 win when every wolf is out."
#[test]
fn the_good_win_when_every_wolf_is_out() {
    let mut g = to_first_vote("WVVSXH", plain(), 2);
    vote_all(&mut g, 1);
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("good"));
    assert!(heard(&g, "好人获胜"));
}

/// "`win = \"all\"` (屠城): wolves need every non-wolf out": every 平民 out is not enough.
#[test]
fn with_win_all_the_wolves_need_every_non_wolf_out() {
    let rules = LangrenRules {
        win: Win::All,
        ..plain()
    };
    // Without 屠城 the villager's death would end the game at once.
    let mut g = to_first_vote("WWVS", rules, 3);
    assert_eq!(result(&g), None, "the 预言家 is still in");
    vote(&mut g, &[(1, 4), (2, 4)]);
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("wolves"));
}

/// "…if it takes the last wolf while his exit ends the last 神, both hold and the game is a
/// draw" — here at dawn: the wolves kill the last 神 while she poisons the last wolf.
#[test]
fn both_conditions_at_once_are_a_draw() {
    let mut g = table("WVVX");
    night(&mut g, &Night::kill(4).poison(1));
    assert!(heard(&g, "昨晚死亡：1号、4号"));
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("draw"));
    assert!(heard(&g, "平局"));
}

/// "`hunter_shoots_before_end = true`: the shot resolves before the check" of his exit: the
/// last 神 voted out shoots the last wolf, and both conditions hold.
#[test]
fn the_hunters_shot_resolves_before_the_check_of_his_own_exit() {
    // 1 wolf, 2–3 villagers, 4 猎人, the only 神.
    let mut g = to_first_vote("WVVH", plain(), 2);
    vote(&mut g, &[(1, 4), (3, 4)]);
    assert_eq!(result(&g), None, "the check waits for the shot");
    assert_eq!(exit_prompts(&g), [(4, true)]);
    exits(&mut g, Some(1));
    assert!(heard(&g, "4号是猎人，开枪带走了1号"));
    assert_eq!(result(&g).as_deref(), Some("draw"));
}

/// "…with `false` the check comes first and a met condition ends the game without the shot."
#[test]
fn with_the_check_first_the_game_ends_before_the_shot() {
    let rules = LangrenRules {
        hunter_shoots_before_end: false,
        ..plain()
    };
    let mut g = to_first_vote("WVVH", rules, 2);
    vote(&mut g, &[(1, 4), (3, 4)]);
    assert_eq!(result(&g).as_deref(), Some("wolves"));
    assert!(g.prompts().is_empty(), "the hunter is never asked");
    assert!(!announcements(&g).iter().any(|l| l.contains("开枪")));
}

/// With the check first, a hunter whose exit ends nothing still shoots, and the shot is a
/// check point of its own.
#[test]
fn with_the_check_first_a_shot_that_ends_nothing_still_comes() {
    let rules = LangrenRules {
        hunter_shoots_before_end: false,
        ..plain()
    };
    let mut g = to_first_vote("WVVHS", rules, 2);
    vote(&mut g, &[(1, 4), (3, 4), (5, 4)]);
    assert_eq!(result(&g), None);
    exits(&mut g, Some(1));
    assert_eq!(result(&g).as_deref(), Some("good"));
}

/// "Checked after … each shot": a shot that takes the last wolf ends the game.
#[test]
fn a_shot_is_a_check_point() {
    let mut g = table("WVVHS");
    night(&mut g, &Night::kill(4));
    assert_eq!(result(&g), None);
    exits(&mut g, Some(1));
    assert_eq!(result(&g).as_deref(), Some("good"));
}

/// "Checked after … each 自爆": the last wolf revealing himself ends the game.
#[test]
fn a_self_destruct_is_a_check_point() {
    let mut g = table("WVVSX");
    night(&mut g, &Night::kill(2));
    exits(&mut g, None);
    all_words(&mut g);
    speak_until(&mut g, 1);
    act(&mut g, 1, "explode");
    exits(&mut g, None);
    assert_eq!(result(&g).as_deref(), Some("good"));
}

/// "Scores: winners 1, losers 0…"
#[test]
fn winners_score_one_and_losers_nothing() {
    let mut g = to_first_vote("WVVSXH", plain(), 2);
    vote_all(&mut g, 1);
    exits(&mut g, None);
    assert_eq!(
        scores(&g),
        [
            (false, 0),
            (true, 1),
            (true, 1),
            (true, 1),
            (true, 1),
            (true, 1)
        ]
    );
}

/// "…a draw 0 each."
#[test]
fn a_draw_scores_nothing_for_anyone() {
    let mut g = table("WVVX");
    night(&mut g, &Night::kill(4).poison(1));
    exits(&mut g, None);
    assert_eq!(scores(&g), [(false, 0); 4]);
}
