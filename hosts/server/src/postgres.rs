//! The shared store: PostgreSQL through tokio-postgres and a deadpool pool, for several
//! server processes on one database (`tianhei serve --db postgres://…`). The schema is the
//! SQLite one plus room leases; the server creates and migrates it at start (under an
//! advisory lock, so processes starting together do not race).
//!
//! [`Store`] is blocking (the group committer is a thread of its own), so the store runs its
//! own small tokio runtime for the connections and blocks on each call. A room's writes carry
//! its lease's fencing number, checked in the same transaction: a process that paused and
//! lost the lease cannot write after another took the room over.

use std::{str::FromStr, time::Duration};

use deadpool_postgres::{GenericClient, Manager, ManagerConfig, Pool, RecyclingMethod};
use tianhei_core::{GameRecord, PromptId, RecordedAnswer, Seat};
use tokio_postgres::NoTls;

use crate::store::{
    Claim, Owner, RoomRow, Store, StoreError, StoreResult, StoredRoom, Strength, Write, fence_lost,
};

/// The schema, by version; each step runs once, in order, recorded in `meta.schema`.
const MIGRATIONS: &[&str] = &[
    // 1: rooms, games, answers, the epoch counter, leases.
    "CREATE TABLE rooms (
        code TEXT PRIMARY KEY,
        rules_id TEXT NOT NULL,
        rules_src TEXT NOT NULL,
        seats INTEGER NOT NULL,
        host_token TEXT NOT NULL,
        secret TEXT NOT NULL,
        seed BIGINT,
        seat_rows TEXT NOT NULL,
        scores TEXT NOT NULL DEFAULT '[]',
        games INTEGER NOT NULL DEFAULT 0,
        ended BOOLEAN NOT NULL DEFAULT FALSE,
        ended_at BIGINT,
        created BIGSERIAL
    );
    CREATE TABLE games (
        code TEXT NOT NULL,
        game INTEGER NOT NULL,
        rules_src TEXT NOT NULL,
        seats INTEGER NOT NULL,
        seed BIGINT NOT NULL,
        dealt TEXT NOT NULL,
        outcome TEXT,
        PRIMARY KEY (code, game)
    );
    CREATE TABLE answers (
        code TEXT NOT NULL,
        game INTEGER NOT NULL,
        idx INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        prompt BIGINT NOT NULL,
        choice TEXT NOT NULL,
        PRIMARY KEY (code, game, idx)
    );
    CREATE TABLE leases (
        code TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        url TEXT NOT NULL,
        expires TIMESTAMPTZ NOT NULL,
        fence BIGINT NOT NULL
    );
    INSERT INTO meta (key, value) VALUES ('epoch', 0);",
    // 2: how strongly a room's bots play.
    "ALTER TABLE rooms ADD COLUMN bots TEXT NOT NULL DEFAULT 'normal';",
];

/// The PostgreSQL store.
pub struct PgStore {
    rt: Option<tokio::runtime::Runtime>,
    pool: Pool,
}

impl Drop for PgStore {
    fn drop(&mut self) {
        // Without blocking: the last handle may be dropped on an async thread.
        if let Some(rt) = self.rt.take() {
            rt.shutdown_background();
        }
    }
}

/// `url` with its password replaced by `…`, for messages.
pub fn without_password(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(s), Some(at)) if at > s => {
            let info = &url[s + 3..at];
            match info.split_once(':') {
                Some((user, _)) => format!("{}{user}:…@{}", &url[..s + 3], &url[at + 1..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

fn err(e: impl std::fmt::Display) -> StoreError {
    StoreError(e.to_string())
}

/// A database error with its detail (tokio-postgres prints only "db error" otherwise).
fn pg(e: tokio_postgres::Error) -> StoreError {
    match e.as_db_error() {
        Some(db) => StoreError(format!("postgres: {}", db.message())),
        None => StoreError(format!("postgres: {e}")),
    }
}

fn json<T: serde::Serialize>(v: &T) -> StoreResult<String> {
    serde_json::to_string(v).map_err(err)
}

fn from_json<T: serde::de::DeserializeOwned>(s: &str) -> StoreResult<T> {
    serde_json::from_str(s).map_err(err)
}

impl PgStore {
    /// Connects to `url` (`postgres://user:password@host:port/database`), creating or
    /// migrating the schema.
    pub fn connect(url: &str) -> StoreResult<PgStore> {
        let config = tokio_postgres::Config::from_str(url)
            .map_err(|e| StoreError(format!("not a PostgreSQL URL ({url}): {e}")))?;
        let rt = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("tianhei-postgres")
            .enable_all()
            .build()
            .map_err(err)?;
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = {
            let _in = rt.enter();
            Pool::builder(manager)
                .max_size(8)
                .runtime(deadpool_postgres::Runtime::Tokio1)
                .wait_timeout(Some(Duration::from_secs(10)))
                .create_timeout(Some(Duration::from_secs(10)))
                .build()
                .map_err(err)?
        };
        let store = PgStore { rt: Some(rt), pool };
        store.run(store.migrate()).map_err(|e| {
            StoreError(format!(
                "cannot prepare the database at {}: {}",
                without_password(url),
                e.0
            ))
        })?;
        Ok(store)
    }

    /// Runs `f` to completion on this store's runtime from a blocking thread.
    fn run<T>(&self, f: impl std::future::Future<Output = StoreResult<T>>) -> StoreResult<T> {
        let Some(rt) = &self.rt else {
            return Err(StoreError("the store is closed".into()));
        };
        let _in = rt.enter();
        futures_executor::block_on(f)
    }

    async fn client(&self) -> StoreResult<deadpool_postgres::Object> {
        self.pool.get().await.map_err(|e| {
            // The whole chain: "error connecting to server: Connection refused (os error 111)".
            let mut text = e.to_string();
            let mut source = std::error::Error::source(&e);
            while let Some(s) = source {
                text = format!("{text}: {s}");
                source = s.source();
            }
            StoreError(format!("postgres: no connection: {text}"))
        })
    }

    async fn migrate(&self) -> StoreResult<()> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        // One process migrates at a time; the others wait here, then find nothing to do.
        tx.execute("SELECT pg_advisory_xact_lock(7447414)", &[])
            .await
            .map_err(pg)?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value BIGINT NOT NULL)",
        )
        .await
        .map_err(pg)?;
        let at: i64 = tx
            .query_opt("SELECT value FROM meta WHERE key = 'schema'", &[])
            .await
            .map_err(pg)?
            .map(|r| r.get(0))
            .unwrap_or(0);
        if at as usize > MIGRATIONS.len() {
            return Err(StoreError(format!(
                "the database has schema version {at}, newer than this server's {}; \
                 run a newer tianhei",
                MIGRATIONS.len()
            )));
        }
        for step in &MIGRATIONS[at as usize..] {
            tx.batch_execute(step).await.map_err(pg)?;
        }
        tx.execute(
            "INSERT INTO meta (key, value) VALUES ('schema', $1)
             ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value",
            &[&(MIGRATIONS.len() as i64)],
        )
        .await
        .map_err(pg)?;
        tx.commit().await.map_err(pg)
    }
}

async fn load_record(
    c: &impl GenericClient,
    code: &str,
    game: u32,
) -> StoreResult<Option<GameRecord>> {
    let Some(head) = c
        .query_opt(
            "SELECT rules_src, seats, seed, dealt, outcome FROM games WHERE code = $1 AND game = $2",
            &[&code, &(game as i32)],
        )
        .await
        .map_err(pg)?
    else {
        return Ok(None);
    };
    let rows = c
        .query(
            "SELECT seat, prompt, choice FROM answers WHERE code = $1 AND game = $2 ORDER BY idx",
            &[&code, &(game as i32)],
        )
        .await
        .map_err(pg)?;
    let answers = rows
        .iter()
        .map(|r| {
            Ok(RecordedAnswer {
                seat: Seat(r.get::<_, i32>(0) as u8),
                prompt: PromptId(r.get::<_, i64>(1) as u64),
                choice: from_json(r.get::<_, &str>(2))?,
            })
        })
        .collect::<StoreResult<Vec<_>>>()?;
    let outcome: Option<&str> = head.get(4);
    Ok(Some(GameRecord {
        format: tianhei_core::record::RECORD_FORMAT,
        rules: head.get(0),
        seats: head.get::<_, i32>(1) as usize,
        seed: head.get::<_, i64>(2) as u64,
        dealt: from_json(head.get::<_, &str>(3))?,
        answers,
        outcome: outcome.map(from_json).transpose()?,
    }))
}

/// Runs `sql` as a statement prepared once per connection (one round trip, not two).
async fn exec(
    c: &impl GenericClient,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<u64, tokio_postgres::Error> {
    let st = c.prepare_cached(sql).await?;
    c.execute(&st, params).await
}

fn no_room(changed: u64, code: &str) -> StoreResult<()> {
    if changed == 0 {
        return Err(StoreError(format!("no room {code}")));
    }
    Ok(())
}

/// Applies one write inside the open transaction `c`, after checking its fence.
async fn apply_one(c: &impl GenericClient, w: &Write, fence: Option<u64>) -> StoreResult<()> {
    if let Some(fence) = fence {
        // KEY SHARE: a take-over (`claim`'s FOR UPDATE) waits for this transaction, so the
        // new holder reads every write committed under the old fence; renewals (updates of
        // `expires` only) do not wait, so they never deadlock with a batch.
        let st = c
            .prepare_cached("SELECT 1 FROM leases WHERE code = $1 AND fence = $2 FOR KEY SHARE")
            .await
            .map_err(pg)?;
        let held = c
            .query_opt(&st, &[&w.code(), &(fence as i64)])
            .await
            .map_err(pg)?;
        if held.is_none() {
            return Err(fence_lost(w.code()));
        }
    }
    let e = |e| pg(e);
    match w {
        Write::CreateRoom { room, seats } => {
            exec(
    c,
                "INSERT INTO rooms (code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows, bots)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                &[
                    &room.code,
                    &room.rules_id,
                    &room.rules_src,
                    &(room.seats as i32),
                    &room.host_token,
                    &room.secret,
                    &room.seed.map(|s| s as i64),
                    &json(seats)?,
                    &room.bots.name(),
                ],
            )
            .await
            .map_err(e)?;
        }
        Write::SaveSeats { code, seats } => {
            let n = exec(
                c,
                "UPDATE rooms SET seat_rows = $2 WHERE code = $1",
                &[code, &json(seats)?],
            )
            .await
            .map_err(e)?;
            no_room(n, code)?;
        }
        Write::SetBots { code, bots } => {
            let n = exec(
                c,
                "UPDATE rooms SET bots = $2 WHERE code = $1",
                &[code, &bots.name()],
            )
            .await
            .map_err(e)?;
            no_room(n, code)?;
        }
        Write::StartGame { code, game, start } => {
            exec(
    c,
                "INSERT INTO games (code, game, rules_src, seats, seed, dealt) VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    code,
                    &(*game as i32),
                    &start.rules,
                    &(start.seats as i32),
                    &(start.seed as i64),
                    &json(&start.dealt)?,
                ],
            )
            .await
            .map_err(e)?;
            let n = exec(
                c,
                "UPDATE rooms SET games = $2 WHERE code = $1",
                &[code, &(*game as i32)],
            )
            .await
            .map_err(e)?;
            no_room(n, code)?;
        }
        Write::AppendAnswer {
            code,
            game,
            index,
            answer: a,
        } => {
            exec(
    c,
                "INSERT INTO answers (code, game, idx, seat, prompt, choice) VALUES ($1, $2, $3, $4, $5, $6)",
                &[
                    code,
                    &(*game as i32),
                    &(*index as i32),
                    &i32::from(a.seat.0),
                    &(a.prompt.0 as i64),
                    &json(&a.choice)?,
                ],
            )
            .await
            .map_err(e)?;
        }
        Write::FinishGame {
            code,
            game,
            outcome,
            scores,
        } => {
            exec(
                c,
                "UPDATE games SET outcome = $3 WHERE code = $1 AND game = $2",
                &[code, &(*game as i32), &json(outcome)?],
            )
            .await
            .map_err(e)?;
            exec(
                c,
                "UPDATE rooms SET scores = $2 WHERE code = $1",
                &[code, &json(scores)?],
            )
            .await
            .map_err(e)?;
        }
        Write::EndRoom { code, at } => {
            exec(
                c,
                "UPDATE rooms SET ended = TRUE, ended_at = $2 WHERE code = $1",
                &[code, &(*at as i64)],
            )
            .await
            .map_err(e)?;
            exec(c, "DELETE FROM leases WHERE code = $1", &[code])
                .await
                .map_err(e)?;
        }
    }
    Ok(())
}

fn stored_room(r: &tokio_postgres::Row) -> StoreResult<StoredRoom> {
    Ok(StoredRoom {
        room: RoomRow {
            code: r.get(0),
            rules_id: r.get(1),
            rules_src: r.get(2),
            seats: r.get::<_, i32>(3) as usize,
            host_token: r.get(4),
            secret: r.get(5),
            seed: r.get::<_, Option<i64>>(6).map(|s| s as u64),
            bots: Strength::stored(r.get::<_, &str>(10)),
        },
        seats: from_json(r.get::<_, &str>(7))?,
        scores: from_json(r.get::<_, &str>(8))?,
        games: r.get::<_, i32>(9) as u32,
        current: None,
    })
}

const ROOM_COLUMNS: &str =
    "code, rules_id, rules_src, seats, host_token, secret, seed, seat_rows, scores, games, bots";

impl PgStore {
    async fn apply_all(&self, writes: &[(Write, Option<u64>)]) -> Vec<StoreResult<()>> {
        let all = |e: StoreError| writes.iter().map(|_| Err(e.clone())).collect();
        let mut c = match self.client().await {
            Ok(c) => c,
            Err(e) => return all(e),
        };
        // Usually every write of a batch is fine: one transaction, the fences checked in one
        // query, no savepoints. If anything fails, the batch is rolled back and written
        // again one savepoint per write, so a failing write changes nothing and stops no
        // other.
        if writes.len() > 1 && Self::batch(&mut c, writes).await.is_ok() {
            return writes.iter().map(|_| Ok(())).collect();
        }
        let mut tx = match c.transaction().await {
            Ok(tx) => tx,
            Err(e) => return all(pg(e)),
        };
        let mut out = Vec::with_capacity(writes.len());
        for (w, fence) in writes {
            let r = match tx.savepoint("w").await {
                Ok(sp) => match apply_one(&sp, w, *fence).await {
                    Ok(()) => sp.commit().await.map_err(pg),
                    Err(e) => {
                        let _ = sp.rollback().await;
                        Err(e)
                    }
                },
                Err(e) => Err(pg(e)),
            };
            out.push(r);
        }
        match tx.commit().await {
            Ok(()) => out,
            Err(e) => all(pg(e)),
        }
    }

    /// The whole batch in one transaction, all or nothing.
    async fn batch(
        c: &mut deadpool_postgres::Object,
        writes: &[(Write, Option<u64>)],
    ) -> StoreResult<()> {
        let tx = c.transaction().await.map_err(pg)?;
        let fenced: Vec<(&str, i64)> = writes
            .iter()
            .filter_map(|(w, f)| f.map(|f| (w.code(), f as i64)))
            .collect();
        if !fenced.is_empty() {
            let codes: Vec<&str> = fenced.iter().map(|f| f.0).collect();
            let st = tx
                .prepare_cached("SELECT code, fence FROM leases WHERE code = ANY($1) FOR KEY SHARE")
                .await
                .map_err(pg)?;
            let held: std::collections::HashMap<String, i64> = tx
                .query(&st, &[&codes])
                .await
                .map_err(pg)?
                .iter()
                .map(|r| (r.get(0), r.get(1)))
                .collect();
            if let Some((code, _)) = fenced.iter().find(|(c, f)| held.get(*c) != Some(f)) {
                return Err(fence_lost(code));
            }
        }
        for (w, _) in writes {
            apply_one(&tx, w, None).await?;
        }
        tx.commit().await.map_err(pg)
    }

    async fn open_rooms_async(&self, code: Option<&str>) -> StoreResult<Vec<StoredRoom>> {
        let c = self.client().await?;
        let rows = match code {
            None => c
                .query(
                    &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE NOT ended ORDER BY created"),
                    &[],
                )
                .await
                .map_err(pg)?,
            Some(code) => c
                .query(
                    &format!("SELECT {ROOM_COLUMNS} FROM rooms WHERE NOT ended AND code = $1"),
                    &[&code],
                )
                .await
                .map_err(pg)?,
        };
        let mut out = Vec::with_capacity(rows.len());
        for r in &rows {
            let mut room = stored_room(r)?;
            if room.games > 0 {
                room.current = load_record(&c, &room.room.code, room.games).await?;
            }
            out.push(room);
        }
        Ok(out)
    }

    async fn claim_async(&self, code: &str, owner: &Owner, ttl: Duration) -> StoreResult<Claim> {
        let ttl_ms = ttl.as_millis() as f64;
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(pg)?;
        let open = tx
            .query_opt(
                "SELECT 1 FROM rooms WHERE code = $1 AND NOT ended",
                &[&code],
            )
            .await
            .map_err(pg)?;
        if open.is_none() {
            return Ok(Claim::NoRoom);
        }
        let lease = tx
            .query_opt(
                "SELECT owner, url, expires > now(), fence FROM leases WHERE code = $1 FOR UPDATE",
                &[&code],
            )
            .await
            .map_err(pg)?;
        let fence = match lease {
            Some(l) => {
                let (holder, url, live, fence): (String, String, bool, i64) =
                    (l.get(0), l.get(1), l.get(2), l.get(3));
                if live && holder != owner.id {
                    return Ok(Claim::Held { url });
                }
                let fence = fence + 1;
                tx.execute(
                    "UPDATE leases SET owner = $2, url = $3,
                         expires = now() + $4 * interval '1 millisecond', fence = $5
                     WHERE code = $1",
                    &[&code, &owner.id, &owner.url, &ttl_ms, &fence],
                )
                .await
                .map_err(pg)?;
                fence
            }
            None => {
                // Another process inserting at the same moment makes this fail on the key:
                // the caller asks again and finds the room held.
                tx.execute(
                    "INSERT INTO leases (code, owner, url, expires, fence)
                     VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond', 1)",
                    &[&code, &owner.id, &owner.url, &ttl_ms],
                )
                .await
                .map_err(pg)?;
                1
            }
        };
        tx.commit().await.map_err(pg)?;
        Ok(Claim::Won {
            fence: fence as u64,
        })
    }

    async fn renew_async(
        &self,
        owner: &Owner,
        held: &[(String, u64)],
        ttl: Duration,
    ) -> StoreResult<Vec<String>> {
        if held.is_empty() {
            return Ok(Vec::new());
        }
        let codes: Vec<&str> = held.iter().map(|h| h.0.as_str()).collect();
        let fences: Vec<i64> = held.iter().map(|h| h.1 as i64).collect();
        let c = self.client().await?;
        let rows = c
            .query(
                "UPDATE leases l SET expires = now() + $2 * interval '1 millisecond'
                 FROM unnest($3::text[], $4::bigint[]) AS h(code, fence)
                 WHERE l.code = h.code AND l.fence = h.fence AND l.owner = $1
                 RETURNING l.code",
                &[&owner.id, &(ttl.as_millis() as f64), &codes, &fences],
            )
            .await
            .map_err(pg)?;
        let kept: std::collections::HashSet<String> = rows.iter().map(|r| r.get(0)).collect();
        Ok(held
            .iter()
            .filter(|h| !kept.contains(&h.0))
            .map(|h| h.0.clone())
            .collect())
    }
}

impl Store for PgStore {
    fn apply(&self, writes: &[Write]) -> Vec<StoreResult<()>> {
        let fenced: Vec<(Write, Option<u64>)> = writes.iter().map(|w| (w.clone(), None)).collect();
        self.apply_fenced(&fenced)
    }

    fn apply_fenced(&self, writes: &[(Write, Option<u64>)]) -> Vec<StoreResult<()>> {
        let Some(rt) = &self.rt else {
            return writes
                .iter()
                .map(|_| Err(StoreError("the store is closed".into())))
                .collect();
        };
        let _in = rt.enter();
        futures_executor::block_on(self.apply_all(writes))
    }

    fn open_rooms(&self) -> StoreResult<Vec<StoredRoom>> {
        self.run(self.open_rooms_async(None))
    }

    fn open_room(&self, code: &str) -> StoreResult<Option<StoredRoom>> {
        self.run(self.open_rooms_async(Some(code)))
            .map(|mut v| v.pop())
    }

    fn record(&self, code: &str, game: u32) -> StoreResult<Option<GameRecord>> {
        self.run(async {
            let c = self.client().await?;
            load_record(&c, code, game).await
        })
    }

    fn purge_ended(&self, before: u64) -> StoreResult<usize> {
        self.run(async {
            let mut c = self.client().await?;
            let mut total = 0;
            loop {
                let tx = c.transaction().await.map_err(pg)?;
                let codes: Vec<String> = tx
                    .query(
                        "SELECT code FROM rooms r WHERE r.ended AND (r.ended_at < $1
                         OR NOT EXISTS (SELECT 1 FROM games g WHERE g.code = r.code AND g.outcome IS NOT NULL))
                         LIMIT 256",
                        &[&(before as i64)],
                    )
                    .await
                    .map_err(pg)?
                    .iter()
                    .map(|r| r.get(0))
                    .collect();
                for t in ["answers", "games", "leases", "rooms"] {
                    tx.execute(
                        &format!("DELETE FROM {t} WHERE code = ANY($1)"),
                        &[&codes],
                    )
                    .await
                    .map_err(pg)?;
                }
                tx.commit().await.map_err(pg)?;
                total += codes.len();
                if codes.is_empty() {
                    return Ok(total);
                }
            }
        })
    }

    fn next_epoch(&self) -> StoreResult<u64> {
        self.run(async {
            let c = self.client().await?;
            let row = c
                .query_one(
                    "UPDATE meta SET value = value + 1 WHERE key = 'epoch' RETURNING value",
                    &[],
                )
                .await
                .map_err(pg)?;
            Ok(row.get::<_, i64>(0) as u64)
        })
    }

    fn shared(&self) -> bool {
        true
    }

    fn claim(&self, code: &str, owner: &Owner, ttl: Duration) -> StoreResult<Claim> {
        self.run(async {
            match self.claim_async(code, owner, ttl).await {
                // Lost a race to insert the lease: the other process holds it now.
                Err(_) => self.claim_async(code, owner, ttl).await,
                r => r,
            }
        })
    }

    fn renew(
        &self,
        owner: &Owner,
        held: &[(String, u64)],
        ttl: Duration,
    ) -> StoreResult<Vec<String>> {
        self.run(self.renew_async(owner, held, ttl))
    }

    fn release(&self, owner: &Owner, code: &str) -> StoreResult<()> {
        self.run(async {
            let c = self.client().await?;
            // Expired rather than deleted: the next holder's fencing number still grows.
            c.execute(
                "UPDATE leases SET expires = now() - interval '1 millisecond'
                 WHERE code = $1 AND owner = $2",
                &[&code, &owner.id],
            )
            .await
            .map_err(pg)?;
            Ok(())
        })
    }
}
