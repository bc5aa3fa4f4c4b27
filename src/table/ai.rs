//! AI seats at the table: added in the lobby by the creator, or swapped in with `/replace`; the
//! bot's worker plays their turns through [`Table::play_ai_turns`], each one a move like any
//! player's (checked, stored, posted). AI seats get no DMs, pings or reminders.

use crate::ai::{self, Level, Sight};
use crate::engine::Text;
use crate::store;

use super::common::{corrupt, fail, parse_status};
use super::outbox::render;
use super::play::{Move, lang_of_conn};
use super::{Caller, ErrorKind, GameId, GameStatus, Outbox, Place, Table, TableError, UserId};

/// An AI seat as a caller.
pub fn ai_caller(user: UserId) -> Option<Caller> {
    let level = ai::level_of(user)?;
    let number = (user - ai::AI_USER_BASE) / 16;
    Some(Caller {
        user,
        name: ai::ai_name(number, level),
        locale: None,
        is_admin: false,
    })
}

impl Table {
    /// `/join ai:true [level] [seat]` (or `/new … ai:N`): the creator adds an AI seat to the
    /// lobby.
    pub async fn add_ai(
        &self,
        place: Place,
        caller: &Caller,
        level: Level,
        seat: Option<usize>,
    ) -> Result<Outbox, TableError> {
        let (row, number) = {
            let mut conn = self.store.conn().await?;
            let row = store::active_game(&mut conn, place.guild, place.channel)
                .await?
                .ok_or_else(super::common::no_game_here)?;
            if parse_status(&row.status)? != GameStatus::Lobby {
                return fail(ErrorKind::NotInLobby, Text::new("table-err-already-started"));
            }
            if store::from_db(row.creator) != caller.user && !caller.is_admin {
                return fail(ErrorKind::NotCreator, Text::new("ai-err-creator-only"));
            }
            let seats = store::seats(&mut conn, row.id).await?;
            let number = seats.iter().filter(|s| ai::is_ai(store::from_db(s.user))).count() as u64 + 1;
            (row, number)
        };
        let bot = ai_caller(ai::ai_user(number, level)).expect("an AI user id");
        let mut outbox = self.join(place, &bot, seat).await?;
        let lang = lang_of_conn(&mut *self.store.conn().await?, caller).await;
        outbox.reply = Some(render(
            lang,
            &Text::new("ai-reply-added").str("name", bot.name).num("id", row.id),
            &[],
        ));
        Ok(outbox)
    }

    /// A new AI player for this channel's running game (`/replace … ai:true`), numbered after
    /// the AI seats it has.
    pub async fn next_ai_caller(&self, place: Place, level: Level) -> Result<Caller, TableError> {
        let id = self.running_here(place).await?;
        let seats = store::seats(&mut *self.store.conn().await?, id).await?;
        let number = seats.iter().filter(|s| ai::is_ai(store::from_db(s.user))).count() as u64 + 1;
        Ok(ai_caller(ai::ai_user(number, level)).expect("an AI user id"))
    }

    /// Plays every AI seat a running game waits for, one decision each; returns the outboxes of
    /// the moves made (already stored; the Discord front end sends their rows).
    pub async fn play_ai_turns(&self) -> Result<Vec<Outbox>, TableError> {
        let awaited = store::awaited_ai_seats(&mut *self.store.conn().await?).await?;
        let mut played = Vec::new();
        for (game, user) in awaited {
            match self.play_ai_turn(game, store::from_db(user)).await {
                Ok(Some(outbox)) => played.push(outbox),
                Ok(None) => {}
                // Someone moved first (stale) or the game ended: the next pass looks again.
                Err(e) if matches!(e.kind, ErrorKind::Stale { .. } | ErrorKind::NotRunning) => {}
                Err(e) => tracing::warn!(game, "an AI seat could not move: {e}"),
            }
        }
        Ok(played)
    }

    /// One decision of AI seat `user` in game `id`, if it owes one.
    pub async fn play_ai_turn(&self, id: GameId, user: UserId) -> Result<Option<Outbox>, TableError> {
        let Some(level) = ai::level_of(user) else {
            return Ok(None);
        };
        let caller = ai_caller(user).expect("an AI user");
        let (m, seat, rng, version) = {
            let mut slot = self.cache.lock(id).await;
            let mut conn = self.store.conn().await?;
            let g = self.load_fresh(&mut conn, id, slot.take()).await?;
            let found = g.seat_of(user).map(|seat| {
                (
                    g.m.clone_box(),
                    seat,
                    ai::decision_rng(g.seed, g.version, seat),
                    g.version,
                )
            });
            *slot = Some(g);
            match found {
                Some(found) => found,
                None => return Ok(None),
            }
        };
        // A search takes up to a few seconds: off the async threads, and with the game unlocked
        // (a player's move in between makes the decision stale, and it is decided again).
        let decided = tokio::task::spawn_blocking(move || {
            let mut rng = rng;
            // Only what the seat may see: its prompt and its own view.
            let sight = Sight::new(m.as_ref(), seat)?;
            ai::decide(level, &sight, &mut rng)
        })
        .await
        .map_err(|e| corrupt(format!("an AI decision panicked: {e}")))?;
        let Some(line) = decided else {
            return Ok(None);
        };
        // Played as typed at the version it was decided at: a move in between makes it stale.
        self.run_move(id, &caller, Some(version), Move::Act(line))
            .await
            .map(Some)
    }
}
