//! Property: at every step of bot games, no view or scene shows a seat another player's
//! identity or task, a face-down pending intel it has not seen, or another hand; the log
//! guard (checked by the invariants) covers every log line.

use tianhei_core::{BotKind, Seat, Table, Viewer, bot::Bot};

use crate::diezhan::{Diezhan, RuleSet, state::Game, view::DzView};

fn check_step(g: &Game) {
    g.check_invariants().expect("invariants");
    if g.over() {
        return;
    }
    for s in g.seating.all() {
        let v = g.view_of(Viewer::Seat(s));
        for p in &v.players {
            if p.seat != s {
                assert!(
                    p.identity.is_none(),
                    "seat {} sees seat {}'s identity",
                    s.number(),
                    p.seat.number()
                );
            }
        }
        let me = v.me.as_ref().expect("own seat");
        assert_eq!(me.hand.len(), g.hand(s).len());
        assert!(
            me.hand.iter().all(|c| g.hand(s).contains(&c.id)),
            "only his own hand"
        );
        if let (Some(pv), Some(p)) = (&v.pending, &g.pending) {
            let may = p.face_up || p.seen.contains(s);
            assert_eq!(
                pv.card.is_some(),
                may,
                "seat {} and the pending intel",
                s.number()
            );
        }
        let scene = serde_json::to_string(&g.scene(Viewer::Seat(s))).expect("json");
        let mine = g.identity[s.index()].name().zh.to_string();
        for x in g.seating.all() {
            let theirs = g.identity[x.index()].name().zh.to_string();
            if x != s && theirs != mine {
                assert!(
                    !scene.contains(&theirs),
                    "seat {} scene names {theirs}",
                    s.number()
                );
            }
        }
    }
    let public: DzView = g.view_of(Viewer::Public);
    assert!(public.me.is_none());
    assert!(public.players.iter().all(|p| p.identity.is_none()));
    if let (Some(pv), Some(p)) = (&public.pending, &g.pending) {
        assert_eq!(pv.card.is_some(), p.face_up);
    }
}

#[test]
fn no_view_or_scene_shows_a_secret_to_a_seat_that_may_not_see_it() {
    let without = Diezhan {
        characters: false,
        ..Diezhan::default()
    };
    for (rules, (players, seed)) in [Diezhan::default(), without]
        .into_iter()
        .flat_map(|r| [(4, 1), (5, 2), (7, 3), (9, 4), (6, 5), (8, 6)].map(move |x| (r.clone(), x)))
    {
        for kind in [BotKind::Random, BotKind::Heuristic] {
            let mut g = Game::new(rules.clone(), players, seed).expect("deal");
            let mut bots: Vec<Box<dyn Bot>> = (0..players as u8)
                .map(|s| (&rules as &dyn RuleSet).bot(kind, Seat(s), seed))
                .collect();
            for _ in 0..20_000 {
                check_step(&g);
                let Some(p) = g.prompts().first().cloned() else {
                    break;
                };
                let view = g.view(Viewer::Seat(p.seat));
                let pick = bots[p.seat.index()].choose(&view, &p);
                g.answer(p.seat, p.id, &pick).expect("legal");
            }
            assert!(g.over(), "{players} players, seed {seed}: the game ends");
        }
    }
}
