//! Revealing a face-down character to use a skill (seed 004 and its FAQ 1 and 2), the
//! secret ask for a face-down trigger skill, gender from revealed characters only, skills
//! in views, and the lock skills (马术, 奇才, 无双, 咆哮).

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_guozhan::{Character, Name, Suit};

#[test]
fn guanyu_wusheng_with_no_faction_card_revealed_reveals_one_of_his_choice_then_the_character() {
    let mut d = Deal::quiet(4);
    d.seat(A).character = Character::GuanYu;
    let red = d.hand_of(A, Name::Tea, Suit::Heart);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("wusheng:c{red}:seat:1"));
    assert_eq!(
        t.kind(),
        "guozhan.skill_reveal",
        "FAQ 1: a faction card first"
    );
    assert!(t.offered(A, "reveal:main") && t.offered(A, "reveal:second"));
    t.say(A, "reveal:second");
    let p = &t.public().players[A.index()];
    assert!(
        p.second.is_some() && p.main.is_none(),
        "his choice: the secondary"
    );
    assert_eq!(p.character, Some(Character::GuanYu));
    assert!(t.log_has(Viewer::Public, "1号发动了【武圣】"));
    assert!(t.log_has(Viewer::Public, "1号对2号使用了【杀】（由"));
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn guanyu_wusheng_with_one_faction_card_revealed_reveals_only_the_character() {
    let mut d = Deal::quiet(4);
    d.seat(A).character = Character::GuanYu;
    d.seat(A).main.1 = true;
    let red = d.hand_of(A, Name::Tea, Suit::Heart);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("wusheng:c{red}:seat:1"));
    assert_eq!(
        t.kind(),
        "guozhan.respond",
        "no faction card question (FAQ 2)"
    );
    let p = &t.public().players[A.index()];
    assert_eq!(p.character, Some(Character::GuanYu));
    assert!(p.second.is_none(), "the other faction card stays face-down");
}

#[test]
fn guanyu_wusheng_with_both_faction_cards_revealed_just_reveals_him() {
    let mut d = Deal::quiet(4);
    d.seat(A).character = Character::GuanYu;
    d.faction(A, BK, WH, true);
    let red = d.hand_of(A, Name::Tea, Suit::Heart);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, &format!("wusheng:c{red}:seat:1"));
    assert_eq!(t.kind(), "guozhan.respond");
    assert_eq!(
        t.public().players[A.index()].character,
        Some(Character::GuanYu)
    );
}

#[test]
fn caocao_face_down_is_asked_about_jianxiong_in_secret_and_a_refusal_leaves_no_trace() {
    let mut d = Deal::quiet(4);
    d.seat(B).character = Character::CaoCao;
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.skill_secret");
    assert!(t.prompt().secret, "nobody else may see the question");
    assert!(t.public().waiting.is_empty(), "no public view lists it");
    assert!(t.view(C).waiting.is_empty());
    assert!(t.offered(B, "skill:jianxiong:main") && t.offered(B, "skill:jianxiong:second"));
    let before = t.log(Viewer::Public);
    t.say(B, "pass");
    assert_eq!(
        t.log(Viewer::Public).len(),
        before.len(),
        "a refusal says nothing"
    );
    assert!(!t.log_has(Viewer::Public, "奸雄"));
    assert!(!t.log_has(Viewer::Seat(C), "奸雄"));
    assert_eq!(t.public().players[B.index()].character, None);
}

#[test]
fn caocao_jianxiong_takes_the_sha_that_hurt_him_after_revealing() {
    let mut d = Deal::quiet(4);
    d.seat(B).character = Character::CaoCao;
    d.seat(B).main.1 = true;
    let sha = d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    t.say(B, "skill:jianxiong");
    assert!(t.hand(B).contains(&sha));
    assert!(t.log_has(Viewer::Public, "2号发动了【奸雄】"));
    assert_eq!(
        t.public().players[B.index()].character,
        Some(Character::CaoCao)
    );
    // Views show the revealed character's skills with their text.
    let skills = &t.public().players[B.index()].skills;
    assert_eq!(skills.len(), 1);
    assert!(skills[0].text().zh.contains("获得造成此伤害的牌"));
    let json = serde_json::to_string(&t.public()).unwrap();
    assert!(json.contains("获得造成此伤害的牌"), "views carry the text");
}

#[test]
fn face_down_characters_have_no_gender_so_diaochan_lijian_skips_them() {
    let mut d = Deal::quiet(5);
    d.up(A, Character::DiaoChan);
    d.seat(B).character = Character::GuanYu; // face-down: no gender
    d.up(C, Character::ZhangFei);
    d.up(D, Character::ZhaoYun);
    d.up(E, Character::SunShangxiang);
    d.hand(A, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "lijian:seat:2"));
    assert!(t.offered(A, "lijian:seat:3"));
    assert!(!t.offered(A, "lijian:seat:1"), "face-down: no gender");
    assert!(!t.offered(A, "lijian:seat:4"), "female");
    // A face-down 貂蝉 is no one's target either: she has no gender until revealed.
    let mut d = Deal::quiet(4);
    d.up(A, Character::SunShangxiang);
    d.seat(B).character = Character::DiaoChan;
    d.seat(B).hp = Some(2);
    d.hand(A, Name::Shan);
    d.hand(A, Name::Shan);
    let t = d.start(A);
    assert!(t.public().players[B.index()].gender.is_none());
}

#[test]
fn diaochan_lijian_makes_the_second_male_duel_the_first_once_per_phase() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::DiaoChan);
    d.up(B, Character::ZhangFei);
    d.up(C, Character::ZhaoYun);
    let shan = d.hand(A, Name::Shan);
    d.hand(A, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "lijian:seat:1");
    t.say(A, "seat:2");
    t.pick(A, &[&format!("card:c{shan}")]);
    assert!(t.log_has(Viewer::Public, "3号对2号使用了【决斗】"));
    t.no_nullify();
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3, "the first chosen lost the duel");
    assert!(!t.offered(A, "lijian:seat:1"), "once per play phase");
}

#[test]
fn machao_mashu_shortens_his_distance_only_once_revealed() {
    let mut d = Deal::quiet(5);
    d.seat(A).character = Character::MaChao;
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(!t.offered(A, "sha:seat:2"), "face-down: no 马术");
    assert!(t.offered(A, "mashu"), "reveal for the lock skill");
    t.say(A, "mashu");
    t.say(A, "reveal:main");
    assert!(t.offered(A, "sha:seat:2"), "distance 2 − 1");
    assert!(!t.offered(A, "mashu"), "revealed: nothing left to reveal");
}

#[test]
fn huangyueying_qicai_snatches_at_any_distance() {
    let mut d = Deal::quiet(5);
    d.up(A, Character::HuangYueying);
    d.hand(A, Name::Snatch);
    d.hand(C, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    assert!(t.offered(A, "snatch:seat:2"), "奇才: no distance limit");
}

#[test]
fn lvbu_wushuang_needs_two_shan_against_his_sha() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::LvBu);
    d.hand(A, Name::Sha);
    d.hand(B, Name::Shan);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "shan");
    assert_eq!(t.kind(), "guozhan.respond", "a second 闪 is needed");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 3);
}

#[test]
fn lvbu_wushuang_makes_his_duel_opponent_play_two_sha_each_time() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::LvBu);
    d.hand(A, Name::Duel);
    d.hand(B, Name::Sha);
    d.hand(B, Name::Sha);
    d.hand(B, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    t.say(B, "play:sha");
    assert!(t.offered(B, "play:sha"), "a second 杀 for the same turn");
    t.say(B, "play:sha");
    // 吕布's turn to answer: one 杀 is enough for him; he has none.
    t.say(A, "pass");
    assert_eq!(t.hp(A), 3);
    assert_eq!(t.hand_count(B), 1);
}

#[test]
fn zhangfei_paoxiao_uses_sha_without_limit() {
    let mut d = Deal::quiet(4);
    d.up(A, Character::ZhangFei);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert!(t.offered(A, "sha:seat:1"), "咆哮: a second 【杀】");
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2);
}

#[test]
fn vine_against_a_fire_sha_from_the_vermilion_fan_takes_two() {
    let mut d = Deal::quiet(4);
    d.equip(A, Name::Fan);
    d.hand(A, Name::Sha);
    d.equip(B, Name::Vine);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "fan:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "藤甲: fire +1");
}

#[test]
fn the_secret_ask_is_a_secret_prompt_in_every_game_view_and_scene() {
    let mut d = Deal::quiet(4);
    d.seat(B).character = Character::XiahouDun;
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.skill_secret");
    let public = t.g.scene(Viewer::Public);
    let text = serde_json::to_string(&public).unwrap();
    assert!(
        !text.contains("刚烈"),
        "the public scene says nothing of it"
    );
    let other = serde_json::to_string(&t.g.scene(Viewer::Seat(C))).unwrap();
    assert!(!other.contains("刚烈"));
}

#[test]
fn with_preshow_every_face_down_seat_marks_in_secret_at_turn_start_and_nobody_is_asked_later() {
    // Unmarked: 曹操 is never asked about 奸雄.
    let mut d = Deal::quiet(4);
    d.a.opts.preshow = true;
    d.seat(B).character = Character::CaoCao;
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    assert_eq!(t.kind(), "guozhan.reveal");
    t.say(A, "keep");
    assert_eq!(
        t.kind(),
        "guozhan.preshow",
        "孙权 has no trigger skill but is asked too"
    );
    assert!(t.prompt().secret);
    assert_eq!(t.keys(), vec!["pass"]);
    t.say(A, "pass");
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.kind(), "guozhan.play", "no question about 奸雄");

    // Marked: 奸雄 is used as soon as it may act, with no question.
    let mut d = Deal::quiet(4);
    d.a.opts.preshow = true;
    d.seat(A).character = Character::CaoCao;
    let sha = d.hand(B, Name::Sha);
    d.top_filler(8);
    let mut t = d.start(A);
    t.say(A, "keep");
    assert!(t.offered(A, "skill:jianxiong:main"));
    t.say(A, "skill:jianxiong:second");
    t.play_to(B);
    t.say(B, "sha:seat:0");
    t.say(A, "pass");
    assert!(t.hand(A).contains(&sha), "奸雄 took the 杀");
    let p = &t.public().players[A.index()];
    assert_eq!(p.character, Some(Character::CaoCao));
    assert!(p.second.is_some() && p.main.is_none());
}

#[test]
fn caocao_secret_ask_with_one_faction_card_up_offers_only_the_character() {
    let mut d = Deal::quiet(4);
    d.seat(B).character = Character::CaoCao;
    d.seat(B).second.1 = true;
    let sha = d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.keys(), vec!["pass", "skill:jianxiong"], "FAQ 2");
    t.say(B, "skill:jianxiong");
    let p = &t.public().players[B.index()];
    assert_eq!(p.character, Some(Character::CaoCao));
    assert!(p.main.is_none(), "the main card stays face-down");
    assert!(t.hand(B).contains(&sha));
}

#[test]
fn zhenji_qingguo_in_answer_with_no_faction_card_up_asks_which_then_dodges() {
    let mut d = Deal::quiet(4);
    d.seat(B).character = Character::ZhenJi;
    d.hand(A, Name::Sha);
    let black = d.hand_of(B, Name::Dismantle, Suit::Spade);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, &format!("qingguo:c{black}"));
    assert_eq!(t.kind(), "guozhan.skill_reveal");
    t.say(B, "reveal:main");
    assert_eq!(t.hp(B), 3, "甄姬 has 3 HP and dodged");
    assert_eq!(t.hand_count(B), 0);
    let p = &t.public().players[B.index()];
    assert!(p.main.is_some() && p.second.is_none());
    assert_eq!(p.character, Some(Character::ZhenJi));
    assert!(t.log_has(Viewer::Public, "2号使用了【闪】（由"));
}
