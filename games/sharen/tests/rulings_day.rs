//! Rulings on the day: announcements, last words, speaking order, votes and ties
//! (`shared/rulings/sharen.md`, "Day").

mod support;

use support::*;
use tianhei_core::{AnswerError, Table, Viewer};
use tianhei_sharen::{SharenGame, SharenRules, rules::PeacefulNight};

const TWELVE: &str = "KKMPPTYCCCCC";

/// Night 1 kills 8号 (the doctor marks 11号); 8号 gives last words; everyone speaks.
/// The day's order is 9, 10, 11, 12, 1 … 7.
fn first_vote() -> SharenGame {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).heal(11));
    assert_eq!(words(&mut g), Some(8));
    assert_eq!(speak_all(&mut g), order_from(9, 12, &[8]));
    g
}

/// "Deaths are announced without saying why or by whom."
#[test]
fn deaths_are_announced_without_saying_why_or_by_whom() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).secret(9).heal(12));
    assert_eq!(
        announcements(&g),
        [
            "第1夜",
            "昨晚死亡：8号、9号",
            "第1天：从10号开始发言",
            "请10号发言"
        ]
    );
    let view = view_as(&g, Viewer::Public);
    assert_eq!(
        view.town
            .last_deaths
            .iter()
            .map(|s| s.number())
            .collect::<Vec<_>>(),
        [8, 9]
    );
    assert!(
        view.town.seats.iter().all(|s| s.role.is_none()),
        "the dead's roles are not shown"
    );
}

/// "`peaceful_night` ("skip_day"): when nobody died, the seed says the game goes straight
/// to the next round."
#[test]
fn a_peaceful_night_goes_straight_to_the_next_night_by_default() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).heal(8));
    assert_eq!(
        announcements(&g),
        ["第1夜", "昨晚是平安夜，没有人死亡", "第2夜"]
    );
    assert_eq!(
        asked(&g),
        [(1, Q::Night(Step::Kill)), (2, Q::Night(Step::Kill))]
    );
}

/// "`peaceful_night` … "discuss" keeps the day."
#[test]
fn a_peaceful_night_keeps_the_day_with_discuss() {
    let rules = SharenRules {
        peaceful_night: PeacefulNight::Discuss,
        ..SharenRules::default()
    };
    let mut g = table_with(rules, TWELVE);
    night(&mut g, &Night::kill(8).heal(8));
    assert_eq!(g.night(), 1);
    assert_eq!(words(&mut g), None);
    assert_eq!(speak_all(&mut g).len(), 12, "everyone speaks");
    assert_eq!(vote_all(&mut g, None).len(), 12, "everyone votes");
    assert_eq!(g.night(), 2);
}

/// "Last words: exits are counted in the order night, vote, night, vote… With 11–14
/// players last words are given up to and including the second night's deaths."
#[test]
fn with_eleven_to_fourteen_players_last_words_end_after_the_second_nights_deaths() {
    let mut g = first_vote();
    assert!(
        public_lines(&g).contains(&"请8号留遗言".to_string()),
        "night 1: 8号 gave last words"
    );
    vote_all(&mut g, Some(9));
    assert_eq!(words(&mut g), Some(9), "day 1's vote");
    night(&mut g, &Night::kill(10).heal(4));
    assert_eq!(words(&mut g), Some(10), "night 2");
    speak_all(&mut g);
    vote_all(&mut g, Some(11));
    assert!(!g.is_alive(seat(11)));
    assert_eq!(words(&mut g), None, "day 2's vote: no last words");
    assert_eq!(
        asked(&g)[0],
        (1, Q::Night(Step::Kill)),
        "night 3 begins at once"
    );
    night(&mut g, &Night::kill(12).heal(5));
    assert_eq!(words(&mut g), None, "night 3: no last words");
}

/// "…with 15–16 up to and including the second day's vote."
#[test]
fn with_fifteen_or_sixteen_players_last_words_end_after_the_second_days_vote() {
    for letters in ["KKKMPPPTYCCCCCC", "KKKMPPPTYCCCCCCC"] {
        let mut g = table(letters);
        night(&mut g, &Night::kill(10).heal(15));
        assert_eq!(words(&mut g), Some(10), "{letters}: night 1");
        speak_all(&mut g);
        vote_all(&mut g, Some(11));
        assert_eq!(words(&mut g), Some(11), "{letters}: day 1");
        night(&mut g, &Night::kill(12).heal(5));
        assert_eq!(words(&mut g), Some(12), "{letters}: night 2");
        speak_all(&mut g);
        vote_all(&mut g, Some(13));
        assert_eq!(words(&mut g), Some(13), "{letters}: day 2");
        night(&mut g, &Night::kill(14).heal(6));
        assert!(!g.is_alive(seat(14)));
        assert_eq!(words(&mut g), None, "{letters}: night 3 gives none");
        assert_eq!(asked(&g)[0].1, Q::Speech);
    }
}

/// "Two or more out at the same moment: no last words."
#[test]
fn two_or_more_out_at_once_give_no_last_words() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).secret(9).heal(12));
    assert_eq!(words(&mut g), None);
    assert!(!public_lines(&g).iter().any(|l| l.contains("遗言")));
    assert_eq!(asked(&g), [(10, Q::Speech)]);
}

/// "Speaking order: from the first living seat to the right of tonight's victim, going
/// right; every living seat speaks once."
#[test]
fn speeches_start_right_of_the_victim_and_go_right_once_around() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(12).heal(11));
    assert_eq!(words(&mut g), Some(12));
    assert_eq!(
        speak_all(&mut g),
        (1..=11).collect::<Vec<_>>(),
        "after 12号 comes 1号"
    );
}

/// "…(if several died, the killers' victim, …)": the 秘匪's victim is lower in seat
/// order, yet speeches start right of the killers' victim, skipping the dead.
#[test]
fn with_several_dead_speeches_start_right_of_the_killers_victim() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(10).secret(5).heal(12));
    assert_eq!(speak_all(&mut g), order_from(11, 12, &[5, 10]));
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).secret(9).heal(12));
    assert_eq!(
        speak_all(&mut g),
        order_from(10, 12, &[8, 9]),
        "the seat right of the victim is dead too"
    );
}

/// "…else the first victim in seat order": the killers' victim was saved, the 秘匪's
/// and the 秘警's victims died.
#[test]
fn with_the_killers_victim_saved_speeches_start_right_of_the_first_dead_seat() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).secret(11).execute(2).heal(8));
    assert_eq!(alive(&g), seats_except(1, 12, &[2, 11]));
    assert_eq!(speak_all(&mut g), order_from(3, 12, &[2, 11]));
}

/// "Vote: in speaking order, each living seat votes once for a living seat or abstains;
/// votes are public as they are cast. Most votes is out."
#[test]
fn votes_are_cast_in_speaking_order_public_as_cast_and_most_votes_is_out() {
    let mut g = first_vote();
    assert!(
        !options_of(&g, 9).contains(&on(8)),
        "the dead cannot be voted for"
    );
    assert!(options_of(&g, 9).contains(&"abstain".to_string()));
    vote(&mut g, &[(9, Some(1)), (10, None)]);
    let lines = announcements(&g);
    assert_eq!(lines[lines.len() - 2..], ["9号投给1号", "10号弃权"]);
    let view = view_as(&g, Viewer::Public);
    let v = view.town.vote().expect("a vote is on");
    assert_eq!(v.ballots.len(), 2);
    assert_eq!(v.voter, Some(seat(11)));
    vote(
        &mut g,
        &[
            (11, Some(2)),
            (12, Some(2)),
            (1, None),
            (2, Some(1)),
            (3, Some(1)),
        ],
    );
    vote(&mut g, &[(4, None), (5, None), (6, None), (7, None)]);
    assert!(!g.is_alive(seat(1)), "1号 has 3 votes, 2号 2");
    assert!(announcements(&g).contains(&"1号得票最多，出局".to_string()));
}

/// "A vote out of turn is refused (跟票无效)": an answer to another seat's prompt, or to
/// a prompt no longer open, is refused and changes nothing.
#[test]
fn a_vote_out_of_turn_or_on_a_stale_prompt_is_refused_and_changes_nothing() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).heal(11));
    words(&mut g);
    let stale = prompt_of(&g, 9).id;
    speak_all(&mut g);
    let current = prompt_of(&g, 9);
    assert_eq!(g.asks(&current), Some(Q::Vote));
    let before = (g.log().len(), asked(&g), g.prompts()[0].id);
    let err = try_act(&mut g, 10, current.id, &on(1)).unwrap_err();
    assert!(matches!(err, AnswerError::NotYourPrompt { .. }), "{err:?}");
    let err = try_act(&mut g, 9, stale, "done").unwrap_err();
    assert!(matches!(err, AnswerError::StalePrompt { .. }), "{err:?}");
    assert_eq!(
        (g.log().len(), asked(&g), g.prompts()[0].id),
        before,
        "nothing changed"
    );
    assert!(
        view_as(&g, Viewer::Public)
            .town
            .vote()
            .unwrap()
            .ballots
            .is_empty()
    );
}

/// "Ties: the tied speak again and everyone votes again among the tied."
#[test]
fn a_tie_makes_the_tied_speak_again_and_everyone_vote_among_them() {
    let mut g = first_vote();
    let others: Vec<usize> = order_from(11, 12, &[8, 9, 10]);
    vote(&mut g, &[(9, Some(10)), (10, Some(9))]);
    vote(
        &mut g,
        &others.iter().map(|&n| (n, None)).collect::<Vec<_>>(),
    );
    assert_eq!(alive(&g).len(), 11, "nobody is out on a tie");
    assert!(announcements(&g).contains(&"平票：平票者再发言一轮".to_string()));
    assert_eq!(
        speak_all(&mut g),
        [9, 10],
        "the tied speak again, in speaking order"
    );
    assert_eq!(options_of(&g, 9), ["abstain", on(10).as_str()]);
    vote(&mut g, &[(9, Some(10)), (10, Some(9))]);
    assert_eq!(
        options_of(&g, 11),
        ["abstain", on(9).as_str(), on(10).as_str()],
        "everyone votes among the tied"
    );
    vote(&mut g, &[(11, Some(9))]);
    vote(
        &mut g,
        &others[1..].iter().map(|&n| (n, None)).collect::<Vec<_>>(),
    );
    assert!(!g.is_alive(seat(9)), "9号 has 2 votes to 1");
}

/// "…still tied: the others speak one by one and everyone votes again among the tied;
/// still tied: the game is a draw."
#[test]
fn a_tie_three_times_has_the_others_speak_then_ends_in_a_draw() {
    let mut g = first_vote();
    let others: Vec<usize> = order_from(11, 12, &[8, 9, 10]);
    let tie = |g: &mut SharenGame| {
        vote(g, &[(9, Some(10)), (10, Some(9))]);
        vote(g, &others.iter().map(|&n| (n, None)).collect::<Vec<_>>());
    };
    tie(&mut g);
    assert_eq!(speak_all(&mut g), [9, 10]);
    tie(&mut g);
    assert!(announcements(&g).contains(&"再次平票：其他玩家逐一发言".to_string()));
    assert_eq!(
        speak_all(&mut g),
        others,
        "the others speak, in speaking order"
    );
    assert_eq!(
        options_of(&g, 9),
        ["abstain", on(10).as_str()],
        "the vote is still among the tied"
    );
    assert!(result(&g).is_none());
    tie(&mut g);
    assert_eq!(result(&g).as_deref(), Some("draw"));
    assert_eq!(scores(&g), [5; 12]);
    assert_eq!(alive(&g).len(), 11);
}

/// The third vote among the tied can still put one out.
#[test]
fn the_vote_after_the_others_speak_can_put_one_of_the_tied_out() {
    let mut g = first_vote();
    let others: Vec<usize> = order_from(11, 12, &[8, 9, 10]);
    for _ in 0..2 {
        vote(&mut g, &[(9, Some(10)), (10, Some(9))]);
        vote(
            &mut g,
            &others.iter().map(|&n| (n, None)).collect::<Vec<_>>(),
        );
        speak_all(&mut g);
    }
    vote(&mut g, &[(9, Some(10)), (10, None)]);
    vote(
        &mut g,
        &others.iter().map(|&n| (n, None)).collect::<Vec<_>>(),
    );
    assert!(!g.is_alive(seat(10)));
    assert!(result(&g).is_none());
}

/// "Nobody voted at all: nobody is out, and the game goes on."
#[test]
fn when_nobody_votes_nobody_is_out_and_the_game_goes_on() {
    let mut g = first_vote();
    assert_eq!(vote_all(&mut g, None), order_from(9, 12, &[8]));
    assert_eq!(alive(&g).len(), 11);
    assert!(announcements(&g).contains(&"无人投票，无人出局".to_string()));
    assert_eq!(g.night(), 2);
    assert_eq!(asked(&g)[0], (1, Q::Night(Step::Kill)));
}

/// "A rule-set field sets the cut-off": `last_words` in the rule file decides.
#[test]
fn the_last_words_cut_off_comes_from_the_rule_file() {
    let options = r#"
last_words = [{ players = [11, 16], until = "night 1" }]
"#;
    let rules: SharenRules = toml::from_str(options).expect("options load");
    let mut g = table_with(rules, TWELVE);
    night(&mut g, &Night::kill(8).heal(11));
    assert_eq!(words(&mut g), Some(8), "night 1 gives last words");
    speak_all(&mut g);
    vote_all(&mut g, Some(9));
    assert_eq!(words(&mut g), None, "day 1 no longer does");
}

/// "Every living seat speaks once; a host shows a timer and a "done" control."
#[test]
fn a_speech_has_a_timer_and_a_done_control() {
    let mut g = table(TWELVE);
    night(&mut g, &Night::kill(8).heal(11));
    words(&mut g);
    let p = prompt_of(&g, 9);
    assert_eq!(g.asks(&p), Some(Q::Speech));
    assert_eq!(options_of(&g, 9), ["done"]);
    assert_eq!(p.timeout_secs, SharenRules::default().speech_seconds);
    assert!(!p.secret, "speeches are public");
}
