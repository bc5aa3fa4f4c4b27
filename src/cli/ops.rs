//! Operator commands: `warroom backup`, `warroom doctor`, `warroom replay` and
//! `warroom migrate-store`. They speak the operator's language (`--lang`, else `LANG`), from
//! `i18n/*/cli.ftl`; `migrate-store` still reports in English.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context;

use super::refusal;
use crate::engine::Text;
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

fn say(lang: Lang, text: Text) -> String {
    crate::i18n::tr(lang, &text)
}

/// `warroom backup FILE`: a consistent copy of the live database (SQLite's online backup API).
pub fn backup(url: &str, dest: &Path, force: bool, lang: Lang) -> anyhow::Result<String> {
    let file = dest.display().to_string();
    if store::Backend::of_url(url)? == store::Backend::Postgres {
        return Err(refusal(lang, Text::new("cli-backup-postgres")));
    }
    if dest.exists() {
        if !force {
            return Err(refusal(lang, Text::new("cli-backup-exists").str("file", file)));
        }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let path = PathBuf::from(format!("{file}{suffix}"));
            if path.exists() {
                std::fs::remove_file(&path).with_context(|| {
                    say(
                        lang,
                        Text::new("cli-cannot-remove").str("file", path.display().to_string()),
                    )
                })?;
            }
        }
    }
    let report = runtime()?.block_on(store::backup(url, dest)).with_context(|| {
        say(
            lang,
            Text::new("cli-backup-failed").str("url", url).str("file", file.clone()),
        )
    })?;
    Ok(say(
        lang,
        Text::new("cli-backup-done")
            .str("url", url)
            .str("file", file)
            .str("pages", report.pages.to_string())
            .str("bytes", report.bytes.to_string()),
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

/// A report being written in one language: its lines, warnings and errors.
struct Report {
    lang: Lang,
    d: Diagnosis,
}

impl Report {
    fn line(&mut self, text: Text) {
        self.d.lines.push(say(self.lang, text));
    }

    fn warning(&mut self, text: Text) {
        self.d.warnings += 1;
        self.d.lines.push(format!("  {}", say(self.lang, text)));
    }

    fn error(&mut self, text: Text) {
        self.d.errors += 1;
        self.d.lines.push(format!("  {}", say(self.lang, text)));
    }
}

/// `warroom doctor`: migrations, every running game's state against its replayed log, the
/// outbox's backlog. Reads only (nothing is migrated or written).
pub fn doctor(url: &str, registry: &Arc<Registry>, lang: Lang) -> anyhow::Result<Diagnosis> {
    runtime()?.block_on(diagnose(url, registry, lang))
}

fn versions(list: &[i64]) -> String {
    list.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

async fn diagnose(url: &str, registry: &Arc<Registry>, lang: Lang) -> anyhow::Result<Diagnosis> {
    let shown = store::redact_url(url);
    let opened = store::open_unmigrated(url)
        .await
        .with_context(|| say(lang, Text::new("cli-db-cannot-open").str("url", shown.clone())))?;
    let pool = opened.pool.clone();
    let mut r = Report {
        lang,
        d: Diagnosis {
            lines: Vec::new(),
            errors: 0,
            warnings: 0,
        },
    };
    r.line(
        Text::new("cli-doctor-database")
            .str("url", shown)
            .str("backend", opened.backend.name()),
    );
    let mut conn = pool.acquire().await?;
    let migrations = store::migration_report(&mut conn, opened.backend).await?;
    let applied = migrations.known.len() - migrations.pending.len() - migrations.damaged.len();
    r.line(
        Text::new("cli-doctor-migrations")
            .num("known", migrations.known.len() as i64)
            .num("applied", applied as i64),
    );
    if !migrations.pending.is_empty() {
        r.warning(Text::new("cli-doctor-pending").str("versions", versions(&migrations.pending)));
    }
    if !migrations.unknown.is_empty() {
        r.error(Text::new("cli-doctor-unknown").str("versions", versions(&migrations.unknown)));
    }
    if !migrations.damaged.is_empty() {
        r.error(Text::new("cli-doctor-damaged").str("versions", versions(&migrations.damaged)));
    }
    if migrations.known.len() == migrations.pending.len() {
        r.error(Text::new("cli-doctor-no-migration"));
        return Ok(r.d);
    }
    let running = store::games_with_status(&mut conn, "running").await?;
    drop(conn);
    let table = Table::new(opened.clone(), registry.clone());
    let mut same = 0;
    for game in &running {
        let of = |key: &'static str| Text::new(key).num("id", game.id).str("game", game.game.clone());
        match table.check_state(game.id).await {
            Ok(StateCheck::Same) => same += 1,
            Ok(StateCheck::Differs { stored, replayed }) => r.error(
                of("cli-doctor-state-differs")
                    .str("stored", stored)
                    .str("replayed", replayed),
            ),
            Ok(StateCheck::Broken(why)) => r.error(of("cli-doctor-broken").str("why", why)),
            Err(e) => r.error(of("cli-doctor-game-error").str("error", format!("{:?}", e.kind))),
        }
    }
    r.line(
        Text::new("cli-doctor-running")
            .num("running", running.len() as i64)
            .num("same", same),
    );
    let mut conn = pool.acquire().await?;
    let outbox = store::outbox_report(&mut conn).await?;
    let counts = |key: &'static str| {
        Text::new(key)
            .num("pending", outbox.pending)
            .num("delivered", outbox.delivered)
            .num("failed", outbox.failed)
    };
    r.line(match outbox.oldest_pending_ms {
        Some(ms) => counts("cli-doctor-outbox-oldest").text("age", duration(ms)),
        None => counts("cli-doctor-outbox"),
    });
    if outbox.oldest_pending_ms.is_some_and(|ms| ms > STALE_BACKLOG_MS) {
        r.warning(Text::new("cli-doctor-stale"));
    }
    if migrations.pending.is_empty() {
        let unrecorded = store::finished_without_result(&mut conn).await?.len();
        if unrecorded > 0 {
            r.line(Text::new("cli-doctor-unrecorded").num("count", unrecorded as i64));
        }
    }
    drop(conn);
    let verdict = match (r.d.errors, r.d.warnings) {
        (0, 0) => Text::new("cli-doctor-ok"),
        (0, w) => Text::new("cli-doctor-ok-warnings").num("count", w as i64),
        (e, _) => Text::new("cli-doctor-problems").num("count", e as i64),
    };
    r.line(verdict);
    pool.close().await;
    Ok(r.d)
}

fn duration(ms: i64) -> Text {
    let minutes = ms / 60_000;
    match minutes {
        0 => Text::new("cli-seconds").num("n", ms / 1000),
        1..=119 => Text::new("cli-minutes").num("n", minutes),
        _ => Text::new("cli-hours").num("n", minutes / 60),
    }
}

/// `warroom replay`: writes finished game `game`'s revealed log and replay script into `out_dir`;
/// returns the two paths. The log is written in `lang`, and so are the messages.
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
            .with_context(|| say(lang, Text::new("cli-db-cannot-open").str("url", store::redact_url(url))))?;
        let table = Table::new(store.clone(), registry.clone());
        let files = table.export_replay(game, lang).await;
        store.close().await;
        files.map_err(|e| anyhow::anyhow!("{}", say(lang, e.message)))
    })?;
    let cannot_write = |path: &Path| {
        say(
            lang,
            Text::new("cli-cannot-write").str("file", path.display().to_string()),
        )
    };
    std::fs::create_dir_all(out_dir).with_context(|| {
        say(
            lang,
            Text::new("cli-cannot-create").str("dir", out_dir.display().to_string()),
        )
    })?;
    let log = out_dir.join(&files.log_name);
    let script = out_dir.join(&files.script_name);
    std::fs::write(&log, files.log).with_context(|| cannot_write(&log))?;
    std::fs::write(&script, files.script).with_context(|| cannot_write(&script))?;
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
        source.close().await;
        target.close().await;
        Ok(d)
    })
}
