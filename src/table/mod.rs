//! The table: lobbies, seats, moves, undo, concede, abort — everything between a front end and a
//! game, with no Discord types. Every front end calls these methods and delivers the returned
//! [`Outbox`]. Every accepted move is committed to the store before the outbox is returned.
//!
//! SKELETON: the signatures below are the contract the Discord adapter codes against; the bodies
//! are filled in by the table implementation.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::engine::{GameOptions, RuleError, Seat, Text};
use crate::games::Registry;
use crate::i18n::Lang;

/// A Discord user id (or a local player number in the terminal).
pub type UserId = u64;
/// A stored game's id.
pub type GameId = i64;

/// Where a game lives: one active game per channel, many per guild. Terminal and scripts use 0s.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

/// Who is calling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Caller {
    pub user: UserId,
    pub name: String,
    /// The caller's client language (Discord locale), used until they set one with `/settings`.
    pub locale: Option<Lang>,
    /// Holds Manage Server in this guild (may abort any game).
    pub is_admin: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    Lobby,
    Running,
    Finished,
    Aborted,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SeatInfo {
    pub seat: Seat,
    pub user: UserId,
    pub name: String,
}

/// A stored game's public facts.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameInfo {
    pub id: GameId,
    pub place: Place,
    pub game: String,
    pub status: GameStatus,
    pub version: i64,
    pub creator: UserId,
    pub lang: Lang,
    pub options: GameOptions,
    /// Lobby: joined players with their requested seat (if any); running: the final seating.
    pub seats: Vec<SeatInfo>,
}

/// An image to attach: the front end rasterises the SVG (off the async runtime).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Board {
    pub svg: String,
    pub file_name: String,
}

/// A message for the channel. Never contains anything private.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PublicPost {
    pub text: String,
    pub board: Option<Board>,
}

/// One button / select option of a private prompt.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OptionView {
    /// Position in the prompt's option list at `version` (what a button id carries).
    pub index: usize,
    pub notation: String,
    pub label: String,
}

/// A decision a seat owes, rendered in that user's language.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PromptView {
    pub game_id: GameId,
    /// The game version this prompt belongs to; a press against another version is stale.
    pub version: i64,
    pub question: String,
    pub options: Vec<OptionView>,
    /// Set when the prompt also accepts typed lines via `/play` (explains the syntax).
    pub free_form: Option<String>,
}

/// A private message to one player (their DM): their log lines, their view and their prompt.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PrivateMsg {
    pub user: UserId,
    pub seat: Seat,
    pub text: String,
    pub prompt: Option<PromptView>,
}

/// Everything a front end must deliver after a table call.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Outbox {
    pub game_id: Option<GameId>,
    pub place: Option<Place>,
    /// A short confirmation for the caller (ephemeral in Discord).
    pub reply: Option<String>,
    pub public: Vec<PublicPost>,
    pub private: Vec<PrivateMsg>,
    /// Users to mention because they now owe a decision (ping preference respected).
    pub pings: Vec<UserId>,
    /// Set when this call ended the game.
    pub game_over: bool,
}

/// Why a table call was refused. `message` is rendered in the caller's language by the front end.
#[derive(Clone, Debug, thiserror::Error)]
#[error("{kind:?}: {}", message.key)]
pub struct TableError {
    pub kind: ErrorKind,
    pub message: Text,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    NoGameHere,
    ChannelBusy,
    UnknownGame,
    NotInLobby,
    NotRunning,
    NotSeated,
    AlreadySeated,
    SeatTaken,
    TableFull,
    NotCreator,
    NotAllowed,
    BadSeatCount,
    /// The game refused the move; the message names the rule and lists what is legal now.
    Rule(RuleError),
    /// A button or prompt from an older version of the game.
    Stale {
        current: i64,
    },
    NoUndoPending,
    /// Infrastructure (SQLite); the move was not applied, try again.
    Storage(String),
}

/// A seat's private view for `/hand`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PrivateView {
    pub game_id: GameId,
    pub seat: Seat,
    pub text: String,
    pub prompt: Option<PromptView>,
    pub board: Option<Board>,
}

/// The table service. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Table {
    pub registry: Arc<Registry>,
    pub store: crate::store::Store,
}

#[allow(unused_variables)]
impl Table {
    pub fn new(store: crate::store::Store, registry: Arc<Registry>) -> Self {
        Table { registry, store }
    }

    /// `/new`: opens a lobby in `place` (refused if the channel already has an active game).
    pub async fn create(
        &self,
        place: Place,
        caller: &Caller,
        game: &str,
        options: GameOptions,
        lang: Option<Lang>,
        seed: Option<u64>,
    ) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/join [seat]`: takes a seat in the lobby (1-based `seat` optional; otherwise assigned at start).
    pub async fn join(
        &self,
        place: Place,
        caller: &Caller,
        seat: Option<usize>,
    ) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/leave` before the start.
    pub async fn leave(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/start` by the creator once the seat count is legal: seats are fixed, the game is set up.
    pub async fn start(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/play` (typed or autocompleted notation) in the channel's game. `expected_version` comes from
    /// a button; `None` for typed lines.
    pub async fn act(
        &self,
        place: Place,
        caller: &Caller,
        notation: &str,
        expected_version: Option<i64>,
    ) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// A DM button / select press: option `index` of the caller's prompt at `version`.
    pub async fn press(
        &self,
        game_id: GameId,
        caller: &Caller,
        version: i64,
        index: usize,
    ) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// The caller's legal options now, filtered by `typed` (for `/play` autocomplete).
    pub async fn options_for(
        &self,
        place: Place,
        caller: &Caller,
        typed: &str,
    ) -> Result<Vec<OptionView>, TableError> {
        unimplemented!()
    }
    pub async fn concede(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/abort`: the creator or a member with Manage Server ends the game without a result.
    pub async fn abort(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/undo`: asks to take back the last move; applied once every other seat agrees.
    pub async fn request_undo(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// Answer a pending undo request (`/undo` again agrees; `agree = false` refuses).
    pub async fn answer_undo(
        &self,
        place: Place,
        caller: &Caller,
        agree: bool,
    ) -> Result<Outbox, TableError> {
        unimplemented!()
    }
    /// `/status`: the public text and board in the game's language.
    pub async fn status(&self, place: Place) -> Result<PublicPost, TableError> {
        unimplemented!()
    }
    /// `/hand`: the caller's private view and prompt.
    pub async fn hand(&self, place: Place, caller: &Caller) -> Result<PrivateView, TableError> {
        unimplemented!()
    }
    /// `/log`: the last `limit` log lines the caller may read, in their language.
    pub async fn log(
        &self,
        place: Place,
        caller: &Caller,
        limit: usize,
    ) -> Result<Vec<String>, TableError> {
        unimplemented!()
    }
    /// `/settings`: a user's language and ping preference (None = unchanged). Returns the reply.
    pub async fn settings(
        &self,
        caller: &Caller,
        lang: Option<Lang>,
        pings: Option<bool>,
    ) -> Result<String, TableError> {
        unimplemented!()
    }
    /// The active game in a channel, if any.
    pub async fn info(&self, place: Place) -> Result<GameInfo, TableError> {
        unimplemented!()
    }
    /// Running games (the bot re-announces nothing on restart, but loads these to check they resume).
    pub async fn running(&self) -> Result<Vec<GameInfo>, TableError> {
        unimplemented!()
    }
    /// The language to answer `caller` in (their setting, else their client locale, else English).
    pub async fn lang_of(&self, caller: &Caller) -> Lang {
        unimplemented!()
    }
}
