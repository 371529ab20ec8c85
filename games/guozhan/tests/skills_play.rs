//! View-as skills (武圣, 龙胆, 奇袭, 急救, 乱击) and active skills with their limits (制衡,
//! 反间, 结姻, 青囊, 仁德).

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Character, Name, Suit};

#[test]
fn guanyu_wusheng_plays_a_red_card_as_sha_in_a_duel() {
    let mut d = Deal::quiet(4);
    d.up(B, Character::GuanYu);
    d.hand(A, Name::Duel);
    let red = d.hand_of(B, Name::Tea, Suit::Heart);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    t.say(B, &format!("wusheng:c{red}"));
    t.say(A, "pass");
    assert_eq!(t.hp(A), 3);
    assert!(t.log_has(Viewer::Public, "2号打出了【杀】（由【茶】♥"));
}

#[test]
fn zhaoyun_longdan_uses_shan_as_sha_and_sha_as_shan() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhaoYun);
    let shan = d.hand(A, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("longdan:c{shan}:seat:1"));
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
    assert!(
        !t.offered(A, "sha:seat:1"),
        "one 【杀】 per phase, converted or not"
    );

    let mut d = Deal::quiet(4);
    d.up(B, Character::ZhaoYun);
    d.hand(A, Name::Sha);
    let sha = d.hand(B, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, &format!("longdan:c{sha}"));
    assert_eq!(t.hp(B), 4);
}

#[test]
fn ganning_qixi_uses_a_black_card_as_dismantle() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::GanNing);
    let black = d.hand_of(A, Name::Sha, Suit::Club);
    let horse = d.equip(B, Name::Dilu);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("qixi:c{black}:seat:1"));
    t.no_nullify();
    t.say(A, &format!("card:c{horse}"));
    assert!(t.equipment(B).is_empty());
}

#[test]
fn huatuo_jijiu_saves_with_a_red_card_outside_his_turn_only() {
    let mut d = Deal::quiet(4);
    d.up(C, Character::HuaTuo);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    let red = d.hand_of(C, Name::Shan, Suit::Diamond);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    // Dying: A is asked first, then B, then C.
    t.say(A, "pass");
    t.say(B, "pass");
    t.say(C, &format!("jijiu:c{red}:seat:1"));
    assert_eq!(t.hp(B), 1);
    assert!(t.log_has(Viewer::Public, "3号发动了【急救】"));

    let mut d = Deal::quiet(4);
    d.up(A, Character::HuaTuo);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    d.hand_of(A, Name::Shan, Suit::Diamond);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert!(!t.offered(A, "jijiu:seat:1"), "not in his own turn");
}

#[test]
fn yuanshao_luanji_uses_two_cards_of_one_suit_as_archery() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::YuanShao);
    let a = d.hand_of(A, Name::Sha, Suit::Spade);
    d.hand_of(A, Name::Duel, Suit::Spade);
    d.top_filler(2);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("luanji:c{a}"));
    assert!(t.log_has(Viewer::Public, "1号使用了【万箭齐发】（由"));
    for s in [B, C, D] {
        t.no_nullify();
        t.say(s, "pass");
    }
    assert_eq!((t.hp(B), t.hp(C), t.hp(D)), (3, 3, 3));
}

#[test]
fn sunquan_zhiheng_discards_and_draws_as_many_once_per_phase() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::SunQuan);
    let a = d.hand(A, Name::Shan);
    let b = d.hand(A, Name::Shan);
    d.top_filler(4);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "zhiheng");
    assert_eq!(t.prompt().max, 4, "up to his max HP (4 of his 4 cards)");
    // Bots know the question by the skill that asks it, not by its words.
    assert_eq!(
        t.view(A).asking,
        Some(tianhei_guozhan::skills::Skill::Zhiheng)
    );
    assert_eq!(
        t.view(B).asking,
        None,
        "a seat with nothing open is asked nothing"
    );
    t.pick(A, &[&format!("card:c{a}"), &format!("card:c{b}")]);
    assert_eq!(t.hand_count(A), 4);
    assert!(!t.hand(A).contains(&a));
    assert!(!t.offered(A, "zhiheng"), "once per play phase");
}

#[test]
fn zhouyu_fanjian_hurts_on_a_wrong_suit_once_per_phase() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhouYu);
    let h = d.hand_of(A, Name::Tea, Suit::Heart);
    let mut t = d.start(A);
    // 英姿 at the draw: no.
    t.say(A, "pass");
    t.play_to(A);
    // Only the 茶 is kept to give: end the draw's cards by checking the hand.
    let hand = t.hand(A);
    assert!(hand.contains(&h));
    t.say(A, "fanjian:seat:1");
    t.say(B, "suit:spade");
    assert!(t.log_has(Viewer::Public, "2号选择了黑桃"));
    assert_eq!(t.hand_count(B), 1, "B took one of A's hand cards");
    let took = t.hand(B)[0];
    let suit = t.g.card(took).suit;
    assert_eq!(t.hp(B), if suit == Suit::Spade { 4 } else { 3 });
    assert!(!t.offered(A, "fanjian:seat:2"), "once per play phase");
}

#[test]
fn sunshangxiang_jieyin_heals_her_and_a_wounded_revealed_male_once_per_phase() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::SunShangxiang);
    d.seat(A).hp = Some(1);
    d.up(B, Character::GuanYu);
    d.seat(B).hp = Some(2);
    d.seat(C).hp = Some(2); // face-down: no gender
    let x = d.hand(A, Name::Shan);
    let y = d.hand(A, Name::Shan);
    d.hand(A, Name::Shan);
    d.hand(A, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(!t.offered(A, "jieyin:seat:2"));
    t.say(A, "jieyin:seat:1");
    t.pick(A, &[&format!("card:c{x}"), &format!("card:c{y}")]);
    assert_eq!((t.hp(A), t.hp(B)), (2, 3));
    assert!(!t.offered(A, "jieyin:seat:1"), "once per play phase");
}

#[test]
fn huatuo_qingnang_heals_a_wounded_player_once_per_phase() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::HuaTuo);
    d.seat(B).hp = Some(2);
    let x = d.hand(A, Name::Shan);
    d.hand(A, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "qingnang:seat:1");
    t.pick(A, &[&format!("card:c{x}")]);
    assert_eq!(t.hp(B), 3);
    assert!(!t.offered(A, "qingnang:seat:1"), "once per play phase");
}

#[test]
fn liubei_rende_heals_once_when_three_cards_are_given() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::LiuBei);
    d.seat(A).hp = Some(2);
    let cs: Vec<_> = (0..4).map(|_| d.hand(A, Name::Shan)).collect();
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "rende:seat:1");
    t.pick(
        A,
        &[&format!("card:c{}", cs[0]), &format!("card:c{}", cs[1])],
    );
    assert_eq!(t.hp(A), 2, "two given: no heal yet");
    t.say(A, "rende:seat:2");
    t.pick(A, &[&format!("card:c{}", cs[2])]);
    assert_eq!(t.hp(A), 3, "the third card heals");
    t.say(A, "rende:seat:2");
    t.pick(A, &[&format!("card:c{}", cs[3])]);
    assert_eq!(t.hp(A), 3, "only once per phase");
    assert_eq!((t.hand_count(B), t.hand_count(C)), (2, 2));
}
