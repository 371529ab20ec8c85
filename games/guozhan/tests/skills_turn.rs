//! Skills that act at timing points of a turn: the draw-count skills (英姿, 裸衣, 突袭),
//! the judgement-driven ones (刚烈, 洛神, 铁骑) and the other triggers (据守 → 重整, 集智,
//! 克己, 枭姬, 闭月, 猛进, 狂斧).

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Character, Name, Suit};

#[test]
fn zhouyu_yingzi_draws_three() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhouYu);
    d.top_filler(3);
    let mut t = d.start(A);
    assert_eq!(t.kind(), "guozhan.skill");
    t.say(A, "skill:yingzi");
    t.play_to(A);
    assert_eq!(t.hand_count(A), 3);
    assert!(t.log_has(Viewer::Public, "1号发动了【英姿】"));
}

#[test]
fn xuchu_luoyi_draws_one_fewer_and_his_sha_deals_one_more() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::XuChu);
    d.hand(A, Name::Sha);
    d.top_filler(2);
    let mut t = d.start(A);
    t.say(A, "skill:luoyi");
    t.play_to(A);
    assert_eq!(t.hand_count(A), 2, "one 杀 and one card drawn");
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2);
    assert!(t.log_has(Viewer::Public, "【裸衣】：伤害+1"));
}

#[test]
fn zhangliao_tuxi_takes_a_hand_card_from_two_players_instead_of_drawing() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhangLiao);
    let b = d.hand(B, Name::Shan);
    let c = d.hand(C, Name::Tea);
    let mut t = d.start(A);
    let deck = t.public().deck;
    t.say(A, "skill:tuxi");
    assert_eq!(
        (t.prompt().min, t.prompt().max),
        (1, 2),
        "one or two players"
    );
    t.pick(A, &["seat:1", "seat:2"]);
    t.play_to(A);
    let mut h = t.hand(A);
    h.sort();
    let mut want = vec![b, c];
    want.sort();
    assert_eq!(h, want);
    assert_eq!(t.public().deck, deck, "no draw");
}

#[test]
fn zhenji_luoshen_keeps_black_judgements_until_a_red_one() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhenJi);
    let black = d.top_of(Name::Sha, Suit::Spade);
    let red = d.top_of(Name::Shan, Suit::Diamond);
    d.top_filler(2);
    let mut t = d.start(A);
    t.say(A, "skill:luoshen");
    assert!(t.hand(A).contains(&black));
    assert_eq!(t.kind(), "guozhan.skill", "again after a black card");
    t.say(A, "skill:luoshen");
    assert!(
        !t.hand(A).contains(&red),
        "a red card stops it and is discarded"
    );
    assert_eq!(t.kind(), "guozhan.play");
    assert_eq!(t.hand_count(A), 3);
}

#[test]
fn zhenji_qingguo_dodges_with_a_black_hand_card() {
    let mut d = Deal::quiet(4);
    d.up(B, Character::ZhenJi);
    d.hand(A, Name::Sha);
    let black = d.hand_of(B, Name::Dismantle, Suit::Spade);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, &format!("qingguo:c{black}"));
    assert_eq!(t.hp(B), 3);
    assert!(t.log_has(Viewer::Public, "2号发动了【倾国】"));
}

#[test]
fn caoren_jushou_draws_three_then_reorganizes_and_his_next_turn_is_skipped() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::CaoRen);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.end_play(A);
    assert_eq!(t.kind(), "guozhan.skill");
    t.say(A, "skill:jushou");
    assert_eq!(t.hand_count(A), 5);
    assert!(t.public().players[A.index()].reorganized);
    t.play_to(B);
    t.end_play(B);
    t.play_to(C);
    t.end_play(C);
    t.play_to(D);
    t.end_play(D);
    t.play_to(B);
    assert!(t.log_has(Viewer::Public, "1号处于重整状态"));
    assert!(!t.public().players[A.index()].reorganized, "set upright");
}

#[test]
fn xiahoudun_ganglie_on_a_non_heart_makes_the_source_choose_and_not_on_a_heart() {
    for (name, suit, hurt) in [
        (Name::Sha, Suit::Spade, true),
        (Name::Tea, Suit::Heart, false),
    ] {
        let mut d = Deal::quiet(4);
        d.up(B, Character::XiahouDun);
        d.hand(A, Name::Sha);
        d.top_filler(2);
        d.top_of(name, suit);
        let mut t = d.start(A);
        t.play_to(A);
        t.say(A, "sha:seat:1");
        t.say(B, "pass");
        t.say(B, "skill:ganglie");
        if hurt {
            assert_eq!(t.kind(), "guozhan.ganglie");
            t.say(A, "no");
            assert_eq!(t.hp(A), 3, "刚烈: 1 damage back");
        } else {
            assert_eq!(t.kind(), "guozhan.play", "♥: nothing");
            assert_eq!(t.hp(A), 4);
        }
    }
}

#[test]
fn machao_tieqi_on_red_leaves_no_dodge() {
    for (name, suit, hit) in [
        (Name::Tea, Suit::Heart, true),
        (Name::Sha, Suit::Club, false),
    ] {
        let mut d = Deal::quiet(4);
        d.up(A, Character::MaChao);
        d.hand(A, Name::Sha);
        d.hand(B, Name::Shan);
        d.top_filler(2);
        d.top_of(name, suit);
        let mut t = d.start(A);
        t.play_to(A);
        t.say(A, "sha:seat:1");
        t.say(A, "skill:tieqi");
        if hit {
            assert_eq!(t.hp(B), 3, "no 闪 asked");
            assert_eq!(t.hand_count(B), 1);
        } else {
            t.say(B, "shan");
            assert_eq!(t.hp(B), 4);
        }
    }
}

#[test]
fn huangyueying_jizhi_draws_on_an_unconverted_trick() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::HuangYueying);
    d.hand(A, Name::ExNihilo);
    d.top_filler(5);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "ex_nihilo");
    t.say(A, "skill:jizhi");
    t.no_nullify();
    assert_eq!(t.hand_count(A), 5, "2 drawn + 集智 1 + 无中生有 2");
}

#[test]
fn huangyueying_jizhi_draws_on_a_nullification_too() {
    let mut d = Deal::quiet(4);
    d.up(B, Character::HuangYueying);
    d.hand(A, Name::Dismantle);
    d.hand(A, Name::Shan);
    d.hand(B, Name::Nullify);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "dismantle:seat:1");
    t.say(A, "pass");
    t.say(B, "nullify");
    t.say(B, "skill:jizhi");
    assert_eq!(t.hand_count(B), 2, "the 闪 and 集智's card");
}

#[test]
fn lvmeng_keji_skips_discarding_unless_he_used_a_sha() {
    for used in [false, true] {
        let mut d = Deal::quiet(4);
        d.up(A, Character::LvMeng);
        d.seat(A).hp = Some(1);
        d.hand(A, Name::Sha);
        d.top_filler(2);
        let mut t = d.start(A);
        t.play_to(A);
        if used {
            t.say(A, "sha:seat:1");
            t.say(B, "pass");
        }
        t.end_play(A);
        if used {
            assert_eq!(t.kind(), "guozhan.discard", "克己 not offered");
        } else {
            t.say(A, "skill:keji");
            assert_eq!(t.hand_count(A), 3, "no discard");
        }
    }
}

#[test]
fn huanggai_kurou_loses_one_hp_and_draws_two_any_number_of_times() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::HuangGai);
    d.top_filler(6);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "kurou");
    assert_eq!((t.hp(A), t.hand_count(A)), (3, 4));
    t.say(A, "kurou");
    assert_eq!((t.hp(A), t.hand_count(A)), (2, 6));
}

#[test]
fn sunshangxiang_xiaoji_draws_two_when_an_equipment_card_leaves() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::SunShangxiang);
    d.equip(A, Name::Crossbow);
    d.hand(A, Name::Qinggang);
    d.top_filler(4);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "qinggang");
    assert_eq!(t.kind(), "guozhan.skill");
    t.say(A, "skill:xiaoji");
    assert_eq!(t.hand_count(A), 4);
}

#[test]
fn diaochan_biyue_draws_one_at_the_finish() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::DiaoChan);
    d.top_filler(3);
    let mut t = d.start(A);
    t.play_to(A);
    t.end_play(A);
    t.say(A, "skill:biyue");
    assert_eq!(t.hand_count(A), 3);
}

#[test]
fn pangde_mengjin_discards_a_card_of_the_target_that_dodged() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::PangDe);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Shan);
    let horse = d.equip(B, Name::Dilu);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "shan");
    t.say(A, "skill:mengjin");
    t.say(A, &format!("card:c{horse}"));
    assert!(t.equipment(B).is_empty());
}

#[test]
fn panfeng_kuangfu_moves_the_targets_weapon_into_his_area() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::PanFeng);
    d.hand(A, Name::Sha);
    let w = d.equip(B, Name::Qinggang);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    t.say(A, "skill:kuangfu");
    t.say(A, &format!("card:c{w}"));
    t.say(A, "yes");
    assert_eq!(t.equipment(A), vec![w]);
    assert!(t.equipment(B).is_empty());
}
