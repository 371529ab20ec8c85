//! Idle expiry: a room nobody is connected to (no seat connection, no spectator or host
//! screen) for `room_idle` (`room_idle_playing` while a game runs) is ended as the host's
//! `end` would, so abandoned rooms neither hold the room limit nor come back at every start.

use tokio::time::Instant;

use super::{Room, Status};

impl Room {
    /// Whether a person is connected: a seat's connection, a spectator or the host screen.
    pub(super) fn has_people(&self) -> bool {
        !self.public.is_empty() || self.seats.iter().any(|s| s.sub.is_some())
    }

    /// Starts the idle clock when the last person leaves and stops it when one comes.
    pub(super) fn note_presence(&mut self) {
        if self.has_people() {
            self.idle_since = None;
        } else if self.idle_since.is_none() {
            self.idle_since = Some(Instant::now());
        }
    }

    /// When the room expires if nobody comes back.
    pub(super) fn idle_deadline(&self) -> Option<Instant> {
        let window = match self.status {
            Status::Playing => self.config.room_idle_playing,
            Status::Lobby | Status::Finished => self.config.room_idle,
            Status::Ended => return None,
        };
        self.idle_since.map(|t| t + window)
    }

    /// Ends the room if its idle time is up. If the store refuses, the room stays open
    /// (it is restored as before) and tries again after another idle window.
    pub(super) async fn expire_if_idle(&mut self) {
        if self.idle_deadline().is_none_or(|t| t > Instant::now()) {
            return;
        }
        if let Err(e) = self
            .end("房间长时间无人，已关闭 / the room was idle and has closed")
            .await
        {
            eprintln!(
                "tianhei-server: idle room {} not ended: {}",
                self.row.code, e.message
            );
            self.idle_since = Some(Instant::now());
        }
    }
}
