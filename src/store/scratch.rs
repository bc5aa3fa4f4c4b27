//! Scratch databases for tests and benchmarks. With `WARROOM_TEST_POSTGRES` set to a server's
//! admin URL (`bash .ci/postgres start` prints one), each call makes a new, empty PostgreSQL
//! database on that server; without it, a SQLite file (or in-memory database). The suites that
//! must hold on both backends take their stores from here, and CI runs them twice.

use std::path::Path;
use std::sync::atomic::{AtomicU32, Ordering};

use sqlx::{Connection, Executor};

use super::{Store, StoreError};

/// The environment variable naming the PostgreSQL server the suites run against.
pub const TEST_POSTGRES: &str = "WARROOM_TEST_POSTGRES";

/// The admin URL of the test server, when the suites run against PostgreSQL.
pub fn test_postgres() -> Option<String> {
    std::env::var(TEST_POSTGRES).ok().filter(|url| !url.trim().is_empty())
}

/// A URL for a new, empty database: a fresh PostgreSQL database on the test server, else
/// `sqlite://` + `sqlite_file`.
pub async fn scratch_url(sqlite_file: &Path) -> String {
    match test_postgres() {
        Some(admin) => new_postgres_database(&admin).await,
        None => format!("sqlite://{}", sqlite_file.display()),
    }
}

/// A new, empty, migrated store: a fresh PostgreSQL database on the test server, else a private
/// in-memory SQLite database.
pub async fn scratch_store() -> Result<Store, StoreError> {
    match test_postgres() {
        Some(admin) => Store::open(&new_postgres_database(&admin).await).await,
        None => Store::memory().await,
    }
}

/// Creates a database with a name no other test (in this or another test process) uses and
/// returns its URL. Panics with the reason when the server cannot be reached: a suite meant to
/// run against PostgreSQL must never quietly run without it.
pub async fn new_postgres_database(admin_url: &str) -> String {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    sqlx::any::install_default_drivers();
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.subsec_nanos())
        .unwrap_or(0);
    let name = format!(
        "warroom_t{}_{}_{nanos}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    );
    let mut admin = sqlx::AnyConnection::connect(admin_url).await.unwrap_or_else(|e| {
        panic!(
            "{TEST_POSTGRES} is set but the PostgreSQL server at {} cannot be reached: {e}",
            super::redact_url(admin_url)
        )
    });
    admin
        .execute(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
        .await
        .unwrap_or_else(|e| panic!("cannot create the test database {name}: {e}"));
    admin.close().await.ok();
    let (base, _) = admin_url.rsplit_once('/').expect("an admin URL ends with /DATABASE");
    format!("{base}/{name}")
}
