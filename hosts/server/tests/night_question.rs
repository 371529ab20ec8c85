//! The night question in a room with phones (issue 36): the house rule's default asks
//! every living person whose role is not called at a night step 「你怀疑谁？」 over the
//! seats alive, so every phone lights up at night; the answers reach the 复盘.

mod common;

use std::sync::Mutex;

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_living_persons_phone_is_asked_at_night() {
    for rules in ["sharen-classic", "langren"] {
        let dir = tempfile::tempdir().unwrap();
        let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
        let seats = 12;
        let (mut host, code, _) = create_room(addr, rules, seats, 3).await;
        let (mut people, _) = join(addr, &code, 3).await;
        host.ok(json!({"type": "fill_bots"})).await;
        host.ok(json!({"type": "start"})).await;
        // Every prompt each person answered: (seat, kind, question, options).
        let seen: Mutex<Vec<(usize, String, String, usize)>> = Mutex::new(Vec::new());
        play_out(&mut people, |seat, p: &Value, _| {
            let kind = p["kind"].as_str().unwrap_or("").to_string();
            let text = p["text"]["zh"].as_str().unwrap_or("").to_string();
            let n = p["options"].as_array().map_or(0, Vec::len);
            seen.lock().unwrap().push((seat, kind, text, n));
            vec![0]
        })
        .await;
        let seen = seen.into_inner().unwrap();
        for seat in 0..3 {
            let asked: Vec<&(usize, String, String, usize)> = seen
                .iter()
                .filter(|(s, k, ..)| *s == seat && k.ends_with(".suspect"))
                .collect();
            // Night 1's first step calls one role: everyone alive but its holders is
            // asked, so every person is asked at least once, over the 11 other seats.
            assert!(
                !asked.is_empty(),
                "{rules}: {}号 was asked nothing at night: {seen:?}",
                seat + 1
            );
            assert!(asked.iter().all(|(_, _, t, _)| t == "你怀疑谁？"));
            assert_eq!(
                asked[0].3,
                seats - 1,
                "{rules}: over every other seat alive"
            );
        }
        // The answers are in the moderator's log that the 复盘 tells.
        let log: Vec<String> = host
            .received
            .iter()
            .chain(people.iter().flat_map(|c| c.received.iter()))
            .filter(|m| m["type"] == "state")
            .flat_map(|m| m["log"].as_array().cloned().unwrap_or_default())
            .map(|l| l["text"]["zh"].as_str().unwrap_or("").to_string())
            .collect();
        assert!(
            log.iter().all(|l| !l.starts_with("大家的怀疑")),
            "{rules}: suspicions are shown to no seat and not to the public during the game"
        );
    }
}

/// A person's answer to the night question closes only that person's own secret prompt:
/// no other phone is pushed anything (a push would light it up and tell when the answer
/// came), and the answering phone gets its prompt taken away.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answering_the_night_question_pushes_nothing_to_the_other_phones() {
    let quiet = std::time::Duration::from_millis(400);
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let seats = 6;
    let (mut host, code, _) = create_room(addr, "mini-wolf", seats, 5).await;
    let (mut people, _) = join(addr, &code, seats).await;
    host.ok(json!({"type": "start"})).await;
    let mut asked = Vec::new();
    for c in people.iter_mut() {
        let s = c
            .wait_for(|s| s["prompts"].as_array().is_some_and(|p| !p.is_empty()))
            .await;
        asked.push(s["prompts"][0].clone());
    }
    let suspects: Vec<usize> = (0..seats)
        .filter(|&i| asked[i]["kind"].as_str().unwrap().ends_with(".suspect"))
        .collect();
    assert!(
        suspects.len() >= 2,
        "the wolves' step leaves several people to the night question: {asked:?}"
    );
    for c in people.iter_mut() {
        c.drain(quiet).await;
    }
    let before: Vec<usize> = people.iter().map(|c| c.received.len()).collect();
    let who = suspects[0];
    people[who]
        .ok(json!({"type": "answer", "prompt": asked[who]["id"], "choice": [0]}))
        .await;
    people[who]
        .wait_for(|s| s["prompts"].as_array().is_some_and(|p| p.is_empty()))
        .await;
    for (i, c) in people.iter_mut().enumerate() {
        if i == who {
            continue;
        }
        c.drain(quiet).await;
        let pushed: Vec<&Value> = c.received[before[i]..]
            .iter()
            .filter(|m| m["type"] == "state")
            .collect();
        assert!(
            pushed.is_empty(),
            "{}号's answer pushed {}号 {pushed:?}",
            who + 1,
            i + 1
        );
    }
}
