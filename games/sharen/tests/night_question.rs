//! The night question (issue 36, a house rule): while a step asks its role, every other
//! living seat is asked 「你怀疑谁？」 over the same seats, so a lit phone tells nothing;
//! the answers go to the moderator's log (the 复盘's 「大家的怀疑」) and change no rule.

mod support;

use support::*;
use tianhei_core::nightday::NightQuestion;
use tianhei_sharen::SharenRules;

fn asking() -> SharenRules {
    SharenRules {
        night_question: NightQuestion::On,
        ..SharenRules::default()
    }
}

/// The seats asked the night question now, by number.
fn questioned(g: &tianhei_sharen::SharenGame) -> Vec<usize> {
    asked(g)
        .into_iter()
        .filter(|(_, k)| *k == Q::Suspect)
        .map(|(n, _)| n)
        .collect()
}

#[test]
fn every_living_seat_not_asked_at_a_step_is_asked_whom_it_suspects() {
    let mut g = table_with(asking(), "KKMPPTYCCCCC");
    // The killers' step: the killers choose, everyone else is asked the question in secret,
    // over every other seat alive.
    assert_eq!(questioned(&g), (3..=12).collect::<Vec<_>>());
    let p = prompt_of(&g, 8);
    assert!(p.secret);
    assert_eq!(p.text.zh, "你怀疑谁？");
    let mut others: Vec<String> = (1..=12).filter(|&n| n != 8).map(on).collect();
    assert_eq!(options_of(&g, 8), others);
    // The killers agree; the step waits for everyone's answer before it closes.
    pick(&mut g, 1, 9);
    pick(&mut g, 2, 9);
    assert_eq!(questioned(&g), (3..=12).collect::<Vec<_>>());
    for n in 3..=12 {
        pick(&mut g, n, if n == 4 { 1 } else { 2 });
    }
    // The 秘匪's step: the killers are asked the question now.
    let now = asked(&g);
    assert!(now.contains(&(3, Q::Night(Step::SecretKill))), "{now:?}");
    let q = questioned(&g);
    assert_eq!(q, [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // The default is what the seat suspected last tonight.
    let p = prompt_of(&g, 4);
    others = (1..=12).filter(|&n| n != 4).map(on).collect();
    assert_eq!(p.options[p.default[0]].key, on(1));
    assert_eq!(options_of(&g, 4), others);
    // The rest of the night (defaults for the question), then dawn: 9号 died.
    night(&mut g, &Night::kill(9).heal(7));
    assert_eq!(alive(&g).len(), 11);
    let notes: Vec<String> = moderator_lines(&g)
        .into_iter()
        .filter(|l| l.starts_with("大家的怀疑"))
        .collect();
    assert_eq!(notes.len(), 1, "{notes:?}");
    assert!(notes[0].contains("4号→1号"), "{}", notes[0]);
    assert!(notes[0].contains("1号→"), "{}", notes[0]);
}

#[test]
fn the_night_question_changes_no_rule_and_tells_the_public_nothing() {
    let mut with = table_with(asking(), "KKMPPTYCCCCC");
    let mut without = table("KKMPPTYCCCCC");
    assert!(questioned(&without).is_empty());
    let tonight = Night::kill(9).heal(7).check(1);
    night(&mut with, &tonight);
    night(&mut without, &tonight);
    assert_eq!(alive(&with), alive(&without));
    assert_eq!(public_lines(&with), public_lines(&without));
    for n in 1..=12 {
        assert_eq!(lines_for(&with, n), lines_for(&without, n), "{n}号's lines");
    }
}

#[test]
fn the_question_is_asked_in_rooms_with_phones_only_when_a_host_turns_it_on() {
    // The shipped default is `phones`: a simulation asks nothing.
    assert_eq!(SharenRules::default().night_question, NightQuestion::Phones);
    let g = table("KKMPPTYCCCCC");
    assert!(kinds(&g).iter().all(|q| *q != Q::Suspect));
}

/// Bots and tests know a question by its type (issue 38), not its kind string or words.
#[test]
fn each_seat_reads_what_it_is_asked_as_a_typed_question() {
    use tianhei_core::nightday::Question;
    use tianhei_sharen::keys::Step;
    let mut g = table_with(asking(), "KKMPPTYCCCCC");
    assert_eq!(view(&g, 1).town.question, Some(Question::Night(Step::Kill)));
    assert_eq!(view(&g, 8).town.question, Some(Question::Suspect));
    pick(&mut g, 1, 9);
    assert_eq!(view(&g, 1).town.question, None, "answered: nothing asked");
    pick(&mut g, 2, 9);
    for n in 3..=12 {
        pick(&mut g, n, 1);
    }
    assert_eq!(
        view(&g, 3).town.question,
        Some(Question::Night(Step::SecretKill))
    );
}
