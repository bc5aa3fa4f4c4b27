//! SQLite persistence (sqlx, runtime API only): games, seats, the action log, settings and undo
//! requests. Knows nothing about game rules; the table turns rows into matches and outboxes.
//!
//! Every function takes a connection so the table can run several of them in one transaction
//! (`Store::begin` opens it with `BEGIN IMMEDIATE`, which takes the write lock up front and so
//! never fails half-way with "database is locked" when a read tries to become a write).

mod backup;
mod history;
mod notes;
mod outbox;
mod rows;
mod timers;

pub use backup::*;
pub use history::*;
pub use notes::*;
pub use outbox::*;
pub use rows::*;
pub use timers::*;

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{Any, AnyPool, ConnectOptions, Executor, Transaction};

mod copy;
mod leases;
mod scratch;
pub use copy::*;
pub use leases::*;
pub use scratch::*;

static SQLITE_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/sqlite");
static POSTGRES_MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations/postgres");

/// A connection of either backend. Every query is written once, in the SQL both understand
/// (`$1` parameters, `ON CONFLICT`, `RETURNING`, integers for booleans).
pub type Conn = sqlx::AnyConnection;

/// Which database server a store talks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// One file, one process (the default: nothing to install).
    Sqlite,
    /// A shared server: several bot processes may use one database.
    Postgres,
}

impl Backend {
    /// The backend a `DATABASE_URL` names (`sqlite:…` or `postgres:…`/`postgresql:…`).
    pub fn of_url(url: &str) -> Result<Backend, StoreError> {
        if url.starts_with("sqlite:") {
            Ok(Backend::Sqlite)
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Ok(Backend::Postgres)
        } else {
            Err(StoreError::Unsupported(format!(
                "unknown database URL {:?}: use sqlite://FILE or postgres://USER@HOST/DATABASE",
                redact_url(url)
            )))
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Backend::Sqlite => "SQLite",
            Backend::Postgres => "PostgreSQL",
        }
    }

    fn migrator(self) -> &'static sqlx::migrate::Migrator {
        match self {
            Backend::Sqlite => &SQLITE_MIGRATOR,
            Backend::Postgres => &POSTGRES_MIGRATOR,
        }
    }
}

/// A database URL fit for logs: the password replaced by `***`.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_string();
    };
    let Some((credentials, host)) = rest.split_once('@') else {
        return url.to_string();
    };
    match credentials.split_once(':') {
        Some((user, _)) => format!("{scheme}://{user}:***@{host}"),
        None => url.to_string(),
    }
}

/// The database handle. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pub pool: AnyPool,
    pub backend: Backend,
    /// Commits since the last WAL checkpoint was started (see [`Store::committed`]).
    commits: Arc<AtomicU32>,
}

/// Moves between WAL checkpoints. SQLite's automatic checkpoint would run inside whichever
/// commit crosses its threshold and make that player's move the slow one; we checkpoint in the
/// background instead.
const CHECKPOINT_EVERY: u32 = 200;

/// The PostgreSQL advisory lock every write transaction takes first (any fixed number; this one
/// spells "WARR"). It gives a write transaction what SQLite's `BEGIN IMMEDIATE` gives it: no
/// other write runs between its first read and its commit, in any process, so a change that read
/// version N and wrote N+1 can never interleave with another one.
const WRITE_LOCK: i64 = 0x5741_5252;

/// An open write transaction (`BEGIN IMMEDIATE` on SQLite, the write lock on PostgreSQL).
pub type Tx = Transaction<'static, Any>;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("database: {0}")]
    Sql(#[from] sqlx::Error),
    #[error("migration: {0}")]
    Migrate(#[from] sqlx::migrate::MigrateError),
    /// The row changed under us (version check failed); nothing was written.
    #[error("game {game} is no longer at version {expected}")]
    Conflict { game: i64, expected: i64 },
    #[error("stored data is unreadable: {0}")]
    Corrupt(String),
    /// Not possible on this backend or URL (the message says what to do instead).
    #[error("{0}")]
    Unsupported(String),
}

impl StoreError {
    /// True when a UNIQUE constraint refused the write (e.g. a second active game in a channel).
    pub fn is_unique_violation(&self) -> bool {
        match self {
            StoreError::Sql(sqlx::Error::Database(e)) => e.is_unique_violation(),
            _ => false,
        }
    }
}

/// SQLite settings every pooled connection gets (the `Any` driver takes only a URL, so they are
/// set right after connecting): WAL with NORMAL sync, a 10 s wait for the write lock, foreign
/// keys on, and no automatic checkpoint inside a player's commit (see [`Store::committed`]).
const SQLITE_SETUP: &str = "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 10000; \
     PRAGMA foreign_keys = ON; PRAGMA wal_autocheckpoint = 0;";

impl Store {
    /// Opens a database and migrates it: `sqlite://FILE` (created if missing) or
    /// `postgres://USER:PASSWORD@HOST:PORT/DATABASE` (the database must exist).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let store = Store::connect(url, 8).await?;
        match store.backend {
            // sqlx locks a PostgreSQL migration run itself (an advisory lock) but not a SQLite
            // one: two processes starting on a new file both ran migration 1 and one died
            // ("table games already exists"). One write transaction around the run serializes
            // them (each migration becomes a savepoint); the second then finds them applied.
            Backend::Sqlite => {
                let mut tx = store.begin().await?;
                store.backend.migrator().run(&mut *tx).await?;
                tx.commit().await?;
            }
            Backend::Postgres => store.backend.migrator().run(&store.pool).await?,
        }
        Ok(store)
    }

    /// Connects without migrating, creating a missing SQLite file.
    pub async fn connect(url: &str, max_connections: u32) -> Result<Store, StoreError> {
        Store::connect_with_mode(url, max_connections, "rwc").await
    }

    /// Connects without migrating to a database that must exist (`warroom doctor` reads a
    /// database as it is).
    pub async fn connect_existing(url: &str, max_connections: u32) -> Result<Store, StoreError> {
        Store::connect_with_mode(url, max_connections, "rw").await
    }

    async fn connect_with_mode(url: &str, max_connections: u32, sqlite_mode: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of_url(url)?;
        let url = match backend {
            // `mode=rwc` creates the file when it is missing; the URL's own mode wins.
            Backend::Sqlite if !url.contains("mode=") && !url.contains(":memory:") => {
                format!("{url}{}mode={sqlite_mode}", if url.contains('?') { '&' } else { '?' })
            }
            _ => url.to_string(),
        };
        let options = AnyConnectOptions::from_url(&url.parse().map_err(|e| StoreError::Unsupported(format!("{e}")))?)?;
        let pool = AnyPoolOptions::new()
            .max_connections(max_connections)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        conn.execute(SQLITE_SETUP).await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        Ok(Store::from_pool(pool, backend))
    }

    /// A private in-memory SQLite database for tests. One connection: each connection would
    /// otherwise see its own empty database.
    pub async fn memory() -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let options = AnyConnectOptions::from_url(&"sqlite::memory:".parse().expect("a valid URL"))?;
        // The database lives as long as its one connection: never let the pool retire it.
        let pool = AnyPoolOptions::new()
            .max_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            .after_connect(|conn, _| {
                Box::pin(async move { conn.execute("PRAGMA foreign_keys = ON").await.map(|_| ()) })
            })
            .connect_with(options)
            .await?;
        SQLITE_MIGRATOR.run(&pool).await?;
        Ok(Store::from_pool(pool, Backend::Sqlite))
    }

    /// A store over an existing pool (not migrated here: `open` and `memory` migrate first).
    pub fn from_pool(pool: AnyPool, backend: Backend) -> Store {
        Store {
            pool,
            backend,
            commits: Default::default(),
        }
    }

    /// The migrations this build knows for the store's backend.
    pub fn migrator(&self) -> &'static sqlx::migrate::Migrator {
        self.backend.migrator()
    }

    /// Call after each committed move: on SQLite, every [`CHECKPOINT_EVERY`] commits a passive
    /// WAL checkpoint runs on a background task, off the player's critical path.
    pub fn committed(&self) {
        if self.backend != Backend::Sqlite || self.commits.fetch_add(1, Ordering::Relaxed) + 1 < CHECKPOINT_EVERY {
            return;
        }
        self.commits.store(0, Ordering::Relaxed);
        let pool = self.pool.clone();
        tokio::spawn(async move {
            if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&pool).await {
                tracing::warn!("WAL checkpoint failed: {e}");
            }
        });
    }

    /// Closes the store for good. On SQLite the WAL is first copied into the database file and
    /// emptied (`wal_checkpoint(TRUNCATE)`), so the file alone holds every commit: someone who
    /// copies just `game.db` after `warroom play --save game.db` has quit copies the whole game.
    /// A checkpoint that cannot run (another process still reading) is only logged: the commits
    /// are safe in the WAL either way.
    pub async fn close(&self) {
        if self.backend == Backend::Sqlite {
            // One row: (busy, WAL frames, frames checkpointed); busy = 1 when it could not finish.
            match sqlx::query_as::<_, (i64, i64, i64)>("PRAGMA wal_checkpoint(TRUNCATE)")
                .fetch_one(&self.pool)
                .await
            {
                Ok((0, _, _)) => {}
                Ok((_, frames, done)) => tracing::warn!("WAL checkpoint on close: {done} of {frames} frames copied"),
                Err(e) => tracing::warn!("WAL checkpoint on close failed: {e}"),
            }
        }
        self.pool.close().await;
    }

    /// A write transaction that holds the database's write lock from its first statement, in
    /// every process using the database.
    pub async fn begin(&self) -> Result<Tx, StoreError> {
        match self.backend {
            Backend::Sqlite => Ok(self.pool.begin_with("BEGIN IMMEDIATE").await?),
            Backend::Postgres => {
                let mut tx = self.pool.begin().await?;
                sqlx::query("SELECT pg_advisory_xact_lock($1)")
                    .bind(WRITE_LOCK)
                    .execute(&mut *tx)
                    .await?;
                Ok(tx)
            }
        }
    }

    /// A pooled connection for reads outside a transaction.
    pub async fn conn(&self) -> Result<sqlx::pool::PoolConnection<Any>, StoreError> {
        Ok(self.pool.acquire().await?)
    }
}

/// Milliseconds since the Unix epoch (row timestamps and timers; games never see the clock).
///
/// End-to-end tests move the bot's clock forward without sleeping: with `WARROOM_TEST_CLOCK_FILE`
/// set, the number of milliseconds in that file (if any) is added to the real time.
pub fn now_ms() -> i64 {
    let real = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0);
    real + test_clock_offset()
}

fn test_clock_offset() -> i64 {
    static FILE: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    let Some(path) = FILE.get_or_init(|| std::env::var_os("WARROOM_TEST_CLOCK_FILE").map(Into::into)) else {
        return 0;
    };
    std::fs::read_to_string(path)
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(0)
}

/// u64 ids and seeds are stored bit-for-bit in SQLite's i64.
pub fn to_db(value: u64) -> i64 {
    value as i64
}

pub fn from_db(value: i64) -> u64 {
    value as u64
}

// sqlx only takes 'static SQL; a macro keeps the column list in one place.
macro_rules! select_games {
    ($rest:literal) => {
        concat!(
            "SELECT id, guild, channel, game, options, lang, seed, status, version, creator, state, setup_log, \
             created_at, updated_at FROM games ",
            $rest
        )
    };
}

// ---- games ----

/// The lobby or running game in a channel.
pub async fn active_game(conn: &mut Conn, guild: u64, channel: u64) -> Result<Option<GameRow>, StoreError> {
    let sql = select_games!("WHERE guild = $1 AND channel = $2 AND status IN ('lobby', 'running')");
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(guild))
        .bind(to_db(channel))
        .fetch_optional(conn)
        .await?)
}

/// The last game of a channel that ended with a result (for `/status`, `/hand` and `/log` after
/// the end).
pub async fn last_finished_game(conn: &mut Conn, guild: u64, channel: u64) -> Result<Option<GameRow>, StoreError> {
    let sql = select_games!("WHERE guild = $1 AND channel = $2 AND status = 'finished' ORDER BY id DESC LIMIT 1");
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(guild))
        .bind(to_db(channel))
        .fetch_optional(conn)
        .await?)
}

pub async fn game(conn: &mut Conn, id: i64) -> Result<Option<GameRow>, StoreError> {
    let sql = select_games!("WHERE id = $1");
    Ok(sqlx::query_as::<_, GameRow>(sql).bind(id).fetch_optional(conn).await?)
}

/// Just the version and status (the cheap check before trusting a cached match).
pub async fn version_and_status(conn: &mut Conn, id: i64) -> Result<Option<(i64, String)>, StoreError> {
    Ok(
        sqlx::query_as::<_, (i64, String)>("SELECT version, status FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(conn)
            .await?,
    )
}

pub async fn games_with_status(conn: &mut Conn, status: &str) -> Result<Vec<GameRow>, StoreError> {
    let sql = select_games!("WHERE status = $1 ORDER BY id");
    Ok(sqlx::query_as::<_, GameRow>(sql).bind(status).fetch_all(conn).await?)
}

/// The running games where `user` has a seat, oldest first.
pub async fn running_games_of(conn: &mut Conn, user: u64) -> Result<Vec<GameRow>, StoreError> {
    let sql = select_games!(
        "WHERE status = 'running' AND id IN (SELECT game FROM seats WHERE user_id = $1 AND seat IS NOT NULL) ORDER BY id"
    );
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(user))
        .fetch_all(conn)
        .await?)
}

/// Inserts a lobby; a second active game in the channel fails with a unique violation.
pub async fn insert_game(conn: &mut Conn, new: &NewGame<'_>) -> Result<i64, StoreError> {
    let now = now_ms();
    let id: i64 = sqlx::query_scalar(
        "INSERT INTO games (guild, channel, game, options, lang, seed, status, version, creator, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, 'lobby', 0, $7, $8, $9) RETURNING id",
    )
    .bind(to_db(new.guild))
    .bind(to_db(new.channel))
    .bind(new.game)
    .bind(new.options_json)
    .bind(new.lang)
    .bind(to_db(new.seed))
    .bind(to_db(new.creator))
    .bind(now)
    .bind(now)
    .fetch_one(conn)
    .await?;
    Ok(id)
}

pub async fn set_creator(conn: &mut Conn, id: i64, creator: u64) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET creator = $1, updated_at = $2 WHERE id = $3")
        .bind(to_db(creator))
        .bind(now_ms())
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Writes a new state if the game is still at `expected` (else `Conflict`, nothing written).
pub async fn write_state(conn: &mut Conn, id: i64, expected: i64, change: &StateChange<'_>) -> Result<(), StoreError> {
    let result = sqlx::query(
        "UPDATE games SET state = COALESCE($1, state), setup_log = COALESCE($2, setup_log), status = $3, version = $4, \
         updated_at = $5 WHERE id = $6 AND version = $7",
    )
    .bind(change.state)
    .bind(change.setup_log)
    .bind(change.status)
    .bind(change.version)
    .bind(now_ms())
    .bind(id)
    .bind(expected)
    .execute(conn)
    .await?;
    if result.rows_affected() != 1 {
        return Err(StoreError::Conflict { game: id, expected });
    }
    Ok(())
}

// ---- seats ----

/// Seats ordered by seat number (assigned first), then by join time.
pub async fn seats(conn: &mut Conn, game: i64) -> Result<Vec<SeatRow>, StoreError> {
    Ok(sqlx::query_as::<_, SeatRow>(
        "SELECT seat, user_id, name, locale, joined_at FROM seats WHERE game = $1 \
         ORDER BY seat IS NULL, seat, joined_at, rowid",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

pub async fn insert_seat(
    conn: &mut Conn,
    game: i64,
    seat: Option<i64>,
    user: u64,
    name: &str,
    locale: Option<&str>,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO seats (game, seat, user_id, name, locale, joined_at) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(game)
        .bind(seat)
        .bind(to_db(user))
        .bind(name)
        .bind(locale)
        .bind(now_ms())
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn delete_seat(conn: &mut Conn, game: i64, user: u64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM seats WHERE game = $1 AND user_id = $2")
        .bind(game)
        .bind(to_db(user))
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn assign_seat(conn: &mut Conn, game: i64, user: u64, seat: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE seats SET seat = $1 WHERE game = $2 AND user_id = $3")
        .bind(seat)
        .bind(game)
        .bind(to_db(user))
        .execute(conn)
        .await?;
    Ok(())
}

/// Clears every seat number of a lobby (before re-assigning them all at start).
pub async fn clear_seat_numbers(conn: &mut Conn, game: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE seats SET seat = NULL WHERE game = $1")
        .bind(game)
        .execute(conn)
        .await?;
    Ok(())
}

// ---- actions ----

/// True if `seat` acted after game version `since`, or the game was edited, rolled or undone since
/// (so a button issued at `since` may no longer mean what it said). A standing auto-pass change
/// is not acting: it leaves open decisions as they were.
pub async fn seat_moved_since(conn: &mut Conn, game: i64, seat: i64, since: i64) -> Result<bool, StoreError> {
    let (count,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM actions WHERE game = $1 AND version > $2 \
         AND ((seat = $3 AND kind NOT IN ('autopass', 'message')) OR kind IN ('edit', 'roll', 'undo'))",
    )
    .bind(game)
    .bind(since)
    .bind(seat)
    .fetch_one(conn)
    .await?;
    Ok(count > 0)
}

pub async fn last_seq(conn: &mut Conn, game: i64) -> Result<i64, StoreError> {
    let (seq,): (Option<i64>,) = sqlx::query_as("SELECT MAX(seq) FROM actions WHERE game = $1")
        .bind(game)
        .fetch_one(conn)
        .await?;
    Ok(seq.unwrap_or(0))
}

pub async fn append_action(conn: &mut Conn, game: i64, seq: i64, action: &NewAction<'_>) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO actions (game, seq, kind, seat, user_id, notation, rolls, log, version, created_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(game)
    .bind(seq)
    .bind(action.kind.as_str())
    .bind(action.seat)
    .bind(action.user.map(to_db))
    .bind(action.notation)
    .bind(action.rolls_json)
    .bind(action.log_json)
    .bind(action.version)
    .bind(now_ms())
    .execute(conn)
    .await?;
    Ok(())
}

/// The whole action log of a game, oldest first.
pub async fn actions(conn: &mut Conn, game: i64) -> Result<Vec<ActionRow>, StoreError> {
    Ok(sqlx::query_as::<_, ActionRow>(
        "SELECT seq, kind, seat, user_id, notation, rolls, log, version, undone_by, created_at FROM actions \
         WHERE game = $1 ORDER BY seq",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

/// The actions in effect after `seat`'s last own move (a card played, a concession) that is
/// itself in effect — every action in effect if the seat never moved — oldest first. Standing
/// auto-pass changes are settings, told to their seat at once: not part of what happened.
pub async fn actions_since_move(conn: &mut Conn, game: i64, seat: i64) -> Result<Vec<ActionRow>, StoreError> {
    Ok(sqlx::query_as::<_, ActionRow>(
        "SELECT seq, kind, seat, user_id, notation, rolls, log, version, undone_by, created_at FROM actions \
         WHERE game = $1 AND undone_by IS NULL AND kind != 'autopass' AND seq > COALESCE((SELECT MAX(seq) \
         FROM actions WHERE game = $1 AND seat = $2 AND kind IN ('act', 'concede') AND undone_by IS NULL), 0) \
         ORDER BY seq",
    )
    .bind(game)
    .bind(seat)
    .fetch_all(conn)
    .await?)
}

/// Whether `seat` has a move of its own in effect (a card played, a concession).
pub async fn has_moved(conn: &mut Conn, game: i64, seat: i64) -> Result<bool, StoreError> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM actions WHERE game = $1 AND seat = $2 AND kind IN ('act', 'concede') \
         AND undone_by IS NULL",
    )
    .bind(game)
    .bind(seat)
    .fetch_one(conn)
    .await?
        > 0)
}

pub async fn mark_undone(conn: &mut Conn, game: i64, seq: i64, by: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE actions SET undone_by = $1 WHERE game = $2 AND seq = $3")
        .bind(by)
        .bind(game)
        .bind(seq)
        .execute(conn)
        .await?;
    Ok(())
}

/// Seats that conceded (and whose concession was not taken back).
pub async fn conceded_seats(conn: &mut Conn, game: i64) -> Result<Vec<i64>, StoreError> {
    let rows: Vec<(i64,)> = sqlx::query_as(
        "SELECT DISTINCT seat FROM actions WHERE game = $1 AND kind = 'concede' AND undone_by IS NULL \
         AND seat IS NOT NULL ORDER BY seat",
    )
    .bind(game)
    .fetch_all(conn)
    .await?;
    Ok(rows.into_iter().map(|(s,)| s).collect())
}

// ---- settings ----

pub async fn settings(conn: &mut Conn, user: u64) -> Result<Option<SettingsRow>, StoreError> {
    Ok(sqlx::query_as::<_, SettingsRow>(
        "SELECT user_id, lang, pings, time_zone, quiet_from, quiet_until FROM settings WHERE user_id = $1",
    )
    .bind(to_db(user))
    .fetch_optional(conn)
    .await?)
}

/// Settings of everyone seated at a game (users without a row are absent).
pub async fn settings_of_players(conn: &mut Conn, game: i64) -> Result<Vec<SettingsRow>, StoreError> {
    Ok(sqlx::query_as::<_, SettingsRow>(
        "SELECT s.user_id AS user_id, st.lang AS lang, COALESCE(st.pings, 1) AS pings, st.time_zone AS time_zone, \
                st.quiet_from AS quiet_from, st.quiet_until AS quiet_until, \
                CASE WHEN EXISTS (SELECT 1 FROM dm_closed d WHERE d.game = s.game AND d.user_id = s.user_id) THEN 1 ELSE 0 END \
                AS dm_closed \
         FROM seats s LEFT JOIN settings st ON st.user_id = s.user_id WHERE s.game = $1",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

/// Sets the given fields (None = unchanged) and returns the resulting row.
pub async fn update_settings(
    conn: &mut Conn,
    user: u64,
    lang: Option<&str>,
    pings: Option<bool>,
) -> Result<SettingsRow, StoreError> {
    sqlx::query(
        "INSERT INTO settings (user_id, lang, pings, updated_at) VALUES ($1, $2, COALESCE($3, 1), $4) \
         ON CONFLICT (user_id) DO UPDATE SET lang = COALESCE(excluded.lang, settings.lang), \
         pings = COALESCE($5, settings.pings), updated_at = excluded.updated_at",
    )
    .bind(to_db(user))
    .bind(lang)
    .bind(pings.map(i64::from))
    .bind(now_ms())
    .bind(pings.map(i64::from))
    .execute(&mut *conn)
    .await?;
    settings(conn, user)
        .await?
        .ok_or_else(|| StoreError::Corrupt(format!("settings of {user} vanished")))
}

// ---- undo requests ----

pub async fn undo_request(conn: &mut Conn, game: i64) -> Result<Option<UndoRow>, StoreError> {
    Ok(
        sqlx::query_as::<_, UndoRow>(
            "SELECT target_seq, version, requester, agreed FROM undo_requests WHERE game = $1",
        )
        .bind(game)
        .fetch_optional(conn)
        .await?,
    )
}

pub async fn put_undo_request(conn: &mut Conn, game: i64, request: &UndoRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO undo_requests (game, target_seq, version, requester, agreed, created_at) VALUES ($1, $2, $3, $4, $5, $6) \
         ON CONFLICT (game) DO UPDATE SET target_seq = excluded.target_seq, version = excluded.version, \
         requester = excluded.requester, agreed = excluded.agreed",
    )
    .bind(game)
    .bind(request.target_seq)
    .bind(request.version)
    .bind(request.requester)
    .bind(&request.agreed)
    .bind(now_ms())
    .execute(conn)
    .await?;
    Ok(())
}

/// Drops a pending undo request (every accepted change does this: a new move cancels it).
pub async fn delete_undo_request(conn: &mut Conn, game: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM undo_requests WHERE game = $1")
        .bind(game)
        .execute(conn)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests;
