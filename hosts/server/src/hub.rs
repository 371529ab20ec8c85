//! The registry of rooms by code: creates rooms, restores stored ones at start, and hands
//! connections a room's command channel. The lock guards only the map, never game state.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

use tianhei_core::RuleFile;
use tokio::sync::mpsc;

use crate::{
    config::Config,
    identity::{new_room_code, new_token},
    protocol::ProtoError,
    room::{Room, RoomCmd, blocking},
    store::{RoomRow, SeatRow, Store, StoreError},
};

/// A room's command channel.
#[derive(Clone, Debug)]
pub struct RoomHandle {
    /// Commands to the room's task.
    pub tx: mpsc::Sender<RoomCmd>,
    /// The connection that created the room since this start (none for restored rooms).
    pub creator: Option<u64>,
}

/// Every open room.
pub struct Hub {
    rooms: Mutex<HashMap<String, RoomHandle>>,
    next_conn: AtomicU64,
    /// Settings.
    pub config: Arc<Config>,
    /// Storage.
    pub store: Arc<dyn Store>,
    /// Rule sets rooms may be created with.
    pub rules: Vec<Arc<RuleFile>>,
}

impl Hub {
    /// A hub over `store` offering the shipped rule sets.
    pub fn new(config: Config, store: Arc<dyn Store>) -> Arc<Hub> {
        Arc::new(Hub {
            rooms: Mutex::new(HashMap::new()),
            next_conn: AtomicU64::new(1),
            config: Arc::new(config),
            store,
            rules: tianhei_catalog::shipped(),
        })
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

    /// Open rooms created by connection `conn`.
    pub fn created_by(&self, conn: u64) -> usize {
        self.map()
            .values()
            .filter(|h| h.creator == Some(conn))
            .count()
    }

    fn spawn(self: &Arc<Self>, room: Room, creator: Option<u64>) -> RoomHandle {
        let (tx, rx) = mpsc::channel(self.config.room_queue);
        let h = RoomHandle { tx, creator };
        self.map().insert(room.row.code.clone(), h.clone());
        tokio::spawn(room.run(rx, self.clone()));
        h
    }

    /// Creates a room for `rules` (a shipped id) and `seats` on behalf of connection `conn`;
    /// returns its code and host token.
    pub async fn create(
        self: &Arc<Self>,
        conn: u64,
        rules: &str,
        seats: usize,
        seed: Option<u64>,
    ) -> Result<(RoomHandle, String, String), ProtoError> {
        let Some(file) = self.rules.iter().find(|r| r.meta.id == rules).cloned() else {
            let known: Vec<&str> = self.rules.iter().map(|r| r.meta.id.as_str()).collect();
            return Err(ProtoError::new(
                "bad_rules",
                format!("no rule set `{rules}`; use one of {}", known.join(", ")),
            ));
        };
        let counts = file.rules.seat_counts();
        if !counts.contains(&seats) {
            return Err(ProtoError::new(
                "bad_seats",
                format!(
                    "`{rules}` is for {} players, not {seats}",
                    tianhei_core::rules::describe_counts(&counts)
                ),
            ));
        }
        if seed.is_some() && !self.config.allow_client_seed {
            return Err(ProtoError::new(
                "bad_message",
                "this server does not take seeds from clients",
            ));
        }
        let seed = seed.or(self.config.fixed_seed);
        let own = self.config.max_rooms_per_conn;
        if self.created_by(conn) >= own {
            return Err(ProtoError::new(
                "too_many_own_rooms",
                format!(
                    "this connection has {own} open rooms; end one first / 每个连接最多开{own}个房间，请先结束一个"
                ),
            ));
        }
        if self.len() >= self.config.max_rooms {
            return Err(ProtoError::new(
                "too_many_rooms",
                "the server has as many rooms as it takes; end one first",
            ));
        }
        for _ in 0..20 {
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
            let (r, s) = (row.clone(), vec![SeatRow::Empty; seats]);
            match blocking(&self.store, move |st| st.create_room(&r, &s)).await {
                Ok(()) => {
                    let token = row.host_token.clone();
                    let room = Room::new(row, file, self.config.clone(), self.store.clone());
                    return Ok((self.spawn(room, Some(conn)), code, token));
                }
                // Most likely the code was used by an ended room: draw another.
                Err(_) => continue,
            }
        }
        Err(ProtoError::new(
            "storage",
            "could not store a new room; try again",
        ))
    }

    /// Restores every unfinished room from storage; returns how many.
    pub async fn restore(self: &Arc<Self>) -> Result<usize, StoreError> {
        let rooms = blocking(&self.store, |s| s.open_rooms()).await?;
        let mut n = 0;
        for stored in rooms {
            let code = stored.room.code.clone();
            match Room::restore(stored, self.config.clone(), self.store.clone()) {
                Ok(room) => {
                    self.spawn(room, None);
                    n += 1;
                }
                Err(e) => eprintln!("tianhei-server: room {code} cannot be restored: {e}"),
            }
        }
        Ok(n)
    }
}
