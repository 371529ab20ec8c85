//! What connections ask of a room: the commands on its channel, and the reply to each.

use serde_json::Value;
use tokio::sync::oneshot;

use crate::{
    limits::AddrKey,
    protocol::{ClientMsg, ProtoError},
    push::Out,
};

/// A reply to a command: the reply `type` and its fields, or an error.
pub type Reply = Result<(&'static str, Value), ProtoError>;

/// Who a connection wants to be in a room.
#[derive(Debug)]
pub enum Attach {
    /// Take a seat under a name.
    Join {
        /// Player name.
        name: String,
        /// A particular seat.
        seat: Option<usize>,
    },
    /// Resume a seat or the host role by token.
    Resume {
        /// The token.
        token: String,
    },
    /// Watch the public view.
    Watch,
}

/// What connections ask of a room.
#[derive(Debug)]
pub enum RoomCmd {
    /// Bind a connection; its pushes go to `out`.
    Attach {
        /// Connection id.
        conn: u64,
        /// The connection's address (seats per address are capped).
        addr: AddrKey,
        /// As whom.
        who: Attach,
        /// The connection's outbox.
        out: Out,
        /// Where the reply goes.
        reply: oneshot::Sender<Reply>,
    },
    /// The connection is gone, or bound itself elsewhere.
    Detach {
        /// Connection id.
        conn: u64,
        /// It bound itself elsewhere (not merely dropped): a seat it held in the lobby or
        /// between games is given up, so one connection holds one seat at most.
        leave: bool,
    },
    /// A message from a bound connection.
    Msg {
        /// Connection id.
        conn: u64,
        /// The message.
        msg: ClientMsg,
        /// Where the reply goes.
        reply: oneshot::Sender<Reply>,
    },
}
