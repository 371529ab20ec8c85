//! Graceful shutdown: when the server is asked to stop, an answer already sent is still
//! stored and acknowledged, every connection is told (`server_shutdown`, then close 1001),
//! and `run_with` returns only once storage has every write — the next start restores the
//! game with that answer in it.

mod common;

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use common::*;
use serde_json::{Value, json};
use tianhei_core::GameRecord;
use tianhei_server::{
    Config, Store,
    sqlite::SqliteStore,
    store::{StoreResult, StoredRoom, Write},
};

/// SQLite that takes its time over answers while `slow` is set: a write stays in flight.
struct Slow {
    inner: SqliteStore,
    slow: Arc<AtomicBool>,
}

impl Store for Slow {
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
        let answers = writes
            .iter()
            .any(|w| matches!(w, Write::AppendAnswer { .. }));
        if answers && self.slow.load(Ordering::SeqCst) {
            std::thread::sleep(Duration::from_millis(600));
        }
        self.inner.apply(writes)
    }
    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>> {
        self.inner.open_rooms()
    }
    fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>> {
        self.inner.record(code, game)
    }
    fn purge_ended(&self, before: u64) -> StoreResult<usize> {
        self.inner.purge_ended(before)
    }
    fn next_epoch(&self) -> StoreResult<u64> {
        self.inner.next_epoch()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn graceful_shutdown_tells_clients_and_completes_storage_writes_in_flight() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t.db");
    let slow = Arc::new(AtomicBool::new(false));
    let store = Arc::new(Slow {
        inner: SqliteStore::open(&db).unwrap(),
        slow: slow.clone(),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let done = tokio::spawn(async move {
        tianhei_server::run_with(listener, store, Config::for_tests(), async {
            let _ = stopped.await;
        })
        .await
        .unwrap();
    });
    let (mut host, code, _) = create_room(addr, "sharen", 12, 8).await;
    let (mut players, _) = join(addr, &code, 12).await;
    let mut table = Client::connect(addr).await;
    table.ok(json!({"type": "watch", "code": code})).await;
    let idle = Client::connect(addr).await;
    host.ok(json!({"type": "start"})).await;
    let choose = |seat: usize, p: &Value, k: u64| pick(p, mix(seat as u64, k) as usize);
    play(&mut players, choose, 3).await;
    // Send an answer; while its write is in flight, ask the server to stop.
    slow.store(true, Ordering::SeqCst);
    let asked = players
        .iter()
        .position(|c| {
            !c.state.as_ref().unwrap()["prompts"]
                .as_array()
                .unwrap()
                .is_empty()
        })
        .expect("someone is asked");
    let p = players[asked].state.as_ref().unwrap()["prompts"][0].clone();
    let msg = json!({"type": "answer", "re": "last", "prompt": p["id"], "choice": pick(&p, 0)});
    players[asked]
        .send_frame(tokio_tungstenite::tungstenite::Message::Text(
            msg.to_string().into(),
        ))
        .await;
    tokio::time::sleep(Duration::from_millis(200)).await;
    stop.send(()).unwrap();
    // The answer is acknowledged, then the notice, then the close frame.
    let code_of = players[asked].close_code().await;
    let got = &players[asked].received;
    let ack = got.iter().position(|m| m["re"] == "last");
    let notice = got
        .iter()
        .position(|m| m["type"] == "notice" && m["code"] == "server_shutdown");
    assert!(
        ack.is_some(),
        "the answer sent before the shutdown is acknowledged: {:?}",
        got.iter().rev().take(3).collect::<Vec<_>>()
    );
    assert_eq!(
        got[ack.unwrap()]["type"],
        "answered",
        "{}",
        got[ack.unwrap()]
    );
    assert!(notice > ack, "the notice comes after the acknowledgement");
    assert_eq!(code_of, Some(1001), "then a close frame: going away");
    // Everyone else is told too, bound or not.
    let mut others: Vec<Client> = players.into_iter().collect();
    others.push(host);
    others.push(table);
    others.push(idle);
    for (i, mut c) in others.into_iter().enumerate() {
        if i == asked {
            continue;
        }
        let code = c.close_code().await;
        assert!(
            c.received
                .iter()
                .any(|m| m["type"] == "notice" && m["code"] == "server_shutdown"),
            "connection {i} was not told"
        );
        assert_eq!(code, Some(1001), "connection {i}");
    }
    tokio::time::timeout(Duration::from_secs(20), done)
        .await
        .expect("run_with returns after the shutdown")
        .unwrap();
    // Storage has the acknowledged answer: the room is restored with it.
    let store = SqliteStore::open(&db).unwrap();
    let open = store.open_rooms().unwrap();
    let rec = open[0].current.as_ref().unwrap();
    assert!(
        rec.answers.iter().any(|a| a.seat.0 as usize == asked),
        "the last answer is stored"
    );
}
