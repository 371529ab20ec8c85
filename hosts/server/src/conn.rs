//! One WebSocket connection: reads frames within the limits, parses messages, forwards them
//! to its room, queues replies and pushes for its writer, sends heartbeats. Every client
//! message gets a reply or an error; what ends a connection is the client closing it, a
//! frame past the hard cap (close 1009), invalid UTF-8 (1007), a protocol violation (1002),
//! silence for three heartbeats, a client that takes nothing for `write_timeout` or leaves
//! more than `max_unsent_bytes` untaken (see `writer`), or the server shutting down (a `server_shutdown` notice, then 1001).

use std::{
    future::Future,
    pin::Pin,
    sync::{Arc, atomic::Ordering},
    time::{Duration, Instant},
};

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket};
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};

use crate::{
    command::{Attach, Reply, RoomCmd},
    config::RateLimit,
    hub::{Hub, RoomHandle},
    identity::normalize_code,
    limits::{AddrKey, Kind, WatchSlot},
    listen::Peer,
    open::Located,
    protocol::{self, ClientMsg, ProtoError},
};

mod writer;

use writer::Writer;

/// Frames taken from the room or answered that wait for the socket. While this many wait,
/// the connection reads nothing more from its client or its room (the room's outbox then
/// fills and the room marks the connection lagging: it gets a full state later).
const OUT_MAX: usize = 4;
/// After its close frame, how long a connection still reads (and drops) what the client
/// sends, so the close frame is not lost to a reset.
const LINGER: Duration = Duration::from_millis(500);

/// The room a connection is bound to.
struct Bound {
    handle: RoomHandle,
    rx: mpsc::Receiver<Utf8Bytes>,
}

type Fut = Pin<Box<dyn Future<Output = (Reply, Option<Bound>)> + Send>>;

/// A request waiting for its room.
struct Pending {
    re: Value,
    /// It named a room code or token and took a lookup token of the address: given back
    /// unless the answer is `no_room`/`bad_token`.
    lookup: bool,
    /// What it binds the connection as, if it succeeds.
    watch: Option<Option<WatchSlot>>,
    fut: Fut,
}

fn gone(hub: &Hub) -> ProtoError {
    if hub.shutting_down() {
        return shutting_down();
    }
    ProtoError::new("no_room", "房间已关闭 / the room is closed")
}

fn shutting_down() -> ProtoError {
    ProtoError::new(
        "shutting_down",
        "服务器正在重启，请稍后再试 / the server is restarting; try again in a moment",
    )
}

async fn ask(hub: &Hub, handle: &RoomHandle, cmd: RoomCmd, rx: oneshot::Receiver<Reply>) -> Reply {
    handle.tx.send(cmd).await.map_err(|_| gone(hub))?;
    rx.await.map_err(|_| gone(hub))?
}

fn attach(hub: &Arc<Hub>, conn: u64, addr: AddrKey, handle: RoomHandle, who: Attach) -> Fut {
    let hub = hub.clone();
    Box::pin(async move {
        let (out, rx) = mpsc::channel(hub.config.outbox);
        let (reply, wait) = oneshot::channel();
        let cmd = RoomCmd::Attach {
            conn,
            addr,
            who,
            out,
            reply,
        };
        let r = ask(&hub, &handle, cmd, wait).await;
        let bound = r.is_ok().then_some(Bound { handle, rx });
        (r, bound)
    })
}

/// A room a request names: running here, or to be found among the processes.
enum Place {
    Here(RoomHandle),
    Elsewhere(String),
}

/// Attaches to a room wherever it is: here at once; on a shared store after locating it —
/// restored here when its process is gone, or a `moved` reply naming the process that runs
/// it (the client reconnects there with the same request).
fn attach_at(hub: &Arc<Hub>, conn: u64, key: AddrKey, place: Place, who: Attach) -> Fut {
    match place {
        Place::Here(h) => attach(hub, conn, key, h, who),
        Place::Elsewhere(code) => {
            let hub = hub.clone();
            Box::pin(async move {
                match hub.locate(&code).await {
                    Ok(Located::Here(h)) => attach(&hub, conn, key, h, who).await,
                    Ok(Located::Moved(url)) => {
                        (Ok(("moved", json!({"code": code, "url": url}))), None)
                    }
                    // A miss is counted when the reply arrives (`Conn::resolved`).
                    Err(e) => (Err(e), None),
                }
            })
        }
    }
}

fn text(s: String) -> Message {
    Message::Text(s.into())
}

/// The close code and reason for a frame the WebSocket layer refused, if it deserves one.
fn close_for(e: axum::Error) -> Option<(u16, &'static str)> {
    use tungstenite::error::{CapacityError, Error as WsError};
    let inner = e.into_inner();
    match inner.downcast_ref::<WsError>()? {
        WsError::Capacity(CapacityError::MessageTooLong { .. }) => Some((1009, "message too big")),
        WsError::Capacity(_) => Some((1009, "too big")),
        WsError::Utf8(_) => Some((1007, "text frames must be UTF-8")),
        WsError::Protocol(_) => Some((1002, "protocol error")),
        _ => None,
    }
}

/// Serves one upgraded WebSocket until it closes.
pub async fn serve(socket: WebSocket, hub: Arc<Hub>, peer: Peer) {
    let _alive = hub.conn_alive();
    let key = hub.limits.key(peer.ip);
    let mut c = Conn {
        id: hub.conn_id(),
        key,
        limit: RateLimit::new(hub.config.rate_per_sec, hub.config.rate_burst),
        hub,
        bound: None,
        pending: None,
        watching: None,
        last_sync: None,
        last_full: None,
        w: Writer::new(),
    };
    let cfg = c.hub.config.clone();
    let (mut sink, mut stream) = socket.split();
    let mut beat = tokio::time::interval(cfg.heartbeat);
    beat.tick().await;
    let mut last_seen = Instant::now();
    let mut stop = c.hub.shutdown_signal();
    let mut stopping: Option<tokio::time::Instant> = None;
    let mut closing = false;
    let mut reset = false;
    loop {
        if let Some(at) = stopping
            && !closing
            && ((c.pending.is_none() && c.bound.is_none()) || tokio::time::Instant::now() >= at)
        {
            c.w.out.push_back(text(
                json!({"type": "notice", "code": "server_shutdown",
                       "message": "服务器正在重启，页面会自动重连 / the server is restarting; this page reconnects by itself"})
                .to_string(),
            ));
            c.w.out.push_back(Message::Close(Some(CloseFrame {
                code: 1001,
                reason: "server shutting down".into(),
            })));
            closing = true;
        }
        // The client takes nothing and what waits for it is past the cap: let it go now.
        if c.w.stalled.get().is_some() && c.w.unsent() > cfg.max_unsent_bytes {
            reset = true;
            break;
        }
        let room_for = c.w.out.len() < OUT_MAX;
        let reading = room_for && !closing && stopping.is_none() && c.pending.is_none();
        let (has_pending, has_room) = (c.pending.is_some(), c.bound.is_some());
        let writing = c.w.busy();
        let stalled =
            c.w.stalled
                .get()
                .map(|t| tokio::time::Instant::from_std(t + cfg.write_timeout));
        let answer = c.pending.as_mut().map(|p| &mut p.fut);
        let pushes = c.bound.as_mut().map(|b| &mut b.rx);
        let w = &mut c.w;
        tokio::select! {
            biased;
            r = std::future::poll_fn(|cx| w.poll_drive(&mut sink, cx)), if writing => {
                match r {
                    // Everything written: after the close frame, the connection is done.
                    Ok(()) if closing => break,
                    Ok(()) => {}
                    Err(_) => { reset = true; break; }
                }
            }
            // The client took nothing for `write_timeout`: it stopped reading.
            _ = tokio::time::sleep_until(stalled.unwrap_or_else(tokio::time::Instant::now)), if stalled.is_some() => {
                reset = true;
                break;
            }
            _ = crate::hub::stopped(&mut stop), if stopping.is_none() => {
                stopping = Some(tokio::time::Instant::now() + cfg.shutdown_grace);
            }
            _ = tokio::time::sleep_until(stopping.unwrap_or_else(tokio::time::Instant::now)), if stopping.is_some() && !closing => {}
            r = async move { match answer { Some(f) => f.await, None => std::future::pending().await } }, if has_pending && room_for => {
                c.resolved(r);
            }
            push = async move { match pushes { Some(rx) => rx.recv().await, None => std::future::pending().await } }, if has_room && room_for => {
                match push {
                    Some(t) => c.w.out.push_back(Message::Text(t)),
                    // The room let this connection go (ended, replaced, removed, shutdown).
                    None => { c.bound = None; c.watching = None; }
                }
            }
            frame = stream.next(), if reading => {
                match frame {
                    None => break,
                    Some(Err(e)) => match close_for(e) {
                        Some((code, reason)) => {
                            c.w.out.push_back(Message::Close(Some(CloseFrame { code, reason: reason.into() })));
                            closing = true;
                        }
                        None => break,
                    },
                    Some(Ok(frame)) => {
                        last_seen = Instant::now();
                        match frame {
                            Message::Text(t) => c.request(t),
                            Message::Binary(_) => c.error(&Value::Null, ProtoError::new("bad_message", "请用文本帧发送 JSON / send JSON in text frames")),
                            Message::Close(_) => break,
                            Message::Ping(_) | Message::Pong(_) => {}
                        }
                    }
                }
            }
            _ = beat.tick() => {
                if last_seen.elapsed() > cfg.heartbeat * 3 {
                    reset = true;
                    break;
                }
                if c.w.out.len() < OUT_MAX {
                    c.w.out.push_back(Message::Ping(Default::default()));
                }
            }
        }
    }
    if let Some(b) = c.bound.take() {
        detach(&b.handle, c.id, false);
    }
    if reset {
        peer.abort.store(true, Ordering::Relaxed);
    } else {
        // Let the close frame reach the client before the socket goes.
        let _ = tokio::time::timeout(LINGER, async {
            while let Some(Ok(_)) = stream.next().await {}
        })
        .await;
    }
}

fn detach(handle: &RoomHandle, conn: u64, leave: bool) {
    let tx = handle.tx.clone();
    tokio::spawn(async move {
        let _ = tx.send(RoomCmd::Detach { conn, leave }).await;
    });
}

/// A connection's state between frames.
struct Conn {
    id: u64,
    key: AddrKey,
    hub: Arc<Hub>,
    limit: RateLimit,
    bound: Option<Bound>,
    pending: Option<Pending>,
    /// Held while the connection watches a room (the address's watching count).
    watching: Option<WatchSlot>,
    /// When the connection last asked for a `sync`: one per `sync_every`.
    last_sync: Option<Instant>,
    /// When the connection was last sent a full state it asked for (a `watch` or a
    /// `sync`): a `watch` of the room already watched within `sync_every` gets none.
    last_full: Option<Instant>,
    w: Writer,
}

impl Conn {
    fn error(&mut self, re: &Value, e: ProtoError) {
        self.w.out.push_back(text(protocol::error(re, &e)));
    }

    /// Handles one text frame.
    fn request(&mut self, t: Utf8Bytes) {
        let cfg = self.hub.config.clone();
        // The errors given before parsing still carry the request's `re`, read cheaply.
        let early_re = || protocol::scan_re(t.as_bytes(), cfg.max_message_bytes);
        if !self.limit.allow() {
            let e = ProtoError::new(
                "rate_limited",
                "消息太频繁，请慢一点 / too many messages; slow down",
            );
            return self.error(&early_re(), e);
        }
        if t.len() > cfg.max_message_bytes {
            let e = ProtoError::new(
                "too_large",
                format!(
                    "消息太长，最多{n}字节 / messages are at most {n} bytes",
                    n = cfg.max_message_bytes
                ),
            );
            return self.error(&early_re(), e);
        }
        let (re, msg) = protocol::parse(t.as_str());
        let msg = match msg {
            Ok(m) => m,
            Err(e) => return self.error(&re, e),
        };
        match msg {
            ClientMsg::Ping => self
                .w
                .out
                .push_back(text(protocol::reply(&re, "pong", json!({})))),
            ClientMsg::Rules => {
                let rules = json!({"rules": self.hub.rules_json});
                self.w
                    .out
                    .push_back(text(protocol::reply(&re, "rules", rules)));
            }
            msg => match self.start(msg) {
                Ok((fut, lookup, watch)) => {
                    self.pending = Some(Pending {
                        re,
                        lookup,
                        watch,
                        fut,
                    })
                }
                Err(e) => self.error(&re, e),
            },
        }
    }

    /// The answer to the pending request arrived.
    fn resolved(&mut self, (r, b): (Reply, Option<Bound>)) {
        let Some(p) = self.pending.take() else { return };
        let missed = r
            .as_ref()
            .is_err_and(|e| matches!(e.code.as_str(), "no_room" | "bad_token"));
        if p.lookup && !missed {
            self.hub.limits.found(self.key);
        }
        if let Some(b) = b {
            let same = self
                .bound
                .as_ref()
                .is_some_and(|old| old.handle.tx.same_channel(&b.handle.tx));
            if let Some(old) = self.bound.replace(b)
                && !same
            {
                // Bound elsewhere: a seat held in a lobby is given up.
                detach(&old.handle, self.id, true);
            }
            if p.watch.is_some() {
                self.last_full = Some(Instant::now());
            }
            match p.watch {
                // A new watch keeps its slot; watching again keeps the one held.
                Some(Some(slot)) => self.watching = Some(slot),
                Some(None) => {}
                None => self.watching = None,
            }
        }
        let text = match r {
            Ok((ty, fields)) => protocol::reply(&p.re, ty, fields),
            Err(e) => protocol::error(&p.re, &e),
        };
        self.w.out.push_back(Message::Text(text.into()));
    }

    /// The room named by a request, within the address's lookup budget: here, or (on a
    /// shared store) to be located among the processes. It takes a lookup token, which the
    /// caller gives back when the request does not go on to a lookup's answer.
    fn room(&self, code: &str) -> Result<Place, ProtoError> {
        let c = normalize_code(code).ok_or_else(|| {
            ProtoError::new(
                "bad_code",
                "房间号为4位 / a room code is 4 letters or digits",
            )
        })?;
        if !self.hub.limits.take_lookup(self.key) {
            return Err(ProtoError::new(
                "rate_limited",
                "房间号错误次数过多，请稍后再试 / too many wrong room codes from your address; wait a minute",
            ));
        }
        if let Some(h) = self.hub.get(&c) {
            return Ok(Place::Here(h));
        }
        if self.hub.store.shared() {
            return Ok(Place::Elsewhere(c));
        }
        Err(ProtoError::new(
            "no_room",
            format!("没有这个房间 / no room {c}"),
        ))
    }

    /// Whether `room` is the room this connection watches and its last full state was sent
    /// within `sync_every`.
    fn watches_recently(&self, room: &Place) -> bool {
        let (Place::Here(h), Some(b)) = (room, &self.bound) else {
            return false;
        };
        self.watching.is_some()
            && h.tx.same_channel(&b.handle.tx)
            && self
                .last_full
                .is_some_and(|t| t.elapsed() < self.hub.config.sync_every)
    }

    /// Starts a request that needs a room: the future of its reply, whether it is a
    /// lookup, and the watching slot it binds with (`None`: it binds as no watcher).
    #[allow(clippy::type_complexity)]
    fn start(
        &mut self,
        msg: ClientMsg,
    ) -> Result<(Fut, bool, Option<Option<WatchSlot>>), ProtoError> {
        if self.hub.shutting_down() {
            return Err(shutting_down());
        }
        let (hub, conn) = (self.hub.clone(), self.id);
        match msg {
            ClientMsg::Create { rules, seats, seed } => {
                let key = self.key;
                Ok((
                    Box::pin(async move {
                        let (handle, code, token) =
                            match hub.create(conn, key, &rules, seats, seed).await {
                                Ok(x) => x,
                                Err(e) => return (Err(e), None),
                            };
                        let (r, b) = attach(
                            &hub,
                            conn,
                            key,
                            handle,
                            Attach::Resume {
                                token: token.clone(),
                            },
                        )
                        .await;
                        (
                            r.map(|_| ("created", json!({"code": code, "host_token": token}))),
                            b,
                        )
                    }),
                    false,
                    None,
                ))
            }
            ClientMsg::Join { code, name, seat } => {
                let room = self.room(&code)?;
                if !self.hub.limits.take(self.key, Kind::Join) {
                    self.hub.limits.found(self.key);
                    return Err(ProtoError::new(
                        "rate_limited",
                        "加入过于频繁，请稍后再试 / too many joins from your address; wait a minute",
                    ));
                }
                Ok((
                    attach_at(&hub, conn, self.key, room, Attach::Join { name, seat }),
                    true,
                    None,
                ))
            }
            ClientMsg::Resume { code, token } => {
                let room = self.room(&code)?;
                Ok((
                    attach_at(&hub, conn, self.key, room, Attach::Resume { token }),
                    true,
                    None,
                ))
            }
            ClientMsg::Watch { code } => {
                let room = self.room(&code)?;
                if self.watches_recently(&room) {
                    // The room already watched, its full state sent within `sync_every`:
                    // the pushes since keep the screen whole, so no new full state.
                    self.hub.limits.found(self.key);
                    let code = normalize_code(&code);
                    return Ok((
                        Box::pin(async move { (Ok(("watching", json!({"code": code}))), None) }),
                        false,
                        None,
                    ));
                }
                let slot = if self.watching.is_some() {
                    None
                } else {
                    Some(self.hub.limits.watch(self.key).ok_or_else(|| {
                        self.hub.limits.found(self.key);
                        ProtoError::new(
                            "too_many_watches",
                            format!(
                                "同一网络观战连接过多 / {} connections from your address watch rooms already",
                                self.hub.config.addr.max_watching
                            ),
                        )
                    })?)
                };
                Ok((
                    attach_at(&hub, conn, self.key, room, Attach::Watch),
                    true,
                    Some(slot),
                ))
            }
            msg => {
                let handle = self
                    .bound
                    .as_ref()
                    .map(|b| b.handle.clone())
                    .ok_or_else(|| {
                        ProtoError::new("not_in_room", "请先创建、加入或观看一个房间 / create, join, resume or watch a room first")
                    })?;
                if msg == ClientMsg::Sync {
                    let every = self.hub.config.sync_every;
                    if self.last_sync.is_some_and(|t| t.elapsed() < every) {
                        return Err(ProtoError::new(
                            "rate_limited",
                            format!(
                                "同步过于频繁 / a full state at most once every {} s",
                                every.as_secs_f64()
                            ),
                        ));
                    }
                    self.last_sync = Some(Instant::now());
                    self.last_full = self.last_sync;
                }
                Ok((
                    Box::pin(async move {
                        let (reply, wait) = oneshot::channel();
                        let r = ask(&hub, &handle, RoomCmd::Msg { conn, msg, reply }, wait).await;
                        (r, None)
                    }),
                    false,
                    None,
                ))
            }
        }
    }
}
