//! Opening rooms: a new one for `create`, one a request names (here, in another process,
//! or taken over from one that died), and every unfinished one at a start; each runs as a
//! task of its own, registered in the [`Hub`] by its code.

use std::sync::Arc;

use tokio::sync::mpsc;

use crate::{
    hub::{Hub, RoomHandle},
    identity::{new_room_code, new_token},
    limits::{AddrKey, Kind},
    protocol::ProtoError,
    room::Room,
    store::{Claim, RoomRow, SeatRow, StoreError, Write},
};

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

impl Hub {
    fn spawn(self: &Arc<Self>, room: Room, creator: Option<(u64, AddrKey)>) -> RoomHandle {
        let (tx, rx) = mpsc::channel(self.config.room_queue);
        let h = RoomHandle {
            tx,
            creator: creator.map(|c| c.0),
            creator_addr: creator.map(|c| c.1),
            db: room.db.clone(),
        };
        self.map().insert(room.row.code.clone(), h.clone());
        let alive = self.room_alive();
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
                bots: Default::default(),
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
}
