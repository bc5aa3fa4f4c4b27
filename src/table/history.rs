//! Results of ended games, `/history` and `/stats` (issue 17, part 4).
//!
//! A finished game's result (winners, how it ended, its closing line with the final scores, its
//! length) is stored with the move that ends it ([`record_result`]); games finished before the
//! `results` table existed get theirs from their stored state on first read
//! ([`Table::backfill_results`]). History and stats only ever read ended games: a running game is
//! never listed, so nothing hidden can reach them.
//!
//! Rulings: a seat wins when it is among the game's winners (several winners each win: a Nuclear
//! War peace shared by the survivors); a game nobody won (Nuclear War's destroyed world) is a
//! draw; a game ended by a concession counts like any finished game, the conceding seat losing;
//! aborted games are listed but count in no win rate, only as "aborted".

use std::collections::BTreeMap;

use crate::store::Conn;

use crate::engine::{Outcome, Seat, Text};
use crate::i18n::Lang;
use crate::store::{self, EndedRow, EndedScope, ResultRow};

use super::common::{corrupt, fail, no_game_here, seat_infos};
use super::outbox::render;
use super::{Caller, ErrorKind, GameId, Place, SeatInfo, Table, TableError, UserId};

/// Games listed by one `/history`.
const HISTORY_LIMIT: i64 = 15;
/// Games read for one `/stats` (far more than a group plays).
const STATS_LIMIT: i64 = 100_000;
const DAY_MS: f64 = 86_400_000.0;

/// How an ended game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    Won,
    /// Ended by a concession; the winners won.
    Conceded,
    /// Nobody won.
    Draw,
    Aborted,
}

impl Ending {
    fn parse(stored: Option<&str>, aborted: bool) -> Ending {
        match (aborted, stored) {
            (true, _) => Ending::Aborted,
            (false, Some("conceded")) => Ending::Conceded,
            (false, Some("draw")) => Ending::Draw,
            _ => Ending::Won,
        }
    }
}

/// One ended game as `/history` lists it.
#[derive(Clone, Debug)]
pub struct HistoryEntry {
    pub id: GameId,
    /// The game's registry id.
    pub game: String,
    pub place: Place,
    /// The players by seat.
    pub players: Vec<SeatInfo>,
    pub ending: Ending,
    pub winners: Vec<Seat>,
    /// The game's closing line (with the final scores where the game keeps them).
    pub summary: Option<Text>,
    pub moves: i64,
    /// Unix milliseconds: opened, ended.
    pub started_at: i64,
    pub ended_at: i64,
}

impl HistoryEntry {
    pub fn days(&self) -> f64 {
        (self.ended_at - self.started_at).max(0) as f64 / DAY_MS
    }

    fn names(&self) -> Vec<String> {
        super::common::names_of(&self.players)
    }
}

/// Which games `/history` lists. In a direct message it is always the caller's own games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HistoryScope {
    Channel,
    Server,
}

/// `/history`: the entries and their text in the caller's language.
#[derive(Clone, Debug)]
pub struct History {
    pub entries: Vec<HistoryEntry>,
    pub text: String,
}

/// One game kind's line of `/stats`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KindStats {
    pub game: String,
    /// Finished games played (aborted ones not counted).
    pub played: u32,
    pub wins: u32,
    pub aborted: u32,
    /// Averages over the finished games.
    pub average_moves: f64,
    pub average_days: f64,
}

impl KindStats {
    pub fn win_rate(&self) -> f64 {
        if self.played == 0 {
            0.0
        } else {
            f64::from(self.wins) / f64::from(self.played)
        }
    }
}

/// `/stats`: one player's lines per game kind, and their text in the caller's language.
#[derive(Clone, Debug)]
pub struct Stats {
    pub user: UserId,
    pub kinds: Vec<KindStats>,
    pub text: String,
}

/// Stores the result of game `id`, which `outcome` just ended (inside the ending change's
/// transaction, after its action row was appended).
pub(crate) async fn record_result(
    conn: &mut Conn,
    id: GameId,
    outcome: &Outcome,
    ended_at: i64,
) -> Result<(), TableError> {
    let row = store::game(conn, id).await?.ok_or_else(no_game_here)?;
    let moves = store::moves_in_effect(conn, id).await?;
    let conceded = store::last_deciding_kind(conn, id).await?.as_deref() == Some("concede");
    let ending = match (outcome.winners.is_empty(), conceded) {
        (true, _) => "draw",
        (false, true) => "conceded",
        (false, false) => "win",
    };
    let result = ResultRow {
        game: id,
        ending: ending.to_string(),
        winners: serde_json::to_string(&outcome.winners).map_err(corrupt)?,
        summary: serde_json::to_string(&outcome.summary).map_err(corrupt)?,
        moves,
        started_at: row.created_at,
        ended_at,
    };
    store::put_result(conn, &result).await?;
    Ok(())
}

impl Table {
    /// Stores the result of every finished game that has none (finished before results were
    /// stored), from its state; returns how many were added.
    pub async fn backfill_results(&self) -> Result<usize, TableError> {
        let missing = {
            let mut conn = self.store.conn().await?;
            store::finished_without_result(&mut conn).await?
        };
        if missing.is_empty() {
            return Ok(0);
        }
        let mut tx = self.store.begin().await?;
        for &id in &missing {
            let row = store::game(&mut tx, id).await?.ok_or_else(no_game_here)?;
            let kind = self
                .registry
                .get(&row.game)
                .ok_or_else(|| corrupt(format!("game kind `{}` is not installed", row.game)))?;
            let state = row
                .state
                .as_deref()
                .ok_or_else(|| corrupt(format!("finished game {id} has no state")))?;
            let m = kind
                .load(state)
                .map_err(|e| corrupt(format!("state of game {id}: {e}")))?;
            let outcome = m
                .outcome()
                .ok_or_else(|| corrupt(format!("finished game {id} has no outcome")))?;
            record_result(&mut tx, id, &outcome, row.updated_at).await?;
        }
        tx.commit().await?;
        Ok(missing.len())
    }

    /// Ended games of `scope`, newest first (at most `limit`), of kind `kind` when given.
    pub async fn ended_games(
        &self,
        scope: EndedScope,
        kind: Option<&str>,
        limit: i64,
    ) -> Result<Vec<HistoryEntry>, TableError> {
        self.backfill_results().await?;
        let mut conn = self.store.conn().await?;
        let rows = store::ended_games(&mut conn, scope, kind, limit).await?;
        let mut entries = Vec::with_capacity(rows.len());
        for row in rows {
            entries.push(entry_of(&mut conn, row).await?);
        }
        Ok(entries)
    }

    /// `/history`: the recent ended games of this channel or server (in a direct message, the
    /// caller's own games everywhere), of one game kind when `game` names one.
    pub async fn history(
        &self,
        place: Place,
        caller: &Caller,
        scope: HistoryScope,
        game: Option<&str>,
    ) -> Result<History, TableError> {
        let kind = self.kind_filter(game)?;
        let (scope, title) = match (place.guild, scope) {
            (0, _) => (EndedScope::Player(caller.user), "history-title-mine"),
            (guild, HistoryScope::Server) => (EndedScope::Guild(guild), "history-title-server"),
            (guild, HistoryScope::Channel) => (
                EndedScope::Channel {
                    guild,
                    channel: place.channel,
                },
                "history-title-channel",
            ),
        };
        let entries = self.ended_games(scope, kind, HISTORY_LIMIT).await?;
        let lang = self.lang_of(caller).await;
        let show_where = !matches!(scope, EndedScope::Channel { .. });
        let mut lines = vec![render(lang, &Text::new(title), &[])];
        if entries.is_empty() {
            lines.push(render(lang, &Text::new("history-none"), &[]));
        }
        lines.extend(entries.iter().map(|e| self.history_line(e, lang, show_where)));
        Ok(History {
            entries,
            text: lines.join("\n"),
        })
    }

    fn history_line(&self, e: &HistoryEntry, lang: Lang, show_where: bool) -> String {
        let names = e.names();
        let players: Vec<Text> = (0..names.len()).map(|s| Text::new("raw").seat("value", s)).collect();
        let line = Text::new(if show_where {
            "history-line-where"
        } else {
            "history-line"
        })
        .num("id", e.id)
        .text("game", self.game_name(&e.game))
        .list("players", players)
        .text("result", result_text(e))
        .text("length", length_text(e.moves, e.days()))
        .str("ended", format!("<t:{}:d>", e.ended_at / 1000))
        .str("channel", format!("<#{}>", e.place.channel));
        render(lang, &line, &names)
    }

    /// `/stats`: games, wins, win rate and average length per game kind of `player` (default
    /// the caller) in this server — in a direct message, the caller's own everywhere.
    pub async fn stats(
        &self,
        place: Place,
        caller: &Caller,
        player: Option<(UserId, String)>,
        game: Option<&str>,
    ) -> Result<Stats, TableError> {
        let kind = self.kind_filter(game)?;
        let (user, name) = player.unwrap_or_else(|| (caller.user, caller.name.clone()));
        let scope = if place.guild == 0 {
            if user != caller.user {
                return fail(ErrorKind::NotAllowed, Text::new("history-err-stats-others-in-dm"));
            }
            EndedScope::Player(user)
        } else {
            EndedScope::Guild(place.guild)
        };
        let entries = self.ended_games(scope, kind, STATS_LIMIT).await?;
        let kinds = tally(&entries, user);
        let lang = self.lang_of(caller).await;
        let here = if place.guild == 0 {
            "history-stats-everywhere"
        } else {
            "history-stats-here"
        };
        let mut lines = vec![render(lang, &Text::new(here).str("player", name.clone()), &[])];
        if kinds.is_empty() {
            lines.push(render(lang, &Text::new("history-stats-none"), &[]));
        }
        for k in &kinds {
            let line = Text::new(if k.played == 0 {
                "history-stats-line-aborted"
            } else {
                "history-stats-line"
            })
            .text("game", self.game_name(&k.game))
            .num("played", i64::from(k.played))
            .num("wins", i64::from(k.wins))
            .str("rate", format!("{:.0}", k.win_rate() * 100.0))
            .num("aborted", i64::from(k.aborted))
            .text("length", length_text(k.average_moves.round() as i64, k.average_days));
            lines.push(render(lang, &line, &[]));
        }
        Ok(Stats {
            user,
            kinds,
            text: lines.join("\n"),
        })
    }

    /// The registry id of the game kind `game` names (by id or name), or a refusal listing them.
    pub(crate) fn kind_filter(&self, game: Option<&str>) -> Result<Option<&'static str>, TableError> {
        let Some(wanted) = game.map(str::trim).filter(|g| !g.is_empty()) else {
            return Ok(None);
        };
        match self.registry.find(&wanted.to_lowercase()) {
            Some(kind) => Ok(Some(kind.id())),
            None => fail(
                ErrorKind::UnknownGame,
                Text::new("history-err-unknown-game")
                    .str("game", wanted.to_string())
                    .str("games", self.registry.ids().join(", ")),
            ),
        }
    }

    pub(crate) fn game_name(&self, game: &str) -> Text {
        self.registry.get(game).map_or_else(
            || Text::new("raw").str("value", game.to_string()),
            |k| Text::new(k.name_key()),
        )
    }
}

async fn entry_of(conn: &mut Conn, row: EndedRow) -> Result<HistoryEntry, TableError> {
    let aborted = row.status == "aborted";
    let seats = store::seats(conn, row.id).await?;
    let moves = match row.moves {
        Some(moves) if !aborted => moves,
        _ => store::moves_in_effect(conn, row.id).await?,
    };
    let winners: Vec<Seat> = match row.winners.as_deref() {
        Some(json) if !aborted => {
            serde_json::from_str(json).map_err(|e| corrupt(format!("winners of game {}: {e}", row.id)))?
        }
        _ => Vec::new(),
    };
    let summary = match row.summary.as_deref() {
        Some(json) if !aborted => {
            Some(serde_json::from_str(json).map_err(|e| corrupt(format!("result of game {}: {e}", row.id)))?)
        }
        _ => None,
    };
    Ok(HistoryEntry {
        id: row.id,
        game: row.game,
        place: Place {
            guild: store::from_db(row.guild),
            channel: store::from_db(row.channel),
        },
        players: seat_infos(&seats),
        ending: Ending::parse(row.ending.as_deref(), aborted),
        winners,
        summary,
        moves,
        started_at: row.created_at,
        ended_at: row.ended_at.unwrap_or(row.updated_at),
    })
}

/// "Alice won", "Alice won (Bob conceded)", "nobody won", "aborted" (seat arguments: bind the
/// game's names when rendering).
fn result_text(e: &HistoryEntry) -> Text {
    let winners = || -> Vec<Text> { e.winners.iter().map(|&s| Text::new("raw").seat("value", s)).collect() };
    match e.ending {
        Ending::Won => Text::new("history-result-won").list("winners", winners()),
        Ending::Conceded => Text::new("history-result-conceded").list("winners", winners()),
        Ending::Draw => Text::new("history-result-draw"),
        Ending::Aborted => Text::new("history-result-aborted"),
    }
}

fn length_text(moves: i64, days: f64) -> Text {
    Text::new("history-length")
        .num("moves", moves)
        .str("days", format!("{days:.1}"))
}

/// `user`'s lines per game kind (kinds in name order), over the games where they held a seat.
pub fn tally(entries: &[HistoryEntry], user: UserId) -> Vec<KindStats> {
    let mut by_kind: BTreeMap<&str, (KindStats, i64, f64)> = BTreeMap::new();
    for e in entries {
        let Some(seat) = e.players.iter().find(|p| p.user == user).map(|p| p.seat) else {
            continue;
        };
        let (k, moves, days) = by_kind.entry(&e.game).or_default();
        k.game.clone_from(&e.game);
        if e.ending == Ending::Aborted {
            k.aborted += 1;
            continue;
        }
        k.played += 1;
        if e.winners.contains(&seat) {
            k.wins += 1;
        }
        *moves += e.moves;
        *days += e.days();
    }
    by_kind
        .into_values()
        .map(|(mut k, moves, days)| {
            if k.played > 0 {
                k.average_moves = moves as f64 / f64::from(k.played);
                k.average_days = days / f64::from(k.played);
            }
            k
        })
        .collect()
}
