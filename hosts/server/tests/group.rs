//! A person in a group decision with bots (the killers of 杀人游戏): the room tells its
//! bots who the people are and lets them answer after the person, so when the group
//! disagrees the bots take the person's pick and the group agrees the second time it is
//! asked, whether the person keeps his pick or follows a partner's (issue 36); asked
//! again, the options mark the partners' picks.

mod common;

use std::sync::Mutex;

use common::*;
use serde_json::{Value, json};
use tianhei_core::{Match, Seat, Viewer};
use tianhei_server::Config;

/// A seed whose deal makes seat numbers `a` < `b` both killers, with `b` the higher.
fn two_killers(seats: usize) -> (u64, usize, usize) {
    let rules = tianhei_catalog::load("sharen-classic").unwrap();
    for seed in 1..500 {
        let m = Match::new(rules.clone(), seats, seed).unwrap();
        let killers: Vec<usize> = (0..seats)
            .filter(|&i| {
                m.scene(Viewer::Seat(Seat(i as u8)))
                    .private
                    .is_some_and(|p| p.title.zh == "杀手")
            })
            .collect();
        if killers.len() >= 2 {
            return (seed, killers[0], killers[1]);
        }
    }
    panic!("no deal with two killers");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bots_in_a_group_take_the_persons_pick_when_asked_again() {
    agreed_by_round_two(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_person_who_follows_a_partners_pick_is_met_there_in_round_two() {
    agreed_by_round_two(true).await;
}

/// Plays a game where the person is a killer with bots, keeping his first pick of each
/// night when asked again, or (`follow`) moving to a pick the options mark as a
/// partner's; asserts the group agreed by round 2 every night.
async fn agreed_by_round_two(follow: bool) {
    let seats = 12;
    let (seed, _bot_killer, me) = two_killers(seats);
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "sharen-classic", seats, seed).await;
    // The person takes the higher killer's seat: a bot that followed the lowest seat
    // would follow itself.
    let mut person = Client::connect(addr).await;
    person
        .ok(json!({"type": "join", "code": code, "name": "小明", "seat": me}))
        .await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    // The person keeps his first pick of each night; every other answer is the first.
    let first_pick: Mutex<Option<Value>> = Mutex::new(None);
    let mut players = vec![person];
    play_out(&mut players, |_, p, _| {
        if p["kind"] != "sharen-classic.kill" && p["kind"] != "sharen.kill" {
            return vec![0];
        }
        let options = p["options"].as_array().unwrap();
        let mut first = first_pick.lock().unwrap();
        let again = p["text"]["zh"]
            .as_str()
            .unwrap_or("")
            .contains("意见不一致");
        if !again {
            // A new night: a seat the bot is unlikely to pick, the last one offered.
            *first = options.last().map(|o| o["seat"].clone());
        }
        if again {
            // The partners' picks are marked on the options.
            let marked: Vec<usize> = (0..options.len())
                .filter(|&i| options[i]["detail"]["zh"].is_string())
                .collect();
            assert!(
                !marked.is_empty(),
                "asked again, the options mark picks: {p}"
            );
            let mine = format!("{}号", me + 1);
            let theirs = marked.iter().copied().find(|&i| {
                let d = options[i]["detail"]["zh"].as_str().unwrap_or("");
                !d.starts_with(&mine) && !d.contains(&format!("、{mine}"))
            });
            if follow && let Some(i) = theirs {
                return vec![i];
            }
        }
        let want = first.clone().unwrap_or(Value::Null);
        vec![options.iter().position(|o| o["seat"] == want).unwrap_or(0)]
    })
    .await;
    let lines: Vec<String> = players[0]
        .received
        .iter()
        .filter(|m| m["type"] == "state")
        .flat_map(|m| m["log"].as_array().cloned().unwrap_or_default())
        .map(|l| l["text"]["zh"].as_str().unwrap_or("").to_string())
        .collect();
    // Per night: how many times the killers disagreed.
    let mut nights: Vec<usize> = Vec::new();
    for l in &lines {
        if l.starts_with("第") && l.ends_with("夜") {
            nights.push(0);
        } else if l.starts_with("意见不一致：")
            && let Some(n) = nights.last_mut()
        {
            *n += 1;
        }
    }
    assert!(!nights.is_empty(), "nights were played: {lines:?}");
    assert!(
        nights.iter().all(|&n| n <= 1),
        "the group agreed by the second round every night: {nights:?}"
    );
    assert!(
        nights.contains(&1),
        "some night was asked again, so the second round was tried: {nights:?}"
    );
}
