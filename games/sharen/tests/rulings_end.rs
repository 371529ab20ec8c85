//! Rulings on the end of the game and the score table (`shared/rulings/sharen.md`,
//! "End and score"). Small fixed deals reach each end in a night or two; the checks do
//! not depend on the player count.

mod support;

use support::*;
use tianhei_core::Table;

/// "All killers out → police side wins" — checked after each vote-out — and "Killer
/// side = 杀手 and a spent 秘匪": an unused 秘匪 does not hold the game open (seed rule 2).
/// "Doctor, civilians and 秘警 win or lose with the police."
#[test]
fn all_killers_out_is_a_police_win_even_with_an_unused_secret_killer_alive() {
    let mut g = table("KMPTYCC");
    night(&mut g, &Night::kill(6).heal(7));
    assert_eq!(words(&mut g), Some(6));
    speak_all(&mut g);
    vote_all(&mut g, Some(1));
    assert!(g.is_alive(seat(2)), "the 秘匪 is alive and unused");
    assert_eq!(result(&g).as_deref(), Some("police"));
    assert_eq!(
        winners(&g),
        [3, 4, 5, 6, 7],
        "police, 秘警, doctor and civilians win, the dead civilian too"
    );
    assert!(g.prompts().is_empty());
}

/// "Killer side = 杀手 and a spent 秘匪": with the killers out, a 秘匪 who used his power
/// keeps the game going and kills the next night.
#[test]
fn a_spent_secret_killer_keeps_the_killer_side_alive() {
    let mut g = table("KMPYCCC");
    night(&mut g, &Night::kill(5).secret(6).heal(7));
    speak_all(&mut g);
    vote_all(&mut g, Some(1));
    assert!(result(&g).is_none(), "the game goes on");
    assert_eq!(words(&mut g), Some(1));
    assert_eq!(asked(&g), [(2, Q::Night(Step::Kill))]);
}

/// "All police out → killers win" — checked after the night's deaths — and "Police side
/// for the end check = 警察 only (an unused 秘警 does not hold it open)".
#[test]
fn all_police_out_at_night_is_a_killer_win_even_with_an_unused_secret_police_alive() {
    let mut g = table("KPTYCCC");
    night(&mut g, &Night::kill(2).heal(5));
    assert!(g.is_alive(seat(3)));
    assert_eq!(result(&g).as_deref(), Some("killers"));
    assert_eq!(winners(&g), [1]);
    assert_eq!(words(&mut g), None, "no last words once the game is over");
}

/// "All police out → killers win", after a vote-out too.
#[test]
fn voting_out_the_last_police_is_a_killer_win() {
    let mut g = table("KPTYCCC");
    night(&mut g, &Night::kill(5).heal(6));
    words(&mut g);
    speak_all(&mut g);
    vote_all(&mut g, Some(2));
    assert_eq!(result(&g).as_deref(), Some("killers"));
}

/// "All civilians out → killers win"; "Civilians for rule 4 = 平民 and a spent 秘警":
/// an unused 秘警 is not a civilian.
#[test]
fn all_civilians_out_is_a_killer_win_and_an_unused_secret_police_is_no_civilian() {
    let mut g = table("KPPTYC");
    night(&mut g, &Night::kill(6).heal(5));
    assert!(g.is_alive(seat(4)));
    assert_eq!(result(&g).as_deref(), Some("killers"));
}

/// "Civilians for rule 4 = 平民 and a spent 秘警": a spent 秘警 alive holds it open.
#[test]
fn a_spent_secret_police_counts_as_a_civilian() {
    let mut g = table("KPPTYC");
    night(&mut g, &Night::kill(6).execute(5).heal(3));
    assert_eq!(alive(&g), [1, 2, 3, 4, 5]);
    assert!(
        result(&g).is_none(),
        "the spent 秘警 is a civilian: the game goes on"
    );
}

/// "A police-side and a killer-side condition true at the same check → draw."
#[test]
fn the_last_killer_and_the_last_police_out_the_same_night_is_a_draw() {
    let mut g = table("KPTYCC");
    night(&mut g, &Night::kill(2).execute(1).heal(5));
    assert_eq!(alive(&g), [3, 4, 5, 6]);
    assert_eq!(result(&g).as_deref(), Some("draw"));
    assert_eq!(scores(&g), [5; 6]);
    assert!(winners(&g).is_empty());
}

/// "Scores, by the role dealt at the start: police win: 警察 30, 杀手 −10, 平民 20,
/// 秘警 30, 秘匪 −10, 医生 30" — a spent 秘匪 scores as a 秘匪, a spent 秘警 as a 秘警.
#[test]
fn a_police_win_scores_by_the_role_dealt() {
    let mut g = table("KMPTYCCC");
    // The 秘匪 kills 7号 and is then executed by the 秘警 the same night.
    night(&mut g, &Night::kill(6).secret(7).execute(2).heal(8));
    assert_eq!(alive(&g), [1, 3, 4, 5, 8]);
    speak_all(&mut g);
    vote_all(&mut g, Some(1));
    assert_eq!(result(&g).as_deref(), Some("police"));
    assert_eq!(scores(&g), [-10, -10, 30, 30, 30, 20, 20, 20]);
    let o = g.outcome().unwrap();
    assert_eq!(o.seats[1].role.zh, "秘匪");
    assert_eq!(o.seats[3].role.zh, "秘警");
}

/// "…killers win: 警察 −10, 杀手 30, 平民 −5, 秘警 −10, 秘匪 30, 医生 −10", by the role
/// dealt (both secret roles spent here).
#[test]
fn a_killer_win_scores_by_the_role_dealt() {
    let mut g = table("KMPTYC");
    night(&mut g, &Night::kill(3).secret(5).execute(6).heal(1));
    assert_eq!(result(&g).as_deref(), Some("killers"));
    assert_eq!(scores(&g), [30, 30, -10, -10, -10, -5]);
    assert_eq!(winners(&g), [1, 2]);
}

/// "…draw: 5 each", whatever the role.
#[test]
fn a_draw_scores_five_for_every_role() {
    let mut g = table("KMPTYC");
    night(&mut g, &Night::kill(3).execute(1).heal(6));
    assert_eq!(
        result(&g).as_deref(),
        Some("draw"),
        "the unused 秘匪 does not hold the killer side open"
    );
    assert_eq!(scores(&g), [5; 6]);
}
