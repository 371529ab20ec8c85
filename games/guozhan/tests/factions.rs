//! Factions from faction cards, 野心家, reward and punishment, the end check (seed 004
//! and the rulings).

mod support;

use support::*;
use tianhei_core::{Seat, Table, Viewer};
use tianhei_guozhan::{Faction, Name};

fn deal(n: usize) -> Deal {
    let mut d = Deal::new(n);
    d.options(false);
    d.top_filler(30);
    d
}

/// A kills `victim` (at 1 HP) with a 【杀】 it holds; everyone declines to save.
fn kill(t: &mut T, victim: Seat, seats: usize) {
    t.say(A, &format!("sha:seat:{}", victim.0));
    t.say(victim, "pass");
    for _ in 0..seats {
        if t.g.outcome().is_some() || t.kind() != "guozhan.tea" {
            break;
        }
        let s = t.holder();
        t.say(s, "pass");
    }
}

#[test]
fn killing_another_side_draws_the_victim_plus_living_determined_members_of_its_faction() {
    let mut d = deal(6);
    d.faction(A, BK, BK, true);
    d.faction(B, WH, WH, true);
    d.seat(B).hp = Some(1);
    d.faction(C, WH, WH, true); // living, determined: counts
    d.faction(D, WH, WH, true);
    d.seat(D).dead = true; // dead: does not count
    d.faction(E, WH, WH, false); // undetermined: does not count
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    let before = t.hand_count(A);
    kill(&mut t, B, 6);
    assert!(!t.alive(B));
    assert!(t.log_has(Viewer::Public, "1号杀死了不同势力的角色：摸2张牌"));
    assert_eq!(t.hand_count(A), before - 1 + 2);
}

#[test]
fn killing_a_careerist_draws_one() {
    let mut d = deal(4);
    d.faction(A, BK, BK, true);
    d.faction(B, WH, WH, true);
    d.seat(B).careerist = true;
    d.seat(B).hp = Some(1);
    d.faction(C, WH, WH, true);
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    kill(&mut t, B, 4);
    assert!(t.log_has(Viewer::Public, "摸1张牌"));
}

#[test]
fn killing_a_member_of_ones_own_faction_discards_hand_and_equipment() {
    let mut d = deal(5);
    d.faction(A, BK, WH, true);
    d.faction(B, BK, WH, true);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    d.hand(A, Name::Tea);
    d.equip(A, Name::Crossbow);
    let mut t = d.start(A);
    t.play_to(A);
    kill(&mut t, B, 5);
    assert!(t.log_has(Viewer::Public, "1号杀死了同势力的角色：弃置所有手牌和装备"));
    assert_eq!(t.hand_count(A), 0);
    assert!(t.equipment(A).is_empty());
}

#[test]
fn a_kill_by_an_undetermined_seat_brings_no_reward_or_punishment() {
    let mut d = deal(4);
    d.faction(B, WH, WH, true);
    d.seat(B).hp = Some(1);
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.play_to(A);
    let before = t.hand_count(A);
    kill(&mut t, B, 4);
    assert!(t.log_has(Viewer::Public, "1号未确定势力，没有奖惩"));
    assert_eq!(t.hand_count(A), before - 1);
}

#[test]
fn the_fourth_of_a_faction_becomes_a_careerist_at_six_players_and_so_do_later_ones() {
    let mut d = deal(6);
    for s in [A, B, C] {
        d.faction(s, BK, BK, true);
    }
    d.faction(D, BK, BK, false);
    d.seat(D).main.1 = true;
    d.faction(E, BK, BK, false);
    d.seat(E).main.1 = true;
    let mut t = d.start(A);
    for s in [A, B, C] {
        t.play_to(s);
        t.end_play(s);
    }
    t.say(D, "reveal:second");
    assert!(t.public().players[D.index()].careerist, "the 4th ◆◆ of 6");
    assert!(t.log_has(Viewer::Public, "4号成为野心家"));
    t.play_to(D);
    t.end_play(D);
    t.say(E, "reveal:second");
    assert!(t.public().players[E.index()].careerist, "and the 5th");
}

#[test]
fn the_fifth_of_a_faction_becomes_a_careerist_at_eight_players() {
    let mut d = deal(8);
    for s in [A, B, C] {
        d.faction(s, WH, BK, true);
    }
    d.faction(D, WH, BK, true);
    d.seat(D).dead = true; // the dead count
    d.faction(E, WH, BK, false);
    d.seat(E).second.1 = true;
    let mut t = d.start(A);
    for s in [A, B, C] {
        t.play_to(s);
        t.end_play(s);
    }
    t.say(E, "reveal:main");
    assert!(
        t.public().players[E.index()].careerist,
        "4 determined (one dead) + 1 > 4"
    );
}

#[test]
fn a_faction_at_half_the_players_takes_no_careerist() {
    let mut d = deal(8);
    for s in [A, B, C] {
        d.faction(s, WH, BK, true);
    }
    d.faction(D, WH, BK, false);
    d.seat(D).second.1 = true;
    let mut t = d.start(A);
    for s in [A, B, C] {
        t.play_to(s);
        t.end_play(s);
    }
    t.say(D, "reveal:main");
    assert!(
        !t.public().players[D.index()].careerist,
        "the 4th of 8 is not"
    );
    assert_eq!(
        t.public().players[D.index()].faction,
        Some(Faction::WhiteBlack)
    );
}

#[test]
fn the_end_check_waits_while_a_living_seat_is_undetermined() {
    let mut d = deal(4);
    d.faction(A, BK, BK, true);
    d.faction(B, WH, WH, true);
    d.seat(B).dead = true;
    d.faction(C, WH, WH, true);
    d.seat(C).dead = true;
    d.faction(D, BK, BK, false);
    d.seat(D).main.1 = true;
    let mut t = d.start(A);
    assert!(
        t.g.outcome().is_none(),
        "D could still be of another faction"
    );
    t.play_to(A);
    t.end_play(A);
    t.say(D, "reveal:second");
    assert_eq!(t.outcome_key().as_deref(), Some("black_black"));
    assert_eq!(t.winners(), vec![A, D]);
}

#[test]
fn the_last_faction_standing_wins_with_its_dead_members_and_never_an_undetermined_seat() {
    let mut d = deal(5);
    d.faction(A, WH, BK, true);
    d.faction(B, WH, BK, true);
    d.seat(B).dead = true;
    d.faction(C, BK, BK, true);
    d.seat(C).hp = Some(1);
    d.faction(D, WH, BK, true);
    d.faction(E, WH, BK, true);
    d.hand(A, Name::Sha);
    d.equip(A, Name::KylinBow);
    let mut t = d.start(A);
    t.play_to(A);
    kill(&mut t, C, 5);
    assert_eq!(t.outcome_key().as_deref(), Some("white_black"));
    assert_eq!(
        t.winners(),
        vec![A, B, D, E],
        "dead B wins with its faction"
    );
    let out = t.g.outcome().expect("over").clone();
    assert!(!out.seats[C.index()].won);
    assert!(t.log_has(Viewer::Public, "◇◆势力获胜"));
}

#[test]
fn a_careerist_wins_only_alone_and_careerists_are_sides_of_their_own() {
    let mut d = deal(4);
    d.faction(A, BK, BK, true);
    d.seat(A).careerist = true;
    d.faction(B, BK, BK, true);
    d.seat(B).careerist = true;
    d.seat(B).hp = Some(1);
    d.faction(C, BK, BK, true);
    d.seat(C).dead = true;
    d.faction(D, BK, BK, true);
    d.seat(D).dead = true;
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    assert!(t.g.outcome().is_none(), "two careerists are two sides");
    t.play_to(A);
    kill(&mut t, B, 4);
    assert_eq!(t.outcome_key().as_deref(), Some("careerist"));
    assert_eq!(t.winners(), vec![A]);
}

#[test]
fn a_victim_revealed_at_death_can_become_a_careerist_and_counts_as_one() {
    let mut d = deal(4);
    d.faction(A, WH, WH, true);
    d.faction(B, BK, BK, true);
    d.faction(C, BK, BK, true);
    d.faction(D, BK, BK, false);
    d.seat(D).hp = Some(1);
    d.hand(A, Name::Sha);
    d.equip(A, Name::KylinBow);
    let mut t = d.start(A);
    t.play_to(A);
    kill(&mut t, D, 4);
    assert!(
        t.public().players[D.index()].careerist,
        "the 3rd ◆◆ of 4, revealed at death"
    );
    assert!(t.log_has(Viewer::Public, "1号杀死了不同势力的角色：摸1张牌"));
}

#[test]
fn a_seat_without_a_determined_faction_shows_no_faction() {
    let mut d = deal(4);
    d.faction(B, WH, BK, false);
    d.seat(B).main.1 = true;
    let t = d.start(A);
    let v = t.view(C);
    assert_eq!(v.players[B.index()].main, Some(WH));
    assert_eq!(v.players[B.index()].second, None);
    assert_eq!(v.players[B.index()].faction, None);
}

#[test]
fn a_death_by_lightning_has_no_killer_and_no_reward() {
    let mut d = Deal::new(4);
    d.options(false);
    d.seat(A).hp = Some(3);
    d.judge(A, Name::Lightning);
    d.top_of(Name::Sha, tianhei_guozhan::Suit::Spade);
    d.top_filler(20);
    d.faction(B, WH, WH, true);
    let mut t = d.start(A);
    t.say(A, "keep");
    t.no_nullify();
    for s in [A, B, C, D] {
        t.say(s, "pass");
    }
    assert!(!t.alive(A));
    assert!(t.log_has(Viewer::Public, "1号阵亡"));
    assert!(!t.log_has(Viewer::Public, "杀死了"));
}

#[test]
fn a_careerist_killer_draws_the_victims_faction_size() {
    let mut d = deal(6);
    d.faction(A, BK, BK, true);
    d.seat(A).careerist = true;
    d.faction(B, WH, BK, true);
    d.seat(B).hp = Some(1);
    d.faction(C, WH, BK, true);
    d.hand(A, Name::Sha);
    let mut t = d.start(A);
    t.play_to(A);
    kill(&mut t, B, 6);
    assert!(t.log_has(Viewer::Public, "1号杀死了不同势力的角色：摸2张牌"));
}
