//! Seed 000's three worked examples, move by move, with the characters the seed uses:
//! 闪灵 (C) snipes in 出牌阶段, 黑玫瑰 (B) kills D with 血染玫瑰 in mid-passing, 柒佰 (E)
//! locks B in A's passing with 敏锐 and 联动 fires, and A wins with 真伪莫辨 in 出牌阶段（2）.
//! Every pass, every response, the order of resolution and the deaths as the seed tells.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Character, Colour::*, Kind::*, Phase, Status};

/// The table of the examples: A 2 red 1 black; B 1 red 1 blue 2 black; C 2 red 2 black;
/// D 2 red 1 blue; E 2 red 2 blue. B is 黑玫瑰 and C 闪灵 (face-down), E is 柒佰.
struct Table5 {
    t: T,
    b_burn: u8,
    b_blacks: Vec<u8>,
    d_counter: u8,
    d_intercept: u8,
    a_sent: u8,
    a_lure: u8,
    a_muddle: u8,
    e_decode: u8,
    e_return: u8,
    e_lock: u8,
    c_intel_black: u8,
    e_blue: u8,
    top_black: u8,
}

fn table() -> Table5 {
    let mut d = Deal::new(&[Q, J, J, Q, J]);
    d.character(B, Character::HeiMeiGui);
    d.character(C, Character::ShanLing);
    d.character(E, Character::QiBai);
    d.intel_of(A, Red);
    d.intel_of(A, Red);
    d.intel_of(A, Black);
    d.intel_of(B, Red);
    d.intel_of(B, Blue);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    d.intel_of(C, Red);
    d.intel_of(C, Red);
    let c_intel_black = d.intel_of(C, Black);
    d.intel_of(C, Black);
    d.intel_of(D, Red);
    d.intel_of(D, Red);
    d.intel_of(D, Blue);
    d.intel_of(E, Red);
    d.intel_of(E, Red);
    let e_blue = d.intel_of(E, Blue);
    d.intel_of(E, Blue);
    let a_sent = d.hand(A, Lock, Black);
    let a_lure = d.hand(A, Lure, Red);
    let a_muddle = d.hand(A, Muddle, Red);
    let b_burn = d.hand(B, Burn, Black);
    let b_blacks: Vec<u8> = (0..3).map(|_| d.hand_of(B, Black)).collect();
    let d_counter = d.hand(D, Counter, Red);
    let d_intercept = d.hand(D, Intercept, Black);
    let e_decode = d.hand(E, Decode, Blue);
    let e_return = d.hand(E, Return, Blue);
    let e_lock = d.hand(E, Lock, Blue);
    // The deck: A's two cards in his draw phase, then the black card 黑玫瑰 shows (it
    // stays on top; 联动 draws it and one more), then three red for 真伪莫辨.
    d.top(Probe, Blue);
    d.top(Probe, Red);
    let top_black = d.top(Probe, Black);
    d.top_of(Blue);
    for _ in 0..3 {
        d.top_of(Red);
    }
    Table5 {
        t: d.start(A),
        b_burn,
        b_blacks,
        d_counter,
        d_intercept,
        a_sent,
        a_lure,
        a_muddle,
        e_decode,
        e_return,
        e_lock,
        c_intel_black,
        e_blue,
        top_black,
    }
}

/// 出牌阶段游戏范例: A passes; B plays 烧毁 on a black intel and passes; C flips 闪灵
/// for 狙击 and passes; D 识破s B's 烧毁; E, A, B, C pass (D passed after acting); the
/// 识破 resolves first (烧毁 is negated), then 狙击, then nothing is left of 烧毁. Then
/// everyone passes and the phase ends.
fn play_phase(x: &mut Table5) {
    let t = &mut x.t;
    t.passes(&[A, B, C, D, E]); // 回合开始: black intel lies on the table, nobody acts
    assert_eq!(
        t.phase(),
        Phase::Play1,
        "A drew two and is in 出牌阶段（1）"
    );
    t.say(A, "pass");
    t.say(B, &format!("burn:c{}:card:{}", x.b_burn, x.c_intel_black));
    t.say(B, "pass");
    assert!(!t.face_up(C), "闪灵 lies face-down until used");
    t.say(C, "skill:ju_ji:seat:4");
    assert!(t.face_up(C), "flipping is part of using 狙击");
    t.say(C, "pass");
    t.say(D, &format!("counter:c{}:stack:0", x.d_counter));
    t.passes(&[D, E, A, B, C]);
    // 识破 resolves first. B's card was seen through and his character lies face-down:
    // he is asked in secret about 弃卒保帅 (黑玫瑰 has none; only "don't" is offered), as
    // every face-down player whose card is 识破'd is, so nobody learns who holds 老金.
    assert!(t.secret());
    assert_eq!(t.keys(), vec!["skip"]);
    t.say(B, "skip");
    // 狙击 resolves now: C burns one of E's intel.
    assert!(t.public().stack[0].negated, "B's 烧毁 is negated");
    assert_eq!(t.holder(), C, "狙击 asks 闪灵 which intel to burn");
    t.say(C, &format!("intel:burn:card:{}", x.e_blue));
    t.say(C, "stop");
    assert!(!t.intel(E).contains(&x.e_blue));
    assert!(
        t.intel(C).contains(&x.c_intel_black),
        "the 烧毁 had no effect"
    );
    assert!(t.log_has(Viewer::Public, "2号的黑色【烧毁】被识破，无效"));
    let order: Vec<String> = t
        .log(Viewer::Public)
        .into_iter()
        .filter(|l| l.contains("识破") || l.contains("烧毁3号"))
        .collect();
    assert!(
        order.iter().any(|l| l.contains("4号使用红色【识破】")),
        "{order:?}"
    );
    t.passes(&[A, B, C, D, E]);
    assert_eq!(t.kind(), "fengsheng.send", "the phase ends: 传递情报阶段");
}

/// 传递情报阶段游戏范例: A sends 密电 and lures B; D intercepts; B answers by flipping
/// 黑玫瑰: the deck top is black, three black intel go in front of D at once and D dies;
/// D's 截获 fizzles and the passing goes on. C declines; E decodes and returns it; C
/// declines again; E (柒佰) locks B in A's turn with 敏锐, 联动 draws two and gives A a
/// card before the 锁定 resolves, and the 锁定 beats the 调虎离山: B must accept a third
/// black intel and dies.
fn passing_phase(x: &mut Table5) {
    let t = &mut x.t;
    t.say(A, &format!("send:c{}", x.a_sent));
    t.say(A, &format!("lure:c{}:seat:1", x.a_lure));
    t.passes(&[A, B, C, D, E]);
    assert_eq!(t.public().transit.expect("passing").lured, vec![B]);
    t.passes(&[A, B, C]);
    t.say(D, &format!("intercept:c{}", x.d_intercept));
    t.passes(&[D, E, A]);
    assert!(!t.face_up(B));
    t.say(B, "skill:xue_ran:seat:3");
    assert!(t.face_up(B), "黑玫瑰 flips face-up");
    t.passes(&[B, C, D, E, A]);
    // 血染玫瑰 resolves: the top card is shown (black, it stays); B places three.
    assert!(t.log_has(Viewer::Public, "展示牌库顶的牌：黑色【试探】"));
    assert_eq!(t.g.view_for(Viewer::Moderator).deck, t.public().deck);
    for &c in &x.b_blacks {
        t.say(B, &format!("place:c{c}:seat:3"));
    }
    let pd = &t.public().players[3];
    assert_eq!(pd.status, Status::Dead, "three black intel at once kill D");
    assert!(t.log_has(Viewer::Public, "4号的【截获】无效：使用者已出局"));
    assert!(t.public().transit.is_some(), "the passing goes on");
    t.passes(&[A, B, C, E]);
    // 情报到达 C (B is lured); C declines.
    assert_eq!(t.public().transit.expect("passing").holder, C);
    t.passes(&[A, B, C, E]);
    t.say(C, "decline");
    t.passes(&[A, B, C, E]);
    // Past dead D to E: 破译, then 退回.
    assert_eq!(t.public().transit.expect("passing").holder, E);
    t.passes(&[A, B, C]);
    t.say(E, &format!("decode:c{}", x.e_decode));
    t.passes(&[E, A, B, C]);
    assert!(t.view(E).transit.expect("passing").card.is_some());
    t.passes(&[A, B, C]);
    t.say(E, &format!("return:c{}", x.e_return));
    t.passes(&[E, A, B, C]);
    t.passes(&[A, B, C, E]);
    t.passes(&[A, B, C, E]); // 情报传递 from E, leftwards, past D
    assert_eq!(t.public().transit.expect("passing").holder, C);
    t.passes(&[A, B, C, E]);
    t.say(C, "decline");
    // 柒佰's 敏锐: 锁定 in A's 情报传递 step.
    t.passes(&[A, B, C]);
    t.say(E, &format!("lock:c{}:seat:1", x.e_lock));
    t.passes(&[E, A, B, C]);
    // 联动 resolves first: E draws two (the black card shown and one more) and gives A one.
    assert!(t.hand(E).contains(&x.top_black), "联动 drew the shown card");
    assert_eq!(
        t.public().locked,
        Vec::<tianhei_core::Seat>::new(),
        "not yet locked"
    );
    t.say(E, &format!("give:c{}:seat:0", x.top_black));
    assert!(t.hand(A).contains(&x.top_black));
    assert_eq!(t.public().locked, vec![B], "then the 锁定 resolves");
    t.passes(&[A, B, C, E]);
    assert_eq!(
        t.public().transit.expect("passing").holder,
        B,
        "锁定 beats 调虎离山"
    );
    t.passes(&[A, B, C, E]);
    let pb = &t.public().players[1];
    assert_eq!(
        pb.status,
        Status::Dead,
        "B accepts a third black intel and dies"
    );
    assert_eq!(t.phase(), Phase::Play2);
}

/// 出牌阶段（2）: A's 真伪莫辨 over the three living players; A takes first, a red card:
/// his third red, 潜伏战线 wins at once.
fn second_play_phase(x: &mut Table5) {
    let t = &mut x.t;
    t.say(A, &format!("muddle:c{}", x.a_muddle));
    t.passes(&[A, C, E]);
    let out = t.g.outcome().expect("A declared victory");
    assert_eq!(out.result_key(), "qianfu");
    assert!(
        out.seats[0].won && out.seats[3].won,
        "A and D (dead) are 潜伏战线"
    );
    assert!(!out.seats[4].won);
    assert_eq!(t.intel(C).len(), 4, "the game ended before C took a card");
}

#[test]
fn seed_000_play_phase_example_with_shan_ling() {
    let mut x = table();
    play_phase(&mut x);
}

#[test]
fn seed_000_passing_example_with_hei_mei_gui_and_qi_bai() {
    let mut x = table();
    play_phase(&mut x);
    passing_phase(&mut x);
}

#[test]
fn seed_000_second_play_phase_example_ends_the_game_mid_resolution() {
    let mut x = table();
    play_phase(&mut x);
    passing_phase(&mut x);
    second_play_phase(&mut x);
}
