//! The embedded store: one SQLite file (rusqlite, bundled) in WAL mode with
//! `synchronous=NORMAL`: a committed answer survives a crash of the server process; a power
//! loss may lose the last moments (the trade documented in docs/protocol.md).

use std::{
    path::Path,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use rusqlite::{Connection, OptionalExtension, params};
use tianhei_core::{GameRecord, Outcome, RecordedAnswer, Seat};

use crate::store::{RoomRow, ScoreRow, SeatRow, Store, StoreError, StoreResult, StoredRoom};

/// The SQLite store.
pub struct SqliteStore {
    conn: Mutex<Connection>,
    stop: Arc<AtomicBool>,
}

impl Drop for SqliteStore {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS rooms (
    code TEXT PRIMARY KEY,
    rules_id TEXT NOT NULL,
    rules_src TEXT NOT NULL,
    seats INTEGER NOT NULL,
    host_token TEXT NOT NULL,
    secret TEXT NOT NULL,
    seed INTEGER,
    seat_rows TEXT NOT NULL,
    scores TEXT NOT NULL DEFAULT '[]',
    games INTEGER NOT NULL DEFAULT 0,
    ended INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS games (
    code TEXT NOT NULL,
    game INTEGER NOT NULL,
    rules_src TEXT NOT NULL,
    seats INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    dealt TEXT NOT NULL,
    outcome TEXT,
    PRIMARY KEY (code, game)
);
CREATE TABLE IF NOT EXISTS answers (
    code TEXT NOT NULL,
    game INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    prompt INTEGER NOT NULL,
    choice TEXT NOT NULL,
    PRIMARY KEY (code, game, idx)
);
";

impl SqliteStore {
    /// Opens (creating if needed) the database file.
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        let conn = Connection::open(path)
            .map_err(|e| StoreError(format!("cannot open {}: {e}", path.display())))?;
        let store = Self::init(conn)?;
        // Checkpoints run on a connection of their own, off the answer path: a checkpoint
        // inside a commit would fsync while every room waits for the lock.
        store.with(|c| c.pragma_update(None, "wal_autocheckpoint", 0))?;
        let checkpointer = Connection::open(path).map_err(err)?;
        let stop = store.stop.clone();
        std::thread::Builder::new()
            .name("tianhei-checkpoint".into())
            .spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(500));
                    let _ =
                        checkpointer.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()));
                }
            })
            .map_err(err)?;
        Ok(store)
    }

    /// A private in-memory database (for unit tests).
    pub fn memory() -> StoreResult<SqliteStore> {
        Self::init(Connection::open_in_memory().map_err(err)?)
    }

    fn init(conn: Connection) -> StoreResult<SqliteStore> {
        conn.pragma_update(None, "journal_mode", "WAL")
            .map_err(err)?;
        conn.pragma_update(None, "synchronous", "NORMAL")
            .map_err(err)?;
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(err)?;
        conn.execute_batch(SCHEMA).map_err(err)?;
        Ok(SqliteStore {
            conn: Mutex::new(conn),
            stop: Arc::new(AtomicBool::new(false)),
        })
    }

    fn with<T>(&self, f: impl FnOnce(&mut Connection) -> rusqlite::Result<T>) -> StoreResult<T> {
        let mut c = self
            .conn
            .lock()
            .map_err(|_| StoreError("the database lock is poisoned".into()))?;
        f(&mut c).map_err(err)
    }
}

fn json<T: serde::Serialize>(v: &T) -> rusqlite::Result<String> {
    serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

fn from_json<T: serde::de::DeserializeOwned>(s: &str) -> rusqlite::Result<T> {
    serde_json::from_str(s).map_err(|e| {
        rusqlite::Error::FromSqlConversionFailure(0, rusqlite::types::Type::Text, Box::new(e))
    })
}

fn load_record(c: &Connection, code: &str, game: u32) -> rusqlite::Result<Option<GameRecord>> {
    let head = c
        .query_row(
            "SELECT rules_src, seats, seed, dealt, outcome FROM games WHERE code = ?1 AND game = ?2",
            params![code, game],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                ))
            },
        )
        .optional()?;
    let Some((rules, seats, seed, dealt, outcome)) = head else {
        return Ok(None);
    };
    let mut stmt = c.prepare_cached(
        "SELECT seat, prompt, choice FROM answers WHERE code = ?1 AND game = ?2 ORDER BY idx",
    )?;
    let answers = stmt
        .query_map(params![code, game], |r| {
            let choice: String = r.get(2)?;
            Ok(RecordedAnswer {
                seat: Seat(r.get::<_, i64>(0)? as u8),
                prompt: tianhei_core::PromptId(r.get::<_, i64>(1)? as u64),
                choice: from_json(&choice)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Some(GameRecord {
        format: tianhei_core::table::RECORD_FORMAT,
        rules,
        seats: seats as usize,
        seed: seed as u64,
        dealt: from_json(&dealt)?,
        answers,
        outcome: outcome.as_deref().map(from_json).transpose()?,
    }))
}

impl Store for SqliteStore {
    fn create_room(&self, room: &RoomRow, seats: &[SeatRow]) -> StoreResult<()> {
        self.with(|c| {
            c.execute(
                "INSERT INTO rooms (code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    room.code,
                    room.rules_id,
                    room.rules_src,
                    room.seats as i64,
                    room.host_token,
                    room.secret,
                    room.seed.map(|s| s as i64),
                    json(&seats)?
                ],
            )?;
            Ok(())
        })
    }

    fn save_seats(&self, code: &str, seats: &[SeatRow]) -> StoreResult<()> {
        self.with(|c| {
            c.execute(
                "UPDATE rooms SET seat_rows = ?2 WHERE code = ?1",
                params![code, json(&seats)?],
            )?;
            Ok(())
        })
    }

    fn start_game(&self, code: &str, game: u32, start: &GameRecord) -> StoreResult<()> {
        self.with(|c| {
            let tx = c.transaction()?;
            tx.execute(
                "INSERT INTO games (code, game, rules_src, seats, seed, dealt) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![code, game, start.rules, start.seats as i64, start.seed as i64, json(&start.dealt)?],
            )?;
            tx.execute("UPDATE rooms SET games = ?2 WHERE code = ?1", params![code, game])?;
            tx.commit()
        })
    }

    fn append_answer(
        &self,
        code: &str,
        game: u32,
        index: usize,
        a: &RecordedAnswer,
    ) -> StoreResult<()> {
        self.with(|c| {
            c.prepare_cached("INSERT INTO answers (code, game, idx, seat, prompt, choice) VALUES (?1, ?2, ?3, ?4, ?5, ?6)")?
                .execute(params![code, game, index as i64, a.seat.0 as i64, a.prompt.0 as i64, json(&a.choice)?])?;
            Ok(())
        })
    }

    fn finish_game(
        &self,
        code: &str,
        game: u32,
        outcome: &Outcome,
        scores: &[ScoreRow],
    ) -> StoreResult<()> {
        self.with(|c| {
            let tx = c.transaction()?;
            tx.execute(
                "UPDATE games SET outcome = ?3 WHERE code = ?1 AND game = ?2",
                params![code, game, json(outcome)?],
            )?;
            tx.execute(
                "UPDATE rooms SET scores = ?2 WHERE code = ?1",
                params![code, json(&scores)?],
            )?;
            tx.commit()
        })
    }

    fn end_room(&self, code: &str) -> StoreResult<()> {
        self.with(|c| {
            c.execute("UPDATE rooms SET ended = 1 WHERE code = ?1", params![code])?;
            Ok(())
        })
    }

    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>> {
        self.with(|c| {
            let mut stmt = c.prepare(
                "SELECT code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows, scores, games
                 FROM rooms WHERE ended = 0 ORDER BY rowid",
            )?;
            let rows = stmt
                .query_map([], |r| {
                    let seat_rows: String = r.get(7)?;
                    let scores: String = r.get(8)?;
                    Ok(StoredRoom {
                        room: RoomRow {
                            code: r.get(0)?,
                            rules_id: r.get(1)?,
                            rules_src: r.get(2)?,
                            seats: r.get::<_, i64>(3)? as usize,
                            host_token: r.get(4)?,
                            secret: r.get(5)?,
                            seed: r.get::<_, Option<i64>>(6)?.map(|s| s as u64),
                        },
                        seats: from_json(&seat_rows)?,
                        scores: from_json(&scores)?,
                        games: r.get::<_, i64>(9)? as u32,
                        current: None,
                    })
                })?
                .collect::<rusqlite::Result<Vec<_>>>()?;
            drop(stmt);
            let mut out = Vec::with_capacity(rows.len());
            for mut room in rows {
                if room.games > 0 {
                    room.current = load_record(c, &room.room.code, room.games)?;
                }
                out.push(room);
            }
            Ok(out)
        })
    }

    fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>> {
        self.with(|c| load_record(c, code, game))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rooms_games_and_answers_round_trip() {
        let s = SqliteStore::memory().unwrap();
        let room = RoomRow {
            code: "ABCD".into(),
            rules_id: "x".into(),
            rules_src: "src".into(),
            seats: 2,
            host_token: "h".into(),
            secret: "s".into(),
            seed: Some(u64::MAX),
        };
        let seats = vec![
            SeatRow::Human {
                name: "a".into(),
                token: "t".into(),
            },
            SeatRow::Empty,
        ];
        s.create_room(&room, &seats).unwrap();
        assert!(s.create_room(&room, &seats).is_err(), "codes are unique");
        let start = GameRecord {
            format: tianhei_core::table::RECORD_FORMAT,
            rules: "src".into(),
            seats: 2,
            seed: u64::MAX - 1,
            dealt: serde_json::json!({"roles": [1, 2]}),
            answers: vec![],
            outcome: None,
        };
        s.start_game("ABCD", 1, &start).unwrap();
        let a = RecordedAnswer {
            seat: Seat(1),
            prompt: tianhei_core::PromptId(9),
            choice: vec![0, 2],
        };
        s.append_answer("ABCD", 1, 0, &a).unwrap();
        let open = s.open_rooms().unwrap();
        assert_eq!(open.len(), 1);
        assert_eq!(open[0].room, room);
        assert_eq!(open[0].seats, seats);
        let rec = open[0].current.clone().unwrap();
        assert_eq!(rec.seed, u64::MAX - 1);
        assert_eq!(rec.answers, vec![a]);
        s.end_room("ABCD").unwrap();
        assert!(s.open_rooms().unwrap().is_empty());
        assert!(s.record("ABCD", 1).unwrap().is_some());
        assert!(s.record("ABCD", 2).unwrap().is_none());
    }
}
