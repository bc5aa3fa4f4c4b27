//! Leases (`leases`, migration 0008): a job that must run in one place at a time across bot
//! processes — delivering the outbox, firing timers, playing AI seats — is done by whoever holds
//! its lease. Taking and renewing are one conditional write each, so two processes can never both
//! hold a lease, and a lease lapses on its own when its holder dies.

use super::{Conn, StoreError, now_ms};

/// Takes lease `name` for `holder` until `now + ttl_ms`, or renews it when `holder` has it
/// already. False when another process holds it and it has not lapsed.
pub async fn take_lease(conn: &mut Conn, name: &str, holder: &str, ttl_ms: i64) -> Result<bool, StoreError> {
    let now = now_ms();
    let done = sqlx::query(
        "INSERT INTO leases (name, holder, until_ms) VALUES ($1, $2, $3) \
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, until_ms = excluded.until_ms \
         WHERE leases.holder = excluded.holder OR leases.until_ms < $4",
    )
    .bind(name)
    .bind(holder)
    .bind(now + ttl_ms)
    .bind(now)
    .execute(conn)
    .await?;
    Ok(done.rows_affected() == 1)
}

/// Gives lease `name` back if `holder` has it (the next taker need not wait for it to lapse).
pub async fn release_lease(conn: &mut Conn, name: &str, holder: &str) -> Result<(), StoreError> {
    sqlx::query("DELETE FROM leases WHERE name = $1 AND holder = $2")
        .bind(name)
        .bind(holder)
        .execute(conn)
        .await?;
    Ok(())
}

/// Who holds lease `name` now (a lapsed lease is held by nobody).
pub async fn lease_holder(conn: &mut Conn, name: &str) -> Result<Option<String>, StoreError> {
    Ok(
        sqlx::query_scalar("SELECT holder FROM leases WHERE name = $1 AND until_ms >= $2")
            .bind(name)
            .bind(now_ms())
            .fetch_optional(conn)
            .await?,
    )
}

/// Takes lease `name` from `dead_holder` (a process known to be gone), only if it still holds it.
pub async fn take_lease_from(
    conn: &mut Conn,
    name: &str,
    dead_holder: &str,
    holder: &str,
    ttl_ms: i64,
) -> Result<bool, StoreError> {
    let done = sqlx::query("UPDATE leases SET holder = $1, until_ms = $2 WHERE name = $3 AND holder = $4")
        .bind(holder)
        .bind(now_ms() + ttl_ms)
        .bind(name)
        .bind(dead_holder)
        .execute(conn)
        .await?;
    Ok(done.rows_affected() == 1)
}
