//! SQLite persistence (sqlx): games, seats, action log, settings. SKELETON — see the table.

/// The database handle. Cheap to clone.
#[derive(Clone)]
pub struct Store {
    pub pool: sqlx::SqlitePool,
}
