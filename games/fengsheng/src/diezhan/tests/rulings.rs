//! Every ruling of seed 001 as a named scenario (reference §1–3, rulings 谍战篇 section).

use tianhei_core::{Seat, Table, Viewer};

use super::harness::*;
use crate::diezhan::{
    Diezhan,
    deck::{Colour, Kind},
    identity::Task,
    state::Zone,
};

/// Seat `from` sends `card` (an ↑ card) to seat `to`; `to` accepts; nobody fights.
fn send_up_and_receive(t: &mut T, from: u8, card: u8, to: u8) {
    t.say(from, "end");
    let c = t.c(card);
    t.say(from, &format!("send:{c}:to:{}", to + 1));
    t.say(to, "accept");
    t.pass_kind("diezhan.fight");
}

#[test]
fn a_two_colour_intel_counts_for_each_colour_and_victory_beats_dying() {
    // 2 red + 2 black, then a red-black: 3 red and 3 black at once → the 潜伏 wins.
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    for cs in ["R", "R", "K", "K"] {
        t.intel(0, cs);
    }
    let c = t.hand(1, Kind::Intercept, "RK");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    assert_eq!(t.winners(), vec![0, 2], "the whole 潜伏战线 wins");
    assert!(!t.public().iter().any(|l| l.contains("濒死")), "no 濒死");
}

#[test]
fn clarify_discards_a_whole_red_black_intel() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let rk = t.intel(1, "RK");
    t.intel(1, "R");
    let cl = t.hand(0, Kind::Clarify, "K");
    t.main(0);
    let key = format!("use:{}:intel:{}", t.c(cl), t.c(rk));
    t.say(0, &key);
    assert_eq!(t.zone(rk), Zone::Discard);
    assert_eq!(t.g.count(Seat(1), Colour::Red), 1, "its red left with it");
    assert_eq!(t.g.count(Seat(1), Colour::Black), 0);
}

#[test]
fn the_sender_is_fixed_at_sending_and_a_secret_orders_target_is_the_sender() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    // 密令 103: 东风 asks for blue.
    let order = t.hand(0, Kind::Order, "BK");
    let blue = t.hand(1, Kind::Coerce, "B");
    t.hand(1, Kind::Coerce, "R");
    let jie = t.hand(2, Kind::Intercept, "K");
    t.main(0);
    t.say(0, "end");
    t.say(0, &format!("order:{}:to:2", t.c(order)));
    t.say(0, "word:east");
    assert!(
        t.public()
            .iter()
            .any(|l| l.contains("说出「东风」") && l.contains("有此颜色"))
    );
    assert_eq!(
        t.zone(order),
        Zone::Removed,
        "密令 is removed from the game"
    );
    // Seat 2 may send only a card with blue in it.
    let keys = t.keys(1);
    assert!(
        keys.iter()
            .all(|k| k.starts_with(&format!("send:{}", t.c(blue)))),
        "{keys:?}"
    );
    let to = t.g.card(blue).arrow;
    let first = crate::diezhan::sending::first_stops(&t.g, Seat(1), to)[0];
    t.say(1, &format!("send:{}:to:{}", t.c(blue), first.number()));
    assert_eq!(t.g.pending.as_ref().map(|p| p.sender), Some(Seat(1)));
    // Whoever it reaches accepts; seat 3 intercepts: the sender stays seat 2.
    t.say(first.0, "accept");
    while !t.asked().contains(&"diezhan.fight@3".to_string()) {
        t.pass_all(1);
    }
    t.say(2, &format!("play:{}", t.c(jie)));
    assert_eq!(
        t.g.pending.as_ref().map(|p| (p.sender, p.holder)),
        Some((Seat(1), Seat(2)))
    );
}

#[test]
fn a_secret_order_on_a_player_without_the_colour_lets_its_user_pick_from_his_hand() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let order = t.hand(0, Kind::Order, "BK");
    let red = t.hand(1, Kind::Coerce, "R");
    t.main(0);
    t.say(0, "end");
    t.say(0, &format!("order:{}:to:2", t.c(order)));
    t.say(0, "word:east");
    assert!(t.public().iter().any(|l| l.contains("没有此颜色")));
    assert_eq!(t.prompt(0).kind, "diezhan.order_pick");
    assert!(
        t.lines(Viewer::Seat(Seat(0)))
            .iter()
            .any(|l| l.starts_with("2号的手牌"))
    );
    assert!(
        !t.public().iter().any(|l| l.starts_with("2号的手牌")),
        "only the user looks"
    );
    t.say(0, &format!("card:{}", t.c(red)));
    assert!(
        t.keys(1)
            .iter()
            .all(|k| k.starts_with(&format!("send:{}", t.c(red))))
    );
}

#[test]
fn intel_in_front_of_a_dead_player_moves_on_even_past_a_lock() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    // A → card with 🔒: 利诱 K→🔒.
    let c = t.hand_where(0, Kind::Entice, |c| c.arrow == crate::diezhan::Arrow::Right);
    t.main(0);
    t.send(0, c, 2);
    t.say(0, "lock:3");
    // Seat 3, locked, dies before the intel reaches him (a skill's doing in play).
    t.g.dead.insert(Seat(2));
    t.say(1, "decline");
    assert_eq!(
        t.g.pending.as_ref().map(|p| p.holder),
        Some(Seat(3)),
        "skips the dead"
    );
    assert!(t.keys(3).contains(&"decline".to_string()));
}

#[test]
fn intel_coming_back_to_a_dead_sender_is_discarded_and_the_turn_ends() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    t.send(0, c, 3);
    t.g.dead.insert(Seat(0));
    t.say(2, "decline");
    assert_eq!(t.zone(c), Zone::Discard);
    assert!(t.public().iter().any(|l| l.contains("被弃置")));
    assert_eq!(t.g.turn.active, Seat(1), "the next turn began");
}

#[test]
fn the_fight_goes_on_after_the_holder_dies_and_the_intel_is_then_discarded() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let c = t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 2);
    t.say(1, "accept");
    assert_eq!(
        t.prompt(1).kind,
        "diezhan.fight",
        "the holder is asked first"
    );
    t.g.dead.insert(Seat(1));
    t.say(1, "pass");
    // Seats 3, 4, 5, 1 are asked; the lap closes at the dead holder's seat.
    for s in [2, 3, 4, 0] {
        assert_eq!(t.prompt(s).kind, "diezhan.fight");
        t.say(s, "pass");
    }
    assert_eq!(t.zone(c), Zone::Discard, "nobody receives it");
    assert_eq!(t.g.turn.active, Seat(2));
}

#[test]
fn receiving_a_third_black_asks_clarify_from_the_dying_player_onwards() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    t.intel(0, "K");
    let k2 = t.intel(0, "K");
    let cl = t.hand(2, Kind::Clarify, "R");
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    assert!(
        t.public()
            .iter()
            .any(|l| l == "1号有三张黑色情报，进入濒死")
    );
    assert_eq!(
        t.prompt(0).kind,
        "diezhan.rescue",
        "asked from the dying player"
    );
    t.say(0, "pass");
    t.say(1, "pass");
    // Two identical black intel read the same: one option.
    let key = t
        .keys(2)
        .into_iter()
        .find(|k| k.starts_with("rescue:"))
        .expect("offered");
    assert!(key.starts_with(&format!("rescue:{}", t.c(cl))));
    t.say(2, &key);
    let _ = k2;
    assert!(t.public().iter().any(|l| l == "1号脱离濒死"));
    assert!(!t.g.dead.contains(Seat(0)));
}

#[test]
fn a_player_left_at_three_black_dies_hands_on_up_to_three_cards_and_keeps_his_identity_hidden() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    t.intel(0, "K");
    t.intel(0, "K");
    let a = t.hand(0, Kind::Coerce, "R");
    let b = t.hand(0, Kind::Coerce, "B");
    let rest = t.hand(0, Kind::Balance, "K");
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    t.pass_all(5);
    assert!(t.g.dead.contains(Seat(0)));
    assert!(t.public().iter().any(|l| l == "1号死亡（身份不公开）"));
    assert_eq!(t.prompt(0).kind, "diezhan.give_cards");
    assert_eq!(t.prompt(0).max, 3);
    t.say_many(
        0,
        &[&format!("card:{}", t.c(a)), &format!("card:{}", t.c(b))],
    );
    assert!(!t.keys(0).contains(&"to:1".to_string()), "not to himself");
    t.say(0, "to:3");
    assert_eq!(
        (t.zone(a), t.zone(b)),
        (Zone::Hand(Seat(2)), Zone::Hand(Seat(2)))
    );
    assert_eq!(t.zone(rest), Zone::Discard, "the rest is discarded");
    assert!(t.g.intel(Seat(0)).is_empty(), "so is his intel");
    let seen_by_3 = t.lines(Viewer::Seat(Seat(2)));
    assert!(seen_by_3.iter().any(|l| l.starts_with("1号交给3号：")));
    assert!(
        !t.public().iter().any(|l| l.starts_with("1号交给3号：")),
        "face-down"
    );
    assert!(t.g.outcome().is_none());
    assert!(
        !t.public().iter().any(|l| l.contains("潜伏战线")),
        "no identity is shown at death"
    );
}

#[test]
fn several_dying_at_once_are_handled_in_seat_order_from_the_turn_player_and_die_together() {
    let mut t = table(&[Q, G, Q, G, Q, G]);
    for s in [1, 4] {
        for _ in 0..3 {
            t.intel(s, "K");
        }
    }
    t.turn(3);
    assert_eq!(
        t.prompt(4).kind,
        "diezhan.rescue",
        "seat 5 first, from seat 4's turn"
    );
    for s in [4, 5, 0, 1, 2, 3] {
        t.say(s, "pass");
    }
    assert!(
        !t.g.dead.contains(Seat(4)),
        "nobody dies before every dying player is handled"
    );
    assert_eq!(t.prompt(1).kind, "diezhan.rescue");
    for s in [1, 2, 3, 4, 5, 0] {
        t.say(s, "pass");
    }
    assert!(t.g.dead.contains(Seat(1)) && t.g.dead.contains(Seat(4)));
    let public = t.public();
    let died: Vec<&String> = public.iter().filter(|l| l.contains("死亡")).collect();
    assert_eq!(died.len(), 2);
}

#[test]
fn online_rule_one_faction_left_wins() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    t.g.dead.insert(Seat(3));
    t.g.dead.insert(Seat(4));
    for _ in 0..2 {
        t.intel(1, "K");
    }
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    send_up_and_receive(&mut t, 0, c, 1);
    t.pass_all(5);
    assert_eq!(
        t.winners(),
        vec![0, 2],
        "every 潜伏 (the dead one too) wins"
    );
}

#[test]
fn physical_rule_two_of_one_faction_alive_play_on() {
    let rules = Diezhan {
        last_faction_wins: false,
        ..Diezhan::default()
    };
    let mut t = table_with(rules, &[Q, G, Q, G, m(Task::Usurper)]);
    t.g.dead.insert(Seat(3));
    t.g.dead.insert(Seat(4));
    for _ in 0..2 {
        t.intel(1, "K");
    }
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    send_up_and_receive(&mut t, 0, c, 1);
    t.pass_all(5);
    assert!(t.g.dead.contains(Seat(1)));
    assert!(
        t.g.outcome().is_none(),
        "the table cannot know they are one faction"
    );
}

#[test]
fn a_victory_by_condition_beats_the_last_faction_the_seeds_pioneer_example() {
    // Only the 先行者 and one 潜伏 are alive; the 先行者 dies holding a true intel.
    let mut t = table(&[m(Task::Pioneer), Q, G, Q, G]);
    for s in [2, 3, 4] {
        t.g.dead.insert(Seat(s));
    }
    t.intel(0, "K");
    t.intel(0, "K");
    t.intel(0, "R");
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    t.pass_all(5);
    assert_eq!(t.winners(), vec![0], "only the 先行者 wins");
}

#[test]
fn must_receive_beats_may_decline_for_the_locked_and_for_the_sender() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let c = t.hand(0, Kind::Intercept, "K"); // ↑ without a lock
    t.hand(0, Kind::Intercept, "R");
    t.main(0);
    t.send(0, c, 3);
    t.say(2, "decline");
    assert_eq!(
        t.keys(0),
        vec!["accept"],
        "back at its sender, it must be taken"
    );
}

#[test]
fn a_lock_is_named_publicly_and_the_locked_player_cannot_decline() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    let lock_card = t.hand(0, Kind::Clarify, "R"); // 澄清: ↑🔒
    assert!(t.g.card(lock_card).lock);
    t.main(0);
    t.send(0, lock_card, 3);
    t.say(0, "lock:3");
    assert!(t.public().iter().any(|l| l.ends_with("锁定3号")));
    assert!(!t.keys(2).contains(&"decline".to_string()));
}

#[test]
fn a_player_who_cannot_send_is_out_not_dead_and_his_identity_stays_hidden() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    for c in t.g.zones.cards(Zone::Deck).to_vec() {
        t.g.zones.move_to(c, Zone::Box);
    }
    t.hand(1, Kind::Intercept, "K");
    t.turn(0);
    t.say(0, "end");
    assert!(t.g.out.contains(Seat(0)) && !t.g.dead.contains(Seat(0)));
    assert!(t.public().iter().any(|l| l.contains("出局（不算死亡）")));
    assert!(!t.public().iter().any(|l| l.contains("潜伏战线")));
    assert_eq!(t.g.turn.active, Seat(1));
}

#[test]
fn at_four_players_qianfu_and_tegong_win_together() {
    let mut t = table(&[Q, G, m(Task::Mutator), m(Task::Pioneer)]);
    t.intel(0, "R");
    t.intel(0, "R");
    let c = t.hand(1, Kind::Intercept, "R");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    assert_eq!(t.winners(), vec![0, 1], "the 4-player variant");
}

#[test]
fn at_four_players_qianfu_and_tegong_left_alive_are_one_faction() {
    let mut t = table(&[Q, G, m(Task::Mutator), m(Task::Usurper)]);
    t.g.dead.insert(Seat(3));
    for _ in 0..2 {
        t.intel(2, "K");
    }
    let c = t.hand(0, Kind::Intercept, "K");
    t.main(0);
    send_up_and_receive(&mut t, 0, c, 2);
    t.pass_all(5);
    assert_eq!(t.winners(), vec![0, 1]);
}

#[test]
fn a_win_scores_points_by_identity_as_the_rule_file_says() {
    // The 潜伏战线 wins: each of its players scores points_qianfu, everyone else 0.
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    for cs in ["R", "R"] {
        t.intel(0, cs);
    }
    let c = t.hand(1, Kind::Intercept, "R");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    assert_eq!(t.winners(), vec![0, 2]);
    let scores: Vec<i32> =
        t.g.outcome()
            .unwrap()
            .seats
            .iter()
            .map(|s| s.score)
            .collect();
    assert_eq!(scores, [2, 0, 2, 0, 0]);

    // A 神秘人's win: points_mystery, from the rules.
    let rules = Diezhan {
        characters: false,
        points_mystery: 7,
        ..Diezhan::default()
    };
    let mut t = table_with(rules, &[m(Task::Pioneer), Q, G, Q, G]);
    for s in [2, 3, 4] {
        t.g.dead.insert(Seat(s));
    }
    for cs in ["K", "K", "R"] {
        t.intel(0, cs);
    }
    let c = t.hand(1, Kind::Intercept, "K");
    t.main(1);
    send_up_and_receive(&mut t, 1, c, 0);
    t.pass_all(5);
    assert_eq!(t.winners(), vec![0]);
    let scores: Vec<i32> =
        t.g.outcome()
            .unwrap()
            .seats
            .iter()
            .map(|s| s.score)
            .collect();
    assert_eq!(scores, [7, 0, 0, 0, 0]);
}
