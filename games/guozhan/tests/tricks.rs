//! Every instant and delayed trick's effect (reference §2.2), with the rulings' faction
//! readings of 以逸待劳, 远交近攻 and 知己知彼. The clauses of 势力渗透 are off here (they
//! have their own tests); 无懈可击 has its own file.

mod support;

use support::*;
use tianhei_core::{Audience, Viewer};
use tianhei_guozhan::{Name, Suit};

fn deal(n: usize) -> Deal {
    let mut d = Deal::new(n);
    d.options(false);
    d.top_filler(14);
    d
}

#[test]
fn dismantlement_discards_a_card_of_the_users_choice_hand_cards_blind() {
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    let shan = d.hand(B, Name::Shan);
    let bow = d.equip(B, Name::KylinBow);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.pick");
    assert!(t.offered(A, "hand"), "a hand card, unseen");
    assert!(
        !t.keys().iter().any(|k| k.contains(&format!("c{shan}"))),
        "hand cards are not named"
    );
    t.say(A, &format!("card:c{bow}"));
    assert!(t.equipment(B).is_empty());
    assert!(t.log_has(Viewer::Public, "1号弃置了2号的【麒麟弓】"));
    assert_eq!(t.hand_count(B), 1);
}

#[test]
fn dismantlement_may_take_a_delayed_trick_from_the_judge_area() {
    let mut d = deal(4);
    d.hand(A, Name::Dismantle);
    let ind = d.judge(B, Name::Indulgence);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    t.say(A, &format!("card:c{ind}"));
    assert!(t.judge_area(B).is_empty());
}

#[test]
fn snatch_takes_the_card_and_only_the_two_seats_see_a_hand_card() {
    let mut d = deal(4);
    d.hand(A, Name::Snatch);
    let shan = d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "snatch:seat:1");
    t.no_nullify();
    t.say(A, "hand");
    assert!(t.hand(A).contains(&shan));
    assert!(t.log_has(Viewer::Public, "1号获得了2号的一张手牌"));
    assert!(t.log_has(Viewer::Seat(B), "1号获得的牌为【闪】"));
    assert!(!t.log_has(Viewer::Seat(C), "获得的牌为"));
    assert!(!t.log_has(Viewer::Public, "获得的牌为"));
}

#[test]
fn duel_starts_with_the_target_and_the_first_who_fails_takes_damage() {
    let mut d = deal(4);
    d.hand(A, Name::Duel);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    assert_eq!(t.holder(), B, "the target plays first");
    assert!(t.offered(B, "play:sha"), "杀 is 打出 in a 决斗");
    t.say(B, "play:sha");
    t.say(A, "play:sha");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
    assert_eq!(t.hp(A), 4);
    assert!(t.log_has(Viewer::Public, "2号打出了【杀】"));
}

#[test]
fn duel_damage_comes_from_the_other_side_when_the_user_fails() {
    let mut d = deal(4);
    d.hand(A, Name::Duel);
    d.hand(B, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    t.say(B, "play:sha");
    t.say(A, "pass");
    assert_eq!(t.hp(A), 3);
    assert!(t.log_has(Viewer::Public, "1号受到2号造成的1点伤害"));
}

#[test]
fn collateral_makes_the_holder_sha_the_victim_or_give_up_the_weapon() {
    let mut d = deal(4);
    d.hand(A, Name::Collateral);
    let weapon = d.equip(B, Name::Qinggang);
    d.hand(B, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(!t.offered(A, "collateral:seat:2"), "C has no weapon");
    t.say(A, "collateral:seat:1");
    assert_eq!(t.kind(), "guozhan.collateral_victim");
    t.say(A, "seat:2");
    t.no_nullify();
    assert!(t.offered(B, "sha:seat:2") && t.offered(B, "give"));
    t.say(B, "sha:seat:2");
    t.say(C, "pass");
    assert_eq!(t.hp(C), 3);
    assert!(t.equipment(B).contains(&weapon));
}

#[test]
fn collateral_refused_hands_the_weapon_to_the_user() {
    let mut d = deal(4);
    d.hand(A, Name::Collateral);
    let weapon = d.equip(B, Name::Axe);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "collateral:seat:1");
    t.say(A, "seat:3");
    t.no_nullify();
    t.say(B, "give");
    assert!(t.equipment(B).is_empty());
    assert!(t.hand(A).contains(&weapon));
}

#[test]
fn ex_nihilo_draws_two() {
    let mut d = deal(4);
    d.hand(A, Name::ExNihilo);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "ex_nihilo");
    t.no_nullify();
    assert_eq!(t.hand_count(A), 4, "2 drawn in the draw phase, 2 now");
}

#[test]
fn iron_chain_toggles_one_or_two_seats_and_may_be_recast() {
    let mut d = deal(4);
    d.hand(A, Name::IronChain);
    d.hand(A, Name::IronChain);
    d.seat(C).chained = true;
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "iron_chain:seat:1");
    assert_eq!(t.kind(), "guozhan.second_target");
    t.say(A, "seat:2");
    t.no_nullify();
    t.no_nullify();
    assert!(t.chained(B), "chained");
    assert!(!t.chained(C), "toggled back");
    let before = t.hand_count(A);
    t.say(A, "recast");
    assert_eq!(t.hand_count(A), before, "one card out, one drawn");
    assert!(t.log_has(Viewer::Public, "1号重铸了【铁索连环】"));
}

#[test]
fn fire_attack_shows_a_card_and_a_discard_of_its_suit_deals_one_fire_damage() {
    let mut d = deal(4);
    d.hand(A, Name::FireAttack);
    d.hand_of(A, Name::Tea, Suit::Heart);
    let shown = d.hand_of(B, Name::Shan, Suit::Heart);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fire_attack:seat:1");
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.fire_show");
    t.say(B, &format!("card:c{shown}"));
    assert!(t.log_has(Viewer::Public, "2号展示了【闪】♥"));
    assert!(t.hand(B).contains(&shown), "a shown card stays in hand");
    assert_eq!(t.kind(), "guozhan.fire_discard");
    t.say(A, "card");
    assert_eq!(t.hp(B), 3);
    assert!(t.log_has(Viewer::Public, "1点火焰伤害"));
}

#[test]
fn fire_attack_needs_another_card_to_target_oneself() {
    let mut d = deal(4);
    d.hand(A, Name::FireAttack);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(
        t.offered(A, "fire_attack:seat:0"),
        "two drawn cards besides it"
    );
}

#[test]
fn savage_assault_asks_every_other_seat_to_play_sha_or_take_damage() {
    let mut d = deal(4);
    d.hand(A, Name::Savage);
    d.hand(C, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    for target in [B, C, D] {
        t.no_nullify();
        assert_eq!(t.holder(), target, "in order from the user's right");
        if target == C {
            t.say(C, "play:sha");
        } else {
            t.say(target, "pass");
        }
    }
    assert_eq!((t.hp(B), t.hp(C), t.hp(D)), (3, 4, 3));
    assert_eq!(t.hp(A), 4);
}

#[test]
fn archery_attack_asks_for_a_played_shan() {
    let mut d = deal(4);
    d.hand(A, Name::Archery);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "archery");
    t.no_nullify();
    assert!(t.offered(B, "play:shan"), "打出, not 使用: {:?}", t.keys());
    t.say(B, "play:shan");
    t.no_nullify();
    t.say(C, "pass");
    t.no_nullify();
    t.say(D, "pass");
    assert_eq!((t.hp(B), t.hp(C), t.hp(D)), (4, 3, 3));
    assert!(t.log_has(Viewer::Public, "2号打出了【闪】"));
}

#[test]
fn peach_garden_heals_every_wounded_seat_and_asks_nullification_only_for_them() {
    let mut d = deal(4);
    d.hand(A, Name::Salvation);
    d.seat(B).hp = Some(2);
    d.seat(D).hp = Some(3);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "salvation");
    // A (full) is skipped: the first window is for B.
    assert_eq!(t.kind(), "guozhan.nullify");
    assert!(
        t.prompt().text.zh.contains("对2号"),
        "{}",
        t.prompt().text.zh
    );
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(
        t.prompt().text.zh.contains("对4号"),
        "C is full: no window ({} {})",
        t.kind(),
        t.prompt().text.zh
    );
    t.no_nullify();
    assert_eq!((t.hp(A), t.hp(B), t.hp(C), t.hp(D)), (4, 3, 4, 4));
}

#[test]
fn amazing_grace_reveals_one_card_per_seat_and_each_takes_one_in_order() {
    let mut d = Deal::new(4);
    d.options(false);
    d.hand(A, Name::Grace);
    d.top_filler(2);
    let cards = [
        d.top(Name::Jiu),
        d.top(Name::Tea),
        d.top(Name::Sha),
        d.top(Name::Duel),
    ];
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "grace");
    assert_eq!(
        t.public().table.len(),
        5,
        "the 五谷丰登 and four revealed cards"
    );
    for (s, c) in [(A, cards[1]), (B, cards[0]), (C, cards[3]), (D, cards[2])] {
        t.no_nullify();
        assert_eq!(t.kind(), "guozhan.grace");
        t.say(s, &format!("card:c{c}"));
        assert!(t.hand(s).contains(&c));
    }
    assert!(t.public().table.is_empty());
}

#[test]
fn amazing_grace_leftovers_go_to_the_discard_pile() {
    let mut d = Deal::new(4);
    d.options(false);
    d.hand(A, Name::Grace);
    d.hand(B, Name::Nullify);
    d.top_filler(2);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "grace");
    t.no_nullify();
    let c = t.keys()[0].clone();
    t.say(A, &c);
    t.say(A, "pass");
    t.say(B, "nullify");
    t.no_nullify();
    // B gets nothing; C and D take theirs; one card is left over.
    for s in [C, D] {
        t.no_nullify();
        let k = t.keys()[0].clone();
        t.say(s, &k);
    }
    assert!(t.public().table.is_empty());
    assert!(t.log_has(Viewer::Public, "五谷丰登剩余的"));
}

#[test]
fn await_exhausted_the_user_and_its_faction_draw_two_then_discard_two() {
    let mut d = deal(5);
    d.hand(A, Name::Await);
    d.faction(A, BK, WH, true);
    d.faction(C, BK, WH, true);
    d.faction(D, WH, BK, true);
    d.faction(E, BK, WH, false);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "await");
    t.no_nullify();
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.discard", "draws first, then discards");
    assert_eq!(t.hand_count(A), 4);
    assert_eq!(t.hand_count(C), 2, "C drew 2");
    assert_eq!(t.hand_count(D), 0, "another faction");
    assert_eq!(t.hand_count(E), 0, "undetermined: not counted");
    let k: Vec<String> = t.keys()[..2].to_vec();
    t.pick(A, &[&k[0], &k[1]]);
    // C holds exactly two: both go without a prompt.
    assert_eq!(t.hand_count(A), 2);
    assert_eq!(t.hand_count(C), 0);
}

#[test]
fn await_exhausted_by_an_undetermined_user_affects_only_himself() {
    let mut d = deal(4);
    d.hand(A, Name::Await);
    d.faction(B, BK, BK, true);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.play_to(A);
    t.say(A, "await");
    t.no_nullify();
    assert_eq!(t.hand_count(B), 0);
}

#[test]
fn known_both_looks_at_the_hand_or_one_face_down_card_privately_and_may_be_recast() {
    let mut d = deal(4);
    d.hand(A, Name::KnownBoth);
    d.hand(A, Name::KnownBoth);
    d.faction(B, WH, BK, false);
    d.hand(B, Name::Tea);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.play_to(A);
    t.say(A, "known_both:seat:1");
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.peek");
    for k in ["peek:hand", "peek:main", "peek:second", "peek:character"] {
        assert!(t.offered(A, k), "{k}");
    }
    t.say(A, "peek:main");
    assert!(t.log_has(Viewer::Public, "1号观看了2号的主势力牌"));
    assert!(t.log_has(Viewer::Seat(A), "你看到2号的主势力牌：白◇"));
    assert!(!t.log_has(Viewer::Seat(C), "你看到"));
    let peeks = t.view(A).peeks;
    assert_eq!(peeks.len(), 1);
    assert_eq!(peeks[0].colour, Some(WH));
    assert!(t.view(C).peeks.is_empty() && t.public().peeks.is_empty());
    assert!(t.offered(A, "recast"));
    let _ = Audience::All;
}

#[test]
fn befriend_attacking_needs_a_determined_user_and_a_target_of_another_side() {
    let mut d = deal(4);
    d.hand(A, Name::Befriend);
    d.faction(A, BK, BK, true);
    d.faction(B, WH, WH, true);
    d.faction(C, BK, BK, true);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "befriend:seat:1"));
    assert!(!t.offered(A, "befriend:seat:2"), "same faction");
    assert!(!t.offered(A, "befriend:seat:3"), "undetermined");
    t.say(A, "befriend:seat:1");
    t.no_nullify();
    assert_eq!(t.hand_count(B), 1);
    assert_eq!(t.hand_count(A), 5, "2 drawn + 3");

    let mut d = deal(4);
    d.hand(A, Name::Befriend);
    d.faction(B, WH, WH, true);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.play_to(A);
    assert!(
        !t.keys().iter().any(|k| k.starts_with("befriend")),
        "undetermined user"
    );
}

#[test]
fn indulgence_skips_the_play_phase_unless_the_judgement_is_a_heart() {
    let mut d = Deal::new(4);
    d.options(false);
    d.hand(A, Name::Indulgence);
    d.top_filler(2);
    d.top_of(Name::Sha, Suit::Club);
    d.top_filler(14);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "indulgence:seat:1");
    assert_eq!(t.judge_area(B).len(), 1, "it waits in the judge area");
    t.end_play(A);
    t.say(B, "keep");
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "2号将跳过出牌阶段"));
    assert_eq!(t.holder(), C, "B skipped its play phase");
}

#[test]
fn supply_shortage_skips_the_draw_phase_unless_the_judgement_is_a_club() {
    let mut d = Deal::new(4);
    d.options(false);
    d.hand(A, Name::Supply);
    d.top_filler(2);
    d.top_of(Name::Sha, Suit::Club);
    d.top_filler(14);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "supply:seat:1");
    t.end_play(A);
    t.say(B, "keep");
    t.no_nullify();
    assert!(t.log_has(Viewer::Public, "【兵粮寸断】未生效"));
    assert_eq!(t.hand_count(B), 2, "♣: B draws");
}

#[test]
fn lightning_strikes_for_three_thunder_damage_on_spades_two_to_nine() {
    let mut d = Deal::new(4);
    d.options(false);
    d.judge(A, Name::Lightning);
    d.top_of(Name::Sha, Suit::Spade);
    d.top_filler(14);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.no_nullify();
    assert_eq!(t.hp(A), 1);
    assert!(t.log_has(Viewer::Public, "1号受到3点雷电伤害"));
    assert!(t.judge_area(A).is_empty());
}

#[test]
fn lightning_moves_on_to_the_next_seat_when_it_does_not_strike() {
    let mut d = Deal::new(4);
    d.options(false);
    let l = d.judge(A, Name::Lightning);
    d.top_of(Name::Sha, Suit::Heart);
    d.top_filler(14);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.no_nullify();
    assert_eq!(t.hp(A), 4);
    assert_eq!(t.judge_area(B), vec![l]);
}

#[test]
fn a_seat_holds_one_delayed_trick_of_a_name() {
    let mut d = deal(4);
    d.hand(A, Name::Indulgence);
    d.judge(B, Name::Indulgence);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(!t.offered(A, "indulgence:seat:1"), "B has one already");
    assert!(t.offered(A, "indulgence:seat:2"));
}

#[test]
fn cancelling_a_target_skips_it_and_a_card_left_with_none_is_discarded() {
    let mut d = deal(4);
    let savage = d.hand(A, Name::Savage);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "savage");
    // 取消 (an engine operation; skills cause it): C is no longer a target.
    t.g.cancel_target(C);
    assert!(t.log_has(Viewer::Public, "3号不再是【南蛮入侵】的目标"));
    t.no_nullify();
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.nullify");
    assert!(t.prompt().text.zh.contains("对4号"), "C is skipped");
    t.g.cancel_target(D);
    t.g.cancel_target(B);
    assert!(t.log_has(Viewer::Public, "【南蛮入侵】没有目标，置入弃牌堆"));
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.play");
    assert_eq!((t.hp(B), t.hp(C), t.hp(D)), (3, 4, 4));
    assert!(t.public().table.is_empty());
    assert!(!t.hand(A).contains(&savage));
}
