//! The persisted outbox: what an accepted change owes the players, stored as rows in the change's
//! own transaction so that a crash between the commit and the delivery loses nothing.
//!
//! Only a table built with [`Table::with_persisted_deliveries`] writes rows (the Discord front
//! end, whose courier sends them and marks each one); the terminal, scripts and tests print the
//! returned [`Outbox`] and leave no rows behind. Rows are sent in id order, which is the order
//! of the outbox: public posts, then private messages, then the ping.

use crate::store::Conn;
use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::store::{self, LivingMessage, NewDelivery, OutboxRow};

use super::common::corrupt;
use super::{GameId, Outbox, PingFor, Place, PrivateMsg, PublicPost, Table, TableError, UserId};

/// One owed delivery's content (the row's `kind` and `payload`).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Delivery {
    /// A post in the game's channel.
    Public(PublicPost),
    /// A private message to `PrivateMsg::user`.
    Dm(PrivateMsg),
    /// "Your move" (or "your vote") in the game's channel, mentioning these players.
    Ping(Vec<UserId>, PingFor),
    /// In the game's channel: this player's DMs are closed, they should use `/hand`.
    DmClosed(UserId),
    /// Take the buttons off this player's current prompt message (answered or withdrawn).
    Retire(UserId),
    /// The new "Waiting for" line, edited into the game's last post.
    Waiting(String),
}

impl Delivery {
    /// The outbox `kind` column: `public`, `dm`, `ping`, `notice`, `retire` or `waiting`.
    pub fn kind(&self) -> &'static str {
        match self {
            Delivery::Public(_) => "public",
            Delivery::Dm(_) => "dm",
            Delivery::Ping(..) => "ping",
            Delivery::DmClosed(_) => "notice",
            Delivery::Retire(_) => "retire",
            Delivery::Waiting(_) => "waiting",
        }
    }

    fn payload(&self) -> Result<String, TableError> {
        match self {
            Delivery::Public(post) => serde_json::to_string(post),
            Delivery::Dm(msg) => serde_json::to_string(msg),
            Delivery::Ping(users, ping_for) => serde_json::to_string(&PingPayload {
                users: users.clone(),
                ping_for: *ping_for,
            }),
            Delivery::DmClosed(user) | Delivery::Retire(user) => serde_json::to_string(user),
            Delivery::Waiting(line) => serde_json::to_string(line),
        }
        .map_err(corrupt)
    }

    fn parse(kind: &str, payload: &str) -> Result<Delivery, String> {
        let e = |e: serde_json::Error| e.to_string();
        Ok(match kind {
            "public" => Delivery::Public(serde_json::from_str(payload).map_err(e)?),
            "dm" => Delivery::Dm(serde_json::from_str(payload).map_err(e)?),
            "ping" => {
                let ping: PingPayload = serde_json::from_str(payload).map_err(e)?;
                Delivery::Ping(ping.users, ping.ping_for)
            }
            "notice" => Delivery::DmClosed(serde_json::from_str(payload).map_err(e)?),
            "retire" => Delivery::Retire(serde_json::from_str(payload).map_err(e)?),
            "waiting" => Delivery::Waiting(serde_json::from_str(payload).map_err(e)?),
            other => return Err(format!("unknown delivery kind `{other}`")),
        })
    }

    /// The channel (public, ping, notice) or user (dm) it goes to.
    fn recipient(&self, place: Place) -> u64 {
        match self {
            Delivery::Dm(msg) => msg.user,
            Delivery::Retire(user) => *user,
            _ => place.channel,
        }
    }

    /// Goes to a player's DMs (rather than the game's channel).
    pub fn is_direct(&self) -> bool {
        matches!(self, Delivery::Dm(_) | Delivery::Retire(_))
    }
}

/// A ping row's payload: who, and what for.
#[derive(Serialize, Deserialize)]
struct PingPayload {
    users: Vec<UserId>,
    #[serde(default, rename = "for")]
    ping_for: PingFor,
}

/// A delivery still owed.
#[derive(Clone, Debug)]
pub struct Owed {
    /// The row id: unique for ever (the Discord nonce is derived from it).
    pub id: i64,
    pub game_id: GameId,
    /// The game version whose change owes it.
    pub version: i64,
    /// The game's place (its channel) and language.
    pub place: Place,
    pub lang: Lang,
    /// The channel or user id it goes to.
    pub recipient: u64,
    pub delivery: Delivery,
    /// Failed tries so far.
    pub attempts: i64,
    /// Unix ms of the commit that owed it (delivery latency is measured from it).
    pub created_at: i64,
}

/// The deliveries an outbox stands for, in order: the channel's (the ping folded into the post
/// that shows the wait), then each player's.
pub fn deliveries(outbox: &Outbox) -> Vec<Delivery> {
    let (public, ping) = folded_public(outbox);
    let mut out: Vec<Delivery> = public.into_iter().map(Delivery::Public).collect();
    if let Some(line) = &outbox.waiting_edit {
        out.push(Delivery::Waiting(line.clone()));
    }
    if let Some((users, ping_for)) = ping {
        out.push(Delivery::Ping(users, ping_for));
    }
    out.extend(outbox.private.iter().cloned().map(Delivery::Dm));
    out.extend(outbox.retire.iter().map(|&user| Delivery::Retire(user)));
    out
}

/// The outbox's posts with its ping folded into the post that shows the wait (else the last
/// post); the ping is returned apart only when there is no post to carry it.
pub fn folded_public(outbox: &Outbox) -> (Vec<PublicPost>, Option<(Vec<UserId>, PingFor)>) {
    let mut public = outbox.public.clone();
    if outbox.pings.is_empty() {
        return (public, None);
    }
    let carrier = public
        .iter()
        .rposition(|p| p.waiting.is_some())
        .or_else(|| public.len().checked_sub(1));
    match carrier {
        Some(i) => {
            public[i].pings = outbox.pings.clone();
            public[i].ping_for = outbox.ping_for;
            (public, None)
        }
        None => (public, Some((outbox.pings.clone(), outbox.ping_for))),
    }
}

pub(crate) async fn insert_deliveries(
    conn: &mut Conn,
    game: GameId,
    version: i64,
    place: Place,
    list: &[Delivery],
) -> Result<Vec<i64>, TableError> {
    let payloads = list.iter().map(Delivery::payload).collect::<Result<Vec<_>, _>>()?;
    let rows: Vec<NewDelivery> = list
        .iter()
        .zip(&payloads)
        .enumerate()
        .map(|(seq, (d, payload))| NewDelivery {
            seq: seq as i64,
            kind: d.kind(),
            recipient: d.recipient(place),
            payload,
        })
        .collect();
    Ok(store::insert_deliveries(conn, game, version, &rows).await?)
}

impl Table {
    /// This table stores what each change owes as outbox rows, in the change's transaction (the
    /// Discord front end, which then sends them: see [`Table::pending_deliveries`]).
    pub fn with_persisted_deliveries(mut self) -> Self {
        self.persist_deliveries = true;
        self
    }

    pub fn persists_deliveries(&self) -> bool {
        self.persist_deliveries
    }

    /// Stores `outbox`'s posts, private messages and ping as owed by the change that made game
    /// `version`; call inside the change's transaction, before the commit. Does nothing unless
    /// this table persists deliveries.
    pub(crate) async fn persist_outbox(
        &self,
        conn: &mut Conn,
        version: i64,
        outbox: &mut Outbox,
    ) -> Result<(), TableError> {
        let (Some(game), Some(place)) = (outbox.game_id, outbox.place) else {
            return Ok(());
        };
        if !self.persist_deliveries {
            return Ok(());
        }
        outbox.delivery_ids = insert_deliveries(conn, game, version, place, &deliveries(outbox)).await?;
        outbox.persisted = true;
        Ok(())
    }

    /// Every delivery still owed, oldest first. A row that cannot be read is marked failed.
    pub async fn pending_deliveries(&self) -> Result<Vec<Owed>, TableError> {
        let rows = store::pending_deliveries(&mut *self.store.conn().await?).await?;
        let mut owed = Vec::with_capacity(rows.len());
        for row in rows {
            match owed_of(&row) {
                Ok(o) => owed.push(o),
                Err(why) => {
                    tracing::error!(id = row.id, "unreadable outbox row: {why}");
                    self.mark_failed(row.id, &why).await?;
                }
            }
        }
        Ok(owed)
    }

    /// How many of a change's deliveries (`Outbox::delivery_ids` of game `game`) were given up,
    /// private messages left out. Read after a courier pass: whichever pass sent them (this
    /// call's, the background retry's or another process's), the caller learns the channel
    /// missed its move.
    pub async fn failed_posts_among(&self, game: GameId, ids: &[i64]) -> Result<usize, TableError> {
        let failed = store::failed_posts_among(&mut *self.store.conn().await?, game, ids).await?;
        Ok(failed as usize)
    }

    /// Forgets deliveries delivered or failed more than `age` ago; returns how many.
    pub async fn prune_deliveries(&self, age: std::time::Duration) -> Result<u64, TableError> {
        let before = store::now_ms() - age.as_millis() as i64;
        Ok(store::prune_deliveries(&mut *self.store.conn().await?, before).await?)
    }

    /// Discord accepted every message of delivery `id`.
    pub async fn mark_delivered(&self, id: i64) -> Result<(), TableError> {
        store::mark_delivered(&mut *self.store.conn().await?, id).await?;
        Ok(())
    }

    /// Delivery `id` can never be made (unknown channel, missing permission, …): it is not tried
    /// again and blocks nothing.
    pub async fn mark_failed(&self, id: i64, reason: &str) -> Result<(), TableError> {
        store::mark_attempt_failed(&mut *self.store.conn().await?, id, reason, true).await?;
        Ok(())
    }

    /// A try of delivery `id` failed for a passing reason (network, rate limit): it stays owed.
    pub async fn mark_attempt(&self, id: i64, reason: &str) -> Result<(), TableError> {
        store::mark_attempt_failed(&mut *self.store.conn().await?, id, reason, false).await?;
        Ok(())
    }

    /// The private message `owed` can never reach its player (their DMs are closed): marked
    /// failed, and in the same transaction a channel notice is owed that names them, unless
    /// they were told already in this game and no DM reached them since. Their next prompt
    /// brings their whole brief (they never saw this one).
    pub async fn mark_dm_closed(&self, owed: &Owed, reason: &str) -> Result<(), TableError> {
        let Delivery::Dm(msg) = &owed.delivery else {
            return self.mark_failed(owed.id, reason).await;
        };
        let mut tx = self.store.begin().await?;
        store::mark_attempt_failed(&mut tx, owed.id, reason, true).await?;
        store::forget_brief(&mut tx, owed.game_id, msg.user).await?;
        if owed.place.channel != 0 && store::note_dm_closed(&mut tx, owed.game_id, msg.user).await? {
            let notice = [Delivery::DmClosed(msg.user)];
            insert_deliveries(&mut tx, owed.game_id, owed.version, owed.place, &notice).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

/// Living messages: the one prompt message per player and the post holding the wait.
impl Table {
    /// `user`'s prompt message in game `game`: the one with live buttons while they owe a
    /// decision, else the last one they answered.
    pub async fn dm_prompt(&self, game: GameId, user: UserId) -> Result<Option<LivingMessage>, TableError> {
        Ok(store::dm_prompt(&mut *self.store.conn().await?, game, user).await?)
    }

    /// A DM row went out: marked delivered, and in the same transaction its player's prompt
    /// message becomes `living` (`(channel, message)`; none: it stays the one it was, answered
    /// prompts keep being edited). `reached`: a message reached the player, so a later closed DM
    /// is announced again.
    pub async fn mark_dm_delivered(
        &self,
        id: i64,
        game: GameId,
        user: UserId,
        living: Option<(u64, u64)>,
        reached: bool,
    ) -> Result<(), TableError> {
        let mut tx = self.store.begin().await?;
        store::mark_delivered(&mut tx, id).await?;
        if living.is_some() {
            store::set_dm_prompt(&mut tx, game, user, living).await?;
        }
        if reached {
            store::clear_dm_closed(&mut tx, game, user).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// The game's post that holds the "Waiting for" line.
    pub async fn channel_status(&self, game: GameId) -> Result<Option<LivingMessage>, TableError> {
        Ok(store::channel_status(&mut *self.store.conn().await?, game).await?)
    }

    /// A channel row went out: marked delivered and, when it holds the wait, remembered as the
    /// post whose line a later change edits.
    pub async fn mark_post_delivered(
        &self,
        id: i64,
        game: GameId,
        status: Option<&LivingMessage>,
    ) -> Result<(), TableError> {
        let mut tx = self.store.begin().await?;
        store::mark_delivered(&mut tx, id).await?;
        if let Some(status) = status {
            store::set_channel_status(&mut tx, game, status).await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

fn owed_of(row: &OutboxRow) -> Result<Owed, String> {
    Ok(Owed {
        id: row.id,
        game_id: row.game,
        version: row.version,
        place: Place {
            guild: store::from_db(row.guild),
            channel: store::from_db(row.channel),
        },
        lang: Lang::parse(&row.lang).unwrap_or_default(),
        recipient: store::from_db(row.recipient),
        delivery: Delivery::parse(&row.kind, &row.payload)?,
        attempts: row.attempts,
        created_at: row.created_at,
    })
}
