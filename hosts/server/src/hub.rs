//! The registry of rooms by code: hands connections a room's command channel, renews room
//! leases, purges ended rooms past their retention, and runs the shutdown (rooms finish
//! what they hold, storage flushes, connections are told); [`crate::open`] opens the rooms
//! it registers. The lock guards only the map, never game state.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, AtomicUsize, Ordering},
    },
    time::Duration,
};

use serde_json::{Value, json};
use tianhei_core::RuleFile;
use tokio::sync::{Semaphore, mpsc, watch};

use crate::{
    BoxError,
    command::RoomCmd,
    commit::{Committer, RoomDb},
    config::Config,
    limits::{AddrKey, AddrLimits},
    sqlite::unix_now,
    store::{Owner, Store},
};

/// A room's command channel.
#[derive(Clone, Debug)]
pub struct RoomHandle {
    /// Commands to the room's task.
    pub tx: mpsc::Sender<RoomCmd>,
    /// The connection that created the room since this start (none for restored rooms).
    pub creator: Option<u64>,
    /// The address that created the room since this start (none for restored rooms).
    pub creator_addr: Option<AddrKey>,
    /// The room's writes: its lease's fencing number and whether it was lost.
    pub db: RoomDb,
}

/// The rule sets rooms may use: id, titles, seat counts.
pub fn rules_json(rules: &[Arc<RuleFile>]) -> Value {
    Value::Array(
        rules
            .iter()
            .map(|r| {
                json!({"id": r.meta.id, "title": r.meta.title, "title_en": r.meta.title_en,
                       "description": r.meta.description, "description_en": r.meta.description_en, "game": r.game, "seats": r.rules.seat_counts()})
            })
            .collect(),
    )
}

/// Counts tasks that must finish before a shutdown completes: each holds a [`Alive`].
struct Tracker {
    tx: Mutex<Option<mpsc::Sender<()>>>,
    rx: tokio::sync::Mutex<mpsc::Receiver<()>>,
}

/// Held by a tracked task until it ends.
pub struct Alive(#[allow(dead_code)] Option<mpsc::Sender<()>>);

impl Tracker {
    fn new() -> Tracker {
        let (tx, rx) = mpsc::channel(1);
        Tracker {
            tx: Mutex::new(Some(tx)),
            rx: tokio::sync::Mutex::new(rx),
        }
    }

    fn alive(&self) -> Alive {
        Alive(self.tx.lock().unwrap_or_else(|e| e.into_inner()).clone())
    }

    /// Waits until every [`Alive`] handed out is dropped, at most `wait`; whether they were.
    async fn wait(&self, wait: Duration) -> bool {
        self.tx.lock().unwrap_or_else(|e| e.into_inner()).take();
        let mut rx = self.rx.lock().await;
        tokio::time::timeout(wait, rx.recv()).await.is_ok()
    }
}

/// Resolves once the shutdown began.
pub async fn stopped(rx: &mut watch::Receiver<bool>) {
    let _ = rx.wait_for(|s| *s).await;
}

/// Bytes the kept reviews hold at most (a 谍战篇 game of ~1,000 answers is a few MiB).
const REVIEW_BUDGET: usize = 64 << 20;

/// Every open room.
pub struct Hub {
    rooms: Mutex<HashMap<String, RoomHandle>>,
    next_conn: AtomicU64,
    /// Settings.
    pub config: Arc<Config>,
    /// Storage: writes go through `db`, reads straight to the store.
    pub store: Arc<dyn Store>,
    /// The group committer every room writes through.
    pub db: Arc<Committer>,
    /// Rule sets rooms may be created with.
    pub rules: Vec<Arc<RuleFile>>,
    /// The `rules` reply, built once.
    pub rules_json: serde_json::Value,
    /// House rule files made in the lobby, which `create` takes like shipped ones.
    pub house: crate::house::HouseRules,
    /// Per-address limits.
    pub limits: Arc<AddrLimits>,
    /// Finished games' reviews, built once.
    pub reviews: crate::review::cache::Reviews,
    /// This start's number from the store: revisions count from `epoch << 32`, so a
    /// viewer's revision never goes backwards across a restart. A room taken over from
    /// another process counts from a fresh epoch of its own claim instead.
    pub epoch: u64,
    /// WebSocket connections (permits of `max_connections`).
    pub ws_permits: Arc<Semaphore>,
    /// Plain HTTP connections open.
    pub http_open: AtomicUsize,
    /// Most sockets at once, from the open-file limit.
    pub socket_cap: AtomicUsize,
    /// This process as room leases name it (a shared store only; set before serving).
    pub owner: std::sync::OnceLock<Owner>,
    /// The search bots' thinking pool.
    pub thinkers: Arc<crate::think::Thinkers>,
    /// One claim of a room lease at a time in this process.
    pub(crate) claims: tokio::sync::Mutex<()>,
    shutdown: watch::Sender<bool>,
    rooms_alive: Tracker,
    conns_alive: Tracker,
}

impl Hub {
    /// A hub over `store` offering the shipped rule sets; starts the committing thread.
    pub fn start(config: Config, store: Arc<dyn Store>) -> Result<Arc<Hub>, BoxError> {
        let db = Arc::new(Committer::start(store.clone(), config.commit_batch)?);
        let epoch = store.next_epoch()?;
        let rules = tianhei_catalog::shipped();
        let rules_json = rules_json(&rules);
        Ok(Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            limits: AddrLimits::new(config.addr),
            reviews: crate::review::cache::Reviews::new(REVIEW_BUDGET),
            ws_permits: Arc::new(Semaphore::new(config.max_connections)),
            http_open: AtomicUsize::new(0),
            socket_cap: AtomicUsize::new(usize::MAX),
            thinkers: Arc::new(crate::think::Thinkers::new(config.search_threads)),
            config: Arc::new(config),
            store,
            db,
            rules,
            rules_json,
            house: crate::house::HouseRules::default(),
            epoch,
            owner: std::sync::OnceLock::new(),
            claims: tokio::sync::Mutex::new(()),
            shutdown: watch::channel(false).0,
            rooms_alive: Tracker::new(),
            conns_alive: Tracker::new(),
        }))
    }

    pub(crate) fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, RoomHandle>> {
        // A panic while holding this lock leaves a plain map, still consistent.
        self.rooms.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A fresh connection id.
    pub fn conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// The room with `code`.
    pub fn get(&self, code: &str) -> Option<RoomHandle> {
        self.map().get(code).cloned()
    }

    /// Rooms open.
    pub fn len(&self) -> usize {
        self.map().len()
    }

    /// Whether no room is open.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub(crate) fn remove(&self, code: &str) {
        self.map().remove(code);
    }

    /// WebSocket connections open.
    pub fn ws_open(&self) -> usize {
        self.config
            .max_connections
            .saturating_sub(self.ws_permits.available_permits())
    }

    /// Signals shutdown to rooms and connections (`true` once it began).
    pub fn shutdown_signal(&self) -> watch::Receiver<bool> {
        self.shutdown.subscribe()
    }

    /// Whether the server is shutting down.
    pub fn shutting_down(&self) -> bool {
        *self.shutdown.borrow()
    }

    /// Held by a connection's task until it ends; the shutdown waits for them.
    pub fn conn_alive(&self) -> Alive {
        self.conns_alive.alive()
    }

    /// Held by a room's task until it ends; the shutdown waits for them.
    pub(crate) fn room_alive(&self) -> Alive {
        self.rooms_alive.alive()
    }

    /// The owner, when the store is shared.
    pub(crate) fn shared_owner(&self) -> Option<Owner> {
        self.owner.get().filter(|_| self.store.shared()).cloned()
    }

    /// Renews this process's room leases; rooms another process took meanwhile stop here.
    async fn renew_leases(&self) {
        let Some(owner) = self.shared_owner() else {
            return;
        };
        let held: Vec<(String, u64)> = self
            .map()
            .iter()
            .filter_map(|(code, h)| h.db.fence().map(|f| (code.clone(), f)))
            .collect();
        let (store, ttl) = (self.store.clone(), self.config.lease_ttl);
        match tokio::task::spawn_blocking(move || store.renew(&owner, &held, ttl)).await {
            Ok(Ok(lost)) => {
                for code in lost {
                    if let Some(h) = self.map().remove(&code) {
                        h.db.lose();
                        // Wakes the room so it notices and stops.
                        let _ = h.tx.try_send(RoomCmd::Detach {
                            conn: 0,
                            leave: false,
                        });
                    }
                }
            }
            Ok(Err(e)) => eprintln!("tianhei-server: renewing room leases failed: {e}"),
            Err(e) => eprintln!("tianhei-server: renewing room leases failed: {e}"),
        }
    }

    /// Deletes ended rooms past the retention window (and ended rooms that never finished a
    /// game) every `purge_every`, and forgets idle addresses every minute, until shutdown.
    pub fn spawn_upkeep(self: &Arc<Self>) {
        let hub = self.clone();
        let mut stop = self.shutdown_signal();
        tokio::spawn(async move {
            let mut purge =
                tokio::time::interval(hub.config.purge_every.max(Duration::from_millis(10)));
            let mut prune = tokio::time::interval(Duration::from_secs(60));
            let mut renew =
                tokio::time::interval((hub.config.lease_ttl / 3).max(Duration::from_millis(10)));
            loop {
                tokio::select! {
                    _ = stop.changed() => return,
                    _ = purge.tick() => { hub.purge().await; }
                    _ = prune.tick() => hub.limits.prune(),
                    _ = renew.tick() => hub.renew_leases().await,
                }
            }
        });
    }

    /// One purge pass; returns how many rooms were deleted.
    pub async fn purge(&self) -> usize {
        let before = unix_now().saturating_sub(self.config.room_retention.as_secs());
        let store = self.store.clone();
        match tokio::task::spawn_blocking(move || store.purge_ended(before)).await {
            Ok(Ok(n)) => n,
            Ok(Err(e)) => {
                eprintln!("tianhei-server: purging ended rooms failed: {e}");
                0
            }
            Err(e) => {
                eprintln!("tianhei-server: purging ended rooms failed: {e}");
                0
            }
        }
    }

    /// Shuts down: rooms finish the commands they hold (their writes complete) and stop,
    /// storage commits every queued write, and connections send their pending replies, a
    /// `server_shutdown` notice and a close frame (1001). Waits at most `shutdown_grace`
    /// for each step.
    pub async fn shutdown(self: &Arc<Self>) {
        let grace = self.config.shutdown_grace;
        self.shutdown.send_replace(true);
        if !self.rooms_alive.wait(grace).await {
            eprintln!("tianhei-server: some rooms did not stop within {grace:?}");
        }
        let db = self.db.clone();
        let _ = tokio::task::spawn_blocking(move || db.close(grace)).await;
        // Let the rooms go, so another process may take them over at once.
        if let Some(owner) = self.shared_owner() {
            let codes: Vec<String> = self.map().keys().cloned().collect();
            let store = self.store.clone();
            let _ = tokio::task::spawn_blocking(move || {
                for code in codes {
                    if let Err(e) = store.release(&owner, &code) {
                        eprintln!("tianhei-server: releasing room {code}: {e}");
                    }
                }
            })
            .await;
        }
        if !self.conns_alive.wait(grace).await {
            eprintln!("tianhei-server: some connections did not close within {grace:?}");
        }
    }
}
