//! Damage natures, the chain (横置) with its order and amounts, HP loss, recovery.

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Interject, Name, Nature, Suit};

fn deal(n: usize) -> Deal {
    let mut d = Deal::new(n);
    d.options(false);
    d.top_filler(14);
    d
}

fn position(lines: &[String], needle: &str) -> usize {
    lines
        .iter()
        .position(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("no line with {needle}: {lines:#?}"))
}

#[test]
fn elemental_damage_to_a_chained_seat_passes_to_every_chained_seat_in_order_from_the_current_player()
 {
    let mut d = deal(5);
    d.hand(A, Name::FireSha);
    d.equip(A, Name::KylinBow);
    for s in [B, D, E] {
        d.seat(s).chained = true;
    }
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:3");
    t.say(D, "pass");
    assert_eq!((t.hp(B), t.hp(C), t.hp(D), t.hp(E)), (3, 4, 3, 3));
    for s in [B, D, E] {
        assert!(!t.chained(s), "seat {} unchained", s.number());
    }
    let log = t.log(Viewer::Public);
    let to_b = position(&log, "伤害传导至2号");
    let to_e = position(&log, "伤害传导至5号");
    assert!(to_b < to_e, "B before E, from the current player A");
    assert!(
        log[to_b + 1].contains("2号受到1号造成的1点火焰伤害"),
        "same source and nature"
    );
}

#[test]
fn chain_damage_runs_each_victims_vine_and_passes_the_first_victims_final_amount() {
    // The first victim wears 藤甲: 2 fire damage, and 2 pass along.
    let mut d = deal(4);
    d.hand(A, Name::FireSha);
    d.equip(B, Name::Vine);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    d.equip(A, Name::Qinggang);
    d.equip(C, Name::Dilu);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:1");
    t.say(B, "pass");
    // 青釭剑 ignores B's armour on the 杀 itself.
    assert_eq!((t.hp(B), t.hp(C)), (3, 3));

    let mut d = deal(4);
    d.hand(A, Name::FireSha);
    d.equip(B, Name::Vine);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "藤甲: fire +1");
    assert_eq!(t.hp(C), 2, "the final amount, 2, passes along");

    // A later victim's 藤甲 still adds one.
    let mut d = deal(4);
    d.hand(A, Name::FireSha);
    d.equip(B, Name::Vine);
    d.seat(B).chained = true;
    d.seat(D).chained = true;
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:3");
    t.say(D, "pass");
    assert_eq!((t.hp(D), t.hp(B)), (3, 2));
}

#[test]
fn normal_damage_neither_passes_nor_unchains() {
    let mut d = deal(4);
    d.hand(A, Name::Sha);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!((t.hp(B), t.hp(C)), (3, 4));
    assert!(t.chained(B) && t.chained(C));
}

#[test]
fn lightning_on_a_chained_seat_passes_with_no_source() {
    let mut d = Deal::new(4);
    d.options(false);
    d.judge(A, Name::Lightning);
    d.top_of(Name::Sha, Suit::Spade);
    d.top_filler(14);
    d.seat(A).chained = true;
    d.seat(C).chained = true;
    let mut t = d.start(A);
    t.say(A, "keep");
    t.no_nullify();
    for s in [A, B, C, D] {
        if t.kind() == "guozhan.tea" {
            t.say(s, "pass");
        }
    }
    assert!(t.log_has(Viewer::Public, "3号受到3点雷电伤害"));
    assert!(!t.chained(C));
}

#[test]
fn the_chain_goes_on_after_a_victim_dies() {
    let mut d = deal(4);
    d.hand(A, Name::ThunderSha);
    d.seat(B).hp = Some(1);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "thunder_sha:seat:1");
    t.say(B, "pass");
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(!t.alive(B));
    assert_eq!(t.hp(C), 3, "the damage still reaches C");
}

#[test]
fn losing_hp_is_not_damage_it_does_not_pass_along_the_chain_and_has_no_killer() {
    let mut d = deal(4);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    d.seat(B).hp = Some(1);
    d.faction(A, BK, BK, true);
    let mut t = d.start(A);
    t.play_to(A);
    t.interject(Interject::LoseHp(B, 1));
    assert!(t.log_has(Viewer::Public, "2号失去了1点体力"));
    assert_eq!(t.kind(), "guozhan.tea");
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(!t.alive(B));
    assert_eq!(t.hp(C), 4);
    assert!(t.chained(C));
    assert!(t.log_has(Viewer::Public, "2号阵亡"));
    assert!(
        !t.log_has(Viewer::Public, "杀死了"),
        "no reward: nobody killed B"
    );
}

#[test]
fn damage_without_a_card_runs_the_same_pipeline() {
    let mut d = deal(4);
    d.equip(B, Name::SilverLion);
    let mut t = d.start(A);
    t.play_to(A);
    t.interject(Interject::Damage {
        source: Some(A),
        target: B,
        amount: 3,
        nature: Nature::Fire,
    });
    assert_eq!(t.hp(B), 3, "白银狮子 caps it at 1");
}

#[test]
fn recovery_never_goes_above_max_hp() {
    let mut d = deal(4);
    d.hand(A, Name::Salvation);
    d.seat(A).hp = Some(3);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "salvation");
    t.no_nullify();
    assert_eq!(t.hp(A), 4);
    let v = t.public();
    assert!(v.players.iter().all(|p| p.hp <= p.max_hp));
}
