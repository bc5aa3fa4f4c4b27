//! The delivery worker: sends the outbox rows the table stored with each change (see
//! `crate::table::Table::pending_deliveries`), oldest first, and marks each one delivered as
//! soon as Discord accepted it. It runs after every change and once at start-up, so what a
//! killed process owed is sent by the next one.
//!
//! Every message of a row carries a nonce derived from the row id with `enforce_nonce`: a row
//! sent but not yet marked when the process died is sent again, and Discord (within its nonce
//! window, a few minutes) answers with the first message instead of posting a second one.
//!
//! Order: rows go out one at a time in id order, so each channel and each DM gets its messages
//! in the order the changes made them. A row that can never be delivered (closed DMs, unknown
//! channel, missing permission) is marked failed and blocks nothing; a closed DM becomes a
//! channel notice row, so the player is told once. A passing failure (network, rate limit,
//! Discord's 5xx) leaves the row owed and holds back that recipient's later rows until the next
//! pass; after [`MAX_ATTEMPTS`] it is given up.

use std::collections::HashSet;
use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::deliver::{
    Delivered, channel_id, direct_message, dm_failure_notice, edit_direct, ping_notice, retire_prompt, send_direct,
    send_notice, send_public, update_waiting,
};
use crate::monitor::metrics;
use crate::table::{Delivery, GameId, Lease, LivingMessage, Outbox, Owed, PrivateMsg, Table, UserId};

/// Tries of a row before a passing failure is taken as final.
pub const MAX_ATTEMPTS: i64 = 8;
/// How often the background pass retries rows a passing failure held back.
pub const RETRY_EVERY: Duration = Duration::from_secs(20);

/// How long delivered and failed rows are kept (for inspection) before start-up deletes them.
pub const KEEP_DONE: Duration = Duration::from_secs(7 * 24 * 3600);

/// The lease a courier pass holds (see `crate::table::Lease`): one pass at a time across every
/// process on the database, so no row is sent by two of them at once.
pub const LEASE: &str = crate::table::COURIER_LEASE;
/// A pass renews its lease before each row; a process that dies mid-pass holds it this long.
const LEASE_TTL: Duration = Duration::from_secs(15);
/// How long a pass waits for another process's pass to end (that pass may not have read this
/// process's newest rows); after that the background retry sends them.
const LEASE_PATIENCE: Duration = Duration::from_secs(16);

/// One courier per process: its passes never overlap (a mutex), and across processes only the
/// holder of the courier lease runs a pass.
#[derive(Default)]
pub struct Courier {
    pass: tokio::sync::Mutex<()>,
}

/// What became of one row.
enum Sent {
    /// Sent: how many new messages, and what to remember.
    Done(usize, After),
    /// Never deliverable (a 4xx answer): the reason.
    Refused(String),
    /// Try again later.
    Later(String),
}

/// What a delivered row leaves behind, recorded with its "delivered" mark.
enum After {
    Nothing,
    /// The player's prompt message now (none: the one it was stays, its buttons gone or not);
    /// `reached`: a message reached them.
    Prompt {
        user: UserId,
        living: Option<(u64, u64)>,
        reached: bool,
    },
    /// The post now holding the "Waiting for" line.
    Status(Option<LivingMessage>),
}

impl Courier {
    /// Sends every owed row. Returns what happened to the rows of game `focus` (all rows when
    /// `None`), for the caller's "the channel missed it" notice.
    pub async fn deliver_owed(&self, http: &serenity::Http, table: &Table, focus: Option<GameId>) -> Delivered {
        let _pass = self.pass.lock().await;
        let mut done = Delivered::default();
        let Some(mut lease) = table.wait_for_lease(LEASE, LEASE_TTL, LEASE_PATIENCE).await else {
            tracing::warn!("another process kept the courier lease; the next retry delivers");
            return done;
        };
        // A closed DM adds a notice row: a second pass sends it now rather than later.
        for _ in 0..2 {
            if !one_pass(http, table, focus, &mut done, &mut lease).await {
                break;
            }
        }
        lease.release().await;
        done
    }

    /// Sends every owed row after a change stored `outbox`'s rows, and counts as failures the
    /// rows of that change that were given up, whichever pass sent them: the background retry
    /// (or another process) may have taken them before this call got the pass.
    pub async fn deliver_change(&self, http: &serenity::Http, table: &Table, outbox: &Outbox) -> Delivered {
        let mut done = self.deliver_owed(http, table, outbox.game_id).await;
        if let Some(game) = outbox.game_id {
            match table.failed_posts_among(game, &outbox.delivery_ids).await {
                Ok(failed) => done.failures = done.failures.max(failed),
                Err(e) => tracing::warn!(game, "reading what became of a change's rows failed: {e}"),
            }
        }
        done
    }

    /// Start-up: sends what earlier processes owed, then retries held-back rows now and then.
    /// Rows done for a week are forgotten at start-up.
    pub fn spawn(self: std::sync::Arc<Self>, http: std::sync::Arc<serenity::Http>, table: Table) {
        tokio::spawn(async move {
            match table.prune_deliveries(KEEP_DONE).await {
                Ok(0) => {}
                Ok(pruned) => tracing::info!(pruned, "old deliveries forgotten"),
                Err(e) => tracing::warn!("pruning old deliveries failed: {e}"),
            }
            loop {
                self.deliver_owed(&http, &table, None).await;
                tokio::time::sleep(RETRY_EVERY).await;
            }
        });
    }
}

/// Sends the rows owed now; true when a closed DM added a notice row.
async fn one_pass(
    http: &serenity::Http,
    table: &Table,
    focus: Option<GameId>,
    done: &mut Delivered,
    lease: &mut Lease,
) -> bool {
    let mut noticed = false;
    let owed = match table.pending_deliveries().await {
        Ok(owed) => owed,
        Err(e) => {
            tracing::error!("reading the outbox failed: {e}");
            done.failures += 1;
            return false;
        }
    };
    // Recipients a passing failure held back in this pass (their later rows wait).
    let mut held: HashSet<(bool, u64)> = HashSet::new();
    for row in &owed {
        let key = (row.delivery.is_direct(), row.recipient);
        if held.contains(&key) {
            continue;
        }
        if !lease.keep().await {
            // Another process took the courier over: it sends the rest, in order.
            return false;
        }
        let counted = focus.is_none_or(|g| g == row.game_id);
        let sent = send_row(http, table, row).await;
        let marked = match sent {
            Sent::Done(messages, after) => {
                let latency = (crate::store::now_ms() - row.created_at).max(0) as u64;
                metrics::delivered(row.delivery.kind(), Duration::from_millis(latency));
                if counted {
                    match row.delivery {
                        Delivery::Dm(_) => done.direct_messages += messages,
                        _ => done.channel_messages += messages,
                    }
                }
                match after {
                    After::Nothing => table.mark_delivered(row.id).await,
                    After::Prompt { user, living, reached } => {
                        table
                            .mark_dm_delivered(row.id, row.game_id, user, living, reached)
                            .await
                    }
                    After::Status(status) => table.mark_post_delivered(row.id, row.game_id, status.as_ref()).await,
                }
            }
            Sent::Refused(why) => match &row.delivery {
                Delivery::Dm(msg) => {
                    tracing::warn!(
                        user = msg.user,
                        game = row.game_id,
                        id = row.id,
                        "could not DM a player: {why}"
                    );
                    metrics::error("dm-refused");
                    if counted {
                        done.dm_failed.push(msg.user);
                    }
                    noticed = true;
                    table.mark_dm_closed(row, &why).await
                }
                _ => {
                    let channel = row.recipient;
                    tracing::error!(
                        channel,
                        game = row.game_id,
                        id = row.id,
                        "posting to the game channel failed: {why}"
                    );
                    metrics::error("post-refused");
                    if counted {
                        done.failures += 1;
                    }
                    table.mark_failed(row.id, &why).await
                }
            },
            Sent::Later(why) if row.attempts + 1 >= MAX_ATTEMPTS => {
                tracing::error!(id = row.id, game = row.game_id, "delivery given up: {why}");
                metrics::error("delivery-given-up");
                if counted {
                    done.failures += 1;
                }
                table.mark_failed(row.id, &why).await
            }
            Sent::Later(why) => {
                tracing::warn!(id = row.id, game = row.game_id, "delivery failed, will retry: {why}");
                held.insert(key);
                table.mark_attempt(row.id, &why).await
            }
        };
        if let Err(e) = marked {
            // Sent but not marked: the next pass sends it again and the nonce absorbs it.
            tracing::error!(id = row.id, "marking a delivery failed: {e}");
            metrics::error("storage");
        }
    }
    noticed
}

async fn send_row(http: &serenity::Http, table: &Table, row: &Owed) -> Sent {
    let channel = channel_id(row.place.channel);
    let result =
        match (&row.delivery, channel) {
            (Delivery::Dm(msg), _) => send_dm(http, table, row, msg, channel).await,
            (Delivery::Retire(user), _) => {
                // Whatever Discord answers, the message has no live buttons we could still reach.
                // It stays the player's prompt message: a turn that resumes is edited into it.
                if let Ok(Some(living)) = table.dm_prompt(row.game_id, *user).await
                    && let Err(e) = retire_prompt(http, &living).await
                    && !is_final(&e)
                {
                    return Sent::Later(e.to_string());
                }
                Ok((0, After::Nothing))
            }
            (_, None) => return Sent::Refused("the game has no channel".into()),
            (Delivery::Public(post), Some(channel)) => send_public(http, channel, post, row.lang, Some(row.id))
                .await
                .map(|(sent, status)| match status {
                    Some(status) => (sent, After::Status(Some(status))),
                    None => (sent, After::Nothing),
                }),
            (Delivery::Waiting(line), Some(channel)) => match table.channel_status(row.game_id).await {
                Ok(status) => update_waiting(http, channel, status, line, row.lang, row.id)
                    .await
                    .map(|(sent, status)| (sent, After::Status(Some(status)))),
                Err(e) => return Sent::Later(e.to_string()),
            },
            (Delivery::Ping(users, ping_for), Some(channel)) => match ping_notice(row.lang, users, *ping_for) {
                Some(notice) => send_notice(http, channel, &notice, Some(row.id))
                    .await
                    .map(|()| (1, After::Nothing)),
                None => Ok((0, After::Nothing)),
            },
            (Delivery::DmClosed(user), Some(channel)) => {
                let closed = PrivateMsg {
                    user: *user,
                    lang: row.lang,
                    ..Default::default()
                };
                let notice = dm_failure_notice(row.lang, &closed);
                send_notice(http, channel, &notice, Some(row.id))
                    .await
                    .map(|()| (1, After::Nothing))
            }
        };
    match result {
        Ok((messages, after)) => Sent::Done(messages, after),
        Err(e) if is_final(&e) => Sent::Refused(e.to_string()),
        Err(e) => Sent::Later(e.to_string()),
    }
}

/// A private message: a further step of the player's turn is edited into their prompt message
/// (the message keeps being theirs, with or without buttons); anything else is a new message (a
/// notification), and the old prompt loses its buttons. A new message without buttons (news) does
/// not replace the prompt message.
async fn send_dm(
    http: &serenity::Http,
    table: &Table,
    row: &Owed,
    msg: &PrivateMsg,
    channel: Option<serenity::ChannelId>,
) -> Result<(usize, After), serenity::Error> {
    // Written in the reader's language, header and buttons included.
    let message = direct_message(msg, msg.lang, channel);
    let living = table.dm_prompt(row.game_id, msg.user).await.unwrap_or_else(|e| {
        // A new message still goes out; the old prompt's buttons are refused as stale if used.
        tracing::warn!(id = row.id, "reading the player's prompt message failed: {e}");
        None
    });
    if let Some(living) = &living {
        if msg.continues && edit_direct(http, living, &message).await? {
            let after = After::Prompt {
                user: msg.user,
                living: Some((living.channel, living.message)),
                reached: true,
            };
            return Ok((0, after));
        }
        retire_prompt(http, living).await?;
    }
    let (sent, living) = send_direct(http, msg.user, &message, Some(row.id)).await?;
    Ok((
        sent,
        After::Prompt {
            user: msg.user,
            living,
            reached: true,
        },
    ))
}

/// A refusal that will not change by trying again: any 4xx but a rate limit (closed DMs 50007,
/// unknown channel 10003, missing permissions 50013, …), or an id serenity cannot send to.
fn is_final(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response)) => {
            let status = response.status_code.as_u16();
            (400..500).contains(&status) && status != 429
        }
        serenity::Error::Other(_) => true,
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::fake_rest::{DM_CHANNEL_OFFSET, FakeRest};
    use crate::table::{Caller, Place};

    fn player(user: u64) -> Caller {
        Caller {
            user,
            name: format!("P{user}"),
            locale: None,
            is_admin: false,
        }
    }

    #[tokio::test]
    async fn sends_every_row_once_with_its_nonce_and_a_closed_dm_becomes_one_notice() {
        let store = crate::store::Store::memory().await.expect("store");
        let table = Table::new(store, crate::games::Registry::builtin()).with_persisted_deliveries();
        let here = Place { guild: 1, channel: 555 };
        let options = Default::default();
        table
            .create(here, &player(10), "nuclear-war", options, None, Some(7))
            .await
            .expect("create");
        for user in [11, 12] {
            table.join(here, &player(user), None).await.expect("join");
        }
        let started = table.start(here, &player(10)).await.expect("start");
        assert!(started.persisted);
        let owed = table.pending_deliveries().await.expect("pending");
        assert!(
            owed.iter()
                .any(|o| matches!(&o.delivery, Delivery::Dm(m) if m.user == 11))
        );

        let fake = FakeRest::start(vec![11]).await;
        let courier = Courier::default();
        let done = courier.deliver_owed(&fake.http(), &table, None).await;
        assert_eq!(done.dm_failed, vec![11], "{done:?}");
        assert_eq!(done.failures, 0);
        assert!(
            table.pending_deliveries().await.expect("pending").is_empty(),
            "nothing left"
        );

        let posts: Vec<serde_json::Value> = fake
            .recorded()
            .iter()
            .filter(|r| r.method == "POST" && r.path.ends_with("/messages"))
            .map(|r| r.payload())
            .collect();
        for p in &posts {
            assert!(p["nonce"].as_str().is_some_and(|n| n.starts_with("wr")), "{p}");
            assert_eq!(p["enforce_nonce"], true);
        }
        // The rows' order: the opening post first, the closed-DM notice (a new row) last.
        let channel = |r: &&crate::discord::fake_rest::Recorded| r.path == "/api/v10/channels/555/messages";
        let in_channel: Vec<_> = fake.recorded().into_iter().filter(|r| channel(&r)).collect();
        assert_eq!(in_channel[0].payload()["nonce"], format!("wr{}.0", owed[0].id));
        let notices: Vec<_> = in_channel
            .iter()
            .filter(|r| r.payload()["content"].as_str().is_some_and(|c| c.contains("/hand")))
            .collect();
        assert_eq!(notices.len(), 1, "told once");
        assert!(
            std::ptr::eq(notices[0], in_channel.last().expect("posts")),
            "the notice comes last"
        );
        let dm_to_12 = format!("/api/v10/channels/{}/messages", 12 + DM_CHANNEL_OFFSET);
        assert!(
            fake.recorded().iter().any(|r| r.path == dm_to_12),
            "the DM after the closed one went out"
        );

        // A second pass sends nothing: every row is marked.
        let before = fake.recorded().len();
        let again = courier.deliver_owed(&fake.http(), &table, None).await;
        assert_eq!((again.channel_messages, again.direct_messages), (0, 0));
        assert_eq!(fake.recorded().len(), before);
    }

    /// The background retry may send a change's rows before the command that made the change
    /// gets the pass: the command still learns its post was refused.
    #[tokio::test]
    async fn a_change_learns_its_post_failed_when_another_pass_sent_it() {
        let store = crate::store::Store::memory().await.expect("store");
        let table = Table::new(store, crate::games::Registry::builtin()).with_persisted_deliveries();
        let muted = Place { guild: 1, channel: 777 };
        table
            .create(muted, &player(10), "nuclear-war", Default::default(), None, Some(7))
            .await
            .expect("create");
        table.join(muted, &player(11), None).await.expect("join");
        let started = table.start(muted, &player(10)).await.expect("start");
        assert!(started.persisted && !started.delivery_ids.is_empty(), "{started:?}");

        let fake = FakeRest::start(vec![777]).await;
        let courier = Courier::default();
        // The background pass takes every row first; the post to 777 is refused there.
        let background = courier.deliver_owed(&fake.http(), &table, None).await;
        assert_eq!(background.failures, 1, "{background:?}");
        assert!(table.pending_deliveries().await.expect("pending").is_empty());
        // The command's own pass finds nothing to send, and still reports the refused post.
        let before = fake.recorded().len();
        let change = courier.deliver_change(&fake.http(), &table, &started).await;
        assert_eq!(fake.recorded().len(), before, "nothing sent twice");
        assert_eq!(change.failures, 1, "{change:?}");
        // A later change that reached everyone reports nothing.
        let mut quiet = started.clone();
        quiet.delivery_ids = Vec::new();
        assert_eq!(courier.deliver_change(&fake.http(), &table, &quiet).await.failures, 0);
    }

    /// Stores `outbox` as owed by game `game` (at a made-up version) and delivers it.
    async fn owe_and_deliver(table: &Table, fake: &FakeRest, game: i64, mut outbox: crate::table::Outbox) {
        outbox.game_id = Some(game);
        outbox.place = Some(Place { guild: 1, channel: 555 });
        let mut tx = table.store.begin().await.expect("tx");
        table.persist_outbox(&mut tx, 1000, &mut outbox).await.expect("persist");
        tx.commit().await.expect("commit");
        Courier::default().deliver_owed(&fake.http(), table, None).await;
    }

    fn prompt_dm(user: u64, text: &str, continues: bool) -> PrivateMsg {
        PrivateMsg {
            user,
            text: text.into(),
            prompt: Some(crate::discord::layout::tests::prompt_with(2)),
            continues,
            ..Default::default()
        }
    }

    /// A Nuclear War lobby opened by player 10 in channel 555, on a table that stores deliveries.
    async fn nuclear_lobby() -> (Table, Place, i64) {
        let store = crate::store::Store::memory().await.expect("store");
        let table = Table::new(store, crate::games::Registry::builtin()).with_persisted_deliveries();
        let here = Place { guild: 1, channel: 555 };
        table
            .create(here, &player(10), "nuclear-war", Default::default(), None, Some(7))
            .await
            .expect("create");
        let game = table.info(here).await.expect("lobby").id;
        (table, here, game)
    }

    #[tokio::test]
    async fn one_living_prompt_per_player_and_the_wait_is_edited_in_place() {
        let (table, _, game) = nuclear_lobby().await;
        let fake = FakeRest::start(vec![]).await;
        let dm_path = format!("/api/v10/channels/{}/messages", 11 + DM_CHANNEL_OFFSET);
        let requests_since = |from: usize| fake.recorded()[from..].to_vec();

        // A post holding the wait, and a first prompt: a new DM message.
        let post = crate::table::PublicPost {
            text: "Alice plays a card.".into(),
            waiting: Some("Waiting for: Bob.".into()),
            ..Default::default()
        };
        let outbox = crate::table::Outbox {
            public: vec![post],
            private: vec![prompt_dm(11, "first question", false)],
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, outbox).await;
        let first = table.dm_prompt(game, 11).await.expect("read").expect("a living prompt");
        assert_eq!(first.channel, 11 + DM_CHANNEL_OFFSET);
        let status = table
            .channel_status(game)
            .await
            .expect("read")
            .expect("the post holding the wait");
        assert_eq!(status.body, "Alice plays a card.");

        // Bob's own next step: the same message is edited, buttons and all.
        let from = fake.recorded().len();
        let next = crate::table::Outbox {
            private: vec![prompt_dm(11, "second question", true)],
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, next).await;
        let sent = requests_since(from);
        let edit_path = format!("{dm_path}/{}", first.message);
        assert!(sent.iter().all(|r| r.path != dm_path), "no new DM: {sent:?}");
        let edit = sent
            .iter()
            .find(|r| r.method == "PATCH" && r.path == edit_path)
            .expect("an edit");
        assert!(
            edit.payload()["content"]
                .as_str()
                .unwrap_or_default()
                .contains("second question")
        );
        assert!(!edit.payload()["components"].as_array().expect("components").is_empty());
        assert_eq!(table.dm_prompt(game, 11).await.expect("read"), Some(first.clone()));

        // A new decision later: a new message (a notification); the old one loses its buttons.
        let from = fake.recorded().len();
        let later = crate::table::Outbox {
            private: vec![prompt_dm(11, "your turn again", false)],
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, later).await;
        let sent = requests_since(from);
        let retired = sent
            .iter()
            .find(|r| r.method == "PATCH" && r.path == edit_path)
            .expect("retired");
        assert_eq!(retired.payload()["components"], serde_json::json!([]));
        assert!(sent.iter().any(|r| r.method == "POST" && r.path == dm_path), "a new DM");
        let second = table.dm_prompt(game, 11).await.expect("read").expect("living");
        assert_ne!(second.message, first.message);

        // Answered elsewhere (by /play) with nothing more to say: the buttons go.
        let from = fake.recorded().len();
        let answered = crate::table::Outbox {
            retire: vec![11],
            waiting_edit: Some("Waiting for: Cyd.".into()),
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, answered).await;
        let sent = requests_since(from);
        let retired = sent
            .iter()
            .find(|r| r.method == "PATCH" && r.path == format!("{dm_path}/{}", second.message))
            .expect("retired");
        assert_eq!(retired.payload()["components"], serde_json::json!([]));
        assert_eq!(
            table.dm_prompt(game, 11).await.expect("read"),
            Some(second.clone()),
            "the answered prompt stays the player's prompt message"
        );
        // The wait moved without news: the post's line is edited, nothing is posted.
        let status_edit = sent
            .iter()
            .find(|r| r.method == "PATCH" && r.path == format!("/api/v10/channels/555/messages/{}", status.message))
            .expect("the wait edited");
        assert_eq!(
            status_edit.payload()["content"],
            "Alice plays a card.\nWaiting for: Cyd."
        );
        assert!(!sent.iter().any(|r| r.method == "POST"), "{sent:?}");
        assert!(table.pending_deliveries().await.expect("pending").is_empty());

        // News without a prompt (an ally's message) is a new message, and leaves the prompt
        // message as it was.
        let from = fake.recorded().len();
        let news = crate::table::Outbox {
            private: vec![PrivateMsg {
                user: 11,
                text: "a word from your ally".into(),
                ..Default::default()
            }],
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, news).await;
        assert!(
            requests_since(from)
                .iter()
                .any(|r| r.method == "POST" && r.path == dm_path)
        );
        assert_eq!(table.dm_prompt(game, 11).await.expect("read"), Some(second.clone()));
        // The turn resumes (after other seats' response windows): the answered prompt message is
        // edited back to life, buttons and all, and no new message goes out.
        let from = fake.recorded().len();
        let resumed = crate::table::Outbox {
            private: vec![prompt_dm(11, "your turn goes on", true)],
            ..Default::default()
        };
        owe_and_deliver(&table, &fake, game, resumed).await;
        let sent = requests_since(from);
        assert!(!sent.iter().any(|r| r.method == "POST"), "{sent:?}");
        let edit = sent
            .iter()
            .find(|r| r.method == "PATCH" && r.path == format!("{dm_path}/{}", second.message))
            .expect("edited in place");
        assert!(!edit.payload()["components"].as_array().expect("components").is_empty());
    }

    #[tokio::test]
    async fn closed_dms_are_announced_once_per_game_until_a_dm_gets_through() {
        let (table, _, game) = nuclear_lobby().await;
        let closed = FakeRest::start(vec![11]).await;
        let notices = |fake: &FakeRest| {
            fake.recorded()
                .iter()
                .filter(|r| r.path == "/api/v10/channels/555/messages" && r.text().contains("/hand"))
                .count()
        };
        for round in 0..3 {
            let outbox = crate::table::Outbox {
                private: vec![prompt_dm(11, &format!("question {round}"), false)],
                ..Default::default()
            };
            owe_and_deliver(&table, &closed, game, outbox).await;
        }
        assert_eq!(notices(&closed), 1, "told once, though three DMs failed");
        // A DM gets through (the player opened their DMs), then they close again: told again.
        let open = FakeRest::start(vec![]).await;
        let outbox = crate::table::Outbox {
            private: vec![prompt_dm(11, "open now", false)],
            ..Default::default()
        };
        owe_and_deliver(&table, &open, game, outbox).await;
        let outbox = crate::table::Outbox {
            private: vec![prompt_dm(11, "closed again", false)],
            ..Default::default()
        };
        owe_and_deliver(&table, &closed, game, outbox).await;
        assert_eq!(notices(&closed), 2, "told again after a DM got through");
    }
}
