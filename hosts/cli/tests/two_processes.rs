//! Two `tianhei serve` processes on one PostgreSQL (a private cluster started for the
//! test): a room created on A is joined through B (B answers `moved` with A's URL, the
//! game is played on A); A is killed with SIGKILL at night; the phones' reconnect lands on
//! B within the lease's lifetime plus two seconds, B restores the room with the same
//! prompts, views and log (no acknowledged answer lost), and the game plays to its end there.

#[path = "../../server/tests/common/mod.rs"]
mod common;

use std::{
    net::{SocketAddr, TcpListener},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use common::*;
use serde_json::{Value, json};

const LEASE_SECS: f64 = 2.0;

struct Server {
    addr: SocketAddr,
    child: Child,
}

impl Server {
    async fn start(db: &str) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        let child = Command::new(env!("CARGO_BIN_EXE_tianhei"))
            .args(["serve", "--addr", &addr.to_string(), "--db", db])
            .args([
                "--bot-delay",
                "0",
                "--deadline-scale",
                "0",
                "--pace-scale",
                "0",
            ])
            .args(["--lease-ttl", &LEASE_SECS.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap();
        let t = Instant::now();
        while tokio::net::TcpStream::connect(addr).await.is_err() {
            assert!(
                t.elapsed() < Duration::from_secs(30),
                "the server at {addr} did not start"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        Server { addr, child }
    }

    fn url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The parts of a state that must survive the move (connection flags aside).
fn lasting(state: &Value) -> Value {
    let mut s = content(state);
    for seat in s["seats"].as_array_mut().unwrap() {
        seat.as_object_mut().unwrap().remove("connected");
    }
    s.as_object_mut().unwrap().remove("log");
    s
}

/// Sends `msg` to `addr`, following a `moved` reply once; returns the client and reply.
async fn ask_following(addr: SocketAddr, msg: Value) -> (Client, Value, Option<String>) {
    let mut c = Client::connect(addr).await;
    let r = c.send(msg.clone()).await;
    if r["type"] != "moved" {
        return (c, r, None);
    }
    let url = r["url"].as_str().unwrap().to_string();
    let there: SocketAddr = url.trim_start_matches("http://").parse().unwrap();
    let mut c = Client::connect(there).await;
    let r = c.send(msg).await;
    (c, r, Some(url))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_moves_to_the_other_process_when_its_own_is_killed_at_night() {
    let pg = pg::Cluster::start();
    let db = pg.url();
    let a = Server::start(&db).await;
    let b = Server::start(&db).await;

    let mut host = Client::connect(a.addr).await;
    let r = host
        .ok(json!({"type": "create", "rules": "sharen", "seats": 12}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    let host_token = r["host_token"].as_str().unwrap().to_string();

    // Joined through B: B says where the room runs, and the seat is taken there.
    let mut players = Vec::new();
    let mut tokens = Vec::new();
    // Every seat a person, deadlines off: the night waits for them, so A dies at night.
    for i in 0..12 {
        let via = if i % 2 == 0 { b.addr } else { a.addr };
        let join = json!({"type": "join", "code": code, "name": format!("玩家{}", i + 1)});
        let (c, r, moved) = ask_following(via, join).await;
        assert_eq!(r["type"], "joined", "{r}");
        if via == b.addr {
            assert_eq!(moved.as_deref(), Some(a.url().as_str()), "B sends to A");
        } else {
            assert!(moved.is_none());
        }
        tokens.push(r["token"].as_str().unwrap().to_string());
        players.push(c);
    }
    host.ok(json!({"type": "start"})).await;

    // One night answer acknowledged, then A is killed with the night still open.
    let choose = |seat: usize, p: &Value, k: u64| pick(p, mix(seat as u64, k) as usize);
    play(&mut players, choose, 1).await;
    for c in players.iter_mut() {
        c.drain(Duration::from_millis(150)).await;
    }
    host.drain(Duration::from_millis(150)).await;
    let before: Vec<(Value, Vec<Value>)> = players
        .iter()
        .map(|c| (lasting(c.state.as_ref().unwrap()), c.log.clone()))
        .collect();
    let table_before = (lasting(host.state.as_ref().unwrap()), host.log.clone());
    assert!(table_before.0["outcome"].is_null(), "the game is running");
    assert_eq!(
        table_before.0["scene"]["banner"]["night"],
        json!(true),
        "killed at night: {}",
        table_before.0["scene"]["banner"]
    );

    let mut a = a;
    a.child.kill().unwrap(); // SIGKILL: no shutdown, no lease released
    a.child.wait().unwrap();
    let killed = Instant::now();
    drop(players);
    drop(host);

    // The phones reconnect to B until it has taken the room over.
    let mut again = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        let c = loop {
            let mut c = Client::connect(b.addr).await;
            let r = c
                .send(json!({"type": "resume", "code": code, "token": t}))
                .await;
            match r["type"].as_str() {
                Some("resumed") => break c,
                // A's lease has not expired yet: B still sends to A, which is gone.
                Some("moved") => assert_eq!(r["url"], json!(a.url()), "{r}"),
                _ => panic!("seat {i}: unexpected reply {r}"),
            }
            assert!(
                killed.elapsed() < Duration::from_secs_f64(LEASE_SECS + 2.0),
                "B took the room over within the lease plus two seconds"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        again.push(c);
    }
    assert!(killed.elapsed() < Duration::from_secs_f64(LEASE_SECS + 2.0));
    for (i, c) in again.iter_mut().enumerate() {
        let s = c.wait_for(|s| s["full"] == true).await;
        assert_eq!(
            lasting(&s),
            before[i].0,
            "seat {i}: the same view, prompts and seats on B"
        );
        assert_eq!(c.log, before[i].1, "seat {i}: the same log on B");
    }
    let mut table = Client::connect(b.addr).await;
    table
        .ok(json!({"type": "resume", "code": code, "token": host_token}))
        .await;
    let s = table.wait_for(|s| s["full"] == true).await;
    assert_eq!(
        (lasting(&s), table.log.clone()),
        table_before,
        "the table screen sees the same public state on B"
    );
    play_out(&mut again, choose).await;
    table.wait_for(|s| !s["outcome"].is_null()).await;
}

fn signal(child: &Child, sig: &str) {
    let ok = Command::new("kill")
        .args([sig, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(ok.success(), "kill {sig}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stalled_owner_cannot_write_after_the_other_process_took_its_room() {
    let pg = pg::Cluster::start();
    let db = pg.url();
    let a = Server::start(&db).await;
    let b = Server::start(&db).await;
    let mut host = Client::connect(a.addr).await;
    let r = host
        .ok(json!({"type": "create", "rules": "mini-wolf", "seats": 4}))
        .await;
    let code = r["code"].as_str().unwrap().to_string();
    let (mut players, tokens) = join(a.addr, &code, 4).await;
    host.ok(json!({"type": "start"})).await;
    // Every seat is a person and deadlines are off: the game waits for a person's answer.
    let (i, prompt) = loop {
        let mut found = None;
        for (i, c) in players.iter_mut().enumerate() {
            c.drain(Duration::from_millis(50)).await;
            if let Some(p) = c.state.as_ref().and_then(|s| s["prompts"].get(0)).cloned() {
                found = Some((i, p));
                break;
            }
        }
        if let Some(f) = found {
            break f;
        }
    };

    // A stalls (SIGSTOP) past its lease; seat i's phone moves to B, which takes the room.
    signal(&a.child, "-STOP");
    tokio::time::sleep(Duration::from_secs_f64(LEASE_SECS + 0.5)).await;
    let mut on_b = Client::connect(b.addr).await;
    let r = on_b
        .ok(json!({"type": "resume", "code": code, "token": tokens[i]}))
        .await;
    assert_eq!(r["type"], "resumed", "B took the room over: {r}");
    let s = on_b.wait_for(|s| s["full"] == true).await;
    assert_eq!(
        s["prompts"][0]["id"], prompt["id"],
        "the same prompt is open on B"
    );

    // A wakes up and seat i's old connection answers there: refused, nothing written.
    signal(&a.child, "-CONT");
    let choice = pick(&prompt, 0);
    let r = players[i]
        .send(json!({"type": "answer", "prompt": prompt["id"], "choice": choice}))
        .await;
    assert_eq!(
        r["type"], "error",
        "the stalled owner may not take the answer: {r}"
    );
    // The same answer on B lands at the same place in the record: A wrote nothing there.
    let r = on_b
        .send(json!({"type": "answer", "prompt": prompt["id"], "choice": choice}))
        .await;
    assert_eq!(r["type"], "answered", "B stores the answer: {r}");
}
