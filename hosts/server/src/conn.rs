//! One WebSocket connection: reads frames within the limits, parses messages, forwards them
//! to its room, writes replies and pushes, sends heartbeats. Every client message gets a
//! reply or an error; nothing a client sends can end the connection except closing it.

use std::{future::Future, pin::Pin, sync::Arc, time::Instant};

use axum::extract::ws::{Message, WebSocket};
use serde_json::{Value, json};
use tokio::sync::{mpsc, oneshot};

use crate::{
    config::RateLimit,
    hub::{Hub, RoomHandle},
    identity::normalize_code,
    protocol::{self, ClientMsg, ProtoError},
    room::{Attach, Reply, RoomCmd},
};

/// The room a connection is bound to.
struct Bound {
    handle: RoomHandle,
    rx: mpsc::Receiver<axum::extract::ws::Utf8Bytes>,
}

type Pending = Pin<Box<dyn Future<Output = (Reply, Option<Bound>)> + Send>>;

fn gone() -> ProtoError {
    ProtoError::new("no_room", "the room is closed / 房间已关闭")
}

async fn ask(handle: &RoomHandle, cmd: RoomCmd, rx: oneshot::Receiver<Reply>) -> Reply {
    handle.tx.send(cmd).await.map_err(|_| gone())?;
    rx.await.map_err(|_| gone())?
}

fn attach(hub: &Arc<Hub>, conn: u64, handle: RoomHandle, who: Attach) -> Pending {
    let outbox = hub.config.outbox;
    Box::pin(async move {
        let (out, rx) = mpsc::channel(outbox);
        let (reply, wait) = oneshot::channel();
        let r = ask(
            &handle,
            RoomCmd::Attach {
                conn,
                who,
                out,
                reply,
            },
            wait,
        )
        .await;
        let bound = r.is_ok().then_some(Bound { handle, rx });
        (r, bound)
    })
}

/// Serves one upgraded WebSocket until it closes.
pub async fn serve(mut socket: WebSocket, hub: Arc<Hub>) {
    let conn = hub.conn_id();
    let cfg = hub.config.clone();
    let mut bound: Option<Bound> = None;
    let mut pending: Option<(Value, Pending)> = None;
    let mut limit = RateLimit::new(cfg.rate_per_sec, cfg.rate_burst);
    let mut beat = tokio::time::interval(cfg.heartbeat);
    beat.tick().await;
    let mut last_seen = Instant::now();
    loop {
        tokio::select! {
            biased;
            (r, b) = async { pending.as_mut().map(|p| &mut p.1).expect("guarded").await }, if pending.is_some() => {
                let re = pending.take().map(|p| p.0).unwrap_or(Value::Null);
                if let Some(b) = b {
                    let same = bound.as_ref().is_some_and(|old| old.handle.tx.same_channel(&b.handle.tx));
                    if let Some(old) = bound.replace(b) && !same {
                        detach(&old.handle, conn);
                    }
                }
                let text = match r {
                    Ok((ty, fields)) => protocol::reply(&re, ty, fields),
                    Err(e) => protocol::error(&re, &e),
                };
                if socket.send(Message::Text(text.into())).await.is_err() { break; }
            }
            push = async { bound.as_mut().map(|b| &mut b.rx).expect("guarded").recv().await }, if bound.is_some() => {
                match push {
                    Some(text) => if socket.send(Message::Text(text)).await.is_err() { break; },
                    // The room let this connection go (ended, replaced, removed).
                    None => bound = None,
                }
            }
            frame = socket.recv(), if pending.is_none() => {
                let Some(Ok(frame)) = frame else { break };
                last_seen = Instant::now();
                let text = match frame {
                    Message::Text(t) => t,
                    Message::Binary(_) => {
                        let e = ProtoError::new("bad_message", "send JSON in text frames");
                        if socket.send(Message::Text(protocol::error(&Value::Null, &e).into())).await.is_err() { break; }
                        continue;
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                let early = if text.len() > cfg.max_message_bytes {
                    Some((Value::Null, ProtoError::new("too_large", format!("messages are at most {} bytes", cfg.max_message_bytes))))
                } else if !limit.allow() {
                    Some((Value::Null, ProtoError::new("rate_limited", "too many messages; slow down")))
                } else {
                    let (re, msg) = protocol::parse(text.as_str());
                    match msg {
                        Err(e) => Some((re, e)),
                        Ok(ClientMsg::Ping) => {
                            if socket.send(Message::Text(protocol::reply(&re, "pong", json!({})).into())).await.is_err() { break; }
                            None
                        }
                        Ok(ClientMsg::Rules) => {
                            if socket.send(Message::Text(protocol::reply(&re, "rules", json!({"rules": crate::http::rules_json(&hub)})).into())).await.is_err() { break; }
                            None
                        }
                        Ok(msg) => match start(&hub, conn, bound.as_ref().map(|b| b.handle.clone()), msg) {
                            Ok(p) => { pending = Some((re, p)); None }
                            Err(e) => Some((re, e)),
                        },
                    }
                };
                if let Some((re, e)) = early
                    && socket.send(Message::Text(protocol::error(&re, &e).into())).await.is_err()
                {
                    break;
                }
            }
            _ = beat.tick() => {
                if last_seen.elapsed() > cfg.heartbeat * 3 { break; }
                if socket.send(Message::Ping(Default::default())).await.is_err() { break; }
            }
        }
    }
    if let Some(b) = bound {
        detach(&b.handle, conn);
    }
}

fn detach(handle: &RoomHandle, conn: u64) {
    let tx = handle.tx.clone();
    tokio::spawn(async move {
        let _ = tx.send(RoomCmd::Detach { conn }).await;
    });
}

/// Starts handling a message that needs a room.
fn start(
    hub: &Arc<Hub>,
    conn: u64,
    bound: Option<RoomHandle>,
    msg: ClientMsg,
) -> Result<Pending, ProtoError> {
    let room = |code: &str| -> Result<RoomHandle, ProtoError> {
        let c = normalize_code(code).ok_or_else(|| {
            ProtoError::new(
                "bad_code",
                "a room code is 4 letters or digits / 房间号为4位",
            )
        })?;
        hub.get(&c)
            .ok_or_else(|| ProtoError::new("no_room", format!("no room {c} / 没有这个房间")))
    };
    match msg {
        ClientMsg::Create { rules, seats, seed } => {
            let hub = hub.clone();
            Ok(Box::pin(async move {
                let (handle, code, token) = match hub.create(conn, &rules, seats, seed).await {
                    Ok(x) => x,
                    Err(e) => return (Err(e), None),
                };
                let (r, b) = attach(
                    &hub,
                    conn,
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
            }))
        }
        ClientMsg::Join { code, name, seat } => {
            Ok(attach(hub, conn, room(&code)?, Attach::Join { name, seat }))
        }
        ClientMsg::Resume { code, token } => {
            Ok(attach(hub, conn, room(&code)?, Attach::Resume { token }))
        }
        ClientMsg::Watch { code } => Ok(attach(hub, conn, room(&code)?, Attach::Watch)),
        msg => {
            let handle = bound.ok_or_else(|| {
                ProtoError::new("not_in_room", "create, join, resume or watch a room first")
            })?;
            Ok(Box::pin(async move {
                let (reply, wait) = oneshot::channel();
                (
                    ask(&handle, RoomCmd::Msg { conn, msg, reply }, wait).await,
                    None,
                )
            }))
        }
    }
}
