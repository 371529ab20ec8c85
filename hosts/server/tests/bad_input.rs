//! Bad input: each gets its error, changes nothing, and the connection stays usable.

mod common;

use common::*;
use serde_json::json;
use tianhei_server::Config;

async fn still_usable(c: &mut Client) {
    assert_eq!(
        c.send(json!({"type": "ping"})).await["type"],
        "pong",
        "the connection stays usable"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_unknown_oversized_and_binary_messages_get_errors_and_the_connection_stays_usable()
 {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let mut c = Client::connect(addr).await;
    let cases = [
        ("{\"type\": \"ping\"".to_string(), "bad_json"),
        ("[1,2]".to_string(), "bad_message"),
        (r#"{"type":"teleport"}"#.to_string(), "unknown_type"),
        (
            r#"{"type":"join","code":"ABCD"}"#.to_string(),
            "bad_message",
        ),
        (
            r#"{"type":"answer","prompt":1,"choice":[0]}"#.to_string(),
            "not_in_room",
        ),
        (
            r#"{"type":"join","code":"0000","name":"a"}"#.to_string(),
            "bad_code",
        ),
        (
            r#"{"type":"join","code":"ZZZZ","name":"a"}"#.to_string(),
            "no_room",
        ),
        (
            r#"{"type":"create","rules":"chess","seats":2}"#.to_string(),
            "bad_rules",
        ),
        (
            r#"{"type":"create","rules":"mini-wolf","seats":40}"#.to_string(),
            "bad_seats",
        ),
        (
            format!(r#"{{"type":"ping","pad":"{}"}}"#, "x".repeat(20_000)),
            "too_large",
        ),
    ];
    for (text, code) in cases {
        let r = c.raw(text.clone()).await;
        assert_eq!(r["type"], "error", "{text:.60}");
        assert_eq!(r["code"], code, "{text:.60}: {r}");
        assert!(!r["message"].as_str().unwrap().is_empty());
        still_usable(&mut c).await;
    }
    let r = c.send_binary(vec![1, 2, 3]).await;
    assert_eq!(r["code"], "bad_message");
    still_usable(&mut c).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_tokens_stale_prompts_and_answers_for_other_seats_are_refused_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 11).await;
    let (mut p, tokens) = join(addr, &code, 4).await;
    // Names are validated.
    let mut late = Client::connect(addr).await;
    let r = late
        .send(json!({"type": "join", "code": code, "name": "a\u{0007}b"}))
        .await;
    assert_eq!(r["code"], "bad_name");
    let r = late
        .send(json!({"type": "join", "code": code, "name": "玩家1"}))
        .await;
    assert!(r["code"] == "room_full" || r["code"] == "name_taken", "{r}");
    // A wrong token resumes nothing.
    let r = late
        .send(json!({"type": "resume", "code": code, "token": "0".repeat(32)}))
        .await;
    assert_eq!(r["code"], "bad_token");
    still_usable(&mut late).await;
    // Only the host starts.
    assert_eq!(
        p[0].send(json!({"type": "start"})).await["code"],
        "not_host"
    );
    host.ok(json!({"type": "start"})).await;
    for c in p.iter_mut() {
        c.wait_for(|s| s["room"]["status"] == "playing").await;
        c.drain(std::time::Duration::from_millis(100)).await;
    }
    // Find a seat with a prompt and another seat to misuse its id.
    let asked = (0..4)
        .find(|&i| {
            !p[i].state.as_ref().unwrap()["prompts"]
                .as_array()
                .unwrap()
                .is_empty()
        })
        .unwrap();
    let other = (asked + 1) % 4;
    let prompt = p[asked].state.as_ref().unwrap()["prompts"][0].clone();
    let id = prompt["id"].as_u64().unwrap();
    let before: Vec<_> = p
        .iter()
        .map(|c| content(c.state.as_ref().unwrap()))
        .collect();
    let r = p[other]
        .send(json!({"type": "answer", "prompt": id, "choice": pick(&prompt, 0)}))
        .await;
    let expected = if prompt["secret"] == true {
        "stale_prompt"
    } else {
        "not_your_prompt"
    };
    assert_eq!(r["code"], expected, "{r}");
    let r = p[asked]
        .send(json!({"type": "answer", "prompt": id ^ 1, "choice": [0]}))
        .await;
    assert_eq!(r["code"], "stale_prompt");
    let r = p[asked]
        .send(json!({"type": "answer", "prompt": id, "choice": []}))
        .await;
    assert_eq!(r["code"], "wrong_count");
    let r = p[asked]
        .send(json!({"type": "answer", "prompt": id, "choice": [999]}))
        .await;
    assert!(
        r["code"] == "no_such_option" || r["code"] == "wrong_count",
        "{r}"
    );
    let r = p[asked]
        .raw(format!(
            r#"{{"type":"answer","prompt":{id},"choice":[0],"seat":{other}}}"#
        ))
        .await;
    assert_eq!(
        r["code"], "bad_message",
        "naming a seat in an answer is refused"
    );
    // Nothing changed: a full resync shows the same states.
    for (i, c) in p.iter_mut().enumerate() {
        c.ok(json!({"type": "sync"})).await;
        let s = c.wait_for(|s| s["full"] == true).await;
        assert_eq!(
            content(&s)["scene"],
            before[i]["scene"],
            "seat {i}'s scene is unchanged"
        );
        assert_eq!(
            content(&s)["prompts"],
            before[i]["prompts"],
            "seat {i}'s prompts are unchanged"
        );
    }
    // The right answer still goes through on the same connection.
    let r = p[asked]
        .send(json!({"type": "answer", "prompt": id, "choice": pick(&prompt, 0)}))
        .await;
    assert_eq!(r["type"], "answered", "{r}");
    // A second resume of a seat takes it over; the first connection is told.
    let mut again = Client::connect(addr).await;
    again
        .ok(json!({"type": "resume", "code": code, "token": tokens[0]}))
        .await;
    let n = loop {
        let m = p[0].recv().await;
        if m["type"] == "notice" {
            break m;
        }
    };
    assert_eq!(n["code"], "replaced", "{n}");
}

/// Sends `msg` on a seated connection, expects error `code`, then checks that the
/// connection still holds its seat: a resync brings its full state, and the table shows it
/// connected.
async fn refused_and_still_seated(
    p: &mut Client,
    host: &mut Client,
    seat: usize,
    msg: serde_json::Value,
    code: &str,
) {
    let r = p.send(msg.clone()).await;
    assert_eq!(r["code"], code, "{msg}: {r}");
    let r = p.send(json!({"type": "sync"})).await;
    assert_eq!(
        r["type"], "synced",
        "after {msg} the seat is still bound: {r}"
    );
    let s = p.wait_for(|s| s["full"] == true).await;
    assert_eq!(s["you"]["seat"], json!(seat), "after {msg}");
    host.drain(std::time::Duration::from_millis(100)).await;
    assert_eq!(
        host.state.as_ref().unwrap()["seats"][seat]["connected"],
        true,
        "after {msg} the table still shows the seat connected"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_join_resume_or_watch_in_the_same_room_leaves_the_seat_and_host_bound() {
    let dir = tempfile::tempdir().unwrap();
    let config = Config {
        // The host's screen and one table screen.
        max_spectators: 2,
        ..Config::for_tests()
    };
    let addr = start(&dir.path().join("t.db"), config).await;
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 5).await;
    let (mut p, _) = join(addr, &code, 2).await;
    let cases = [
        (
            json!({"type": "join", "code": code, "name": "a\u{0007}b"}),
            "bad_name",
        ),
        (
            json!({"type": "join", "code": code, "name": "玩家2"}),
            "name_taken",
        ),
        (
            json!({"type": "join", "code": code, "name": "x", "seat": 1}),
            "seat_taken",
        ),
        (
            json!({"type": "resume", "code": code, "token": "0".repeat(32)}),
            "bad_token",
        ),
    ];
    for (msg, want) in cases.iter().cloned() {
        refused_and_still_seated(&mut p[0], &mut host, 0, msg, want).await;
    }
    // With the table screen watching the room is full: a seat asking to watch is refused.
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    refused_and_still_seated(
        &mut p[0],
        &mut host,
        0,
        json!({"type": "watch", "code": code}),
        "too_many_spectators",
    )
    .await;
    // The host's refused join leaves it the host.
    let r = host
        .send(json!({"type": "join", "code": code, "name": "玩家1"}))
        .await;
    assert_eq!(r["code"], "name_taken", "{r}");
    let r = host.send(json!({"type": "fill_bots"})).await;
    assert_eq!(
        r["type"], "filled",
        "the host still holds the host controls: {r}"
    );
    // While the game runs, a join is refused and the seat still answers.
    host.ok(json!({"type": "start"})).await;
    refused_and_still_seated(
        &mut p[1],
        &mut host,
        1,
        json!({"type": "join", "code": code, "name": "late"}),
        "wrong_state",
    )
    .await;
}
