//! Storage behind one small trait, so a shared database server can replace the embedded
//! SQLite file ([`crate::sqlite`]) without touching rooms. Calls are blocking: rooms hand
//! their writes to the group committer ([`crate::commit`]), which applies the writes of every
//! room queued at that moment in one call of [`Store::apply`]; reads run off the async threads.

use std::time::Duration;

use serde::{Deserialize, Serialize};
use tianhei_core::{GameRecord, Outcome, RecordedAnswer};

/// A room as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomRow {
    /// The 4-character code.
    pub code: String,
    /// Rule-set id (for listings).
    pub rules_id: String,
    /// The rule-set file's text (the room keeps it even if the file changes later).
    pub rules_src: String,
    /// Seat count.
    pub seats: usize,
    /// The host's token.
    pub host_token: String,
    /// Secret that makes prompt ids opaque (see [`crate::identity::public_prompt_id`]).
    pub secret: String,
    /// Fixed seed of the room's first game, if the creator chose one (tests).
    pub seed: Option<u64>,
    /// How strongly the room's bots play (the host's choice in the lobby).
    pub bots: Strength,
}

/// How strongly a room's bots play: 普通 (the game's heuristic, the default) or 强 (the
/// search bot, which thinks off the room's task; see [`crate::think`]).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Strength {
    /// 普通: the game's heuristic bot.
    #[default]
    Normal,
    /// 强: the search bot.
    Strong,
}

impl Strength {
    /// Both, in the order the lobby lists them.
    pub const ALL: [Strength; 2] = [Strength::Normal, Strength::Strong];

    /// Its name in the protocol and in storage.
    pub fn name(self) -> &'static str {
        match self {
            Strength::Normal => "normal",
            Strength::Strong => "strong",
        }
    }

    /// The strength named `s` (`normal` or `strong`).
    pub fn parse(s: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|k| k.name() == s)
    }

    /// As stored: an unknown name (a newer server's) reads as the default.
    pub fn stored(s: &str) -> Strength {
        Strength::parse(s).unwrap_or_default()
    }
}

/// Who holds a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum SeatRow {
    /// Nobody yet.
    Empty,
    /// A person with their token.
    Human {
        /// Name shown at the table.
        name: String,
        /// The seat's secret token.
        token: String,
    },
    /// A bot answered by the room.
    Bot {
        /// Name shown at the table.
        name: String,
    },
}

/// One line of a room's running score table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRow {
    /// Player name (scores follow names across games).
    pub name: String,
    /// Games finished.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// Sum of the outcome scores.
    pub score: i64,
}

/// An unfinished room as loaded at start.
#[derive(Clone, Debug)]
pub struct StoredRoom {
    /// The room.
    pub room: RoomRow,
    /// Its seats.
    pub seats: Vec<SeatRow>,
    /// The running score table.
    pub scores: Vec<ScoreRow>,
    /// Games started so far (the current or last game's number; 0 before the first).
    pub games: u32,
    /// The current game's record (answers included), finished or not.
    pub current: Option<GameRecord>,
}

/// One write. The committer hands the writes of many rooms to [`Store::apply`] at once.
#[derive(Clone, Debug, PartialEq)]
pub enum Write {
    /// Creates a room; fails if the code is taken (the caller draws another).
    CreateRoom {
        /// The room.
        room: RoomRow,
        /// Its seats.
        seats: Vec<SeatRow>,
    },
    /// Replaces the seats of a room.
    SaveSeats {
        /// Room code.
        code: String,
        /// The seats.
        seats: Vec<SeatRow>,
    },
    /// Sets how strongly the room's bots play.
    SetBots {
        /// Room code.
        code: String,
        /// The strength.
        bots: Strength,
    },
    /// Starts game `game` (1-based) of a room from a record with no answers.
    StartGame {
        /// Room code.
        code: String,
        /// Game number.
        game: u32,
        /// The dealt game.
        start: GameRecord,
    },
    /// Appends answer number `index` (0-based) of a game.
    AppendAnswer {
        /// Room code.
        code: String,
        /// Game number.
        game: u32,
        /// Index of the answer in the game.
        index: usize,
        /// The answer.
        answer: RecordedAnswer,
    },
    /// Marks a game finished with its outcome and the room's new score table.
    FinishGame {
        /// Room code.
        code: String,
        /// Game number.
        game: u32,
        /// The outcome.
        outcome: Outcome,
        /// The room's score table after it.
        scores: Vec<ScoreRow>,
    },
    /// Closes a room at `at` (Unix seconds): it is not restored again, and is purged once
    /// the retention window after `at` has passed (at once if no game of it finished).
    EndRoom {
        /// Room code.
        code: String,
        /// When, in seconds since the Unix epoch.
        at: u64,
    },
}

impl Write {
    /// The room the write is for.
    pub fn code(&self) -> &str {
        match self {
            Write::CreateRoom { room, .. } => &room.code,
            Write::SaveSeats { code, .. }
            | Write::SetBots { code, .. }
            | Write::StartGame { code, .. }
            | Write::AppendAnswer { code, .. }
            | Write::FinishGame { code, .. }
            | Write::EndRoom { code, .. } => code,
        }
    }
}

/// A storage failure.
#[derive(Debug, Clone)]
pub struct StoreError(pub String);

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "storage: {}", self.0)
    }
}

impl std::error::Error for StoreError {}

/// Result of a storage call.
pub type StoreResult<T> = Result<T, StoreError>;

/// What a write whose lease was taken over fails with (the message starts with this).
pub const FENCE_LOST: &str = "lease lost";

/// The error of a write refused by the fencing check: another process runs the room now.
pub fn fence_lost(code: &str) -> StoreError {
    StoreError(format!(
        "{FENCE_LOST}: room {code} is run by another server process now; this one may not write it"
    ))
}

impl StoreError {
    /// Whether a write was refused because another process took the room over.
    pub fn is_fence_lost(&self) -> bool {
        self.0.starts_with(FENCE_LOST)
    }
}

/// A server process as room leases name it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Owner {
    /// Unique per process start.
    pub id: String,
    /// Where clients reach it (`http://10.0.0.2:7878`): the `moved` reply sends them there.
    pub url: String,
}

/// What claiming a room's lease gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// This process runs the room now; its writes carry `fence`.
    Won {
        /// The lease's fencing number, larger than any earlier holder's.
        fence: u64,
    },
    /// Another live process runs it.
    Held {
        /// That process's public URL.
        url: String,
    },
    /// No open room has that code.
    NoRoom,
}

/// Where rooms, games and answers live. Every method is durable when it returns.
pub trait Store: Send + Sync + 'static {
    /// Applies `writes` in order and returns one result per write. A write that fails
    /// changes nothing and does not stop the others; a store with transactions commits
    /// them all at once (SQLite: one transaction, a savepoint per write).
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>>;
    /// Every room not ended, with its current game.
    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>>;
    /// The record of a game, if it exists.
    fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>>;
    /// Deletes every room ended before `before` (Unix seconds), and every ended room none
    /// of whose games finished, with their games and answers; returns how many rooms.
    /// Their codes are free again.
    fn purge_ended(&self, before: u64) -> StoreResult<usize>;
    /// A number greater than any this store returned before: one per server start, so
    /// what a server numbers from it (revisions) never goes backwards across restarts.
    fn next_epoch(&self) -> StoreResult<u64>;

    /// Whether several server processes may share this store, so rooms are run under
    /// leases ([`Store::claim`]). The embedded SQLite file is one process's.
    fn shared(&self) -> bool {
        false
    }

    /// Like [`Store::apply`], each write checked against its room lease's fencing number
    /// (`Some`) in the same transaction: a write of a process whose lease was taken over
    /// fails with [`fence_lost`] and changes nothing. Unshared stores have no leases.
    fn apply_fenced(&self, writes: &[(Write, Option<u64>)]) -> Vec<StoreResult<()>> {
        let plain: Vec<Write> = writes.iter().map(|w| w.0.clone()).collect();
        self.apply(&plain)
    }

    /// The open room `code` with its current game, if it exists and has not ended.
    fn open_room(&self, code: &str) -> StoreResult<Option<StoredRoom>> {
        Ok(self.open_rooms()?.into_iter().find(|r| r.room.code == code))
    }

    /// Takes the lease of room `code` for `owner` for `ttl`, unless another process holds
    /// a live one. A taken-over lease gets a larger fencing number.
    fn claim(&self, code: &str, _owner: &Owner, _ttl: Duration) -> StoreResult<Claim> {
        Ok(match self.open_room(code)? {
            Some(_) => Claim::Won { fence: 0 },
            None => Claim::NoRoom,
        })
    }

    /// Extends `owner`'s leases of the rooms `held` (code, fence) by `ttl`; returns the
    /// codes whose lease another process has taken meanwhile.
    fn renew(
        &self,
        _owner: &Owner,
        _held: &[(String, u64)],
        _ttl: Duration,
    ) -> StoreResult<Vec<String>> {
        Ok(Vec::new())
    }

    /// Gives up `owner`'s lease of room `code` (at shutdown), so another process may take
    /// it at once.
    fn release(&self, _owner: &Owner, _code: &str) -> StoreResult<()> {
        Ok(())
    }

    /// Applies one write.
    fn write(&self, w: Write) -> StoreResult<()> {
        self.apply(std::slice::from_ref(&w))
            .pop()
            .unwrap_or_else(|| Err(StoreError("the store gave no result".into())))
    }
}
