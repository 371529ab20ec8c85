//! The ten hidden (潜伏) characters: each skill and its timing limits. A face-down
//! character has only its 「翻开此角色牌」 skills, and using one flips it up.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Character::*, Colour::*, Faction, Kind::*, Phase, Status};

/// A to play 出牌阶段（1）: passes the turn-start window.
fn to_play(t: &mut T) {
    while t.phase() != Phase::Play1 {
        let s = t.holder();
        t.say(s, "pass");
    }
}

#[test]
fn lao_gui_jiu_ji_flips_and_draws_before_the_lock_resolves() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    let lock = d.hand(A, Lock, Red);
    let t1 = d.top_of(Red);
    let t2 = d.top_of(Blue);
    let t3 = d.top_of(Black);
    let t4 = d.top_of(Black);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(
        !t.keys().iter().any(|k| k.starts_with("skill:")),
        "老鬼 cannot flip without a trigger"
    );
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B, C, D]);
    // The 锁定 resolves: first B is asked, in secret, about 就计.
    assert_eq!(t.holder(), B);
    assert!(t.secret(), "the question would show a face-down character");
    assert_eq!(t.keys(), vec!["skip", "fire:jiu_ji"]);
    assert!(
        t.public().locked.is_empty(),
        "就计 resolves before the 锁定"
    );
    t.say(B, "fire:jiu_ji");
    assert!(t.face_up(B));
    let hand = t.hand(B);
    assert!(
        hand.contains(&t3) && hand.contains(&t4),
        "drew two: {hand:?} ({t1} {t2} were A's)"
    );
    assert_eq!(t.public().locked, vec![B]);
}

#[test]
fn every_face_down_target_of_a_lock_is_asked_in_secret_even_without_jiu_ji() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, ShanLing);
    d.character(C, LaoGui);
    let lock = d.hand(A, Lock, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!((t.holder(), t.secret()), (B, true));
    assert_eq!(t.keys(), vec!["skip"], "闪灵 has no 就计: only \"don't\"");
    assert_eq!(t.prompt().text.zh, "你被试探或锁定：是否发动角色技能？");
    t.say(B, "skip");
    assert!(!t.face_up(B));
    assert_eq!(t.public().locked, vec![B]);
    assert!(
        t.g.prompts()
            .iter()
            .all(|p| p.seat != C || p.kind == "fengsheng.priority"),
        "C, not targeted, is not asked (only his part of the next priority lap)"
    );
}

#[test]
fn lao_gui_jiu_ji_is_not_offered_when_the_card_was_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    let lock = d.hand(A, Lock, Red);
    let counter = d.hand(C, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B]);
    t.say(C, &format!("counter:c{counter}:stack:0"));
    t.passes(&[C, D, A, B]);
    // A's 锁定 was negated: A (no character) is not asked; B neither.
    assert_eq!(t.kind(), "fengsheng.priority");
    assert!(!t.face_up(B));
    assert!(t.public().locked.is_empty());
}

#[test]
fn lao_gui_cheng_fu_hides_the_identity_right_after_jiu_ji() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    // B is 军情处 and A bets so: right, B would draw two; 城府 answers "wrong".
    let probe = {
        let c =
            tianhei_fengsheng::classic::card::catalogue(tianhei_fengsheng::classic::CountSet::A)
                .expect("deck")
                .iter()
                .find(|c| {
                    c.probe.is_some_and(|p| {
                        p.guess == Faction::Junqing
                            && p.effect == tianhei_fengsheng::classic::card::ProbeEffect::Draw
                    })
                })
                .expect("variant")
                .id;
        d.a.hands[0].push(c);
        c
    };
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("probe:c{probe}:seat:1"));
    t.passes(&[A, B, C, D]);
    t.say(B, "fire:jiu_ji");
    let before = t.hand(B).len();
    assert_eq!(t.holder(), B, "城府: B picks the outcome");
    assert!(t.offered(B, "answer:wrong") && t.offered(B, "answer:right"));
    t.say(B, "answer:wrong");
    assert_eq!(t.hand(B).len(), before, "no draw");
    assert!(t.log_has(Viewer::Public, "2号说：「其实我是卧底」"));
    let res = t.view(A).probes;
    assert!(!res[0].right, "A learns what B acted, not the truth");
}

#[test]
fn lao_gui_yi_zhi_gives_the_whole_hand_and_three_become_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    d.flipped(B);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Lock, Black);
    let hand: Vec<u8> = (0..5).map(|_| d.hand_of(B, Blue)).collect();
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(t.public().players[1].status, Status::Dead);
    assert_eq!(t.holder(), B, "遗志: the dead 老鬼 decides");
    t.say(B, "choose:give_hand:seat:2");
    let got = t.intel(C);
    assert_eq!(got.len(), 3);
    assert!(got.iter().all(|c| hand.contains(c)));
    assert!(t.hand(C).is_empty(), "the rest is discarded with her cards");
}

#[test]
fn a_face_down_lao_gui_has_no_yi_zhi() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Lock, Black);
    d.hand_of(B, Blue);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(t.public().players[1].status, Status::Dead);
    assert_eq!(t.kind(), "fengsheng.priority", "nothing asked");
    assert!(t.face_up(B), "the dead player's character is revealed");
}

#[test]
fn fu_ping_xian_ji_takes_two_and_the_target_draws_two_once() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, FuPing);
    let c_hand = d.hands(C, Decode, Red, 3);
    let mut t = d.start(A);
    t.pass_until(B, "skill:xian_ji:seat:2");
    t.say(B, "skill:xian_ji:seat:2");
    assert!(t.face_up(B));
    assert!(
        !t.offered(B, "skill:xian_ji:seat:3"),
        "used: it is face-up now"
    );
    t.passes(&[B, C, D, A]);
    let b = t.hand(B);
    assert_eq!(b.iter().filter(|c| c_hand.contains(c)).count(), 2);
    assert_eq!(t.hand(C).len(), 3, "one left plus two drawn");
    assert!(t.log_has(Viewer::Seat(C), "2号从3号手中抽取"));
    assert!(!t.log_has(Viewer::Seat(D), "2号从3号手中抽取"));
}

#[test]
fn fu_ping_hou_zhu_looks_at_a_hand_and_places_a_card_when_she_dies() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, FuPing);
    d.flipped(B);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Lock, Black);
    let red = d.hand(C, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    t.say(B, "choose:look:seat:2");
    assert!(t.log_has(Viewer::Seat(B), "【后著】3号的手牌：红色【破译】"));
    assert!(!t.log_has(Viewer::Seat(D), "【后著】3号的手牌"));
    t.say(B, &format!("place:c{red}:seat:3"));
    assert_eq!(t.intel(D), vec![red]);
}

#[test]
fn lao_qiang_he_mou_turns_both_down_and_they_see_each_others_identity() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, LaoQiang);
    d.character(C, ShanLing);
    d.flipped(A);
    d.flipped(C);
    let black = d.hand(A, Burn, Black);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(t.offered(A, "skill:he_mou:seat:2"));
    t.say(A, "skill:he_mou:seat:2");
    t.passes(&[A, B, C, D]);
    assert!(!t.face_up(A) && !t.face_up(C));
    assert_eq!(t.intel(A), vec![black]);
    let peeks = t.view(A).me.expect("me").peeks;
    assert_eq!((peeks[0].target, peeks[0].identity), (C, Q));
    assert_eq!(t.view(C).me.expect("me").peeks[0].target, A);
    assert!(t.view(B).me.expect("me").peeks.is_empty());
    assert!(t.log_has(Viewer::Seat(A), "【合谋】3号的身份是潜伏战线"));
    assert!(!t.log_has(Viewer::Seat(B), "号的身份是"));
    // Both were seen face-up: everyone still knows who they are.
    assert!(t.view(B).players[0].character.is_some());
}

#[test]
fn lao_qiang_he_mou_needs_another_face_up_hidden_character() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, LaoQiang);
    d.character(C, ShanLing);
    d.character(D, DaiLi);
    d.flipped(A);
    d.hand(A, Burn, Black);
    let mut t = d.start(A);
    to_play(&mut t);
    assert!(!t.keys().iter().any(|k| k.starts_with("skill:he_mou")));
}

#[test]
fn shan_ling_ju_ji_burns_one_to_three_intel_of_another_player() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, ShanLing);
    let i = [
        d.intel_of(C, Red),
        d.intel_of(C, Blue),
        d.intel_of(C, Black),
        d.intel_of(C, Red),
    ];
    d.intel_of(B, Red);
    let mut t = d.start(A);
    t.pass_until(B, "skill:ju_ji:seat:2");
    assert!(!t.offered(B, "skill:ju_ji:seat:1"), "not her own intel");
    t.say(B, "skill:ju_ji:seat:2");
    t.passes(&[B, C, D, A]);
    assert!(!t.offered(B, "stop"), "at least one");
    t.say(B, &format!("intel:burn:card:{}", i[0]));
    t.say(B, &format!("intel:burn:card:{}", i[1]));
    t.say(B, &format!("intel:burn:card:{}", i[2]));
    assert_eq!(t.intel(C), vec![i[3]], "three at most");
}

#[test]
fn hei_mei_gui_xue_ran_places_one_black_when_the_top_card_is_not_black() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, HeiMeiGui);
    let blacks: Vec<u8> = (0..3).map(|_| d.hand_of(B, Black)).collect();
    let mut t = d.start(A);
    to_play(&mut t);
    let top = t.g.view_for(Viewer::Moderator).deck;
    t.say(A, "pass");
    t.say(B, "skill:xue_ran:seat:2");
    t.passes(&[B, C, D, A]);
    let shown = t
        .log(Viewer::Public)
        .into_iter()
        .find(|l| l.contains("展示牌库顶"))
        .expect("shown");
    assert!(
        !shown.contains("黑色"),
        "the arranged deck's top is not black: {shown}"
    );
    t.say(B, &format!("place:c{}:seat:2", blacks[0]));
    assert_eq!(t.intel(C), vec![blacks[0]], "only one, then it stops");
    assert_eq!(
        t.g.view_for(Viewer::Moderator).deck,
        top,
        "the shown card stays"
    );
}

#[test]
fn hei_mei_gui_may_place_none() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, HeiMeiGui);
    d.top_of(Black);
    d.top_of(Black);
    d.top_of(Black);
    d.hand_of(B, Black);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, "pass");
    t.say(B, "skill:xue_ran:seat:2");
    t.passes(&[B, C, D, A]);
    t.say(B, "stop");
    assert!(t.intel(C).is_empty());
    assert!(t.log_has(Viewer::Public, "2号不放置假情报"));
}

#[test]
fn emei_feng_jie_shang_jie_intercepts_in_another_turn_and_cannot_be_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, EmeiFeng);
    let sent = d.hand(A, Decode, Red);
    d.hand(B, Counter, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.passes(&[A, B]);
    t.say(C, "skill:jie_shang_jie");
    assert!(t.face_up(C));
    t.say(C, "pass");
    t.say(D, "pass");
    t.say(A, "pass");
    assert!(
        !t.keys().iter().any(|k| k.starts_with("counter:")),
        "识破 cannot stop a skill: {:?}",
        t.keys()
    );
    t.say(B, "pass");
    assert_eq!(t.intel(C), vec![sent]);
    assert_eq!(t.phase(), Phase::Play2);
}

#[test]
fn emei_feng_ji_zhong_ji_burns_a_black_of_whoever_obtains_his_true_intel() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, EmeiFeng);
    d.flipped(A);
    let sent = d.hand(A, Decode, Red);
    let black = d.intel_of(B, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(t.holder(), A);
    t.say(A, &format!("intel:burn:card:{black}"));
    assert_eq!(t.intel(B), vec![sent]);
}

#[test]
fn emei_feng_ji_zhong_ji_does_not_work_face_down() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, EmeiFeng);
    let sent = d.hand(A, Decode, Red);
    d.intel_of(B, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(t.kind(), "fengsheng.priority", "no question");
}

#[test]
fn lao_jin_qi_zu_bao_shuai_when_his_card_is_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, LaoJin);
    let lock = d.hand(A, Lock, Red);
    let counter = d.hand(B, Counter, Red);
    let tops: Vec<u8> = (0..7).map(|_| d.top_of(Blue)).collect();
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("lock:c{lock}:seat:2"));
    t.say(A, "pass");
    t.say(B, &format!("counter:c{counter}:stack:0"));
    t.passes(&[B, C, D, A]);
    assert!(t.secret());
    t.say(A, "fire:qi_zu");
    assert!(t.face_up(A));
    assert_eq!(t.hand(A).len(), 7, "drew five");
    let first = tops[2];
    let second = tops[3];
    t.say(A, &format!("top:c{first}"));
    t.say(A, &format!("top:c{second}"));
    let deck = t.g.view_for(Viewer::Moderator).deck;
    assert_eq!(t.hand(A).len(), 5);
    let _ = deck;
    assert!(t.log_has(Viewer::Seat(A), "你把"));
    assert!(!t.log_has(Viewer::Seat(B), "你把"));
}

#[test]
fn lao_jin_fu_di_chou_xin_places_black_turns_down_and_places_for_several() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoJin);
    d.flipped(B);
    let sent = d.hand(A, Lock, Black);
    let extra = d.hand(B, Burn, Black);
    let r = d.hand(B, Decode, Red);
    let u = d.hand(B, Decode, Blue);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    t.say(B, &format!("place:c{extra}:seat:1"));
    assert!(!t.face_up(B), "盖伏");
    t.say(B, &format!("place:c{r}:seat:1"));
    t.say(B, &format!("place:c{u}:seat:3"));
    assert_eq!(t.intel(B), vec![sent, extra, r]);
    assert_eq!(t.intel(D), vec![u]);
}

#[test]
fn lao_jin_fu_di_chou_xin_completing_both_colours_at_once_makes_both_teams_win() {
    // C (潜伏战线) holds two reds and D (军情处) two blues; 老金 places a red in front of
    // C and a blue in front of D in one act: both teams complete together and both win.
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoJin);
    d.flipped(B);
    d.intel_of(C, Red);
    d.intel_of(C, Red);
    d.intel_of(D, Blue);
    d.intel_of(D, Blue);
    let sent = d.hand(A, Lock, Black);
    let extra = d.hand(B, Burn, Black);
    let r = d.hand(B, Decode, Red);
    let u = d.hand(B, Decode, Blue);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    t.say(B, &format!("place:c{extra}:seat:1"));
    t.say(B, &format!("place:c{r}:seat:2"));
    assert!(
        t.g.outcome().is_none(),
        "nothing is placed before the choice ends"
    );
    t.say(B, &format!("place:c{u}:seat:3"));
    let out = t.g.outcome().expect("the game is over");
    let winners: Vec<tianhei_core::Seat> = out.winners().collect();
    assert_eq!(winners, vec![A, B, C, D], "both teams win together");
    // Every placed card is logged before the game-over line.
    let log = t.log(Viewer::Public);
    let placed = log
        .iter()
        .rposition(|l| l.contains("放置情报"))
        .expect("placed");
    let declared = log
        .iter()
        .position(|l| l.contains("宣告胜利"))
        .expect("declared");
    assert!(placed < declared, "{log:#?}");
}

#[test]
fn yi_dian_yuan_su_yi_sees_the_intel_alone_and_draws_one() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, YiDianYuan);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.passes(&[A, B]);
    t.say(C, "skill:su_yi");
    t.passes(&[C, D, A, B]);
    assert_eq!(
        t.view(C).transit.expect("passing").card.map(|c| c.id),
        Some(sent)
    );
    assert!(t.view(B).transit.expect("passing").card.is_none());
    assert_eq!(t.hand(C).len(), 1);
    assert!(t.log_has(
        Viewer::Seat(C),
        "【速译】你检视了传递中的情报：红色【破译】"
    ));
    assert!(!t.log_has(Viewer::Seat(B), "红色【破译】"));
}

#[test]
fn yi_dian_yuan_dong_xi_turns_her_down_when_intel_is_decoded() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, YiDianYuan);
    d.flipped(C);
    let sent = d.hand(A, Lock, Red);
    let decode = d.hand(B, Decode, Blue);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.pass_until(B, &format!("decode:c{decode}"));
    t.say(B, &format!("decode:c{decode}"));
    t.passes(&[B, C, D, A]);
    assert_eq!(t.holder(), C, "洞悉 asks");
    t.say(C, "fire:dong_xi");
    assert!(!t.face_up(C));
}

#[test]
fn huang_que_qian_cang_fu_ji_puts_an_intel_back_on_the_deck() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, HuangQue);
    let red = d.intel_of(C, Red);
    let mut t = d.start(A);
    t.pass_until(B, "skill:qian_cang:seat:2");
    t.say(B, "skill:qian_cang:seat:2");
    t.passes(&[B, C, D, A]);
    assert!(t.intel(C).is_empty(), "one option: no question");
    let m = t.g.view_for(Viewer::Moderator);
    let _ = m;
    assert!(t.log_has(Viewer::Public, "被放回牌库顶"));
    let _ = red;
}

#[test]
fn huang_que_zai_hou_reveals_her_identity_and_places_two_blacks() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(C, HuangQue);
    d.flipped(C);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Lock, Black);
    let b1 = d.hand(C, Burn, Black);
    let b2 = d.hand(C, Lure, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    t.say(C, "choose:target:seat:3");
    assert_eq!(
        t.public().players[2].identity,
        Some(Q),
        "黄雀 turned her identity up"
    );
    t.say(C, &format!("place:c{b1}:seat:3"));
    t.say(C, &format!("place:c{b2}:seat:3"));
    assert_eq!(t.intel(D), vec![b1, b2]);
}

#[test]
fn gang_tie_jing_jue_counts_as_shi_po_and_cannot_be_seen_through() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, GangTie);
    let lock = d.hand(A, Lock, Red);
    d.hand(C, Counter, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("lock:c{lock}:seat:3"));
    t.say(A, "pass");
    t.say(B, "skill:jing_jue:stack:0");
    assert!(t.face_up(B));
    t.say(B, "pass");
    assert!(
        t.keys().iter().all(|k| !k.ends_with("stack:1")),
        "识破 cannot target 警觉: {:?}",
        t.keys()
    );
    t.passes(&[C, D, A]);
    assert!(t.public().locked.is_empty(), "the 锁定 was negated");
}

#[test]
fn gang_tie_yan_hu_takes_a_black_intel_then_turns_down() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, GangTie);
    d.flipped(B);
    let black = d.intel_of(C, Black);
    let mut t = d.start(A);
    t.pass_until(B, "skill:yan_hu:seat:2");
    t.say(B, "skill:yan_hu:seat:2");
    t.passes(&[B, C, D, A]);
    assert_eq!(t.intel(B), vec![black]);
    assert!(t.intel(C).is_empty());
    assert!(!t.face_up(B));
    assert!(
        t.view(C).players[1].character.is_some(),
        "known: it was face-up"
    );
}

#[test]
fn lao_qiang_jiu_ji_flips_when_probed() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoQiang);
    let probe = d.hand(A, Probe, Red);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("probe:c{probe}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert!(t.secret());
    let before = t.hand(B).len();
    t.say(B, "fire:jiu_ji");
    assert!(t.face_up(B));
    assert_eq!(t.hand(B).len(), before + 2);
}

#[test]
fn emei_feng_jie_shang_jie_is_not_for_his_own_turn() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, EmeiFeng);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    assert_eq!(t.phase(), Phase::Passing);
    assert!(!t.offered(A, "skill:jie_shang_jie"), "others' turns only");
}
