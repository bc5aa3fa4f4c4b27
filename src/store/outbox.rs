//! The persisted outbox (`migrations/0003_outbox.sql`): deliveries an accepted change owes,
//! inserted in the change's transaction, listed oldest first and marked once sent or given up.

use sqlx::FromRow;

use super::Conn;

use super::{StoreError, from_db, now_ms, to_db};

/// A delivery to insert (the table fills it from an outbox).
pub struct NewDelivery<'a> {
    pub seq: i64,
    pub kind: &'a str,
    pub recipient: u64,
    pub payload: &'a str,
}

/// A pending delivery with the facts of its game the sender needs.
#[derive(Clone, Debug, FromRow)]
pub struct OutboxRow {
    pub id: i64,
    pub game: i64,
    pub version: i64,
    pub seq: i64,
    pub kind: String,
    pub recipient: i64,
    pub payload: String,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub created_at: i64,
    /// The game's channel and guild and language.
    pub channel: i64,
    pub guild: i64,
    pub lang: String,
}

pub async fn insert_deliveries(
    conn: &mut Conn,
    game: i64,
    version: i64,
    rows: &[NewDelivery<'_>],
) -> Result<Vec<i64>, StoreError> {
    let now = now_ms();
    let mut ids = Vec::with_capacity(rows.len());
    for row in rows {
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO outbox (game, version, seq, kind, recipient, payload, created_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        )
        .bind(game)
        .bind(version)
        .bind(row.seq)
        .bind(row.kind)
        .bind(to_db(row.recipient))
        .bind(row.payload)
        .bind(now)
        .fetch_one(&mut *conn)
        .await?;
        ids.push(id);
    }
    Ok(ids)
}

/// How many of deliveries `ids` (game `game`'s) were given up, leaving out private messages
/// (a closed DM is announced in the channel instead).
pub async fn failed_posts_among(conn: &mut Conn, game: i64, ids: &[i64]) -> Result<i64, StoreError> {
    let (Some(&first), Some(&last)) = (ids.iter().min(), ids.iter().max()) else {
        return Ok(0);
    };
    // By key range (one change's rows lie close together); another change's rows inside the
    // range are dropped by the id check below.
    let failed: Vec<i64> = sqlx::query_scalar(
        "SELECT id FROM outbox WHERE id BETWEEN $1 AND $2 AND game = $3 \
         AND failed_at IS NOT NULL AND kind <> 'dm'",
    )
    .bind(first)
    .bind(last)
    .bind(game)
    .fetch_all(conn)
    .await?;
    Ok(failed.iter().filter(|id| ids.contains(id)).count() as i64)
}

/// Every delivery neither delivered nor failed, oldest first.
pub async fn pending_deliveries(conn: &mut Conn) -> Result<Vec<OutboxRow>, StoreError> {
    Ok(sqlx::query_as::<_, OutboxRow>(
        "SELECT o.id, o.game, o.version, o.seq, o.kind, o.recipient, o.payload, o.attempts, o.last_error, o.created_at, \
                g.channel, g.guild, g.lang \
         FROM outbox o JOIN games g ON g.id = o.game \
         WHERE o.delivered_at IS NULL AND o.failed_at IS NULL ORDER BY o.id",
    )
    .fetch_all(conn)
    .await?)
}

/// Every delivery row of a game (any state), oldest first: `(id, version, kind, delivered,
/// failed)`. For checks and tests.
pub async fn deliveries_of(conn: &mut Conn, game: i64) -> Result<Vec<(i64, i64, String, bool, bool)>, StoreError> {
    let rows = sqlx::query_as::<_, (i64, i64, String, i64, i64)>(
        "SELECT id, version, kind, CASE WHEN delivered_at IS NULL THEN 0 ELSE 1 END, \
                CASE WHEN failed_at IS NULL THEN 0 ELSE 1 END \
         FROM outbox WHERE game = $1 ORDER BY id",
    )
    .bind(game)
    .fetch_all(conn)
    .await?;
    Ok(rows
        .into_iter()
        .map(|(id, version, kind, delivered, failed)| (id, version, kind, delivered != 0, failed != 0))
        .collect())
}

pub async fn mark_delivered(conn: &mut Conn, id: i64) -> Result<(), StoreError> {
    sqlx::query("UPDATE outbox SET delivered_at = $1, attempts = attempts + 1 WHERE id = $2")
        .bind(now_ms())
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Gives a delivery up for good (`failed`), or records a failed attempt to try again later.
pub async fn mark_attempt_failed(conn: &mut Conn, id: i64, reason: &str, failed: bool) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE outbox SET attempts = attempts + 1, last_error = $1, \
         failed_at = CASE WHEN $2 = 1 THEN $3 ELSE failed_at END WHERE id = $4",
    )
    .bind(reason)
    .bind(i64::from(failed))
    .bind(now_ms())
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

/// Deletes delivered and failed rows made before `before_ms` (a row's board SVG is only needed
/// until it is sent). Returns how many went.
pub async fn prune_deliveries(conn: &mut Conn, before_ms: i64) -> Result<u64, StoreError> {
    let done =
        sqlx::query("DELETE FROM outbox WHERE created_at < $1 AND (delivered_at IS NOT NULL OR failed_at IS NOT NULL)")
            .bind(before_ms)
            .execute(conn)
            .await?;
    Ok(done.rows_affected())
}

/// A message the bot keeps alive: where it is (and, for the channel status, its text before the
/// "Waiting for" line). See `migrations/0004_living_messages.sql`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LivingMessage {
    pub channel: u64,
    pub message: u64,
    pub body: String,
}

/// `user`'s current prompt message in game `game`'s DMs.
pub async fn dm_prompt(conn: &mut Conn, game: i64, user: u64) -> Result<Option<LivingMessage>, StoreError> {
    let row: Option<(i64, i64)> =
        sqlx::query_as("SELECT channel, message FROM dm_prompts WHERE game = $1 AND user_id = $2")
            .bind(game)
            .bind(to_db(user))
            .fetch_optional(conn)
            .await?;
    Ok(row.map(|(channel, message)| LivingMessage {
        channel: from_db(channel),
        message: from_db(message),
        body: String::new(),
    }))
}

/// Records `user`'s current prompt message (`None`: they have none with live components).
pub async fn set_dm_prompt(
    conn: &mut Conn,
    game: i64,
    user: u64,
    living: Option<(u64, u64)>,
) -> Result<(), StoreError> {
    match living {
        Some((channel, message)) => {
            sqlx::query(
                "INSERT INTO dm_prompts (game, user_id, channel, message) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (game, user_id) DO UPDATE SET channel = excluded.channel, message = excluded.message",
            )
            .bind(game)
            .bind(to_db(user))
            .bind(to_db(channel))
            .bind(to_db(message))
            .execute(conn)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM dm_prompts WHERE game = $1 AND user_id = $2")
                .bind(game)
                .bind(to_db(user))
                .execute(conn)
                .await?;
        }
    }
    Ok(())
}

/// The game's channel post that holds the "Waiting for" line.
pub async fn channel_status(conn: &mut Conn, game: i64) -> Result<Option<LivingMessage>, StoreError> {
    let row: Option<(i64, i64, String)> =
        sqlx::query_as("SELECT channel, message, body FROM channel_status WHERE game = $1")
            .bind(game)
            .fetch_optional(conn)
            .await?;
    Ok(row.map(|(channel, message, body)| LivingMessage {
        channel: from_db(channel),
        message: from_db(message),
        body,
    }))
}

pub async fn set_channel_status(conn: &mut Conn, game: i64, status: &LivingMessage) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO channel_status (game, channel, message, body) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game) DO UPDATE SET channel = excluded.channel, message = excluded.message, body = excluded.body",
    )
    .bind(game)
    .bind(to_db(status.channel))
    .bind(to_db(status.message))
    .bind(&status.body)
    .execute(conn)
    .await?;
    Ok(())
}

/// Notes that `user` was told their DMs are closed in game `game`; false if they already were.
pub async fn note_dm_closed(conn: &mut Conn, game: i64, user: u64) -> Result<bool, StoreError> {
    let done = sqlx::query("INSERT INTO dm_closed (game, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(game)
        .bind(to_db(user))
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}

/// A DM reached `user`: if their DMs close again, they are told again.
pub async fn clear_dm_closed(conn: &mut Conn, game: i64, user: u64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM dm_closed WHERE game = $1 AND user_id = $2")
        .bind(game)
        .bind(to_db(user))
        .execute(conn)
        .await?;
    Ok(())
}
