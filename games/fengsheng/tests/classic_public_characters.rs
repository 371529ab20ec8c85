//! The fifteen public characters: each skill and its timing limits.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Character::*, Colour::*, Kind::*, Phase, Status};

/// A to play 出牌阶段（1）: passes the turn-start window.
fn to_play(t: &mut T) {
    while t.phase() != Phase::Play1 {
        let s = t.holder();
        t.say(s, "pass");
    }
}

/// A sends `card` (密电) and everyone passes until `seat` is asked to receive it.
fn send_to(t: &mut T, card: u8, seat: tianhei_core::Seat) {
    t.pass_until_send(A);
    t.say(A, &format!("send:c{card}"));
    loop {
        t.all_pass();
        if t.holder() == seat {
            break;
        }
        let s = t.holder();
        t.say(s, "decline");
    }
}

#[test]
fn dai_li_xiao_li_cang_dao_places_a_black_on_whoever_obtains_his_true_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, DaiLi);
    let sent = d.hand(A, Decode, Blue);
    let black = d.hand(A, Burn, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert!(t.offered(A, "skip"));
    t.say(A, &format!("place:c{black}:seat:1"));
    assert_eq!(t.intel(B), vec![sent, black]);
}

#[test]
fn dai_li_yun_chou_wei_wo_draws_on_true_intel_even_from_muddle() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, DaiLi);
    let muddle = d.hand(A, Muddle, Red);
    for _ in 0..4 {
        d.top_of(Red);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    let before = t.hand(A).len();
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D]);
    assert_eq!(
        t.hand(A).len(),
        before,
        "drew one for the red intel (muddle spent)"
    );
    assert!(t.log_has(Viewer::Public, "1号发动【运筹帷幄】"));
}

#[test]
fn sha_shou_lian_ji_draws_then_may_place_another_black() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, ShaShou);
    let sent = d.hand(A, Decode, Black);
    let black = d.hand(A, Burn, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    let before = t.hand(A).len();
    t.say(B, "accept");
    assert_eq!(t.hand(A).len(), before + 1, "连击 draws first");
    t.say(A, &format!("place:c{black}:seat:1"));
    assert_eq!(t.intel(B), vec![sent, black]);
}

#[test]
fn sha_shou_lian_ji_does_not_fire_for_muddle() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, ShaShou);
    let muddle = d.hand(A, Muddle, Red);
    for _ in 0..4 {
        d.top_of(Black);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D]);
    assert!(!t.log_has(Viewer::Public, "【连击】"));
}

#[test]
fn sha_shou_yu_mou_uses_lure_as_lock_and_it_can_be_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, ShaShou);
    let lure = d.hand(A, Lure, Red);
    let counter = d.hand(B, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(t.offered(A, &format!("lock:c{lure}:seat:2")));
    t.say(A, &format!("lock:c{lure}:seat:2"));
    assert!(t.log_has(Viewer::Public, "1号对3号使用红色【调虎离山】当作【锁定】"));
    t.say(A, "pass");
    assert!(t.offered(B, &format!("counter:c{counter}:stack:0")));
    t.say(B, "pass");
    t.passes(&[C, D]);
    assert_eq!(t.public().locked, vec![C]);
}

#[test]
fn meng_mian_ying_xiong_draws_two_on_black_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, MengMian);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    let before = t.hand(B).len();
    t.say(B, "accept");
    assert_eq!(t.hand(B).len(), before + 2);
}

#[test]
fn meng_mian_jiu_mei_saves_a_dying_female_and_burns_their_blacks() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LiuJie);
    d.character(C, MengMian);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let c_black = d.intel_of(C, Black);
    let red = d.intel_of(B, Red);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(t.holder(), C);
    t.say(C, "fire:jiu_mei");
    assert_eq!(t.public().players[1].status, Status::Alive);
    assert_eq!(t.intel(B), vec![red]);
    assert!(!t.intel(C).contains(&c_black));
    assert_eq!(
        t.public().players[2].identity,
        Some(Q),
        "his identity card is up"
    );
    assert_eq!(t.public().players[1].identity, None, "hers is not");
}

#[test]
fn meng_mian_jiu_mei_cannot_save_a_face_down_female() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, ShanLing);
    d.character(C, MengMian);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(
        t.public().players[1].status,
        Status::Dead,
        "a face-down character has no gender"
    );
}

#[test]
fn dao_feng_liang_jian_uses_probe_and_return_as_lock() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, DaoFeng);
    let probe = d.hand(A, Probe, Red);
    let ret = d.hand(A, Return, Blue);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(t.offered(A, &format!("lock:c{probe}:seat:1")));
    assert!(t.offered(A, &format!("lock:c{ret}:seat:1")));
    t.say(A, &format!("lock:c{probe}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.public().locked, vec![B]);
    assert_eq!(t.public().removed, 1, "a 试探 leaves the game even as 锁定");
}

#[test]
fn dao_feng_shi_xue_draws_four_and_gives_one_when_another_dies() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, DaoFeng);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(t.hand(C).len(), 4);
    assert!(t.offered(C, "keep_card"), "may give to himself");
    let card = t.hand(C)[0];
    t.say(C, &format!("give:c{card}:seat:3"));
    assert!(t.hand(D).contains(&card));
    assert!(t.log_has(Viewer::Seat(D), "3号交给4号："));
    assert!(!t.log_has(Viewer::Seat(A), "3号交给4号："));
}

#[test]
fn qi_bai_min_rui_locks_in_another_turn_and_lian_dong_draws_and_gives() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, QiBai);
    let lock = d.hand(C, Lock, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.pass_until(C, &format!("lock:c{lock}:seat:3"));
    t.say(C, &format!("lock:c{lock}:seat:3"));
    t.passes(&[C, D, A, B]);
    assert_eq!(t.hand(C).len(), 2, "联动 drew two");
    assert!(!t.offered(C, "keep_card"), "mandatory, to another player");
    let card = t.hand(C)[0];
    t.say(C, &format!("give:c{card}:seat:0"));
    assert_eq!(t.public().locked, vec![D]);
}

#[test]
fn qi_bai_lian_dong_does_not_fire_when_the_lock_is_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, QiBai);
    let lock = d.hand(A, Lock, Red);
    let counter = d.hand(B, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    let before = t.hand(A).len();
    t.say(A, &format!("lock:c{lock}:seat:2"));
    t.say(A, "pass");
    t.say(B, &format!("counter:c{counter}:stack:0"));
    t.passes(&[B, C, D, A]);
    assert_eq!(t.hand(A).len(), before - 1);
}

#[test]
fn qi_bai_feng_du_makes_a_female_win_alone_with_him() {
    let mut d = Deal::new(&[Q, J, J, Q]);
    d.character(A, QiBai);
    d.character(B, DaMeiNv);
    d.character(C, LiuJie);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    for s in [B, C, D] {
        t.all_pass();
        t.say(s, "decline");
    }
    t.all_pass();
    assert_eq!(t.holder(), A, "风度: he chooses a female");
    assert!(t.offered(A, "choose:companion:seat:1"));
    t.say(A, "choose:companion:seat:2");
    let out = t.g.outcome().expect("over");
    let won: Vec<bool> = out.seats.iter().map(|s| s.won).collect();
    assert_eq!(
        won,
        vec![true, false, true, true],
        "C wins alone, not her side (B)"
    );
    assert_eq!(out.result_key(), "qianfu");
}

#[test]
fn xiao_ma_ge_ying_xiong_ben_se_draws_then_may_place_a_black_anywhere() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, XiaoMaGe);
    let sent = d.hand(A, Decode, Black);
    let black = d.hand(B, Burn, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    let before = t.hand(B).len();
    t.say(B, "accept");
    assert_eq!(t.hand(B).len(), before + 1);
    t.say(B, &format!("place:c{black}:seat:3"));
    assert_eq!(t.intel(D), vec![black]);
}

#[test]
fn xiao_ma_ge_waits_until_muddle_has_fully_resolved() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, XiaoMaGe);
    let muddle = d.hand(A, Muddle, Red);
    d.hand(A, Burn, Black);
    for _ in 0..4 {
        d.top_of(Black);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.holder(), A);
    for s in [A, B, C, D] {
        assert_eq!(t.intel(s).len(), 1, "everyone has his card before 英雄本色");
    }
}

#[test]
fn liu_jie_kao_wen_takes_a_card_before_the_probe_and_not_if_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, LiuJie);
    let p1 = d.hand(A, Probe, Red);
    let p2 = d.hand(A, Probe, Blue);
    let b_card = d.hand(B, Decode, Red);
    let counter = d.hand(C, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("probe:c{p1}:seat:1"));
    t.passes(&[A, B]);
    t.say(C, &format!("counter:c{counter}:stack:0"));
    t.passes(&[C, D, A, B]);
    assert!(t.hand(B).contains(&b_card), "no 拷问 after 识破");
    t.say(A, &format!("probe:c{p2}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert!(t.offered(A, "fire:kao_wen"));
    t.say(A, "fire:kao_wen");
    assert!(t.hand(A).contains(&b_card));
}

#[test]
fn liu_jie_sou_qu_looks_at_a_dead_players_card_and_keeps_it() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, LiuJie);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let b_card = d.hand(B, Counter, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert!(t.log_has(
        Viewer::Seat(C),
        "【搜取】你检视了2号的一张手牌：红色【识破】"
    ));
    assert!(!t.log_has(Viewer::Seat(D), "【搜取】你检视了"));
    t.say(C, "keep:hand");
    assert!(t.hand(C).contains(&b_card));
}

#[test]
fn da_mei_nv_jing_ming_draws_three_and_puts_one_back() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, DaMeiNv);
    let tops = [d.top_of(Red), d.top_of(Blue), d.top_of(Black)];
    let mut t = d.start(A);
    while t.kind() == "fengsheng.priority" && t.phase() == Phase::TurnStart {
        let s = t.holder();
        t.say(s, "pass");
    }
    assert_eq!(t.hand(A), tops.to_vec());
    t.say(A, &format!("top:c{}", tops[1]));
    assert_eq!(t.hand(A).len(), 2);
    assert_eq!(t.phase(), Phase::Play1);
}

#[test]
fn da_mei_nv_ai_qing_reveals_her_identity_and_burns_two_once() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, DaMeiNv);
    let b1 = d.intel_of(C, Black);
    let b2 = d.intel_of(D, Black);
    d.intel_of(D, Black);
    let mut t = d.start(A);
    t.pass_until(B, "skill:ai_qing");
    t.say(B, "skill:ai_qing");
    assert_eq!(t.public().players[1].identity, Some(J));
    t.passes(&[B, C, D, A]);
    t.say(B, &format!("intel:burn:card:{b1}"));
    t.say(B, &format!("intel:burn:card:{b2}"));
    assert!(t.intel(C).is_empty() && t.intel(D).len() == 1);
    t.all_pass();
    assert!(!t.log_has(Viewer::Public, "2号发动【爱情】\n"));
}

#[test]
fn guai_dao_yin_mou_and_yang_mou_take_a_card() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, GuaiDao);
    d.character(B, GuaiDao);
    let sent = d.hand(A, Decode, Black);
    let c_card = d.hand(C, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    // 阴谋 (A passed it) and 阳谋 (B obtained it): A first, from the active player.
    assert_eq!(t.holder(), A);
    t.say(A, "choose:take_from:seat:2");
    assert!(t.hand(A).contains(&c_card));
    assert_eq!(t.holder(), B);
    t.say(B, "skip");
}

#[test]
fn fu_she_sheng_dong_ji_xi_turns_down_as_lure_and_dan_yao_wu_xian_flips_up() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, FuShe);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.passes(&[A, B]);
    t.say(C, "skill:sheng_dong:seat:1");
    assert!(!t.face_up(C));
    t.passes(&[C, D, A, B]);
    assert_eq!(t.public().transit.expect("passing").lured, vec![B]);
    t.passes(&[A, B]);
    assert!(t.offered(C, "skill:dan_yao"), "no hand: works face-down");
    t.say(C, "skill:dan_yao");
    assert!(t.face_up(C));
    t.passes(&[C, D, A, B]);
    assert_eq!(t.hand(C).len(), 1);
}

#[test]
fn xiao_bai_shou_mai_gives_four_and_obtains_an_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, XiaoBai);
    let gift: Vec<u8> = (0..4).map(|_| d.hand_of(B, Red)).collect();
    let black = d.intel_of(C, Black);
    let mut t = d.start(A);
    t.pass_until(B, "skill:shou_mai:seat:2");
    t.say(B, "skill:shou_mai:seat:2");
    t.passes(&[B, C, D, A]);
    assert!(
        gift.iter().all(|c| t.hand(C).contains(c)),
        "all four: nothing to choose"
    );
    assert_eq!(t.intel(B), vec![black], "he obtains it, black included");
}

#[test]
fn xiao_bai_bai_lu_loses_at_six_intel_not_a_death() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, XiaoBai);
    d.character(C, DaoFeng);
    for _ in 0..2 {
        d.intel_of(B, Blue);
    }
    for _ in 0..3 {
        d.intel_of(B, Red);
    }
    let sent = d.hand(A, Decode, Blue);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    let b = &t.public().players[1];
    assert_eq!(
        b.status,
        Status::Lost,
        "six intel: 败露, even with a third blue"
    );
    assert!(t.g.outcome().is_none(), "no victory: he lost first");
    assert!(
        !t.log_has(Viewer::Public, "3号发动【嗜血】"),
        "a loss is not a death"
    );
}

#[test]
fn bei_lei_mao_huan_ri_uses_black_cards_as_lock() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, BeiLeiMao);
    let black = d.hand(A, Counter, Black);
    let red = d.hand(A, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(t.offered(A, &format!("lock:c{black}:seat:1")));
    assert!(!t.offered(A, &format!("lock:c{red}:seat:1")));
}

#[test]
fn bei_lei_mao_tou_tian_moves_a_true_intel_into_a_hand() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, BeiLeiMao);
    let sent = d.hand(A, Decode, Black);
    let red = d.intel_of(B, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    t.say(A, &format!("intel_to:card:{red}:seat:0"));
    assert!(t.hand(A).contains(&red));
    assert_eq!(t.intel(B), vec![sent]);
}

#[test]
fn chu_zhang_ge_qiang_you_er_draws_two_and_returns_one_before_the_probe() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, ChuZhang);
    let probe = d.hand(A, Probe, Red);
    for c in [Red, Blue, Black, Red] {
        d.top_of(c);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    let before = t.hand(A).len();
    t.say(A, &format!("probe:c{probe}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.hand(A).len(), before + 1);
    let c = t.hand(A)[0];
    t.say(A, &format!("top:c{c}"));
    assert_eq!(t.hand(A).len(), before);
}

#[test]
fn chu_zhang_tou_long_zhuan_feng_swaps_the_arriving_intel_with_the_deck_top() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, ChuZhang);
    let sent = d.hand(A, Decode, Black);
    let cost = d.hand(B, Counter, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.pass_until(B, &format!("switch:c{cost}"));
    assert_eq!(t.phase(), Phase::Arrival);
    t.say(B, &format!("switch:c{cost}"));
    assert!(
        !t.offered(B, &format!("switch:c{cost}")),
        "once per arrival"
    );
    assert!(
        t.public().transit.expect("passing").card.is_none(),
        "still face-down"
    );
    t.all_pass();
    t.say(B, "accept");
    assert_ne!(t.intel(B), vec![sent]);
}

#[test]
fn fu_er_mo_si_jie_lu_turns_the_secret_intel_up() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, FuErMoSi);
    let sent = d.hand(A, Decode, Black);
    d.hand(C, Burn, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.pass_until(C, "skill:jie_lu");
    t.say(C, "skill:jie_lu");
    t.passes(&[C, D, A, B]);
    assert_eq!(
        t.public().transit.expect("passing").card.map(|c| c.id),
        Some(sent)
    );
    assert_eq!(t.hand(C).len(), 2, "black: drew two");
}

#[test]
fn fu_er_mo_si_zhen_xiang_looks_at_a_probe_before_it_resolves() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, FuErMoSi);
    let probe = d.hand(A, Probe, Red);
    let cost = d.hand(C, Decode, Blue);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("probe:c{probe}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!(t.holder(), C);
    t.say(C, &format!("discard:c{cost}"));
    assert!(t.log_has(Viewer::Seat(C), "我猜你是"));
    assert!(!t.log_has(Viewer::Seat(D), "我猜你是"));
}

#[test]
fn xiang_shui_gong_shou_jian_bei_draws_two_and_returns_one() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, XiangShui);
    let lock = d.hand(A, Lock, Red);
    for c in [Red, Blue, Black, Red] {
        d.top_of(c);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    let before = t.hand(A).len();
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B, C, D]);
    let c = t.hand(A)[0];
    t.say(A, &format!("top:c{c}"));
    assert_eq!(t.hand(A).len(), before, "-1 lock, +2, -1");
}

#[test]
fn xiang_shui_lin_wei_shou_ming_takes_the_dead_players_identity() {
    let mut d = Deal::new(&[Q, J, Y, J]);
    d.character(C, XiangShui);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let red = d.intel_of(D, Red);
    d.intel_of(A, Blue);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    t.say(C, "fire:lin_wei");
    t.say(C, &format!("intel:swap:card:{red}"));
    assert_eq!(t.view(C).me.expect("me").identity, Some(J));
    assert_eq!(
        t.public().players[1].identity,
        None,
        "his identity card was taken"
    );
    assert!(t.log_has(Viewer::Seat(C), "你取得2号的身份牌：军情处"));
    assert!(!t.log_has(Viewer::Seat(A), "你取得2号的身份牌"));
    assert!(!t.intel(D).contains(&red));
}

#[test]
fn xiao_bai_qiao_zhuang_counts_as_female_and_as_male() {
    // 小白 (潜伏战线) declares: 礼服蒙面人 (a female declared) and 大美女 (a male character
    // declared) win with him.
    let mut d = Deal::new(&[Q, Y, Y, J]);
    d.character(A, XiaoBai);
    d.character(B, MengMian);
    d.character(C, DaMeiNv);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    for s in [B, C, D] {
        t.all_pass();
        t.say(s, "decline");
    }
    t.all_pass();
    let won: Vec<bool> =
        t.g.outcome()
            .expect("over")
            .seats
            .iter()
            .map(|s| s.won)
            .collect();
    assert_eq!(won, vec![true, true, true, false]);
}
