//! 秦圆圆's 比翼双飞 (reference §6.3, in full): her own turn only, face-up only, a face-down
//! male has no gender, declining, the 篡夺者 first, never under the online last-faction
//! end. The table is `characters_help.rs`'s `lovebirds`.

use tianhei_core::Seat;

use super::{characters_help::*, harness::*};
use crate::diezhan::{deck::Kind, identity::Task};

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_wins_with_a_male_declarer_and_his_faction_loses() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 0, "R", 1);
    assert!(t.winners().is_empty(), "she is asked first");
    assert_eq!(t.keys(0), vec!["seat:2", "no"]);
    t.say(0, "seat:2");
    assert_eq!(
        t.winners(),
        vec![0, 1],
        "seat 3, his faction-mate, cannot win"
    );
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_may_be_declined() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 0, "R", 1);
    t.say(0, "no");
    assert_eq!(t.winners(), vec![1, 2]);
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_only_in_her_own_turn() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 3, "R", 1);
    assert_eq!(t.winners(), vec![1, 2], "not asked in another's turn");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_not_with_a_face_down_male() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, false);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![1, 2], "a face-down male has no gender");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_the_usurper_comes_first() {
    let mut t = lovebirds(&[m(Task::Usurper), Q, Q, G, G], 1, true);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![0], "篡夺者: she alone, not asked");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_never_under_the_last_faction_end() {
    // Seat 1 (a male 潜伏) and seat 0 are left with seat 2, his faction-mate; seat 0
    // dies in her own turn: the last faction wins, no declaration, she is not asked.
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    t.g.dead.insert(Seat(3));
    t.g.dead.insert(Seat(4));
    t.intel(0, "K");
    t.intel(0, "K");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && !c.colours.is_true()
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "decline");
    t.say(0, "accept");
    t.pass_kind("diezhan.fight");
    t.pass_kind("diezhan.rescue");
    assert_eq!(t.winners(), vec![1, 2]);
}
