//! The writing half of a connection: its own task, so that a client that stops reading
//! blocks nothing else. Every frame must be taken by the client within `write_timeout`;
//! past it the task ends and the connection is dropped (with a reset, so the kernel's
//! buffers for it are freed at once rather than kept while it probes a closed window).

use std::time::Duration;

use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, stream::SplitSink};
use tokio::{sync::mpsc, time::timeout};

/// How the writing ended.
#[derive(Debug, PartialEq, Eq)]
pub enum WriteEnd {
    /// A close frame was sent, or the connection let its writer go.
    Closed,
    /// The socket failed.
    Failed,
    /// The client did not take a frame in time.
    Stalled,
}

/// Writes every frame from `rx`, flushing when the queue runs empty; ends after a close
/// frame, when `rx` closes, or when a write fails or stalls.
pub async fn write_loop(
    mut sink: SplitSink<WebSocket, Message>,
    mut rx: mpsc::Receiver<Message>,
    limit: Duration,
) -> WriteEnd {
    while let Some(m) = rx.recv().await {
        let close = matches!(m, Message::Close(_));
        match timeout(limit, sink.feed(m)).await {
            Ok(Ok(())) => {}
            Ok(Err(_)) => return WriteEnd::Failed,
            Err(_) => return WriteEnd::Stalled,
        }
        if close || rx.is_empty() {
            match timeout(limit, sink.flush()).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => return WriteEnd::Failed,
                Err(_) => return WriteEnd::Stalled,
            }
        }
        if close {
            return WriteEnd::Closed;
        }
    }
    WriteEnd::Closed
}
