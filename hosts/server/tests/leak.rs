//! Leaks: across whole games, every message to seat X is built only from what X may see
//! (X's scene, X's prompts, X's log), never another seat's token or secret prompt; the
//! table screen gets only public state, only when it changes, and the same whoever acts.

mod common;

use std::collections::HashSet;

use common::*;
use serde_json::{Value, json};
use tianhei_core::{GameRecord, Match, Seat, Viewer};
use tianhei_server::Config;

/// Everything one viewer may legitimately be shown at some point of the game.
#[derive(Default)]
struct Allowed {
    scenes: HashSet<String>,
    prompts: HashSet<String>,
    waiting: HashSet<String>,
    log: Vec<Value>,
}

fn line(e: &tianhei_core::Event) -> Value {
    let mut v = json!({"key": e.key, "text": e.text});
    if let Some(p) = e.pace {
        v["pace_ms"] = json!(p.pause_ms);
    }
    if e.audience != tianhei_core::Audience::All {
        v["mine"] = json!(true);
    }
    v
}

fn prompt_json(p: &tianhei_core::Prompt) -> String {
    json!({"kind": p.kind, "text": p.text, "options": tianhei_server::push::options_json(&p.options), "subjects": p.subjects,
           "min": p.min, "max": p.max, "default": p.default, "secret": p.secret})
    .to_string()
}

/// Who is asked in public, by the numbers players see.
fn waiting_json(m: &Match) -> String {
    let nos: Vec<usize> = m.public_waiting().iter().map(|s| s.number()).collect();
    json!(nos).to_string()
}

/// Replays the record and lists, per viewer, every state it may see.
fn allowed(record: &GameRecord) -> (Vec<Allowed>, Allowed) {
    let mut m = Match::from_record_start(record).unwrap();
    let mut seats: Vec<Allowed> = (0..record.seats).map(|_| Allowed::default()).collect();
    let mut public = Allowed::default();
    let note = |m: &Match, seats: &mut Vec<Allowed>, public: &mut Allowed| {
        for (i, a) in seats.iter_mut().enumerate() {
            let s = Seat(i as u8);
            a.scenes.insert(json!(m.scene(Viewer::Seat(s))).to_string());
            a.prompts.extend(m.prompts_for(s).map(prompt_json));
            a.waiting.insert(waiting_json(m));
        }
        public
            .scenes
            .insert(json!(m.scene(Viewer::Public)).to_string());
        public.waiting.insert(waiting_json(m));
    };
    note(&m, &mut seats, &mut public);
    for a in &record.answers {
        m.answer(a.seat, a.prompt, &a.choice).unwrap();
        note(&m, &mut seats, &mut public);
    }
    for (i, a) in seats.iter_mut().enumerate() {
        a.log = m
            .table()
            .log()
            .for_viewer(Viewer::Seat(Seat(i as u8)), 0)
            .map(line)
            .collect();
    }
    public.log = m
        .table()
        .log()
        .for_viewer(Viewer::Public, 0)
        .map(line)
        .collect();
    (seats, public)
}

fn check_stream(who: &str, msgs: &[Value], log: &[Value], allowed: &Allowed, foreign: &[String]) {
    let states: Vec<&Value> = msgs
        .iter()
        .filter(|m| m["type"] == "state" && m["room"]["status"] != "lobby")
        .collect();
    assert!(!states.is_empty(), "{who} got states");
    for s in &states {
        let text = s.to_string();
        for t in foreign {
            assert!(
                !text.contains(t.as_str()),
                "{who} was sent another identity's token"
            );
        }
        if !s["scene"].is_null() {
            assert!(
                allowed.scenes.contains(&s["scene"].to_string()),
                "{who} got a scene it may not see: {}",
                s["scene"]
            );
        }
        for p in s["prompts"].as_array().unwrap() {
            let mut p = p.clone();
            let o = p.as_object_mut().unwrap();
            o.remove("id");
            o.remove("deadline");
            assert!(
                allowed
                    .prompts
                    .contains(&serde_json::to_string(&p).unwrap())
                    || {
                        // Key order of serde_json objects is sorted; compare structurally.
                        allowed
                            .prompts
                            .iter()
                            .any(|a| serde_json::from_str::<Value>(a).unwrap() == p)
                    },
                "{who} got a prompt that is not its own: {p}"
            );
        }
        assert!(
            allowed.waiting.contains(&s["waiting"].to_string()),
            "{who} got a waiting list the public never had: {}",
            s["waiting"]
        );
        for l in s["log"].as_array().unwrap() {
            assert!(
                l.get("seq").is_none() && l.get("audience").is_none(),
                "log lines carry no sequence or audience"
            );
        }
    }
    assert_eq!(
        log,
        allowed.log.as_slice(),
        "{who}'s log is exactly its own log"
    );
}

async fn whole_game(rules: &str, seats: usize, seed: u64) {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    let (mut host, code, host_token) = create_room(addr, rules, seats, seed).await;
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    let (mut players, tokens) = join(addr, &code, seats).await;
    host.ok(json!({"type": "start"})).await;
    play_out(&mut players, |seat, p, k| {
        pick(p, mix(seat as u64 * 31 + seed, k) as usize)
    })
    .await;
    table.wait_for(|s| !s["outcome"].is_null()).await;
    table.drain(std::time::Duration::from_millis(100)).await;

    let mut rec = None;
    for _ in 0..50 {
        let r = players[0].state.as_ref().unwrap()["room"]["game"]
            .as_u64()
            .unwrap();
        let body = reqwest_like(addr, &format!("/api/records/{code}/{r}")).await;
        if let Ok(r) = serde_json::from_str::<GameRecord>(&body) {
            rec = Some(r);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let record = rec.expect("the finished game's record is served");
    let (per_seat, public) = allowed(&record);
    for (i, c) in players.iter().enumerate() {
        let mut foreign: Vec<String> = tokens
            .iter()
            .enumerate()
            .filter(|(j, _)| *j != i)
            .map(|(_, t)| t.clone())
            .collect();
        foreign.push(host_token.clone());
        check_stream(
            &format!("seat {i}"),
            &c.received,
            &c.log,
            &per_seat[i],
            &foreign,
        );
    }
    let mut all = tokens.clone();
    all.push(host_token.clone());
    check_stream("the table", &table.received, &table.log, &public, &all);
    for s in table.received.iter().filter(|m| m["type"] == "state") {
        assert!(
            s["prompts"].as_array().unwrap().is_empty(),
            "the table has no prompts"
        );
    }
    // The table is pushed only when the public state changed.
    let contents: Vec<Value> = table
        .received
        .iter()
        .filter(|m| m["type"] == "state")
        .map(content)
        .collect();
    for w in contents.windows(2) {
        assert_ne!(
            w[0], w[1],
            "a public push repeats the previous one: it would betray a hidden action"
        );
    }
}

/// A plain HTTP GET returning the body whatever the status.
async fn reqwest_like(addr: std::net::SocketAddr, path: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    s.write_all(
        format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
    .await
    .unwrap();
    let mut buf = Vec::new();
    s.read_to_end(&mut buf).await.unwrap();
    let text = String::from_utf8(buf).unwrap();
    text.split_once("\r\n\r\n")
        .map(|x| x.1.to_string())
        .unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_of_a_twelve_seat_sharen_game_is_sent_anything_beyond_its_own_view() {
    for seed in [1, 2] {
        whole_game("sharen", 12, seed).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_of_a_mini_wolf_game_is_sent_anything_beyond_its_own_view() {
    for seed in [5, 6, 7] {
        whole_game("mini-wolf", 6, seed).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_seat_of_a_twelve_seat_langren_game_is_sent_anything_beyond_its_own_view() {
    for (rules, seed) in [("langren", 1), ("langren-guard", 2)] {
        whole_game(rules, 12, seed).await;
    }
}

/// Plays a room where every seat is a scripted client; secret prompts are answered with
/// `shift` added to the pick. Returns the table's state messages.
async fn table_stream(
    addr: std::net::SocketAddr,
    rules: &str,
    seats: usize,
    seed: u64,
    shift: usize,
) -> Vec<Value> {
    let (mut host, code, _) = create_room(addr, rules, seats, seed).await;
    let (mut players, _) = join(addr, &code, seats).await;
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    host.ok(json!({"type": "start"})).await;
    play_out(&mut players, |seat, p, k| {
        let base = mix(seat as u64, k) as usize;
        pick(
            p,
            if p["secret"] == true {
                base + shift
            } else {
                base
            },
        )
    })
    .await;
    table.wait_for(|s| !s["outcome"].is_null()).await;
    table.drain(std::time::Duration::from_millis(100)).await;
    table
        .received
        .iter()
        .filter(|m| m["type"] == "state")
        .map(content)
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn table_messages_at_night_are_the_same_whoever_acts_and_whatever_they_choose() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start(&dir.path().join("t.db"), Config::for_tests()).await;
    for (rules, seats) in [("sharen", 12), ("mini-wolf", 6), ("langren-guard", 12)] {
        let a = table_stream(addr, rules, seats, 99, 0).await;
        let b = table_stream(addr, rules, seats, 99, 1).await;
        let strip = |v: &Value| {
            let mut v = v.clone();
            v["room"].as_object_mut().unwrap().remove("code");
            // By day, who has not answered a public prompt yet (hands raised for sheriff)
            // is public and depends on when twelve sockets' answers arrive; at night the
            // list must be the same whoever acts, and is compared.
            if v["scene"]["banner"]["night"] != json!(true) {
                v.as_object_mut().unwrap().remove("waiting");
            }
            v
        };
        // Identical until the game announces something different in public.
        let first = a.iter().zip(&b).position(|(x, y)| strip(x) != strip(y));
        eprintln!(
            "{rules}: {} and {} table states, first difference at {first:?}",
            a.len(),
            b.len()
        );
        let Some(i) = first else { continue };
        assert_ne!(
            (a[i]["log"].clone(), a[i]["scene"].clone()),
            (b[i]["log"].clone(), b[i]["scene"].clone()),
            "{rules}: the table's messages differ before anything public differs:\n{}\n{}",
            a[i],
            b[i]
        );
        assert_ne!(
            a[i]["log"], b[i]["log"],
            "{rules}: the first public difference comes with a public announcement"
        );
    }
}
