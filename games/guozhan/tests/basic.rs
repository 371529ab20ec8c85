//! The basic cards: 【杀】 of three natures and its 【闪】, 【茶】 (the reference's 【桃】) and
//! 【酒】; dying and rescue, death.

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Name, Suit};

#[test]
fn sha_deals_one_damage_unless_the_target_uses_shan() {
    let mut d = Deal::new(4);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Shan);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert_eq!(t.kind(), "guozhan.respond");
    assert!(
        t.offered(B, "shan"),
        "闪 is 使用 against a 杀: {:?}",
        t.keys()
    );
    t.say(B, "shan");
    assert_eq!(t.hp(B), 4);
    assert!(t.log_has(Viewer::Public, "2号使用了【闪】"));
    assert!(t.log_has(Viewer::Public, "被2号的【闪】抵消"));

    let mut d = Deal::new(4);
    d.hand(A, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert!(t.offered(B, "pass"), "asked even with no 闪 in hand");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn fire_and_thunder_sha_deal_their_nature() {
    let mut d = Deal::new(4);
    d.hand(A, Name::FireSha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:1");
    t.say(B, "pass");
    assert!(t.log_has(Viewer::Public, "2号受到1号造成的1点火焰伤害"));

    let mut d = Deal::new(4);
    d.hand(A, Name::ThunderSha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "thunder_sha:seat:3");
    t.say(D, "pass");
    assert!(t.log_has(Viewer::Public, "4号受到1号造成的1点雷电伤害"));
}

#[test]
fn shan_and_nullification_cannot_be_used_in_the_play_phase() {
    let mut d = Deal::new(4);
    d.hand(A, Name::Shan);
    d.hand(A, Name::Nullify);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    assert_eq!(t.keys(), vec!["end".to_string()], "nothing to use");
}

#[test]
fn tea_heals_one_only_when_wounded_never_above_max() {
    let mut d = Deal::new(4);
    d.hand(A, Name::Tea);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(!t.offered(A, "tea"), "at full HP");

    let mut d = Deal::new(4);
    d.seat(A).hp = Some(3);
    d.hand(A, Name::Tea);
    d.hand(A, Name::Tea);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "tea"));
    t.say(A, "tea");
    assert_eq!(t.hp(A), 4);
    assert!(!t.offered(A, "tea"), "full again");
    assert!(t.log_has(Viewer::Public, "1号使用了【茶】"));
}

#[test]
fn dying_asks_every_seat_for_tea_in_order_from_the_current_player() {
    let mut d = Deal::new(4);
    d.seat(C).hp = Some(1);
    d.hand(A, Name::Sha);
    d.equip(A, Name::Qinggang);
    d.hand(D, Name::Tea);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:2");
    t.say(C, "pass");
    assert!(t.public().players[C.index()].dying);
    let mut asked = Vec::new();
    for _ in 0..4 {
        asked.push(t.holder());
        assert_eq!(t.kind(), "guozhan.tea");
        if t.holder() == D {
            t.say(D, "tea:seat:2");
            break;
        }
        let s = t.holder();
        t.say(s, "pass");
    }
    assert_eq!(asked, vec![A, B, C, D]);
    assert_eq!(t.hp(C), 1, "saved by D");
    assert!(t.alive(C));
    assert!(t.log_has(Viewer::Public, "4号对3号使用了【茶】"));
}

#[test]
fn a_seat_is_asked_again_while_it_keeps_saving() {
    let mut d = Deal::new(4);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Jiu);
    d.hand(A, Name::Tea);
    d.hand(A, Name::Tea);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "jiu");
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), -1);
    t.say(A, "tea:seat:1");
    assert_eq!(t.holder(), A, "still dying: A is asked again");
    t.say(A, "tea:seat:1");
    assert_eq!(t.hp(B), 1);
    assert_eq!(t.kind(), "guozhan.play");
}

#[test]
fn the_dying_seat_may_use_wine_on_itself_and_nobody_else_may() {
    let mut d = Deal::new(4);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Jiu);
    d.hand(B, Name::Jiu);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.holder(), A);
    assert!(
        !t.keys().iter().any(|k| k.starts_with("jiu")),
        "not on another seat"
    );
    t.say(A, "pass");
    assert!(t.offered(B, "jiu"));
    t.say(B, "jiu");
    assert_eq!(t.hp(B), 1);
    assert!(t.log_has(Viewer::Public, "2号对自己使用了【酒】"));
}

#[test]
fn nobody_saves_the_dying_seat_it_dies_revealing_everything_and_discarding_all() {
    let mut d = Deal::new(4);
    d.seat(B).hp = Some(1);
    d.faction(B, WH, BK, false);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Shan);
    d.hand(B, Name::Tea);
    d.equip(B, Name::Crossbow);
    d.judge(B, Name::Indulgence);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(!t.alive(B));
    let v = t.public();
    let b = &v.players[B.index()];
    assert!(b.character.is_some(), "the character is revealed");
    assert!(b.gender.is_some());
    assert_eq!((b.main, b.second), (Some(WH), Some(BK)));
    assert_eq!(b.hand_count, 0);
    assert!(b.equipment.iter().all(Option::is_none) && b.judge.is_empty());
    assert!(t.log_has(Viewer::Public, "2号被1号杀死"));
    assert!(t.log_has(Viewer::Public, "2号的所有牌被弃置"));
}

#[test]
fn a_sha_of_a_chosen_colour_is_offered_once_per_face() {
    let mut d = Deal::new(4);
    d.hand_of(A, Name::Sha, Suit::Spade);
    d.hand_of(A, Name::Sha, Suit::Club);
    d.hand_of(A, Name::Sha, Suit::Heart);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    let on_b: Vec<String> = t
        .keys()
        .into_iter()
        .filter(|k| k.starts_with("sha:") && k.ends_with(":seat:1"))
        .collect();
    assert_eq!(on_b.len(), 2, "one black 杀 and one red 杀: {on_b:?}");
}

#[test]
fn the_current_player_dying_in_his_turn_ends_it() {
    let mut d = Deal::new(4);
    d.seat(A).hp = Some(1);
    d.hand(A, Name::Duel);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Sha);
    d.hand(B, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    t.say(B, "play:sha");
    t.say(A, "play:sha");
    t.say(B, "play:sha");
    t.say(A, "pass");
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(!t.alive(A));
    assert_eq!(t.holder(), B, "A's turn is over; B's begins");
    assert_eq!(t.kind(), "guozhan.reveal");
}
