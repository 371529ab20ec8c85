//! Rulings on the day (`shared/rulings/langren.md`, "Day"): the dawn, last words,
//! speeches and the vote with its ties, the 猎人, the 白痴, 自爆 and claims.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};

/// Night 1 kills 5号; 5号 has last words; everyone speaks from 6号. Returns at the vote.
fn first_vote() -> tianhei_langren::LangrenGame {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [5]);
    assert_eq!(speak_all(&mut g), order_from(6, &[5]));
    g
}

/// Seats from `start` going right once around the 12, skipping `dead`.
fn order_from(start: usize, dead: &[usize]) -> Vec<usize> {
    (0..12)
        .map(|i| (start - 1 + i) % 12 + 1)
        .filter(|n| !dead.contains(n))
        .collect()
}

/// "Dawn: the night's dead are announced together, in seat order, without cause."
#[test]
fn the_nights_dead_are_announced_together_in_seat_order_without_cause() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(8).poison(3));
    assert_eq!(announcements(&g), ["第1夜", "昨晚死亡：3号、8号"]);
    let public = view_as(&g, Viewer::Public);
    assert_eq!(
        public
            .town
            .last_deaths
            .iter()
            .map(|s| s.number())
            .collect::<Vec<_>>(),
        [3, 8]
    );
    assert!(
        public.town.seats.iter().all(|s| s.role.is_none()),
        "no role is shown"
    );
}

/// "Last words: night deaths of the first night only" — each of them, in seat order.
#[test]
fn the_first_nights_dead_give_last_words_and_later_nights_dead_do_not() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(8).poison(3));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [3, 8]);
    speak_all(&mut g);
    vote(&mut g, &[]);
    night(&mut g, &Night::kill(6));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), Vec::<usize>::new(), "night 2: none");
    assert_eq!(kinds(&g), [Q::Speech]);
}

/// The TV's banner after an exile vote (issue 36): seats leave, day does not break.
#[test]
fn an_exile_is_not_called_daybreak_on_the_table() {
    let mut g = first_vote();
    vote_all(&mut g, 6);
    assert!(heard(&g, "6号得票最多，出局"));
    let banner = g.scene(Viewer::Public).banner;
    assert_eq!(banner.phase.zh, "出局");
    assert!(!banner.night);
}

/// "…every seat voted out" gives last words, on any day.
#[test]
fn every_seat_voted_out_gives_last_words() {
    let mut g = first_vote();
    vote_all(&mut g, 6);
    assert!(heard(&g, "6号得票最多，出局"));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [6]);
    night(&mut g, &Night::kill(9));
    exits(&mut g, None);
    speak_all(&mut g);
    vote_all(&mut g, 7);
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [7], "day 2 too");
}

/// "…each living seat with a vote votes for a living seat or abstains": all at once, the
/// votes shown together when the last is in.
#[test]
fn votes_are_cast_all_at_once_and_shown_together() {
    let mut g = first_vote();
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(
        voters,
        order_from(6, &[5]),
        "everyone is asked at once, in speaking order"
    );
    assert!(options_of(&g, 6).contains(&"abstain".to_string()));
    assert!(
        !options_of(&g, 6).contains(&on(5)),
        "the dead cannot be voted for"
    );
    assert!(!options_of(&g, 6).contains(&on(6)), "nor oneself");
    pick(&mut g, 6, 1);
    pick(&mut g, 7, 1);
    let before = announcements(&g).len();
    assert!(
        !public_lines(&g).iter().any(|l| l.starts_with("6号投给")),
        "hidden until all are in"
    );
    let tianhei_core::nightday::view::PhaseView::Vote(v) = view_as(&g, Viewer::Public).town.phase
    else {
        panic!("a vote")
    };
    assert!(v.ballots.is_empty());
    vote(&mut g, &[(8, 2), (9, 1)]);
    let lines = announcements(&g);
    assert!(lines.len() > before + 10);
    assert!(lines.contains(&"6号投给1号".to_string()) && lines.contains(&"10号弃权".to_string()));
    assert!(
        lines.contains(&"计票：1号3票、2号1票".to_string()),
        "{lines:?}"
    );
    assert!(heard(&g, "1号得票最多，出局"));
}

/// "A tie: the tied speak again and everyone else votes among them."
#[test]
fn a_tie_has_the_tied_speak_again_and_everyone_else_vote_among_them() {
    let mut g = first_vote();
    vote(&mut g, &[(6, 1), (7, 2)]);
    assert_eq!(alive(&g).len(), 11, "nobody is out on a tie");
    assert!(heard(&g, "平票：平票者再发言一轮"));
    assert_eq!(
        speak_all(&mut g),
        [1, 2],
        "the tied speak again, in speaking order"
    );
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert_eq!(voters, order_from(6, &[5, 1, 2]), "the tied do not vote");
    assert_eq!(options_of(&g, 6), ["abstain", &on(1), &on(2)]);
    vote(&mut g, &[(6, 1), (7, 1), (8, 2)]);
    assert!(!g.town().is_alive(seat(1)));
}

/// "…a second tie: nobody is out (平安日)."
#[test]
fn a_tie_twice_means_nobody_is_out() {
    let mut g = first_vote();
    vote(&mut g, &[(6, 1), (7, 2)]);
    speak_all(&mut g);
    vote(&mut g, &[(6, 1), (7, 2)]);
    assert!(heard(&g, "仍然平票，无人出局") || heard(&g, "无人出局"));
    assert_eq!(alive(&g).len(), 11);
    assert_eq!(kinds(&g), [Q::Night(Step::Wolves)], "night falls");
}

/// "猎人: when he is out for any reason but poison he may shoot one living seat, who is
/// out at once (that seat then gets last words by day, none by night after the first)."
#[test]
fn the_hunter_killed_on_the_first_night_shoots_and_the_shot_seat_has_last_words() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(11));
    assert_eq!(exit_prompts(&g), [(11, true)]);
    assert!(options_of(&g, 11).contains(&"pass".to_string()));
    act(&mut g, 11, &on(1));
    assert!(heard(&g, "11号是猎人，开枪带走了1号"));
    assert!(!g.town().is_alive(seat(1)));
    assert_eq!(exit_prompts(&g), [(1, false)], "the shot seat's own exit");
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [11, 1]);
}

/// "…none by night after the first".
#[test]
fn a_seat_shot_at_a_later_dawn_has_no_last_words() {
    let mut g = first_vote();
    vote(&mut g, &[]);
    night(&mut g, &Night::kill(11));
    exits(&mut g, Some(2));
    assert!(!g.town().is_alive(seat(2)));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), Vec::<usize>::new());
}

/// "A seat shot by the 猎人 by day gets last words."
#[test]
fn a_seat_shot_by_day_has_last_words_after_the_hunter() {
    let mut g = first_vote();
    vote_all(&mut g, 11);
    assert_eq!(exit_prompts(&g), [(11, true)]);
    exits(&mut g, Some(3));
    exits(&mut g, None);
    assert_eq!(all_words(&mut g), [11, 3]);
}

/// "…for any reason but poison": poisoned, he is asked only a pass, like anyone leaving.
#[test]
fn the_hunter_poisoned_cannot_shoot() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5).poison(11));
    assert_eq!(exit_prompts(&g), [(5, false), (11, false)]);
    exits(&mut g, Some(1));
    assert!(g.town().is_alive(seat(1)));
    assert!(!announcements(&g).iter().any(|l| l.contains("开枪")));
}

/// "He may decline."
#[test]
fn the_hunter_may_decline_to_shoot() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(11));
    exits(&mut g, None);
    assert_eq!(alive(&g).len(), 11);
    assert!(
        !announcements(&g).iter().any(|l| l.contains("猎人")),
        "nobody learns he was the hunter"
    );
}

/// Everyone leaving is asked the exit question in secret, the hunter a real one and the
/// others a pass, so the asking shows nobody who the hunter is.
#[test]
fn every_seat_leaving_is_asked_in_secret_so_the_hunter_does_not_show() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(11).poison(5));
    let exits_open: Vec<_> = g
        .prompts()
        .iter()
        .filter(|p| g.asks(p) == Some(Q::Exit))
        .collect();
    assert_eq!(exits_open.len(), 2);
    assert!(exits_open.iter().all(|p| p.secret));
    assert!(g.prompts().iter().all(|p| p.secret));
    assert_eq!(
        view_as(&g, Viewer::Public).town.phase,
        tianhei_core::nightday::view::PhaseView::Exit
    );
}

/// "白痴: voted out, he reveals and stays in the game, but never votes again."
#[test]
fn the_idiot_voted_out_reveals_and_stays_without_a_vote() {
    let mut g = first_vote();
    vote_all(&mut g, 12);
    assert!(heard(
        &g,
        "12号得票最多，翻牌：白痴，留在场上，此后不能投票"
    ));
    assert!(g.town().is_alive(seat(12)));
    assert_eq!(
        kinds(&g),
        [Q::Night(Step::Wolves)],
        "no exit, no last words: night falls"
    );
    let public = view_as(&g, Viewer::Public);
    assert_eq!(
        public.town.seats[11].role,
        Some(tianhei_langren::Role::Idiot),
        "everyone knows"
    );
    night(&mut g, &Night::kill(6));
    exits(&mut g, None);
    speak_all(&mut g);
    let voters: Vec<usize> = asked(&g).iter().map(|a| a.0).collect();
    assert!(!voters.contains(&12), "{voters:?}");
    assert!(
        options_of(&g, 7).contains(&on(12)),
        "he can still be voted for"
    );
}

/// "…killed at night or shot, he is out as anyone else": voted out, then killed.
#[test]
fn the_idiot_voted_out_then_killed_at_night_is_out() {
    let mut g = first_vote();
    vote_all(&mut g, 12);
    night(&mut g, &Night::kill(12));
    assert!(!g.town().is_alive(seat(12)));
    assert!(heard(&g, "昨晚死亡：12号"));
}

/// "…or shot": the hunter's shot takes the 白痴 out.
#[test]
fn the_idiot_shot_by_the_hunter_is_out() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(11));
    exits(&mut g, Some(12));
    assert!(!g.town().is_alive(seat(12)));
}

/// "狼人自爆: during the day's speeches a living wolf may reveal himself; he is out at once
/// without last words, the day ends and night falls."
#[test]
fn a_wolf_may_self_destruct_during_the_speeches_out_without_last_words_and_night_falls() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5));
    exits(&mut g, None);
    all_words(&mut g);
    speak_until(&mut g, 1);
    act(&mut g, 1, "explode");
    assert!(heard(&g, "1号自爆，立即出局"));
    assert!(!g.town().is_alive(seat(1)));
    exits(&mut g, None);
    assert_eq!(words(&mut g), None, "no last words");
    assert_eq!(kinds(&g), [Q::Night(Step::Wolves)], "no vote: night falls");
    assert_eq!(g.town().night(), 2);
}

/// Only a wolf is offered 自爆; every speaker may claim to be the 预言家.
#[test]
fn only_a_wolf_is_offered_to_self_destruct_and_anyone_may_claim() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5));
    exits(&mut g, None);
    all_words(&mut g);
    for n in order_from(6, &[5]) {
        let opts = options_of(&g, n);
        assert_eq!(opts.contains(&"explode".to_string()), n <= 4, "{n}号");
        assert!(
            opts.iter().any(|k| k.starts_with("claim:wolf:")),
            "{n}号 may claim"
        );
        act(&mut g, n, "done");
    }
}

/// A claim is said aloud: everyone hears it and every view lists it.
#[test]
fn a_claim_is_public() {
    let mut g = table(BOARD);
    night(&mut g, &Night::kill(5).check(2));
    exits(&mut g, None);
    all_words(&mut g);
    speak_until(&mut g, 9);
    act(&mut g, 9, "claim:wolf:1");
    assert!(heard(&g, "9号跳预言家：2号是狼人（查杀）"));
    let claims = view_as(&g, Viewer::Public).claims;
    assert_eq!((claims[0].seat.number(), claims[0].target.number()), (9, 2));
}
