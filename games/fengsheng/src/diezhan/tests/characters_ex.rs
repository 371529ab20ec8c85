//! A scenario per skill of the 一扩 and 二扩 characters (reference §6.3–6.4), 秦圆圆's
//! 比翼双飞 in full, named for character and skill. The helpers are in `characters_help.rs`.

use tianhei_core::{Seat, Viewer};

use super::{characters_help::*, harness::*};
use crate::diezhan::{deck::Kind, identity::Task, state::Zone};

#[test]
fn qin_wu_ming_pin_ming_san_lang_puts_a_pure_black_card_in_his_area_and_draws_three() {
    let mut t = five();
    t.character(0, "秦无命（死士）", true);
    t.hand(0, Kind::Balance, "RK");
    t.main(0);
    assert!(
        !t.keys(0).contains(&"skill:pin_ming_san_lang".to_string()),
        "a two-colour card is not pure black"
    );
    let mut t = five();
    t.character(0, "秦无命（死士）", true);
    let k = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:pin_ming_san_lang");
    t.say(0, &format!("card:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Intel(Seat(0)));
    assert_eq!(t.hand_len(0), 3);
}

#[test]
fn qin_wu_ming_yu_si_wang_po_makes_another_discard_his_blacks_plus_one() {
    let mut t = five();
    t.character(0, "秦无命（死士）", true);
    t.intel(0, "K");
    let a = t.hand(0, Kind::Balance, "R");
    for k in [Kind::Coerce, Kind::Probe, Kind::Winds] {
        t.hand(1, k, "K");
    }
    t.main(0);
    t.say(0, "skill:yu_si_wang_po");
    t.say(0, &format!("card:{}", t.c(a)));
    t.say(0, "seat:2");
    assert_eq!(t.prompt(1).min, 2, "one black intel + 1");
    let h: Vec<String> = t.g.hand(Seat(1))[..2]
        .iter()
        .map(|&c| format!("card:{}", t.c(c)))
        .collect();
    t.say_many(1, &[&h[0], &h[1]]);
    assert_eq!(t.hand_len(1), 1);
}

#[test]
fn lao_hu_yun_chou_wei_wo_flips_takes_three_of_five_and_only_face_down() {
    let mut t = five();
    t.character(0, "老虎（地下领袖）", false);
    t.main(0);
    t.say(0, "skill:yun_chou_wei_wo");
    assert!(t.face_up(0), "using it flips the card");
    let p = t.prompt(0).clone();
    assert_eq!((p.options.len(), p.min, p.max), (5, 3, 3));
    let keys: Vec<String> = p
        .options
        .iter()
        .take(3)
        .map(|o| o.key.to_string())
        .collect();
    t.say_many(0, &[&keys[0], &keys[1], &keys[2]]);
    assert_eq!(t.hand_len(0), 3);
    assert!(
        !t.keys(0).contains(&"skill:yun_chou_wei_wo".to_string()),
        "face-up: a flip skill is gone"
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(1)))
            .iter()
            .any(|l| l.starts_with("你收入手牌")),
        "what he took is his alone"
    );
}

#[test]
fn qin_yuan_yuan_zuo_you_feng_yuan_two_players_swap_their_hands_for_three_new() {
    let mut t = five();
    t.character(2, "秦圆圆（风尘侠女）", false);
    let x = t.hand(3, Kind::Balance, "K");
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, "skill:zuo_you_feng_yuan");
    assert!(t.face_up(2));
    t.say(2, "seat:4");
    assert!(
        !t.keys(2).contains(&"seat:4".to_string()),
        "two different players"
    );
    t.say(2, "seat:3");
    assert_eq!(t.zone(x), Zone::Discard);
    assert_eq!((t.hand_len(3), t.hand_len(2)), (3, 3));
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_not_face_down_herself() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    t.character(0, "秦圆圆（风尘侠女）", false);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![1, 2]);
}

#[test]
fn xiao_jiu_chi_zi_zhi_xin_draws_two_after_his_non_black_intel_is_received() {
    let mut t = five();
    t.character(0, "小九（追梦少年）", true);
    send_to(&mut t, 0, "B", 1);
    t.say(0, "skill:chi_zi_zhi_xin");
    t.say(0, "yes");
    assert_eq!(t.hand_len(0), 2);
}

#[test]
fn gao_qiao_zhi_zi_huo_xin_takes_a_card_sharing_the_shown_colour() {
    let mut t = five();
    t.character(0, "高桥智子（艺伎）", true);
    t.top(Kind::Balance, "R");
    let r = t.hand(1, Kind::Coerce, "R");
    t.main(0);
    t.say(0, "skill:huo_xin");
    t.say(0, "seat:2");
    t.say(0, &format!("card:{}", t.c(r)));
    assert_eq!(
        t.zone(r),
        Zone::Hand(Seat(0)),
        "red like the shown card: taken"
    );
}

#[test]
fn gao_qiao_zhi_zi_huo_xin_discards_a_card_of_another_colour() {
    let mut t = five();
    t.character(0, "高桥智子（艺伎）", true);
    t.top(Kind::Balance, "R");
    let b = t.hand(1, Kind::Coerce, "B");
    t.main(0);
    t.say(0, "skill:huo_xin");
    t.say(0, "seat:2");
    t.say(0, &format!("card:{}", t.c(b)));
    assert_eq!(t.zone(b), Zone::Discard);
}

#[test]
fn lian_yuan_sp_tan_qiu_zhen_li_moves_an_intel_to_her_and_he_may_answer_with_black() {
    let mut t = five();
    t.character(0, "连鸢（SP）（爱国作家）", true);
    let r = t.intel(1, "R");
    let k = t.hand(1, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:tan_qiu_zhen_li");
    t.say(0, &format!("intel:2:{}", t.c(r)));
    assert_eq!(t.zone(r), Zone::Intel(Seat(0)));
    t.say(1, &format!("card:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Intel(Seat(0)));
}

#[test]
fn bai_fei_fei_sp_tao_qu_shows_two_and_takes_an_intel_of_that_colour() {
    let mut t = five();
    t.character(0, "白菲菲（SP）（间谍）", true);
    let a = t.hand(0, Kind::Balance, "B");
    let b = t.hand(0, Kind::Coerce, "B");
    let blue = t.intel(3, "B");
    t.main(0);
    t.say(0, "skill:tao_qu");
    t.say_many(
        0,
        &[&format!("card:{}", t.c(a)), &format!("card:{}", t.c(b))],
    );
    t.say(0, &format!("intel:4:{}", t.c(blue)));
    assert_eq!(t.zone(blue), Zone::Hand(Seat(0)));
}

#[test]
fn li_shu_yun_ding_lun_ends_the_fight_and_she_receives() {
    let mut t = five();
    t.character(1, "李书云（教授）", false);
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "skill:ding_lun");
    assert_eq!(t.zone(c), Zone::Intel(Seat(1)), "received at once");
    assert!(!t.is_asked(2, "diezhan.fight"), "the fight is over");
}

#[test]
fn li_shu_yun_ding_lun_at_three_takes_it_into_her_hand() {
    let mut t = five();
    t.character(1, "李书云（教授）", false);
    t.intel(1, "R");
    t.intel(1, "R");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "skill:ding_lun");
    assert_eq!(t.zone(c), Zone::Hand(Seat(1)), "not received: no win");
    assert!(t.winners().is_empty());
}

#[test]
fn li_shu_yun_zhen_li_draws_two_and_turns_face_down() {
    let mut t = five();
    t.character(0, "李书云（教授）", true);
    send_to(&mut t, 0, "R", 2);
    assert!(!t.face_up(0));
    assert_eq!(t.hand_len(0), 2);
}

#[test]
fn cheng_xiao_die_sp_gong_fen_every_living_player_turns_up_a_card() {
    let mut t = five();
    t.character(2, "程小蝶（SP）（梨园义士）", false);
    fight_at_seat_2(&mut t, "R");
    let before: usize = (0..5).map(|s| t.g.intel(Seat(s)).len()).sum();
    t.say(2, "skill:gong_fen");
    let after: usize = (0..5).map(|s| t.g.intel(Seat(s)).len()).sum();
    let turned = t
        .public()
        .iter()
        .filter(|l| l.contains("翻开牌堆顶的牌"))
        .count();
    assert_eq!(turned, 5);
    assert_eq!(
        after - before + t.hand_len(2),
        5,
        "each card to an area or her hand"
    );
}

#[test]
fn cheng_xiao_die_sp_gong_fen_turns_up_from_her_counterclockwise() {
    let mut t = five();
    t.character(2, "程小蝶（SP）（梨园义士）", false);
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:gong_fen");
    let order: Vec<String> = t
        .public()
        .iter()
        .filter(|l| l.contains("翻开牌堆顶的牌"))
        .map(|l| l.split('号').next().unwrap_or_default().trim().to_string())
        .collect();
    // Seat 3 (index 2) first, then seat+1: 4, 5, 1, 2 — the turn's direction (逆时针).
    assert_eq!(order, ["3", "4", "5", "1", "2"]);
}

#[test]
fn ma_li_ya_cang_shen_jiao_tang_turns_a_hidden_receiver_face_down() {
    let mut t = five();
    t.character(0, "玛利亚（修女）", true);
    t.character(1, "老虎（地下领袖）", true);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.hand_len(0), 1);
    t.say(0, "yes");
    assert!(!t.face_up(1));
}

#[test]
fn ma_li_ya_cang_shen_jiao_tang_takes_a_black_intel_of_a_public_receiver() {
    let mut t = five();
    t.character(0, "玛利亚（修女）", true);
    t.character(2, "端木静（学生）", true);
    let k = t.intel(2, "K");
    send_to(&mut t, 0, "R", 2);
    t.say(0, &format!("take:{}:intel", t.c(k)));
    assert_eq!(t.zone(k), Zone::Intel(Seat(0)));
}

#[test]
fn qian_min_xian_fa_zhi_ren_discards_an_intel_voids_skills_and_may_flip_a_hidden_one() {
    let mut t = five();
    t.character(2, "钱敏（调查科员）", false);
    t.character(3, "老虎（地下领袖）", false);
    let k = t.intel(4, "K");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:xian_fa_zhi_ren");
    t.say(2, &format!("intel:5:{}", t.c(k)));
    t.say(2, "seat:4");
    assert!(t.g.turn.no_skills.contains(Seat(3)));
    t.say(2, "yes");
    assert!(t.face_up(3));
}

#[test]
fn qian_min_xian_fa_zhi_ren_answers_a_card_put_into_an_area_by_a_skill() {
    let mut t = five();
    t.character(0, "秦无命（死士）", true);
    t.character(3, "钱敏（调查科员）", false);
    let k = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:pin_ming_san_lang");
    t.say(0, &format!("card:{}", t.c(k)));
    assert!(t.is_asked(3, "diezhan.skill_offer"));
    t.say(3, "skill:xian_fa_zhi_ren");
    assert!(t.face_up(3));
    t.say(3, &format!("intel:1:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Discard);
}

#[test]
fn duan_mu_jing_sp_hou_lai_ren_leaves_one_true_intel_and_a_new_character() {
    let mut t = five();
    t.character(1, "端木静（SP）（学联代表）", false);
    t.g.char_pile = vec![0, 1, 2, 3];
    t.intel(1, "K");
    t.intel(1, "K");
    let r = t.intel(1, "R");
    send_to(&mut t, 0, "K", 1);
    t.say(1, "skill:hou_lai_ren");
    t.say(1, &format!("intel:2:{}", t.c(r)));
    assert_eq!(t.g.intel(Seat(1)), &[r]);
    assert_eq!(t.keys(1), vec!["character:0", "character:1", "character:2"]);
    t.say(1, "character:1");
    assert_eq!(
        t.g.chars[1],
        Some(crate::diezhan::roster::Seated {
            id: 1,
            face_up: false
        })
    );
    assert_eq!(t.g.char_pile, vec![3, 0, 2], "the rest to the bottom");
    assert!(!t.g.dead.contains(Seat(1)), "saved");
}

#[test]
fn a_player_saved_by_a_skill_is_told_to_leave_dying_like_one_saved_by_cheng_qing() {
    let mut t = five();
    t.character(1, "端木静（SP）（学联代表）", false);
    t.g.char_pile = vec![0, 1, 2, 3];
    t.intel(1, "K");
    t.intel(1, "K");
    let r = t.intel(1, "R");
    send_to(&mut t, 0, "K", 1);
    assert!(
        t.public()
            .iter()
            .any(|l| l == "2号有三张黑色情报，进入濒死")
    );
    t.say(1, "skill:hou_lai_ren");
    t.say(1, &format!("intel:2:{}", t.c(r)));
    t.say(1, "character:1");
    assert!(
        t.public().iter().any(|l| l == "2号脱离濒死"),
        "{:#?}",
        t.public()
    );
}

#[test]
fn jian_xian_sheng_cong_rong_ying_dui_after_a_probe_both_draw() {
    let mut t = five();
    t.character(0, "简先生（话剧演员）", true);
    let p = t.hand(0, Kind::Probe, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(p)));
    t.pass_kind("diezhan.probe_discard");
    let before = (t.hand_len(0), t.hand_len(1));
    t.say(0, "skill:cong_rong_ying_dui");
    t.say(0, "yes");
    assert_eq!((t.hand_len(0), t.hand_len(1)), (before.0 + 1, before.1 + 1));
}

#[test]
fn ya_pao_shou_kou_ru_ping_a_probe_on_him_has_no_effect_both_draw_once() {
    let mut t = five();
    t.character(1, "哑炮（乞丐）", true);
    let p = t.hand(0, Kind::Probe, "K");
    let q = t.hand(0, Kind::Coerce, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(p)));
    assert!(t.public().iter().any(|l| l.contains("因【守口如瓶】无效")));
    assert_eq!(
        (t.hand_len(0), t.hand_len(1)),
        (2, 1),
        "both draw the first time"
    );
    t.say(0, &format!("use:{}:to:2", t.c(q)));
    assert_eq!((t.hand_len(0), t.hand_len(1)), (1, 2), "then only he draws");
}

#[test]
fn ya_pao_han_hou_lao_shi_the_receiver_takes_a_random_card_of_his() {
    let mut t = five();
    t.character(0, "哑炮（乞丐）", true);
    let h = t.hand(0, Kind::Balance, "K");
    send_to(&mut t, 0, "R", 2);
    assert_eq!(t.zone(h), Zone::Hand(Seat(2)));
}

#[test]
fn xiao_ling_dang_xin_ge_lian_luo_one_player_cannot_accept() {
    let mut t = five();
    t.character(0, "小铃铛（杂耍艺人）", true);
    let c = t.hand_where(0, Kind::Probe, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Right
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(0, "skill:xin_ge_lian_luo");
    t.say(0, "seat:2");
    assert_eq!(t.keys(1), vec!["decline"], "he cannot accept");
}

#[test]
fn xiao_ling_dang_hou_zi_qie_xin_swaps_a_card_for_an_intel_of_the_same_colours() {
    let mut t = five();
    t.character(0, "小铃铛（杂耍艺人）", true);
    let h = t.hand(0, Kind::Balance, "RK");
    let i = t.intel(3, "RK");
    t.main(0);
    t.say(0, "skill:hou_zi_qie_xin");
    t.say(0, &format!("intel:4:{}", t.c(i)));
    t.say(0, &format!("card:{}", t.c(h)));
    assert_eq!(
        (t.zone(h), t.zone(i)),
        (Zone::Intel(Seat(3)), Zone::Hand(Seat(0)))
    );
}

#[test]
fn chen_an_na_zi_zheng_qing_bai_and_yi_wen_an_hao_once_a_game() {
    let mut t = five();
    t.character(2, "陈安娜（速记员）", true);
    let d = t.hand(2, Kind::Decode, "K");
    let d2 = t.hand(2, Kind::Decode, "R");
    fight_at_seat_2(&mut t, "R");
    t.say(2, &format!("play:{}", t.c(d)));
    assert_eq!(t.zone(d), Zone::Pending, "a 破译 as 调包");
    for s in [1, 3, 4, 0, 1] {
        if t.is_asked(s, "diezhan.fight") {
            t.say(s, "pass");
        }
    }
    assert!(
        !t.is_asked(2, "diezhan.fight") || !t.keys(2).contains(&format!("play:{}", t.c(d2))),
        "once a game"
    );
    let mut t = five();
    t.character(0, "陈安娜（速记员）", true);
    let r = t.hand(0, Kind::Balance, "R");
    let b = t.hand(0, Kind::Coerce, "B");
    t.main(0);
    t.say(0, "skill:zi_zheng_qing_bai");
    assert_eq!(
        t.keys(0),
        vec![format!("card:{}", t.c(b))],
        "not her 潜伏 red"
    );
    let _ = r;
}

#[test]
fn han_mei_adult_an_du_chen_cang_flips_draws_and_answers_with_a_card() {
    let mut t = five();
    t.character(2, "韩梅（特务处长）", false);
    let h = t.hand(2, Kind::Balance, "R");
    send_to(&mut t, 0, "R", 2);
    t.say(2, "skill:an_du_chen_cang");
    assert!(t.face_up(2));
    assert_eq!(t.hand_len(2), 3);
    t.say(2, &format!("card:{}", t.c(h)));
    assert_eq!(t.zone(h), Zone::Intel(Seat(0)));
}

#[test]
fn xiao_jiu_adult_shun_shi_er_wei_turns_down_after_his_intel_is_intercepted() {
    let mut t = five();
    t.character(1, "小九（反特砥柱）", true);
    let j = t.hand(2, Kind::Intercept, "K");
    fight_at_seat_2(&mut t, "R");
    t.say(2, &format!("play:{}", t.c(j)));
    t.say(1, "skill:shun_shi_er_wei");
    assert!(!t.face_up(1));
    assert_eq!(t.hand_len(1), 1);
}

#[test]
fn ling_su_qiu_tan_xu_bian_shi_gets_a_card_of_his_identity_colour_back() {
    let mut t = five();
    t.character(0, "凌素秋（棋手）", true);
    let a = t.hand(0, Kind::Balance, "K");
    let blue = t.hand(1, Kind::Coerce, "B");
    t.hand(1, Kind::Probe, "R");
    t.main(0);
    t.say(0, "skill:tan_xu_bian_shi");
    t.say(0, &format!("card:{}", t.c(a)));
    t.say(0, "seat:2");
    assert_eq!(
        t.keys(1),
        vec![format!("card:{}", t.c(blue))],
        "a 特工 gives blue"
    );
    t.say(1, &format!("card:{}", t.c(blue)));
    assert_eq!(
        (t.zone(a), t.zone(blue)),
        (Zone::Hand(Seat(1)), Zone::Hand(Seat(0)))
    );
}

#[test]
fn ling_su_qiu_cun_bu_bu_rang_takes_back_at_random_after_a_card_is_taken() {
    let mut t = five();
    t.character(1, "凌素秋（棋手）", true);
    t.character(0, "王田香（特务处长）", true);
    t.hand(1, Kind::Balance, "K");
    t.hand(1, Kind::Coerce, "K");
    t.hand(0, Kind::Probe, "R");
    t.main(0);
    t.say(0, "skill:jin_bi");
    t.say(0, "seat:2");
    let h: Vec<String> =
        t.g.hand(Seat(1))
            .iter()
            .map(|&c| format!("card:{}", t.c(c)))
            .collect();
    t.say_many(1, &[&h[0], &h[1]]);
    t.say(1, "skill:cun_bu_bu_rang");
    assert_eq!(t.hand_len(1), 1, "one taken back at random");
}

#[test]
fn sp_han_mei_bai_yue_guang_draws_one_more_and_declares_with_xiao_jiu() {
    let mut t = table_chars(&[Q, G, Q, G, m(Task::Pioneer)]);
    t.character(0, "韩梅（SP）（军统特务）", true);
    t.character(2, "小九（追梦少年）", true);
    t.turn(0);
    assert_eq!(t.hand_len(0), 4, "one more while a 小九 is in play");
    let mut t = table_chars(&[Q, G, Q, G, m(Task::Pioneer)]);
    t.character(0, "韩梅（SP）（军统特务）", true);
    t.character(2, "小九（追梦少年）", true);
    t.intel(2, "B");
    t.intel(2, "B");
    send_to(&mut t, 0, "B", 2);
    // 暗藏杀机 is offered first: triggers come before the victory check.
    t.say(0, "pass");
    assert_eq!(
        t.winners(),
        vec![0, 2],
        "she and her 小九, a 潜伏 with three blue, alone"
    );
}

#[test]
fn sp_xiao_jiu_yi_zhong_ren_declares_with_han_mei() {
    let mut t = table_chars(&[G, G, Q, G, m(Task::Pioneer)]);
    t.character(1, "小九（SP）（情报站长）", true);
    t.character(3, "韩梅（卖花女）", true);
    t.intel(3, "R");
    t.intel(3, "R");
    send_to(&mut t, 0, "R", 3);
    assert_eq!(
        t.winners(),
        vec![1, 3],
        "a 特工 韩梅 with three red does not declare: he declares and wins with her alone"
    );
}

#[test]
fn sp_han_mei_an_cang_sha_ji_takes_a_random_card_after_her_blue_intel() {
    let mut t = five();
    t.character(0, "韩梅（SP）（军统特务）", true);
    let h = t.hand(2, Kind::Balance, "K");
    send_to(&mut t, 0, "B", 2);
    t.say(0, "skill:an_cang_sha_ji");
    t.say(0, "seat:3");
    assert_eq!(t.zone(h), Zone::Hand(Seat(0)));
}

#[test]
fn sp_xiao_jiu_zhuang_zhi_man_huai_both_draw_after_a_red_intel_he_received() {
    let mut t = five();
    t.character(2, "小九（SP）（情报站长）", true);
    send_to(&mut t, 0, "R", 2);
    t.say(2, "skill:zhuang_zhi_man_huai");
    t.say(2, "yes");
    assert_eq!((t.hand_len(0), t.hand_len(2)), (1, 1));
}
