//! A scenario per character skill (reference §6), named for character and skill, with its
//! timing and once-per limits, and the face-down and face-up cases of flip skills.

use tianhei_core::{Seat, Table, Viewer};

use super::harness::*;
use crate::diezhan::{
    deck::{CardId, Kind},
    identity::{Identity, Task},
    state::Zone,
};

fn five() -> T {
    table_chars(&[Q, G, Q, G, m(Task::Usurper)])
}

/// In `from`'s turn, an 截获 of colours `cs` goes to `to`, who accepts; nobody fights.
/// Stops at the first question of the node after receiving.
fn send_to(t: &mut T, from: u8, cs: &str, to: u8) -> CardId {
    let c = t.hand(from, Kind::Intercept, cs);
    t.main(from);
    t.send(from, c, to as usize + 1);
    t.say(to, "accept");
    t.pass_kind("diezhan.fight");
    c
}

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
fn bai_fei_fei_lian_min_takes_a_black_intel_after_her_non_black_intel_is_received() {
    let mut t = five();
    t.character(0, "白菲菲（护士）", true);
    let k = t.intel(1, "K");
    send_to(&mut t, 0, "R", 1);
    t.say(0, "skill:lian_min");
    t.say(0, &format!("intel:2:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Hand(Seat(0)));
}

#[test]
fn bai_fei_fei_fu_hei_draws_after_her_black_intel_is_received() {
    let mut t = five();
    t.character(0, "白菲菲（护士）", true);
    send_to(&mut t, 0, "K", 1);
    assert!(
        !t.is_asked(0, "diezhan.skill_offer"),
        "怜悯 is for non-black"
    );
    assert!(t.public().iter().any(|l| l == "1号发动【腹黑】"));
    assert_eq!(t.hand_len(0), 0 + 1, "the sent card left, one drawn");
}

#[test]
fn cheng_xiao_die_zhi_yin_he_and_the_sender_draw_after_a_red_intel() {
    let mut t = five();
    t.character(2, "程小蝶（花旦）", true);
    send_to(&mut t, 0, "R", 2);
    assert_eq!((t.hand_len(0), t.hand_len(2)), (1, 1));
}

#[test]
fn cheng_xiao_die_jing_meng_looks_at_a_hand_and_discards_one() {
    let mut t = five();
    t.character(1, "程小蝶（花旦）", true);
    let x = t.hand(3, Kind::Clarify, "R");
    send_to(&mut t, 0, "K", 1);
    t.say(1, "skill:jing_meng");
    t.say(1, "seat:4");
    assert!(
        t.keys(1).contains(&format!("card:{}", t.c(x))),
        "he sees the hand"
    );
    t.say(1, &format!("card:{}", t.c(x)));
    assert_eq!(t.zone(x), Zone::Discard);
}

#[test]
fn lao_han_shi_si_draws_two_after_a_black_intel() {
    let mut t = five();
    t.character(2, "老汉（裘家二太太）", true);
    send_to(&mut t, 0, "K", 2);
    assert_eq!(t.hand_len(2), 2);
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
fn mao_bu_ba_qi_huo_ke_ju_takes_an_intel_after_a_two_colour_one() {
    let mut t = five();
    t.character(1, "毛不拔（古董商人）", true);
    let c = send_to(&mut t, 0, "RK", 1);
    t.say(1, "skill:qi_huo_ke_ju");
    t.say(1, &format!("intel:2:{}", t.c(c)));
    assert_eq!(t.zone(c), Zone::Hand(Seat(1)));
}

#[test]
fn mao_bu_ba_qi_huo_ke_ju_not_after_a_one_colour_intel() {
    let mut t = five();
    t.character(1, "毛不拔（古董商人）", true);
    send_to(&mut t, 0, "R", 1);
    assert!(!t.is_asked(1, "diezhan.skill_offer"));
}

#[test]
fn wu_zhi_guo_jian_ren_takes_a_black_top_and_discards_a_black_intel() {
    let mut t = five();
    t.character(1, "吴志国（剿匪大队长）", true);
    let k = t.intel(3, "K");
    let c = t.hand(0, Kind::Intercept, "K");
    let top = t.top(Kind::Balance, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.pass_kind("diezhan.fight");
    t.say(1, "skill:jian_ren");
    assert_eq!(t.zone(top), Zone::Hand(Seat(1)));
    t.say(1, &format!("intel:4:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Discard);
}

#[test]
fn wu_zhi_guo_jian_ren_leaves_a_top_without_black() {
    let mut t = five();
    t.character(2, "吴志国（剿匪大队长）", true);
    let c = t.hand(0, Kind::Intercept, "K");
    let top = t.top(Kind::Balance, "R");
    t.main(0);
    t.send(0, c, 3);
    t.say(2, "accept");
    t.pass_kind("diezhan.fight");
    t.say(2, "skill:jian_ren");
    assert!(t.public().iter().any(|l| l.starts_with("牌堆顶的牌是")));
    assert_eq!(
        t.zone(top),
        Zone::Hand(Seat(1)),
        "it stayed on top: the next turn's draw takes it"
    );
}

#[test]
fn wang_kui_yi_ya_huan_ya_puts_a_black_card_into_the_senders_area() {
    let mut t = five();
    t.character(2, "王魁（黑帮打手）", true);
    let b = t.hand(2, Kind::Balance, "K");
    send_to(&mut t, 0, "K", 2);
    t.say(2, "skill:yi_ya_huan_ya");
    t.say(2, &format!("card:{}", t.c(b)));
    assert_eq!(
        t.keys(2),
        vec!["seat:1", "seat:5", "seat:2"],
        "the sender or a neighbour of his"
    );
    t.say(2, "seat:1");
    assert_eq!(t.zone(b), Zone::Intel(Seat(0)));
    assert_eq!(t.hand_len(2), 1, "then draws one");
}

#[test]
fn shao_xiu_mian_li_cang_zhen_puts_a_black_card_into_the_receivers_area() {
    let mut t = five();
    t.character(0, "邵秀（大家闺秀）", true);
    let b = t.hand(0, Kind::Balance, "K");
    send_to(&mut t, 0, "R", 1);
    t.say(0, "skill:mian_li_cang_zhen");
    t.say(0, &format!("card:{}", t.c(b)));
    assert_eq!(t.zone(b), Zone::Intel(Seat(1)));
    assert!(
        !t.g.events.iter().any(|_| true),
        "置入 is not receiving: no event"
    );
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

/// 秦圆圆 (seat 0, face-up) in her turn; 白沧浪 (seat `male`, a 潜伏) declares with a third
/// red she sends him.
fn lovebirds(ids: &[Identity], male: u8, male_up: bool) -> T {
    let mut t = table_chars(ids);
    t.character(0, "秦圆圆（风尘侠女）", true);
    t.character(male, "白沧浪（情场浪子）", male_up);
    t.intel(male, "R");
    t.intel(male, "R");
    t
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_wins_with_a_male_declarer_and_his_faction_loses() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 0, "R", 1);
    assert!(t.winners().is_empty(), "she is asked first");
    assert_eq!(t.keys(0), vec!["seat:2", "no"]);
    t.say(0, "seat:2");
    assert_eq!(
        t.winners(),
        vec![0, 1],
        "seat 3, his faction-mate, cannot win"
    );
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_may_be_declined() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 0, "R", 1);
    t.say(0, "no");
    assert_eq!(t.winners(), vec![1, 2]);
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_only_in_her_own_turn() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    send_to(&mut t, 3, "R", 1);
    assert_eq!(t.winners(), vec![1, 2], "not asked in another's turn");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_not_with_a_face_down_male() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, false);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![1, 2], "a face-down male has no gender");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_not_face_down_herself() {
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    t.character(0, "秦圆圆（风尘侠女）", false);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![1, 2]);
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_the_usurper_comes_first() {
    let mut t = lovebirds(&[m(Task::Usurper), Q, Q, G, G], 1, true);
    send_to(&mut t, 0, "R", 1);
    assert_eq!(t.winners(), vec![0], "篡夺者: she alone, not asked");
}

#[test]
fn qin_yuan_yuan_bi_yi_shuang_fei_never_under_the_last_faction_end() {
    // Seat 1 (a male 潜伏) and seat 0 are left with seat 2, his faction-mate; seat 0
    // dies in her own turn: the last faction wins, no declaration, she is not asked.
    let mut t = lovebirds(&[G, Q, Q, G, m(Task::Pioneer)], 1, true);
    t.g.dead.insert(Seat(3));
    t.g.dead.insert(Seat(4));
    t.intel(0, "K");
    t.intel(0, "K");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && !c.colours.is_true()
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "decline");
    t.say(0, "accept");
    t.pass_kind("diezhan.fight");
    t.pass_kind("diezhan.rescue");
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

/// In seat 0's turn, an intel (↑, colours `cs`) is sent to seat 1, who accepts; the fight
/// then asks seat 1 (the holder) first: he passes, and seat 2 is asked.
fn fight_at_seat_2(t: &mut T, cs: &str) -> CardId {
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == crate::diezhan::deck::Arrow::Up && c.colours == colours_of(cs)
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    c
}

fn colours_of(cs: &str) -> crate::diezhan::deck::Colours {
    use crate::diezhan::deck::Colour::*;
    let v: Vec<_> = cs
        .chars()
        .map(|c| match c {
            'R' => Red,
            'B' => Blue,
            _ => Black,
        })
        .collect();
    crate::diezhan::deck::Colours::of(&v)
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
fn jin_sheng_huo_jin_shen_swaps_a_hand_card_for_the_two_colour_intel() {
    let mut t = five();
    t.character(2, "金生火（军机处处长）", true);
    let h = t.hand(2, Kind::Balance, "B");
    let c = send_to(&mut t, 0, "RK", 2);
    t.say(2, "skill:jin_shen");
    t.say(2, &format!("card:{}", t.c(h)));
    assert_eq!(
        (t.zone(h), t.zone(c)),
        (Zone::Intel(Seat(2)), Zone::Hand(Seat(2)))
    );
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
fn lao_bie_ming_er_both_draw_after_his_red_intel_is_received() {
    let mut t = five();
    t.character(0, "老鳖（香烟贩子）", true);
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.say(0, "end");
    t.say(0, &format!("send:{}:to:3:as:up", t.c(c)));
    t.say(2, "accept");
    t.pass_kind("diezhan.fight");
    assert_eq!((t.hand_len(0), t.hand_len(2)), (1, 1));
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
fn wang_fu_gui_jiang_hu_ling_declares_a_colour_and_discards_it_at_receiving() {
    let mut t = five();
    t.character(0, "王富贵（黑帮老大）", true);
    let k = t.intel(2, "K");
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 3);
    t.say(0, "skill:jiang_hu_ling");
    t.say(0, "colour:black");
    assert!(t.public().iter().any(|l| l == "1号声明了黑色"));
    t.say(2, "accept");
    t.pass_kind("diezhan.fight");
    t.say(0, "skill:jiang_hu_ling");
    t.say(0, &format!("intel:3:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Discard);
    assert_eq!(t.hand_len(0), 1, "it had black: he draws one");
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
