//! 势力渗透: the six clauses of the rulings, each against the user's revealed faction
//! cards, on by default and off with `infiltration = false`.

mod support;

use support::*;
use tianhei_core::Viewer;
use tianhei_guozhan::{FColour, Name};

fn deal(on: bool, main: (FColour, bool), second: (FColour, bool)) -> Deal {
    let mut d = Deal::new(4);
    d.options(on);
    d.seat(A).main = main;
    d.seat(A).second = second;
    d.top_filler(20);
    d
}

/// Plays A's turn to its play phase (keeping any face-down faction card).
fn play(d: Deal) -> T {
    let mut t = d.start(A);
    if t.kind() == "guozhan.reveal" {
        t.say(A, "keep");
    }
    t.play_to(A);
    t
}

#[test]
fn ex_nihilo_pure_draws_one_more() {
    for (on, main, second, drawn) in [
        (true, (BK, true), (BK, true), 3),
        (false, (BK, true), (BK, true), 2),
        (true, (BK, true), (WH, true), 2),
        (true, (WH, true), (WH, false), 2),
    ] {
        let mut d = deal(on, main, second);
        d.hand(A, Name::ExNihilo);
        let mut t = play(d);
        let before = t.hand_count(A);
        t.say(A, "ex_nihilo");
        t.no_nullify();
        assert_eq!(
            t.hand_count(A),
            before - 1 + drawn,
            "{on} {main:?} {second:?}"
        );
    }
}

#[test]
fn dismantlement_mixed_may_discard_one_more_card_of_the_same_seat() {
    let mut d = deal(true, (WH, true), (BK, true));
    d.hand(A, Name::Dismantle);
    let h1 = d.equip(B, Name::Jueying);
    let h2 = d.equip(B, Name::Chitu);
    let mut t = play(d);
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    t.say(A, &format!("card:c{h1}"));
    assert!(t.log_has(Viewer::Public, "势力渗透（异色）"));
    assert!(t.offered(A, "pass"), "the second card is optional");
    t.say(A, &format!("card:c{h2}"));
    assert!(t.equipment(B).is_empty());

    let mut d = deal(false, (WH, true), (BK, true));
    d.hand(A, Name::Dismantle);
    let h1 = d.equip(B, Name::Jueying);
    d.equip(B, Name::Chitu);
    let mut t = play(d);
    t.say(A, "dismantle:seat:1");
    t.no_nullify();
    t.say(A, &format!("card:c{h1}"));
    assert_eq!(t.kind(), "guozhan.play", "off: one card only");
    assert_eq!(t.equipment(B).len(), 1);
}

#[test]
fn snatch_main_black_reaches_distance_two() {
    for (on, main, reach) in [
        (true, (BK, true), true),
        (false, (BK, true), false),
        (true, (BK, false), false),
        (true, (WH, true), false),
    ] {
        let mut d = deal(on, main, (WH, false));
        d.hand(A, Name::Snatch);
        d.hand(C, Name::Shan);
        let t = play(d);
        assert_eq!(t.offered(A, "snatch:seat:2"), reach, "{on} {main:?}");
    }
}

#[test]
fn peach_garden_main_white_heals_its_user_one_more() {
    for (on, healed) in [(true, 2), (false, 1)] {
        let mut d = deal(on, (WH, true), (WH, false));
        d.seat(A).hp = Some(1);
        d.hand(A, Name::Salvation);
        let mut t = play(d);
        t.say(A, "salvation");
        t.no_nullify();
        assert_eq!(t.hp(A), 1 + healed, "infiltration {on}");
    }
}

#[test]
fn amazing_grace_black_white_gives_its_user_two_cards() {
    for (on, taken) in [(true, 2), (false, 1)] {
        let mut d = deal(on, (BK, true), (WH, true));
        d.hand(A, Name::Grace);
        let mut t = play(d);
        let before = t.hand_count(A);
        t.say(A, "grace");
        t.no_nullify();
        let k = t.keys()[0].clone();
        t.say(A, &k);
        if on {
            assert_eq!(t.holder(), A, "A takes a second card");
            let k = t.keys()[0].clone();
            t.say(A, &k);
        }
        assert_eq!(t.hand_count(A), before - 1 + taken);
        // The others take what is left; the last gets none if none are left.
        let mut guard = 0;
        while t.kind() != "guozhan.play" {
            let s = t.holder();
            let k = t.keys()[0].clone();
            t.say(s, &k);
            guard += 1;
            assert!(guard < 40);
        }
        if on {
            assert!(t.log_has(Viewer::Public, "势力渗透（黑白）"));
        }
    }
}

#[test]
fn duel_white_black_makes_the_target_play_two_sha_at_a_time() {
    let mut d = deal(true, (WH, true), (BK, true));
    d.hand(A, Name::Duel);
    d.hand(B, Name::Sha);
    d.hand(B, Name::Sha);
    d.hand(A, Name::Sha);
    let mut t = play(d);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    assert!(
        t.prompt().text.zh.contains("还需2张"),
        "{}",
        t.prompt().text.zh
    );
    t.say(B, "play:sha");
    assert_eq!(t.holder(), B, "one more");
    t.say(B, "play:sha");
    assert_eq!(t.holder(), A, "the user plays one");
    assert!(t.prompt().text.zh.contains("还需1张"));

    let mut d = deal(false, (WH, true), (BK, true));
    d.hand(A, Name::Duel);
    d.hand(B, Name::Sha);
    let mut t = play(d);
    t.say(A, "duel:seat:1");
    t.no_nullify();
    assert!(t.prompt().text.zh.contains("还需1张"));
}

#[test]
fn the_rule_set_file_turns_the_clauses_on_and_off() {
    let on = tianhei_core::RuleFile::parse(include_str!("../../../rules/guozhan.toml"))
        .expect("shipped rules load");
    assert!(format!("{:?}", on.rules).contains("infiltration: true"));
    let off = tianhei_core::RuleFile::parse(
        "id = \"g\"\ntitle = \"国战\"\ntitle_en = \"K\"\ngame = \"guozhan\"\n[options]\ninfiltration = false\n",
    )
    .expect("loads");
    assert!(format!("{:?}", off.rules).contains("infiltration: false"));
    let bad = tianhei_core::RuleFile::parse(
        "id = \"g\"\ntitle = \"国战\"\ntitle_en = \"K\"\ngame = \"guozhan\"\n[options]\nmax_rounds = 0\nfoo = 1\n",
    )
    .unwrap_err()
    .to_string();
    assert!(bad.contains("foo"), "{bad}");
}
