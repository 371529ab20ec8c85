//! The turn and the deck: start hand 3, draw 2, reshuffle, skipped draw, the phases in
//! order, the turn passing to the right, and priority as seed 000's example plays it.

mod support;

use support::*;
use tianhei_core::{Seat, Table, Viewer};
use tianhei_fengsheng::classic::{Colour::*, Kind::*, Phase};

#[test]
fn start_hand_is_three_and_the_draw_is_two() {
    let rules =
        tianhei_core::RuleFile::parse(include_str!("../../../rules/fengsheng-first-game.toml"))
            .expect("loads");
    let t = rules.start(4, 11).expect("deals");
    let v = t.view(Viewer::Moderator);
    let v = v
        .downcast_ref::<tianhei_fengsheng::classic::FsView>()
        .expect("view");
    let active = v.active;
    for p in &v.players {
        let want = if p.seat == active { 5 } else { 3 };
        assert_eq!(p.hand_count, want, "seat {}", p.seat.number());
    }
    assert_eq!(v.deck, 81 - 12 - 2);
    assert_eq!(v.phase, Phase::Play1);
}

#[test]
fn the_first_game_seats_four_or_six_half_and_half() {
    let rules =
        tianhei_core::RuleFile::parse(include_str!("../../../rules/fengsheng-first-game.toml"))
            .expect("loads");
    assert!(
        rules.start(5, 1).is_err(),
        "5 players is not a first-game count"
    );
    for n in [4, 6] {
        let t = rules.start(n, 3).expect("deals");
        let v = t.view(Viewer::Moderator);
        let v = v
            .downcast_ref::<tianhei_fengsheng::classic::FsView>()
            .expect("view");
        let red = v.players.iter().filter(|p| p.identity == Some(Q)).count();
        assert_eq!(red, n / 2);
    }
}

#[test]
fn an_empty_deck_reshuffles_the_discard_pile() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    d.a.rest_to_discard = true;
    let t = d.start(A);
    let v = t.public();
    assert_eq!(
        t.hand(A).len(),
        3,
        "A drew two from the reshuffled discard pile"
    );
    assert_eq!(v.discard, 0);
    assert_eq!(v.deck, 81 - 1 - 2);
}

#[test]
fn the_draw_is_skipped_when_deck_and_discard_are_both_empty() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.rest_to_hand(B);
    let t = d.start(A);
    assert_eq!(t.hand(A).len(), 0);
    assert!(t.log_has(Viewer::Public, "不抽牌"));
    assert_eq!(t.phase(), Phase::Play1);
}

#[test]
fn the_turn_runs_its_phases_in_order_and_passes_to_the_right() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let card = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    assert_eq!(t.phase(), Phase::Play1, "回合开始 and 抽牌 are done");
    t.passes(&[A, B, C, D]);
    assert_eq!(t.kind(), "fengsheng.send");
    assert_eq!(t.phase(), Phase::Send);
    t.say(A, &format!("send:c{card}"));
    assert_eq!(t.phase(), Phase::Passing);
    t.passes(&[A, B, C, D]);
    assert_eq!(t.phase(), Phase::Arrival);
    t.passes(&[A, B, C, D]);
    assert_eq!(t.phase(), Phase::Receive);
    t.say(B, "accept");
    assert_eq!(t.phase(), Phase::Play2);
    t.passes(&[A, B, C, D]);
    assert_eq!(
        t.public().active,
        B,
        "the next turn is the player on the right"
    );
    assert_eq!(t.phase(), Phase::Play1);
    assert_eq!(t.holder(), B);
}

/// Seed 000, 出牌阶段游戏范例 without the character: A passes; B uses 烧毁 on a black
/// intel and passes; C passes; D uses 识破 on B's 烧毁 and passes; E, A, B, C pass. 识破
/// resolves first, so 烧毁 is negated and both go to the discard pile. Then A, B, C, D,
/// E pass and the phase ends.
#[test]
fn seed_000_play_phase_example() {
    let mut d = Deal::new(&[Q, J, Q, J, Q]);
    let black = d.intel(C, Intercept, Black);
    let burn = d.hand(B, Burn, Red);
    let counter = d.hand(D, Counter, Blue);
    d.hand(A, Decode, Red);
    let mut t = d.start(A);
    // Black intel lies on the table, so the turn-start window opens; nobody acts.
    t.passes(&[A, B, C, D, E]);
    assert_eq!(t.phase(), Phase::Play1);
    t.say(A, "pass");
    t.say(B, &format!("burn:c{burn}:card:{black}"));
    assert_eq!(t.holder(), B, "after acting B keeps priority");
    t.say(B, "pass");
    t.say(C, "pass");
    t.say(D, &format!("counter:c{counter}:stack:0"));
    t.passes(&[D, E, A, B]);
    assert_eq!(
        t.public().stack.len(),
        2,
        "one pass short of a lap: nothing resolved"
    );
    t.say(C, "pass");
    assert!(t.public().stack.is_empty());
    assert_eq!(t.intel(C), vec![black], "the 烧毁 was negated");
    assert_eq!(t.public().discard, 2, "烧毁 and 识破 are discarded");
    let log = t.log(Viewer::Public);
    assert!(log.iter().any(|l| l.contains("被识破，无效")), "{log:?}");
    assert_eq!(t.holder(), A, "priority reopens from the active player");
    t.passes(&[A, B, C, D, E]);
    assert_eq!(
        t.kind(),
        "fengsheng.send",
        "a lap of passes on an empty stack ends the phase"
    );
}

#[test]
fn a_player_may_act_again_before_passing() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let x = d.intel(C, Intercept, Black);
    let y = d.intel(D, Lock, Black);
    let b1 = d.hand(B, Burn, Red);
    let b2 = d.hand(B, Burn, Black);
    d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.passes(&[A]);
    t.say(B, &format!("burn:c{b1}:card:{x}"));
    t.say(B, &format!("burn:c{b2}:card:{y}"));
    t.passes(&[B, C, D, A]);
    assert!(t.intel(C).is_empty() && t.intel(D).is_empty());
}

#[test]
fn a_card_whose_target_is_gone_fizzles() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let x = d.intel(C, Intercept, Black);
    let b1 = d.hand(B, Burn, Red);
    let c1 = d.hand(C, Burn, Blue);
    d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.passes(&[A, B, C, D]); // turn-start window
    t.passes(&[A]);
    t.say(B, &format!("burn:c{b1}:card:{x}"));
    t.say(B, "pass");
    t.say(C, &format!("burn:c{c1}:card:{x}"));
    t.passes(&[C, D, A, B]);
    assert!(t.intel(C).is_empty());
    assert!(
        t.log_has(Viewer::Public, "2号的【烧毁】无效：目标情报已不在"),
        "B's 烧毁 fizzles, and the line says why"
    );
    t.g.check_invariants().expect("zones");
}

#[test]
fn a_counter_against_a_card_already_seen_through_says_so() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let l = d.hand(A, Lock, Red);
    let k1 = d.hand(B, Counter, Red);
    let k2 = d.hand(C, Counter, Blue);
    let mut t = d.start(A);
    t.say(A, &format!("lock:c{l}:seat:1"));
    t.say(A, "pass");
    t.say(B, &format!("counter:c{k1}:stack:0"));
    t.say(B, "pass");
    t.say(C, &format!("counter:c{k2}:stack:0"));
    t.passes(&[C, D, A, B]);
    assert!(
        t.log_has(
            Viewer::Public,
            "2号的【识破】无效：它要识破的1号的【锁定】已被识破"
        ),
        "B's 识破 finds its target already cancelled"
    );
    assert!(
        !t.log_has(Viewer::Public, "已出局"),
        "nobody's user or target is said to be gone"
    );
}

#[test]
fn turn_start_and_end_windows_open_only_while_black_intel_lies_on_the_table() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let t = d.start(A);
    assert_eq!(t.phase(), Phase::Play1, "no black intel: straight to 出牌");
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    d.intel(D, Lure, Black);
    let t = d.start(A);
    assert_eq!(
        t.phase(),
        Phase::TurnStart,
        "black intel: 烧毁 could be used at turn start"
    );
}

/// `seat` answers its own prompt with `key`, whatever prompt comes first.
fn answer_early(t: &mut T, seat: Seat, key: &str) {
    let p =
        t.g.prompts()
            .iter()
            .find(|p| p.seat == seat)
            .unwrap_or_else(|| panic!("seat {} has no prompt", seat.number()))
            .clone();
    let i = p.find(key).unwrap_or_else(|| panic!("`{key}` not offered"));
    t.g.answer(seat, p.id, &[i]).expect("answer accepted");
    t.g.check_invariants().expect("invariants hold");
}

/// The seats asked now, in the order their prompts opened.
fn asked(t: &T) -> Vec<Seat> {
    t.g.prompts().iter().map(|p| p.seat).collect()
}

#[test]
fn a_priority_lap_is_asked_at_once_and_its_answers_count_in_seat_order() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let x = d.intel(C, Intercept, Black);
    let mine = d.hand(D, Burn, Red);
    let theirs = d.hand(B, Burn, Black);
    d.hand(A, Decode, Red);
    let mut t = d.start(A);
    assert_eq!(
        asked(&t),
        vec![A, B, C, D],
        "the whole lap, the holder first"
    );
    // D answers before his turn: his 烧毁 waits until A, B and C have passed.
    answer_early(&mut t, D, &format!("burn:c{mine}:card:{x}"));
    assert!(
        t.public().stack.is_empty(),
        "D's use waits for the seats before him"
    );
    assert_eq!(asked(&t), vec![A, B, C]);
    t.say(A, "pass");
    // B acts first: D's answer was to a situation that no longer holds.
    t.say(B, &format!("burn:c{theirs}:card:{x}"));
    assert_eq!(t.public().stack.len(), 1);
    assert!(t.hand(D).contains(&mine), "D's 烧毁 was never used");
    assert_eq!(
        asked(&t),
        vec![B, C, D, A],
        "a new lap from B, who keeps priority"
    );
    // C and D pass early: nothing is told until their turn comes.
    answer_early(&mut t, C, "pass");
    answer_early(&mut t, D, "pass");
    let log = t.log(Viewer::Public);
    assert!(
        !log.iter().any(|l| l == "3号让过" || l == "4号让过"),
        "{log:?}"
    );
    t.say(B, "pass");
    let log = t.log(Viewer::Public);
    let n = log.len();
    assert_eq!(
        log[n - 3..],
        ["2号让过", "3号让过", "4号让过"],
        "the passes are told in seat order"
    );
    assert_eq!(asked(&t), vec![A]);
    t.say(A, "pass");
    assert!(t.intel(C).is_empty(), "a lap of passes resolved the 烧毁");
}
