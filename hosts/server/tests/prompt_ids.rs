//! Prompt ids are unique per room across its games: the id a client sees carries the game's
//! number, so an answer kept from game 1 (a late tap, a replayed message) is refused in
//! game 2 instead of being taken as an answer to a different prompt.

mod common;

use std::{cell::RefCell, collections::HashSet};

use common::*;
use serde_json::{Value, json};
use tianhei_server::Config;

/// Every prompt id a client was pushed.
fn ids(c: &Client) -> HashSet<u64> {
    c.received
        .iter()
        .filter(|m| m["type"] == "state")
        .flat_map(|m| m["prompts"].as_array().cloned().unwrap_or_default())
        .filter_map(|p| p["id"].as_u64())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_one_answer_is_never_taken_in_game_two() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "sharen", 12, 3).await;
    let (mut players, _) = join(addr, &code, 12).await;
    host.ok(json!({"type": "start"})).await;
    // Game 1, every answer kept: (seat, prompt id, choice).
    let given: RefCell<Vec<(usize, u64, Vec<usize>)>> = RefCell::new(Vec::new());
    play_out(&mut players, |seat, p: &Value, k| {
        let choice = pick(p, mix(seat as u64, k) as usize);
        given
            .borrow_mut()
            .push((seat, p["id"].as_u64().unwrap(), choice.clone()));
        choice
    })
    .await;
    host.wait_for(|s| !s["outcome"].is_null()).await;
    let game1: HashSet<u64> = players.iter().flat_map(ids).collect();
    assert!(game1.len() > 20, "game 1 asked {} prompts", game1.len());

    host.ok(json!({"type": "new_game"})).await;
    for c in players.iter_mut() {
        c.received.clear();
        c.wait_for(|s| s["room"]["game"] == 2).await;
        c.drain(std::time::Duration::from_millis(100)).await;
    }
    let open2: HashSet<u64> = players.iter().flat_map(ids).collect();
    assert!(!open2.is_empty(), "game 2 asks someone");
    assert!(
        open2.is_disjoint(&game1),
        "game 2 reuses game 1's prompt ids: {:?}",
        open2.intersection(&game1).collect::<Vec<_>>()
    );
    // Every answer of game 1, sent again in game 2, is refused and changes nothing.
    let before: Vec<Value> = players
        .iter()
        .map(|c| content(c.state.as_ref().unwrap()))
        .collect();
    let given = given.into_inner();
    for (seat, id, choice) in &given {
        let r = players[*seat]
            .send(json!({"type": "answer", "prompt": id, "choice": choice}))
            .await;
        assert_eq!(
            r["code"], "stale_prompt",
            "seat {seat}'s game-1 answer to prompt {id} was not refused in game 2: {r}"
        );
    }
    for (i, c) in players.iter_mut().enumerate() {
        c.drain(std::time::Duration::from_millis(50)).await;
        let now = content(c.state.as_ref().unwrap());
        assert_eq!(
            (&now["scene"], &now["prompts"], &now["log"]),
            (
                &before[i]["scene"],
                &before[i]["prompts"],
                &before[i]["log"]
            ),
            "seat {i}: a stale answer changed game 2"
        );
    }
    // Game 2 plays on with its own ids.
    play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64 + 7, k) as usize)
    })
    .await;
    host.wait_for(|s| !s["outcome"].is_null() && s["room"]["game"] == 2)
        .await;
}
