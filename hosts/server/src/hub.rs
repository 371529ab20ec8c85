//! The registry of rooms by code: creates rooms, restores stored ones at start, hands
//! connections a room's command channel, purges ended rooms past their retention, and runs
//! the shutdown (rooms finish what they hold, storage flushes, connections are told). The
//! lock guards only the map, never game state.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, AtomicUsize, Ordering},
    },
    time::Duration,
};

use tianhei_core::RuleFile;
use tokio::sync::{Semaphore, mpsc, watch};

use crate::{
    BoxError,
    commit::{Committer, RoomDb},
    config::Config,
    identity::{new_room_code, new_token},
    limits::{AddrKey, AddrLimits, Kind},
    protocol::ProtoError,
    room::{Room, RoomCmd},
    sqlite::unix_now,
    store::{Claim, Owner, RoomRow, SeatRow, Store, StoreError, Write},
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

/// Where a room named by a request runs.
#[derive(Debug)]
pub enum Located {
    /// In this process.
    Here(RoomHandle),
    /// In another live process (a shared store): its public URL.
    Moved(String),
}

fn no_room(code: &str) -> ProtoError {
    ProtoError::new("no_room", format!("没有这个房间 / no room {code}"))
}

fn storage(e: impl std::fmt::Display) -> ProtoError {
    eprintln!("tianhei-server: {e}");
    ProtoError::new(
        "storage",
        "房间读取失败，请重试 / the room could not be loaded; try again",
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
    /// One claim of a room lease at a time in this process.
    claims: tokio::sync::Mutex<()>,
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
        let rules_json = crate::http::rules_json(&rules);
        Ok(Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            limits: AddrLimits::new(config.addr),
            ws_permits: Arc::new(Semaphore::new(config.max_connections)),
            http_open: AtomicUsize::new(0),
            socket_cap: AtomicUsize::new(usize::MAX),
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

    fn map(&self) -> std::sync::MutexGuard<'_, HashMap<String, RoomHandle>> {
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

    fn spawn(self: &Arc<Self>, room: Room, creator: Option<(u64, AddrKey)>) -> RoomHandle {
        let (tx, rx) = mpsc::channel(self.config.room_queue);
        let h = RoomHandle {
            tx,
            creator: creator.map(|c| c.0),
            creator_addr: creator.map(|c| c.1),
            db: room.db.clone(),
        };
        self.map().insert(room.row.code.clone(), h.clone());
        let alive = self.rooms_alive.alive();
        let hub = self.clone();
        tokio::spawn(async move {
            room.run(rx, hub).await;
            drop(alive);
        });
        h
    }

    fn own_rooms(&self, conn: u64, addr: AddrKey) -> (usize, usize) {
        let map = self.map();
        let by_conn = map.values().filter(|h| h.creator == Some(conn)).count();
        let by_addr = map
            .values()
            .filter(|h| h.creator_addr == Some(addr))
            .count();
        (by_conn, by_addr)
    }

    /// Creates a room for `rules` (a shipped id) and `seats` on behalf of connection `conn`
    /// from `addr`; returns its code and host token.
    pub async fn create(
        self: &Arc<Self>,
        conn: u64,
        addr: AddrKey,
        rules: &str,
        seats: usize,
        seed: Option<u64>,
    ) -> Result<(RoomHandle, String, String), ProtoError> {
        let shipped = self.rules.iter().find(|r| r.meta.id == rules).cloned();
        let Some(file) = shipped.or_else(|| self.house.get(rules)) else {
            let known: Vec<&str> = self.rules.iter().map(|r| r.meta.id.as_str()).collect();
            return Err(ProtoError::new(
                "bad_rules",
                format!(
                    "没有规则“{rules}” / no rule set `{rules}`; use one of {}",
                    known.join(", ")
                ),
            ));
        };
        let counts = file.rules.seat_counts();
        if !counts.contains(&seats) {
            return Err(ProtoError::new(
                "bad_seats",
                format!(
                    "这套规则不能{seats}人玩 / `{rules}` is for {} players, not {seats}",
                    tianhei_core::rules::describe_counts(&counts)
                ),
            ));
        }
        if seed.is_some() && !self.config.allow_client_seed {
            return Err(ProtoError::new(
                "bad_message",
                "本服务器不接受客户端指定种子 / this server does not take seeds from clients",
            ));
        }
        let seed = seed.or(self.config.fixed_seed);
        let (by_conn, by_addr) = self.own_rooms(conn, addr);
        let own = self.config.max_rooms_per_conn;
        if by_conn >= own {
            return Err(ProtoError::new(
                "too_many_own_rooms",
                format!(
                    "每个连接最多开{own}个房间，请先结束一个 / this connection has {own} open rooms; end one first"
                ),
            ));
        }
        let own = self.config.max_rooms_per_addr;
        if by_addr >= own {
            return Err(ProtoError::new(
                "too_many_own_rooms",
                format!(
                    "同一网络最多开{own}个房间，请先结束一个 / {own} rooms are open from your address; end one first"
                ),
            ));
        }
        if self.len() >= self.config.max_rooms {
            return Err(ProtoError::new(
                "too_many_rooms",
                "服务器房间已满，请先结束一个 / the server has as many rooms as it takes; end one first",
            ));
        }
        if !self.limits.take(addr, Kind::Create) {
            return Err(ProtoError::new(
                "rate_limited",
                "创建房间过于频繁，请稍后再试 / too many rooms created from your address; wait a few minutes",
            ));
        }
        for _ in 0..64 {
            let code = new_room_code();
            if self.get(&code).is_some() {
                continue;
            }
            let row = RoomRow {
                code: code.clone(),
                rules_id: file.meta.id.clone(),
                rules_src: file.source.clone(),
                seats,
                host_token: new_token(),
                secret: new_token(),
                seed,
            };
            let w = Write::CreateRoom {
                room: row.clone(),
                seats: vec![SeatRow::Empty; seats],
            };
            match self.db.write(w).await {
                Ok(()) => {
                    let token = row.host_token.clone();
                    let fence = self.claim_new(&code).await?;
                    let room = Room::new(row, file, self).with_fence(fence);
                    return Ok((self.spawn(room, Some((conn, addr))), code, token));
                }
                // The shutdown began: no new rooms.
                Err(_) if self.shutting_down() => break,
                // Most likely the code is still kept by an ended room: draw another.
                Err(_) => continue,
            }
        }
        Err(ProtoError::new(
            "storage",
            "房间没能保存，请再试一次 / could not store a new room; try again",
        ))
    }

    /// This process's lease of a room it just created (a shared store; `None` otherwise).
    async fn claim_new(&self, code: &str) -> Result<Option<u64>, ProtoError> {
        let Some(owner) = self.shared_owner() else {
            return Ok(None);
        };
        let (store, ttl, c) = (self.store.clone(), self.config.lease_ttl, code.to_string());
        match tokio::task::spawn_blocking(move || store.claim(&c, &owner, ttl)).await {
            Ok(Ok(Claim::Won { fence })) => Ok(Some(fence)),
            Ok(Ok(other)) => Err(storage(format!(
                "room {code}: a new room's lease: {other:?}"
            ))),
            Ok(Err(e)) => Err(storage(e)),
            Err(e) => Err(storage(e)),
        }
    }

    /// The owner, when the store is shared.
    fn shared_owner(&self) -> Option<Owner> {
        self.owner.get().filter(|_| self.store.shared()).cloned()
    }

    /// Where room `code` runs: here; in another live process (a shared store), which the
    /// client is sent to; or, when its lease has expired (its process died), here again: the
    /// lease is taken and the room restored from storage as at a restart.
    pub async fn locate(self: &Arc<Self>, code: &str) -> Result<Located, ProtoError> {
        if let Some(h) = self.get(code) {
            return Ok(Located::Here(h));
        }
        let Some(owner) = self.shared_owner() else {
            return Err(no_room(code));
        };
        let _one = self.claims.lock().await;
        if let Some(h) = self.get(code) {
            return Ok(Located::Here(h));
        }
        let (store, ttl, c, me) = (
            self.store.clone(),
            self.config.lease_ttl,
            code.to_string(),
            owner.clone(),
        );
        let claim = tokio::task::spawn_blocking(move || store.claim(&c, &me, ttl))
            .await
            .map_err(storage)?
            .map_err(storage)?;
        let fence = match claim {
            Claim::NoRoom => return Err(no_room(code)),
            Claim::Held { url } if url == owner.url => {
                return Err(ProtoError::new(
                    "room_moving",
                    "房间正在转移，请稍后重试 / the room's previous server has not let it go yet; try again in a few seconds",
                ));
            }
            Claim::Held { url } => return Ok(Located::Moved(url)),
            Claim::Won { fence } => fence,
        };
        // A fresh epoch for this claim: larger than any the room's previous process
        // counted its revisions from, though this process may have started before it.
        let (store, c) = (self.store.clone(), code.to_string());
        let (stored, epoch) = tokio::task::spawn_blocking(move || {
            Ok::<_, StoreError>((store.open_room(&c)?, store.next_epoch()?))
        })
        .await
        .map_err(storage)?
        .map_err(storage)?;
        let stored = stored.ok_or_else(|| no_room(code))?;
        let room = Room::restore(stored, self)
            .map_err(|e| storage(format!("room {code} cannot be restored: {e}")))?
            .with_epoch(epoch)
            .with_fence(Some(fence));
        Ok(Located::Here(self.spawn(room, None)))
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

    /// Restores every unfinished room from storage; returns how many. On a shared store
    /// rooms are restored one by one as clients ask for them ([`Hub::locate`]).
    pub async fn restore(self: &Arc<Self>) -> Result<usize, StoreError> {
        if self.store.shared() {
            return Ok(0);
        }
        let store = self.store.clone();
        let rooms = tokio::task::spawn_blocking(move || store.open_rooms())
            .await
            .map_err(|e| StoreError(format!("storage task failed: {e}")))??;
        let mut n = 0;
        for stored in rooms {
            let code = stored.room.code.clone();
            match Room::restore(stored, self) {
                Ok(room) => {
                    self.spawn(room, None);
                    n += 1;
                }
                Err(e) => eprintln!("tianhei-server: room {code} cannot be restored: {e}"),
            }
        }
        Ok(n)
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
