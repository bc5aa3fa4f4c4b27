//! The table: lobbies, seats, moves, undo, concede, abort — everything between a front end and a
//! game, with no Discord types. Every front end calls these methods and delivers the returned
//! [`Outbox`]. Every accepted move is committed to the store before the outbox is returned.
//!
//! Files: `lobby.rs` (create, join, leave, start, abort, info), `play.rs` (act, press, concede,
//! edits, standing auto-pass choices, autocomplete), `recap.rs` ("since your last move"),
//! `undo.rs` (undo requests and replay), `views.rs` (status, hand, log, settings, auto-pass
//! listings), `outbox.rs` (who is told what after a change), `notes.rs` (the notification
//! budget: one ping and one new DM per turn, briefs that show what changed), `deliveries.rs` (the persisted
//! outbox: what a change owes, stored in its transaction), `cache.rs` (loaded matches and the
//! per-game lock), `common.rs` (errors and conversions), `history.rs` (results of ended games,
//! `/history`, `/stats`), `export.rs` (`/replay`: the revealed log and the replay script, and the
//! state-against-log check of `warroom doctor`), `events.rs` (moves stored and refused, storage errors, reported
//! to a listener the bot installs: the process's metrics).
//!
//! Concurrency: every change to a game runs under that game's async mutex and inside one
//! `BEGIN IMMEDIATE` transaction that re-reads the version, so two presses of the same button
//! serialize and the second one sees a newer version (`Stale`). Lobby changes rely on the
//! transaction alone. Lock order is always game mutex → database, never the reverse.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

mod ai;
mod ally;
mod cache;
pub mod cards;
mod common;
mod compose;
mod deliveries;
pub mod events;
mod export;
mod games;
mod history;
mod leases;
mod lobby;
mod notes;
mod outbox;
mod parts;
mod play;
mod recap;
mod replace;
pub mod select;
mod suggest;
mod timers;
mod undo;
mod views;

use crate::engine::{GameOptions, RuleError, Seat, Text};
use crate::games::Registry;
use crate::i18n::Lang;

pub use crate::store::LivingMessage;
pub use ai::ai_caller;
pub use deliveries::{Delivery, Owed, deliveries, folded_public};
pub use export::{ReplayFiles, StateCheck, state_hash, utc_time};
pub use games::GameListing;
pub use history::{Ending, History, HistoryEntry, HistoryScope, KindStats, Stats, tally};
pub use leases::{AI_LEASE, COURIER_LEASE, Lease, TIMERS_LEASE, process_holder};
pub use lobby::Opening;
pub use parts::PartChoice;
pub use timers::{MAX_TIMER_HOURS, QuietHours, Timers, TimersChange, known_time_zone, time_zones_matching};

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

impl SeatInfo {
    /// The `seat` of a lobby player who asked for no particular seat (assigned at `/start`).
    pub const UNASSIGNED: Seat = usize::MAX;
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
    /// Lobby: joined players with their requested seat (`SeatInfo::UNASSIGNED` if none): requested
    /// seats first, then the others in join order. Running: the final seating, by seat.
    pub seats: Vec<SeatInfo>,
}

/// An image to attach: the front end rasterises the SVG (off the async runtime).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Board {
    pub svg: String,
    pub file_name: String,
    /// What a screen reader says for the picture (Discord's attachment description): the game,
    /// its turn, who is to act and the scores, from the public status only, in the reader's
    /// language (see [`crate::render::alt`]).
    #[serde(default)]
    pub description: String,
}

/// A message for the channel. Never contains anything private.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct PublicPost {
    pub text: String,
    pub board: Option<Board>,
    /// The "Waiting for: …" line, shown last. Kept apart from `text` so that a later change
    /// that only moves the wait edits this line instead of posting again.
    #[serde(default)]
    pub waiting: Option<String>,
    /// Players this post calls to act (they newly owe a decision): the front end mentions them
    /// at its end, so a turn change is one post rather than a post and a ping.
    #[serde(default)]
    pub pings: Vec<UserId>,
    #[serde(default)]
    pub ping_for: PingFor,
}

/// One button / select option of a private prompt.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct OptionView {
    /// Position in the prompt's option list at `version` (what a button id carries).
    pub index: usize,
    pub notation: String,
    pub label: String,
    /// The heading it is shown under (a map region), when the game names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group: Option<String>,
    /// The most points it may take in one batch answer (see [`crate::engine::Choice::cap`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cap: Option<u32>,
    /// What the option does (the option's [`crate::engine::Choice::detail`], e.g. the short text
    /// of the card it names), in the reader's language: shown beside the label, never needed to
    /// answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
}

/// A decision a seat owes, rendered in that user's language.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PromptView {
    pub game_id: GameId,
    /// The game version this prompt belongs to; a press against another version is stale.
    pub version: i64,
    /// [`crate::engine::Prompt::fingerprint`] of this prompt: a press from an older version is
    /// still honoured if the seat has not moved since and its prompt is unchanged.
    pub fingerprint: u32,
    pub question: String,
    pub options: Vec<OptionView>,
    /// Set when the prompt also accepts typed lines via `/play` (explains the syntax).
    pub free_form: Option<String>,
    /// A composed prompt's limits in words, with the line to type (`None` for one choice).
    #[serde(default)]
    pub limits: Option<String>,
    /// A composed prompt as one select menu, when it fits one.
    #[serde(default)]
    pub select: Option<select::SelectView>,
    /// Grouped options may be answered several at once (one menu press per group).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub batch: Option<crate::engine::Batch>,
}

/// A private message to one player (their DM): their log lines, their view and their prompt.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct PrivateMsg {
    pub user: UserId,
    pub seat: Seat,
    pub text: String,
    pub prompt: Option<PromptView>,
    /// The language `text` and `prompt` were written in (the reader's: their setting, else their
    /// client's); a front end writes its own parts of the message in it too.
    #[serde(default)]
    pub lang: crate::i18n::Lang,
    /// The seat's own next step in a decision it just made (it moved and still owes one): the
    /// front end edits its current prompt message instead of sending a new one.
    #[serde(default)]
    pub continues: bool,
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
    /// What the pinged users are asked for (a move, or a vote on an undo).
    #[serde(default)]
    pub ping_for: PingFor,
    /// "Waiting for: …" when only the wait moved (no public line, no board): the front end
    /// edits the line of the last post instead of posting it again.
    #[serde(default)]
    pub waiting_edit: Option<String>,
    /// Players whose prompt was answered or withdrawn and who get no new message: the front end
    /// takes the buttons off their current prompt message.
    #[serde(default)]
    pub retire: Vec<UserId>,
    /// Set when this call ended the game.
    pub game_over: bool,
    /// The caller's language, when the table read it for `reply` (front ends reuse it).
    #[serde(default)]
    pub caller_lang: Option<crate::i18n::Lang>,
    /// `public`, `private` and `pings` were also stored as deliveries owed (see
    /// [`Table::with_persisted_deliveries`]): the front end sends those rows, not these fields.
    #[serde(default)]
    pub persisted: bool,
    /// The outbox rows stored for this change (when `persisted`).
    #[serde(default)]
    pub delivery_ids: Vec<i64>,
}

/// What a ping asks of the mentioned players.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PingFor {
    /// They owe a decision in the game.
    #[default]
    Move,
    /// They are asked to agree to an undo (nothing in the game waits on them).
    UndoVote,
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
    /// `/card` found no card (or several) by what was typed, or nothing was typed.
    UnknownCard,
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

/// One kind of response window of the running game, for `/autopass` (see
/// [`crate::engine::Game::window_kinds`]).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct WindowKindView {
    /// The id a player names (`attack`).
    pub id: String,
    /// Its name in the caller's language.
    pub name: String,
    /// The caller passes automatically on this kind.
    pub auto_pass: bool,
}

/// The table service. Cheap to clone; share one per process.
#[derive(Clone)]
pub struct Table {
    pub registry: Arc<Registry>,
    pub store: crate::store::Store,
    /// Loaded matches and per-game locks; the database stays the source of truth.
    cache: Arc<cache::Cache>,
    /// Store what each change owes as outbox rows in its transaction (the Discord front end).
    persist_deliveries: bool,
}

impl Table {
    pub fn new(store: crate::store::Store, registry: Arc<Registry>) -> Self {
        Table {
            registry,
            store,
            cache: Arc::new(cache::Cache::default()),
            persist_deliveries: false,
        }
    }
}
