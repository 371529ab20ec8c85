//! A scenario per base-box skill that answers an intel received or sent (reference §6.2),
//! named for character and skill. The helpers are in `characters_help.rs`.

use tianhei_core::Seat;

use super::characters_help::*;
use crate::diezhan::{deck::Kind, state::Zone};

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
    assert_eq!(t.hand_len(0), 1, "the sent card left, one drawn");
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
