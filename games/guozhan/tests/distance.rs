//! Distance and attack range (reference §1.3): living seats both ways, horses, weapon
//! ranges, 吴六剑, and the distance-1 cards 顺手牵羊 and 兵粮寸断.

mod support;

use support::*;
use tianhei_guozhan::Name;

#[test]
fn distance_counts_living_seats_the_shorter_way() {
    let mut d = Deal::new(6);
    d.top_filler(12);
    let t = d.start(A);
    assert_eq!(t.g.distance(A, B), 1);
    assert_eq!(t.g.distance(A, C), 2);
    assert_eq!(t.g.distance(A, D), 3);
    assert_eq!(t.g.distance(A, E), 2);
    assert_eq!(t.g.distance(A, F), 1);
    assert_eq!(t.g.distance(A, A), 0);

    let mut d = Deal::new(6);
    d.seat(B).dead = true;
    d.seat(C).dead = true;
    d.top_filler(12);
    let t = d.start(A);
    assert_eq!(t.g.distance(A, D), 1, "the dead are not counted");
    assert_eq!(t.g.distance(A, E), 2);
}

#[test]
fn horses_change_distance_but_never_below_one() {
    let mut d = Deal::new(6);
    d.equip(A, Name::Chitu);
    d.equip(C, Name::Dilu);
    d.equip(B, Name::Zhuahuang);
    d.top_filler(12);
    let t = d.start(A);
    assert_eq!(t.g.distance(A, C), 2, "2 − 1 + 1");
    assert_eq!(t.g.distance(A, D), 2, "3 − 1");
    assert_eq!(t.g.distance(A, B), 1, "1 − 1 + 1");
    assert_eq!(t.g.distance(A, F), 1, "never below 1");
    assert_eq!(
        t.g.distance(C, A),
        2,
        "horses count one way: C's +1 and A's −1 do nothing here"
    );
}

#[test]
fn weapons_set_the_attack_range_and_sha_targets_follow_it() {
    let mut d = Deal::new(8);
    d.hand(A, Name::Sha);
    d.equip(A, Name::KylinBow);
    d.top_filler(12);
    let mut t = d.start(A);
    assert_eq!(t.g.attack_range(A), 5);
    t.play_to(A);
    for s in [B, C, D, E, F, G, H] {
        assert!(
            t.offered(A, &format!("sha:seat:{}", s.0)),
            "range 5 reaches all of 8"
        );
    }

    let mut d = Deal::new(8);
    d.hand(A, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    assert_eq!(t.g.attack_range(A), 1);
    t.play_to(A);
    assert!(t.offered(A, "sha:seat:1") && t.offered(A, "sha:seat:7"));
    assert!(!t.offered(A, "sha:seat:2"), "no weapon: range 1");
}

#[test]
fn six_swords_give_the_owners_faction_one_more_range() {
    let mut d = Deal::new(6);
    d.faction(A, BK, WH, true);
    d.faction(B, BK, WH, true);
    d.faction(C, WH, BK, true);
    d.equip(B, Name::SixSwords);
    d.top_filler(12);
    let t = d.start(A);
    assert_eq!(t.g.attack_range(A), 2, "same determined faction: +1");
    assert_eq!(t.g.attack_range(B), 2, "not the owner himself");
    assert_eq!(t.g.attack_range(C), 1, "another faction: no");
    assert_eq!(t.g.attack_range(D), 1, "undetermined: no");
}

#[test]
fn snatch_and_supply_shortage_reach_distance_one() {
    let mut d = Deal::new(5);
    d.options(false);
    d.hand(A, Name::Snatch);
    d.hand(A, Name::Supply);
    d.hand(C, Name::Shan);
    d.hand(B, Name::Shan);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "snatch:seat:1"));
    assert!(!t.offered(A, "snatch:seat:2"), "distance 2");
    assert!(t.offered(A, "supply:seat:4"));
    assert!(!t.offered(A, "supply:seat:2"));
}
