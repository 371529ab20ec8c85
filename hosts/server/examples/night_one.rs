//! How long the first night of a game takes at a table, as the table screen sees it: the
//! real server in this process with `tianhei serve`'s pacing and bot delay (or others given
//! on the command line), a room of bots only (a person who answers within a step's pause
//! changes nothing: the room keeps the same pauses whoever acts), and a table screen that
//! notes when each narration line arrives.
//!
//! ```text
//! cargo run --release -p tianhei-server --example night_one -- sharen
//! cargo run --release -p tianhei-server --example night_one -- sharen --pace-scale 0.5
//! cargo run --release -p tianhei-server --example night_one -- sharen-classic --bot-delay 0.6
//! ```
//!
//! Prints each narration line of night 1 with its time from the start, then the time to
//! 「天亮了」 and to the first speech of day 1.

use std::time::Instant;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

mod table;

#[tokio::main]
async fn main() {
    let args = table::Args::read();
    let rules = args.rules("sharen");
    let seats = args.flag("--players", 12.0) as usize;
    let config = args.config();
    let server = table::Server::start("night-one", config.clone()).await;
    let addr = server.addr;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .expect("the server takes the connection");
    let mut re = 0;
    let mut send = async |ws: &mut tokio_tungstenite::WebSocketStream<_>, msg: Value| {
        re += 1;
        let mut m = msg;
        m["re"] = json!(re);
        ws.send(Message::Text(m.to_string().into())).await.unwrap();
    };
    send(
        &mut ws,
        json!({"type": "create", "rules": rules, "seats": seats, "seed": 1}),
    )
    .await;
    send(&mut ws, json!({"type": "fill_bots"})).await;
    send(&mut ws, json!({"type": "start"})).await;
    println!(
        "{rules}, {seats} bots; pace scale {}, bot delay {:.1} s",
        config.pace_scale,
        config.bot_delay.as_secs_f64()
    );
    let mut t0: Option<Instant> = None;
    let (mut dawn, mut speech) = (None, None);
    while speech.is_none() {
        let t = match ws.next().await {
            Some(Ok(Message::Text(t))) => t,
            Some(Ok(_)) => continue,
            _ => break,
        };
        let m: Value = serde_json::from_str(t.as_str()).unwrap_or_default();
        if m["type"] != "state" || m["scene"].is_null() {
            continue;
        }
        let start = *t0.get_or_insert_with(Instant::now);
        let at = start.elapsed().as_secs_f64();
        for l in m["log"].as_array().into_iter().flatten() {
            let zh = l["text"]["zh"].as_str().unwrap_or("");
            if l["pace_ms"].is_number() && dawn.is_none() {
                println!("{at:6.1} s  {zh}");
            }
            if zh.starts_with("天亮了") && dawn.is_none() {
                dawn = Some(at);
            }
            if dawn.is_some() && zh.starts_with('请') && zh.ends_with("发言") {
                speech = Some(at);
            }
        }
    }
    println!(
        "night 1: {:.1} s to 「天亮了」, {:.1} s to the first speech",
        dawn.unwrap_or(f64::NAN),
        speech.unwrap_or(f64::NAN)
    );
}
