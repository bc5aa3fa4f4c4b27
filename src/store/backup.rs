//! `warroom backup`: a consistent copy of a live database with SQLite's online backup API.
//!
//! The copy is made in one `sqlite3_backup_step(-1)`, which reads the whole source inside one
//! read transaction: in WAL mode that is a snapshot, so the bot keeps writing meanwhile and the
//! copy is exactly the database as of one commit (never half a move). The copy is then switched
//! to a plain rollback journal so it is one self-contained file.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use libsqlite3_sys as ffi;
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode};
use sqlx::{ConnectOptions, Connection};

use super::StoreError;

/// How many times a busy or locked source is retried (50 ms apart) before giving up.
const BUSY_RETRIES: u32 = 200;

/// What a backup copied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupReport {
    pub pages: i64,
    pub bytes: u64,
}

/// Copies the database at `source_url` (e.g. `sqlite://warroom.db`) to the new file `dest`.
/// `dest` must not exist (the caller decides about overwriting).
pub async fn backup(source_url: &str, dest: &Path) -> Result<BackupReport, StoreError> {
    if super::Backend::of_url(source_url)? == super::Backend::Postgres {
        return Err(StoreError::Unsupported(
            "warroom backup copies SQLite databases; back a PostgreSQL database up with pg_dump \
             (e.g. `pg_dump -Fc -f warroom.dump $DATABASE_URL`), or copy it into a SQLite file with \
             `warroom migrate-store`"
                .into(),
        ));
    }
    // Not `read_only`: a read-only connection cannot open a WAL database whose `-shm` file is
    // gone (the bot closed cleanly). The backup only ever reads the source.
    let source_options = SqliteConnectOptions::from_str(source_url)?
        .create_if_missing(false)
        .busy_timeout(Duration::from_secs(10));
    let mut source = source_options.connect().await?;
    let dest_options = SqliteConnectOptions::new()
        .filename(dest)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Delete);
    let mut target = dest_options.connect().await?;
    let pages = {
        let mut from = source.lock_handle().await?;
        let mut to = target.lock_handle().await?;
        // SAFETY: both handles are locked out of their sqlx worker threads for this block, so no
        // other call uses them; the backup object is finished before the locks are released.
        unsafe { copy(from.as_raw_handle().as_ptr(), to.as_raw_handle().as_ptr())? }
    };
    // A WAL source leaves the WAL flag in the copy's header: make it one plain file.
    sqlx::query("PRAGMA journal_mode = DELETE").execute(&mut target).await?;
    let check: String = sqlx::query_scalar("PRAGMA quick_check").fetch_one(&mut target).await?;
    if check != "ok" {
        return Err(StoreError::Corrupt(format!("the copy fails its check: {check}")));
    }
    target.close().await?;
    source.close().await?;
    let bytes = std::fs::metadata(dest).map(|m| m.len()).unwrap_or(0);
    Ok(BackupReport { pages, bytes })
}

/// Runs the backup from `from` to `to` in one step.
///
/// # Safety
/// `from` and `to` must be open connections nobody else uses during the call.
unsafe fn copy(from: *mut ffi::sqlite3, to: *mut ffi::sqlite3) -> Result<i64, StoreError> {
    let main = c"main";
    // SAFETY: the caller guarantees both handles; `main` is a NUL-terminated static string.
    let backup = unsafe { ffi::sqlite3_backup_init(to, main.as_ptr(), from, main.as_ptr()) };
    if backup.is_null() {
        // SAFETY: `to` is a valid handle and holds the error of the failed init.
        return Err(StoreError::Corrupt(format!("backup could not start: {}", unsafe {
            error_message(to)
        })));
    }
    let mut retries = 0;
    let rc = loop {
        // SAFETY: `backup` is live until `sqlite3_backup_finish` below.
        let rc = unsafe { ffi::sqlite3_backup_step(backup, -1) };
        if (rc == ffi::SQLITE_BUSY || rc == ffi::SQLITE_LOCKED) && retries < BUSY_RETRIES {
            retries += 1;
            std::thread::sleep(Duration::from_millis(50));
            continue;
        }
        break rc;
    };
    // SAFETY: as above; finish frees the backup object whatever `rc` was.
    let pages = i64::from(unsafe { ffi::sqlite3_backup_pagecount(backup) });
    let finished = unsafe { ffi::sqlite3_backup_finish(backup) };
    if rc != ffi::SQLITE_DONE || finished != ffi::SQLITE_OK {
        // SAFETY: `to` is a valid handle.
        let why = unsafe { error_message(to) };
        return Err(StoreError::Corrupt(format!(
            "backup failed (step {rc}, finish {finished}): {why}"
        )));
    }
    Ok(pages)
}

/// # Safety
/// `db` must be a valid connection handle.
unsafe fn error_message(db: *mut ffi::sqlite3) -> String {
    // SAFETY: sqlite3_errmsg returns a NUL-terminated string owned by the connection.
    unsafe { std::ffi::CStr::from_ptr(ffi::sqlite3_errmsg(db)) }
        .to_string_lossy()
        .into_owned()
}
