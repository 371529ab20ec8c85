//! The writing side of a connection, driven as one branch of the connection's loop: it
//! moves queued frames into the socket and flushes, and never blocks the loop, so the
//! heartbeat, the room's pushes and the client's frames are handled while a write waits.
//! The time since the socket last took anything is kept: a client that takes nothing for
//! `write_timeout` has stopped reading, and the connection is reset (so the kernel frees
//! its buffers at once rather than keeping them while it probes a closed window). So are
//! the bytes held for the client ([`Writer::unsent`]): past `max_unsent_bytes` while the
//! socket takes nothing, the connection is reset at once.

use std::{
    cell::Cell,
    collections::VecDeque,
    task::{Context, Poll},
    time::Instant,
};

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, stream::SplitSink};

/// What the writer holds between polls.
pub struct Writer {
    /// Frames waiting for the socket, in order.
    pub out: VecDeque<Message>,
    /// Everything taken by the socket has been flushed.
    pub flushed: bool,
    /// Since when the socket has taken nothing while frames wait (`None`: it is keeping up).
    pub stalled: Cell<Option<Instant>>,
    /// Bytes of frames handed to the WebSocket layer since its last completed flush.
    unflushed: usize,
}

/// The bytes a frame puts on the wire, near enough (its payload).
fn size(m: &Message) -> usize {
    match m {
        Message::Text(t) => t.len(),
        Message::Binary(b) | Message::Ping(b) | Message::Pong(b) => b.len(),
        Message::Close(c) => 2 + c.as_ref().map_or(0, |c| c.reason.len()),
    }
}

impl Writer {
    /// An idle writer.
    pub fn new() -> Writer {
        Writer {
            out: VecDeque::new(),
            flushed: true,
            stalled: Cell::new(None),
            unflushed: 0,
        }
    }

    /// Bytes held for the client that it has not taken: frames queued here and frames
    /// handed to the WebSocket layer but not yet flushed to the socket.
    pub fn unsent(&self) -> usize {
        self.out.iter().map(size).sum::<usize>() + self.unflushed
    }

    /// Whether there is anything to write or flush.
    pub fn busy(&self) -> bool {
        !self.out.is_empty() || !self.flushed
    }

    fn stall(&self) {
        if self.stalled.get().is_none() {
            self.stalled.set(Some(Instant::now()));
        }
    }

    /// Moves queued frames into `sink` and flushes; ready once all is written or the socket
    /// failed, pending while the socket takes no more.
    pub fn poll_drive(
        &mut self,
        sink: &mut SplitSink<WebSocket, Message>,
        cx: &mut Context<'_>,
    ) -> Poll<Result<(), axum::Error>> {
        while !self.out.is_empty() {
            match sink.poll_ready_unpin(cx) {
                Poll::Ready(Ok(())) => {
                    if let Some(m) = self.out.pop_front() {
                        self.unflushed += size(&m);
                        sink.start_send_unpin(m)?;
                        self.flushed = false;
                        self.stalled.set(None);
                    }
                }
                Poll::Ready(Err(e)) => return Poll::Ready(Err(e)),
                Poll::Pending => {
                    self.stall();
                    return Poll::Pending;
                }
            }
        }
        match sink.poll_flush_unpin(cx) {
            Poll::Ready(Ok(())) => {
                self.flushed = true;
                self.unflushed = 0;
                self.stalled.set(None);
                Poll::Ready(Ok(()))
            }
            Poll::Ready(Err(e)) => Poll::Ready(Err(e)),
            Poll::Pending => {
                self.stall();
                Poll::Pending
            }
        }
    }
}
