//! No tells: what the table screen and the other phones show about a seat does not depend on
//! what that seat holds. Whole games in the real server, every seat a scripted person (so
//! the room answers each prompt that leaves a person no choice, after a bot's hold), with
//! deadlines on; every state pushed to the table screen and to each phone is checked:
//!
//! - a countdown is shown on exactly the people asked in public, whether their prompt
//!   offers a choice or the room answers it for them (a countdown only on the seats that
//!   hold a playable card told the table who held one);
//! - a seat asked in public whose own phone shows no prompt (the room answers for it) is
//!   drawn like any other asked seat: in `waiting`, with its countdown.
//!
//! One test per game family: the card games' priority laps (风声, 国战) and the night/day
//! games' public votes.

mod common;

use std::time::Duration;

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

fn config() -> Config {
    Config {
        // Forced prompts stay open for a hold, so pushes show them.
        bot_delay: Duration::from_millis(16),
        deadline_scale: Some(1.0),
        ..Config::for_tests()
    }
}

fn nos(v: &Value) -> Vec<u64> {
    let mut n: Vec<u64> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|x| x.as_u64().or_else(|| x["no"].as_u64()))
        .collect();
    n.sort();
    n.dedup();
    n
}

/// What was checked over one game.
#[derive(Default, Debug)]
struct Seen {
    /// States checked.
    states: usize,
    /// States in which a person was asked in public with nothing to choose.
    answered_for: usize,
    /// States in which a person was asked in public with a choice.
    asked: usize,
}

/// Checks the states `c` received; `person` tells whether a seat (numbered from 1) is a
/// person's.
fn check(c: &Client, person: &dyn Fn(u64) -> bool, seen: &mut Seen, what: &str) {
    for s in c.received.iter().filter(|m| m["type"] == "state") {
        if s["room"]["status"] != "playing" {
            continue;
        }
        seen.states += 1;
        let waiting = nos(&s["waiting"]);
        let timers = nos(&s["timers"]);
        let people: Vec<u64> = waiting.iter().copied().filter(|&n| person(n)).collect();
        assert_eq!(
            timers, people,
            "{what}: countdowns on {timers:?}, people asked in public {people:?}: {s}"
        );
        if let Some(me) = s["you"]["seat"].as_u64().map(|i| i + 1)
            && waiting.contains(&me)
        {
            if s["prompts"].as_array().is_none_or(Vec::is_empty) {
                seen.answered_for += 1;
            } else {
                seen.asked += 1;
            }
        }
    }
}

/// Plays `games` whole games of `rules` with `seats` scripted people, checking every state.
async fn no_tells(rules: &str, seats: usize, seeds: &[u64]) -> Seen {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), config()).await;
    let mut seen = Seen::default();
    for &seed in seeds {
        let (mut host, code, _) = create_room(addr, rules, seats, seed).await;
        let (mut players, _) = join(addr, &code, seats).await;
        let mut tv = Client::connect(addr).await;
        tv.ok(json!({"type": "watch", "code": code})).await;
        host.ok(json!({"type": "start"})).await;
        // The table screen reads all the while, as a TV does.
        let watching = tokio::spawn(async move {
            while tv.state.as_ref().is_none_or(|s| s["outcome"].is_null()) {
                tv.recv().await;
            }
            tv
        });
        play_out(&mut players, |seat, p, k| {
            pick(p, mix(seat as u64 ^ seed, k) as usize)
        })
        .await;
        let tv = watching.await.unwrap();
        let person = |_: u64| true;
        check(
            &tv,
            &person,
            &mut seen,
            &format!("{rules} seed {seed}, table"),
        );
        for (i, p) in players.iter().enumerate() {
            let what = format!("{rules} seed {seed}, phone {}", i + 1);
            check(p, &person, &mut seen, &what);
        }
    }
    assert!(seen.asked > 0, "{rules}: people were asked: {seen:?}");
    seen
}

/// The card games' laps ask people with nothing to play: the check met them.
fn met_forced(seen: Seen, rules: &str) {
    assert!(
        seen.answered_for > 0,
        "{rules}: the games asked people with nothing to choose: {seen:?}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_signal_depends_on_what_it_holds_in_fengsheng() {
    met_forced(no_tells("fengsheng-classic", 5, &[1, 2]).await, "classic");
    met_forced(no_tells("fengsheng-diezhan", 5, &[3]).await, "谍战篇");
    met_forced(no_tells("fengsheng-first-game", 4, &[4]).await, "初次游戏");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_signal_depends_on_what_it_holds_in_guozhan() {
    met_forced(no_tells("guozhan", 5, &[1, 2, 3]).await, "国战");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_signal_depends_on_what_it_holds_in_night_day_games() {
    no_tells("mini-wolf", 6, &[1, 2]).await;
    no_tells("langren", 9, &[3]).await;
}
