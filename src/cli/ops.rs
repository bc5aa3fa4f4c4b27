//! Operator commands: `warroom backup`, `warroom doctor` and `warroom replay`. They print for an
//! operator (English), not for players.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, bail};

use crate::games::Registry;
use crate::i18n::Lang;
use crate::store::{self, Store};
use crate::table::{StateCheck, Table};

/// Pending outbox rows older than this suggest the bot is not delivering (a warning).
const STALE_BACKLOG_MS: i64 = 60 * 60 * 1000;

/// The database URL: `--db` (a `sqlite:`/`postgres:` URL, or a file path), else `DATABASE_URL` (from the environment
/// or `.env`, as the bot reads it), else `sqlite://warroom.db`.
pub fn database_url(db: Option<&str>) -> String {
    if let Some(db) = db.map(str::trim).filter(|d| !d.is_empty()) {
        return if db.starts_with("sqlite:") || db.starts_with("postgres:") || db.starts_with("postgresql:") {
            db.to_string()
        } else {
            format!("sqlite://{db}")
        };
    }
    dotenvy::dotenv().ok();
    std::env::var("DATABASE_URL")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| "sqlite://warroom.db".to_string())
}

fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    Ok(tokio::runtime::Builder::new_current_thread().enable_all().build()?)
}

/// `warroom backup FILE`: a consistent copy of the live database (SQLite's online backup API).
pub fn backup(url: &str, dest: &Path, force: bool) -> anyhow::Result<String> {
    if dest.exists() {
        if !force {
            bail!("{} already exists; pass --force to overwrite it", dest.display());
        }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let path = PathBuf::from(format!("{}{suffix}", dest.display()));
            if path.exists() {
                std::fs::remove_file(&path).with_context(|| format!("cannot remove {}", path.display()))?;
            }
        }
    }
    let report = runtime()?
        .block_on(store::backup(url, dest))
        .with_context(|| format!("backing up {url} to {} failed", dest.display()))?;
    Ok(format!(
        "backed up {url} to {} ({} pages, {} bytes)",
        dest.display(),
        report.pages,
        report.bytes
    ))
}

/// What `warroom doctor` (or `migrate-store`) found: its report lines and whether anything is
/// wrong.
pub struct Diagnosis {
    pub lines: Vec<String>,
    pub errors: usize,
    pub warnings: usize,
}

impl Diagnosis {
    /// Prints the report; the exit code says whether it found an error.
    pub fn print(&self) -> std::process::ExitCode {
        for line in &self.lines {
            println!("{line}");
        }
        if self.errors == 0 {
            std::process::ExitCode::SUCCESS
        } else {
            std::process::ExitCode::FAILURE
        }
    }
}

/// `warroom doctor`: migrations, every running game's state against its replayed log, the
/// outbox's backlog. Reads only (nothing is migrated or written).
pub fn doctor(url: &str, registry: &Arc<Registry>) -> anyhow::Result<Diagnosis> {
    runtime()?.block_on(diagnose(url, registry))
}

async fn diagnose(url: &str, registry: &Arc<Registry>) -> anyhow::Result<Diagnosis> {
    let shown = store::redact_url(url);
    let opened = store::open_unmigrated(url)
        .await
        .with_context(|| format!("cannot open the database at {shown}"))?;
    let pool = opened.pool.clone();
    let mut d = Diagnosis {
        lines: vec![format!("database: {shown} ({})", opened.backend.name())],
        errors: 0,
        warnings: 0,
    };
    let mut conn = pool.acquire().await?;
    let migrations = store::migration_report(&mut conn, opened.backend).await?;
    d.lines.push(format!(
        "migrations: {} known, {} applied",
        migrations.known.len(),
        migrations.known.len() - migrations.pending.len() - migrations.damaged.len()
    ));
    if !migrations.pending.is_empty() {
        d.warnings += 1;
        d.lines.push(format!(
            "  warning: not applied yet: {:?} (the bot applies them when it starts)",
            migrations.pending
        ));
    }
    if !migrations.unknown.is_empty() {
        d.errors += 1;
        d.lines.push(format!(
            "  error: applied but unknown to this build: {:?} (a newer warroom wrote this database)",
            migrations.unknown
        ));
    }
    if !migrations.damaged.is_empty() {
        d.errors += 1;
        d.lines.push(format!(
            "  error: applied with different SQL or failed half-way: {:?}",
            migrations.damaged
        ));
    }
    if migrations.known.len() == migrations.pending.len() {
        d.errors += 1;
        d.lines
            .push("  error: no migration applied: this is not a warroom database".into());
        return Ok(d);
    }
    let running = store::games_with_status(&mut conn, "running").await?;
    drop(conn);
    let table = Table::new(opened.clone(), registry.clone());
    let mut same = 0;
    for game in &running {
        match table.check_state(game.id).await {
            Ok(StateCheck::Same) => same += 1,
            Ok(StateCheck::Differs { stored, replayed }) => {
                d.errors += 1;
                d.lines.push(format!(
                    "  error: game {} ({}): the stored state ({stored}) is not the replay of its log ({replayed})",
                    game.id, game.game
                ));
            }
            Ok(StateCheck::Broken(why)) => {
                d.errors += 1;
                d.lines.push(format!(
                    "  error: game {} ({}): its log does not replay: {why}",
                    game.id, game.game
                ));
            }
            Err(e) => {
                d.errors += 1;
                d.lines
                    .push(format!("  error: game {} ({}): {:?}", game.id, game.game, e.kind));
            }
        }
    }
    d.lines.push(format!(
        "running games: {} — {same} match the replay of their log",
        running.len()
    ));
    let mut conn = pool.acquire().await?;
    let outbox = store::outbox_report(&mut conn).await?;
    let oldest = outbox
        .oldest_pending_ms
        .map(|ms| format!(", the oldest waiting {}", duration(ms)))
        .unwrap_or_default();
    d.lines.push(format!(
        "outbox: {} pending{oldest}, {} delivered, {} given up (closed DMs and the like)",
        outbox.pending, outbox.delivered, outbox.failed
    ));
    if outbox.oldest_pending_ms.is_some_and(|ms| ms > STALE_BACKLOG_MS) {
        d.warnings += 1;
        d.lines.push(
            "  warning: deliveries have waited over an hour: is the bot running and able to reach Discord?".into(),
        );
    }
    if migrations.pending.is_empty() {
        let unrecorded = store::finished_without_result(&mut conn).await?.len();
        if unrecorded > 0 {
            d.lines.push(format!(
                "finished games without a stored result: {unrecorded} (filled in the first time /history reads them)"
            ));
        }
    }
    drop(conn);
    d.lines.push(match (d.errors, d.warnings) {
        (0, 0) => "ok".to_string(),
        (0, w) => format!("ok, with {w} warning(s)"),
        (e, _) => format!("{e} problem(s) found"),
    });
    pool.close().await;
    Ok(d)
}

fn duration(ms: i64) -> String {
    let minutes = ms / 60_000;
    match minutes {
        0 => format!("{} s", ms / 1000),
        1..=119 => format!("{minutes} min"),
        _ => format!("{} h", minutes / 60),
    }
}

/// `warroom replay`: writes finished game `game`'s revealed log and replay script into `out_dir`;
/// returns the two paths.
pub fn replay(
    url: &str,
    game: i64,
    out_dir: &Path,
    lang: Lang,
    registry: &Arc<Registry>,
) -> anyhow::Result<(PathBuf, PathBuf)> {
    let files = runtime()?.block_on(async {
        let store = Store::open(url)
            .await
            .with_context(|| format!("cannot open the database at {url}"))?;
        let table = Table::new(store, registry.clone());
        table
            .export_replay(game, lang)
            .await
            .map_err(|e| anyhow::anyhow!("{}", crate::i18n::tr(Lang::En, &e.message)))
    })?;
    std::fs::create_dir_all(out_dir).with_context(|| format!("cannot create {}", out_dir.display()))?;
    let log = out_dir.join(&files.log_name);
    let script = out_dir.join(&files.script_name);
    std::fs::write(&log, files.log).with_context(|| format!("cannot write {}", log.display()))?;
    std::fs::write(&script, files.script).with_context(|| format!("cannot write {}", script.display()))?;
    Ok((log, script))
}

/// `warroom migrate-store FROM TO`: copies every game, log and setting of one database into a
/// new, empty one (SQLite to PostgreSQL or back), then checks the copy: the same number of rows
/// in every table, and every started game's stored state equal to the replay of its copied log.
pub fn migrate_store(from: &str, to: &str, registry: &Arc<Registry>) -> anyhow::Result<Diagnosis> {
    runtime()?.block_on(async {
        let (shown_from, shown_to) = (store::redact_url(from), store::redact_url(to));
        let source = Store::open(from)
            .await
            .with_context(|| format!("cannot open the source database {shown_from}"))?;
        let target = Store::open(to)
            .await
            .with_context(|| format!("cannot open the target database {shown_to}"))?;
        let report = store::copy_store(&source, &target)
            .await
            .with_context(|| format!("copying {shown_from} to {shown_to} failed; nothing was written"))?;
        let mut d = Diagnosis {
            lines: vec![format!(
                "copied {shown_from} ({}) to {shown_to} ({}): {}",
                source.backend.name(),
                target.backend.name(),
                report
                    .rows
                    .iter()
                    .map(|(table, n)| format!("{n} {table}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            )],
            errors: 0,
            warnings: 0,
        };
        let (before, after) = (store::row_counts(&source).await?, store::row_counts(&target).await?);
        for ((table, n), (_, m)) in before.iter().zip(&after) {
            if n != m {
                d.errors += 1;
                d.lines
                    .push(format!("  error: {table}: {n} rows in the source, {m} in the copy"));
            }
        }
        let table = Table::new(target.clone(), registry.clone());
        let mut conn = target.conn().await?;
        let mut started = store::games_with_status(&mut conn, "running").await?;
        started.extend(store::games_with_status(&mut conn, "finished").await?);
        drop(conn);
        let mut same = 0;
        for game in started.iter().filter(|g| g.state.is_some()) {
            match table.check_state(game.id).await {
                Ok(StateCheck::Same) => same += 1,
                other => {
                    d.errors += 1;
                    d.lines.push(format!(
                        "  error: game {} ({}) does not replay to its stored state in the copy: {other:?}",
                        game.id, game.game
                    ));
                }
            }
        }
        d.lines.push(format!(
            "replayed {} started games in the copy: {same} match their stored state",
            started.iter().filter(|g| g.state.is_some()).count()
        ));
        Ok(d)
    })
}
