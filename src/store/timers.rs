//! Reminders, deadlines, quiet hours and seat hand-overs (see `migrations/0006_*.sql`).

use sqlx::FromRow;

use super::{Conn, GameRow, StoreError, now_ms, to_db};

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
    #[sqlx(rename = "user_id")]
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
    #[sqlx(rename = "user_id")]
    pub user: i64,
    pub name: String,
    pub locale: Option<String>,
    /// JSON array of seats.
    pub agreed: String,
}

pub async fn game_timers(conn: &mut Conn, game: i64) -> Result<Option<TimersRow>, StoreError> {
    Ok(
        sqlx::query_as::<_, TimersRow>("SELECT remind_after, remind_every, deadline FROM game_timers WHERE game = $1")
            .bind(game)
            .fetch_optional(conn)
            .await?,
    )
}

pub async fn set_game_timers(conn: &mut Conn, game: i64, timers: TimersRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO game_timers (game, remind_after, remind_every, deadline) VALUES ($1, $2, $3, $4) \
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

pub async fn waits(conn: &mut Conn, game: i64) -> Result<Vec<WaitRow>, StoreError> {
    Ok(sqlx::query_as::<_, WaitRow>(
        "SELECT game, user_id, seat, since, next_reminder, reminders, deadline_at FROM waits WHERE game = $1 ORDER BY seat",
    )
    .bind(game)
    .fetch_all(conn)
    .await?)
}

/// Replaces a game's waits by `rows` (the players it waits for after a change).
pub async fn put_waits(conn: &mut Conn, game: i64, rows: &[WaitRow]) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM waits WHERE game = $1")
        .bind(game)
        .execute(&mut *conn)
        .await?;
    for w in rows {
        sqlx::query(
            "INSERT INTO waits (game, user_id, seat, since, next_reminder, reminders, deadline_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
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
pub async fn due_waits(conn: &mut Conn, now: i64) -> Result<Vec<WaitRow>, StoreError> {
    Ok(sqlx::query_as::<_, WaitRow>(
        "SELECT w.game, w.user_id, w.seat, w.since, w.next_reminder, w.reminders, w.deadline_at FROM waits w \
         JOIN games g ON g.id = w.game WHERE g.status = 'running' \
         AND (w.next_reminder <= $1 OR w.deadline_at <= $1) \
         ORDER BY CASE WHEN COALESCE(w.next_reminder, w.deadline_at) < COALESCE(w.deadline_at, w.next_reminder) \
         THEN COALESCE(w.next_reminder, w.deadline_at) ELSE COALESCE(w.deadline_at, w.next_reminder) END",
    )
    .bind(now)
    .fetch_all(conn)
    .await?)
}

/// Moves a wait's timers on, only if the row is still exactly `seen` (a move or another process
/// may have changed it since it was read): true when it was written. This is what makes a timer
/// fire once.
pub async fn advance_wait(conn: &mut Conn, seen: &WaitRow, next: &WaitRow) -> Result<bool, StoreError> {
    let result = sqlx::query(
        "UPDATE waits SET next_reminder = $1, reminders = $2, deadline_at = $3 \
         WHERE game = $4 AND user_id = $5 AND since = $6 AND next_reminder IS NOT DISTINCT FROM $7 AND reminders = $8 \
         AND deadline_at IS NOT DISTINCT FROM $9",
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
    conn: &mut Conn,
    user: u64,
    time_zone: Option<&str>,
    quiet: Option<Option<(i64, i64)>>,
) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO settings (user_id, pings, updated_at) VALUES ($1, 1, $2) ON CONFLICT (user_id) DO NOTHING",
    )
    .bind(to_db(user))
    .bind(now_ms())
    .execute(&mut *conn)
    .await?;
    if let Some(zone) = time_zone {
        sqlx::query("UPDATE settings SET time_zone = $1, updated_at = $2 WHERE user_id = $3")
            .bind(zone)
            .bind(now_ms())
            .bind(to_db(user))
            .execute(&mut *conn)
            .await?;
    }
    if let Some(quiet) = quiet {
        sqlx::query("UPDATE settings SET quiet_from = $1, quiet_until = $2, updated_at = $3 WHERE user_id = $4")
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
    conn: &mut Conn,
    game: i64,
    seat: i64,
    user: u64,
    name: &str,
    locale: Option<&str>,
) -> Result<(), StoreError> {
    let result = sqlx::query("UPDATE seats SET user_id = $1, name = $2, locale = $3 WHERE game = $4 AND seat = $5")
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

pub async fn replace_vote(conn: &mut Conn, game: i64, seat: i64) -> Result<Option<ReplaceVoteRow>, StoreError> {
    Ok(sqlx::query_as::<_, ReplaceVoteRow>(
        "SELECT seat, user_id, name, locale, agreed FROM replace_votes WHERE game = $1 AND seat = $2",
    )
    .bind(game)
    .bind(seat)
    .fetch_optional(conn)
    .await?)
}

pub async fn put_replace_vote(conn: &mut Conn, game: i64, vote: &ReplaceVoteRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO replace_votes (game, seat, user_id, name, locale, agreed, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) \
         ON CONFLICT (game, seat) DO UPDATE SET user_id = excluded.user_id, name = excluded.name, \
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

pub async fn delete_replace_vote(conn: &mut Conn, game: i64, seat: i64) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM replace_votes WHERE game = $1 AND seat = $2")
        .bind(game)
        .bind(seat)
        .execute(conn)
        .await?;
    Ok(())
}

/// Drops every replace vote of `game` except those for `seats`.
pub async fn delete_replace_votes_except(conn: &mut Conn, game: i64, seats: &[i64]) -> Result<(), StoreError> {
    let voted: Vec<i64> = sqlx::query_scalar("SELECT seat FROM replace_votes WHERE game = $1")
        .bind(game)
        .fetch_all(&mut *conn)
        .await?;
    for seat in voted.into_iter().filter(|s| !seats.contains(s)) {
        delete_replace_vote(conn, game, seat).await?;
    }
    Ok(())
}

// ---- listings ----

/// The lobbies and running games of a guild, oldest first.
pub async fn active_games_in_guild(conn: &mut Conn, guild: u64) -> Result<Vec<GameRow>, StoreError> {
    let sql = concat!(
        "SELECT id, guild, channel, game, options, lang, seed, status, version, creator, state, setup_log, ",
        "created_at, updated_at FROM games WHERE guild = $1 AND status IN ('lobby', 'running') ORDER BY id"
    );
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(guild))
        .fetch_all(conn)
        .await?)
}

/// The lobbies and running games `user` has joined, oldest first.
pub async fn active_games_of(conn: &mut Conn, user: u64) -> Result<Vec<GameRow>, StoreError> {
    let sql = concat!(
        "SELECT id, guild, channel, game, options, lang, seed, status, version, creator, state, setup_log, ",
        "created_at, updated_at FROM games WHERE status IN ('lobby', 'running') ",
        "AND id IN (SELECT game FROM seats WHERE user_id = $1) ORDER BY id"
    );
    Ok(sqlx::query_as::<_, GameRow>(sql)
        .bind(to_db(user))
        .fetch_all(conn)
        .await?)
}

/// The AI seats (their user ids are negative as stored) that running games wait for.
pub async fn awaited_ai_seats(conn: &mut Conn) -> Result<Vec<(i64, i64)>, StoreError> {
    Ok(sqlx::query_as::<_, (i64, i64)>(
        "SELECT w.game, w.user_id FROM waits w JOIN games g ON g.id = w.game \
         WHERE g.status = 'running' AND w.user_id < 0 ORDER BY w.since, w.game",
    )
    .fetch_all(conn)
    .await?)
}
