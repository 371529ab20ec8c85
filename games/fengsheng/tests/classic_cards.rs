//! Every card type in its timing window: 锁定, 调虎离山, 退回, 截获, 破译, 烧毁, 识破, the
//! six 试探 variants and 真伪莫辨.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Colour::*, Kind::*, Phase};

/// A sends `card` as 密电 after everyone passes 出牌（1）.
fn send(t: &mut T, card: u8) {
    t.pass_until_send(A);
    t.say(A, &format!("send:c{card}"));
}

#[test]
fn lock_is_only_for_the_active_player_in_play_phases_and_his_passing() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.hand(A, Lock, Red);
    d.hand(B, Lock, Blue);
    let mut t = d.start(A);
    assert!(t.offered(A, "lock:seat:2"), "出牌阶段");
    t.say(A, "pass");
    assert!(!t.offered(B, "lock:seat:2"), "not on another's turn");
    t.passes(&[B, C, D]);
    t.say(A, &format!("send:c{c}"));
    assert!(t.offered(A, "lock:seat:2"), "his own 情报传递 step");
    t.passes(&[A, B, C, D]);
    assert_eq!(t.phase(), Phase::Arrival);
    assert!(!t.offered(A, "lock:seat:2"), "not at 情报到达");
}

#[test]
fn a_locked_player_must_accept_without_being_asked() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    d.hand(A, Lock, Red);
    let mut t = d.start(A);
    t.say(A, "lock:seat:1");
    t.passes(&[A, B, C, D]);
    assert_eq!(t.public().locked, vec![B]);
    t.passes(&[A, B, C, D]);
    t.say(A, &format!("send:c{c}"));
    t.passes(&[A, B, C, D]);
    t.passes(&[A, B, C, D]);
    assert_eq!(t.intel(B), vec![c]);
    assert!(t.log_has(Viewer::Public, "必须接收"));
}

#[test]
fn the_first_locked_player_in_passing_order_must_accept() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    let l1 = d.hand(A, Lock, Red);
    let l2 = d.hand(A, Lock, Blue);
    let mut t = d.start(A);
    t.say(A, &format!("lock:c{l1}:seat:3"));
    t.say(A, &format!("lock:c{l2}:seat:2"));
    t.passes(&[A, B, C, D]);
    t.passes(&[A, B, C, D]);
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.say(B, "decline");
    t.passes(&[A, B, C, D]);
    t.passes(&[A, B, C, D]);
    assert_eq!(t.intel(C), vec![c], "C comes before D");
}

#[test]
fn lure_takes_a_player_out_of_the_passing_but_not_the_sender_or_a_locked_player() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.hand(A, Lock, Red);
    let lure = d.hand(D, Lure, Black);
    let mut t = d.start(A);
    t.say(A, "lock:seat:2");
    t.all_pass();
    t.say(A, &format!("send:c{c}"));
    t.passes(&[A, B, C]);
    assert!(!t.offered(D, "lure:seat:0"), "the sender is immune");
    assert!(!t.offered(D, "lure:seat:2"), "a locked player is immune");
    assert!(!t.offered(D, "lure:seat:3"), "another player, not oneself");
    t.say(D, &format!("lure:c{lure}:seat:1"));
    t.passes(&[D, A, B, C]);
    t.passes(&[A, B, C, D]);
    assert_eq!(
        t.public().transit.expect("transit").holder,
        C,
        "B takes no part"
    );
}

#[test]
fn lure_is_only_usable_while_intel_is_being_passed() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    d.hand(B, Lure, Black);
    let mut t = d.start(A);
    t.say(A, "pass");
    assert!(!t.offered(B, "lure:seat:2"), "not in 出牌阶段");
}

#[test]
fn lure_on_the_direct_target_sends_the_intel_back_to_the_sender() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Burn, Black);
    let lure = d.hand(B, Lure, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}:seat:2"));
    t.say(A, "pass");
    t.say(B, &format!("lure:c{lure}:seat:2"));
    t.passes(&[B, C, D, A]);
    t.passes(&[A, B, C, D]);
    assert_eq!(t.intel(A), vec![c]);
}

#[test]
fn intercept_is_for_others_turns_and_beats_lock() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.hand(A, Intercept, Red);
    d.hand(A, Lock, Red);
    let ic = d.hand(D, Intercept, Black);
    let mut t = d.start(A);
    t.say(A, "lock:seat:1");
    t.all_pass();
    t.say(A, &format!("send:c{c}"));
    assert!(
        !t.offered(A, "intercept"),
        "the active player cannot intercept his own intel"
    );
    t.passes(&[A, B, C]);
    t.say(D, &format!("intercept:c{ic}"));
    t.passes(&[D, A, B, C]);
    assert_eq!(t.intel(D), vec![c], "截获 beats 锁定");
    assert_eq!(t.phase(), Phase::Play2, "the passing is over");
}

#[test]
fn several_intercepts_resolve_last_in_first_out_and_the_last_user_gets_the_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    let i1 = d.hand(B, Intercept, Black);
    let i2 = d.hand(D, Intercept, Red);
    let mut t = d.start(A);
    send(&mut t, c);
    t.say(A, "pass");
    t.say(B, &format!("intercept:c{i1}"));
    t.passes(&[B, C]);
    t.say(D, &format!("intercept:c{i2}"));
    t.passes(&[D, A, B, C]);
    assert_eq!(t.intel(D), vec![c]);
    assert!(t.intel(B).is_empty());
    assert!(
        t.log_has(Viewer::Public, "没有效果"),
        "the earlier 截获 is spent"
    );
}

#[test]
fn decode_is_for_the_player_the_intel_reached_and_shows_the_face_to_him_only() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Lock, Black);
    let dc = d.hand(B, Decode, Red);
    d.hand(C, Decode, Red);
    let mut t = d.start(A);
    send(&mut t, c);
    t.say(A, "pass");
    assert!(!t.offered(B, "decode"), "not during 情报传递");
    t.passes(&[B, C, D]);
    t.say(A, "pass");
    t.say(B, &format!("decode:c{dc}"));
    assert!(!t.offered(C, "decode") || t.holder() != C);
    t.passes(&[B]);
    assert!(!t.offered(C, "decode"), "only the player it reached");
    t.passes(&[C, D, A]);
    assert!(t.view(B).transit.expect("transit").card.is_some());
    assert!(t.view(C).transit.expect("transit").card.is_none());
    assert!(t.log_has(Viewer::Seat(B), "你破译了情报：黑色【锁定】"));
    assert!(!t.log_has(Viewer::Seat(C), "你破译了情报"));
}

#[test]
fn return_reverses_the_direction() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    let r = d.hand(C, Return, Red);
    let mut t = d.start(A);
    send(&mut t, c);
    t.all_pass();
    t.say(B, "decline");
    t.passes(&[A, B, C, D]); // 情报传递 from B
    t.passes(&[A, B]);
    t.say(C, &format!("return:c{r}"));
    t.passes(&[C, D, A, B]);
    t.passes(&[A, B, C, D]); // arrival closes: C does not get to receive
    t.passes(&[A, B, C, D]); // 情报传递 from C, leftwards
    assert_eq!(t.public().transit.expect("transit").holder, B);
}

#[test]
fn return_is_not_for_a_locked_player_nor_direct_intel_nor_the_active_player() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    d.hand(A, Lock, Red);
    d.hand(B, Return, Red);
    let mut t = d.start(A);
    t.say(A, "lock:seat:1");
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.passes(&[A, B, C, D]);
    t.say(A, "pass");
    assert!(!t.offered(B, "return"), "a locked player cannot return");

    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Burn, Black);
    d.hand(B, Return, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}:seat:1"));
    t.passes(&[A, B, C, D]);
    t.say(A, "pass");
    assert!(!t.offered(B, "return"), "直达 has no direction to reverse");
}

#[test]
fn burn_discards_a_black_intel_in_any_window_even_on_anothers_turn() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    let x = d.intel(C, Lock, Black);
    let burn = d.hand(C, Burn, Red);
    d.intel(D, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.phase(), Phase::Arrival);
    t.passes(&[A, B]);
    assert!(
        !t.offered(C, &format!("burn:card:{}", c)),
        "only black intel"
    );
    t.say(C, &format!("burn:c{burn}:card:{x}"));
    t.passes(&[C, D, A, B]);
    assert!(t.intel(C).is_empty());
    assert_eq!(t.public().discard, 2);
}

#[test]
fn see_through_can_negate_another_see_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let x = d.intel(C, Lock, Black);
    let burn = d.hand(B, Burn, Red);
    let s1 = d.hand(C, Counter, Red);
    let s2 = d.hand(D, Counter, Blue);
    let mut t = d.start(A);
    t.say(A, "pass");
    t.say(B, &format!("burn:c{burn}:card:{x}"));
    t.say(B, "pass");
    t.say(C, &format!("counter:c{s1}:stack:0"));
    t.say(C, "pass");
    t.say(D, &format!("counter:c{s2}:stack:1"));
    t.passes(&[D, A, B, C]);
    assert!(
        t.intel(C).is_empty(),
        "D's 识破 negates C's, so B's 烧毁 resolves"
    );
}

#[test]
fn probe_makes_a_rightly_guessed_target_draw_two() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let p = d.card(Probe, Red); // red: qianfu-draw is the first red 试探
    d.a.hands[0].push(p);
    let mut t = d.start(A);
    let key = t
        .keys()
        .into_iter()
        .find(|k| k.starts_with(&format!("probe:c{p}:seat:2")))
        .expect("offered");
    let before = t.view(C).me.expect("me").hand.len();
    t.say(A, &key);
    t.passes(&[A, B, C, D]);
    assert_eq!(
        t.view(C).me.expect("me").hand.len(),
        before + 2,
        "C is 潜伏战线: draws two"
    );
    assert!(t.public().removed == 1, "the 试探 is removed from the game");
}

#[test]
fn probe_with_a_wrong_guess_makes_the_target_say_the_phrase() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let p = d.card(Probe, Red);
    d.a.hands[0].push(p);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert!(
        t.log_has(Viewer::Public, "2号说：「其实我是卧底」"),
        "B is not 潜伏战线"
    );
}

#[test]
fn probe_of_the_discard_kind_has_the_target_choose_a_card() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let cards =
        tianhei_fengsheng::classic::card::catalogue(tianhei_fengsheng::classic::CountSet::A)
            .expect("deck");
    let p = cards
        .iter()
        .find(|c| {
            c.probe.is_some_and(|p| {
                p.guess == J && p.effect == tianhei_fengsheng::classic::card::ProbeEffect::Discard
            })
        })
        .expect("variant exists")
        .id;
    d.a.hands[0].push(p);
    let keep = d.hand(B, Counter, Red);
    let drop = d.hand(B, Lock, Blue);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.kind(), "fengsheng.probe_discard");
    assert_eq!(t.holder(), B);
    t.say(B, &format!("discard:c{drop}"));
    assert_eq!(t.hand(B), vec![keep]);
    assert_eq!(t.holder(), A, "the stack resolved; priority reopens");
}

#[test]
fn probe_shows_the_named_identity_only_to_user_and_target() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let p = d.card(Probe, Red);
    d.a.hands[0].push(p);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p}:seat:2"));
    assert!(t.view(C).stack[0].card.is_some());
    assert!(t.view(A).stack[0].card.is_some());
    assert!(t.view(B).stack[0].card.is_none());
    assert!(t.public().stack[0].card.is_none());
    assert!(t.log_has(Viewer::Seat(C), "我猜你是"));
    assert!(!t.log_has(Viewer::Seat(B), "我猜你是"));
    assert!(!t.log_has(Viewer::Public, "我猜你是"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.view(A).probes.len(), 1, "the user remembers the answer");
    assert!(t.view(B).probes.is_empty());
}

#[test]
fn a_negated_probe_is_still_removed_from_the_game() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let p = d.card(Probe, Red);
    d.a.hands[0].push(p);
    let s = d.hand(B, Counter, Red);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p}:seat:2"));
    t.say(A, "pass");
    t.say(B, &format!("counter:c{s}:stack:0"));
    t.passes(&[B, C, D, A]);
    let v = t.public();
    assert_eq!((v.removed, v.discard), (1, 1));
}

#[test]
fn probe_on_an_empty_hand_is_announced() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let cards =
        tianhei_fengsheng::classic::card::catalogue(tianhei_fengsheng::classic::CountSet::A)
            .expect("deck");
    let p = cards
        .iter()
        .find(|c| {
            c.probe.is_some_and(|p| {
                p.guess == J && p.effect == tianhei_fengsheng::classic::card::ProbeEffect::Discard
            })
        })
        .expect("variant")
        .id;
    d.a.hands[0].push(p);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert!(t.log_has(Viewer::Public, "没有手牌可弃"));
}

#[test]
fn muddle_deals_one_intel_to_each_living_player_from_the_user_rightwards() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let sent = d.hand(A, Decode, Red);
    let m = d.hand(B, Muddle, Red);
    d.hand(B, Decode, Red);
    d.top(Lock, Red);
    d.top(Lock, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    t.passes(&[A, B, C, D]); // A's 出牌（2）
    // B's turn: B draws the two red 锁定, then uses 真伪莫辨.
    assert!(t.offered(B, "muddle"));
    assert!(!t.offered(A, "muddle"));
    t.say(B, &format!("muddle:c{m}"));
    t.passes(&[B, C, D, A]);
    for s in [A, C, D] {
        assert_eq!(t.intel(s).len(), 1, "seat {} took one", s.number());
    }
    assert_eq!(t.intel(B).len(), 2);
    t.g.check_invariants().expect("zones");
}

#[test]
fn two_probes_by_one_player_can_each_be_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let p1 = d.hand(A, Probe, Red);
    let p2 = d.hand(A, Probe, Blue);
    d.hand(B, Counter, Red);
    let mut t = d.start(A);
    t.say(A, &format!("probe:c{p1}:seat:1"));
    t.say(A, &format!("probe:c{p2}:seat:2"));
    t.say(A, "pass");
    let labels: Vec<String> = t
        .prompt()
        .options
        .iter()
        .map(|c| c.label.zh.to_string())
        .collect();
    assert!(
        t.offered(B, "counter:stack:0") && t.offered(B, "counter:stack:1"),
        "{labels:?}"
    );
    assert!(
        labels.iter().any(|l| l.contains("识破1号对2号的【试探】")),
        "{labels:?}"
    );
    assert!(
        labels.iter().any(|l| l.contains("识破1号对3号的【试探】")),
        "{labels:?}"
    );
}
