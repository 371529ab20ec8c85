//! The turn: revealing at turn start, 重整, equipment set upright, the judge, draw, play,
//! discard and finish phases, per-turn limits, the reshuffle, rounds and `max_rounds`.

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{Faction, Interject, Name, Phase, Slot, Suit};

#[test]
fn a_faction_card_may_be_revealed_at_the_start_of_ones_turn_and_two_determine_the_faction() {
    let mut d = Deal::new(4);
    d.faction(A, BK, WH, false);
    d.top_filler(12);
    let mut t = d.start(A);
    assert_eq!(t.kind(), "guozhan.reveal");
    assert!(t.offered(A, "reveal:main") && t.offered(A, "reveal:second"));
    t.say(A, "reveal:main");
    let v = t.public();
    assert_eq!(v.players[A.index()].main, Some(BK));
    assert_eq!(v.players[A.index()].second, None);
    assert_eq!(
        v.players[A.index()].faction,
        None,
        "one card: no faction yet"
    );
    t.play_to(A);
    t.end_play(A);
    t.play_to(B);
    t.end_play(B);
    t.play_to(C);
    t.end_play(C);
    t.play_to(D);
    t.end_play(D);
    assert!(
        t.offered(A, "reveal:second"),
        "only the face-down card is offered"
    );
    assert!(!t.offered(A, "reveal:main"));
    t.say(A, "reveal:second");
    assert_eq!(
        t.public().players[A.index()].faction,
        Some(Faction::BlackWhite)
    );
    assert!(t.log_has(Viewer::Public, "1号确定势力：◆◇势力"));
}

#[test]
fn a_seat_with_both_cards_face_up_is_not_asked_to_reveal() {
    let mut d = Deal::new(4);
    d.faction(A, BK, BK, true);
    d.faction(B, WH, WH, true);
    d.faction(C, WH, BK, true);
    let t = d.start(A);
    assert_eq!(t.kind(), "guozhan.play");
}

#[test]
fn reorganize_skips_the_whole_next_turn_and_sets_the_main_card_upright() {
    let mut d = Deal::new(4);
    d.seat(B).reorganized = true;
    d.top_filler(12);
    let mut t = d.start(A);
    assert!(t.public().players[B.index()].reorganized, "重整 is public");
    t.play_to(A);
    t.end_play(A);
    // B's turn is skipped: the next prompt is C's.
    assert_eq!(t.holder(), C);
    assert!(!t.public().players[B.index()].reorganized, "set upright");
    assert_eq!(t.hand_count(B), 0, "B drew nothing: no turn");
    assert!(t.log_has(Viewer::Public, "2号处于重整状态"));
}

#[test]
fn reorganizing_while_reorganized_sets_the_card_upright_and_the_turn_is_played() {
    let mut d = Deal::new(4);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.interject(Interject::Reorganize(B));
    assert!(t.public().players[B.index()].reorganized);
    t.interject(Interject::Reorganize(B));
    assert!(!t.public().players[B.index()].reorganized, "toggled back");
    t.end_play(A);
    assert_eq!(t.holder(), B, "B plays its turn");
}

#[test]
fn sideways_equipment_does_nothing_until_its_owners_turn_start() {
    let mut d = Deal::new(5);
    d.equip(C, Name::Jueying);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    assert_eq!(t.g.distance(A, C), 3, "2 seats, +1 horse");
    t.interject(Interject::Sideways(C, Slot::DefHorse));
    assert_eq!(t.g.distance(A, C), 2, "a sideways horse does nothing");
    let sideways = |t: &T| {
        t.public().players[C.index()].equipment[Slot::DefHorse.index()]
            .as_ref()
            .is_some_and(|e| e.sideways)
    };
    assert!(sideways(&t));
    t.end_play(A);
    t.play_to(B);
    t.end_play(B);
    t.play_to(C);
    assert!(!sideways(&t), "upright at C's turn start");
    assert_eq!(t.g.distance(A, C), 3);
}

#[test]
fn one_sha_per_play_phase_unless_the_crossbow() {
    let mut d = Deal::new(4);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    t.play_to(A);
    assert!(
        !t.keys().iter().any(|k| k.starts_with("sha:")),
        "the second 杀 is not offered: {:?}",
        t.keys()
    );

    let mut d = Deal::new(4);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Sha);
    d.equip(A, Name::Crossbow);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    t.play_to(A);
    assert!(t.offered(A, "sha:seat:1"), "诸葛连弩: 杀 without limit");
}

#[test]
fn wine_once_per_turn_adds_one_to_the_next_sha_and_expires_at_turn_end() {
    let mut d = Deal::new(4);
    d.hand(A, Name::Jiu);
    d.hand(A, Name::Jiu);
    d.hand(A, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "jiu");
    assert_eq!(t.public().drunk, 1);
    assert!(
        !t.keys().iter().any(|k| k.starts_with("jiu:")),
        "one 酒 per turn"
    );
    t.say(A, "sha:seat:1");
    t.say(B, "pass");
    assert_eq!(t.hp(B), 2, "1 + 1 from 酒");
    assert_eq!(t.public().drunk, 0, "spent");

    let mut d = Deal::new(4);
    d.hand(A, Name::Jiu);
    d.hand(B, Name::Sha);
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.say(A, "jiu");
    t.end_play(A);
    t.play_to(B);
    assert_eq!(t.public().drunk, 0, "an unspent 酒 expires with the turn");
}

#[test]
fn the_discard_phase_discards_down_to_current_hp() {
    let mut d = Deal::new(4);
    d.seat(A).hp = Some(2);
    for _ in 0..3 {
        d.hand(A, Name::Shan);
    }
    d.top_filler(12);
    let mut t = d.start(A);
    t.play_to(A);
    t.end_play(A);
    assert_eq!(t.kind(), "guozhan.discard");
    assert_eq!(t.prompt().min, 3, "5 cards, HP 2");
    let keys: Vec<String> = t.keys()[..3].to_vec();
    let refs: Vec<&str> = keys.iter().map(String::as_str).collect();
    t.pick(A, &refs);
    assert_eq!(t.hand_count(A), 2);
}

#[test]
fn the_discard_pile_is_reshuffled_the_moment_the_deck_runs_out() {
    let mut d = Deal::new(4);
    let a = d.top(Name::Shan);
    let b = d.top(Name::Shan);
    d.a.rest_to_discard = true;
    let mut t = d.start(A);
    t.play_to(A);
    let v = t.public();
    assert!(t.hand(A).contains(&a) && t.hand(A).contains(&b));
    assert_eq!(v.deck, 106, "the discard pile became the deck");
    assert_eq!(v.discard, 0);
}

#[test]
fn delayed_tricks_resolve_last_placed_first() {
    let mut d = Deal::new(4);
    d.judge(A, Name::Supply);
    d.judge(A, Name::Indulgence);
    d.top_of(Name::Tea, Suit::Heart); // 乐不思蜀 first: ♥, no effect
    d.top_of(Name::Sha, Suit::Spade); // then 兵粮寸断: not ♣, skip the draw
    d.top_filler(12);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.no_nullify();
    t.no_nullify();
    assert_eq!(t.kind(), "guozhan.play", "乐不思蜀 failed: A plays");
    assert_eq!(t.hand_count(A), 0, "兵粮寸断 hit: no draw");
    let log = t.log(Viewer::Public);
    let first = log
        .iter()
        .position(|l| l.contains("乐不思蜀") && l.contains("开始结算"));
    let second = log
        .iter()
        .position(|l| l.contains("兵粮寸断") && l.contains("开始结算"));
    assert!(first < second, "{log:#?}");
    assert_eq!(t.public().phase, Phase::Play);
}

#[test]
fn max_rounds_ends_the_game_with_no_winner() {
    let mut d = Deal::new(4);
    d.a.opts.max_rounds = 2;
    d.top_filler(12);
    let mut t = d.start(A);
    for _ in 0..2 {
        for s in [A, B, C, D] {
            t.play_to(s);
            t.end_play(s);
        }
    }
    assert_eq!(t.outcome_key().as_deref(), Some("draw"));
    assert!(t.winners().is_empty());
    assert!(t.log_has(Viewer::Public, "无人获胜"));
}

#[test]
fn rounds_count_from_the_first_player() {
    let mut d = Deal::new(4);
    d.top_filler(12);
    let mut t = d.start(C);
    t.play_to(C);
    assert_eq!(t.public().round, 1);
    t.end_play(C);
    t.play_to(D);
    t.end_play(D);
    t.play_to(A);
    assert_eq!(t.public().round, 1, "A and B still play in round 1");
    t.end_play(A);
    t.play_to(B);
    t.end_play(B);
    t.play_to(C);
    assert_eq!(t.public().round, 2);
}
