//! 打酱油的 and the 机密任务 on every character, checked at the moments they name; victory
//! declarations with several winners; identities revealed on death and on a loss.

mod support;

use support::*;
use tianhei_core::{Seat, Table, Viewer};
use tianhei_fengsheng::classic::{
    Character, Character::*, Colour, Colour::*, Kind::*, Phase, Status,
};

/// A to play 出牌阶段（1）.
fn to_play(t: &mut T) {
    while t.phase() != Phase::Play1 {
        let s = t.holder();
        t.say(s, "pass");
    }
}

/// Passes every priority window while the game runs.
fn pass_on(t: &mut T) {
    while t.g.outcome().is_none() && t.kind() == "fengsheng.priority" {
        let s = t.holder();
        t.say(s, "pass");
    }
}

/// A sends `card` (密电) and the players before `seat` decline; `seat` is then asked.
fn send_to(t: &mut T, card: u8, seat: Seat) {
    t.pass_until_send(A);
    t.say(A, &format!("send:c{card}"));
    loop {
        t.all_pass();
        if t.g.outcome().is_some() || t.holder() == seat {
            break;
        }
        let s = t.holder();
        t.say(s, "decline");
    }
}

fn winners(t: &T) -> Vec<Seat> {
    t.g.outcome().expect("the game is over").winners().collect()
}

/// B (打酱油的 with `c`) accepts A's intel of `colour` while holding two of that colour.
fn third_of(c: Character, colour: Colour) -> T {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, c);
    d.flipped(B);
    d.intel_of(B, colour);
    d.intel_of(B, colour);
    let sent = d.hand(A, Decode, colour);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    t
}

#[test]
fn mission_three_red_lao_qiang_chu_zhang_fu_er_mo_si_win_alone() {
    for c in [LaoQiang, ChuZhang, FuErMoSi] {
        let t = third_of(c, Red);
        assert_eq!(winners(&t), vec![B], "{c:?}: alone, not with 潜伏战线");
        assert_eq!(t.g.outcome().expect("over").result_key(), "jiangyou");
        assert!(t.log_has(
            Viewer::Public,
            "2号（打酱油的）完成机密任务「获得三张或以上的红色情报」"
        ));
    }
}

#[test]
fn mission_three_blue_emei_feng_yi_dian_yuan_dai_li() {
    for c in [EmeiFeng, YiDianYuan, DaiLi] {
        let t = third_of(c, Blue);
        assert_eq!(winners(&t), vec![B], "{c:?}");
    }
}

#[test]
fn a_mission_counts_only_for_a_jiangyou() {
    let mut d = Deal::new(&[Q, J, Q, Y]);
    d.character(B, LaoQiang);
    d.flipped(B);
    d.intel_of(B, Red);
    d.intel_of(B, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert!(
        t.g.outcome().is_none(),
        "B is 军情处: three red do nothing for him"
    );
}

#[test]
fn mission_five_true_qi_bai() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, QiBai);
    for c in [Red, Red, Blue, Blue] {
        d.intel_of(B, c);
    }
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(winners(&t), vec![B]);
}

#[test]
fn mission_six_intel_liu_jie() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, LiuJie);
    for c in [Red, Blue, Black, Black, Red] {
        d.intel_of(B, c);
    }
    let sent = d.hand(A, Decode, Blue);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(winners(&t), vec![B]);
}

#[test]
fn mission_hand_of_three_red_and_three_blue_lao_jin_bei_lei_mao() {
    for c in [LaoJin, BeiLeiMao] {
        let mut d = Deal::new(&[Y, Q, J, Q]);
        d.character(A, c);
        d.flipped(A);
        for col in [Red, Red, Red, Blue] {
            d.hand_of(A, col);
        }
        d.top_of(Blue);
        d.top_of(Blue);
        let mut t = d.start(A);
        pass_on(&mut t);
        assert_eq!(winners(&t), vec![A], "{c:?} wins as soon as he draws");
        assert_eq!(t.phase(), Phase::Over);
    }
}

#[test]
fn mission_four_counters_gang_tie() {
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, GangTie);
    d.hands(A, Counter, Red, 3);
    d.top(Counter, Blue);
    let mut t = d.start(A);
    pass_on(&mut t);
    assert_eq!(winners(&t), vec![A]);
}

#[test]
fn mission_nine_cards_guai_dao() {
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, GuaiDao);
    for _ in 0..7 {
        d.hand_of(A, Blue);
    }
    let mut t = d.start(A);
    pass_on(&mut t);
    assert_eq!(winners(&t), vec![A], "seven plus two drawn");
}

#[test]
fn mission_red_hand_at_death_lao_gui_shows_her_hand() {
    for (reds, wins) in [(3, true), (2, false)] {
        let mut d = Deal::new(&[Q, Y, Q, J]);
        d.character(B, LaoGui);
        d.intel_of(B, Black);
        d.intel_of(B, Black);
        for _ in 0..reds {
            d.hand_of(B, Red);
        }
        let sent = d.hand(A, Decode, Black);
        let mut t = d.start(A);
        send_to(&mut t, sent, B);
        t.say(B, "accept");
        assert_eq!(t.g.outcome().is_some(), wins, "{reds} red");
        if wins {
            assert_eq!(winners(&t), vec![B], "she wins by dying");
            assert!(t.log_has(Viewer::Public, "2号展示手牌"));
        }
    }
}

#[test]
fn mission_die_second_or_later_fu_ping() {
    let mut d = Deal::new(&[Q, Y, J, J]);
    d.character(A, HeiMeiGui);
    d.character(B, FuPing);
    for _ in 0..2 {
        d.intel_of(C, Black);
        d.intel_of(B, Black);
    }
    let black = d.hand_of(A, Black);
    let sent = d.hand(A, Decode, Black);
    for _ in 0..3 {
        d.top_of(Red);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    // 黑玫瑰 kills C first (one black: the shown card is red).
    t.say(A, "skill:xue_ran:seat:2");
    t.passes(&[A, B, C, D]);
    t.say(A, &format!("place:c{black}:seat:2"));
    assert_eq!(t.public().players[2].status, Status::Dead);
    assert!(t.g.outcome().is_none(), "C was the first to die");
    t.all_pass();
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(winners(&t), vec![B], "浮萍 is the second to die");
}

#[test]
fn mission_die_second_or_later_fu_ping_not_first() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, FuPing);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert!(t.g.outcome().is_none(), "the first to die");
}

#[test]
fn mission_kill_without_true_intel_shan_ling_by_intel_she_passed() {
    for (true_intel, wins) in [(false, true), (true, false)] {
        let mut d = Deal::new(&[Y, Q, J, Q]);
        d.character(A, ShanLing);
        d.intel_of(B, Black);
        d.intel_of(B, Black);
        if true_intel {
            d.intel_of(B, Blue);
        }
        let sent = d.hand(A, Decode, Black);
        let mut t = d.start(A);
        send_to(&mut t, sent, B);
        t.say(B, "accept");
        assert_eq!(t.g.outcome().is_some(), wins, "true intel: {true_intel}");
        if wins {
            assert_eq!(winners(&t), vec![A]);
        }
    }
}

#[test]
fn mission_kill_with_three_true_hei_mei_gui_by_xue_ran() {
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, HeiMeiGui);
    for c in [Red, Red, Blue] {
        d.intel_of(C, c);
    }
    let blacks: Vec<u8> = (0..3).map(|_| d.hand_of(A, Black)).collect();
    d.top_of(Red);
    d.top_of(Red);
    d.top_of(Black);
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, "skill:xue_ran:seat:2");
    t.passes(&[A, B, C, D]);
    for c in &blacks {
        t.say(A, &format!("place:c{c}:seat:2"));
    }
    assert_eq!(winners(&t), vec![A]);
}

#[test]
fn mission_kill_second_or_later_sha_shou() {
    let mut d = Deal::new(&[Y, Q, J, J]);
    d.character(A, ShaShou);
    d.character(D, HeiMeiGui);
    for _ in 0..2 {
        d.intel_of(C, Black);
        d.intel_of(B, Black);
    }
    let black = d.hand_of(D, Black);
    let sent = d.hand(A, Decode, Black);
    for _ in 0..3 {
        d.top_of(Red);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.pass_until(D, "skill:xue_ran:seat:2");
    t.say(D, "skill:xue_ran:seat:2");
    t.passes(&[D, A, B, C]);
    t.say(D, &format!("place:c{black}:seat:2"));
    assert!(
        t.g.outcome().is_none(),
        "the first death, and not his doing"
    );
    t.all_pass();
    t.say(A, &format!("send:c{sent}"));
    t.all_pass();
    t.say(B, "accept");
    assert_eq!(
        winners(&t),
        vec![A],
        "B is the second to die, by intel A passed"
    );
}

#[test]
fn mission_both_factions_died_dao_feng_and_xiao_ma_ge_declare_together() {
    let mut d = Deal::new(&[Q, J, Y, Y, Q]);
    d.character(C, DaoFeng);
    d.character(D, XiaoMaGe);
    for _ in 0..2 {
        d.intel_of(A, Black);
        d.intel_of(B, Black);
    }
    let muddle = d.hand(A, Muddle, Red);
    for _ in 0..7 {
        d.top_of(Black); // two for A's draw, five for 真伪莫辨
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D, E]);
    // A (潜伏战线) dies on his card; 刀锋's 嗜血 fires (draw four, give one).
    assert_eq!(t.holder(), C);
    t.say(C, "keep_card");
    assert!(t.g.outcome().is_none(), "only 潜伏战线 has died");
    // B (军情处) dies on the next: 嗜血 again, then both missions are met.
    t.say(C, "keep_card");
    assert_eq!(winners(&t), vec![C, D]);
}

#[test]
fn mission_both_factions_died_huang_que() {
    let mut d = Deal::new(&[Q, J, Y, Q]);
    d.character(C, HuangQue);
    for _ in 0..2 {
        d.intel_of(A, Black);
        d.intel_of(B, Black);
    }
    let muddle = d.hand(A, Muddle, Red);
    for _ in 0..6 {
        d.top_of(Black);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D]);
    assert_eq!(
        winners(&t),
        vec![C],
        "face-down: no 黄雀在后, the mission still counts"
    );
}

#[test]
fn mission_first_to_die_xiao_bai() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, XiaoBai);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(winners(&t), vec![B]);
}

#[test]
fn mission_a_side_wiped_out_xiao_bai() {
    let mut d = Deal::new(&[Q, Y, J, Q]);
    d.character(B, XiaoBai);
    d.intel_of(C, Black);
    d.intel_of(C, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, C);
    t.say(C, "accept");
    assert_eq!(winners(&t), vec![B], "the only 军情处 died: wiped out");
}

#[test]
fn mission_female_declares_meng_mian_wins_with_her_team() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(A, LiuJie);
    d.character(B, MengMian);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, A);
    assert_eq!(winners(&t), vec![A, B, C], "潜伏战线 and 礼服蒙面人");
    assert_eq!(t.g.outcome().expect("over").result_key(), "qianfu+jiangyou");
}

#[test]
fn mission_male_declares_da_mei_nv_with_at_most_one_black() {
    for (blacks, wins) in [(1, true), (2, false)] {
        let mut d = Deal::new(&[Q, Y, Q, J]);
        d.character(A, DaiLi);
        d.character(B, DaMeiNv);
        for _ in 0..blacks {
            d.intel_of(B, Black);
        }
        d.intel_of(A, Red);
        d.intel_of(A, Red);
        let sent = d.hand(A, Decode, Red);
        let mut t = d.start(A);
        send_to(&mut t, sent, A);
        assert_eq!(winners(&t).contains(&B), wins, "{blacks} black");
    }
}

#[test]
fn mission_nobody_died_fu_she_replaces_the_declarer() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, FuShe);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, A);
    assert_eq!(
        winners(&t),
        vec![B],
        "his victory makes A's declaration fail"
    );
    assert!(t.log_has(Viewer::Public, "他的胜利使宣告失败"));
}

#[test]
fn mission_nobody_died_fails_once_someone_died() {
    let mut d = Deal::new(&[Q, Y, Q, J, J]);
    d.character(B, FuShe);
    d.character(E, HeiMeiGui);
    d.intel_of(D, Black);
    d.intel_of(D, Black);
    let black = d.hand_of(E, Black);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let sent = d.hand(A, Decode, Red);
    for _ in 0..3 {
        d.top_of(Blue);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.pass_until(E, "skill:xue_ran:seat:3");
    t.say(E, "skill:xue_ran:seat:3");
    t.passes(&[E, A, B, C, D]);
    t.say(E, &format!("place:c{black}:seat:3"));
    t.all_pass();
    t.say(A, &format!("send:c{sent}"));
    for s in [B, C, E] {
        t.all_pass();
        t.say(s, "decline");
    }
    t.all_pass();
    assert_eq!(
        winners(&t),
        vec![A, C],
        "潜伏战线: D died, 蝮蛇 cannot replace"
    );
}

#[test]
fn mission_none_xiang_shui_wins_only_as_the_last_player() {
    let mut d = Deal::new(&[Y, Q]);
    d.character(A, XiangShui);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    t.say(A, "skip"); // 临危受命 would take B's identity
    assert_eq!(winners(&t), vec![A]);
    assert!(t.log_has(Viewer::Public, "只剩1号存活"));
    assert_eq!(t.g.outcome().expect("over").result_key(), "jiangyou");
}

#[test]
fn the_last_living_jiangyou_declares_alone() {
    let mut d = Deal::new(&[Y, Q, Y]);
    d.character(A, DaiLi);
    d.character(C, DaiLi);
    d.a.dead = vec![C];
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(
        winners(&t),
        vec![A],
        "C, also 打酱油的 but dead, does not win"
    );
}

#[test]
fn jiangyou_alliance_makes_every_jiangyou_win() {
    let mut d = Deal::new(&[Q, Y, Q, Y]);
    d.a.jiangyou_alliance = true;
    d.character(B, LaoQiang);
    d.character(D, DaiLi);
    d.flipped(B);
    d.intel_of(B, Red);
    d.intel_of(B, Red);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    assert_eq!(winners(&t), vec![B, D]);
}

#[test]
fn identities_and_characters_are_revealed_on_death_and_on_a_loss() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, ShanLing);
    d.character(A, DaiLi);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    d.intel_of(B, Blue);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    send_to(&mut t, sent, B);
    t.say(B, "accept");
    let b = &t.public().players[1];
    assert_eq!(b.identity, Some(Y));
    assert_eq!(b.character.map(|c| c.character), Some(ShanLing));
    assert!(t.log_has(Viewer::Public, "2号公开身份：打酱油的；角色：闪灵"));
    // A cannot pass intel: a loss reveals too.
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(A, HuangQue);
    d.rest_to_hand(B);
    let mut t = d.start(A);
    while t.public().players[0].status == Status::Alive {
        let s = t.holder();
        t.say(s, "pass");
    }
    let a = &t.public().players[0];
    assert_eq!((a.status, a.identity), (Status::Lost, Some(Q)));
    assert_eq!(a.character.map(|c| c.character), Some(HuangQue));
}

#[test]
fn a_team_and_a_jiangyou_win_at_one_declaration() {
    // 真伪莫辨 deals A (潜伏战线, 戴笠) a third red: A declares, and 大美女 (打酱油的, no
    // black intel) wins with a male declarer.
    let mut d = Deal::new(&[Q, Y, J, Q]);
    d.character(A, DaiLi);
    d.character(B, DaMeiNv);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    let muddle = d.hand(A, Muddle, Red);
    for _ in 0..4 {
        d.top_of(Red);
    }
    let mut t = d.start(A);
    to_play(&mut t);
    t.say(A, &format!("muddle:c{muddle}"));
    t.passes(&[A, B, C, D]);
    assert_eq!(winners(&t), vec![A, B, D]);
    assert!(t.log_has(Viewer::Public, "2号（打酱油的）完成机密任务，一同胜利"));
}

#[test]
fn the_jiangyou_mission_is_shown_to_its_owner_only() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, LaoQiang);
    d.character(C, DaiLi);
    let t = d.start(A);
    assert!(t.view(B).me.expect("me").mission.is_some());
    assert!(
        t.view(C).me.expect("me").mission.is_none(),
        "潜伏战线 has no mission"
    );
    assert!(
        t.view(A).players[1].character.is_none(),
        "老枪 is face-down"
    );
    assert!(t.view(A).players[1].face_down);
}

#[test]
fn the_scene_shows_characters_and_the_mission_only_where_they_may_be_seen() {
    let mut d = Deal::new(&[Q, Y, Q, J]);
    d.character(B, LaoQiang);
    d.character(C, DaiLi);
    let t = d.start(A);
    let mine = t.g.scene(Viewer::Seat(B));
    let panel = mine.private.expect("a panel");
    assert!(
        panel
            .text
            .expect("text")
            .zh
            .contains("获得三张或以上的红色情报")
    );
    let own = mine
        .zones
        .iter()
        .find(|z| z.private && z.title.zh.starts_with("你的角色"))
        .expect("his face-down character, in private");
    assert!(own.title.zh.contains("老枪"));
    assert!(own.cards.iter().any(|c| c.name.zh == "合谋"));
    let other = serde_json::to_string(&t.g.scene(Viewer::Seat(A))).expect("json");
    assert!(!other.contains("老枪") && other.contains("潜伏（盖伏）"));
    assert!(
        other.contains("戴笠") && other.contains("笑里藏刀"),
        "a face-up character's skills"
    );
    let public = serde_json::to_string(&t.g.scene(Viewer::Public)).expect("json");
    assert!(!public.contains("老枪") && !public.contains("机密任务即获胜"));
}
