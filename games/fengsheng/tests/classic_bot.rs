//! The heuristic bot with characters: it plays toward its 机密任务 as 打酱油的, uses its
//! skills when they pay, and answers their questions, seeing only its own view.

mod support;

use support::*;
use tianhei_core::{Bot, Table, Viewer};
use tianhei_fengsheng::classic::{Character::*, Colour::*, Kind::*, bot::Heuristic};

/// What the heuristic bot of the asked seat answers now (its option key).
fn bot_says(t: &T) -> String {
    let p = t.prompt().clone();
    let mut bot = Heuristic::new(1, p.seat);
    let v = t.g.view(Viewer::Seat(p.seat));
    let pick = bot.choose(&v, &p);
    p.options[pick[0]].key.to_string()
}

/// Passes every window until `seat` is asked to receive the intel.
fn to_receive(t: &mut T, seat: tianhei_core::Seat) {
    loop {
        t.all_pass();
        if t.holder() == seat && t.kind() == "fengsheng.receive" {
            return;
        }
        let s = t.holder();
        t.say(s, "decline");
    }
}

#[test]
fn liu_jie_as_jiangyou_collects_intel_of_any_colour() {
    let mut d = Deal::new(&[Q, Y, J, Q]);
    d.character(B, LiuJie);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    to_receive(&mut t, B);
    assert_eq!(
        bot_says(&t),
        "accept",
        "六姐 wants six intel, whatever their colour"
    );
}

#[test]
fn a_team_player_declines_unknown_intel_with_two_blacks() {
    let mut d = Deal::new(&[Q, J, J, Q]);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    to_receive(&mut t, B);
    assert_eq!(bot_says(&t), "decline");
}

#[test]
fn xiao_bai_as_jiangyou_takes_a_third_black_while_nobody_has_died() {
    let mut d = Deal::new(&[Q, Y, J, Q]);
    d.character(B, XiaoBai);
    d.intel_of(B, Black);
    d.intel_of(B, Black);
    let sent = d.hand(A, Decode, Black);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{sent}"));
    to_receive(&mut t, B);
    assert_eq!(bot_says(&t), "accept", "dying first is his mission");
}

#[test]
fn guai_dao_hoards_his_cards() {
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, GuaiDao);
    let burn = d.hand(A, Burn, Red);
    let black = d.intel_of(A, Black);
    let mut t = d.start(A);
    t.pass_until(A, &format!("burn:c{burn}:card:{black}"));
    assert_eq!(
        bot_says(&t),
        "pass",
        "怪盗九九 keeps his cards for nine in hand"
    );
    // Another 打酱油的 with no hand to hoard burns his own black intel.
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, LiuJie);
    let burn = d.hand(A, Burn, Red);
    d.hand(A, Lock, Blue); // a card left to send after the burn
    let black = d.intel_of(A, Black);
    d.intel_of(A, Black);
    let mut t = d.start(A);
    t.pass_until(A, &format!("burn:c{burn}:card:{black}"));
    assert!(bot_says(&t).starts_with("burn:"));
}

#[test]
fn a_bot_keeps_its_last_card_to_send_in_its_own_turn() {
    // Burning its own black intel pays, but with one card in hand it would have nothing
    // to pass and lose: it keeps the card.
    let mut d = Deal::new(&[Y, Q, J, Q]);
    d.character(A, LiuJie);
    let burn = d.hand(A, Burn, Red);
    let black = d.intel_of(A, Black);
    d.intel_of(A, Black);
    let mut t = d.start(A);
    t.pass_until(A, &format!("burn:c{burn}:card:{black}"));
    assert_eq!(bot_says(&t), "pass", "its last card is kept to send");
}

#[test]
fn shan_ling_flips_to_snipe_a_foe_about_to_win() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(A, ShanLing);
    d.intel_of(B, Blue);
    d.intel_of(B, Blue);
    let mut t = d.start(A);
    t.pass_until(A, "skill:ju_ji:seat:1");
    assert_eq!(
        bot_says(&t),
        "skill:ju_ji:seat:1",
        "two blue in front of a 军情处 suspect"
    );
    t.say(A, "skill:ju_ji:seat:1");
    t.passes(&[A, B, C, D]);
    assert!(bot_says(&t).starts_with("intel:burn:card:"));
}

#[test]
fn a_face_down_target_uses_jiu_ji() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.character(B, LaoGui);
    let lock = d.hand(A, Lock, Red);
    let mut t = d.start(A);
    t.pass_until(A, &format!("lock:c{lock}:seat:1"));
    t.say(A, &format!("lock:c{lock}:seat:1"));
    t.passes(&[A, B, C, D]);
    assert_eq!(bot_says(&t), "fire:jiu_ji");
    assert!(t.g.prompts()[0].secret);
}

#[test]
fn the_bot_picks_one_of_the_two_characters_before_knowing_its_identity() {
    let rules = std::sync::Arc::new(
        tianhei_core::RuleFile::parse(
            "id = \"fs\"\ntitle = \"风声\"\ntitle_en = \"The Message\"\ngame = \"fengsheng\"\n[options]\ncharacters = true\n",
        )
        .expect("rules"),
    );
    let m = tianhei_core::Match::new(rules, 5, 9).expect("deals");
    let p = m.prompts()[0].clone();
    assert_eq!(p.kind, "fengsheng.pick");
    let v = m.view(Viewer::Seat(p.seat));
    let mut bot = Heuristic::new(9, p.seat);
    let pick = bot.choose(&v, &p);
    assert!(pick[0] < 2);
}
