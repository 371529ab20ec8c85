//! Rulings on the 警长 (`shared/rulings/langren.md`, "Day"): the election with 退水 before
//! the first dawn's announcement, ties, the 1.5 vote, the speaking direction, the badge
//! passed or torn, 自爆 during the election, and the 白痴 who holds the badge.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_langren::{LangrenGame, LangrenRules};

fn sheriff_table(letters: &str) -> LangrenGame {
    table_with(LangrenRules::default(), letters)
}

/// Night 1 kills 5号; `runners` run; nobody withdraws; the others vote as `ballots` says.
fn elect(runners: &[usize], ballots: &[(usize, usize)]) -> LangrenGame {
    let mut g = sheriff_table(BOARD);
    night(&mut g, &Night::kill(5));
    run(&mut g, runners);
    speak_all(&mut g);
    withdraw(&mut g, &[]);
    votes(&mut g, Q::Elect, ballots);
    g
}

/// Night 1 kills 5号; 1号 and 9号 run; 1号 (a wolf) 自爆s in his campaign speech, the
/// deaths are announced with last words, and night 2 kills 6号. Returns at the election
/// held again (its `run` prompt). The first election is day 1.
fn first_election_stopped_by_a_self_destruct(g: &mut LangrenGame) {
    night(g, &Night::kill(5));
    run(g, &[1, 9]);
    assert_eq!(
        view_as(g, Viewer::Public).town.day,
        1,
        "the election is day 1"
    );
    speak_until(g, 1);
    act(g, 1, "explode");
    exits(g, None);
    exits(g, None);
    all_words(g);
    night(g, &Night::kill(6));
}

/// "警长 (sheriff), `sheriff = true`: before the first dawn's announcement, seats may run".
#[test]
fn the_election_comes_before_the_first_dawns_announcement_and_everyone_may_run() {
    let mut g = sheriff_table(BOARD);
    night(&mut g, &Night::kill(5));
    let lines = public_lines(&g);
    let at = lines
        .iter()
        .position(|l| l == "天亮了，请大家睁眼。")
        .unwrap();
    assert_eq!(
        lines[at + 1..],
        ["现在开始竞选警长。", "想竞选警长的玩家请举手。"]
    );
    assert!(!heard(&g, "昨晚死亡：5号"), "not announced yet");
    let running: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(
        running,
        (1..=12).collect::<Vec<_>>(),
        "the night's victim may run too"
    );
    assert!(
        g.prompts()
            .iter()
            .all(|p| g.asks(p) == Some(Q::Run) && !p.secret)
    );
    run(&mut g, &[9]);
    assert!(heard(&g, "9号当选警长"), "a lone candidate is sheriff");
    assert!(heard(&g, "昨晚死亡：5号"), "then the dawn is announced");
}

/// "…candidates speak, may withdraw (退水), and the others vote (candidates do not vote)".
#[test]
fn candidates_speak_may_withdraw_and_the_others_vote() {
    let mut g = sheriff_table(BOARD);
    night(&mut g, &Night::kill(5));
    run(&mut g, &[1, 5, 9]);
    assert!(heard(&g, "竞选警长：1号、5号、9号"));
    let mut speakers = speak_all(&mut g);
    speakers.sort();
    assert_eq!(speakers, [1, 5, 9], "only the candidates speak");
    let asked_to_withdraw: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(asked_to_withdraw, [1, 5, 9]);
    withdraw(&mut g, &[5]);
    assert!(heard(&g, "退水：5号"));
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(
        voters,
        seats_except(1, 12, &[1, 5, 9]),
        "nobody who ran votes"
    );
    assert_eq!(options_of(&g, 2), ["abstain", &on(1), &on(9)]);
    votes(&mut g, Q::Elect, &[(2, 9), (3, 9), (4, 1)]);
    assert_eq!(sheriff(&g), Some(9));
}

/// With nobody running there is no sheriff.
#[test]
fn nobody_running_means_no_sheriff() {
    let mut g = sheriff_table(BOARD);
    night(&mut g, &Night::kill(5));
    run(&mut g, &[]);
    assert!(heard(&g, "无人竞选警长：警徽流失"));
    assert_eq!(sheriff(&g), None);
    assert!(view_as(&g, Viewer::Public).badge_lost);
}

/// "…a tie gives the tied a second speech and vote, a second tie means no sheriff."
#[test]
fn a_tie_gives_the_tied_a_second_speech_and_vote_and_a_second_tie_means_no_sheriff() {
    let mut g = elect(&[1, 9, 6], &[(2, 1), (3, 9)]);
    assert!(heard(&g, "平票：平票者再发言一轮"));
    let mut speakers = speak_all(&mut g);
    speakers.sort();
    assert_eq!(speakers, [1, 9], "the tied speak again");
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(voters, seats_except(1, 12, &[1, 6, 9]), "the same voters");
    votes(&mut g, Q::Elect, &[(2, 1), (3, 9)]);
    assert!(heard(&g, "再次平票：警徽流失"));
    assert_eq!(sheriff(&g), None);
    // A second vote that settles it elects.
    let mut g = elect(&[1, 9], &[(2, 1), (3, 9)]);
    speak_all(&mut g);
    votes(&mut g, Q::Elect, &[(2, 1), (3, 9), (4, 9)]);
    assert_eq!(sheriff(&g), Some(9));
}

/// "The sheriff's vote counts 1.5".
#[test]
fn the_sheriffs_vote_counts_one_and_a_half() {
    let mut g = elect(&[9], &[]);
    assert_eq!(sheriff(&g), Some(9));
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 9, "right");
    speak_all(&mut g);
    vote(&mut g, &[(9, 1), (6, 1), (7, 2), (8, 2)]);
    assert!(heard(&g, "计票：1号2.5票、2号2票"));
    assert!(!g.town().is_alive(seat(1)));
    let mut g = elect(&[9], &[]);
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 9, "right");
    speak_all(&mut g);
    vote(&mut g, &[(9, 1), (7, 2), (8, 2)]);
    assert!(heard(&g, "计票：2号2票、1号1.5票"));
    assert!(!g.town().is_alive(seat(2)));
}

/// "…he picks the speaking direction (left or right of himself) and speaks last".
#[test]
fn the_sheriff_picks_the_speaking_direction_and_speaks_last() {
    for (way, order) in [
        ("right", vec![10, 11, 12, 1, 2, 3, 4, 6, 7, 8, 9]),
        ("left", vec![8, 7, 6, 4, 3, 2, 1, 12, 11, 10, 9]),
    ] {
        let mut g = elect(&[9], &[]);
        exits(&mut g, None);
        all_words(&mut g);
        assert_eq!(asked(&g), [(9, Q::Order)]);
        act(&mut g, 9, way);
        assert_eq!(speak_all(&mut g), order, "{way}");
    }
}

/// "…when out he passes the badge to a living seat".
#[test]
fn the_sheriff_out_passes_the_badge_to_a_seat_alive() {
    let mut g = elect(&[9], &[]);
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 9, "right");
    speak_all(&mut g);
    vote(&mut g, &[]);
    night(&mut g, &Night::kill(9));
    exits(&mut g, None);
    assert_eq!(asked(&g), [(9, Q::Badge)]);
    let opts = options_of(&g, 9);
    assert!(opts.contains(&"tear".to_string()));
    assert!(
        !opts.contains(&on(5)) && !opts.contains(&on(9)),
        "living seats only: {opts:?}"
    );
    pick(&mut g, 9, 10);
    assert!(heard(&g, "警长9号将警徽移交给10号"));
    assert_eq!(sheriff(&g), Some(10));
    assert_eq!(
        asked(&g),
        [(10, Q::Order)],
        "the new sheriff picks the direction"
    );
}

/// "…or tears it (撕警徽)".
#[test]
fn the_sheriff_out_may_tear_the_badge() {
    let mut g = elect(&[9], &[]);
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 9, "left");
    speak_all(&mut g);
    vote_all(&mut g, 9);
    exits(&mut g, None);
    act(&mut g, 9, "tear");
    assert!(heard(&g, "警长9号撕毁警徽，警徽流失"));
    assert_eq!(sheriff(&g), None);
    assert_eq!(words(&mut g), Some(9), "then his last words");
    night(&mut g, &Night::kill(6));
    exits(&mut g, None);
    assert_eq!(
        kinds(&g),
        [Q::Speech],
        "no direction to pick without a sheriff"
    );
}

/// "A 自爆 during the sheriff election stops it: the night's deaths are announced at once
/// (with the first night's last words), night falls, and the election is held again the
/// next day".
#[test]
fn a_self_destruct_during_the_sheriff_speeches_stops_the_election_until_the_next_day() {
    let mut g = sheriff_table(BOARD);
    night(&mut g, &Night::kill(5));
    run(&mut g, &[1, 9]);
    speak_until(&mut g, 1);
    assert!(options_of(&g, 1).contains(&"explode".to_string()));
    act(&mut g, 1, "explode");
    assert!(heard(&g, "1号自爆，立即出局"));
    exits(&mut g, None);
    assert!(heard(&g, "警长竞选中止，下一个白天重新竞选"));
    assert!(
        heard(&g, "昨晚死亡：5号"),
        "the deaths are announced at once"
    );
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [5], "with the first night's last words");
    assert_eq!(
        kinds(&g),
        [Q::Night(Step::Wolves)],
        "night falls: no speeches, no vote"
    );
    night(&mut g, &Night::kill(6));
    assert_eq!(
        kinds(&g),
        [Q::Run],
        "the election is held again before the announcement"
    );
    assert!(!heard(&g, "昨晚死亡：6号"));
    run(&mut g, &[9]);
    assert_eq!(sheriff(&g), Some(9));
}

/// "…after a second 自爆 in an election there is no sheriff for the rest of the game
/// (警徽流失)".
#[test]
fn a_second_self_destruct_in_an_election_loses_the_badge_for_the_game() {
    let mut g = sheriff_table(BOARD);
    first_election_stopped_by_a_self_destruct(&mut g);
    run(&mut g, &[2, 9]);
    speak_until(&mut g, 2);
    act(&mut g, 2, "explode");
    exits(&mut g, None);
    assert!(heard(&g, "警长竞选再次中止：警徽流失，本局没有警长"));
    exits(&mut g, None);
    night(&mut g, &Night::kill(7));
    assert_ne!(kinds(&g), [Q::Run], "no election any more");
    assert!(view_as(&g, Viewer::Public).badge_lost);
}

/// "A revealed 白痴 who holds the badge keeps it (he still picks the direction and speaks
/// last) but has no vote".
#[test]
fn a_revealed_idiot_keeps_the_badge_picks_the_direction_but_has_no_vote() {
    let mut g = elect(&[12], &[]);
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 12, "right");
    speak_all(&mut g);
    vote_all(&mut g, 12);
    assert_eq!(sheriff(&g), Some(12), "he keeps the badge");
    night(&mut g, &Night::kill(6));
    exits(&mut g, None);
    assert_eq!(asked(&g), [(12, Q::Order)]);
    act(&mut g, 12, "left");
    assert_eq!(*speak_all(&mut g).last().unwrap(), 12, "he speaks last");
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert!(!voters.contains(&12), "no vote");
}

/// "…the badge cannot be passed to a revealed 白痴."
#[test]
fn the_badge_cannot_be_passed_to_a_revealed_idiot() {
    let mut g = elect(&[9], &[]);
    exits(&mut g, None);
    all_words(&mut g);
    act(&mut g, 9, "right");
    speak_all(&mut g);
    vote_all(&mut g, 12);
    night(&mut g, &Night::kill(9));
    exits(&mut g, None);
    let opts = options_of(&g, 9);
    assert!(!opts.contains(&on(12)), "{opts:?}");
    assert!(opts.contains(&on(10)));
}

/// `sheriff = false`: no election at all.
#[test]
fn without_the_sheriff_option_there_is_no_election() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5));
    assert!(heard(&g, "昨晚死亡：5号"));
    assert!(!public_lines(&g).iter().any(|l| l.contains("警长")));
}

/// A claim made in an election belongs to the day it is held on: day 1 for the first, and
/// day 2 for an election held again after a 自爆 stopped the first one (no day 1 speeches
/// ever ran to count the day).
#[test]
fn a_claim_in_an_election_held_again_is_dated_the_day_it_is_made() {
    let mut g = sheriff_table(BOARD);
    first_election_stopped_by_a_self_destruct(&mut g);
    run(&mut g, &[9, 10]);
    speak_until(&mut g, 9);
    act(&mut g, 9, "claim:wolf:1");
    let v = view_as(&g, Viewer::Public);
    assert_eq!(v.town.day, 2);
    let c = v.claims.last().expect("the claim");
    assert_eq!((c.day, c.seat.number(), c.target.number()), (2, 9, 2));
    let scene = serde_json::to_string(&tianhei_langren::scene::scene(&v)).unwrap();
    assert!(scene.contains("第2天 9号跳预言家"), "{scene}");
}
