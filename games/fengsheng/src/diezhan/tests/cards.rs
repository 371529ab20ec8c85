//! A scenario per card (reference §4.3), named for it, with its timing limits.

use tianhei_core::{Seat, Viewer};

use super::harness::*;
use crate::diezhan::{deck::Kind, identity::Task, state::Zone};

fn five() -> T {
    table(&[Q, G, Q, G, m(Task::Usurper)])
}

#[test]
fn balance_discards_both_hands_and_each_draws_three() {
    let mut t = five();
    let b = t.hand(0, Kind::Balance, "K");
    let mine = t.hand(0, Kind::Coerce, "R");
    let his = t.hand(1, Kind::Coerce, "B");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(b)));
    assert_eq!((t.zone(mine), t.zone(his)), (Zone::Discard, Zone::Discard));
    assert_eq!((t.g.hand(Seat(0)).len(), t.g.hand(Seat(1)).len()), (3, 3));
}

#[test]
fn balance_is_a_main_phase_card_of_the_turn_player_only() {
    let mut t = five();
    let b = t.hand(1, Kind::Balance, "K");
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    t.send(0, c, 2);
    assert!(
        !t.keys(1).iter().any(|k| k.contains(&t.c(b))),
        "not at a stop"
    );
}

#[test]
fn coerce_takes_a_named_card_or_shows_the_hand_to_its_user() {
    let mut t = five();
    let w = t.hand(0, Kind::Coerce, "R");
    let w2 = t.hand(0, Kind::Coerce, "B");
    let jie = t.hand(1, Kind::Intercept, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(w)));
    t.say(0, "name:intercept");
    assert_eq!(t.zone(jie), Zone::Hand(Seat(0)));
    assert!(
        t.lines(Viewer::Seat(Seat(1)))
            .iter()
            .any(|l| l.starts_with("2号交给1号："))
    );
    t.say(0, &format!("use:{}:to:2", t.c(w2)));
    t.say(0, "name:switch");
    assert!(t.public().iter().any(|l| l.contains("没有【调包】")));
    assert!(
        t.lines(Viewer::Seat(Seat(0)))
            .iter()
            .any(|l| l.starts_with("2号的手牌"))
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(2)))
            .iter()
            .any(|l| l.starts_with("2号的手牌"))
    );
}

#[test]
fn entice_places_the_deck_top_or_gives_it_to_its_user_when_it_would_make_three() {
    let mut t = five();
    let e = t.hand(0, Kind::Entice, "K");
    let e2 = t.hand(0, Kind::Entice, "B");
    t.intel(1, "R");
    t.intel(1, "R");
    let top = t.top(Kind::Coerce, "R");
    t.main(0);
    t.say(0, &format!("use:{}:to:2", t.c(e)));
    assert_eq!(
        t.zone(top),
        Zone::Hand(Seat(0)),
        "a third red goes to the user"
    );
    let top2 = t.top(Kind::Coerce, "B");
    t.say(0, &format!("use:{}:to:2", t.c(e2)));
    assert_eq!(t.zone(top2), Zone::Intel(Seat(1)), "置入, not receiving");
}

#[test]
fn probe_makes_its_target_draw_or_discard_by_identity_and_is_removed() {
    let mut t = five();
    // Red 试探 7: 神秘人 +1, the other two −1.
    let p = t.hand_where(0, Kind::Probe, |c| c.no == 7);
    let p2 = t.hand_where(0, Kind::Probe, |c| c.no == 13);
    let a = t.hand(1, Kind::Coerce, "R");
    t.hand(1, Kind::Coerce, "B");
    t.main(0);
    t.say(0, &format!("use:{}:to:5", t.c(p)));
    assert_eq!(t.g.hand(Seat(4)).len(), 1, "the 神秘人 draws");
    assert_eq!(t.zone(p), Zone::Removed);
    assert!(t.public().iter().any(|l| l == "1号对5号使用【试探】"));
    let face = t.g.card(p).label().zh.to_string();
    assert!(
        !t.public().iter().any(|l| l.contains(&face)),
        "only the two see it"
    );
    assert!(
        t.lines(Viewer::Seat(Seat(4)))
            .iter()
            .any(|l| l.contains(&face))
    );
    // Blue 试探 13 is also 神秘人 +1: a 特工 discards one of his choice.
    t.say(0, &format!("use:{}:to:2", t.c(p2)));
    assert_eq!(t.prompt(1).kind, "diezhan.probe_discard");
    t.say(1, &format!("card:{}", t.c(a)));
    assert_eq!(t.zone(a), Zone::Discard);
    assert_eq!(t.zone(p2), Zone::Removed);
}

#[test]
fn shifting_winds_turns_up_one_card_per_living_player_taken_in_turn() {
    let mut t = five();
    let w = t.hand(0, Kind::Winds, "K");
    t.main(0);
    t.say(0, &format!("use:{}", t.c(w)));
    assert_eq!(t.g.zones.count(Zone::Revealed), 5);
    for s in 0..5u8 {
        assert_eq!(t.prompt(s).kind, "diezhan.winds_take");
        let k = t.keys(s)[0].clone();
        t.say(s, &k);
    }
    assert_eq!(t.g.zones.count(Zone::Revealed), 0);
    assert_eq!(t.zone(w), Zone::Discard);
}

#[test]
fn lure_away_stops_its_target_using_cards_this_turn() {
    let mut t = five();
    let l = t.hand(0, Kind::LureAway, "K");
    t.hand(2, Kind::Intercept, "R");
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    t.say(0, &format!("use:{}:to:3", t.c(l)));
    t.say(0, "ban:cards");
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    assert_eq!(t.keys(2), vec!["pass"], "no 截获 this turn");
}

#[test]
fn play_to_catch_sends_an_intel_of_your_own_face_up_and_draws_two() {
    let mut t = five();
    let y = t.hand(0, Kind::PlayToCatch, "RB");
    let red = t.intel(0, "R");
    t.main(0);
    t.say(0, "end");
    let key = t
        .keys(0)
        .into_iter()
        .find(|k| k.starts_with(&format!("catch:{}:intel:{}", t.c(y), t.c(red))))
        .expect("offered");
    t.say(0, &key);
    if t.asked().contains(&"diezhan.lock@1".to_string()) {
        t.say(0, "lock:none");
    }
    let p = t.g.pending.clone().expect("sent");
    assert!(p.face_up && p.card == red);
    assert_eq!(t.g.hand(Seat(0)).len(), 2);
}

#[test]
fn decode_shows_the_holder_the_intel_and_a_black_one_may_be_turned_up_for_a_card() {
    let mut t = five();
    let c = t.hand(0, Kind::Intercept, "K");
    let d = t.hand(1, Kind::Decode, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, &format!("decode:{}", t.c(d)));
    assert!(
        t.lines(Viewer::Seat(Seat(1)))
            .iter()
            .any(|l| l.starts_with("你看到情报是"))
    );
    assert!(
        !t.lines(Viewer::Seat(Seat(2)))
            .iter()
            .any(|l| l.starts_with("你看到情报是"))
    );
    assert_eq!(t.prompt(1).kind, "diezhan.reveal");
    t.say(1, "reveal");
    assert!(t.g.pending.as_ref().is_some_and(|p| p.face_up));
    assert_eq!(t.g.hand(Seat(1)).len(), 1, "drew 1");
    assert_eq!(t.prompt(1).kind, "diezhan.stop", "then he decides");
}

#[test]
fn intercept_moves_the_intel_and_asking_restarts_from_the_new_holder() {
    let mut t = five();
    let c = t.hand(0, Kind::Intercept, "K");
    let j = t.hand(3, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, "pass");
    t.say(3, &format!("play:{}", t.c(j)));
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(3)));
    assert_eq!(t.prompt(3).kind, "diezhan.fight", "asked again from seat 4");
    t.pass_kind("diezhan.fight");
    assert_eq!(t.zone(c), Zone::Intel(Seat(3)));
}

#[test]
fn mislead_moves_the_intel_one_living_seat_left_or_right_of_its_holder() {
    let mut t = five();
    let c = t.hand(0, Kind::Intercept, "K");
    let w = t.hand(3, Kind::Mislead, "K");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, "pass");
    let keys = t.keys(3);
    assert!(keys.contains(&format!("play:{}:to:1", t.c(w))));
    assert!(keys.contains(&format!("play:{}:to:3", t.c(w))));
    assert!(!keys.contains(&format!("play:{}:to:4", t.c(w))));
    t.say(3, &format!("play:{}:to:3", t.c(w)));
    assert_eq!(t.g.pending.as_ref().map(|p| p.holder), Some(Seat(2)));
}

#[test]
fn switch_lays_itself_face_down_as_the_intel_and_discards_the_old_one_face_up() {
    let mut t = five();
    let c = t.hand(0, Kind::Intercept, "K");
    let sw = t.hand(2, Kind::Switch, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    t.say(1, "pass");
    t.say(2, &format!("play:{}", t.c(sw)));
    let p = t.g.pending.clone().expect("pending");
    assert_eq!((p.card, p.face_up, p.sender), (sw, false, Seat(0)));
    assert_eq!(t.zone(c), Zone::Discard);
    let face = t.g.card(sw).label().zh.to_string();
    assert!(
        !t.public().iter().any(|l| l.contains(&face)),
        "the new intel is face-down"
    );
}

#[test]
fn fight_cards_and_decode_are_not_main_phase_cards() {
    let mut t = five();
    let j = t.hand(0, Kind::Intercept, "K");
    let d = t.hand(0, Kind::Decode, "K");
    let m = t.hand(0, Kind::Mislead, "K");
    t.main(0);
    for c in [j, d, m] {
        assert!(!t.keys(0).contains(&format!("choose:{}", t.c(c))));
    }
}

#[test]
fn decode_is_the_holders_alone_at_a_stop() {
    let mut t = five();
    let c = t.hand_where(0, Kind::Mislead, |c| {
        c.arrow == crate::diezhan::Arrow::Right && !c.lock
    });
    let d = t.hand(2, Kind::Decode, "K");
    t.main(0);
    t.send(0, c, 2);
    assert_eq!(
        t.asked(),
        vec!["diezhan.stop@2"],
        "only the holder is asked"
    );
    t.say(1, "decline");
    assert!(
        t.keys(2).contains(&format!("decode:{}", t.c(d))),
        "at his own stop"
    );
}

#[test]
fn clarify_in_a_dying_window_targets_only_the_dying_player() {
    let mut t = five();
    t.intel(0, "K");
    t.intel(0, "K");
    let other = t.intel(3, "K");
    let cl = t.hand(2, Kind::Clarify, "R");
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    t.send(1, c, 1);
    t.say(0, "accept");
    t.pass_kind("diezhan.fight");
    t.say(0, "pass");
    t.say(1, "pass");
    let keys = t.keys(2);
    assert!(
        keys.iter()
            .any(|k| k.starts_with(&format!("rescue:{}", t.c(cl))))
    );
    assert!(
        !keys.iter().any(|k| k.ends_with(&t.c(other))),
        "not another's intel"
    );
}
