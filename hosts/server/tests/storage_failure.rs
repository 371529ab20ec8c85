//! Storage failures: a host action the store refuses is answered with `storage` and changes
//! nothing, in memory or on the table.

mod common;

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use common::*;
use serde_json::json;
use tianhei_core::GameRecord;
use tianhei_server::{
    Config, Store,
    sqlite::SqliteStore,
    store::{StoreError, StoreResult, StoredRoom, Write},
};

/// SQLite whose seat writes fail while `fail_seats` is set.
struct Flaky {
    inner: SqliteStore,
    fail_seats: Arc<AtomicBool>,
}

impl Store for Flaky {
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
        writes
            .iter()
            .map(|w| match w {
                Write::SaveSeats { .. } if self.fail_seats.load(Ordering::SeqCst) => {
                    Err(StoreError("disk full (test)".into()))
                }
                w => self.inner.write(w.clone()),
            })
            .collect()
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
async fn fill_bots_and_remove_refused_by_the_store_change_no_seat() {
    let dir = tempfile::tempdir().unwrap();
    let fail_seats = Arc::new(AtomicBool::new(false));
    let store = Arc::new(Flaky {
        inner: SqliteStore::open(&dir.path().join("t.db")).unwrap(),
        fail_seats: fail_seats.clone(),
    });
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        tianhei_server::run_with(listener, store, Config::for_tests(), std::future::pending())
            .await
            .unwrap();
    });
    let (mut host, code, _) = create_room(addr, "mini-wolf", 4, 9).await;
    let (mut p, _) = join(addr, &code, 2).await;
    host.drain(std::time::Duration::from_millis(100)).await;
    let seats_before = host.state.as_ref().unwrap()["seats"].clone();

    fail_seats.store(true, Ordering::SeqCst);
    let r = host.send(json!({"type": "fill_bots"})).await;
    assert_eq!(r["code"], "storage", "{r}");
    let r = host.send(json!({"type": "remove", "seat": 1})).await;
    assert_eq!(r["code"], "storage", "{r}");
    host.ok(json!({"type": "sync"})).await;
    let s = host.wait_for(|s| s["full"] == true).await;
    assert_eq!(s["seats"], seats_before, "no seat changed");
    let r = p[1].send(json!({"type": "sync"})).await;
    assert_eq!(
        r["type"], "synced",
        "the player whose removal failed keeps the seat: {r}"
    );
    let r = host.send(json!({"type": "start"})).await;
    assert_eq!(r["code"], "seats_empty", "no bot was seated: {r}");

    // Once the store works again the same actions go through.
    fail_seats.store(false, Ordering::SeqCst);
    host.ok(json!({"type": "fill_bots"})).await;
    host.ok(json!({"type": "start"})).await;
}
