//! Group commit: one thread writes for every room. Rooms queue their writes and wait; the
//! thread takes everything queued at that moment (the writes of many rooms), hands it to
//! [`Store::apply`] as one transaction, and only then answers each room, so every answer is
//! still acknowledged after it is durable. While one commit runs, the next batch gathers:
//! under load a batch is what arrived in the last commit's few milliseconds; alone, a write
//! is committed at once.

use std::{
    sync::{Arc, Mutex, mpsc},
    thread::JoinHandle,
    time::Duration,
};

use tokio::sync::oneshot;

use crate::store::{Store, StoreError, StoreResult, Write};

struct Job {
    write: Write,
    /// The room lease's fencing number, on a shared store.
    fence: Option<u64>,
    done: oneshot::Sender<StoreResult<()>>,
}

/// The handle rooms write through.
pub struct Committer {
    tx: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    /// The store, for reads.
    pub store: Arc<dyn Store>,
}

impl Committer {
    /// Starts the committing thread over `store`; a batch holds at most `max_batch` writes.
    pub fn start(store: Arc<dyn Store>, max_batch: usize) -> std::io::Result<Committer> {
        let (tx, rx) = mpsc::channel::<Job>();
        let s = store.clone();
        let thread = std::thread::Builder::new()
            .name("tianhei-commit".into())
            .spawn(move || run(&*s, rx, max_batch.max(1)))?;
        Ok(Committer {
            tx: Mutex::new(Some(tx)),
            thread: Mutex::new(Some(thread)),
            store,
        })
    }

    /// Writes `w` with whatever else is queued; resolves once it is committed.
    pub async fn write(&self, w: Write) -> StoreResult<()> {
        self.write_fenced(w, None).await
    }

    /// Like [`Committer::write`], checked against the room lease's fencing number `fence`
    /// (see [`Store::apply_fenced`]).
    pub async fn write_fenced(&self, w: Write, fence: Option<u64>) -> StoreResult<()> {
        let (done, wait) = oneshot::channel();
        let sent = self
            .tx
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .as_ref()
            .map(|tx| {
                tx.send(Job {
                    write: w,
                    fence,
                    done,
                })
                .is_ok()
            });
        if sent != Some(true) {
            return Err(StoreError(
                "the server is shutting down; nothing more is written".into(),
            ));
        }
        wait.await
            .unwrap_or_else(|_| Err(StoreError("the storage thread stopped".into())))
    }

    /// Stops taking writes, commits every write already queued and waits for the thread
    /// (at most `wait`). Blocking: run it off the async threads.
    pub fn close(&self, wait: Duration) {
        self.tx.lock().unwrap_or_else(|e| e.into_inner()).take();
        let Some(t) = self.thread.lock().unwrap_or_else(|e| e.into_inner()).take() else {
            return;
        };
        let deadline = std::time::Instant::now() + wait;
        while !t.is_finished() && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
        if t.is_finished() {
            let _ = t.join();
        } else {
            eprintln!("tianhei-server: storage writes still running after {wait:?}; not waiting");
        }
    }
}

/// A room's way to the committer: on a shared store its writes carry its lease's fencing
/// number, and a write refused because another process took the room over marks the room
/// `lost` (it then stops; see [`crate::room::Room::run`]).
#[derive(Clone)]
pub struct RoomDb {
    committer: Arc<Committer>,
    fence: Option<u64>,
    lost: Arc<std::sync::atomic::AtomicBool>,
}

impl std::fmt::Debug for RoomDb {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RoomDb")
            .field("fence", &self.fence)
            .field("lost", &self.lost())
            .finish()
    }
}

impl RoomDb {
    /// Writes of a room holding the lease `fence` (`None`: an unshared store).
    pub fn new(committer: Arc<Committer>, fence: Option<u64>) -> RoomDb {
        RoomDb {
            committer,
            fence,
            lost: Arc::default(),
        }
    }

    /// Writes `w` for the room; resolves once it is committed.
    pub async fn write(&self, w: Write) -> StoreResult<()> {
        let r = self.committer.write_fenced(w, self.fence).await;
        if let Err(e) = &r
            && e.is_fence_lost()
        {
            self.lose();
        }
        r
    }

    /// The committer it writes through.
    pub fn committer(&self) -> Arc<Committer> {
        self.committer.clone()
    }

    /// The lease's fencing number.
    pub fn fence(&self) -> Option<u64> {
        self.fence
    }

    /// Marks the room as taken over by another process.
    pub fn lose(&self) {
        self.lost.store(true, std::sync::atomic::Ordering::Relaxed);
    }

    /// Whether another process took the room over.
    pub fn lost(&self) -> bool {
        self.lost.load(std::sync::atomic::Ordering::Relaxed)
    }
}

fn run(store: &dyn Store, rx: mpsc::Receiver<Job>, max_batch: usize) {
    let mut batch: Vec<Job> = Vec::new();
    // Ends when every sender is gone and the queue is empty: queued writes are all committed.
    while let Ok(first) = rx.recv() {
        batch.push(first);
        while batch.len() < max_batch {
            match rx.try_recv() {
                Ok(j) => batch.push(j),
                Err(_) => break,
            }
        }
        let results = if batch.iter().all(|j| j.fence.is_none()) {
            let writes: Vec<Write> = batch.iter().map(|j| j.write.clone()).collect();
            store.apply(&writes)
        } else {
            let writes: Vec<(Write, Option<u64>)> =
                batch.iter().map(|j| (j.write.clone(), j.fence)).collect();
            store.apply_fenced(&writes)
        };
        let mut results = results.into_iter();
        for job in batch.drain(..) {
            let r = results
                .next()
                .unwrap_or_else(|| Err(StoreError("the store gave no result".into())));
            let _ = job.done.send(r);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        sqlite::SqliteStore,
        store::{RoomRow, SeatRow},
    };

    fn create(code: &str) -> Write {
        Write::CreateRoom {
            room: RoomRow {
                code: code.into(),
                rules_id: "x".into(),
                rules_src: "s".into(),
                seats: 1,
                host_token: "h".into(),
                secret: "s".into(),
                seed: None,
                bots: Default::default(),
            },
            seats: vec![SeatRow::Empty],
        }
    }

    #[tokio::test]
    async fn writes_are_answered_after_their_commit_and_close_flushes_the_queue() {
        let store: Arc<dyn Store> = Arc::new(SqliteStore::memory().unwrap());
        let c = Arc::new(Committer::start(store.clone(), 64).unwrap());
        c.write(create("AAAA")).await.unwrap();
        assert_eq!(
            store.open_rooms().unwrap().len(),
            1,
            "durable when answered"
        );
        assert!(
            c.write(create("AAAA")).await.is_err(),
            "a refused write says so"
        );
        let many: Vec<_> = ["BBBB", "CCCC", "DDDD"]
            .iter()
            .map(|code| {
                let c = c.clone();
                let w = create(code);
                tokio::spawn(async move { c.write(w).await })
            })
            .collect();
        for h in many {
            h.await.unwrap().unwrap();
        }
        let c2 = c.clone();
        tokio::task::spawn_blocking(move || c2.close(Duration::from_secs(5)))
            .await
            .unwrap();
        assert_eq!(store.open_rooms().unwrap().len(), 4);
        assert!(c.write(create("EEEE")).await.is_err(), "closed");
    }
}
