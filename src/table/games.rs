//! `/games`: a guild's lobbies and running games with whom each waits for, or (in a DM with the
//! bot) the caller's own games across every guild with where their prompt waits.
//!
//! Only public facts: the game, its channel, its players and whom it waits for (the "Waiting
//! for" line everyone sees). Nothing of a hand or a secret pick.

use crate::engine::Text;
use crate::store::{self, GameRow};

use super::common::{names_of, parse_status, seat_infos};
use super::outbox::render;
use super::{Caller, GameId, GameStatus, LivingMessage, Place, Table, TableError, UserId};

/// One game of a `/games` listing.
#[derive(Clone, Debug)]
pub struct GameListing {
    pub id: GameId,
    pub place: Place,
    pub status: GameStatus,
    /// The game's name in the reader's language.
    pub name: String,
    /// Players by seat (lobby: in join order).
    pub players: Vec<String>,
    /// Whom the game waits for (running games), by name.
    pub waiting: Vec<String>,
    /// The reader owes a decision in it.
    pub your_turn: bool,
    /// The reader has a seat in it.
    pub yours: bool,
    /// Hours since the game began waiting for its longest-awaited player (bot only).
    pub waited_hours: Option<i64>,
    /// The reader's current prompt message (their DMs), for a jump link.
    pub prompt: Option<LivingMessage>,
    /// The channel post holding the "Waiting for" line, for a jump link.
    pub status_post: Option<LivingMessage>,
}

impl Table {
    /// `/games` in a guild: its lobbies and running games, oldest first.
    pub async fn games_in_guild(&self, guild: u64, caller: &Caller) -> Result<Vec<GameListing>, TableError> {
        let rows = store::active_games_in_guild(&mut *self.store.conn().await?, guild).await?;
        self.listings(rows, caller).await
    }

    /// `/games` in a DM: the caller's running games and lobbies everywhere, theirs to move first.
    pub async fn games_of_player(&self, caller: &Caller) -> Result<Vec<GameListing>, TableError> {
        let rows = store::active_games_of(&mut *self.store.conn().await?, caller.user).await?;
        let mut listed = self.listings(rows, caller).await?;
        listed.sort_by_key(|l| (!l.your_turn, l.id));
        Ok(listed)
    }

    async fn listings(&self, rows: Vec<GameRow>, caller: &Caller) -> Result<Vec<GameListing>, TableError> {
        let lang = self.lang_of(caller).await;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let status = parse_status(&row.status)?;
            let name = self
                .registry
                .get(&row.game)
                .map_or_else(|| row.game.clone(), |k| render(lang, &Text::new(k.name_key()), &[]));
            let place = Place {
                guild: store::from_db(row.guild),
                channel: store::from_db(row.channel),
            };
            let mut conn = self.store.conn().await?;
            let seats = seat_infos(&store::seats(&mut conn, row.id).await?);
            let yours = seats.iter().any(|s| s.user == caller.user);
            let mut listing = GameListing {
                id: row.id,
                place,
                status,
                name,
                players: seats.iter().map(|s| s.name.clone()).collect(),
                waiting: Vec::new(),
                your_turn: false,
                yours,
                waited_hours: None,
                prompt: None,
                status_post: store::channel_status(&mut conn, row.id).await?,
            };
            if status == GameStatus::Running {
                // One connection at a time (an in-memory store has only one).
                drop(conn);
                let awaited = self.awaited_users(row.id).await?;
                let mut conn = self.store.conn().await?;
                let names = names_of(&seats);
                listing.waiting = awaited.iter().map(|(seat, _)| names[*seat].clone()).collect();
                listing.your_turn = awaited.iter().any(|(_, user)| *user == caller.user);
                let waits = store::waits(&mut conn, row.id).await?;
                listing.waited_hours = waits.iter().map(|w| w.since).min().map(super::timers::waited_hours);
                if yours {
                    listing.prompt = store::dm_prompt(&mut conn, row.id, caller.user).await?;
                }
            }
            out.push(listing);
        }
        Ok(out)
    }

    /// The seats (and their users) a running game waits for.
    async fn awaited_users(&self, id: GameId) -> Result<Vec<(usize, UserId)>, TableError> {
        let mut slot = self.cache.lock(id).await;
        let mut conn = self.store.conn().await?;
        let g = self.load_fresh(&mut conn, id, slot.take()).await?;
        let mut seats: Vec<usize> = g.m.pending().iter().map(|p| p.seat).collect();
        seats.sort_unstable();
        seats.dedup();
        let out = seats
            .into_iter()
            .filter_map(|s| g.seats.get(s).map(|info| (s, info.user)))
            .collect();
        *slot = Some(g);
        Ok(out)
    }
}
