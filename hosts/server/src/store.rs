//! Storage behind one small trait, so a shared database server can replace the embedded
//! SQLite file ([`crate::sqlite`]) without touching rooms. Calls are blocking; rooms run
//! them off the async threads.

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

/// A storage failure.
#[derive(Debug)]
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
    /// Creates a room; fails if the code exists (the caller picks another).
    fn create_room(&self, room: &RoomRow, seats: &[SeatRow]) -> StoreResult<()>;
    /// Replaces the seats of a room.
    fn save_seats(&self, code: &str, seats: &[SeatRow]) -> StoreResult<()>;
    /// Starts game `game` (1-based) of a room from a record with no answers.
    fn start_game(&self, code: &str, game: u32, start: &GameRecord) -> StoreResult<()>;
    /// Appends answer number `index` (0-based) of a game.
    fn append_answer(
        &self,
        code: &str,
        game: u32,
        index: usize,
        answer: &RecordedAnswer,
    ) -> StoreResult<()>;
    /// Marks a game finished with its outcome and the room's new score table.
    fn finish_game(
        &self,
        code: &str,
        game: u32,
        outcome: &Outcome,
        scores: &[ScoreRow],
    ) -> StoreResult<()>;
    /// Closes a room; it is not restored again.
    fn end_room(&self, code: &str) -> StoreResult<()>;
    /// Every room not ended, with its current game.
    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>>;
    /// The record of a game, if it exists.
    fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>>;
}
