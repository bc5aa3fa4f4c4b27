//! Lobbies: `/new`, `/join`, `/leave`, `/start`, `/abort`, and game facts.

use crate::ai::{self, Level};
use crate::engine::{GameKind, GameOptions, GameRng, LogEntry, Text, resolve_options};
use crate::i18n::Lang;
use crate::store::{self, GameRow, NewGame, SeatRow, StateChange};

use super::ai::ai_caller;
use super::cache::Loaded;
use super::common::{
    bind_names, corrupt, fail, game_info, names_of, no_game_here, options_of, parse_status, place_of, prefs_by_user,
    seat_infos, status_str,
};
use super::outbox::{Change, render};
use super::play::lang_of_conn;
use super::timers::{Timers, TimersChange};
use super::{Caller, ErrorKind, GameInfo, GameStatus, Outbox, Place, PublicPost, Table, TableError};

/// What `/new` sets up besides the game itself (see [`Table::create_with`]).
#[derive(Clone, Copy, Debug, Default)]
pub struct Opening {
    /// The language of the table's channel posts (default: the creator's).
    pub lang: Option<Lang>,
    /// The game's seed (default: one nobody can predict).
    pub seed: Option<u64>,
    /// AI players seated after the creator.
    pub ai: usize,
    pub ai_level: Level,
    /// Reminders and deadline changed from the defaults.
    pub timers: TimersChange,
}

/// Seat assignment draws from its own stream so it never shifts the game's dice.
const SEATING_SALT: u64 = 0x5EA7_5EA7_5EA7_5EA7;

impl Table {
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
        let opening = Opening {
            lang,
            seed,
            ..Opening::default()
        };
        self.create_with(place, caller, game, options, opening).await
    }

    /// The game a player named (its id or its name in any language), or a refusal listing the
    /// games there are (blank input is asked for, not echoed).
    pub fn game_named(&self, typed: &str) -> Result<&dyn GameKind, TableError> {
        if let Some(kind) = self.registry.find(typed) {
            return Ok(kind);
        }
        let known: Vec<Text> = self
            .registry
            .all()
            .map(|k| {
                Text::new("table-game-entry")
                    .str("id", k.id())
                    .text("name", Text::new(k.name_key()))
            })
            .collect();
        let typed = typed.trim();
        let message = if typed.is_empty() {
            Text::new("table-err-blank-game")
        } else {
            Text::new("table-err-unknown-game")
                .str("game", typed)
                .text("hint", crate::engine::suggest::hint(typed, self.registry.ids()))
        };
        fail(ErrorKind::UnknownGame, message.list("known", known))
    }

    /// `/new` with its AI seats and reminders: everything is checked before anything is written,
    /// and the lobby, its seats and its reminders are stored in one transaction (a refusal
    /// leaves the channel as it was).
    pub async fn create_with(
        &self,
        place: Place,
        caller: &Caller,
        game: &str,
        options: GameOptions,
        opening: Opening,
    ) -> Result<Outbox, TableError> {
        let kind = self.game_named(game)?;
        let options = resolve_options(&kind.option_specs(), &options).map_err(options_error)?;
        // Some option combinations are only refused by the game's own setup: try every legal
        // seat count with a throwaway match and accept if any works.
        let mut setup_error = None;
        if !kind.seat_range().any(|seats| match kind.create(seats, &options, 0) {
            Ok(_) => true,
            Err(e) => {
                setup_error.get_or_insert(e);
                false
            }
        }) && let Some(e) = setup_error
        {
            return Err(options_error(e));
        }
        // The creator takes a seat too, so at most `max - 1` AI players fit.
        let max = *kind.seat_range().end();
        if opening.ai >= max {
            return fail(
                ErrorKind::TableFull,
                Text::new("table-err-too-many-ai")
                    .num("ai", opening.ai as i64)
                    .num("max", max as i64)
                    .num("most", max as i64 - 1),
            );
        }
        let timers = if opening.timers.is_empty() {
            None
        } else {
            Some(opening.timers.applied_to(Timers::default())?)
        };
        let options_json = serde_json::to_string(&options).map_err(corrupt)?;
        let seed = opening.seed.unwrap_or_else(fresh_seed);

        let mut tx = self.store.begin().await?;
        let reply_lang = lang_of_conn(&mut tx, caller).await;
        let lang = opening.lang.unwrap_or(reply_lang);
        if let Some(existing) = store::active_game(&mut tx, place.guild, place.channel).await? {
            return Err(channel_busy(&existing));
        }
        let new = NewGame {
            guild: place.guild,
            channel: place.channel,
            game: kind.id(),
            options_json: &options_json,
            lang: lang.code(),
            seed,
            creator: caller.user,
        };
        let id = match store::insert_game(&mut tx, &new).await {
            Ok(id) => id,
            Err(e) if e.is_unique_violation() => {
                return fail(ErrorKind::ChannelBusy, Text::new("table-err-channel-busy-short"));
            }
            Err(e) => return Err(e.into()),
        };
        store::insert_seat(
            &mut tx,
            id,
            None,
            caller.user,
            &caller.name,
            caller.locale.map(Lang::code),
        )
        .await?;
        if let Some(timers) = timers {
            store::set_game_timers(&mut tx, id, timers.row()).await?;
        }
        let range = kind.seat_range();
        let mut lines = vec![
            Text::new("table-lobby-opened")
                .str("user", caller.name.clone())
                .text("game", Text::new(kind.name_key()))
                .num("id", id)
                .text("players", crate::engine::text::player_count(&range)),
        ];
        for number in 1..=opening.ai {
            let bot = ai_caller(ai::ai_user(number as u64, opening.ai_level)).expect("an AI user id");
            store::insert_seat(&mut tx, id, None, bot.user, &bot.name, None).await?;
            lines.push(
                Text::new("table-joined")
                    .str("user", bot.name)
                    .num("count", number as i64 + 1)
                    .num("max", max as i64),
            );
        }
        tx.commit().await?;

        Ok(Outbox {
            game_id: Some(id),
            place: Some(place),
            reply: Some(render(reply_lang, &Text::new("table-reply-created").num("id", id), &[])),
            public: vec![PublicPost {
                text: render_lines(lang, &lines),
                board: None,
                ..Default::default()
            }],
            ..Outbox::default()
        })
    }

    /// `/join [seat]`: takes a seat in the lobby (1-based `seat` optional; otherwise assigned at start).
    pub async fn join(&self, place: Place, caller: &Caller, seat: Option<usize>) -> Result<Outbox, TableError> {
        let mut tx = self.store.begin().await?;
        let reply_lang = lang_of_conn(&mut tx, caller).await;
        let row = lobby_here(&mut tx, place).await?;
        let kind = self
            .registry
            .get(&row.game)
            .ok_or_else(|| corrupt(format!("unknown game `{}`", row.game)))?;
        let max = *kind.seat_range().end();
        let seats = store::seats(&mut tx, row.id).await?;
        if seats.iter().any(|s| store::from_db(s.user) == caller.user) {
            return fail(ErrorKind::AlreadySeated, Text::new("table-err-already-joined"));
        }
        if seats.len() >= max {
            return fail(
                ErrorKind::TableFull,
                Text::new("table-err-table-full").num("max", max as i64),
            );
        }
        if let Some(wanted) = seat {
            if wanted == 0 || wanted > max {
                return fail(
                    ErrorKind::BadSeatCount,
                    Text::new("table-err-no-such-seat")
                        .num("seat", wanted as i64)
                        .num("max", max as i64),
                );
            }
            if let Some(holder) = seats.iter().find(|s| s.seat == Some(wanted as i64 - 1)) {
                return fail(
                    ErrorKind::SeatTaken,
                    Text::new("table-err-seat-taken")
                        .num("seat", wanted as i64)
                        .str("holder", holder.name.clone()),
                );
            }
        }
        let seat_index = seat.map(|s| s as i64 - 1);
        store::insert_seat(
            &mut tx,
            row.id,
            seat_index,
            caller.user,
            &caller.name,
            caller.locale.map(Lang::code),
        )
        .await?;
        let mut lines = vec![
            match seat {
                Some(s) => Text::new("table-joined-seat").num("seat", s as i64),
                None => Text::new("table-joined"),
            }
            .str("user", caller.name.clone())
            .num("count", seats.len() as i64 + 1)
            .num("max", max as i64),
        ];
        // A lobby an AI seat was left running (stored before that was refused) passes to the
        // first person who joins it.
        if ai::is_ai(store::from_db(row.creator)) && !ai::is_ai(caller.user) {
            store::set_creator(&mut tx, row.id, caller.user).await?;
            lines.push(Text::new("table-new-creator").str("user", caller.name.clone()));
        }
        tx.commit().await?;

        let lang = Lang::parse(&row.lang).unwrap_or_default();
        Ok(Outbox {
            game_id: Some(row.id),
            place: Some(place),
            reply: Some(render(
                reply_lang,
                &Text::new("table-reply-joined").num("id", row.id),
                &[],
            )),
            public: vec![PublicPost {
                text: render_lines(lang, &lines),
                board: None,
                ..Default::default()
            }],
            ..Outbox::default()
        })
    }

    /// `/leave` before the start. If the creator leaves, the earliest remaining person becomes
    /// the creator (an AI seat never runs a table); if no person is left, the lobby closes.
    pub async fn leave(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        let mut tx = self.store.begin().await?;
        let reply_lang = lang_of_conn(&mut tx, caller).await;
        let row = lobby_here(&mut tx, place).await?;
        let seats = store::seats(&mut tx, row.id).await?;
        if !seats.iter().any(|s| store::from_db(s.user) == caller.user) {
            return fail(ErrorKind::NotSeated, Text::new("table-err-not-joined"));
        }
        store::delete_seat(&mut tx, row.id, caller.user).await?;
        let mut people: Vec<&SeatRow> = seats
            .iter()
            .filter(|s| store::from_db(s.user) != caller.user && !ai::is_ai(store::from_db(s.user)))
            .collect();
        people.sort_by_key(|s| s.joined_at);
        let lang = Lang::parse(&row.lang).unwrap_or_default();
        let mut lines = vec![Text::new("table-left").str("user", caller.name.clone())];
        if let Some(heir) = people.first() {
            if store::from_db(row.creator) == caller.user {
                store::set_creator(&mut tx, row.id, store::from_db(heir.user)).await?;
                lines.push(Text::new("table-new-creator").str("user", heir.name.clone()));
            }
        } else {
            let change = StateChange {
                state: None,
                setup_log: None,
                status: "aborted",
                version: row.version + 1,
            };
            store::write_state(&mut tx, row.id, row.version, &change).await?;
            // AI seats stay with their lobby (it is closed): nobody is left to start it.
            let only_ai = seats.len() > 1;
            lines.push(Text::new(if only_ai {
                "table-lobby-closed-only-ai"
            } else {
                "table-lobby-closed"
            }));
        }
        tx.commit().await?;
        Ok(Outbox {
            game_id: Some(row.id),
            place: Some(place),
            reply: Some(render(reply_lang, &Text::new("table-reply-left"), &[])),
            public: vec![PublicPost {
                text: render_lines(lang, &lines),
                ..Default::default()
            }],
            ..Outbox::default()
        })
    }

    /// `/start` by the creator once the seat count is legal: seats are fixed, the game is set up.
    pub async fn start(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        let id = self.active_row(place).await?.id;
        let mut slot = self.cache.lock(id).await;
        let mut tx = self.store.begin().await?;
        let reply_lang = lang_of_conn(&mut tx, caller).await;
        let row = store::game(&mut tx, id).await?.ok_or_else(no_game_here)?;
        match parse_status(&row.status)? {
            GameStatus::Lobby => {}
            GameStatus::Running => {
                return fail(ErrorKind::NotInLobby, Text::new("table-err-already-started"));
            }
            _ => return Err(no_game_here()),
        }
        if store::from_db(row.creator) != caller.user {
            return fail(ErrorKind::NotCreator, Text::new("table-err-not-creator"));
        }
        let kind = self
            .registry
            .get(&row.game)
            .ok_or_else(|| corrupt(format!("unknown game `{}`", row.game)))?;
        let mut seats = store::seats(&mut tx, id).await?;
        let count = seats.len();
        let range = kind.seat_range();
        if !range.contains(&count) {
            return fail(
                ErrorKind::BadSeatCount,
                Text::new("table-err-player-count")
                    .text("players", crate::engine::text::player_count(&range))
                    .num("got", count as i64),
            );
        }
        if let Some(s) = seats.iter().find(|s| s.seat.is_some_and(|n| n as usize >= count)) {
            return fail(
                ErrorKind::BadSeatCount,
                Text::new("table-err-seat-beyond-count")
                    .str("user", s.name.clone())
                    .num("seat", s.seat.unwrap_or_default() + 1)
                    .num("count", count as i64),
            );
        }

        // Unassigned players take the free seats in a seeded random order.
        let seed = store::from_db(row.seed);
        let mut free: Vec<i64> = (0..count as i64)
            .filter(|n| !seats.iter().any(|s| s.seat == Some(*n)))
            .collect();
        GameRng::new(seed ^ SEATING_SALT).shuffle(&mut free);
        seats.sort_by_key(|s| s.joined_at);
        let mut free = free.into_iter();
        for s in seats.iter_mut().filter(|s| s.seat.is_none()) {
            let n = free.next().ok_or_else(|| corrupt("more players than seats"))?;
            store::assign_seat(&mut tx, id, store::from_db(s.user), n).await?;
            s.seat = Some(n);
        }
        seats.sort_by_key(|s| s.seat);

        let options = options_of(&row)?;
        let (m, setup_log) = kind.create(count, &options, seed).map_err(options_error)?;
        let state = m.save();
        let seating: Vec<Text> = (0..count)
            .map(|s| {
                Text::new("table-seating-entry")
                    .num("seat", s as i64 + 1)
                    .seat("name", s)
            })
            .collect();
        let lead = vec![
            Text::new("table-started")
                .text("game", Text::new(kind.name_key()))
                .list("seating", seating),
        ];
        let stored_log: Vec<LogEntry> = lead
            .iter()
            .cloned()
            .map(LogEntry::public)
            .chain(setup_log.iter().cloned())
            .collect();
        let setup_json = serde_json::to_string(&stored_log).map_err(corrupt)?;
        let version = row.version + 1;
        let change = StateChange {
            state: Some(&state),
            setup_log: Some(&setup_json),
            status: "running",
            version,
        };
        store::write_state(&mut tx, id, row.version, &change).await?;
        let prefs = prefs_by_user(store::settings_of_players(&mut tx, id).await?);

        let infos = seat_infos(&seats);
        let g = Loaded {
            id,
            place: place_of(&row),
            game: row.game.clone(),
            name_key: kind.name_key(),
            status: GameStatus::Running,
            version,
            creator: store::from_db(row.creator),
            lang: Lang::parse(&row.lang).unwrap_or_default(),
            seed,
            options,
            names: names_of(&infos),
            locales: seats
                .iter()
                .map(|s| s.locale.as_deref().and_then(Lang::parse))
                .collect(),
            seats: infos,
            m,
            public_view: None,
        };

        // A new game: no seat was sent a brief yet, every hand goes out whole.
        let notes = self.notes(&mut tx, id).await?;
        let mut outbox = self.change_outbox(&Change {
            g: &g,
            before: &[],
            log: &setup_log,
            lead,
            board: true,
            prefs: &prefs,
            actor: None,
            all_stale: true,
            recaps: Vec::new(),
            notes: notes.as_ref(),
            chose: None,
            news_now: true,
        });
        // Stored with the start: the opening post and the first prompts are owed.
        self.persist_change(&mut tx, version, &mut outbox, &g, &[], notes.as_ref())
            .await?;
        self.track_waits(&mut tx, &g, None).await?;
        tx.commit().await?;
        outbox.reply = Some(render(reply_lang, &Text::new("table-reply-started"), &g.names));
        *slot = Some(g);
        Ok(outbox)
    }

    /// `/abort`: the creator or a member with Manage Server ends the game without a result.
    pub async fn abort(&self, place: Place, caller: &Caller) -> Result<Outbox, TableError> {
        let id = self.active_row(place).await?.id;
        let mut slot = self.cache.lock(id).await;
        let mut tx = self.store.begin().await?;
        let reply_lang = lang_of_conn(&mut tx, caller).await;
        let row = store::game(&mut tx, id).await?.ok_or_else(no_game_here)?;
        if !matches!(parse_status(&row.status)?, GameStatus::Lobby | GameStatus::Running) {
            return Err(no_game_here());
        }
        if store::from_db(row.creator) != caller.user && !caller.is_admin {
            return fail(ErrorKind::NotAllowed, Text::new("table-err-abort-not-allowed"));
        }
        let change = StateChange {
            state: None,
            setup_log: None,
            status: status_str(GameStatus::Aborted),
            version: row.version + 1,
        };
        store::write_state(&mut tx, id, row.version, &change).await?;
        store::delete_undo_request(&mut tx, id).await?;
        let lang = Lang::parse(&row.lang).unwrap_or_default();
        let mut outbox = Outbox {
            game_id: Some(id),
            place: Some(place),
            reply: Some(render(reply_lang, &Text::new("table-reply-aborted"), &[])),
            public: vec![PublicPost {
                text: render(
                    lang,
                    &Text::new("table-aborted")
                        .str("user", caller.name.clone())
                        .num("id", id),
                    &[],
                ),
                ..Default::default()
            }],
            ..Outbox::default()
        };
        self.persist_outbox(&mut tx, row.version + 1, &mut outbox).await?;
        tx.commit().await?;
        *slot = None;
        Ok(outbox)
    }

    /// The active (lobby or running) game's row in `place`, or `NoGameHere`.
    pub(crate) async fn active_row(&self, place: Place) -> Result<GameRow, TableError> {
        let mut conn = self.store.conn().await?;
        store::active_game(&mut conn, place.guild, place.channel)
            .await?
            .ok_or_else(no_game_here)
    }

    /// The active game in a channel, if any.
    pub async fn info(&self, place: Place) -> Result<GameInfo, TableError> {
        let row = self.active_row(place).await?;
        let mut conn = self.store.conn().await?;
        let seats = store::seats(&mut conn, row.id).await?;
        game_info(&row, &seats)
    }

    /// Running games (the bot re-announces nothing on restart, but loads these to check they resume).
    pub async fn running(&self) -> Result<Vec<GameInfo>, TableError> {
        let mut conn = self.store.conn().await?;
        let rows = store::games_with_status(&mut conn, "running").await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let seats = store::seats(&mut conn, row.id).await?;
            out.push(game_info(&row, &seats)?);
        }
        Ok(out)
    }

    /// Public lines for a lobby's `/status`.
    pub(crate) fn lobby_status(&self, row: &GameRow, seats: &[SeatRow]) -> PublicPost {
        let lang = Lang::parse(&row.lang).unwrap_or_default();
        let name = self
            .registry
            .get(&row.game)
            .map(|k| Text::new(k.name_key()))
            .unwrap_or_else(|| Text::new("raw").str("value", row.game.clone()));
        let players: Vec<Text> = seats
            .iter()
            .map(|s| match s.seat {
                Some(n) => Text::new("table-lobby-player-seat")
                    .str("name", s.name.clone())
                    .num("seat", n + 1),
                None => Text::new("raw").str("value", s.name.clone()),
            })
            .collect();
        let text = Text::new("table-lobby-status")
            .num("id", row.id)
            .text("game", name)
            .list("players", players);
        PublicPost {
            text: render(lang, &text, &[]),
            board: None,
            ..Default::default()
        }
    }
}

/// The lobby in `place`; a running game is `NotInLobby`.
async fn lobby_here(conn: &mut crate::store::Conn, place: Place) -> Result<GameRow, TableError> {
    let row = store::active_game(conn, place.guild, place.channel)
        .await?
        .ok_or_else(no_game_here)?;
    if parse_status(&row.status)? != GameStatus::Lobby {
        return fail(ErrorKind::NotInLobby, Text::new("table-err-already-started"));
    }
    Ok(row)
}

fn channel_busy(existing: &GameRow) -> TableError {
    TableError {
        kind: ErrorKind::ChannelBusy,
        message: Text::new("table-err-channel-busy")
            .num("id", existing.id)
            .str("game", existing.game.clone()),
    }
}

/// Options (or a setup) the game refused.
fn options_error(e: crate::engine::RuleError) -> TableError {
    let message = Text::new("table-err-options").text("reason", bind_names(&e.text, &[]));
    TableError {
        kind: ErrorKind::Rule(e),
        message,
    }
}

/// Lines of one post, each rendered in `lang`.
fn render_lines(lang: Lang, lines: &[Text]) -> String {
    lines
        .iter()
        .map(|t| render(lang, t, &[]))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A seed nobody can predict: std's per-process random hash keys mixed with the clock (rand is
/// built without an OS generator here).
fn fresh_seed() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    let mut hasher = std::collections::hash_map::RandomState::new().build_hasher();
    hasher.write_i64(store::now_ms());
    hasher.finish()
}
