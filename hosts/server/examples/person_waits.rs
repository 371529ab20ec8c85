//! How long a person waits at a table of bots: the real server in this process with
//! `tianhei serve`'s pacing and bot delay (or others given on the command line), one
//! phone joined as a person who answers every prompt the moment it shows (with its
//! default), bots in the other seats, and the time between one answer and the next
//! prompt shown to the person — the time he sits with nothing to do.
//!
//! ```text
//! cargo run --release -p tianhei-server --example person_waits -- fengsheng-classic --players 7
//! cargo run --release -p tianhei-server --example person_waits -- guozhan --players 6 --seed 3
//! ```
//!
//! Prints the prompts shown, the longest and the median wait, and the game's length.

use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

type Ws =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn send(ws: &mut Ws, re: &mut u64, mut msg: Value) {
    *re += 1;
    msg["re"] = json!(*re);
    ws.send(Message::Text(msg.to_string().into()))
        .await
        .unwrap();
}

/// The next JSON message.
async fn next(ws: &mut Ws) -> Option<Value> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(t)) => return serde_json::from_str(t.as_str()).ok(),
            Ok(_) => continue,
            Err(_) => return None,
        }
    }
}

mod table;

#[tokio::main]
async fn main() {
    let args = table::Args::read();
    let rules = args.rules("fengsheng-classic");
    let seats = args.flag("--players", 7.0) as usize;
    let seed = args.flag("--seed", 1.0) as u64;
    let config = args.config();
    let server = table::Server::start("person-waits", config.clone()).await;
    let addr = server.addr;
    let url = format!("ws://{addr}/ws");
    let (mut host, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let mut host_re = 0;
    send(
        &mut host,
        &mut host_re,
        json!({"type": "create", "rules": rules, "seats": seats, "seed": seed}),
    )
    .await;
    let code = loop {
        let m = next(&mut host).await.expect("the room is created");
        if let Some(c) = m["code"].as_str() {
            break c.to_string();
        }
    };
    let (mut me, _) = tokio_tungstenite::connect_async(&url).await.unwrap();
    let mut re = 0;
    send(
        &mut me,
        &mut re,
        json!({"type": "join", "code": code, "name": "玩家"}),
    )
    .await;
    // Seated before the bots fill the rest.
    loop {
        let m = next(&mut me).await.expect("the person joins");
        if m["type"] == "error" {
            panic!("the person could not join: {m}");
        }
        if m["seat"].is_number() {
            break;
        }
    }
    send(&mut host, &mut host_re, json!({"type": "fill_bots"})).await;
    send(&mut host, &mut host_re, json!({"type": "start"})).await;
    // The table screen is read and let be.
    tokio::spawn(async move { while next(&mut host).await.is_some() {} });
    println!(
        "{rules}, {seats} seats (one person, {} bots), seed {seed}; pace scale {}, bot delay {:.1} s",
        seats - 1,
        config.pace_scale,
        config.bot_delay.as_secs_f64()
    );
    let start = Instant::now();
    let mut since = start;
    let mut waits: Vec<f64> = Vec::new();
    let mut answered = std::collections::HashSet::new();
    let deadline = start + Duration::from_secs(3600);
    while Instant::now() < deadline {
        let Ok(Some(m)) = tokio::time::timeout(Duration::from_secs(600), next(&mut me)).await
        else {
            break;
        };
        if m["type"] != "state" {
            if std::env::var_os("PERSON_WAITS_DEBUG").is_some() {
                eprintln!("{m}");
            }
            continue;
        }
        if !m["outcome"].is_null() {
            break;
        }
        let Some(p) = m["prompts"].as_array().and_then(|a| a.first()) else {
            continue;
        };
        let id = p["id"].as_u64().unwrap_or(0);
        if !answered.insert(id) {
            continue;
        }
        let wait = since.elapsed().as_secs_f64();
        waits.push(wait);
        eprintln!(
            "{:7.1} s  prompt {:3} after {wait:5.1} s: {}",
            start.elapsed().as_secs_f64(),
            waits.len(),
            p["kind"].as_str().unwrap_or("")
        );
        let choice = p["default"].clone();
        send(
            &mut me,
            &mut re,
            json!({"type": "answer", "prompt": id, "choice": choice}),
        )
        .await;
        since = Instant::now();
    }
    let length = start.elapsed().as_secs_f64();
    let mut sorted = waits.clone();
    sorted.sort_by(f64::total_cmp);
    let median = sorted.get(sorted.len() / 2).copied().unwrap_or(f64::NAN);
    let longest = sorted.last().copied().unwrap_or(f64::NAN);
    println!(
        "prompts shown: {}; longest wait {longest:.1} s, median {median:.1} s; game {length:.0} s",
        waits.len(),
    );
}
