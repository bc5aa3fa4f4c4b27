//! Error constructors and conversions between rows and table types.

use std::collections::HashMap;

use crate::engine::{Arg, GameOptions, Text};
use crate::i18n::{Lang, seat_name};
use crate::store::{self, Conn, GameRow, SeatRow, SettingsRow, StoreError};

use super::{Caller, ErrorKind, GameInfo, GameStatus, Place, SeatInfo, TableError, UserId};

pub(crate) fn fail<T>(kind: ErrorKind, message: Text) -> Result<T, TableError> {
    Err(TableError { kind, message })
}

pub(crate) fn storage(error: StoreError) -> TableError {
    tracing::warn!("storage error: {error}");
    TableError {
        kind: ErrorKind::Storage(error.to_string()),
        message: Text::new("table-err-storage"),
    }
}

impl From<StoreError> for TableError {
    fn from(error: StoreError) -> Self {
        storage(error)
    }
}

impl From<sqlx::Error> for TableError {
    fn from(error: sqlx::Error) -> Self {
        storage(StoreError::Sql(error))
    }
}

/// Stored data the table cannot use (or a replay that does not reproduce the log): an engine or
/// database fault, not the player's.
pub(crate) fn corrupt(what: impl std::fmt::Display) -> TableError {
    let error = StoreError::Corrupt(what.to_string());
    tracing::error!("{error}");
    TableError {
        kind: ErrorKind::Storage(error.to_string()),
        message: Text::new("table-err-damaged"),
    }
}

pub(crate) fn no_game_here() -> TableError {
    TableError {
        kind: ErrorKind::NoGameHere,
        message: Text::new("table-err-no-game"),
    }
}

pub(crate) fn status_str(status: GameStatus) -> &'static str {
    match status {
        GameStatus::Lobby => "lobby",
        GameStatus::Running => "running",
        GameStatus::Finished => "finished",
        GameStatus::Aborted => "aborted",
    }
}

pub(crate) fn parse_status(s: &str) -> Result<GameStatus, TableError> {
    Ok(match s {
        "lobby" => GameStatus::Lobby,
        "running" => GameStatus::Running,
        "finished" => GameStatus::Finished,
        "aborted" => GameStatus::Aborted,
        other => return Err(corrupt(format!("unknown game status `{other}`"))),
    })
}

pub(crate) fn place_of(row: &GameRow) -> Place {
    Place {
        guild: store::from_db(row.guild),
        channel: store::from_db(row.channel),
    }
}

pub(crate) fn options_of(row: &GameRow) -> Result<GameOptions, TableError> {
    serde_json::from_str(&row.options).map_err(|e| corrupt(format!("options of game {}: {e}", row.id)))
}

pub(crate) fn seat_infos(rows: &[SeatRow]) -> Vec<SeatInfo> {
    rows.iter()
        .map(|r| SeatInfo {
            seat: r.seat.map(|s| s as usize).unwrap_or(SeatInfo::UNASSIGNED),
            user: store::from_db(r.user),
            name: r.name.clone(),
        })
        .collect()
}

pub(crate) fn game_info(row: &GameRow, seats: &[SeatRow]) -> Result<GameInfo, TableError> {
    Ok(GameInfo {
        id: row.id,
        place: place_of(row),
        game: row.game.clone(),
        status: parse_status(&row.status)?,
        version: row.version,
        creator: store::from_db(row.creator),
        lang: Lang::parse(&row.lang).unwrap_or_default(),
        options: options_of(row)?,
        seats: seat_infos(seats),
    })
}

/// Seat names indexed by seat (running games: every seat is assigned).
pub(crate) fn names_of(seats: &[SeatInfo]) -> Vec<String> {
    let len = seats
        .iter()
        .filter(|s| s.seat != SeatInfo::UNASSIGNED)
        .map(|s| s.seat + 1)
        .max()
        .unwrap_or(0);
    let mut names: Vec<String> = (0..len).map(|s| seat_name(&[], s)).collect();
    for s in seats {
        if let Some(slot) = names.get_mut(s.seat) {
            slot.clone_from(&s.name);
        }
    }
    names
}

/// Replaces seat arguments by the players' names so a front end can render the text without
/// knowing the table (error messages travel without names).
pub(crate) fn bind_names(text: &Text, names: &[String]) -> Text {
    let mut out = Text::new(text.key.clone());
    for (name, arg) in &text.args {
        let bound = match arg {
            Arg::Seat(s) => Arg::Str(seat_name(names, *s)),
            Arg::Text(t) => Arg::Text(Box::new(bind_names(t, names))),
            Arg::List(ts) => Arg::List(ts.iter().map(|t| bind_names(t, names)).collect()),
            other => other.clone(),
        };
        out.args.insert(name.clone(), bound);
    }
    out
}

/// A user's language and ping preference as far as the table knows them.
#[derive(Clone, Debug, Default)]
pub(crate) struct UserPrefs {
    pub lang: Option<Lang>,
    pub pings: bool,
    /// Their DMs were found closed in this game (no DM got through since): the channel is the
    /// only place to reach them.
    pub dm_closed: bool,
}

pub(crate) fn prefs_by_user(rows: Vec<SettingsRow>) -> HashMap<UserId, UserPrefs> {
    rows.into_iter()
        .map(|r| {
            (
                store::from_db(r.user),
                UserPrefs {
                    lang: r.lang.as_deref().and_then(Lang::parse),
                    pings: r.pings,
                    dm_closed: r.dm_closed,
                },
            )
        })
        .collect()
}

/// Writes a game's new state with the version check, cancels any pending undo request (any
/// accepted change does) and returns the players' preferences for the outbox. A change that ends
/// the game (`outcome`) stores its result in the same transaction.
pub(crate) async fn write_game_state(
    conn: &mut crate::store::Conn,
    id: i64,
    from_version: i64,
    state: &str,
    outcome: Option<&crate::engine::Outcome>,
    version: i64,
) -> Result<HashMap<UserId, UserPrefs>, TableError> {
    let status = if outcome.is_some() {
        GameStatus::Finished
    } else {
        GameStatus::Running
    };
    let change = store::StateChange {
        state: Some(state),
        setup_log: None,
        status: status_str(status),
        version,
    };
    store::write_state(conn, id, from_version, &change).await?;
    if let Some(outcome) = outcome {
        super::history::record_result(conn, id, outcome, store::now_ms()).await?;
    }
    store::delete_undo_request(conn, id).await?;
    Ok(prefs_by_user(store::settings_of_players(conn, id).await?))
}

/// The caller's language: their setting, else their client locale, else English.
pub(crate) async fn lang_of_conn(conn: &mut Conn, caller: &Caller) -> Lang {
    match store::settings(conn, caller.user).await {
        Ok(Some(row)) => row
            .lang
            .as_deref()
            .and_then(Lang::parse)
            .or(caller.locale)
            .unwrap_or_default(),
        Ok(None) => caller.locale.unwrap_or_default(),
        Err(e) => {
            tracing::warn!("reading settings of {}: {e}", caller.user);
            caller.locale.unwrap_or_default()
        }
    }
}

/// Counts a refused move by its reason (a storage failure counts as an error as well).
pub(crate) fn count_refusal(e: &TableError) {
    let reason = match &e.kind {
        ErrorKind::Rule(_) => "rule",
        ErrorKind::Stale { .. } => "stale",
        ErrorKind::NotSeated => "not-seated",
        ErrorKind::NotAllowed => "not-allowed",
        ErrorKind::NotRunning => "not-running",
        ErrorKind::NoGameHere => "no-game",
        ErrorKind::Storage(_) => {
            super::events::error("storage");
            "storage"
        }
        _ => "other",
    };
    super::events::move_refused(reason);
}
