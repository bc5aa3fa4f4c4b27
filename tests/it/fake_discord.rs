//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST routes the bot uses and a gateway
//! websocket at `/gw`, so the real serenity client can be pointed at it (`Config::api_base`, or
//! `DISCORD_API_BASE` for the `warroom bot` binary: the binary learns the gateway URL from
//! `GET /gateway/bot`, which answers with this fake's `/gw`).
//!
//! Every REST request is recorded (method, path, JSON payload, attached file names, time); the
//! test injects gateway events (slash commands, autocomplete, button presses) with
//! [`FakeDiscord::send`], [`FakeDiscord::press`] and [`FakeDiscord::dispatch`].
//! Shapes follow `/work/shared/design/STACK.md` §5 (serenity 0.12.5 requires
//! `attachment_size_limit` and `entitlements` on interactions; callbacks must answer 204).
//!
//! Like Discord, the fake refuses a second callback for one interaction (400, code 40060) and a
//! callback more than 3 seconds after the interaction was sent (404, code 10062). [`Faults`] make
//! chosen channels or users fail the way Discord does (403 with code 50013 or 50007). The gateway
//! ([`crate::fake_gateway`]) holds one connection per shard and routes each event to its guild's
//! shard; it accepts a new connection after a bot process died, so a restarted bot simply
//! identifies again.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::ws::WebSocketUpgrade;
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};

use crate::fake_gateway::{self, Gateways};

/// The bot's user id and application id.
pub const BOT_ID: u64 = 1000;
/// The id of the first registered command (the others follow in registration order).
pub const COMMAND_ID_BASE: u64 = 77_000;
/// DM channel ids are the user id plus this, so a test knows each player's DM channel.
pub const DM_CHANNEL_OFFSET: u64 = 1_000_000;
pub const GUILD_ID: u64 = 2000;
/// The default channel of injected slash commands.
pub const CHANNEL_ID: u64 = 3000;
/// Discord's limit for the first answer (callback) to an interaction.
pub const ANSWER_LIMIT: Duration = Duration::from_secs(3);
/// The Manage Server permission bit (`MANAGE_GUILD`).
pub const MANAGE_GUILD: u64 = 0x20;

/// One REST request as the bot sent it.
#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    /// Without the `/api/v10` prefix, e.g. `/channels/3000/messages`.
    pub path: String,
    /// The JSON body, or the `payload_json` part of a multipart body (`Null` if none).
    pub payload: Value,
    /// File names of multipart attachments, e.g. `["board.png"]`.
    pub files: Vec<String>,
    /// Those attachments whose bytes really are a PNG image (PNG signature).
    pub png_files: Vec<String>,
    /// Every attachment's file name and bytes.
    pub file_bytes: Vec<(String, Vec<u8>)>,
    /// When it arrived, measured from the fake's start.
    pub at: Duration,
    /// The id of the message the fake created for it, if it created one.
    pub message_id: Option<u64>,
    /// The HTTP status the fake answered with (404 for a route it does not know).
    pub status: u16,
    /// The channel the message was posted in (webhook messages: the interaction's channel).
    pub channel: Option<u64>,
    /// Sequence number of the request (its index in [`FakeDiscord::recorded`]).
    pub index: usize,
}

impl Recorded {
    fn data(&self) -> &Value {
        if self.path.ends_with("/callback") {
            &self.payload["data"]
        } else {
            &self.payload
        }
    }

    /// The message text this request posted or edited (empty if none).
    pub fn content(&self) -> &str {
        self.data()["content"].as_str().unwrap_or("")
    }

    /// Every custom id of the components in this request.
    pub fn custom_ids(&self) -> Vec<String> {
        let mut ids = Vec::new();
        for row in self.data()["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = component["custom_id"].as_str() {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }

    /// The component `custom_id` in this message.
    fn component(&self, custom_id: &str) -> Option<&Value> {
        self.data()["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().into_iter().flatten())
            .find(|c| c["custom_id"].as_str() == Some(custom_id))
    }

    /// The option values of the select menu `custom_id` in this message.
    pub fn menu_values(&self, custom_id: &str) -> Vec<String> {
        self.component(custom_id)
            .and_then(|c| c["options"].as_array())
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str().map(str::to_string))
            .collect()
    }

    /// The most values one press of the select menu `custom_id` may choose.
    pub fn menu_max(&self, custom_id: &str) -> usize {
        self.component(custom_id)
            .and_then(|c| c["max_values"].as_u64())
            .unwrap_or(1) as usize
    }

    /// Every text a player can read in this message: the content, button labels, select menu
    /// placeholders, option labels and descriptions, and autocomplete choice names and values.
    pub fn visible_text(&self) -> String {
        let data = self.data();
        let mut out = vec![self.content().to_string()];
        for row in data["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                for key in ["label", "placeholder"] {
                    if let Some(text) = component[key].as_str() {
                        out.push(text.to_string());
                    }
                }
                for option in component["options"].as_array().into_iter().flatten() {
                    for key in ["label", "description"] {
                        if let Some(text) = option[key].as_str() {
                            out.push(text.to_string());
                        }
                    }
                }
            }
        }
        for choice in data["choices"].as_array().into_iter().flatten() {
            for key in ["name", "value"] {
                if let Some(text) = choice[key].as_str() {
                    out.push(text.to_string());
                }
            }
        }
        out.join("\n")
    }

    /// The message nonce the bot sent (`nonce`, a string or a number).
    pub fn nonce(&self) -> Option<String> {
        match &self.payload["nonce"] {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        }
    }

    /// A message posted with `POST /channels/{id}/messages`.
    pub fn is_post(&self) -> bool {
        self.method == "POST" && message_channel(&self.path).is_some()
    }

    /// An edit of a posted message: `PATCH /channels/{id}/messages/{message}`.
    pub fn is_edit(&self) -> bool {
        self.method == "PATCH" && edited_message(&self.path).is_some()
    }

    /// A post or an edit: the message's newest state (content and components).
    pub fn is_post_or_edit(&self) -> bool {
        self.is_post() || self.is_edit()
    }

    /// A message the fake accepted (2xx).
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }

    /// The recipient when this is a message posted in a DM channel.
    pub fn dm_recipient(&self) -> Option<u64> {
        let channel = match self.method.as_str() {
            "POST" => message_channel(&self.path)?,
            "PATCH" => edited_message(&self.path)?.0,
            _ => return None,
        };
        (channel > DM_CHANNEL_OFFSET).then(|| channel - DM_CHANNEL_OFFSET)
    }

    /// The user ids this message may ping (`allowed_mentions.users`).
    pub fn allowed_user_mentions(&self) -> Vec<u64> {
        self.data()["allowed_mentions"]["users"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u.as_str().and_then(|s| s.parse().ok()).or_else(|| u.as_u64()))
            .collect()
    }

    /// The `value`s of autocomplete choices in an autocomplete callback (type 8).
    pub fn choice_values(&self) -> Vec<String> {
        self.payload["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["value"].as_str().map(str::to_string))
            .collect()
    }

    /// The `name`s of autocomplete choices in an autocomplete callback (type 8).
    pub fn choice_names(&self) -> Vec<String> {
        self.payload["data"]["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["name"].as_str().map(str::to_string))
            .collect()
    }
}

/// Ways chosen channels and users fail, as Discord answers them.
#[derive(Clone, Debug, Default)]
pub struct Faults {
    /// Posting in these channels fails: 403, code 50013 (Missing Permissions).
    pub forbidden_channels: HashSet<u64>,
    /// Opening a DM channel with these users fails: 403, code 50007.
    pub dm_open_refused: HashSet<u64>,
    /// Sending a DM to these users fails: 403, code 50007 (Cannot send messages to this user).
    pub dm_send_refused: HashSet<u64>,
}

/// What the fake remembers of an injected interaction.
#[derive(Clone, Debug)]
struct Injected {
    user: u64,
    sent: Duration,
    channel: u64,
    acknowledged: bool,
    /// Sent to a bot process that was killed before it answered: nobody could answer it.
    excused: bool,
    /// The message whose component was pressed (editing the original response edits it).
    message: Option<u64>,
}

struct Shared {
    started: Instant,
    port: u16,
    requests: Mutex<Vec<Recorded>>,
    /// The gateway connections, one per shard.
    gateways: Arc<Gateways>,
    next_id: AtomicU64,
    faults: Mutex<Faults>,
    /// By interaction token.
    interactions: Mutex<HashMap<String, Injected>>,
    /// Client locale per user (Discord sends the user's client language with each interaction).
    locales: Mutex<HashMap<u64, String>>,
    /// Interaction tokens whose webhook messages are held back (`true` once they are dropped).
    held: Mutex<HashMap<String, bool>>,
    /// Messages created with a nonce and `enforce_nonce`, by (channel, nonce): Discord answers a
    /// second such message with the first one and creates nothing.
    nonces: Mutex<HashMap<(u64, String), u64>>,
    /// Messages answered that way (not recorded).
    deduplicated: AtomicU64,
    /// Their nonces, in arrival order.
    deduplicated_nonces: Mutex<Vec<String>>,
}

impl Shared {
    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

pub struct FakeDiscord {
    /// For `Config::api_base` / `DISCORD_API_BASE`.
    pub base: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

/// A slash command (or an autocomplete request for one) to inject.
#[derive(Clone, Debug)]
pub struct Slash {
    pub user: u64,
    pub command: String,
    /// Name and value; a JSON string is sent as a string option (type 3), an integer as type 4,
    /// a boolean as type 5.
    pub options: Vec<(String, Value)>,
    /// `None`: a DM with the bot (no guild, no member).
    pub channel: Option<u64>,
    /// The guild of `channel` (its events go to that guild's shard).
    pub guild: u64,
    /// Resolved member permissions in the channel (`MANAGE_GUILD` = Manage Server).
    pub permissions: u64,
    /// Set for an autocomplete request: the option being typed.
    pub focused: Option<String>,
    /// User options (type 6): name and user id, sent with the user in `resolved`.
    pub users: Vec<(String, u64)>,
}

impl Slash {
    pub fn new(user: u64, command: &str) -> Slash {
        Slash {
            user,
            command: command.to_string(),
            options: Vec::new(),
            channel: Some(CHANNEL_ID),
            guild: GUILD_ID,
            permissions: 0,
            focused: None,
            users: Vec::new(),
        }
    }

    /// A user option (`/replace player:@someone`).
    pub fn user_opt(mut self, name: &str, user: u64) -> Slash {
        self.users.push((name.to_string(), user));
        self
    }

    pub fn opt(mut self, name: &str, value: impl Into<Value>) -> Slash {
        self.options.push((name.to_string(), value.into()));
        self
    }

    pub fn in_channel(mut self, channel: u64) -> Slash {
        self.channel = Some(channel);
        self
    }

    /// Sent in a channel of `guild` (default [`GUILD_ID`]).
    pub fn in_guild(mut self, guild: u64) -> Slash {
        self.guild = guild;
        self
    }

    /// Sent from the user's DM with the bot.
    pub fn in_dm(mut self) -> Slash {
        self.channel = None;
        self
    }

    pub fn permissions(mut self, permissions: u64) -> Slash {
        self.permissions = permissions;
        self
    }

    /// An autocomplete request while `option` holds `partial`.
    pub fn typing(mut self, option: &str, partial: &str) -> Slash {
        self.options.retain(|(name, _)| name != option);
        self.options.push((option.to_string(), Value::from(partial)));
        self.focused = Some(option.to_string());
        self
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        FakeDiscord::start_with(Faults::default()).await
    }

    pub async fn start_with(faults: Faults) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a local port");
        let addr: SocketAddr = listener.local_addr().expect("local address");
        let shared = Arc::new(Shared {
            started: Instant::now(),
            port: addr.port(),
            requests: Mutex::new(Vec::new()),
            gateways: Arc::new(Gateways::new(addr.port())),
            next_id: AtomicU64::new(900_000),
            faults: Mutex::new(faults),
            interactions: Mutex::new(HashMap::new()),
            locales: Mutex::new(HashMap::new()),
            held: Mutex::new(HashMap::new()),
            nonces: Mutex::new(HashMap::new()),
            deduplicated: AtomicU64::new(0),
            deduplicated_nonces: Mutex::new(Vec::new()),
        });
        let app = Router::new()
            .route("/gw", get(gateway))
            .fallback(rest)
            .with_state(shared.clone());
        let server = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake Discord stopped: {e}");
            }
        });
        FakeDiscord {
            base: format!("http://{addr}"),
            shared,
            server,
        }
    }

    /// The client language `user`'s interactions carry (default `en-US`).
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared
            .locales
            .lock()
            .expect("lock")
            .insert(user, locale.to_string());
    }

    fn locale_of(&self, user: u64) -> String {
        self.shared
            .locales
            .lock()
            .expect("lock")
            .get(&user)
            .cloned()
            .unwrap_or_else(|| "en-US".to_string())
    }

    /// Every REST request so far, in arrival order.
    pub fn recorded(&self) -> Vec<Recorded> {
        self.shared.requests.lock().expect("lock").clone()
    }

    /// The requests from index `from` on.
    pub fn recorded_since(&self, from: usize) -> Vec<Recorded> {
        let requests = self.shared.requests.lock().expect("lock");
        requests.get(from..).map(<[Recorded]>::to_vec).unwrap_or_default()
    }

    /// How many requests were recorded so far.
    pub fn count(&self) -> usize {
        self.shared.requests.lock().expect("lock").len()
    }

    /// One line per recorded request, for failure messages.
    pub fn summary(&self) -> String {
        summarize(&self.recorded())
    }

    /// The last `n` requests, one per line.
    pub fn tail(&self, n: usize) -> String {
        let all = self.recorded();
        summarize(&all[all.len().saturating_sub(n)..])
    }

    /// Time since the fake started.
    pub fn now(&self) -> Duration {
        self.shared.started.elapsed()
    }

    /// Gateway connections that identified so far, over all shards (one per shard a bot runs,
    /// per start).
    /// Identifies for a shard another live connection already held (two processes running one
    /// shard: a sharding bug).
    pub fn doubled_shards(&self) -> u64 {
        self.shared.gateways.doubled()
    }

    pub fn identified(&self) -> u64 {
        self.shared.gateways.identified()
    }

    /// True while any shard is connected and identified.
    pub fn connected(&self) -> bool {
        self.shared.gateways.connected()
    }

    /// True while `shard` is connected and identified.
    pub fn shard_connected(&self, shard: u32) -> bool {
        self.shared.gateways.shard_connected(shard)
    }

    /// Events sent on `shard` so far (every connection it had).
    pub fn dispatched(&self, shard: u32) -> u64 {
        self.shared.gateways.dispatched(shard)
    }

    /// A guild the bot is in (READY lists it on its shard); [`GUILD_ID`] always is.
    pub fn add_guild(&self, guild: u64) {
        self.shared.gateways.add_guild(guild);
    }

    /// Waits until the bot has identified on the gateway.
    pub async fn wait_identified(&self, timeout: Duration) -> bool {
        self.wait_identified_count(1, timeout).await
    }

    /// Waits until `count` gateway connections (over all shards) have identified and one is open.
    pub async fn wait_identified_count(&self, count: u64, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if self.identified() >= count && self.connected() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        false
    }

    /// Waits until a recorded request matches; returns the first match.
    pub async fn wait_for(&self, timeout: Duration, matches: impl Fn(&Recorded) -> bool) -> Option<Recorded> {
        self.wait_for_since(0, timeout, matches).await
    }

    /// Waits until a request recorded at index `from` or later matches; returns the first match.
    pub async fn wait_for_since(
        &self,
        from: usize,
        timeout: Duration,
        matches: impl Fn(&Recorded) -> bool,
    ) -> Option<Recorded> {
        let deadline = Instant::now() + timeout;
        let mut seen = from;
        loop {
            let fresh = self.recorded_since(seen);
            if let Some(found) = fresh.iter().find(|r| matches(r)) {
                return Some(found.clone());
            }
            seen += fresh.len();
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    /// Waits until no request has arrived for `quiet` (at most `timeout`).
    pub async fn settle(&self, quiet: Duration, timeout: Duration) {
        let deadline = Instant::now() + timeout;
        let mut count = self.count();
        let mut since = Instant::now();
        while Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(5)).await;
            let now = self.count();
            if now != count {
                count = now;
                since = Instant::now();
            } else if since.elapsed() >= quiet {
                return;
            }
        }
    }

    /// Sends a dispatch event (op 0) to the shard Discord would send it to (its guild's shard,
    /// shard 0 without a guild); panics if that shard is not connected.
    pub fn dispatch(&self, event: &str, data: Value) {
        self.shared.gateways.dispatch(event, data);
    }

    /// Registers an interaction and sends it to the bot: on `shard` if given, else where its
    /// guild routes it.
    fn inject(&self, id: u64, token: &str, user: u64, channel: u64, data: Value, shard: Option<u32>) -> Interaction {
        let sent = self.now();
        self.shared.interactions.lock().expect("lock").insert(
            token.to_string(),
            Injected {
                user,
                sent,
                channel,
                acknowledged: false,
                excused: false,
                message: data["message"]["id"].as_str().and_then(|id| id.parse().ok()),
            },
        );
        // Counted before the bot can see it: a fast bot answers before `dispatch` returns.
        let first_request = self.count();
        match shard {
            Some(shard) => self.shared.gateways.dispatch_to(shard, "INTERACTION_CREATE", data),
            None => self.dispatch("INTERACTION_CREATE", data),
        }
        Interaction {
            id,
            token: token.to_string(),
            sent,
            first_request,
        }
    }

    /// Injects a slash command by `user` in the test guild's channel; returns the interaction's
    /// callback path (`/interactions/{id}/{token}/callback`).
    pub fn slash(&self, user: u64, command: &str, options: &[(&str, &str)]) -> Interaction {
        let mut slash = Slash::new(user, command);
        for (name, value) in options {
            slash = slash.opt(name, *value);
        }
        self.send(&slash)
    }

    /// Injects a slash command or, when `slash.focused` is set, an autocomplete request
    /// (interaction type 4).
    pub fn send(&self, slash: &Slash) -> Interaction {
        let id = self.shared.next_id();
        let token = format!("tok{id}");
        let mut options: Vec<Value> = slash
            .options
            .iter()
            .map(|(name, value)| {
                let kind = match value {
                    Value::Bool(_) => 5,
                    Value::Number(_) => 4,
                    _ => 3,
                };
                let mut option = json!({"name": name, "type": kind, "value": value});
                if slash.focused.as_deref() == Some(name.as_str()) {
                    option["focused"] = json!(true);
                }
                option
            })
            .collect();
        let mut resolved = serde_json::Map::new();
        for (name, user) in &slash.users {
            options.push(json!({"name": name, "type": 6, "value": user.to_string()}));
            resolved.insert(user.to_string(), user_json(*user));
        }
        let kind = if slash.focused.is_some() { 4 } else { 2 };
        let locale = self.locale_of(slash.user);
        let mut data = json!({
            "id": id.to_string(), "application_id": BOT_ID.to_string(), "type": kind, "token": token,
            "version": 1,
            "data": {"id": "7", "name": slash.command, "type": 1, "options": options,
                     "resolved": {"users": resolved}},
            "app_permissions": "0", "locale": locale, "entitlements": [],
            "authorizing_integration_owners": {}, "attachment_size_limit": 10_485_760
        });
        let channel = match slash.channel {
            Some(channel) => {
                self.shared.gateways.remember_channel(channel, slash.guild);
                data["guild_id"] = json!(slash.guild.to_string());
                data["guild_locale"] = json!("en-US");
                data["context"] = json!(0);
                data["member"] = json!({
                    "user": user_json(slash.user), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                    "deaf": false, "mute": false, "flags": 0, "permissions": slash.permissions.to_string()
                });
                channel
            }
            None => {
                data["user"] = user_json(slash.user);
                data["context"] = json!(1);
                slash.user + DM_CHANNEL_OFFSET
            }
        };
        data["channel_id"] = json!(channel.to_string());
        self.inject(id, &token, slash.user, channel, data, None)
    }

    /// Injects a button press by `user` on `message` (a recorded message the bot sent). In a DM
    /// channel it arrives the way Discord sends it (no guild, no member); on an ephemeral reply in
    /// a guild channel it carries the guild and the member.
    pub fn press(&self, user: u64, message: &Recorded, custom_id: &str) -> Interaction {
        self.component(
            user,
            message,
            json!({"custom_id": custom_id, "component_type": 2}),
            None,
        )
    }

    /// [`FakeDiscord::press`] delivered on `shard` whatever the message's guild (so one press can
    /// reach two bot processes, as a test of their agreement).
    pub fn press_on_shard(&self, shard: u32, user: u64, message: &Recorded, custom_id: &str) -> Interaction {
        let press = json!({"custom_id": custom_id, "component_type": 2});
        self.component(user, message, press, Some(shard))
    }

    /// Injects a select menu choice (`value`) on `message`.
    pub fn select(&self, user: u64, message: &Recorded, custom_id: &str, value: &str) -> Interaction {
        self.component(
            user,
            message,
            json!({"custom_id": custom_id, "component_type": 3, "values": [value]}),
            None,
        )
    }

    /// Injects a select menu choice of several `values` at once (a menu with max values > 1).
    pub fn select_many(&self, user: u64, message: &Recorded, custom_id: &str, values: &[&str]) -> Interaction {
        self.component(
            user,
            message,
            json!({"custom_id": custom_id, "component_type": 3, "values": values}),
            None,
        )
    }

    fn component(&self, user: u64, message: &Recorded, component: Value, shard: Option<u32>) -> Interaction {
        let id = self.shared.next_id();
        let token = format!("tok{id}");
        let channel = message.channel.unwrap_or_default();
        let mut message_json = message_json(message.message_id.unwrap_or_default(), channel, message.content());
        message_json["components"] = message.data()["components"].clone();
        let locale = self.locale_of(user);
        let mut data = json!({
            "id": id.to_string(), "application_id": BOT_ID.to_string(), "type": 3, "token": token,
            "version": 1,
            "data": component,
            "channel_id": channel.to_string(),
            "message": message_json,
            "app_permissions": "0", "locale": locale, "entitlements": [],
            "authorizing_integration_owners": {}, "attachment_size_limit": 10_485_760
        });
        if channel > DM_CHANNEL_OFFSET {
            data["user"] = user_json(user);
            data["context"] = json!(1);
        } else {
            let guild = self.shared.gateways.guild_of_channel(channel).unwrap_or(GUILD_ID);
            data["guild_id"] = json!(guild.to_string());
            data["context"] = json!(0);
            data["member"] = json!({
                "user": user_json(user), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": false, "mute": false, "flags": 0, "permissions": "0"
            });
        }
        self.inject(id, &token, user, channel, data, shard)
    }

    /// Who sent each interaction, by token.
    pub fn interaction_users(&self) -> HashMap<String, u64> {
        let interactions = self.shared.interactions.lock().expect("lock");
        interactions.iter().map(|(token, i)| (token.clone(), i.user)).collect()
    }

    /// The tokens of the injected button and menu presses (interactions on a message).
    pub fn press_tokens(&self) -> HashSet<String> {
        let interactions = self.shared.interactions.lock().expect("lock");
        interactions
            .iter()
            .filter(|(_, i)| i.message.is_some())
            .map(|(token, _)| token.clone())
            .collect()
    }

    /// The newest state of each message the bot sent (posts, their edits, and pressed messages
    /// edited through the press), by message id.
    pub fn message_states(&self) -> BTreeMap<u64, Recorded> {
        let mut states = BTreeMap::new();
        for r in self.recorded() {
            let message_edit = r.is_post_or_edit() || r.method == "PATCH" && r.path.starts_with("/webhooks/");
            if let (true, true, Some(id)) = (message_edit, r.ok(), r.message_id) {
                states.insert(id, r);
            }
        }
        states
    }

    /// The DM messages to `user` whose newest state still has buttons or menus of game `game`.
    pub fn live_prompts(&self, user: u64, game: i64) -> Vec<Recorded> {
        self.message_states()
            .into_values()
            .filter(|r| r.channel == Some(user + DM_CHANNEL_OFFSET))
            .filter(|r| {
                r.custom_ids()
                    .iter()
                    .any(|id| warroom::discord::ids::ComponentId::parse(id).is_some_and(|c| c.game_id == game))
            })
            .collect()
    }

    /// The text of the posts in `channel` recorded at index `from` or later.
    pub fn channel_posts_since(&self, channel: u64, from: usize) -> Vec<String> {
        self.recorded_since(from)
            .into_iter()
            .filter(|r| r.is_post() && r.channel == Some(channel))
            .map(|r| r.content().to_string())
            .collect()
    }

    /// The callback of `interaction`, waiting up to Discord's 3-second limit (plus a little for a
    /// loaded machine to record it). `None` if the bot never answered.
    pub async fn callback_of(&self, interaction: &Interaction) -> Option<Recorded> {
        let path = interaction.callback_path();
        self.wait_for(ANSWER_LIMIT + Duration::from_millis(500), |r| r.path == path)
            .await
    }

    /// Every injected interaction that got no successful callback within 3 seconds, with what
    /// happened instead (for the "answers every interaction in time" checks).
    pub fn late_or_unanswered(&self) -> Vec<String> {
        let interactions = self.shared.interactions.lock().expect("lock").clone();
        let requests = self.recorded();
        let mut problems = Vec::new();
        for (token, injected) in interactions {
            if injected.excused {
                continue;
            }
            let callbacks: Vec<&Recorded> = requests
                .iter()
                .filter(|r| r.path.ends_with("/callback") && r.path.contains(&format!("/{token}/")))
                .collect();
            match callbacks.iter().find(|r| r.ok()) {
                Some(ok) if ok.at.saturating_sub(injected.sent) < ANSWER_LIMIT => {}
                Some(ok) => problems.push(format!("{token}: callback after {:?}", ok.at - injected.sent)),
                None => problems.push(format!("{token}: no accepted callback ({} refused)", callbacks.len())),
            }
        }
        problems.sort();
        problems
    }

    /// Holds back the bot's answers (webhook messages) to `interaction`: the requests wait
    /// unanswered and unrecorded, as if the bot had not sent them yet. For killing the bot
    /// between its commit and its answer.
    pub fn hold_answers(&self, interaction: &Interaction) {
        self.shared
            .held
            .lock()
            .expect("lock")
            .insert(interaction.token.clone(), false);
    }

    /// Messages sent again with the nonce of one already created (answered with the first
    /// message, as Discord does, and not recorded).
    pub fn deduplicated(&self) -> u64 {
        self.shared.deduplicated.load(Ordering::Relaxed)
    }

    /// The nonces of the messages counted by [`FakeDiscord::deduplicated`].
    pub fn deduplicated_nonces(&self) -> Vec<String> {
        self.shared.deduplicated_nonces.lock().expect("lock").clone()
    }

    /// Drops every held answer unrecorded (the bot that sent them was killed).
    pub fn drop_held(&self) {
        for dropped in self.shared.held.lock().expect("lock").values_mut() {
            *dropped = true;
        }
    }

    /// Excuses every interaction not answered yet (a killed bot process could not answer them)
    /// from [`FakeDiscord::late_or_unanswered`].
    pub fn excuse_unanswered(&self) {
        for injected in self.shared.interactions.lock().expect("lock").values_mut() {
            if !injected.acknowledged {
                injected.excused = true;
            }
        }
    }
}

fn summarize(requests: &[Recorded]) -> String {
    requests
        .iter()
        .map(|r| {
            let content: String = r.content().chars().take(120).collect();
            format!(
                "{:>4} {:>9.3?} {} {} -> {} files={:?} ids={:?} {content:?}\n",
                r.index,
                r.at,
                r.method,
                r.path,
                r.status,
                r.files,
                r.custom_ids()
            )
        })
        .collect()
}

/// An injected interaction, to find the bot's answers to it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
    /// When it was sent, on the fake's clock.
    pub sent: Duration,
    /// How many requests were recorded when it was sent (its answers come later).
    pub first_request: usize,
}

impl Interaction {
    pub fn callback_path(&self) -> String {
        format!("/interactions/{}/{}/callback", self.id, self.token)
    }

    /// True for the callback and every webhook follow-up or edit of this interaction.
    pub fn answered_by(&self, request: &Recorded) -> bool {
        request.path == self.callback_path() || self.is_webhook(request)
    }

    /// True for a webhook follow-up or edit of this interaction.
    pub fn is_webhook(&self, request: &Recorded) -> bool {
        request.path == format!("/webhooks/{BOT_ID}/{}", self.token)
            || request.path.starts_with(&format!("/webhooks/{BOT_ID}/{}/", self.token))
    }
}

fn user_json(id: u64) -> Value {
    json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0",
           "global_name": format!("Player {id}"), "avatar": null})
}

fn message_json(id: u64, channel: u64, content: &str) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": user_json(BOT_ID),
        "content": content, "timestamp": "2026-11-21T00:00:00+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0, "components": []
    })
}

/// `/channels/{id}/messages` → the channel id.
fn message_channel(path: &str) -> Option<u64> {
    path.strip_prefix("/channels/")?.strip_suffix("/messages")?.parse().ok()
}

/// `(channel, message)` of `/channels/{channel}/messages/{message}`.
fn edited_message(path: &str) -> Option<(u64, u64)> {
    let (channel, message) = path.strip_prefix("/channels/")?.split_once("/messages/")?;
    Some((channel.parse().ok()?, message.parse().ok()?))
}

/// The parts of a multipart body: the `payload_json` part, attachment file names, those that are
/// PNG images, and every attachment's name and bytes.
type Parts = (Value, Vec<String>, Vec<String>, Vec<(String, Vec<u8>)>);

/// The `payload_json` part and attachments of a multipart body.
fn multipart(content_type: &str, body: &[u8]) -> Parts {
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (Value::Null, Vec::new(), Vec::new(), Vec::new());
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let (mut payload, mut files, mut png_files, mut file_bytes) = (Value::Null, Vec::new(), Vec::new(), Vec::new());
    for part in split_bytes(body, delimiter.as_bytes()) {
        let Some(head_end) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..head_end]);
        let content = part[head_end + 4..]
            .strip_suffix(b"\r\n")
            .unwrap_or(&part[head_end + 4..]);
        if let Some(name) = header_param(&head, "filename") {
            if content.starts_with(b"\x89PNG\r\n\x1a\n") {
                png_files.push(name.clone());
            }
            file_bytes.push((name.clone(), content.to_vec()));
            files.push(name);
        } else if header_param(&head, "name").as_deref() == Some("payload_json") {
            payload = serde_json::from_slice(content).unwrap_or(Value::Null);
        }
    }
    (payload, files, png_files, file_bytes)
}

fn header_param(head: &str, param: &str) -> Option<String> {
    let needle = format!("{param}=\"");
    // `name="` also occurs inside `filename="`: require a separator before it.
    let start = head
        .match_indices(&needle)
        .find(|(i, _)| *i == 0 || matches!(head.as_bytes()[i - 1], b' ' | b';'))?
        .0
        + needle.len();
    let end = head[start..].find('"')? + start;
    Some(head[start..end].to_string())
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn split_bytes<'a>(mut body: &'a [u8], delimiter: &[u8]) -> Vec<&'a [u8]> {
    let mut parts = Vec::new();
    while let Some(at) = find(body, delimiter) {
        parts.push(&body[..at]);
        body = &body[at + delimiter.len()..];
    }
    parts.push(body);
    parts
}

async fn rest(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let content_type = headers
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string();
    let (payload, files, png_files, file_bytes) = if content_type.starts_with("multipart/") {
        multipart(&content_type, &body)
    } else {
        (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
            Vec::new(),
            Vec::new(),
        )
    };
    let path = uri.path().trim_start_matches("/api/v10").to_string();
    if let Some(token) = path
        .strip_prefix(&format!("/webhooks/{BOT_ID}/"))
        .map(|rest| rest.split('/').next().unwrap_or_default().to_string())
    {
        loop {
            let held = shared.held.lock().expect("lock").get(&token).copied();
            match held {
                None => break,
                Some(true) => return StatusCode::SERVICE_UNAVAILABLE.into_response(),
                Some(false) => tokio::time::sleep(Duration::from_millis(2)).await,
            }
        }
    }
    let mut request = Recorded {
        method: method.to_string(),
        path,
        payload,
        files,
        png_files,
        file_bytes,
        at: shared.started.elapsed(),
        message_id: None,
        status: 0,
        channel: None,
        index: 0,
    };
    // Discord's nonce check: a message whose nonce (with `enforce_nonce`) was already used in
    // the channel is answered with the first message; nothing new is created.
    let nonce = request
        .nonce()
        .filter(|_| request.is_post() && request.payload["enforce_nonce"] == json!(true))
        .zip(message_channel(&request.path))
        .map(|(nonce, channel)| (channel, nonce));
    let mut nonces = shared.nonces.lock().expect("lock");
    if let Some(first) = nonce.as_ref().and_then(|key| nonces.get(key).copied()) {
        shared.deduplicated.fetch_add(1, Ordering::Relaxed);
        let channel = nonce.as_ref().map_or(0, |(c, _)| *c);
        if let Some((_, nonce)) = &nonce {
            shared.deduplicated_nonces.lock().expect("lock").push(nonce.clone());
        }
        return (StatusCode::OK, axum::Json(message_json(first, channel, ""))).into_response();
    }
    let (status, response) = answer(&shared, &mut request);
    if let (Some(key), Some(id)) = (nonce, request.message_id) {
        nonces.insert(key, id);
    }
    drop(nonces);
    request.status = status.as_u16();
    {
        let mut requests = shared.requests.lock().expect("lock");
        request.index = requests.len();
        requests.push(request);
    }
    if status == StatusCode::NO_CONTENT {
        return status.into_response();
    }
    (status, axum::Json(response)).into_response()
}

fn discord_error(status: StatusCode, code: u64, message: &str) -> (StatusCode, Value) {
    (status, json!({"message": message, "code": code}))
}

fn answer(shared: &Shared, request: &mut Recorded) -> (StatusCode, Value) {
    let path = request.path.clone();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let gateway_url = format!("ws://127.0.0.1:{}/gw", shared.port);
    let faults = shared.faults.lock().expect("lock").clone();
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => (StatusCode::OK, json!({"url": gateway_url})),
        ("GET", ["gateway", "bot"]) => (
            StatusCode::OK,
            json!({"url": gateway_url, "shards": 1, "session_start_limit":
                {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            // Discord answers with the registered commands and their ids (fixed by position here,
            // so every fake in a test process gives the same ones).
            let commands: Vec<Value> = request
                .payload
                .as_array()
                .cloned()
                .unwrap_or_default()
                .into_iter()
                .enumerate()
                .map(|(i, mut command)| {
                    command["id"] = json!((COMMAND_ID_BASE + i as u64).to_string());
                    command["application_id"] = json!(BOT_ID.to_string());
                    command["version"] = json!("1");
                    if command.get("type").is_none_or(Value::is_null) {
                        command["type"] = json!(1);
                    }
                    command
                })
                .collect();
            (StatusCode::OK, json!(commands))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            let mut interactions = shared.interactions.lock().expect("lock");
            let now = shared.started.elapsed();
            match interactions.get_mut(*token) {
                None => discord_error(StatusCode::NOT_FOUND, 10062, "Unknown interaction"),
                Some(injected) if now.saturating_sub(injected.sent) > ANSWER_LIMIT => {
                    discord_error(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
                }
                Some(injected) if injected.acknowledged => discord_error(
                    StatusCode::BAD_REQUEST,
                    40060,
                    "Interaction has already been acknowledged.",
                ),
                Some(injected) => {
                    injected.acknowledged = true;
                    request.channel = Some(injected.channel);
                    (StatusCode::NO_CONTENT, Value::Null)
                }
            }
        }
        ("POST", ["webhooks", _, token]) | ("PATCH", ["webhooks", _, token, "messages", _]) => {
            let (channel, pressed) = shared
                .interactions
                .lock()
                .expect("lock")
                .get(*token)
                .map_or((CHANNEL_ID, None), |i| (i.channel, i.message));
            // Editing a press's original response edits the pressed message.
            let id = match (request.method.as_str(), pressed) {
                ("PATCH", Some(pressed)) if request.path.ends_with("/@original") => pressed,
                _ => shared.next_id(),
            };
            request.message_id = Some(id);
            request.channel = Some(channel);
            let content = request.content().to_string();
            (StatusCode::OK, message_json(id, channel, &content))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = request.payload["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or_else(|| request.payload["recipient_id"].as_u64())
                .unwrap_or_default();
            if faults.dm_open_refused.contains(&recipient) {
                return discord_error(StatusCode::FORBIDDEN, 50007, "Cannot send messages to this user");
            }
            let channel = json!({"id": (recipient + DM_CHANNEL_OFFSET).to_string(), "type": 1,
                                 "last_message_id": null, "recipients": [user_json(recipient)]});
            (StatusCode::OK, channel)
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            // An edit of a message the bot posted (content and components replaced as sent).
            let channel: u64 = channel.parse().unwrap_or_default();
            let message: u64 = message.parse().unwrap_or_default();
            request.channel = Some(channel);
            let known = shared
                .requests
                .lock()
                .expect("lock")
                .iter()
                .any(|r| r.is_post() && r.channel == Some(channel) && r.message_id == Some(message));
            if !known {
                return discord_error(StatusCode::NOT_FOUND, 10008, "Unknown Message");
            }
            request.message_id = Some(message);
            let content = request.content().to_string();
            (StatusCode::OK, message_json(message, channel, &content))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or_default();
            request.channel = Some(channel);
            if faults.forbidden_channels.contains(&channel) {
                return discord_error(StatusCode::FORBIDDEN, 50013, "Missing Permissions");
            }
            if channel > DM_CHANNEL_OFFSET && faults.dm_send_refused.contains(&(channel - DM_CHANNEL_OFFSET)) {
                return discord_error(StatusCode::FORBIDDEN, 50007, "Cannot send messages to this user");
            }
            let id = shared.next_id();
            request.message_id = Some(id);
            let content = request.content().to_string();
            (StatusCode::OK, message_json(id, channel, &content))
        }
        _ => (
            StatusCode::NOT_FOUND,
            json!({"message": format!("fake Discord has no route for {} {path}", request.method), "code": 0}),
        ),
    }
}

async fn gateway(State(shared): State<Arc<Shared>>, upgrade: WebSocketUpgrade) -> Response {
    let gateways = shared.gateways.clone();
    upgrade.on_upgrade(move |socket| fake_gateway::session(gateways, socket))
}
