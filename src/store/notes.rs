//! What the table remembers of each seat between its DMs (`seat_notes`, migration 0009): the
//! brief last sent with a prompt, and whether the seat's turn is paused on other seats' response
//! windows.

use sqlx::FromRow;

use super::{Conn, StoreError, to_db};

/// One seat's notes.
#[derive(Clone, Debug, Default, PartialEq, Eq, FromRow)]
pub struct SeatNoteRow {
    pub seat: i64,
    /// JSON array of texts; empty when no brief was sent yet.
    pub brief: String,
    pub paused: i64,
}

/// Every seat's notes in `game` (seats without a row have none).
pub async fn seat_notes(conn: &mut Conn, game: i64) -> Result<Vec<SeatNoteRow>, StoreError> {
    Ok(
        sqlx::query_as::<_, SeatNoteRow>("SELECT seat, brief, paused FROM seat_notes WHERE game = $1 ORDER BY seat")
            .bind(game)
            .fetch_all(conn)
            .await?,
    )
}

/// Writes one seat's notes.
pub async fn put_seat_note(conn: &mut Conn, game: i64, note: &SeatNoteRow) -> Result<(), StoreError> {
    sqlx::query(
        "INSERT INTO seat_notes (game, seat, brief, paused) VALUES ($1, $2, $3, $4) \
         ON CONFLICT (game, seat) DO UPDATE SET brief = excluded.brief, paused = excluded.paused",
    )
    .bind(game)
    .bind(note.seat)
    .bind(&note.brief)
    .bind(note.paused)
    .execute(conn)
    .await?;
    Ok(())
}

/// Forgets the brief last sent to `user`'s seat in `game` (their DMs are closed, or the seat has
/// a new player): their next prompt shows the whole brief.
pub async fn forget_brief(conn: &mut Conn, game: i64, user: u64) -> Result<(), StoreError> {
    sqlx::query(
        "UPDATE seat_notes SET brief = '' WHERE game = $1 \
         AND seat IN (SELECT seat FROM seats WHERE game = $1 AND user_id = $2)",
    )
    .bind(game)
    .bind(to_db(user))
    .execute(conn)
    .await?;
    Ok(())
}
