//! The embedded store: one SQLite file (rusqlite, bundled) in WAL mode with
//! `synchronous=NORMAL`: a committed answer survives a crash of the server process; a power
//! loss may lose the last moments (the trade documented in docs/protocol.md). Writes go
//! through one connection, many rooms' writes per transaction ([`Store::apply`]); reads
//! (records, the restore) through a second one, so a download never holds up a commit.

use std::{
    path::Path,
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use rusqlite::{Connection, OptionalExtension, params};
use tianhei_core::{GameRecord, RecordedAnswer, Seat};

use crate::store::{RoomRow, Store, StoreError, StoreResult, StoredRoom, Strength, Write};

/// The SQLite store.
pub struct SqliteStore {
    conn: Mutex<Connection>,
    /// A second connection for reads (none for an in-memory database: it has one).
    reader: Option<Mutex<Connection>>,
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
    ended INTEGER NOT NULL DEFAULT 0,
    ended_at INTEGER,
    bots TEXT NOT NULL DEFAULT 'normal'
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
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value INTEGER NOT NULL
);
";

/// Seconds since the Unix epoch.
pub fn unix_now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// Brings a file written by an older server up to the schema: rooms ended before
/// `ended_at` existed count as ended now, so they are kept one retention window; rooms
/// from before `bots` existed have normal bots.
fn migrate(c: &Connection) -> rusqlite::Result<()> {
    let has_bots = c
        .prepare("SELECT 1 FROM pragma_table_info('rooms') WHERE name = 'bots'")?
        .exists([])?;
    if !has_bots {
        c.execute_batch("ALTER TABLE rooms ADD COLUMN bots TEXT NOT NULL DEFAULT 'normal'")?;
    }
    let has_ended_at = c
        .prepare("SELECT 1 FROM pragma_table_info('rooms') WHERE name = 'ended_at'")?
        .exists([])?;
    if !has_ended_at {
        c.execute_batch("ALTER TABLE rooms ADD COLUMN ended_at INTEGER")?;
    }
    c.execute(
        "UPDATE rooms SET ended_at = ?1 WHERE ended = 1 AND ended_at IS NULL",
        params![unix_now() as i64],
    )?;
    Ok(())
}

impl SqliteStore {
    /// Opens (creating if needed) the database file.
    pub fn open(path: &Path) -> StoreResult<SqliteStore> {
        let conn = Connection::open(path)
            .map_err(|e| StoreError(format!("cannot open {}: {e}", path.display())))?;
        let mut store = Self::init(conn)?;
        // Checkpoints run on a connection of their own, off the answer path: a checkpoint
        // inside a commit would fsync while every room waits for the lock.
        store.with(|c| c.pragma_update(None, "wal_autocheckpoint", 0))?;
        let reader = Connection::open(path).map_err(err)?;
        reader.busy_timeout(Duration::from_secs(5)).map_err(err)?;
        store.reader = Some(Mutex::new(reader));
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
        conn.busy_timeout(Duration::from_secs(5)).map_err(err)?;
        conn.execute_batch(SCHEMA).map_err(err)?;
        migrate(&conn).map_err(err)?;
        Ok(SqliteStore {
            conn: Mutex::new(conn),
            reader: None,
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

    fn read<T>(&self, f: impl FnOnce(&Connection) -> rusqlite::Result<T>) -> StoreResult<T> {
        let Some(reader) = &self.reader else {
            return self.with(|c| f(c));
        };
        let c = reader
            .lock()
            .map_err(|_| StoreError("the database lock is poisoned".into()))?;
        f(&c).map_err(err)
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
        format: tianhei_core::record::RECORD_FORMAT,
        rules,
        seats: seats as usize,
        seed: seed as u64,
        dealt: from_json(&dealt)?,
        answers,
        outcome: outcome.as_deref().map(from_json).transpose()?,
    }))
}

/// Applies one write inside the open transaction (or savepoint) `c`.
fn apply_one(c: &Connection, w: &Write) -> rusqlite::Result<()> {
    match w {
        Write::CreateRoom { room, seats } => {
            c.prepare_cached(
                "INSERT INTO rooms (code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows, bots)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            )?
            .execute(params![
                room.code,
                room.rules_id,
                room.rules_src,
                room.seats as i64,
                room.host_token,
                room.secret,
                room.seed.map(|s| s as i64),
                json(&seats)?,
                room.bots.name()
            ])?;
        }
        Write::SaveSeats { code, seats } => {
            let n = c
                .prepare_cached("UPDATE rooms SET seat_rows = ?2 WHERE code = ?1")?
                .execute(params![code, json(&seats)?])?;
            no_room(n, code)?;
        }
        Write::SetBots { code, bots } => {
            let n = c
                .prepare_cached("UPDATE rooms SET bots = ?2 WHERE code = ?1")?
                .execute(params![code, bots.name()])?;
            no_room(n, code)?;
        }
        Write::StartGame { code, game, start } => {
            c.prepare_cached(
                "INSERT INTO games (code, game, rules_src, seats, seed, dealt) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![code, game, start.rules, start.seats as i64, start.seed as i64, json(&start.dealt)?])?;
            let n = c
                .prepare_cached("UPDATE rooms SET games = ?2 WHERE code = ?1")?
                .execute(params![code, game])?;
            no_room(n, code)?;
        }
        Write::AppendAnswer {
            code,
            game,
            index,
            answer: a,
        } => {
            c.prepare_cached(
                "INSERT INTO answers (code, game, idx, seat, prompt, choice) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            )?
            .execute(params![code, game, *index as i64, a.seat.0 as i64, a.prompt.0 as i64, json(&a.choice)?])?;
        }
        Write::FinishGame {
            code,
            game,
            outcome,
            scores,
        } => {
            c.prepare_cached("UPDATE games SET outcome = ?3 WHERE code = ?1 AND game = ?2")?
                .execute(params![code, game, json(outcome)?])?;
            c.prepare_cached("UPDATE rooms SET scores = ?2 WHERE code = ?1")?
                .execute(params![code, json(&scores)?])?;
        }
        Write::EndRoom { code, at } => {
            c.prepare_cached("UPDATE rooms SET ended = 1, ended_at = ?2 WHERE code = ?1")?
                .execute(params![code, *at as i64])?;
        }
    }
    Ok(())
}

fn no_room(changed: usize, code: &str) -> rusqlite::Result<()> {
    if changed == 0 {
        return Err(rusqlite::Error::ToSqlConversionFailure(
            format!("no room {code}").into(),
        ));
    }
    Ok(())
}

/// Rooms a purge removes: ended before `?1`, or ended with no finished game.
const PURGEABLE: &str = "SELECT code FROM rooms r WHERE r.ended = 1 AND (r.ended_at < ?1
     OR NOT EXISTS (SELECT 1 FROM games g WHERE g.code = r.code AND g.outcome IS NOT NULL))
     LIMIT 256";

impl Store for SqliteStore {
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
        let all = |e: StoreError| writes.iter().map(|_| Err(e.clone())).collect();
        let mut c = match self.conn.lock() {
            Ok(c) => c,
            Err(_) => return all(StoreError("the database lock is poisoned".into())),
        };
        let mut tx = match c.transaction() {
            Ok(tx) => tx,
            Err(e) => return all(err(e)),
        };
        let out: Vec<StoreResult<()>> = if let [w] = writes {
            // One write: the transaction is its own savepoint.
            match apply_one(&tx, w) {
                Ok(()) => vec![Ok(())],
                Err(e) => return vec![Err(err(e))],
            }
        } else {
            writes
                .iter()
                .map(|w| {
                    let sp = tx.savepoint()?;
                    apply_one(&sp, w)?;
                    sp.commit()
                })
                .map(|r| r.map_err(err))
                .collect()
        };
        match tx.commit() {
            Ok(()) => out,
            Err(e) => all(err(e)),
        }
    }

    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>> {
        self.read(|c| {
            let mut stmt = c.prepare(
                "SELECT code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows, scores, games, bots
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
                            bots: Strength::stored(&r.get::<_, String>(10)?),
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
        self.read(|c| load_record(c, code, game))
    }

    fn purge_ended(&self, before: u64) -> StoreResult<usize> {
        let mut total = 0;
        // In slices, so commits of answers never wait long behind a purge.
        loop {
            let n = self.with(|c| {
                let tx = c.transaction()?;
                let codes: Vec<String> = tx
                    .prepare_cached(PURGEABLE)?
                    .query_map(params![before as i64], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
                for code in &codes {
                    tx.prepare_cached("DELETE FROM answers WHERE code = ?1")?
                        .execute(params![code])?;
                    tx.prepare_cached("DELETE FROM games WHERE code = ?1")?
                        .execute(params![code])?;
                    tx.prepare_cached("DELETE FROM rooms WHERE code = ?1")?
                        .execute(params![code])?;
                }
                tx.commit()?;
                Ok(codes.len())
            })?;
            total += n;
            if n == 0 {
                return Ok(total);
            }
        }
    }

    fn next_epoch(&self) -> StoreResult<u64> {
        self.with(|c| {
            c.execute(
                "INSERT INTO meta (key, value) VALUES ('epoch', 0) ON CONFLICT (key) DO NOTHING",
                [],
            )?;
            c.query_row(
                "UPDATE meta SET value = value + 1 WHERE key = 'epoch' RETURNING value",
                [],
                |r| r.get::<_, i64>(0),
            )
            .map(|v| v as u64)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::SeatRow;

    fn room(code: &str) -> RoomRow {
        RoomRow {
            code: code.into(),
            rules_id: "x".into(),
            rules_src: "src".into(),
            seats: 2,
            host_token: "h".into(),
            secret: "s".into(),
            seed: Some(u64::MAX),
            bots: Default::default(),
        }
    }

    fn start() -> GameRecord {
        GameRecord {
            format: tianhei_core::record::RECORD_FORMAT,
            rules: "src".into(),
            seats: 2,
            seed: u64::MAX - 1,
            dealt: serde_json::json!({"roles": [1, 2]}),
            answers: vec![],
            outcome: None,
        }
    }

    fn answer(prompt: u64) -> RecordedAnswer {
        RecordedAnswer {
            seat: Seat(1),
            prompt: tianhei_core::PromptId(prompt),
            choice: vec![0, 2],
        }
    }

    fn create(code: &str) -> Write {
        Write::CreateRoom {
            room: room(code),
            seats: vec![SeatRow::Empty; 2],
        }
    }

    #[test]
    fn rooms_games_and_answers_round_trip() {
        let s = SqliteStore::memory().unwrap();
        let seats = vec![
            SeatRow::Human {
                name: "a".into(),
                token: "t".into(),
            },
            SeatRow::Empty,
        ];
        s.write(Write::CreateRoom {
            room: room("ABCD"),
            seats: seats.clone(),
        })
        .unwrap();
        assert!(s.write(create("ABCD")).is_err(), "codes are unique");
        s.write(Write::StartGame {
            code: "ABCD".into(),
            game: 1,
            start: start(),
        })
        .unwrap();
        s.write(Write::AppendAnswer {
            code: "ABCD".into(),
            game: 1,
            index: 0,
            answer: answer(9),
        })
        .unwrap();
        let open = s.open_rooms().unwrap();
        assert_eq!(open.len(), 1);
        assert_eq!(open[0].room, room("ABCD"));
        assert_eq!(open[0].seats, seats);
        let rec = open[0].current.clone().unwrap();
        assert_eq!(rec.seed, u64::MAX - 1);
        assert_eq!(rec.answers, vec![answer(9)]);
        s.write(Write::EndRoom {
            code: "ABCD".into(),
            at: 100,
        })
        .unwrap();
        assert!(s.open_rooms().unwrap().is_empty());
        assert!(s.record("ABCD", 1).unwrap().is_some());
        assert!(s.record("ABCD", 2).unwrap().is_none());
    }

    #[test]
    fn a_failing_write_in_a_batch_changes_nothing_and_the_others_commit() {
        let s = SqliteStore::memory().unwrap();
        s.write(create("ABCD")).unwrap();
        let batch = [
            create("EFGH"),
            // Taken: refused on its own.
            create("ABCD"),
            Write::SaveSeats {
                code: "NONE".into(),
                seats: vec![],
            },
            Write::StartGame {
                code: "EFGH".into(),
                game: 1,
                start: start(),
            },
        ];
        let r = s.apply(&batch);
        assert!(
            r[0].is_ok() && r[1].is_err() && r[2].is_err() && r[3].is_ok(),
            "{r:?}"
        );
        let open = s.open_rooms().unwrap();
        assert_eq!(open.len(), 2);
        assert_eq!(open[1].room.code, "EFGH");
        assert_eq!(open[1].games, 1);
    }

    #[test]
    fn ended_rooms_are_purged_after_their_window_or_at_once_without_a_finished_game() {
        let s = SqliteStore::memory().unwrap();
        for code in ["AAAA", "BBBB", "CCCC"] {
            s.write(create(code)).unwrap();
        }
        for code in ["AAAA", "BBBB"] {
            s.write(Write::StartGame {
                code: code.into(),
                game: 1,
                start: start(),
            })
            .unwrap();
            s.write(Write::FinishGame {
                code: code.into(),
                game: 1,
                outcome: tianhei_core::Outcome {
                    result: tianhei_core::GameResult::Draw,
                    seats: vec![],
                    summary: tianhei_core::Text::new("", ""),
                },
                scores: vec![],
            })
            .unwrap();
        }
        // AAAA ended long ago, BBBB recently; CCCC never played and ended recently.
        for (code, at) in [("AAAA", 10), ("BBBB", 1_000), ("CCCC", 1_000)] {
            s.write(Write::EndRoom {
                code: code.into(),
                at,
            })
            .unwrap();
        }
        assert_eq!(s.purge_ended(500).unwrap(), 2);
        assert!(s.record("AAAA", 1).unwrap().is_none());
        assert!(s.record("BBBB", 1).unwrap().is_some(), "kept in its window");
        // The codes are free again.
        s.write(create("AAAA")).unwrap();
        s.write(create("CCCC")).unwrap();
        assert!(s.write(create("BBBB")).is_err());
    }

    #[test]
    fn epochs_only_grow() {
        let s = SqliteStore::memory().unwrap();
        let a = s.next_epoch().unwrap();
        assert!(s.next_epoch().unwrap() > a);
    }
}
