//! Reminders, deadlines, quiet hours and seat hand-overs (see `migrations/0006_*.sql`).

use sqlx::{FromRow, SqliteConnection};

use super::{GameRow, StoreError, now_ms, to_db};

/// A game's reminder settings in minutes (0 = off).
#[derive(Clone, Copy, Debug, PartialEq, Eq, FromRow)]
pub struct TimersRow {
    pub remind_after: i64,
    pub remind_every: i64,
    pub deadline: i64,
}

/// One player a game waits for.
#[derive(Clone, Debug, PartialEq, Eq, FromRow)]
pub struct WaitRow {
    pub game: i64,
    pub user: i64,
    pub seat: i64,
    pub since: i64,
    pub next_reminder: Option<i64>,
    pub reminders: i64,
    pub deadline_at: Option<i64>,
}

/// A proposal to hand a seat to someone else.
#[derive(Clone, Debug, FromRow)]
pub struct ReplaceVoteRow {
    pub seat: i64,
    pub user: i64,
    pub name: String,
    pub locale: Option<String>,
    /// JSON array of seats.
    pub agreed: String,
}

pub async fn game_timers(conn: &mut SqliteConnection, game: i64) -> Result<Option<TimersRow>, StoreError> {
    Ok(
        sqlx::query_as::<_, TimersRow>("SELECT remind_after, remind_every, deadline FROM game_timers WHERE game = ?")
            .bind(game)
            .fetch_optional(conn)
            .await?,
    )
}

pub async fn set_game_timers(conn: &mut SqliteConnection, game: i64, timers: TimersRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_timers (game, remind_after, remind_every, deadline) VALUES (?, ?, ?, ?) \
         ON CONFLICT (game) DO UPDATE SET remind_after = excluded.remind_after, \
         remind_every = excluded.remind_every, deadline = excluded.deadline",
    )
    .bind(game)
    .bind(timers.remind_after)
    .bind(timers.remind_every)
    .bind(timers.deadline)
    .execute(conn)
    .await?;
    Ok(())
}

// ---- waits ----

pub async fn waits(conn: &mut SqliteConnection, game: i64) -> Result<Vec<WaitRow>, StoreError> {
    Ok(sqlx::query_as::<_, WaitRow>(
        "SELECT game, user, seat, since, next_reminder, reminders, deadline_at FROM waits WHERE game = ? ORDER BY seat",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

/// Replaces a game's waits by `rows` (the players it waits for after a change).
pub async fn put_waits(conn: &mut SqliteConnection, game: i64, rows: &[WaitRow]) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM waits WHERE game = ?")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    for w in rows {
        sqlx::query(
            "INSERT INTO waits (game, user, seat, since, next_reminder, reminders, deadline_at) \
             VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(game)
        .bind(w.user)
        .bind(w.seat)
        .bind(w.since)
        .bind(w.next_reminder)
        .bind(w.reminders)
        .bind(w.deadline_at)
        .execute(&mut *conn)
        .await?;
    }
    Ok(())
}

/// Waits of running games with a reminder or a deadline due at `now`, oldest due first.
pub async fn due_waits(conn: &mut SqliteConnection, now: i64) -> Result<Vec<WaitRow>, StoreError> {
    Ok(sqlx::query_as::<_, WaitRow>(
        "SELECT w.game, w.user, w.seat, w.since, w.next_reminder, w.reminders, w.deadline_at FROM waits w \
         JOIN games g ON g.id = w.game WHERE g.status = 'running' \
         AND (w.next_reminder <= ?1 OR w.deadline_at <= ?1) \
         ORDER BY MIN(COALESCE(w.next_reminder, w.deadline_at), COALESCE(w.deadline_at, w.next_reminder))",
    )
    .bind(now)
    .fetch_all(conn)
    .await?)
}

/// Moves a wait's timers on, only if the row is still exactly `seen` (a move or another process
/// may have changed it since it was read): true when it was written. This is what makes a timer
/// fire once.
pub async fn advance_wait(conn: &mut SqliteConnection, seen: &WaitRow, next: &WaitRow) -> Result<bool, StoreError> {
    let result = sqlx::query(
        "UPDATE waits SET next_reminder = ?, reminders = ?, deadline_at = ? \
         WHERE game = ? AND user = ? AND since = ? AND next_reminder IS ? AND reminders = ? AND deadline_at IS ?",
    )
    .bind(next.next_reminder)
    .bind(next.reminders)
    .bind(next.deadline_at)
    .bind(seen.game)
    .bind(seen.user)
    .bind(seen.since)
    .bind(seen.next_reminder)
    .bind(seen.reminders)
    .bind(seen.deadline_at)
    .execute(conn)
    .await?;
    Ok(result.rows_affected() == 1)
}

// ---- quiet hours ----

/// Sets a user's time zone and quiet hours (`None` = unchanged; `Some(None)` = cleared).
pub async fn update_quiet_hours(
    conn: &mut SqliteConnection,
    user: u64,
    time_zone: Option<&str>,
    quiet: Option<Option<(i64, i64)>>,
) -> Result<(), StoreError> {
    sqlx::query("INSERT INTO settings (user, pings, updated_at) VALUES (?, 1, ?) ON CONFLICT (user) DO NOTHING")
        .bind(to_db(user))
        .bind(now_ms())
        .execute(&mut *conn)
        .await?;
    if let Some(zone) = time_zone {
        sqlx::query("UPDATE settings SET time_zone = ?, updated_at = ? WHERE user = ?")
            .bind(zone)
            .bind(now_ms())
            .bind(to_db(user))
            .execute(&mut *conn)
            .await?;
    }
    if let Some(quiet) = quiet {
        sqlx::query("UPDATE settings SET quiet_from = ?, quiet_until = ?, updated_at = ? WHERE user = ?")
            .bind(quiet.map(|q| q.0))
            .bind(quiet.map(|q| q.1))
            .bind(now_ms())
            .bind(to_db(user))
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

// ---- seats changing hands ----

/// Gives `seat` of a running game to another user (who holds no seat in it).
pub async fn hand_over_seat(
    conn: &mut SqliteConnection,
    game: i64,
    seat: i64,
    user: u64,
    name: &str,
    locale: Option<&str>,
) -> Result<(), StoreError> {
    let result = sqlx::query("UPDATE seats SET user = ?, name = ?, locale = ? WHERE game = ? AND seat = ?")
        .bind(to_db(user))
        .bind(name)
        .bind(locale)
        .bind(game)
        .bind(seat)
        .execute(conn)
        .await?;
    if result.rows_affected() != 1 {
        return Err(StoreError::Corrupt(format!("game {game} has no seat {seat}")));
    }
    Ok(())
}

pub async fn replace_vote(
    conn: &mut SqliteConnection,
    game: i64,
    seat: i64,
) -> Result<Option<ReplaceVoteRow>, StoreError> {
    Ok(sqlx::query_as::<_, ReplaceVoteRow>(
        "SELECT seat, user, name, locale, agreed FROM replace_votes WHERE game = ? AND seat = ?",
    )
    .bind(game)
    .bind(seat)
    .fetch_optional(conn)
    .await?)
}

pub async fn put_replace_vote(conn: &mut SqliteConnection, game: i64, vote: &ReplaceVoteRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO replace_votes (game, seat, user, name, locale, agreed, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) \
         ON CONFLICT (game, seat) DO UPDATE SET user = excluded.user, name = excluded.name, \
         locale = excluded.locale, agreed = excluded.agreed",
    )
    .bind(game)
    .bind(vote.seat)
    .bind(vote.user)
    .bind(&vote.name)
    .bind(&vote.locale)
    .bind(&vote.agreed)
    .bind(now_ms())
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn delete_replace_vote(conn: &mut SqliteConnection, game: i64, seat: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM replace_votes WHERE game = ? AND seat = ?")
        .bind(game)
        .bind(seat)
        .execute(conn)
        .await?;
    Ok(())
}

/// Drops every replace vote of `game` except those for `seats`.
pub async fn delete_replace_votes_except(
    conn: &mut SqliteConnection,
    game: i64,
    seats: &[i64],
) -> Result<(), StoreError> {
    let keep = serde_json::to_string(seats).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    sqlx::query("DELETE FROM replace_votes WHERE game = ? AND seat NOT IN (SELECT value FROM json_each(?))")
        .bind(game)
        .bind(keep)
        .execute(conn)
        .await?;
    Ok(())
}

// ---- listings ----

/// The lobbies and running games of a guild, oldest first.
pub async fn active_games_in_guild(conn: &mut SqliteConnection, guild: u64) -> Result<Vec<GameRow>, StoreError> {
    let sql = concat!(
        "SELECT id, guild, channel, game, options, lang, seed, status, version, creator, state, setup_log, ",
        "created_at, updated_at FROM games WHERE guild = ? AND status IN ('lobby', 'running') ORDER BY id"
    );
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(guild))
        .fetch_all(conn)
        .await?)
}

/// The lobbies and running games `user` has joined, oldest first.
pub async fn active_games_of(conn: &mut SqliteConnection, user: u64) -> Result<Vec<GameRow>, StoreError> {
    let sql = concat!(
        "SELECT id, guild, channel, game, options, lang, seed, status, version, creator, state, setup_log, ",
        "created_at, updated_at FROM games WHERE status IN ('lobby', 'running') ",
        "AND id IN (SELECT game FROM seats WHERE user = ?) ORDER BY id"
    );
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(user))
        .fetch_all(conn)
        .await?)
}

/// The AI seats (their user ids are negative as stored) that running games wait for.
pub async fn awaited_ai_seats(conn: &mut SqliteConnection) -> Result<Vec<(i64, i64)>, StoreError> {
    Ok(sqlx::query_as::<_, (i64, i64)>(
        "SELECT w.game, w.user FROM waits w JOIN games g ON g.id = w.game \
         WHERE g.status = 'running' AND w.user < 0 ORDER BY w.since, w.game",
    )
    .fetch_all(conn)
    .await?)
}
