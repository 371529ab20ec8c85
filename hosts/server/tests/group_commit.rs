//! Group commit: the answers of many rooms are written in one transaction, and still every
//! answer is acknowledged only once it is committed (the write-before-ack promise).

mod common;

use std::{
    collections::HashSet,
    sync::{Arc, Mutex},
    time::Duration,
};

use common::*;
use serde_json::json;
use tianhei_core::GameRecord;
use tianhei_server::{
    Config, Store,
    sqlite::SqliteStore,
    store::{StoreResult, StoredRoom, Write},
};

/// SQLite that notes each batch and each committed answer, and commits slowly enough
/// (a few milliseconds, like a disk) for batches to gather.
struct Counting {
    inner: SqliteStore,
    batches: Mutex<Vec<usize>>,
    /// (room, seat) of every committed answer.
    answers: Mutex<Vec<(String, u8)>>,
}

impl Store for Counting {
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
        std::thread::sleep(Duration::from_millis(4));
        let r = self.inner.apply(writes);
        let mut answers = self.answers.lock().unwrap();
        for (w, ok) in writes.iter().zip(&r) {
            if let (Write::AppendAnswer { code, answer, .. }, Ok(())) = (w, ok) {
                answers.push((code.clone(), answer.seat.0));
            }
        }
        self.batches.lock().unwrap().push(writes.len());
        r
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

impl Counting {
    fn committed(&self, code: &str, seat: usize) -> usize {
        self.answers
            .lock()
            .unwrap()
            .iter()
            .filter(|(c, s)| c == code && *s as usize == seat)
            .count()
    }
}

/// A room of four scripted players; after every acknowledgement, the answer is committed.
async fn checked_room(addr: std::net::SocketAddr, store: Arc<Counting>, seed: u64) -> usize {
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, seed).await;
    let (mut players, _) = join(addr, &code, 4).await;
    host.ok(json!({"type": "start"})).await;
    let mut answered = vec![HashSet::<u64>::new(); 4];
    let mut acks = [0usize; 4];
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        for (i, c) in players.iter_mut().enumerate() {
            while c.try_recv(Duration::from_millis(1)).await.is_some() {}
            let Some(s) = c.state.clone() else { continue };
            let Some(p) = s["prompts"].as_array().unwrap().first().cloned() else {
                continue;
            };
            let id = p["id"].as_u64().unwrap();
            if !answered[i].insert(id) {
                continue;
            }
            let choice = pick(&p, mix(seed + i as u64, answered[i].len() as u64) as usize);
            let r = c
                .send(json!({"type": "answer", "prompt": id, "choice": choice}))
                .await;
            if r["type"] == "answered" {
                acks[i] += 1;
                let stored = store.committed(&code, i);
                assert!(
                    stored >= acks[i],
                    "room {code} seat {i}: {} answers acknowledged, {stored} committed",
                    acks[i]
                );
            }
        }
        if players
            .iter()
            .all(|c| c.state.as_ref().is_some_and(|s| !s["outcome"].is_null()))
        {
            return acks.iter().sum();
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "room {code} stalled"
        );
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
}

/// A room of bots playing games back to back: writes from many rooms at once.
async fn busy_room(addr: std::net::SocketAddr, seed: u64, games: u32) {
    let (mut host, _, _) = create_room(addr, "sharen", 12, seed).await;
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
    for g in 1..=games {
        host.wait_for(|s| !s["outcome"].is_null() && s["room"]["game"] == g)
            .await;
        if g < games {
            host.ok(json!({"type": "new_game"})).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_from_many_rooms_share_a_transaction_and_each_is_acknowledged_after_its_commit() {
    let dir = tempfile::tempdir().unwrap();
    let store = Arc::new(Counting {
        inner: SqliteStore::open(&dir.path().join("t.db")).unwrap(),
        batches: Mutex::new(Vec::new()),
        answers: Mutex::new(Vec::new()),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let s = store.clone();
    tokio::spawn(async move {
        tianhei_server::run_with(listener, s, Config::for_tests(), std::future::pending())
            .await
            .unwrap();
    });
    let mut tasks = Vec::new();
    for seed in 0..12 {
        tasks.push(tokio::spawn(busy_room(addr, seed, 2)));
    }
    let checked: Vec<_> = (0..4)
        .map(|seed| tokio::spawn(checked_room(addr, store.clone(), 100 + seed)))
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let mut acked = 0;
    for t in checked {
        acked += t.await.unwrap();
    }
    assert!(acked > 10, "{acked} answers acknowledged");
    let batches = store.batches.lock().unwrap().clone();
    let writes: usize = batches.iter().sum();
    let largest = batches.iter().max().copied().unwrap_or(0);
    eprintln!(
        "{writes} writes in {} transactions, the largest {largest}",
        batches.len()
    );
    assert!(
        largest >= 8,
        "writes of several rooms share a transaction (largest batch {largest})"
    );
    assert!(
        batches.len() * 2 < writes,
        "{writes} writes took {} transactions",
        batches.len()
    );
}
