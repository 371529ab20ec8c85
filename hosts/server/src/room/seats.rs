//! Seat management: binding connections to seats, the host role and the public view;
//! joining, resuming and detaching; storing the seat rows.

use serde_json::json;
use tianhei_core::Seat;

use super::{Attach, Reply, Room, Status};
use crate::{
    identity::{new_token, token_eq},
    limits::AddrKey,
    names::{NameKey, validate_name},
    protocol::ProtoError,
    push::{Out, Sub},
    store::{SeatRow, Write},
};

impl Room {
    pub(super) fn seat_of(&self, conn: u64) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.sub.as_ref().is_some_and(|s| s.conn == conn))
            .map(|i| Seat(i as u8))
    }

    pub(super) fn is_host(&self, conn: u64) -> bool {
        self.public.iter().any(|s| s.conn == conn && s.host)
    }

    pub(super) fn detach(&mut self, conn: u64) {
        for slot in &mut self.seats {
            if slot.sub.as_ref().is_some_and(|s| s.conn == conn) {
                slot.sub = None;
            }
        }
        self.public.retain(|s| s.conn != conn);
    }

    /// Stores `rows` as the seats; callers apply them only once this succeeds, so a write
    /// the store refuses changes nothing.
    pub(super) async fn save_rows(&mut self, rows: Vec<SeatRow>) -> Result<(), ProtoError> {
        self.write(Write::SaveSeats {
            code: self.row.code.clone(),
            seats: rows,
        })
        .await
    }

    /// The seat connection `conn` holds that it gives up by binding elsewhere (not to
    /// `keep`): only while seats may change (the lobby, between games). During a game the
    /// seat stays the player's, to resume with its token.
    fn seat_left(&self, conn: u64, keep: Option<usize>) -> Option<usize> {
        if !matches!(self.status, Status::Lobby | Status::Finished) {
            return None;
        }
        self.seat_of(conn)
            .map(|s| s.index())
            .filter(|&i| Some(i) != keep)
    }

    /// Gives up the seat `conn` held (see [`Room::seat_left`]): it becomes empty and its
    /// token void, so one connection never holds two seats. Stored first; if the store
    /// refuses, nothing changes.
    pub(super) async fn leave_seat(
        &mut self,
        conn: u64,
        keep: Option<usize>,
    ) -> Result<(), ProtoError> {
        let Some(i) = self.seat_left(conn, keep) else {
            return Ok(());
        };
        let mut rows: Vec<SeatRow> = self.seats.iter().map(|s| s.row.clone()).collect();
        rows[i] = SeatRow::Empty;
        if let Err(e) = self.save_rows(rows).await {
            eprintln!(
                "tianhei-server: room {}: seat {} not freed: {}",
                self.row.code,
                i + 1,
                e.message
            );
            return Err(e);
        }
        self.seats[i].row = SeatRow::Empty;
        self.seats[i].sub = None;
        Ok(())
    }

    pub(super) async fn attach(
        &mut self,
        conn: u64,
        addr: AddrKey,
        who: Attach,
        out: Out,
    ) -> Reply {
        if self.status == Status::Ended {
            return Err(ProtoError::new(
                "no_room",
                "房间已结束 / this room has ended",
            ));
        }
        // A refused attach changes nothing: the connection keeps what it held until the
        // new binding is certain.
        match who {
            Attach::Watch => {
                if self.public.iter().filter(|s| s.conn != conn).count()
                    >= self.config.max_spectators
                {
                    return Err(ProtoError::new(
                        "too_many_spectators",
                        "观看人数已满 / this room has as many watchers as it takes",
                    ));
                }
                self.leave_seat(conn, None).await?;
                self.detach(conn);
                self.public.push(Sub::new(conn, out, false));
                Ok(("watching", json!({"code": self.row.code})))
            }
            Attach::Resume { token } => {
                if token_eq(&token, &self.row.host_token) {
                    self.leave_seat(conn, None).await?;
                    self.detach(conn);
                    // One host screen: the one it replaces is told, as a seat's old phone is.
                    let (old, keep) = std::mem::take(&mut self.public)
                        .into_iter()
                        .partition(|s| s.host);
                    self.public = keep;
                    for o in old {
                        o.notice(
                            "replaced",
                            "房主控制已在另一块屏幕打开 / the host controls were opened on another screen",
                        );
                    }
                    self.public.push(Sub::new(conn, out, true));
                    self.host_addr = Some(addr);
                    return Ok((
                        "resumed",
                        json!({"code": self.row.code, "host": true, "seat": null}),
                    ));
                }
                let found = self.seats.iter().position(
                    |s| matches!(&s.row, SeatRow::Human { token: t, .. } if token_eq(t, &token)),
                );
                let Some(i) = found else {
                    return Err(ProtoError::new(
                        "bad_token",
                        "身份无效，请重新加入 / this token holds no seat here; join again",
                    ));
                };
                self.leave_seat(conn, Some(i)).await?;
                self.detach(conn);
                if let Some(old) = self.seats[i].sub.take() {
                    old.notice(
                        "replaced",
                        "该座位已在其他设备打开 / this seat was opened on another device",
                    );
                }
                self.seats[i].sub = Some(Sub::new(conn, out, false));
                Ok((
                    "resumed",
                    json!({"code": self.row.code, "host": false, "seat": i}),
                ))
            }
            Attach::Join { name, seat } => {
                if !matches!(self.status, Status::Lobby | Status::Finished) {
                    return Err(ProtoError::new(
                        "wrong_state",
                        "游戏进行中 / the game is running; join when it is over",
                    ));
                }
                let name = validate_name(&name, self.config.max_name_chars)
                    .map_err(|m| ProtoError::new("bad_name", m))?;
                // The seat this connection holds is given up by this join: its name and
                // the seat itself are free for it.
                let left = self.seat_left(conn, None);
                let key = NameKey::of(&name);
                let taken = self.seats.iter().enumerate().any(|(k, s)| {
                    Some(k) != left
                        && matches!(&s.row, SeatRow::Human { name: n, .. } | SeatRow::Bot { name: n } if NameKey::of(n).same(&key))
                });
                if taken {
                    return Err(ProtoError::new(
                        "name_taken",
                        "名字已被使用 / someone here has that name; pick another",
                    ));
                }
                // The host screen's address (the party's router) may fill every seat;
                // any other holds at most its share, connected or not.
                let cap = self.config.addr.seats_per_room as usize;
                let held = (self.seats.iter().enumerate())
                    .filter(|&(k, s)| {
                        Some(k) != left
                            && s.addr == Some(addr)
                            && matches!(s.row, SeatRow::Human { .. })
                    })
                    .count();
                if self.host_addr != Some(addr) && held >= cap {
                    return Err(ProtoError::new(
                        "too_many_seats",
                        format!(
                            "同一网络在本房间最多{cap}个座位 / {cap} seats of this room are held from your address already"
                        ),
                    ));
                }
                let free =
                    |k: usize, s: &super::SeatSlot| s.row == SeatRow::Empty || Some(k) == left;
                let i = match seat {
                    Some(i) if i >= self.seats.len() => {
                        return Err(ProtoError::new(
                            "bad_seat",
                            format!(
                                "没有这个座位（共{n}个） / there are {n} seats, numbered from 0",
                                n = self.seats.len()
                            ),
                        ));
                    }
                    Some(i) if !free(i, &self.seats[i]) => {
                        return Err(ProtoError::new(
                            "seat_taken",
                            "该座位已有人 / that seat is taken",
                        ));
                    }
                    Some(i) => i,
                    None => self
                        .seats
                        .iter()
                        .enumerate()
                        .position(|(k, s)| free(k, s))
                        .ok_or_else(|| {
                            ProtoError::new("room_full", "座位已满 / every seat is taken")
                        })?,
                };
                let token = new_token();
                let mut rows: Vec<SeatRow> = self.seats.iter().map(|s| s.row.clone()).collect();
                if let Some(j) = left {
                    rows[j] = SeatRow::Empty;
                }
                rows[i] = SeatRow::Human {
                    name,
                    token: token.clone(),
                };
                self.save_rows(rows.clone()).await?;
                self.detach(conn);
                for (slot, row) in self.seats.iter_mut().zip(rows) {
                    slot.row = row;
                }
                self.seats[i].sub = Some(Sub::new(conn, out, false));
                self.seats[i].addr = Some(addr);
                Ok((
                    "joined",
                    json!({"code": self.row.code, "seat": i, "token": token}),
                ))
            }
        }
    }
}
