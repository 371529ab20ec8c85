//! A scenario per skill of the base box's characters (reference §6.2), named for
//! character and skill, with its timing and once-per limits, and the face-down and face-up
//! cases of flip skills. The helpers are in `characters_help.rs`.

use tianhei_core::{Seat, Table, Viewer};

use super::{characters_help::*, harness::*};
use crate::diezhan::{
    deck::{CardId, Kind},
    identity::{Identity, Task},
    state::Zone,
};

#[test]
fn duan_mu_jing_xin_si_chao_discards_one_draws_two_once_a_main_phase() {
    let mut t = five();
    t.character(0, "端木静（学生）", true);
    let a = t.hand(0, Kind::Balance, "K");
    t.hand(0, Kind::Coerce, "R");
    t.main(0);
    assert!(t.keys(0).contains(&"skill:xin_si_chao".to_string()));
    t.say(0, "skill:xin_si_chao");
    t.say(0, &format!("card:{}", t.c(a)));
    assert_eq!(t.zone(a), Zone::Discard);
    assert_eq!(t.hand_len(0), 3, "two cards, one discarded, two drawn");
    assert!(
        !t.keys(0).contains(&"skill:xin_si_chao".to_string()),
        "once a main phase"
    );
    assert!(t.public().iter().any(|l| l == "1号发动【新思潮】"));
}

#[test]
fn duan_mu_jing_xin_si_chao_needs_a_hand_card() {
    let mut t = five();
    t.character(0, "端木静（学生）", true);
    t.main(0);
    assert!(!t.keys(0).contains(&"skill:xin_si_chao".to_string()));
}

#[test]
fn bai_cang_lang_bo_ai_draws_gives_and_draws_again_for_a_female() {
    let mut t = five();
    t.character(0, "白沧浪（情场浪子）", true);
    t.character(1, "端木静（学生）", true);
    let a = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:bo_ai");
    assert_eq!(t.hand_len(0), 2, "drew one");
    t.say_many(0, &[&format!("card:{}", t.c(a))]);
    t.say(0, "seat:2");
    assert_eq!(t.zone(a), Zone::Hand(Seat(1)));
    assert_eq!(t.hand_len(0), 2, "gave one, drew one more: she is female");
}

#[test]
fn bai_cang_lang_bo_ai_no_second_draw_for_a_face_down_character() {
    let mut t = five();
    t.character(0, "白沧浪（情场浪子）", true);
    t.character(1, "顾小梦（译电科科员）", false);
    let a = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:bo_ai");
    t.say_many(0, &[&format!("card:{}", t.c(a))]);
    t.say(0, "seat:2");
    assert_eq!(t.hand_len(0), 1, "a face-down character has no gender");
}

#[test]
fn gu_xiao_meng_sp_ji_ban_draws_two_then_gives_at_least_one() {
    let mut t = five();
    t.character(0, "顾小梦（SP）", true);
    t.main(0);
    t.say(0, "skill:ji_ban");
    assert_eq!(t.hand_len(0), 2);
    assert_eq!(t.prompt(0).min, 1, "at least one");
    let c = t.g.hand(Seat(0))[0];
    t.say_many(0, &[&format!("card:{}", t.c(c))]);
    t.say(0, "seat:3");
    assert_eq!(t.zone(c), Zone::Hand(Seat(2)));
}

#[test]
fn lao_han_ru_gui_moves_an_intel_to_the_turn_player_before_she_dies() {
    let mut t = five();
    t.character(1, "老汉（裘家二太太）", true);
    t.intel(1, "K");
    t.intel(1, "K");
    let r = t.intel(1, "R");
    send_to(&mut t, 0, "K", 1);
    t.pass_kind("diezhan.rescue");
    assert!(t.g.dead.contains(Seat(1)));
    t.say(1, "skill:ru_gui");
    t.say(1, &format!("intel:2:{}", t.c(r)));
    assert_eq!(t.zone(r), Zone::Intel(Seat(0)));
}

#[test]
fn gui_jiao_ji_song_moves_the_intel_once_per_fight() {
    let mut t = five();
    t.character(2, "鬼脚（黄包车夫）", true);
    let a = t.hand(2, Kind::Balance, "K");
    let b = t.hand(2, Kind::Coerce, "K");
    t.hand(2, Kind::Probe, "K");
    t.hand(2, Kind::Winds, "K");
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, "skill:ji_song");
    t.say(2, "yes");
    t.say_many(
        2,
        &[&format!("card:{}", t.c(a)), &format!("card:{}", t.c(b))],
    );
    t.say(2, "seat:4");
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(3)));
    // Asked again from the new holder; 急送 is spent for this fight.
    t.say(3, "pass");
    t.say(4, "pass");
    t.say(0, "pass");
    t.say(1, "pass");
    assert!(!t.keys(2).contains(&"skill:ji_song".to_string()));
}

#[test]
fn wang_tian_xiang_jin_bi_voids_cards_and_skills_unless_two_cards_are_given() {
    let mut t = five();
    t.character(0, "王田香（特务处长）", true);
    t.hand(1, Kind::Balance, "K");
    t.main(0);
    t.say(0, "skill:jin_bi");
    t.say(0, "seat:2");
    assert!(t.g.turn.no_cards.contains(Seat(1)) && t.g.turn.no_skills.contains(Seat(1)));
    let mut t = five();
    t.character(0, "王田香（特务处长）", true);
    let x = t.hand(1, Kind::Balance, "K");
    let y = t.hand(1, Kind::Coerce, "K");
    t.main(0);
    t.say(0, "skill:jin_bi");
    t.say(0, "seat:2");
    t.say_many(
        1,
        &[&format!("card:{}", t.c(x)), &format!("card:{}", t.c(y))],
    );
    assert_eq!(
        (t.zone(x), t.zone(y)),
        (Zone::Hand(Seat(0)), Zone::Hand(Seat(0)))
    );
    assert!(!t.g.turn.no_cards.contains(Seat(1)));
}

#[test]
fn a_face_down_character_has_only_its_flip_skills() {
    let mut t = five();
    t.character(0, "端木静（学生）", false);
    t.hand(0, Kind::Balance, "K");
    t.main(0);
    assert!(!t.keys(0).iter().any(|k| k.starts_with("skill:")));
}

#[test]
fn huang_ji_ren_dui_zheng_xia_yao_draws_three_shows_two_and_discards_an_intel() {
    let mut t = five();
    t.character(2, "黄济仁（药铺大夫）", false);
    let r = t.intel(3, "R");
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, "skill:dui_zheng_xia_yao");
    assert!(t.face_up(2));
    assert_eq!(t.hand_len(2), 3);
    // Show two red cards if he has them; otherwise show none.
    let reds: Vec<CardId> =
        t.g.hand(Seat(2))
            .iter()
            .copied()
            .filter(|&c| t.g.card(c).colours.has(crate::diezhan::deck::Colour::Red))
            .collect();
    if reds.len() >= 2 {
        t.say_many(
            2,
            &[
                &format!("card:{}", t.c(reds[0])),
                &format!("card:{}", t.c(reds[1])),
            ],
        );
        t.say(2, &format!("intel:4:{}", t.c(r)));
        assert_eq!(t.zone(r), Zone::Discard);
    } else {
        t.say_many(2, &[]);
        assert_eq!(t.zone(r), Zone::Intel(Seat(3)));
    }
}

#[test]
fn gu_xiao_meng_ji_zhi_draws_four_when_asked_in_a_dying_window() {
    let mut t = five();
    t.character(2, "顾小梦（译电科科员）", false);
    t.intel(1, "K");
    t.intel(1, "K");
    send_to(&mut t, 0, "K", 1);
    // 澄清 is asked from the dying player onwards: seat 2, then seat 3.
    t.say(1, "pass");
    assert!(t.keys(2).contains(&"skill:ji_zhi".to_string()));
    t.say(2, "skill:ji_zhi");
    assert!(t.face_up(2));
    assert_eq!(t.hand_len(2), 4);
    assert!(t.is_asked(2, "diezhan.rescue"), "asked again");
    assert!(
        !t.keys(2).contains(&"skill:ji_zhi".to_string()),
        "face-up now"
    );
}

#[test]
fn gu_xiao_meng_cheng_zhi_takes_the_hand_and_may_take_the_identity() {
    let mut t = table_chars(&[Q, G, Q, m(Task::Usurper), m(Task::Pioneer)]);
    t.character(3, "顾小梦（译电科科员）", true);
    t.intel(1, "K");
    t.intel(1, "K");
    let h = t.hand(1, Kind::Balance, "R");
    send_to(&mut t, 0, "K", 1);
    t.pass_kind("diezhan.rescue");
    assert_eq!(t.zone(h), Zone::Hand(Seat(3)), "his whole hand");
    assert!(
        t.lines(Viewer::Seat(Seat(3)))
            .iter()
            .any(|l| l.starts_with("2号的身份是")),
        "she looks at his identity"
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(0)))
            .iter()
            .any(|l| l.contains("身份是")),
        "nobody else"
    );
    t.say(3, "yes");
    assert_eq!(t.g.identity[3], Identity::Tegong);
    assert!(t.g.identity_gone.contains(Seat(1)));
    assert!(t.public().iter().any(|l| l.ends_with("交换了身份牌")));
}

#[test]
fn gu_xiao_meng_wei_sheng_those_without_identity_win_with_her() {
    let mut t = table_chars(&[Q, G, Q, G, m(Task::Usurper)]);
    t.character(3, "顾小梦（译电科科员）", true);
    t.g.identity_gone.insert(Seat(4));
    t.g.dead.insert(Seat(4));
    t.intel(3, "B");
    t.intel(3, "B");
    send_to(&mut t, 0, "B", 3);
    assert_eq!(t.winners(), vec![1, 3, 4]);
}

#[test]
fn a_skill_voided_this_turn_is_not_offered_and_comes_back_next_turn() {
    let mut t = five();
    t.character(0, "端木静（学生）", true);
    t.hand(0, Kind::Balance, "K");
    t.g.turn.no_skills.insert(Seat(0));
    t.main(0);
    assert!(!t.keys(0).iter().any(|k| k.starts_with("skill:")));
    let mut t = five();
    t.character(0, "端木静（学生）", true);
    t.hand(0, Kind::Balance, "K");
    t.g.turn.no_skills.insert(Seat(0));
    t.turn(0);
    assert!(
        t.keys(0).contains(&"skill:xin_si_chao".to_string()),
        "a new turn starts with every skill back"
    );
}

#[test]
fn a_fu_luo_la_miao_shou_discards_the_intel_and_lays_a_card_of_a_players_face_up() {
    let mut t = five();
    t.character(2, "阿芙罗拉（赌场荷官）", false);
    let x = t.hand(3, Kind::Balance, "R");
    let old = fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:miao_shou");
    assert!(t.face_up(2));
    assert!(
        !t.keys(2).contains(&"seat:5".to_string()),
        "nothing to take there"
    );
    t.say(2, "seat:4");
    t.say(2, &format!("card:{}", t.c(x)));
    t.say(2, "seat:1");
    assert_eq!(t.zone(old), Zone::Discard);
    let p = t.g.pending.as_ref().expect("a new pending intel");
    assert_eq!(
        (p.card, p.holder, p.sender, p.face_up),
        (x, Seat(0), Seat(0), true)
    );
}

#[test]
fn han_mei_yi_hua_jie_mu_moves_an_intel_or_takes_it_at_three() {
    let mut t = five();
    t.character(2, "韩梅（卖花女）", false);
    let k = t.intel(3, "K");
    t.intel(4, "K");
    t.intel(4, "K");
    let r = t.intel(3, "R");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:yi_hua_jie_mu");
    t.say(2, &format!("intel:4:{}", t.c(k)));
    t.say(2, "seat:5");
    assert_eq!(
        t.zone(k),
        Zone::Hand(Seat(2)),
        "a third black: into her hand"
    );
    let _ = r;
}

#[test]
fn lian_yuan_miao_bi_qiao_bian_takes_two_intel_that_share_no_colour() {
    let mut t = five();
    t.character(2, "连鸢（作家）", false);
    let r = t.intel(3, "R");
    let k = t.intel(4, "K");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:miao_bi_qiao_bian");
    t.say_many(
        2,
        &[
            &format!("intel:4:{}", t.c(r)),
            &format!("intel:5:{}", t.c(k)),
        ],
    );
    assert_eq!(
        (t.zone(r), t.zone(k)),
        (Zone::Hand(Seat(2)), Zone::Hand(Seat(2)))
    );
}

#[test]
fn pei_ling_jiao_ji_takes_two_at_random_and_gives_back_fewer_for_her_black_intel() {
    let mut t = five();
    t.character(0, "裴玲（电影明星）", true);
    t.intel(0, "K");
    let a = t.hand(0, Kind::Balance, "R");
    t.hand(1, Kind::Coerce, "K");
    t.hand(1, Kind::Probe, "K");
    t.main(0);
    t.say(0, "skill:jiao_ji");
    t.say(0, "seat:2");
    assert_eq!(t.hand_len(1), 0);
    let p = t.prompt(0).clone();
    assert_eq!((p.min, p.max), (1, 2), "one fewer for one black intel");
    t.say_many(0, &[&format!("card:{}", t.c(a))]);
    assert_eq!(t.zone(a), Zone::Hand(Seat(1)));
}

#[test]
fn shang_yu_jie_dao_sha_ren_a_black_card_goes_into_an_area_and_she_turns_face_down() {
    let mut t = five();
    t.character(2, "商玉（酒楼掌柜）", false);
    let k = t.hand(3, Kind::Balance, "K");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:jie_dao_sha_ren");
    t.say(2, "seat:4");
    assert!(
        t.public()
            .iter()
            .any(|l| l.contains("抽出") && l.contains("展示"))
    );
    t.say(2, "seat:2");
    assert_eq!(t.zone(k), Zone::Intel(Seat(1)));
    assert!(!t.face_up(2), "face-down again: it can be used again");
}

#[test]
fn shang_yu_jie_dao_sha_ren_a_card_without_black_stays_and_she_draws() {
    let mut t = five();
    t.character(2, "商玉（酒楼掌柜）", false);
    let r = t.hand(3, Kind::Balance, "R");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:jie_dao_sha_ren");
    t.say(2, "seat:4");
    assert_eq!(t.zone(r), Zone::Hand(Seat(2)));
    assert_eq!(t.hand_len(2), 2);
    assert!(t.face_up(2));
}

#[test]
fn xiao_jiu_guang_fa_bao_draws_three_and_places_cards_without_making_three() {
    let mut t = five();
    t.character(2, "小九（报童）", false);
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:guang_fa_bao");
    assert_eq!(t.hand_len(2), 3);
    let c = t.g.hand(Seat(2))[0];
    t.say(2, &format!("card:{}", t.c(c)));
    t.say(2, "seat:4");
    assert_eq!(t.zone(c), Zone::Intel(Seat(3)));
    t.say(2, "no");
    assert_eq!(t.hand_len(2), 2);
}

#[test]
fn xuan_qing_zi_jin_kou_yi_kai_only_in_his_own_turns_fight_swaps_the_top_and_the_intel() {
    let mut t = five();
    t.character(2, "玄青子（算命先生）", true);
    fight_at_seat_2(&mut t, "R");
    assert!(
        !t.keys(2).contains(&"skill:jin_kou_yi_kai".to_string()),
        "not his turn"
    );
    let mut t = five();
    t.character(0, "玄青子（算命先生）", true);
    let top = t.top(Kind::Balance, "K");
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    for s in 1..5 {
        t.say(s, "pass");
    }
    t.say(0, "skill:jin_kou_yi_kai");
    assert!(
        t.lines(Viewer::Seat(Seat(0)))
            .iter()
            .any(|l| l.starts_with("牌堆顶的牌是")),
        "he looks at the top"
    );
    t.say(0, "no");
    let p = t.g.pending.as_ref().expect("pending");
    assert_eq!((p.card, p.face_up), (top, false));
    assert_eq!(
        t.g.zones.top(Zone::Deck),
        Some(c),
        "the old intel is the deck top"
    );
    assert!(!t.keys(1).contains(&"skill:jin_kou_yi_kai".to_string()));
}

#[test]
fn lao_bie_lian_luo_sends_with_any_arrow() {
    let mut t = five();
    t.character(0, "老鳖（香烟贩子）", true);
    let c = t.hand_where(0, Kind::Probe, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Right
    });
    t.main(0);
    t.say(0, "end");
    let keys = t.keys(0);
    for k in ["to:2:as:right", "to:5:as:left", "to:4:as:up"] {
        assert!(
            keys.contains(&format!("send:{}:{k}", t.c(c))),
            "{k}: {keys:?}"
        );
    }
    t.say(0, &format!("send:{}:to:5:as:left", t.c(c)));
    let p = t.g.pending.as_ref().expect("sent");
    assert_eq!(
        (p.holder, p.arrow),
        (Seat(4), crate::diezhan::deck::Arrow::Left)
    );
}

#[test]
fn zhang_yi_ting_qiang_ling_bans_two_cards_this_turn() {
    let mut t = five();
    t.character(0, "张一挺（司令）", true);
    let c = t.hand(0, Kind::Intercept, "R");
    let j = t.hand(2, Kind::Intercept, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(0, "skill:qiang_ling");
    t.say_many(0, &["name:intercept", "name:switch"]);
    t.say(1, "accept");
    t.say(1, "pass");
    assert!(
        !t.keys(2).contains(&format!("play:{}", t.c(j))),
        "nobody may use 截获 this turn"
    );
}

#[test]
fn li_ning_yu_sp_ying_bian_uses_an_intercept_as_a_mislead_and_you_dao_draws() {
    let mut t = five();
    t.character(2, "李宁玉（SP）", true);
    let j = t.hand(2, Kind::Intercept, "K");
    fight_at_seat_2(&mut t, "R");
    let key = format!("play:{}:to:3", t.c(j));
    assert!(t.keys(2).contains(&key), "{:?}", t.keys(2));
    t.say(2, &key);
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(2)));
    assert_eq!(t.hand_len(2), 1, "诱导: one drawn");
}

#[test]
fn zheng_wen_xian_tou_tian_intercepts_and_huan_ri_turns_him_down_after_a_switch() {
    let mut t = five();
    t.character(2, "鄭文先（日伪报社主编）", false);
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:tou_tian");
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(2)));
    assert!(t.face_up(2));
    let mut t = five();
    t.character(2, "鄭文先（日伪报社主编）", true);
    let s = t.hand(2, Kind::Switch, "K");
    fight_at_seat_2(&mut t, "R");
    t.say(2, &format!("play:{}", t.c(s)));
    t.say(2, "yes");
    assert!(!t.face_up(2));
}

#[test]
fn bai_xiao_nian_zhuan_jiao_moves_a_non_black_intel_after_he_uses_a_card() {
    let mut t = five();
    t.character(0, "白小年（秘书）", true);
    let r = t.intel(0, "R");
    let b = t.hand(0, Kind::Winds, "K");
    t.main(0);
    t.say(0, &format!("use:{}", t.c(b)));
    // 风云变幻: everyone takes one card turned up, then the node.
    while !t.is_asked(0, "diezhan.skill_offer") {
        let p = t.g.prompts()[0].clone();
        t.g.answer(p.seat, p.id, &[0]).expect("take");
    }
    t.say(0, "skill:zhuan_jiao");
    t.say(0, &format!("intel:1:{}", t.c(r)));
    t.say(0, "seat:4");
    assert_eq!(t.zone(r), Zone::Intel(Seat(3)));
}

#[test]
fn li_xing_sou_ji_takes_black_cards_and_taking_the_intel_ends_the_turn() {
    let mut t = five();
    t.character(2, "李醒（租借巡捕）", false);
    let k = t.hand(3, Kind::Balance, "K");
    let r = t.hand(3, Kind::Coerce, "R");
    let c = fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:sou_ji");
    t.say(2, "seat:4");
    let keys = t.keys(2);
    assert!(
        !keys.contains(&format!("card:{}", t.c(r))),
        "not a red card"
    );
    t.say_many(
        2,
        &[&format!("card:{}", t.c(k)), &format!("card:{}", t.c(c))],
    );
    assert_eq!(
        (t.zone(k), t.zone(c)),
        (Zone::Hand(Seat(2)), Zone::Hand(Seat(2)))
    );
    assert!(t.public().iter().any(|l| l.contains("本回合结束")));
    assert_eq!(
        t.g.turn.active,
        Seat(1),
        "the next turn began: nobody received"
    );
}

#[test]
fn fei_yuan_long_chuan_gui_zha_as_if_using_entice_or_coerce() {
    let mut t = five();
    t.character(0, "肥原龙川（特务机关长）", true);
    let top = t.top(Kind::Balance, "R");
    t.main(0);
    t.say(0, "skill:gui_zha");
    t.say(0, "name:entice");
    t.say(0, "seat:2");
    assert_eq!(t.zone(top), Zone::Intel(Seat(1)), "利诱 without a card");
    assert!(
        !t.keys(0).contains(&"skill:gui_zha".to_string()),
        "once a main phase"
    );
    let mut t = five();
    t.character(0, "肥原龙川（特务机关长）", true);
    let j = t.hand(1, Kind::Intercept, "K");
    t.main(0);
    t.say(0, "skill:gui_zha");
    t.say(0, "name:coerce");
    assert!(
        !t.keys(0).contains(&"seat:1".to_string()),
        "威逼 on another player"
    );
    t.say(0, "seat:2");
    t.say(0, "name:intercept");
    assert_eq!(t.zone(j), Zone::Hand(Seat(0)));
}

#[test]
fn bai_kun_shan_du_ji_two_players_draw_from_each_other_and_a_black_card_is_placed() {
    let mut t = five();
    t.character(2, "白昆山（军官）", false);
    let k = t.hand(3, Kind::Balance, "K");
    let r = t.hand(4, Kind::Coerce, "R");
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:du_ji");
    assert!(t.face_up(2));
    t.say_many(2, &["seat:4", "seat:5"]);
    // Seat 4 drew the red card from seat 5: his; seat 5 drew the black one from seat 4.
    t.say(2, "yes");
    t.say(4, "seat:5");
    assert_eq!(
        t.zone(k),
        Zone::Intel(Seat(4)),
        "its drawer put it in his own area"
    );
    assert_eq!(t.zone(r), Zone::Hand(Seat(2)), "the red one is 白昆山's");
}
