//! Death at a third black intel, losing when unable to pass, victory by three of the
//! team's colour, the last living player's declaration and `last_faction_wins`.

mod support;

use support::*;
use tianhei_core::{Table, Viewer};
use tianhei_fengsheng::classic::{Colour::*, Kind::*, Phase, Status};

#[test]
fn a_third_black_intel_kills_reveals_the_identity_and_discards_everything() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Black);
    d.intel(B, Lock, Black);
    d.intel(B, Lure, Black);
    d.intel(B, Decode, Red);
    d.hand(B, Counter, Red);
    let mut t = d.start(A);
    t.all_pass();
    t.say(A, &format!("send:c{c}"));
    assert!(t.public().players[1].identity.is_none());
    t.all_pass();
    t.say(B, "accept");
    let b = &t.public().players[1];
    assert_eq!(b.status, Status::Dead);
    assert_eq!(b.identity, Some(J));
    assert_eq!((b.hand_count, b.intel.len()), (0, 0));
    assert!(t.log_has(Viewer::Public, "死亡"));
    assert_eq!(t.phase(), Phase::Play2, "A's turn goes on");
    t.passes(&[A, C, D]);
    assert_eq!(t.public().active, C, "the dead are skipped in turn order");
}

#[test]
fn failing_to_pass_intel_loses_at_the_end_of_the_turn_without_dying() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.rest_to_hand(B);
    let mut t = d.start(A);
    t.passes(&[A, B, C, D]);
    assert!(t.log_has(Viewer::Public, "回合结束时输掉游戏"));
    assert_eq!(t.phase(), Phase::Play2, "出牌（2） still happens");
    assert_eq!(t.public().players[0].status, Status::Alive);
    t.passes(&[A, B, C, D]);
    let a = &t.public().players[0];
    assert_eq!(a.status, Status::Lost);
    assert_eq!(a.identity, Some(Q), "the loser's identity is revealed");
    assert!(!t.log_has(Viewer::Public, "死亡"), "a loss is not a death");
    assert_eq!(t.public().active, B);
}

#[test]
fn three_red_intel_win_for_the_whole_undercover_team() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.intel(A, Lock, Red);
    d.intel(A, Lock, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    for s in [B, C, D] {
        t.all_pass();
        t.say(s, "decline");
    }
    t.all_pass();
    let out = t.g.outcome().expect("over");
    assert_eq!(out.result_key(), "qianfu");
    let won: Vec<bool> = out.seats.iter().map(|s| s.won).collect();
    assert_eq!(won, vec![true, false, true, false]);
    assert_eq!(out.seats[2].score, 1);
    assert!(t.g.prompts().is_empty());
    assert_eq!(
        t.public().players[1].identity,
        Some(J),
        "all identities are shown at the end"
    );
}

#[test]
fn three_blue_intel_win_for_the_bureau() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Blue);
    d.intel(B, Lock, Blue);
    d.intel(B, Lock, Blue);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.say(B, "accept");
    let out = t.g.outcome().expect("over");
    assert_eq!(out.result_key(), "junqing");
    assert!(out.seats[1].won && out.seats[3].won && !out.seats[0].won);
}

#[test]
fn three_intel_of_the_other_sides_colour_win_nothing() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    let c = d.hand(A, Decode, Red);
    d.intel(B, Lock, Red);
    d.intel(B, Lock, Red);
    let mut t = d.start(A);
    t.pass_until_send(A);
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.say(B, "accept");
    assert!(t.g.outcome().is_none());
}

#[test]
fn the_last_living_player_declares_victory_for_his_team() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.a.dead = vec![C, D];
    let c = d.hand(A, Decode, Black);
    d.intel(B, Lock, Black);
    d.intel(B, Lock, Black);
    let mut t = d.start(A);
    t.all_pass();
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.say(B, "accept");
    let out = t.g.outcome().expect("over");
    assert_eq!(out.result_key(), "qianfu");
    assert!(out.seats[2].won, "a dead teammate wins with the team");
    assert!(t.log_has(Viewer::Public, "只剩1号存活"));
}

fn faction_left_alive(last_faction_wins: bool) -> T {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.a.dead = vec![D];
    d.a.last_faction_wins = last_faction_wins;
    let c = d.hand(A, Decode, Black);
    d.intel(B, Lock, Black);
    d.intel(B, Lock, Black);
    let mut t = d.start(A);
    t.all_pass();
    t.say(A, &format!("send:c{c}"));
    t.all_pass();
    t.say(B, "accept");
    t
}

#[test]
fn last_faction_wins_ends_the_game_when_one_faction_is_left_alive() {
    let t = faction_left_alive(true);
    assert_eq!(
        t.g.outcome().map(|o| o.result_key().to_string()),
        Some("qianfu".into())
    );
}

#[test]
fn without_last_faction_wins_the_game_goes_on_with_one_faction_left() {
    let t = faction_left_alive(false);
    assert!(t.g.outcome().is_none());
    assert_eq!(t.phase(), Phase::Play2);
}

#[test]
fn identities_of_living_players_stay_hidden_from_others() {
    let mut d = Deal::new(&[Q, J, Q, J]);
    d.hand(A, Decode, Red);
    let t = d.start(A);
    for s in [A, B, C, D] {
        let v = t.view(s);
        for p in &v.players {
            assert_eq!(p.identity.is_some(), p.seat == s);
        }
        assert!(v.players.iter().all(|p| p.hand.is_none()));
    }
    assert!(t.public().players.iter().all(|p| p.identity.is_none()));
    assert!(t.moderator().players.iter().all(|p| p.identity.is_some()));
    assert!(t.log_has(Viewer::Seat(B), "你的身份是军情处"));
    assert!(!t.log_has(Viewer::Seat(A), "你的身份是军情处"));
}
