//! A scenario per 神秘人 task (reference §5), and the task pool by box.

use tianhei_core::Seat;

use super::harness::*;
use crate::diezhan::{
    DeckChoice, Diezhan,
    deck::Kind,
    identity::{Identity, Task},
    state::Game,
};

#[test]
fn suppressor_wins_when_a_player_with_two_true_intel_dies_in_his_turn() {
    let mut t = table(&[Q, G, Q, G, m(Task::Suppressor)]);
    for cs in ["R", "B", "K", "K"] {
        t.intel(0, cs);
    }
    t.deliver(4, "K", 0);
    assert_eq!(t.winners(), vec![4]);
}

#[test]
fn usurper_takes_a_victory_declared_in_his_turn() {
    let mut t = table(&[Q, G, Q, G, m(Task::Usurper)]);
    t.intel(0, "R");
    t.intel(0, "R");
    t.deliver(4, "R", 0);
    assert_eq!(t.winners(), vec![4], "instead of the 潜伏");
}

#[test]
fn double_agent_wins_alone_with_three_red_or_three_blue() {
    let mut t = table(&[Q, G, Q, G, m(Task::DoubleAgent)]);
    t.intel(4, "B");
    t.intel(4, "B");
    t.deliver(0, "B", 4);
    assert_eq!(t.winners(), vec![4]);
}

#[test]
fn mutator_wins_when_someone_has_three_of_a_colour_and_does_not_declare() {
    let mut t = table(&[Q, G, Q, G, m(Task::Mutator)]);
    t.intel(1, "R");
    t.intel(1, "R");
    t.deliver(0, "R", 1);
    assert_eq!(
        t.winners(),
        vec![4],
        "a 特工 with three red does not declare"
    );
}

#[test]
fn disturber_wins_at_his_turn_end_when_every_other_living_player_has_two_true_intel() {
    let mut t = table(&[Q, G, Q, G, m(Task::Disturber)]);
    for s in 0..4 {
        t.intel(s, "RK");
        t.intel(s, "B");
    }
    // A red-blue alone counts once: seat 1 has two cards.
    let c = t.hand(4, Kind::Intercept, "K");
    t.main(4);
    t.send(4, c, 1);
    t.say(0, "accept");
    assert!(
        t.g.outcome.is_none(),
        "met earlier, he still waits for his turn end"
    );
    t.pass_all(10);
    assert_eq!(t.winners(), vec![4]);
}

#[test]
fn sweeper_wins_when_a_player_with_at_most_one_red_and_one_blue_dies() {
    let mut t = table(&[Q, G, Q, G, m(Task::Sweeper)]);
    for cs in ["RB", "K", "K"] {
        t.intel(0, cs);
    }
    t.deliver(1, "K", 0);
    assert_eq!(t.winners(), vec![4]);
}

#[test]
fn each_mystery_agent_gets_a_distinct_task_of_the_boxes_in_play() {
    let base = Diezhan {
        expansions: Vec::new(),
        ..Diezhan::default()
    };
    for seed in 0..30 {
        let g = Game::new(base.clone(), 9, seed).expect("deal");
        let tasks: Vec<Task> = g.identity.iter().filter_map(|i| i.task()).collect();
        assert_eq!(tasks.len(), 3);
        assert!(tasks.iter().all(|t| t.set() == crate::diezhan::Set::Base));
        let mut d = tasks.clone();
        d.dedup();
        d.sort_by_key(|t| t.key());
        d.dedup();
        assert_eq!(d.len(), 3, "distinct");
        assert_eq!(
            g.identity
                .iter()
                .filter(|i| **i == Identity::Qianfu)
                .count(),
            3
        );
    }
    let six = Game::new(Diezhan::default(), 6, 1).expect("deal");
    assert_eq!(
        six.identity.iter().filter(|i| i.task().is_some()).count(),
        2
    );
    let _ = Seat(0);
}

#[test]
fn the_recommended_deck_is_110_cards_at_4_to_8_players_and_118_at_9() {
    let r = Diezhan::default();
    assert_eq!(r.deck_cards(5).len(), 110);
    assert_eq!(r.deck_cards(9).len(), 118);
    let base = Diezhan {
        deck: DeckChoice::Base,
        ..Diezhan::default()
    };
    assert_eq!(base.deck_cards(7).len(), 100);
    let no_ex = Diezhan {
        expansions: Vec::new(),
        ..Diezhan::default()
    };
    assert_eq!(no_ex.deck_cards(7).len(), 100, "no removal without 一扩");
}

#[test]
fn a_bad_rule_file_reports_every_problem_at_once() {
    let src = "id = \"x\"\ntitle = \"x\"\ntitle_en = \"x\"\ngame = \"fengsheng-diezhan\"\n[options]\ncharacters = true\ncharacters_offered = 5\nexpansions = [\"tiewuzi\", \"tiewuzi\"]\n";
    let e = tianhei_core::RuleFile::parse(src).expect_err("refused");
    // Two problems: `characters = true` is allowed since the characters issue.
    assert_eq!(e.problems.len(), 2, "{e:?}");
}
