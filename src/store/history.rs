//! Results of ended games (`results`, migration 0007) and the operator's checks: the history and
//! stats queries, applied migrations and the outbox's backlog.

use sqlx::FromRow;

use super::{Backend, Conn, Store, StoreError, now_ms, to_db};

/// One game's result as stored.
#[derive(Clone, Debug, FromRow, PartialEq, Eq)]
pub struct ResultRow {
    pub game: i64,
    /// `win`, `draw` (nobody won) or `conceded` (ended by a concession).
    pub ending: String,
    /// JSON array of winning seats.
    pub winners: String,
    /// JSON `Text`.
    pub summary: String,
    pub moves: i64,
    pub started_at: i64,
    pub ended_at: i64,
}

/// An ended game (finished or aborted after its start) with its result, if it has one.
#[derive(Clone, Debug, FromRow)]
pub struct EndedRow {
    pub id: i64,
    pub guild: i64,
    pub channel: i64,
    pub game: String,
    pub status: String,
    pub created_at: i64,
    pub updated_at: i64,
    pub ending: Option<String>,
    pub winners: Option<String>,
    pub summary: Option<String>,
    pub moves: Option<i64>,
    pub ended_at: Option<i64>,
}

/// Which ended games a history or stats query reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndedScope {
    Channel {
        guild: u64,
        channel: u64,
    },
    Guild(u64),
    /// Every game where this user held a seat, in any guild.
    Player(u64),
}

/// Writes (or rewrites) a game's result.
pub async fn put_result(conn: &mut Conn, result: &ResultRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO results (game, ending, winners, summary, moves, started_at, ended_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (game) DO UPDATE SET ending = excluded.ending, \
         winners = excluded.winners, summary = excluded.summary, moves = excluded.moves, \
         started_at = excluded.started_at, ended_at = excluded.ended_at",
    )
    .bind(result.game)
    .bind(&result.ending)
    .bind(&result.winners)
    .bind(&result.summary)
    .bind(result.moves)
    .bind(result.started_at)
    .bind(result.ended_at)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn result(conn: &mut Conn, game: i64) -> Result<Option<ResultRow>, StoreError> {
    Ok(sqlx::query_as::<_, ResultRow>(
        "SELECT game, ending, winners, summary, moves, started_at, ended_at FROM results WHERE game = $1",
    )
    .bind(game)
    .fetch_optional(conn)
    .await?)
}

/// Finished games without a result row (finished before migration 0007).
pub async fn finished_without_result(conn: &mut Conn) -> Result<Vec<i64>, StoreError> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT id FROM games WHERE status = 'finished' AND id NOT IN (SELECT game FROM results) ORDER BY id",
    )
    .fetch_all(conn)
    .await?)
}

/// Moves in effect: `act` rows not taken back.
pub async fn moves_in_effect(conn: &mut Conn, game: i64) -> Result<i64, StoreError> {
    Ok(sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM actions WHERE game = $1 AND kind = 'act' AND undone_by IS NULL",
    )
    .bind(game)
    .fetch_one(conn)
    .await?)
}

/// The kind of the last change in effect that could have ended the game (a move, a concession, a
/// GM edit), if any.
pub async fn last_deciding_kind(conn: &mut Conn, game: i64) -> Result<Option<String>, StoreError> {
    Ok(sqlx::query_scalar::<_, String>(
        "SELECT kind FROM actions WHERE game = $1 AND undone_by IS NULL AND kind IN ('act', 'concede', 'edit') \
         ORDER BY seq DESC LIMIT 1",
    )
    .bind(game)
    .fetch_optional(conn)
    .await?)
}

// sqlx only takes 'static SQL: one statement per scope.
macro_rules! select_ended {
    ($where:literal) => {
        concat!(
            "SELECT g.id, g.guild, g.channel, g.game, g.status, g.created_at, g.updated_at, r.ending, r.winners, \
             r.summary, r.moves, r.ended_at FROM games g LEFT JOIN results r ON r.game = g.id \
             WHERE g.status IN ('finished', 'aborted') AND g.state IS NOT NULL AND ($1 IS NULL OR g.game = $1) AND ",
            $where,
            " ORDER BY COALESCE(r.ended_at, g.updated_at) DESC, g.id DESC LIMIT $2"
        )
    };
}

/// Ended games of a scope (aborted lobbies left out: they never started), newest first, at most
/// `limit`; only games of kind `kind` when given.
pub async fn ended_games(
    conn: &mut Conn,
    scope: EndedScope,
    kind: Option<&str>,
    limit: i64,
) -> Result<Vec<EndedRow>, StoreError> {
    let query = match scope {
        EndedScope::Channel { guild, channel } => {
            sqlx::query_as::<_, EndedRow>(select_ended!("g.guild = $3 AND g.channel = $4"))
                .bind(kind)
                .bind(limit)
                .bind(to_db(guild))
                .bind(to_db(channel))
        }
        EndedScope::Guild(guild) => sqlx::query_as::<_, EndedRow>(select_ended!("g.guild = $3"))
            .bind(kind)
            .bind(limit)
            .bind(to_db(guild)),
        EndedScope::Player(user) => sqlx::query_as::<_, EndedRow>(select_ended!(
            "g.id IN (SELECT game FROM seats WHERE user_id = $3 AND seat IS NOT NULL)"
        ))
        .bind(kind)
        .bind(limit)
        .bind(to_db(user)),
    };
    Ok(query.fetch_all(conn).await?)
}

// ---- the operator's checks ----

/// Opens a database for reading and checking without migrating it (`warroom doctor`); a missing
/// SQLite file is an error, not a new database.
pub async fn open_unmigrated(url: &str) -> Result<Store, StoreError> {
    Store::connect_existing(url, 2).await
}

/// How the database's applied migrations compare with the ones this build knows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MigrationReport {
    /// Versions this build knows, in order.
    pub known: Vec<i64>,
    /// Known versions not applied yet (the bot applies them when it starts).
    pub pending: Vec<i64>,
    /// Applied versions this build does not know (a newer build wrote this database).
    pub unknown: Vec<i64>,
    /// Applied versions whose SQL differs from this build's, or that failed half-way.
    pub damaged: Vec<i64>,
}

/// Compares `_sqlx_migrations` with the migrations this build embeds for `backend`.
pub async fn migration_report(conn: &mut Conn, backend: Backend) -> Result<MigrationReport, StoreError> {
    let exists_sql = match backend {
        Backend::Sqlite => "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
        Backend::Postgres => {
            "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = current_schema() \
             AND table_name = '_sqlx_migrations'"
        }
    };
    let exists: i64 = sqlx::query_scalar(exists_sql).fetch_one(&mut *conn).await?;
    let applied: Vec<(i64, Vec<u8>, bool)> = if exists > 0 {
        let rows: Vec<(i64, Vec<u8>, i64)> = sqlx::query_as(
            "SELECT version, checksum, CASE WHEN success THEN 1 ELSE 0 END FROM _sqlx_migrations ORDER BY version",
        )
        .fetch_all(&mut *conn)
        .await?;
        rows.into_iter().map(|(v, c, ok)| (v, c, ok != 0)).collect()
    } else {
        Vec::new()
    };
    let mut report = MigrationReport::default();
    for m in backend.migrator().iter().filter(|m| m.migration_type.is_up_migration()) {
        report.known.push(m.version);
        match applied.iter().find(|(v, _, _)| *v == m.version) {
            None => report.pending.push(m.version),
            Some((_, checksum, success)) if !success || checksum.as_slice() != &*m.checksum => {
                report.damaged.push(m.version)
            }
            Some(_) => {}
        }
    }
    report.unknown = applied
        .iter()
        .map(|(v, _, _)| *v)
        .filter(|v| !report.known.contains(v))
        .collect();
    Ok(report)
}

/// The outbox's backlog.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutboxReport {
    pub pending: i64,
    /// Milliseconds the oldest pending row has waited.
    pub oldest_pending_ms: Option<i64>,
    /// Rows given up (closed DMs and the like).
    pub failed: i64,
    pub delivered: i64,
}

pub async fn outbox_report(conn: &mut Conn) -> Result<OutboxReport, StoreError> {
    let (pending, oldest, failed, delivered): (i64, Option<i64>, i64, i64) = sqlx::query_as(
        "SELECT COUNT(CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN 1 END), \
                MIN(CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN created_at END), \
                COUNT(failed_at), COUNT(delivered_at) FROM outbox",
    )
    .fetch_one(conn)
    .await?;
    Ok(OutboxReport {
        pending,
        oldest_pending_ms: oldest.map(|at| (now_ms() - at).max(0)),
        failed,
        delivered,
    })
}
