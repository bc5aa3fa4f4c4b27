//! Row types as stored. Conversions to table types live in the table.

use sqlx::any::{Any, AnyTypeInfo};
use sqlx::{Decode, FromRow, Type};

/// A yes/no column. Stored as 0/1 on both backends (SQLite has no boolean type, and the `Any`
/// driver decodes a `bool` only from a real PostgreSQL boolean), so it is read as an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flag(pub bool);

impl From<Flag> for bool {
    fn from(flag: Flag) -> bool {
        flag.0
    }
}

impl Type<Any> for Flag {
    fn type_info() -> AnyTypeInfo {
        <i64 as Type<Any>>::type_info()
    }

    fn compatible(ty: &AnyTypeInfo) -> bool {
        <i64 as Type<Any>>::compatible(ty)
    }
}

impl<'r> Decode<'r, Any> for Flag {
    fn decode(value: <Any as sqlx::Database>::ValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(Flag(<i64 as Decode<Any>>::decode(value)? != 0))
    }
}

#[derive(Clone, Debug, FromRow)]
pub struct GameRow {
    pub id: i64,
    pub guild: i64,
    pub channel: i64,
    pub game: String,
    pub options: String,
    pub lang: String,
    pub seed: i64,
    pub status: String,
    pub version: i64,
    pub creator: i64,
    pub state: Option<String>,
    pub setup_log: String,
    pub created_at: i64,
    pub updated_at: i64,
}

#[derive(Clone, Debug, FromRow)]
pub struct SeatRow {
    pub seat: Option<i64>,
    #[sqlx(rename = "user_id")]
    pub user: i64,
    pub name: String,
    pub locale: Option<String>,
    pub joined_at: i64,
}

#[derive(Clone, Debug, FromRow)]
pub struct ActionRow {
    pub seq: i64,
    pub kind: String,
    pub seat: Option<i64>,
    #[sqlx(rename = "user_id")]
    pub user: Option<i64>,
    pub notation: String,
    pub rolls: String,
    pub log: String,
    pub version: i64,
    pub undone_by: Option<i64>,
    pub created_at: i64,
}

#[derive(Clone, Debug, FromRow)]
pub struct SettingsRow {
    #[sqlx(rename = "user_id")]
    pub user: i64,
    pub lang: Option<String>,
    #[sqlx(try_from = "Flag")]
    pub pings: bool,
    /// Only read for the players of a game (`settings_of_players`): their DMs are known closed.
    #[sqlx(default, try_from = "Flag")]
    pub dm_closed: bool,
    /// IANA time zone name (`Asia/Seoul`), for quiet hours.
    #[sqlx(default)]
    pub time_zone: Option<String>,
    /// Quiet hours, local: from this hour (0–23) until that one (exclusive).
    #[sqlx(default)]
    pub quiet_from: Option<i64>,
    #[sqlx(default)]
    pub quiet_until: Option<i64>,
}

#[derive(Clone, Debug, FromRow)]
pub struct UndoRow {
    pub target_seq: i64,
    pub version: i64,
    pub requester: i64,
    /// JSON array of seats.
    pub agreed: String,
}

/// A lobby to insert.
pub struct NewGame<'a> {
    pub guild: u64,
    pub channel: u64,
    pub game: &'a str,
    pub options_json: &'a str,
    pub lang: &'a str,
    pub seed: u64,
    pub creator: u64,
}

/// What an accepted change writes to the game row.
pub struct StateChange<'a> {
    /// None keeps the stored state.
    pub state: Option<&'a str>,
    pub setup_log: Option<&'a str>,
    pub status: &'a str,
    pub version: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    Act,
    Concede,
    Edit,
    Roll,
    Undo,
    /// A seat's standing auto-pass choice (`<window kind> on|off`): a setting, not a move.
    AutoPass,
    /// A private message to the seat's allies (`/ally`): told, never played.
    Message,
    /// The seat changed hands (`/replace`): told, never played (notation: the old user's id).
    Seat,
}

impl ActionKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ActionKind::Act => "act",
            ActionKind::Concede => "concede",
            ActionKind::Edit => "edit",
            ActionKind::Roll => "roll",
            ActionKind::Undo => "undo",
            ActionKind::AutoPass => "autopass",
            ActionKind::Message => "message",
            ActionKind::Seat => "seat",
        }
    }

    pub fn parse(s: &str) -> Option<ActionKind> {
        Some(match s {
            "act" => ActionKind::Act,
            "concede" => ActionKind::Concede,
            "edit" => ActionKind::Edit,
            "roll" => ActionKind::Roll,
            "undo" => ActionKind::Undo,
            "autopass" => ActionKind::AutoPass,
            "message" => ActionKind::Message,
            "seat" => ActionKind::Seat,
            _ => return None,
        })
    }
}

/// One action-log row to append.
pub struct NewAction<'a> {
    pub kind: ActionKind,
    pub seat: Option<i64>,
    pub user: Option<u64>,
    pub notation: &'a str,
    pub rolls_json: &'a str,
    pub log_json: &'a str,
    pub version: i64,
}
