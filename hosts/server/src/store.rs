//! Storage behind one small trait, so a shared database server can replace the embedded
//! SQLite file ([`crate::sqlite`]) without touching rooms. Calls are blocking: rooms hand
//! their writes to the group committer ([`crate::commit`]), which applies the writes of every
//! room queued at that moment in one call of [`Store::apply`]; reads run off the async threads.

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

    /// Applies one write.
    fn write(&self, w: Write) -> StoreResult<()> {
        self.apply(std::slice::from_ref(&w))
            .pop()
            .unwrap_or_else(|| Err(StoreError("the store gave no result".into())))
    }
}
