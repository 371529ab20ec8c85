//! 无懈可击 windows (reference §2.2): every seat asked in order from the current player; a
//! 无懈可击 opens a window against itself; an odd number standing cancels the trick for
//! that target; 无懈可击·国 "for all of that faction"; delayed tricks at judge time.

mod support;

use support::*;
use tianhei_core::{Seat, Table, Viewer};
use tianhei_guozhan::{Name, Suit, choices::short_key};

fn deal(n: usize) -> Deal {
    let mut d = Deal::new(n);
    d.options(false);
    d.top_filler(14);
    d
}

#[test]
fn every_living_seat_is_asked_in_order_from_the_current_player_holding_one_or_not() {
    let mut d = deal(4);
    d.hand(B, Name::Dismantle);
    d.hand(C, Name::Shan);
    d.top_filler(0);
    let mut t = d.start(A);
    t.play_to(A);
    t.end_play(A);
    t.play_to(B);
    t.say(B, "dismantle:seat:2");
    let mut asked = Vec::new();
    while t.kind() == "guozhan.nullify" {
        asked.push(t.holder());
        assert_eq!(t.keys(), vec!["pass".to_string()], "nobody holds one");
        let s = t.holder();
        t.say(s, "pass");
    }
    assert_eq!(asked, vec![B, C, D, A], "from the current player, B");
}

#[test]
fn one_nullification_cancels_the_trick_for_that_target() {
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    d.hand(C, Name::Nullify);
    let shan = d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "nullify");
    assert!(t.log_has(
        Viewer::Public,
        "3号使用了【无懈可击】♠J，抵消【过河拆桥】对2号的效果"
    ));
    // A new window against the 无懈可击, asked again from the current player.
    assert_eq!(t.holder(), A);
    assert!(t.prompt().text.zh.contains("3号的【无懈可击】"));
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【过河拆桥】对2号的效果被抵消"));
    assert!(t.hand(B).contains(&shan));
    assert_eq!(t.kind(), "guozhan.play");
}

#[test]
fn a_counter_chain_of_two_lets_the_trick_through_and_three_cancel_it() {
    // Two: C nullifies, D counters: even, the trick takes effect.
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    d.hand(C, Name::Nullify);
    d.hand(D, Name::HegNullify);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "nullify");
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "pass");
    t.say(D, "heg_nullify");
    assert_eq!(
        t.public().nullify.as_ref().map(|n| n.chain.clone()),
        Some(vec![C, D])
    );
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【过河拆桥】对2号的效果未被抵消"));
    assert_eq!(t.kind(), "guozhan.pick", "the trick resolves");

    // Three: B adds a third: odd, cancelled.
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    d.hand(C, Name::Nullify);
    d.hand(D, Name::HegNullify);
    d.hand(B, Name::HegNullify);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "nullify");
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "pass");
    t.say(D, "heg_nullify");
    t.say(A, "pass");
    t.say(B, "heg_nullify");
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【过河拆桥】对2号的效果被抵消"));
    assert_eq!(t.kind(), "guozhan.play");
    assert_eq!(t.public().discard, 4, "three 无懈可击 and the 过河拆桥");
}

#[test]
fn each_target_of_a_trick_gets_its_own_window() {
    let mut d = deal(4);
    d.hand(A, Name::Savage);
    d.hand(B, Name::Nullify);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    t.say(A, "pass");
    t.say(B, "nullify");
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    // B is spared; C is asked next (its own window first).
    assert_eq!(t.kind(), "guozhan.nullify");
    assert!(t.prompt().text.zh.contains("对3号"));
    t.no_nullify();
    t.say(C, "pass");
    t.no_nullify();
    t.say(D, "pass");
    assert_eq!((t.hp(B), t.hp(C), t.hp(D)), (4, 3, 3));
}

#[test]
fn kingdom_nullification_may_cancel_the_trick_for_every_remaining_target_of_that_faction() {
    let mut d = deal(5);
    d.hand(A, Name::Savage);
    d.hand(B, Name::HegNullify);
    d.faction(B, WH, BK, true);
    d.faction(C, BK, WH, true);
    d.faction(D, WH, BK, true);
    d.faction(E, WH, BK, true);
    d.faction(A, BK, BK, true);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    t.say(A, "pass");
    assert!(t.offered(B, "heg_nullify:all"), "{:?}", t.keys());
    t.say(B, "heg_nullify:all");
    assert!(t.log_has(Viewer::Public, "（对◇◆势力所有剩余目标）"));
    t.no_nullify();
    // C (another faction) is still asked; D and E of B's faction are spared unasked.
    t.no_nullify();
    assert_eq!(t.holder(), C);
    t.say(C, "pass");
    assert_eq!(t.kind(), "guozhan.play", "no window for D and E");
    assert_eq!((t.hp(B), t.hp(C), t.hp(D), t.hp(E)), (4, 3, 4, 4));
    assert!(t.log_has(Viewer::Public, "无懈可击·国生效：【南蛮入侵】对4号无效"));
}

#[test]
fn kingdom_nullification_for_all_needs_a_determined_target_with_a_later_fellow() {
    let mut d = deal(5);
    d.hand(A, Name::Savage);
    d.hand(B, Name::HegNullify);
    d.faction(C, WH, BK, true);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.play_to(A);
    t.say(A, "savage");
    t.say(A, "pass");
    assert!(t.offered(B, "heg_nullify"));
    assert!(!t.offered(B, "heg_nullify:all"), "B is undetermined");
}

#[test]
fn kingdom_nullification_countered_saves_nobody_else() {
    let mut d = deal(5);
    d.hand(A, Name::Savage);
    d.hand(A, Name::Nullify);
    d.hand(B, Name::HegNullify);
    for s in [B, C, D, E] {
        d.faction(s, WH, BK, true);
    }
    d.faction(A, BK, BK, true);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    t.say(A, "pass");
    t.say(B, "heg_nullify:all");
    t.say(A, "nullify");
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【南蛮入侵】对2号的效果未被抵消"));
    t.say(B, "pass");
    t.no_nullify();
    assert_eq!(t.holder(), C, "C still gets the trick");
}

#[test]
fn a_delayed_trick_gets_a_window_at_judge_time_and_is_discarded_when_nullified() {
    let mut d = deal(4);
    d.hand(A, Name::Indulgence);
    d.hand(C, Name::Nullify);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "indulgence:seat:1");
    assert_eq!(t.kind(), "guozhan.play", "no window when it is placed");
    t.end_play(A);
    t.say(B, "keep");
    assert_eq!(t.kind(), "guozhan.nullify");
    assert_eq!(t.holder(), B, "from the current player, B");
    t.say(B, "pass");
    t.say(C, "nullify");
    t.no_nullify();
    assert!(t.judge_area(B).is_empty());
    assert!(
        !t.log_has(Viewer::Public, "2号为【乐不思蜀】判定"),
        "no judgement"
    );
    assert_eq!(t.holder(), B);
    assert_eq!(t.kind(), "guozhan.play");
}

#[test]
fn a_nullified_lightning_moves_on_without_a_judgement() {
    let mut d = Deal::new(4);
    d.options(false);
    let l = d.judge(A, Name::Lightning);
    d.hand(B, Name::Nullify);
    d.top_of(Name::Sha, Suit::Spade);
    d.top_filler(14);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.say(A, "pass");
    t.say(B, "nullify");
    t.no_nullify();
    assert_eq!(t.judge_area(B), vec![l]);
    assert_eq!(t.hp(A), 4);
}

/// `seat` answers its own prompt with `key` (exact or without `:c<card>`), whatever
/// prompt comes first.
fn answer_early(t: &mut T, seat: Seat, key: &str) {
    let p =
        t.g.prompts()
            .iter()
            .find(|p| p.seat == seat)
            .unwrap_or_else(|| panic!("seat {} has no prompt", seat.number()))
            .clone();
    let i = p
        .options
        .iter()
        .position(|c| short_key(&c.key) == key || c.key == key)
        .unwrap_or_else(|| panic!("`{key}` not offered"));
    t.g.answer(seat, p.id, &[i]).expect("answer accepted");
    t.g.check_invariants().expect("invariants hold");
}

#[test]
fn a_nullification_lap_is_asked_at_once_and_its_answers_count_in_seat_order() {
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    d.hand(C, Name::Nullify);
    d.hand(D, Name::HegNullify);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    let asked: Vec<Seat> = t.g.prompts().iter().map(|p| p.seat).collect();
    assert_eq!(
        asked,
        vec![A, B, C, D],
        "the whole lap, from the current player"
    );
    assert!(
        t.g.prompts()[1].text.zh.contains("先问你"),
        "a seat asked ahead of its turn is told so"
    );
    // D answers first: his 无懈可击 waits for A, B and C.
    answer_early(&mut t, D, "heg_nullify");
    assert!(
        t.public()
            .nullify
            .as_ref()
            .is_some_and(|n| n.chain.is_empty())
    );
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, "nullify");
    // C's came first: D's answer was to a situation that no longer holds.
    assert!(t.log_has(
        Viewer::Public,
        "3号使用了【无懈可击】♠J，抵消【过河拆桥】对2号的效果"
    ));
    assert_eq!(t.hand(D).len(), 1, "D's 无懈可击 was never used");
    let asked: Vec<Seat> = t.g.prompts().iter().map(|p| p.seat).collect();
    assert_eq!(
        asked,
        vec![A, B, C, D],
        "a new lap against C's, from A again"
    );
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【过河拆桥】对2号的效果被抵消"));
}
