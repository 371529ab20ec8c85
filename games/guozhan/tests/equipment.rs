//! The 20 equipment cards (reference §2.3): weapons, armour and horses, each with its
//! effect; equipping replaces the card in the slot.

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Character, Interject, Name, Slot, Suit};

fn deal(n: usize) -> Deal {
    let mut d = Deal::new(n);
    d.options(false);
    d.top_filler(14);
    d
}

#[test]
fn equipping_puts_the_card_in_its_slot_and_replaces_the_old_one() {
    let mut d = deal(4);
    let old = d.equip(A, Name::Qinggang);
    let new = d.hand(A, Name::Axe);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "axe");
    assert_eq!(t.equipment(A), vec![new]);
    assert!(t.log_has(Viewer::Public, "1号装备了【贯石斧】"));
    assert!(t.log_has(Viewer::Public, "1号的【青釭剑】♠6被替换"));
    assert!(!t.hand(A).contains(&old));
}

#[test]
fn double_sword_against_a_revealed_character_of_the_other_gender() {
    let mut d = deal(4);
    d.seat(A).character_up = true;
    d.seat(B).character = Character::ZhenJi;
    d.seat(B).character_up = true;
    d.equip(A, Name::DoubleSword);
    d.hand(A, Name::Sha);
    let shan = d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert_eq!(t.kind(), "guozhan.confirm");
    t.say(A, "yes");
    assert_eq!(t.kind(), "guozhan.double_sword");
    assert!(t.offered(B, "let_draw"));
    t.say(B, &format!("card:c{shan}"));
    assert_eq!(t.hand_count(B), 0, "B discarded its 闪");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "甄姬 has 3 HP");
}

#[test]
fn double_sword_does_nothing_against_a_face_down_character_which_has_no_gender() {
    let mut d = deal(4);
    d.seat(A).character_up = true;
    d.seat(B).character = Character::ZhenJi;
    d.equip(A, Name::DoubleSword);
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert_eq!(t.kind(), "guozhan.respond", "no 雌雄双股剑 question");
    assert!(t.public().players[B.index()].gender.is_none());
}

#[test]
fn qinggang_sword_ignores_the_targets_armour() {
    let mut d = deal(4);
    d.equip(A, Name::Qinggang);
    d.hand(A, Name::Sha);
    d.equip(B, Name::Vine);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert!(!t.offered(B, "eight_diagram"));
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3, "藤甲 ignored");

    let mut d = deal(4);
    d.equip(A, Name::Qinggang);
    d.hand(A, Name::Sha);
    d.equip(B, Name::EightDiagram);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert!(!t.offered(B, "eight_diagram"), "八卦阵 ignored too");
}

#[test]
fn ice_sword_prevents_the_damage_and_discards_two_cards_one_at_a_time() {
    let mut d = deal(4);
    d.equip(A, Name::IceSword);
    d.hand(A, Name::Sha);
    let horse = d.equip(B, Name::Dilu);
    d.hand(B, Name::Tea);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.confirm");
    t.say(A, "yes");
    assert_eq!(t.kind(), "guozhan.pick");
    t.say(A, &format!("card:c{horse}"));
    assert_eq!(t.kind(), "guozhan.pick", "the second card");
    t.say(A, "hand");
    assert_eq!(t.hp(B), 4, "no damage");
    assert_eq!(t.hand_count(B), 0);
    assert!(t.equipment(B).is_empty());
}

#[test]
fn serpent_spear_makes_two_hand_cards_a_sha_to_use_or_to_play() {
    let mut d = deal(4);
    d.equip(A, Name::Spear);
    let mut t = d.start(A);
    t.play_to(A);
    // A drew two spare cards: they make a 杀.
    assert!(t.offered(A, "spear:seat:1"));
    t.say(A, "spear:seat:1");
    assert_eq!(t.kind(), "guozhan.spear_cards");
    assert_eq!((t.prompt().min, t.prompt().max), (2, 2));
    let k = t.keys();
    t.pick(A, &[&k[0], &k[1]]);
    assert!(t.log_has(Viewer::Public, "丈八蛇矛"));
    assert_eq!(t.hand_count(A), 0);
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn serpent_spear_answers_savage_assault_with_two_cards() {
    let mut d = deal(4);
    d.hand(A, Name::Savage);
    d.equip(B, Name::Spear);
    d.hand(B, Name::Shan);
    d.hand(B, Name::Tea);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    t.no_nullify();
    assert!(t.offered(B, "spear"));
    t.say(B, "spear");
    let k: Vec<String> = t.keys();
    t.pick(B, &[&k[0], &k[1]]);
    assert_eq!(t.hp(B), 4);
    assert!(t.log_has(Viewer::Public, "2号打出了【杀】（【丈八蛇矛】"));
}

#[test]
fn stone_axe_discards_two_cards_to_make_a_dodged_sha_hit() {
    let mut d = deal(4);
    d.equip(A, Name::Axe);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Tea);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "shan");
    assert_eq!(t.kind(), "guozhan.confirm");
    t.say(A, "yes");
    assert_eq!(t.kind(), "guozhan.axe_cards");
    let k = t.keys();
    assert!(
        !k.iter().any(|x| t
            .g
            .card(tianhei_guozhan::choices::key_card(x).unwrap_or(0))
            .name
            == Name::Axe),
        "the axe itself cannot pay"
    );
    t.pick(A, &[&k[0], &k[1]]);
    assert_eq!(t.hp(B), 3);
    assert!(t.log_has(Viewer::Public, "此【杀】依然生效"));
}

#[test]
fn vermilion_fan_turns_a_normal_sha_into_fire_which_burns_vine_for_two() {
    let mut d = deal(4);
    d.equip(A, Name::Fan);
    d.hand(A, Name::Sha);
    d.equip(B, Name::Vine);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "fan:seat:1"));
    t.say(A, "fan:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "fire on 藤甲: +1");
    assert!(t.log_has(Viewer::Public, "朱雀羽扇"));
}

#[test]
fn kylin_bow_discards_one_of_the_targets_horses() {
    let mut d = deal(4);
    d.equip(A, Name::KylinBow);
    d.hand(A, Name::Sha);
    let h = d.equip(C, Name::Chitu);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:2");
    t.say(C, "pass");
    assert_eq!(t.kind(), "guozhan.kylin_bow");
    t.say(A, &format!("card:c{h}"));
    assert!(t.equipment(C).is_empty());
    assert_eq!(t.hp(C), 3, "the damage still lands");
}

#[test]
fn triblade_deals_one_damage_to_another_seat_at_distance_one_from_the_target() {
    let mut d = deal(5);
    d.equip(A, Name::Triblade);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Tea);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:2");
    t.say(C, "pass");
    assert_eq!(t.kind(), "guozhan.triblade");
    t.say(A, "card");
    assert_eq!(t.kind(), "guozhan.triblade_target");
    assert!(t.offered(A, "seat:1") && t.offered(A, "seat:3"));
    assert!(!t.offered(A, "seat:2"), "not the target itself");
    t.say(A, "seat:3");
    assert_eq!((t.hp(C), t.hp(D)), (3, 3));
}

#[test]
fn eight_diagram_judges_and_red_counts_as_shan() {
    let mut d = Deal::new(4);
    d.options(false);
    d.top_filler(2);
    d.top_of(Name::Shan, Suit::Diamond);
    d.top_filler(14);
    d.hand(A, Name::Sha);
    d.equip(B, Name::EightDiagram);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert!(t.offered(B, "eight_diagram"));
    t.say(B, "eight_diagram");
    assert_eq!(t.hp(B), 4);
    assert!(t.log_has(Viewer::Public, "2号为【八卦阵】判定"));
}

#[test]
fn eight_diagram_failing_leaves_the_ordinary_answer() {
    let mut d = Deal::new(4);
    d.options(false);
    d.top_filler(2);
    d.top_of(Name::Sha, Suit::Club);
    d.top_filler(14);
    d.hand(A, Name::Sha);
    d.equip(B, Name::EightDiagram);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "eight_diagram");
    assert_eq!(t.kind(), "guozhan.respond");
    assert!(!t.offered(B, "eight_diagram"), "once per 闪 asked");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn renwang_shield_stops_black_sha_only() {
    let mut d = deal(4);
    d.hand_of(A, Name::Sha, Suit::Spade);
    d.equip(B, Name::Renwang);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert_ne!(
        t.kind(),
        "guozhan.respond",
        "no effect: B is not even asked"
    );
    assert_eq!(t.hp(B), 4);
    assert!(t.log_has(Viewer::Public, "2号的【仁王盾】：【杀】对其无效"));

    let mut d = deal(4);
    d.hand_of(A, Name::Sha, Suit::Heart);
    d.equip(B, Name::Renwang);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn vine_stops_savage_archery_and_normal_sha_and_fire_burns_one_more() {
    let mut d = deal(4);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Savage);
    d.hand(A, Name::FireSha);
    d.equip(B, Name::Vine);
    d.equip(A, Name::Crossbow);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    assert_eq!(t.hp(B), 4, "normal 杀: no effect");
    t.say(A, "savage");
    t.no_nullify();
    assert_eq!(t.holder(), C, "B is not asked");
    t.say(C, "pass");
    t.no_nullify();
    t.say(D, "pass");
    assert_eq!(t.hp(B), 4);
    t.say(A, "fire_sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "fire +1");
}

#[test]
fn silver_lion_caps_damage_at_one_and_heals_when_it_leaves() {
    let mut d = deal(4);
    d.hand(A, Name::Jiu);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Dismantle);
    let lion = d.equip(B, Name::SilverLion);
    d.seat(B).hp = Some(3);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "jiu");
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "2 damage capped at 1");
    assert!(t.log_has(Viewer::Public, "【白银狮子】：伤害2→1"));
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    t.say(A, &format!("card:c{lion}"));
    assert_eq!(t.hp(B), 3, "it heals its owner as it leaves");
}

#[test]
fn a_sideways_silver_lion_does_not_heal_when_it_leaves() {
    // Seed 004: 处于横置状态的装备牌始终失效 — its leave effect too.
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    let lion = d.equip(B, Name::SilverLion);
    d.seat(B).hp = Some(2);
    let mut t = d.start(A);
    t.play_to(A);
    t.interject(Interject::Sideways(B, Slot::Armor));
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    t.say(A, &format!("card:c{lion}"));
    assert!(t.equipment(B).is_empty(), "it left the area");
    assert_eq!(t.hp(B), 2, "a sideways armour heals nobody");
    assert!(!t.log_has(Viewer::Public, "失去了【白银狮子】"));
}

#[test]
fn horses_are_equipment_too() {
    let mut d = deal(4);
    d.hand(A, Name::Jueying);
    d.hand(A, Name::Chitu);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "jueying");
    t.say(A, "chitu");
    assert_eq!(t.equipment(A).len(), 2);
    assert_eq!(t.g.distance(B, A), 2);
    assert_eq!(t.g.distance(A, C), 1);
}

#[test]
fn eight_diagram_also_answers_archery_attack() {
    let mut d = Deal::new(4);
    d.options(false);
    d.top_filler(2);
    d.top_of(Name::Tea, Suit::Heart);
    d.top_filler(14);
    d.hand(A, Name::Archery);
    d.equip(B, Name::EightDiagram);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "archery");
    t.no_nullify();
    assert!(t.offered(B, "eight_diagram"), "打出 a 闪 counts too");
    t.say(B, "eight_diagram");
    assert_eq!(t.hp(B), 4);
    assert!(t.log_has(Viewer::Public, "2号打出了【闪】（【八卦阵】）"));
}

#[test]
fn ice_sword_does_not_act_on_damage_passed_along_a_chain() {
    let mut d = deal(4);
    d.equip(A, Name::IceSword);
    d.hand(A, Name::FireSha);
    d.seat(B).chained = true;
    d.seat(C).chained = true;
    d.hand(B, Name::Shan);
    d.hand(C, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.confirm", "寒冰剑 on the 杀's own target");
    t.say(A, "no");
    // B takes the damage; it passes to C with no second 寒冰剑 question.
    assert_eq!(t.kind(), "guozhan.play");
    assert_eq!((t.hp(B), t.hp(C)), (3, 3));
}

#[test]
fn a_collateral_holder_may_answer_with_the_serpent_spear() {
    let mut d = deal(4);
    d.hand(A, Name::Collateral);
    d.equip(B, Name::Spear);
    d.hand(B, Name::Shan);
    d.hand(B, Name::Tea);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "collateral:seat:1");
    t.say(A, "seat:2");
    t.no_nullify();
    assert!(t.offered(B, "spear:seat:2"));
    t.say(B, "spear:seat:2");
    let k = t.keys();
    t.pick(B, &[&k[0], &k[1]]);
    t.say(C, "pass");
    assert_eq!(t.hp(C), 3);
    assert_eq!(t.hand_count(B), 0);
}
