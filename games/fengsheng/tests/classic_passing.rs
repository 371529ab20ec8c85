//! Passing intel: 密电, 文本 and 直达, the three steps and their windows, declining,
//! forced acceptance at the sender, dead players skipped, and seed 000's example.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Colour::*, Kind::*, Phase, Status};

/// Seed 000, 传递情报阶段游戏范例, without characters: D is already dead; E plays the
/// 截获 (B negates it with 识破 instead of a skill). A sends 密电 and lures B; E's 截获
/// is negated; the intel skips B (lured) and reaches C, who declines; it skips dead D
/// and reaches E, who 破译s and then 退回s it; it goes back past D to C, who declines
/// again; A locks B, which beats the 调虎离山 already resolved; B must accept, holds a
/// third black intel and dies. Then, in 出牌（2）, A's 真伪莫辨 over the three living
/// players gives A a third red intel and 潜伏战线 wins at once.
#[test]
fn seed_000_passing_example() {
    let mut d = Deal::new(&[Q, J, Q, J, J]);
    d.a.dead = vec![D];
    let sent = d.hand(A, Lock, Black);
    let lure = d.hand(A, Lure, Red);
    let lock = d.hand(A, Lock, Red);
    let muddle = d.hand(A, Muddle, Red);
    d.intel(A, Decode, Red);
    d.intel(A, Decode, Red);
    d.intel(B, Intercept, Black);
    d.intel(B, Intercept, Black);
    let counter = d.hand(B, Counter, Red);
    let intercept = d.hand(E, Intercept, Red);
    let decode = d.hand(E, Decode, Blue);
    let ret = d.hand(E, Return, Blue);
    d.top(Probe, Red);
    d.top(Probe, Blue);
    for _ in 0..3 {
        d.top(Lock, Red);
    }
    let mut t = d.start(A);
    t.passes(&[A, B, C, E]); // 回合开始: black intel lies on the table, nobody burns
    t.passes(&[A, B, C, E]); // 出牌阶段（1）
    t.say(A, &format!("send:c{sent}"));
    // 1、情报传递: A lures B and passes; C and E pass; it resolves.
    assert!(!t.offered(A, "lure:seat:0"), "the sender cannot be lured");
    t.say(A, &format!("lure:c{lure}:seat:1"));
    t.passes(&[A, B, C, E]);
    assert_eq!(t.public().transit.expect("in transit").lured, vec![B]);
    // Priority reopens from A: A, B, C pass; E intercepts; A passes; B negates it.
    t.passes(&[A, B, C]);
    t.say(E, &format!("intercept:c{intercept}"));
    t.passes(&[E, A]);
    t.say(B, &format!("counter:c{counter}:stack:0"));
    t.passes(&[B, C, E, A]);
    assert!(
        t.public().transit.is_some(),
        "the 截获 was negated; the intel is still passing"
    );
    t.passes(&[A, B, C, E]);
    // 2、情报到达 at C (B was lured); everyone passes; 3、情报接收: C declines.
    let tr = t.public().transit.expect("in transit");
    assert_eq!((tr.holder, t.phase()), (C, Phase::Arrival));
    t.passes(&[A, B, C, E]);
    t.say(C, "decline");
    t.passes(&[A, B, C, E]);
    // Past dead D to E, who decodes, then returns it.
    assert_eq!(t.public().transit.expect("in transit").holder, E);
    t.passes(&[A, B, C]);
    t.say(E, &format!("decode:c{decode}"));
    t.passes(&[E, A, B, C]);
    assert!(
        t.view(E).transit.expect("in transit").card.is_some(),
        "E sees the face"
    );
    assert!(
        t.view(C).transit.expect("in transit").card.is_none(),
        "C does not"
    );
    t.passes(&[A, B, C]);
    t.say(E, &format!("return:c{ret}"));
    t.passes(&[E, A, B, C]);
    assert!(t.public().transit.expect("in transit").reversed);
    t.passes(&[A, B, C, E]); // arrival window at E closes: no receiving, it goes back
    t.passes(&[A, B, C, E]); // 情报传递 from E, leftwards
    assert_eq!(
        t.public().transit.expect("in transit").holder,
        C,
        "back past dead D to C"
    );
    t.passes(&[A, B, C, E]);
    t.say(C, "decline");
    // A locks B in his own 情报传递 step: 锁定 beats the resolved 调虎离山.
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B, C, E]);
    t.passes(&[A, B, C, E]);
    assert_eq!(t.public().transit.expect("in transit").holder, B);
    t.passes(&[A, B, C, E]);
    // B is locked: no receiving prompt; a third black intel kills B.
    let pb = &t.public().players[1];
    assert_eq!(pb.status, Status::Dead);
    assert_eq!(pb.identity, Some(J), "death reveals the identity");
    assert!(pb.intel.is_empty(), "the dead player's intel is discarded");
    assert_eq!(t.phase(), Phase::Play2);
    // 出牌阶段（2）: 真伪莫辨 deals three from the top, A first: a third red wins.
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, C, E]);
    let out = t.g.outcome().expect("A declared victory");
    assert_eq!(out.result_key(), "qianfu");
    assert!(out.seats[0].won && out.seats[2].won && !out.seats[4].won);
    assert_eq!(
        t.intel(C),
        Vec::<u8>::new(),
        "the game ended before C took a card"
    );
}

#[test]
fn secret_intel_is_face_down_to_all_but_the_sender() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    assert_eq!(
        t.view(A).transit.expect("transit").card.map(|x| x.id),
        Some(c)
    );
    for s in [B, C, D] {
        assert!(t.view(s).transit.expect("transit").card.is_none());
    }
    assert!(t.public().transit.expect("transit").card.is_none());
    assert!(!t.log_has(Viewer::Seat(B), "红色【破译】"));
}

#[test]
fn open_intel_is_face_up_to_everyone() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Return, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    for s in [A, B, C, D] {
        assert_eq!(
            t.view(s).transit.expect("transit").card.map(|x| x.id),
            Some(c)
        );
    }
    assert_eq!(
        t.public().transit.expect("transit").card.map(|x| x.id),
        Some(c)
    );
}

#[test]
fn direct_intel_goes_to_the_named_player_who_accepts_or_sends_it_back() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Intercept, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    assert!(!t.offered(A, &format!("send:c{c}")), "直达 names a player");
    t.say(A, &format!("send:c{c}:seat:2"));
    t.all_pass();
    assert_eq!(t.holder(), C, "直达 skips B and reaches C");
    t.say(C, "decline");
    t.passes(&[A, B, C, D]); // 1、情报传递 again, on the way back
    assert_eq!(t.intel(A), vec![c], "sent back, the sender must accept it");
    assert_eq!(t.phase(), Phase::Play2);
}

/// Seed 000, 情报接收: a player who declines 「将不接收继续传递出去，再次进行【1、情报传递】
/// 步骤」. For 直达 the next passing is back to the sender, and that 情报传递 step has its
/// window like any other: A sends 直达 to C; C declines; on the way back B intercepts it.
#[test]
fn declined_direct_intel_goes_back_through_a_passing_step_where_it_can_be_intercepted() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Intercept, Black);
    let ic = d.hand(B, Intercept, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}:seat:2"));
    t.all_pass(); // 情报传递, then 情报到达 at C
    t.say(C, "decline");
    assert_eq!(t.phase(), Phase::Passing, "back to 1、情报传递");
    assert!(t.intel(A).is_empty(), "not yet back at the sender");
    t.say(A, "pass");
    t.say(B, &format!("intercept:c{ic}"));
    t.passes(&[B, C, D, A]);
    assert_eq!(t.intel(B), vec![c], "B intercepts the returning 直达");
    assert!(t.intel(A).is_empty());
}

#[test]
fn declined_intel_moves_on_and_back_at_the_sender_must_be_accepted() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    for s in [B, C, D] {
        t.all_pass();
        assert_eq!(t.kind(), "fengsheng.receive");
        t.say(s, "decline");
    }
    t.all_pass();
    assert_eq!(
        t.intel(A),
        vec![c],
        "nobody took it: the sender is forced to"
    );
    assert!(t.log_has(Viewer::Public, "强制接收"));
}

#[test]
fn dead_players_are_skipped() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.a.dead = vec![B];
    let c = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.passes(&[A, C, D]);
    assert_eq!(t.public().transit.expect("transit").holder, C);
}

#[test]
fn no_card_can_be_used_at_receiving() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.hand(B, Burn, Red);
    d.hand(B, Counter, Red);
    d.intel(C, Lock, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.all_pass();
    assert_eq!(t.kind(), "fengsheng.receive");
    assert_eq!(
        t.keys(),
        vec!["decline", "accept"],
        "declining first, as passing is"
    );
}

#[test]
fn the_active_player_cannot_use_cards_of_other_turns_and_must_pass_a_card() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Intercept, Red);
    d.hand(A, Return, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    assert!(
        t.keys().iter().all(|k| k.starts_with("send:")),
        "no pass: a card must be sent"
    );
}
