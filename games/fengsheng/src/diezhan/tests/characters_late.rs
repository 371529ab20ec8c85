//! A scenario per skill of the characters that hook into a card's resolution, the send
//! or conversions (李宁玉, 池镜海, 盛老板, 青年韩梅, 边云疆, 间谍阿芙罗拉, 陈大耳, 金自来) and
//! SP墨红霜 behind her option, named for character and skill.

use tianhei_core::{Seat, Viewer};

use super::{characters_help::*, harness::*};
use crate::diezhan::{
    Diezhan,
    deck::{Arrow, Kind},
    identity::Task,
    state::Zone,
};

#[test]
fn li_ning_yu_jiu_ji_flips_draws_two_and_takes_the_entice_once_it_has_resolved() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", false);
    let e = t.hand(0, Kind::Entice, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(e)));
    assert!(t.is_asked(1, "diezhan.skill_offer"), "targeted face-down");
    t.say(1, "skill:jiu_ji");
    assert!(t.face_up(1));
    assert_eq!(t.zone(e), Zone::Hand(Seat(1)), "the 利诱 goes to her hand");
    assert_eq!(t.hand_len(1), 3, "two drawn and the card");
    assert_eq!(t.g.intel(Seat(1)).len(), 1, "the 利诱 still resolved");
}

#[test]
fn li_ning_yu_jiu_ji_then_cheng_fu_voids_the_coerce_she_takes() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", false);
    let c = t.hand(0, Kind::Coerce, "K");
    t.hand(1, Kind::Intercept, "R");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(c)));
    t.say(1, "skill:jiu_ji");
    assert!(
        t.public().iter().any(|l| l.contains("因【城府】无效")),
        "城府 works at once after 就计 flipped her"
    );
    assert_eq!(t.zone(c), Zone::Hand(Seat(1)));
    assert_eq!(t.hand_len(1), 4, "kept her 截获, drew two, took the 威逼");
    assert!(t.is_asked(0, "diezhan.main"), "no name was asked");
}

#[test]
fn li_ning_yu_jiu_ji_takes_a_probe_the_table_never_sees() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", false);
    let p = t.hand(0, Kind::Probe, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(p)));
    t.say(1, "skill:jiu_ji");
    assert_eq!(t.zone(p), Zone::Hand(Seat(1)));
    let l = t.g.card(p).label().zh.to_string();
    assert!(t.public().iter().any(|x| x.contains("收入手牌")));
    assert!(
        !t.lines(Viewer::Seat(Seat(3)))
            .iter()
            .any(|x| x.contains(&l)),
        "a 试探 is face-down: its face stays with the two"
    );
}

#[test]
fn li_ning_yu_jiu_ji_is_not_offered_face_up_nor_for_a_balance() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", true);
    let e = t.hand(0, Kind::Entice, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(e)));
    assert!(!t.is_asked(1, "diezhan.skill_offer"));
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", false);
    let b = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(b)));
    assert!(!t.is_asked(1, "diezhan.skill_offer"));
}

#[test]
fn li_ning_yu_cheng_fu_voids_a_probe_face_up() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", true);
    let p = t.hand(0, Kind::Probe, "K");
    t.hand(1, Kind::Balance, "R");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(p)));
    assert_eq!(t.zone(p), Zone::Removed);
    assert_eq!(t.hand_len(1), 1, "neither drew nor discarded");
    assert!(t.public().iter().any(|l| l.contains("因【城府】无效")));
}

#[test]
fn li_ning_yu_yi_xin_puts_a_hand_card_into_another_area_before_she_dies() {
    let mut t = five();
    t.character(1, "李宁玉（译电科科长）", true);
    t.intel(1, "K");
    t.intel(1, "K");
    let h = t.hand(1, Kind::Balance, "R");
    send_to(&mut t, 0, "K", 1);
    t.pass_kind("diezhan.rescue");
    assert!(t.g.dead.contains(Seat(1)));
    t.say(1, "skill:yi_xin");
    t.say(1, &format!("card:{}", t.c(h)));
    t.say(1, "seat:4");
    assert_eq!(t.zone(h), Zone::Intel(Seat(3)));
}

#[test]
fn chi_jing_hai_guan_hai_looks_first_and_bi_feng_nullifies_once_a_fight() {
    let mut t = five();
    t.character(2, "池镜海（破译专家）", true);
    let a = t.hand(2, Kind::Intercept, "R");
    let b = t.hand(2, Kind::Intercept, "B");
    let intel = fight_at_seat_2(&mut t, "K");
    t.say(2, &format!("play:{}", t.c(a)));
    let l = t.g.card(intel).label().zh.to_string();
    assert!(
        t.lines(Viewer::Seat(Seat(2)))
            .iter()
            .any(|x| x.starts_with("观海") && x.contains(&l)),
        "he sees the intel"
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(1)))
            .iter()
            .any(|x| x.starts_with("观海")),
        "the look is his alone"
    );
    t.say(2, "skill:bi_feng");
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(1)));
    assert_eq!(t.zone(a), Zone::Discard);
    assert_eq!(t.hand_len(2), 3, "one 截获 left, two drawn");
    // Asked again from the holder: his second 截获 is looked through, 避风 is spent.
    t.say(1, "pass");
    t.say(2, &format!("play:{}", t.c(b)));
    assert!(!t.is_asked(2, "diezhan.skill_offer"));
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(2)));
}

#[test]
fn sheng_lao_ban_ru_bi_zhi_shi_looks_at_a_hand_and_makes_him_intercept() {
    let mut t = five();
    t.character(2, "盛老板（富商）", false);
    let x = t.hand(3, Kind::Intercept, "R");
    t.hand(3, Kind::Balance, "B");
    fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:ru_bi_zhi_shi");
    assert!(t.face_up(2), "using it flips the card");
    t.say(2, "seat:4");
    assert!(
        t.lines(Viewer::Seat(Seat(2)))
            .iter()
            .any(|l| l.starts_with("4号的手牌")),
        "he sees the hand"
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(0)))
            .iter()
            .any(|l| l.starts_with("4号的手牌"))
    );
    t.say(2, &format!("play:{}", t.c(x)));
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(3)));
    assert_eq!(t.zone(x), Zone::Discard);
}

#[test]
fn sheng_lao_ban_ru_bi_zhi_shi_may_discard_and_shen_cang_turns_him_down_after_an_intercept() {
    let mut t = five();
    t.character(2, "盛老板（富商）", false);
    let x = t.hand(3, Kind::Balance, "B");
    let own = t.hand(2, Kind::Intercept, "R");
    fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:ru_bi_zhi_shi");
    t.say(2, "seat:4");
    t.say(2, &format!("card:{}", t.c(x)));
    assert_eq!(t.zone(x), Zone::Discard);
    t.say(1, "pass");
    t.say(2, &format!("play:{}", t.c(own)));
    t.say(2, "skill:shen_cang");
    assert!(!t.face_up(2), "深藏 turns him face-down");
}

#[test]
fn han_mei_young_leng_xue_xun_lian_sends_a_black_deck_card_locks_and_bans_switch() {
    let mut t = five();
    t.character(0, "韩梅（特务学员）", true);
    let red = t.top(Kind::Balance, "R");
    let black = t.top(Kind::Coerce, "K");
    t.hand(3, Kind::Switch, "R");
    t.main(0);
    t.say(0, "end");
    t.say(0, "skill:leng_xue_xun_lian");
    let keys = t.keys(0);
    assert!(keys.iter().all(|k| k.contains(&t.c(black))), "{keys:?}");
    let first = keys[0].clone();
    t.say(0, &first);
    t.say(0, "seat:4");
    let p = t.g.pending.as_ref().expect("sent");
    assert_eq!((p.card, p.face_up, p.lock), (black, true, Some(Seat(3))));
    assert_eq!(t.zone(red), Zone::Hand(Seat(0)));
    assert!(t.g.turn.banned.contains(&Kind::Switch));
}

#[test]
fn han_mei_young_leng_xue_xun_lian_answers_a_secret_order_too() {
    let mut t = five();
    t.character(1, "韩梅（特务学员）", true);
    let o = t.hand(0, Kind::Order, "B");
    t.hand(1, Kind::Balance, "R");
    t.top(Kind::Coerce, "K");
    t.top(Kind::Balance, "B");
    t.main(0);
    t.say(0, "end");
    t.say(0, &format!("order:{}:to:2", t.c(o)));
    let w = t.keys(0)[0].clone();
    t.say(0, &w);
    if t.is_asked(0, "diezhan.order_pick") {
        let k = t.keys(0)[0].clone();
        t.say(0, &k);
    }
    assert!(t.keys(1).contains(&"skill:leng_xue_xun_lian".to_string()));
}

#[test]
fn bian_yun_jiang_you_di_shen_ru_binds_by_identity_colour_once_a_game() {
    let mut t = five();
    t.character(0, "边云疆（军人）", true);
    let r = t.hand_where(0, Kind::Probe, |c| {
        c.arrow == Arrow::Right && c.colours == colours_of("R") && !c.lock
    });
    t.main(0);
    t.say(0, "end");
    t.say(0, "skill:you_di_shen_ru");
    t.say(0, &format!("send:{}:to:2", t.c(r)));
    assert!(t.g.pending.as_ref().is_some_and(|p| p.face_up));
    // Seat 2 is 特工 (blue): cannot accept; seat 3 is 潜伏 (red): must.
    assert_eq!(t.keys(1), vec!["decline".to_string()]);
    t.say(1, "decline");
    assert_eq!(t.keys(2), vec!["accept".to_string()]);
    t.say(2, "accept");
    t.pass_kind("diezhan.fight");
    assert_eq!(t.zone(r), Zone::Intel(Seat(2)));
    let mut t2 = five();
    t2.character(0, "边云疆（军人）", true);
    t2.g.used_game = t.g.used_game.clone();
    t2.hand(0, Kind::Balance, "B");
    t2.main(0);
    t2.say(0, "end");
    assert!(!t2.keys(0).contains(&"skill:you_di_shen_ru".to_string()));
}

#[test]
fn bian_yun_jiang_jian_di_feng_xing_draws_puts_a_pure_black_and_may_replace_the_intel() {
    let mut t = five();
    t.character(0, "边云疆（军人）", true);
    let k = t.hand(0, Kind::Balance, "K");
    let rk = t.hand(0, Kind::Coerce, "RK");
    let c = send_to(&mut t, 0, "B", 1);
    t.say(0, "skill:jian_di_feng_xing");
    t.say(0, &format!("card:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Intel(Seat(0)));
    t.say(0, &format!("card:{}", t.c(rk)));
    assert_eq!(t.zone(c), Zone::Discard);
    assert_eq!(t.zone(rk), Zone::Intel(Seat(1)));
    assert_eq!(t.hand_len(0), 2, "two drawn");
}

#[test]
fn a_fu_luo_la_spy_ying_bian_zi_ru_reads_the_face_down_intel_by_its_colours() {
    // Pure red: as if 截获, draw one.
    let mut t = five();
    t.character(2, "阿芙罗拉（间谍）", false);
    fight_at_seat_2(&mut t, "R");
    t.say(2, "skill:ying_bian_zi_ru");
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(2)));
    assert!(t.g.pending.as_ref().is_some_and(|p| p.face_up));
    assert_eq!(t.hand_len(2), 1);
    // Pure black: as if 误导 (she chooses), draw two.
    let mut t = five();
    t.character(2, "阿芙罗拉（间谍）", false);
    fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:ying_bian_zi_ru");
    assert_eq!(t.hand_len(2), 2);
    t.say(2, "seat:1");
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(0)));
    // Two-colour: discarded, the fight ends, draw three.
    let mut t = five();
    t.character(2, "阿芙罗拉（间谍）", false);
    let c = fight_at_seat_2(&mut t, "RK");
    t.say(2, "skill:ying_bian_zi_ru");
    assert_eq!(t.zone(c), Zone::Discard);
    assert!(t.g.pending.is_none());
    assert_eq!(t.g.intel(Seat(1)).len(), 0, "nobody receives");
    assert_eq!(t.hand_len(2), 3);
}

#[test]
fn a_fu_luo_la_spy_ying_bian_zi_ru_needs_a_face_down_intel() {
    let mut t = five();
    t.character(2, "阿芙罗拉（间谍）", false);
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    if let Some(p) = t.g.pending.as_mut() {
        p.face_up = true;
    }
    t.say(1, "pass");
    assert!(!t.keys(2).contains(&"skill:ying_bian_zi_ru".to_string()));
}

#[test]
fn a_fu_luo_la_spy_hun_shui_mo_yu_uses_any_card_as_lure_away_once_a_game() {
    let mut t = five();
    t.character(0, "阿芙罗拉（间谍）", true);
    let b = t.hand(0, Kind::Balance, "R");
    let b2 = t.hand(0, Kind::Balance, "B");
    t.main(0);
    let key = format!("use:{}:as:lure_away:to:2", t.c(b));
    t.say(0, &format!("choose:{}", t.c(b)));
    assert!(t.keys(0).contains(&key), "{:?}", t.keys(0));
    t.say(0, &key);
    t.say(0, "ban:cards");
    assert!(t.g.turn.no_cards.contains(Seat(1)));
    assert!(
        t.public().iter().any(|l| l.contains("当作【调虎离山】")),
        "the table reads the conversion"
    );
    t.say(0, &format!("choose:{}", t.c(b2)));
    assert!(
        !t.keys(0).iter().any(|k| k.contains(":as:lure_away:")),
        "once a game"
    );
}

#[test]
fn a_fu_luo_la_spy_hun_shui_mo_yu_sends_an_intel_as_play_to_catch() {
    let mut t = five();
    t.character(0, "阿芙罗拉（间谍）", true);
    let i = t.intel(0, "R");
    let b = t.hand(0, Kind::Balance, "K");
    t.main(0);
    t.say(0, "end");
    let key = t
        .keys(0)
        .into_iter()
        .find(|k| k.starts_with(&format!("catch:{}:intel:{}", t.c(b), t.c(i))))
        .expect("any card as 欲擒故纵");
    t.say(0, &key);
    assert!(
        t.g.pending
            .as_ref()
            .is_some_and(|p| p.card == i && p.face_up)
    );
    assert_eq!(t.hand_len(0), 2, "draws two");
}

#[test]
fn chen_da_er_bian_ze_tong_draws_and_makes_every_intercept_a_decode_until_turn_end() {
    let mut t = five();
    t.character(0, "陈大耳（包打听）", true);
    let s = t.hand_where(0, Kind::Balance, |c| c.arrow == Arrow::Up);
    let x = t.hand(1, Kind::Intercept, "R");
    t.main(0);
    t.say(0, "end");
    assert_eq!(t.hand_len(0), 2, "drew one at the start of passing");
    t.say(0, "name:intercept");
    t.say(0, "name:decode");
    t.say(0, &format!("send:{}:to:2", t.c(s)));
    assert!(t.keys(1).contains(&format!("decode:{}", t.c(x))));
    t.say(1, "accept");
    assert!(
        !t.keys(1).contains(&format!("play:{}", t.c(x))),
        "a 截获 is no 截获 this turn"
    );
}

#[test]
fn jin_zi_lai_du_ming_looks_when_the_intel_arrives_and_pays_a_black_when_wrong() {
    let mut t = five();
    t.character(1, "金自来（老千）", true);
    let k = t.hand(1, Kind::Balance, "K");
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "skill:du_ming");
    t.say(1, "colour:blue");
    assert!(
        t.lines(Viewer::Seat(Seat(1)))
            .iter()
            .any(|l| l.starts_with("赌命：待收情报是")),
    );
    t.say(1, &format!("card:{}", t.c(k)));
    assert_eq!(t.zone(k), Zone::Intel(Seat(1)), "wrong: a pure black in");
    assert!(t.is_asked(1, "diezhan.stop"), "then he is asked");
    assert!(t.g.pending.as_ref().is_some_and(|p| !p.face_up));
}

#[test]
fn jin_zi_lai_du_ming_right_guess_draws_only() {
    let mut t = five();
    t.character(1, "金自来（老千）", true);
    t.hand(1, Kind::Balance, "K");
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "skill:du_ming");
    t.say(1, "colour:red");
    assert_eq!(t.hand_len(1), 2);
    assert!(t.is_asked(1, "diezhan.stop"));
}

fn with_mo_hong_shuang() -> T {
    table_with(
        Diezhan {
            characters: true,
            mo_hong_shuang: true,
            ..Diezhan::default()
        },
        &[Q, G, Q, G, m(Task::Usurper)],
    )
}

#[test]
fn mo_hong_shuang_sp_zhao_bai_he_a_face_up_female_draws_or_discards() {
    let mut t = with_mo_hong_shuang();
    t.character(2, "墨红霜（SP）（危险情人）", false);
    t.character(3, "白菲菲（护士）", true);
    t.character(4, "白沧浪（情场浪子）", true);
    t.hand(3, Kind::Balance, "R");
    fight_at_seat_2(&mut t, "K");
    t.say(2, "skill:zhao_bai_he");
    let keys = t.keys(2);
    assert!(keys.contains(&"seat:4".to_string()) && keys.contains(&"seat:3".to_string()));
    assert!(!keys.contains(&"seat:5".to_string()), "not a male");
    t.say(2, "seat:4");
    t.say(2, "no");
    assert_eq!(t.hand_len(3), 0);
}

#[test]
fn mo_hong_shuang_sp_mu_qiang_wei_turns_down_takes_an_intel_and_gives_a_male_a_card() {
    let mut t = with_mo_hong_shuang();
    t.character(0, "墨红霜（SP）（危险情人）", true);
    t.character(3, "白沧浪（情场浪子）", true);
    let h = t.hand(0, Kind::Balance, "K");
    let x = t.hand(0, Kind::Intercept, "B");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    for s in 1..5 {
        t.say(s, "pass");
    }
    // In her own turn she intercepts it and receives it.
    t.say(0, &format!("play:{}", t.c(x)));
    t.pass_kind("diezhan.fight");
    t.say(0, "skill:mu_qiang_wei");
    assert!(!t.face_up(0));
    t.say(0, &format!("intel:1:{}", t.c(c)));
    assert_eq!(t.zone(c), Zone::Hand(Seat(0)));
    t.say(0, "seat:4");
    t.say(0, &format!("card:{}", t.c(h)));
    assert_eq!(t.zone(h), Zone::Intel(Seat(3)));
}

#[test]
fn jin_zi_lai_du_ming_answers_a_switch_and_only_once_a_turn() {
    // Declined at the arrival: a 调包 in the fight offers it.
    let mut t = five();
    t.character(1, "金自来（老千）", true);
    let s = t.hand(2, Kind::Switch, "B");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "pass");
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, &format!("play:{}", t.c(s)));
    assert!(t.is_asked(1, "diezhan.skill_offer"), "after a 调包");
    // Used at the arrival: the 调包 finds it spent.
    let mut t = five();
    t.character(1, "金自来（老千）", true);
    let s = t.hand(2, Kind::Switch, "B");
    let c = t.hand_where(0, Kind::Intercept, |c| {
        c.arrow == Arrow::Up && c.colours == colours_of("R")
    });
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "skill:du_ming");
    t.say(1, "colour:red");
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, &format!("play:{}", t.c(s)));
    assert!(!t.is_asked(1, "diezhan.skill_offer"), "once a turn");
}

#[test]
fn flip_skills_of_the_late_characters_are_gone_face_up() {
    for (name, key) in [
        ("盛老板（富商）", "skill:ru_bi_zhi_shi"),
        ("阿芙罗拉（间谍）", "skill:ying_bian_zi_ru"),
    ] {
        let mut t = five();
        t.character(2, name, true);
        t.hand(3, Kind::Balance, "R");
        fight_at_seat_2(&mut t, "K");
        assert!(!t.keys(2).contains(&key.to_string()), "{name} face-up");
    }
    let mut t = with_mo_hong_shuang();
    t.character(2, "墨红霜（SP）（危险情人）", true);
    fight_at_seat_2(&mut t, "K");
    assert!(!t.keys(2).contains(&"skill:zhao_bai_he".to_string()));
}
