//! The rules of Mini Werewolf, each test named for the rule it checks. The tests drive
//! the game only through the erased contract, as a host does.

use tianhei_core::{
    AnswerError, Audience, Prompt, RuleFile, Seat, Table, View, Viewer,
    nightday::{
        Question,
        view::{PhaseView, ViewOf},
    },
};

use super::{MiniWolf, MiniWolfGame, Role, Wolves};

/// Mini Werewolf's view: the kit's.
type MiniWolfView = ViewOf<Wolves, ()>;

fn game(players: usize, seed: u64) -> MiniWolfGame {
    MiniWolfGame::deal(MiniWolf::default(), players, seed).unwrap()
}

fn view(g: &MiniWolfGame, viewer: Viewer) -> MiniWolfView {
    g.view(viewer)
        .downcast_ref::<MiniWolfView>()
        .unwrap()
        .clone()
}

/// The seats a view shows with a role, and the wolves among them.
fn shown(v: &View) -> (Vec<Seat>, Vec<Seat>) {
    let seats = &v.downcast_ref::<MiniWolfView>().unwrap().seats;
    let with = |f: &dyn Fn(Role) -> bool| -> Vec<Seat> {
        (seats.iter())
            .filter(|s| s.role.is_some_and(f))
            .map(|s| s.seat)
            .collect()
    };
    (with(&|_| true), with(&|r| r == Role::Wolf))
}

fn wolves(g: &MiniWolfGame) -> Vec<Seat> {
    shown(&g.view(Viewer::Moderator)).1
}

fn villagers(g: &MiniWolfGame) -> Vec<Seat> {
    let w = wolves(g);
    (0..g.seats() as u8)
        .map(Seat)
        .filter(|s| !w.contains(s))
        .collect()
}

fn first(g: &MiniWolfGame) -> Prompt {
    g.prompts().first().cloned().expect("an open prompt")
}

/// Answers the first open prompt with the option keyed `key` (`"seat:2"`, `"abstain"`).
fn pick(g: &mut MiniWolfGame, key: &str) {
    let p = first(g);
    let i = p
        .find(key)
        .unwrap_or_else(|| panic!("{key} not offered in {:?}", p.options));
    g.answer(p.seat, p.id, &[i]).unwrap();
}

/// Ends every speech of the day.
fn speeches(g: &mut MiniWolfGame) {
    while g.asks(&first(g)) == Some(Question::Speech) {
        pick(g, "done");
    }
}

#[test]
fn one_wolf_below_seven_players_two_from_seven() {
    assert_eq!(wolves(&game(6, 1)).len(), 1);
    assert_eq!(wolves(&game(7, 1)).len(), 2);
}

#[test]
fn each_seat_learns_only_its_own_role_and_wolves_their_pack() {
    let g = game(7, 3);
    let pack = wolves(&g);
    for s in 0..7 {
        let v = view(&g, Viewer::Seat(Seat(s)));
        let me = v.me.unwrap();
        assert_eq!(me.seat, Seat(s));
        let (roles, wolf_seats) = shown(&g.view(Viewer::Seat(Seat(s))));
        assert!(
            roles
                .iter()
                .all(|r| *r == me.seat || wolf_seats.contains(r)),
            "a player never sees the role list while playing"
        );
        match me.role {
            Role::Wolf => assert_eq!(wolf_seats, pack),
            Role::Villager => assert!(wolf_seats.is_empty()),
        }
        let private: Vec<_> = g
            .log()
            .for_viewer(Viewer::Seat(Seat(s)), 0)
            .filter(|e| e.audience != Audience::All)
            .collect();
        let expect = if pack.contains(&Seat(s)) { 2 } else { 1 };
        assert_eq!(private.len(), expect, "seat {s}: {private:?}");
    }
    let public = view(&g, Viewer::Public);
    let (roles, wolf_seats) = shown(&g.view(Viewer::Public));
    assert!(public.me.is_none() && wolf_seats.is_empty() && roles.is_empty());
}

#[test]
fn the_night_prompt_is_secret_to_the_wolves_and_offers_no_wolf() {
    let g = game(8, 5);
    let pack = wolves(&g);
    assert_eq!(g.prompts().len(), 2, "both wolves are asked at once");
    for p in g.prompts() {
        assert!(p.secret && pack.contains(&p.seat));
        assert!(p.options.iter().all(|c| !pack.contains(&c.seat.unwrap())));
    }
    let narration: Vec<_> = g.log().all().iter().filter(|e| e.pace.is_some()).collect();
    assert_eq!(narration[0].text.zh, "天黑请闭眼");
    assert_eq!(view(&g, Viewer::Public).phase, PhaseView::Night);
}

#[test]
fn disagreeing_wolves_are_asked_again_seeing_each_others_picks() {
    let mut g = game(7, 9);
    let pack = wolves(&g);
    let town = villagers(&g);
    pick(&mut g, &town[0].key());
    pick(&mut g, &town[1].key());
    assert_eq!(g.prompts().len(), 2, "asked again");
    assert!(first(&g).text.zh.contains("第2轮"));
    let pack_picks = |v: MiniWolfView| v.me.and_then(|m| m.group).map(|g| g.previous);
    assert_eq!(
        pack_picks(view(&g, Viewer::Seat(pack[1]))).unwrap().len(),
        2
    );
    assert!(pack_picks(view(&g, Viewer::Seat(town[2]))).is_none());
    assert!(pack_picks(view(&g, Viewer::Public)).is_none());
}

#[test]
fn dawn_announces_the_death_and_speeches_start_right_of_the_victim() {
    let mut g = game(5, 2);
    let victim = villagers(&g)[1];
    pick(&mut g, &victim.key());
    let dawn = g
        .log()
        .all()
        .iter()
        .find(|e| e.key == "mini-wolf.dawn")
        .unwrap();
    assert_eq!(dawn.audience, Audience::All);
    assert!(dawn.text.zh.contains(&format!("{}号", victim.number())));
    let p = first(&g);
    assert_eq!(g.asks(&p), Some(Question::Speech));
    assert!(!p.secret);
    assert_eq!(p.seat, Seat((victim.0 + 1) % 5));
    assert!(!view(&g, Viewer::Public).alive().contains(victim));
}

#[test]
fn a_refused_answer_changes_nothing() {
    let mut g = game(6, 4);
    let p = first(&g);
    let before = (g.log().len(), g.prompts().to_vec());
    let other = villagers(&g)[0];
    assert!(matches!(
        g.answer(other, p.id, &[0]),
        Err(AnswerError::NotYourPrompt { .. })
    ));
    assert!(matches!(
        g.answer(p.seat, p.id, &[99]),
        Err(AnswerError::NoSuchOption { .. })
    ));
    assert_eq!((g.log().len(), g.prompts().to_vec()), before);
}

#[test]
fn votes_are_cast_in_turn_and_a_tie_puts_nobody_out() {
    let mut g = game(6, 7);
    let town = villagers(&g);
    pick(&mut g, &town[0].key());
    speeches(&mut g);
    // Five voters alive give two votes each to two villagers: 2:2, nobody is out.
    let (a, b) = (town[1], town[2]);
    let (mut for_a, mut for_b) = (0, 0);
    while g.asks(&first(&g)) == Some(Question::Vote) {
        let p = first(&g);
        assert_eq!(g.prompts().len(), 1, "one voter at a time");
        let key = if p.seat != a && for_a < 2 {
            for_a += 1;
            a.key()
        } else if p.seat != b && for_b < 2 {
            for_b += 1;
            b.key()
        } else {
            "abstain".into()
        };
        pick(&mut g, &key);
    }
    assert_eq!((for_a, for_b), (2, 2));
    let out = g
        .log()
        .all()
        .iter()
        .rev()
        .find(|e| e.key == "mini-wolf.out")
        .unwrap();
    assert_eq!(out.text.zh, "无人出局");
    let v = view(&g, Viewer::Public);
    assert_eq!((v.phase.clone(), v.alive().len()), (PhaseView::Night, 5));
}

#[test]
fn everyone_abstaining_puts_nobody_out_and_night_falls_again() {
    let mut g = game(6, 8);
    let victim = villagers(&g)[0];
    pick(&mut g, &victim.key());
    speeches(&mut g);
    while g.asks(&first(&g)) == Some(Question::Vote) {
        pick(&mut g, "abstain");
    }
    let v = view(&g, Viewer::Public);
    assert_eq!(
        (v.phase.clone(), v.night, v.alive().len()),
        (PhaseView::Night, 2, 5)
    );
}

#[test]
fn voting_out_the_only_wolf_wins_for_the_villagers() {
    let mut g = game(5, 11);
    let wolf = wolves(&g)[0];
    let victim = villagers(&g)[0];
    pick(&mut g, &victim.key());
    speeches(&mut g);
    while g.outcome().is_none() {
        let p = first(&g);
        let key = if p.seat == wolf {
            "abstain".into()
        } else {
            wolf.key()
        };
        pick(&mut g, &key);
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.result_key(), "villagers");
    assert!(o.seats.iter().all(|s| s.won == (s.seat != wolf)));
    assert!(g.prompts().is_empty());
    assert_eq!(
        shown(&g.view(Viewer::Public)).0.len(),
        5,
        "roles are shown at the end"
    );
}

#[test]
fn wolves_win_when_they_are_as_many_as_the_others() {
    // 4 players: the night leaves 1 wolf and 2 villagers; voting a villager out makes 1:1.
    let mut g = game(4, 12);
    let wolf = wolves(&g)[0];
    let town = villagers(&g);
    pick(&mut g, &town[0].key());
    speeches(&mut g);
    while g.outcome().is_none() {
        let p = first(&g);
        let key = if p.seat == town[1] {
            town[2].key()
        } else {
            town[1].key()
        };
        pick(&mut g, &key);
    }
    let o = g.outcome().unwrap();
    assert_eq!(o.result_key(), "wolves");
    assert!(o.seats[wolf.index()].won);
}

#[test]
fn random_games_end_keep_invariants_and_replay_identically() {
    use std::sync::Arc;
    use tianhei_core::{BotKind, Match, RuleFile, bot::play_out};
    let rules = Arc::new(RuleFile::parse(crate::MINI_WOLF_RULES).unwrap());
    for seed in 0..200 {
        let n = 4 + (seed as usize % 5);
        let kind = if seed % 2 == 0 {
            BotKind::Random
        } else {
            BotKind::Heuristic
        };
        let mut m = Match::new(rules.clone(), n, seed).unwrap();
        let mut bots: Vec<_> = (0..n as u8)
            .map(|s| rules.rules.bot(kind, Seat(s), seed))
            .collect();
        play_out(&mut m, &mut bots, 10_000).unwrap();
        m.table().check_invariants().unwrap();
        let again = Match::replay(&m.record()).unwrap();
        assert_eq!(again.outcome(), m.outcome());
        assert_eq!(again.table().log().all(), m.table().log().all());
    }
}

#[test]
fn the_heuristic_wolf_never_kills_a_wolf() {
    for seed in 0..50 {
        let mut g = game(8, seed);
        let pack = wolves(&g);
        let mut bot = tianhei_core::nightday::heuristic::Plain::<Wolves>::bot(seed, pack[0]);
        let p = g
            .prompts()
            .iter()
            .find(|p| p.seat == pack[0])
            .unwrap()
            .clone();
        let c = bot.choose(&g.view(Viewer::Seat(pack[0])), &p);
        assert!(!pack.contains(&p.options[c[0]].seat.unwrap()));
        g.answer(p.seat, p.id, &c).unwrap();
    }
}

#[test]
fn shipped_file_loads_with_defaults() {
    let f = RuleFile::parse(crate::MINI_WOLF_RULES).unwrap();
    assert_eq!(f.meta.id, "mini-wolf");
    assert_eq!(f.rules.seat_counts(), (4..=8).collect::<Vec<_>>());
}

#[test]
fn two_wolves_from_seven_players() {
    let r = MiniWolf::default();
    assert_eq!(r.wolves(6), 1);
    assert_eq!(r.wolves(7), 2);
    assert!(r.role_table().problems().is_empty());
}

#[test]
fn bad_options_name_the_field() {
    let head = "id = \"x\"\ntitle = \"x\"\ntitle_en = \"x\"\ngame = \"mini-wolf\"\n";
    let e = RuleFile::parse(&format!("{head}[options]\nwolves_from = \"seven\"\n"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("options.wolves_from"), "{e}");
    let e = RuleFile::parse(&format!("{head}[options]\nmin_players = 9\nwolves = 1\n"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("wolves"), "{e}");
    let e = RuleFile::parse(&format!("{head}[options]\nmin_players = 9\n"))
        .unwrap_err()
        .to_string();
    assert!(e.contains("options.min_players"), "{e}");
}

/// The kit's leak property: a villager and the public see byte-identical logs, views,
/// scenes and prompts after the night whether the wolves agreed at once or only when asked
/// again, given the same victim.
#[test]
fn a_villager_sees_the_same_bytes_whether_the_wolves_agreed_at_once() {
    let seen_by = |g: &MiniWolfGame, viewer: Viewer| {
        let log: Vec<_> = g.log().for_viewer(viewer, 0).collect();
        let prompts: Vec<_> = g
            .prompts()
            .iter()
            .filter(|p| Viewer::Seat(p.seat) == viewer)
            .collect();
        serde_json::json!([log, g.view(viewer).to_json(), g.scene(viewer), prompts]).to_string()
    };
    for seed in 0..20 {
        let at_once = {
            let mut g = game(7, seed);
            let town = villagers(&g);
            pick(&mut g, &town[0].key());
            pick(&mut g, &town[0].key());
            g
        };
        let again = {
            let mut g = game(7, seed);
            let town = villagers(&g);
            pick(&mut g, &town[0].key());
            pick(&mut g, &town[1].key());
            assert_eq!(g.prompts().len(), 2, "asked again");
            pick(&mut g, &town[0].key());
            pick(&mut g, &town[0].key());
            g
        };
        let watcher = villagers(&at_once)[2];
        for viewer in [Viewer::Seat(watcher), Viewer::Public] {
            assert_eq!(
                seen_by(&at_once, viewer),
                seen_by(&again, viewer),
                "seed {seed}, {viewer:?}"
            );
        }
    }
}

#[test]
fn worlds_keep_what_each_seat_knows_and_the_search_sees_only_its_seat() {
    use tianhei_core::{
        BotKind,
        bot::search::check_fair,
        rng::game_rng,
        world::{check_worlds_in_play, world},
    };
    let rules = std::sync::Arc::new(
        RuleFile::parse(include_str!("../../../rules/mini-wolf.toml")).unwrap(),
    );
    let mut rng = game_rng(5, 0);
    for (players, seed) in [(5, 1), (8, 2)] {
        for kind in [BotKind::Random, BotKind::Heuristic] {
            let drawn = check_worlds_in_play(&rules, players, seed, kind, 2, &mut rng)
                .unwrap_or_else(|e| panic!("{e}"));
            assert!(drawn > 0, "worlds are drawn by day");
        }
    }
    // By day, a villager's worlds move the wolves; a wolf's keep the pack.
    let mut m = tianhei_core::Match::new(rules.clone(), 7, 3).unwrap();
    let mut bots: Vec<_> = (0..7u8)
        .map(|s| rules.rules.bot(BotKind::Heuristic, Seat(s), 3))
        .collect();
    let real = shown(&m.table().view(Viewer::Moderator)).1;
    let w = real.clone();
    let v = (0..7u8).map(Seat).find(|s| !w.contains(s)).unwrap();
    while m.table().hidden(v, &mut rng).is_none() {
        let p = m.table().prompts()[0].clone();
        let c = bots[p.seat.index()].choose_in(m.rules(), m.table(), &p);
        m.answer(p.seat, p.id, &c).unwrap();
    }
    let mut packs = Vec::new();
    for _ in 0..30 {
        if let Some(x) = world(m.table(), v, &mut rng) {
            packs.push(shown(&x.view(Viewer::Moderator)).1);
        }
        if let Some(x) = world(m.table(), w[0], &mut rng) {
            let seen = shown(&x.view(Viewer::Moderator)).1;
            assert_eq!(seen, real, "a wolf knows its pack");
        }
    }
    let spec: tianhei_core::BotSpec = "search:rollouts=16,particles=8".parse().unwrap();
    let (_, searched) =
        check_fair(&rules, 8, 1, &spec, 3, &mut rng).unwrap_or_else(|e| panic!("{e}"));
    assert!(searched > 0, "some decisions were searched");
}
