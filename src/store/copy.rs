//! `warroom migrate-store FROM TO`: copies a whole database (every game with its seats, action
//! log, outbox, timers and result, and every player's settings) into an empty one, either way
//! between SQLite and PostgreSQL. Ids are kept (buttons and message nonces carry them), so are
//! join orders. The copy is one transaction on the target: it is all there or not at all.

use sqlx::{AssertSqlSafe, Row};

use super::{Backend, Conn, Store, StoreError};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Int,
    Text,
}
use Kind::{Int, Text};

/// A table: its name, its columns, the order rows are read (and so written) in, and whether its
/// rows belong to one game (`game` column) or stand alone.
struct Copied {
    name: &'static str,
    columns: &'static [(&'static str, Kind)],
    order: &'static str,
    per_game: bool,
}

/// Every table but `leases` (a lease belongs to a running process, not to the data), parents
/// before children. Seats are read in join order: their implicit SQLite rowid, or the column of
/// that name on PostgreSQL.
const TABLES: &[Copied] = &[
    Copied {
        name: "games",
        columns: &[
            ("id", Int),
            ("guild", Int),
            ("channel", Int),
            ("game", Text),
            ("options", Text),
            ("lang", Text),
            ("seed", Int),
            ("status", Text),
            ("version", Int),
            ("creator", Int),
            ("state", Text),
            ("setup_log", Text),
            ("created_at", Int),
            ("updated_at", Int),
        ],
        order: "id",
        per_game: false,
    },
    Copied {
        name: "seats",
        columns: &[
            ("game", Int),
            ("seat", Int),
            ("user_id", Int),
            ("name", Text),
            ("locale", Text),
            ("joined_at", Int),
        ],
        order: "rowid",
        per_game: true,
    },
    Copied {
        name: "actions",
        columns: &[
            ("game", Int),
            ("seq", Int),
            ("kind", Text),
            ("seat", Int),
            ("user_id", Int),
            ("notation", Text),
            ("rolls", Text),
            ("log", Text),
            ("version", Int),
            ("undone_by", Int),
            ("created_at", Int),
        ],
        order: "seq",
        per_game: true,
    },
    Copied {
        name: "undo_requests",
        columns: &[
            ("game", Int),
            ("target_seq", Int),
            ("version", Int),
            ("requester", Int),
            ("agreed", Text),
            ("created_at", Int),
        ],
        order: "game",
        per_game: true,
    },
    Copied {
        name: "outbox",
        columns: &[
            ("id", Int),
            ("game", Int),
            ("version", Int),
            ("seq", Int),
            ("kind", Text),
            ("recipient", Int),
            ("payload", Text),
            ("created_at", Int),
            ("delivered_at", Int),
            ("failed_at", Int),
            ("attempts", Int),
            ("last_error", Text),
        ],
        order: "id",
        per_game: true,
    },
    Copied {
        name: "dm_prompts",
        columns: &[("game", Int), ("user_id", Int), ("channel", Int), ("message", Int)],
        order: "user_id",
        per_game: true,
    },
    Copied {
        name: "channel_status",
        columns: &[("game", Int), ("channel", Int), ("message", Int), ("body", Text)],
        order: "game",
        per_game: true,
    },
    Copied {
        name: "dm_closed",
        columns: &[("game", Int), ("user_id", Int)],
        order: "user_id",
        per_game: true,
    },
    Copied {
        name: "seat_notes",
        columns: &[("game", Int), ("seat", Int), ("brief", Text), ("paused", Int)],
        order: "seat",
        per_game: true,
    },
    Copied {
        name: "game_timers",
        columns: &[
            ("game", Int),
            ("remind_after", Int),
            ("remind_every", Int),
            ("deadline", Int),
        ],
        order: "game",
        per_game: true,
    },
    Copied {
        name: "waits",
        columns: &[
            ("game", Int),
            ("user_id", Int),
            ("seat", Int),
            ("since", Int),
            ("next_reminder", Int),
            ("reminders", Int),
            ("deadline_at", Int),
        ],
        order: "seat",
        per_game: true,
    },
    Copied {
        name: "replace_votes",
        columns: &[
            ("game", Int),
            ("seat", Int),
            ("user_id", Int),
            ("name", Text),
            ("locale", Text),
            ("agreed", Text),
            ("created_at", Int),
        ],
        order: "seat",
        per_game: true,
    },
    Copied {
        name: "results",
        columns: &[
            ("game", Int),
            ("ending", Text),
            ("winners", Text),
            ("summary", Text),
            ("moves", Int),
            ("started_at", Int),
            ("ended_at", Int),
        ],
        order: "game",
        per_game: true,
    },
    Copied {
        name: "settings",
        columns: &[
            ("user_id", Int),
            ("lang", Text),
            ("pings", Int),
            ("updated_at", Int),
            ("time_zone", Text),
            ("quiet_from", Int),
            ("quiet_until", Int),
        ],
        order: "user_id",
        per_game: false,
    },
];

/// Rows copied per table, in copy order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CopyReport {
    pub rows: Vec<(&'static str, u64)>,
}

impl CopyReport {
    pub fn games(&self) -> u64 {
        self.rows.iter().find(|(t, _)| *t == "games").map_or(0, |(_, n)| *n)
    }
}

/// How many rows each copied table of `store` holds.
pub async fn row_counts(store: &Store) -> Result<Vec<(&'static str, u64)>, StoreError> {
    let mut conn = store.conn().await?;
    let mut counts = Vec::new();
    for table in TABLES {
        let n: i64 = sqlx::query_scalar(AssertSqlSafe(format!("SELECT COUNT(*) FROM {}", table.name)))
            .fetch_one(&mut *conn)
            .await?;
        counts.push((table.name, n as u64));
    }
    Ok(counts)
}

/// Copies everything of `from` into `to`, which must hold no game and no settings yet.
pub async fn copy_store(from: &Store, to: &Store) -> Result<CopyReport, StoreError> {
    if row_counts(to).await?.iter().any(|(_, n)| *n > 0) {
        return Err(StoreError::Unsupported(
            "the target database is not empty: migrate-store copies into a new database only".into(),
        ));
    }
    let mut source = from.conn().await?;
    let mut tx = to.begin().await?;
    let mut report = CopyReport::default();
    let game_ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM games ORDER BY id")
        .fetch_all(&mut *source)
        .await?;
    for table in TABLES {
        let copied = if table.per_game {
            let mut n = 0;
            for &game in &game_ids {
                n += copy_rows(&mut source, &mut tx, table, Some(game)).await?;
            }
            n
        } else {
            copy_rows(&mut source, &mut tx, table, None).await?
        };
        report.rows.push((table.name, copied));
    }
    if to.backend == Backend::Postgres {
        // Ids were written as they were: the next id a table hands out must come after them.
        for (table, column) in [("games", "id"), ("outbox", "id"), ("seats", "rowid")] {
            sqlx::query(AssertSqlSafe(format!(
                "SELECT setval(pg_get_serial_sequence('{table}', '{column}'), \
                 (SELECT COALESCE(MAX({column}), 0) + 1 FROM {table}), false)"
            )))
            .execute(&mut *tx)
            .await?;
        }
    }
    tx.commit().await?;
    Ok(report)
}

async fn copy_rows(source: &mut Conn, target: &mut Conn, table: &Copied, game: Option<i64>) -> Result<u64, StoreError> {
    let names: Vec<&str> = table.columns.iter().map(|(c, _)| *c).collect();
    let list = names.join(", ");
    let filter = if game.is_some() { " WHERE game = $1" } else { "" };
    let select = format!("SELECT {list} FROM {}{filter} ORDER BY {}", table.name, table.order);
    let mut query = sqlx::query(AssertSqlSafe(select));
    if let Some(game) = game {
        query = query.bind(game);
    }
    let rows = query.fetch_all(&mut *source).await?;
    let placeholders: Vec<String> = (1..=names.len()).map(|i| format!("${i}")).collect();
    let insert = format!(
        "INSERT INTO {} ({list}) VALUES ({})",
        table.name,
        placeholders.join(", ")
    );
    for row in &rows {
        let mut query = sqlx::query(AssertSqlSafe(insert.clone()));
        for (i, (_, kind)) in table.columns.iter().enumerate() {
            query = match kind {
                Int => query.bind(row.try_get::<Option<i64>, _>(i)?),
                Text => query.bind(row.try_get::<Option<String>, _>(i)?),
            };
        }
        query.execute(&mut *target).await?;
    }
    Ok(rows.len() as u64)
}
