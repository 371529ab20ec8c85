//! Setup (seed 004 §1 and the rulings): characters dealt and kept face-down, faction cards
//! dealt and arranged in secret, HP cards, starting hands, a random first player.

mod support;

use std::sync::Arc;

use support::*;
use tianhei_core::{Match, RuleFile, Seat, Table, Viewer};
use tianhei_guozhan::{Character, FColour, Game, GzView, Options};

fn rules() -> Arc<RuleFile> {
    Arc::new(
        RuleFile::parse(include_str!("../../../rules/guozhan.toml")).expect("shipped rules load"),
    )
}

fn dealt(g: &Game, n: usize) -> Vec<Vec<Character>> {
    serde_json::from_value(g.dealt()["characters"].clone()).unwrap_or_else(|_| vec![vec![]; n])
}

#[test]
fn four_characters_each_up_to_six_players_then_fewer_evenly_never_under_two() {
    for (n, k) in [(4, 4), (6, 4), (7, 3), (8, 3), (9, 2), (10, 2)] {
        let g = Game::new(Options::default(), n, 3).expect("deals");
        let d = dealt(&g, n);
        assert_eq!(d.len(), n);
        assert!(d.iter().all(|v| v.len() == k), "{n} players: {d:?}");
        let mut all: Vec<Character> = d.into_iter().flatten().collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), n * k, "no character is dealt twice");
    }
}

#[test]
fn each_player_keeps_one_character_face_down_in_a_secret_prompt_and_the_rest_leave() {
    let mut g = Game::new(Options::default(), 5, 11).expect("deals");
    assert_eq!(g.prompts().len(), 5, "everyone chooses at once");
    assert!(
        g.prompts()
            .iter()
            .all(|p| p.secret && p.kind == "guozhan.character")
    );
    let public = g.view_for(Viewer::Public);
    assert!(public.waiting.is_empty(), "nobody is shown as being asked");
    let dealt = dealt(&g, 5);
    let p = g.prompts()[2].clone();
    assert_eq!(p.options.len(), 4);
    let pick = dealt[2][3];
    g.answer(p.seat, p.id, &[3]).expect("accepted");
    let mine: GzView = g.view_for(Viewer::Seat(Seat(2)));
    let me = mine.me.expect("a seat sees itself");
    assert_eq!(me.character, pick);
    assert_eq!(me.left.len(), 3, "three characters left the game");
    assert!(!me.left.contains(&pick));
    for s in 0..5u8 {
        if s != 2 {
            let v = g.view_for(Viewer::Seat(Seat(s)));
            assert!(
                v.players[2].character.is_none(),
                "a face-down character is hidden"
            );
            assert!(v.players[2].gender.is_none(), "and has no gender");
        }
    }
    assert!(
        g.view_for(Viewer::Public)
            .players
            .iter()
            .all(|p| p.max_hp == 0),
        "no HP card shows before everyone has chosen: nothing tells who answered"
    );
    while g.prompts().iter().any(|p| p.kind == "guozhan.character") {
        let p = g.prompts()[0].clone();
        g.answer(p.seat, p.id, &[0]).expect("accepted");
    }
    assert_eq!(
        g.view_for(Viewer::Public).players[2].max_hp,
        pick.max_hp(),
        "then the HP card is public"
    );
}

#[test]
fn faction_cards_are_half_black_half_white_two_each_arranged_in_secret() {
    let mut m = Match::new(rules(), 8, 5).expect("deals");
    for _ in 0..8 {
        let p = m.prompts()[0].clone();
        m.answer(p.seat, p.id, &[0]).expect("character kept");
    }
    assert!(
        m.prompts()
            .iter()
            .all(|p| p.secret && p.kind == "guozhan.arrange")
    );
    let god = m.view(Viewer::Moderator);
    let god = god.downcast_ref::<GzView>().expect("guozhan view");
    let black = god
        .players
        .iter()
        .map(|p| {
            let h = p.hidden.as_ref().expect("moderator sees faction cards");
            usize::from(h.main == FColour::Black) + usize::from(h.second == FColour::Black)
        })
        .sum::<usize>();
    assert_eq!(black, 8, "16 faction cards, 8 black and 8 white");
    // A seat with two colours may put either as main.
    let mixed = m
        .prompts()
        .iter()
        .find(|p| p.options.len() == 2)
        .expect("some seat holds one of each")
        .clone();
    let key = mixed.options[1].key.to_string();
    m.answer(mixed.seat, mixed.id, &[1]).expect("accepted");
    let v = m.view(Viewer::Seat(mixed.seat));
    let v = v.downcast_ref::<GzView>().expect("guozhan view");
    let me = v.me.as_ref().expect("me");
    assert_eq!(format!("main:{}", me.main.colour.key()), key);
    assert_ne!(me.main.colour, me.second.colour);
    assert!(
        !me.main.revealed && !me.second.revealed,
        "both start face-down"
    );
}

#[test]
fn after_setup_everyone_holds_four_cards_and_the_first_player_draws_two() {
    let mut m = Match::new(rules(), 6, 21).expect("deals");
    while m.prompts().iter().all(|p| p.secret) {
        let p = m.prompts()[0].clone();
        m.answer(p.seat, p.id, &[0]).expect("accepted");
    }
    let v = m.view(Viewer::Public);
    let v = v.downcast_ref::<GzView>().expect("guozhan view");
    let first = v.active;
    // The first player is asked whether to reveal a faction card at the start of its turn.
    assert_eq!(m.prompts()[0].kind, "guozhan.reveal");
    assert!(v.players.iter().all(|p| p.hand_count == 4));
    let p = m.prompts()[0].clone();
    let keep = p.find("keep").expect("keep offered");
    m.answer(p.seat, p.id, &[keep]).expect("accepted");
    let v = m.view(Viewer::Public);
    let v = v.downcast_ref::<GzView>().expect("guozhan view");
    assert_eq!(
        v.players[first.index()].hand_count,
        6,
        "draw 2 in the draw phase"
    );
    assert_eq!(v.deck, 108 - 24 - 2);
    assert_eq!(m.prompts()[0].kind, "guozhan.play");
}

#[test]
fn max_hp_is_the_identity_mode_hp_card() {
    let mut d = Deal::new(4);
    d.seat(B).character = Character::ZhenJi;
    d.seat(B).hp = None;
    let t = d.start(A);
    assert_eq!(t.public().players[B.index()].max_hp, 3);
    assert_eq!(t.hp(B), 3);
    assert_eq!(t.public().players[A.index()].max_hp, 4);
}

#[test]
fn the_same_seed_deals_the_same_game() {
    let a = Game::new(Options::default(), 7, 99).expect("deals");
    let b = Game::new(Options::default(), 7, 99).expect("deals");
    assert_eq!(a.dealt(), b.dealt());
    assert!(Game::new(Options::default(), 3, 1).is_err());
    assert!(Game::new(Options::default(), 11, 1).is_err());
}
