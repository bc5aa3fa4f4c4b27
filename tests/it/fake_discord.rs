//! A fake Discord on 127.0.0.1 for end-to-end tests: the REST routes the bot uses and a gateway
//! websocket at `/gw`, so the real serenity client can be pointed at it (`Config::api_base`).
//!
//! Every REST request is recorded (method, path, JSON payload, attached file names, time); the
//! test injects gateway events (slash commands, button presses) with [`FakeDiscord::dispatch`].
//! Shapes follow `/work/shared/design/STACK.md` §5 (serenity 0.12.5 requires
//! `attachment_size_limit` and `entitlements` on interactions; callbacks must answer 204).

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::extract::ws::{Message as WsMessage, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde_json::{Value, json};
use tokio::sync::mpsc;

/// The bot's user id and application id.
pub const BOT_ID: u64 = 1000;
/// DM channel ids are the user id plus this, so a test knows each player's DM channel.
pub const DM_CHANNEL_OFFSET: u64 = 1_000_000;

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
    /// When it arrived, measured from the fake's start.
    pub at: Duration,
    /// The id of the message the fake created for it, if it created one.
    pub message_id: Option<u64>,
    /// The HTTP status the fake answered with (404 for a route it does not know).
    pub status: u16,
}

impl Recorded {
    /// The message text this request posted or edited (empty if none).
    pub fn content(&self) -> &str {
        let data = if self.path.ends_with("/callback") {
            &self.payload["data"]
        } else {
            &self.payload
        };
        data["content"].as_str().unwrap_or("")
    }

    /// Every custom id of the components in this request.
    pub fn custom_ids(&self) -> Vec<String> {
        let data = if self.path.ends_with("/callback") {
            &self.payload["data"]
        } else {
            &self.payload
        };
        let mut ids = Vec::new();
        for row in data["components"].as_array().into_iter().flatten() {
            for component in row["components"].as_array().into_iter().flatten() {
                if let Some(id) = component["custom_id"].as_str() {
                    ids.push(id.to_string());
                }
            }
        }
        ids
    }
}

struct Shared {
    started: Instant,
    port: u16,
    requests: Mutex<Vec<Recorded>>,
    /// Events for the current gateway connection (set once the bot has identified).
    gateway: Mutex<Option<mpsc::UnboundedSender<Value>>>,
    next_id: AtomicU64,
}

impl Shared {
    fn next_id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }
}

pub struct FakeDiscord {
    /// For `Config::api_base`.
    pub base: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind a local port");
        let addr: SocketAddr = listener.local_addr().expect("local address");
        let shared = Arc::new(Shared {
            started: Instant::now(),
            port: addr.port(),
            requests: Mutex::new(Vec::new()),
            gateway: Mutex::new(None),
            next_id: AtomicU64::new(900_000),
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

    /// Every REST request so far, in arrival order.
    pub fn recorded(&self) -> Vec<Recorded> {
        self.shared.requests.lock().expect("lock").clone()
    }

    /// One line per recorded request, for failure messages.
    pub fn summary(&self) -> String {
        self.recorded()
            .iter()
            .map(|r| {
                let content: String = r.content().chars().take(120).collect();
                format!(
                    "{:>6.0?} {} {} -> {} files={:?} ids={:?} {content:?}\n",
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

    /// Time since the fake started.
    pub fn now(&self) -> Duration {
        self.shared.started.elapsed()
    }

    /// Waits until the bot has identified on the gateway.
    pub async fn wait_identified(&self, timeout: Duration) -> bool {
        let deadline = Instant::now() + timeout;
        while Instant::now() < deadline {
            if self.shared.gateway.lock().expect("lock").is_some() {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        false
    }

    /// Waits until a recorded request matches; returns the first match.
    pub async fn wait_for(&self, timeout: Duration, matches: impl Fn(&Recorded) -> bool) -> Option<Recorded> {
        let deadline = Instant::now() + timeout;
        loop {
            if let Some(found) = self.recorded().into_iter().find(|r| matches(r)) {
                return Some(found);
            }
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Sends a dispatch event (op 0) to the connected bot.
    pub fn dispatch(&self, event: &str, data: Value) {
        let sender = self.shared.gateway.lock().expect("lock").clone();
        let sender = sender.expect("the bot is connected to the gateway");
        sender
            .send(json!({"t": event, "d": data}))
            .expect("the gateway connection is open");
    }

    /// Injects a slash command by `user` in the test guild's channel; returns the interaction's
    /// callback path (`/interactions/{id}/{token}/callback`).
    pub fn slash(&self, user: u64, command: &str, options: &[(&str, &str)]) -> Interaction {
        let id = self.shared.next_id();
        let token = format!("tok{id}");
        let options: Vec<Value> = options
            .iter()
            .map(|(name, value)| json!({"name": name, "type": 3, "value": value}))
            .collect();
        let data = json!({
            "id": id.to_string(), "application_id": BOT_ID.to_string(), "type": 2, "token": token,
            "version": 1,
            "data": {"id": "7", "name": command, "type": 1, "options": options},
            "guild_id": GUILD_ID.to_string(), "channel_id": CHANNEL_ID.to_string(),
            "member": {
                "user": user_json(user), "roles": [], "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": false, "mute": false, "flags": 0, "permissions": "0"
            },
            "app_permissions": "0", "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {}, "context": 0, "attachment_size_limit": 10_485_760
        });
        self.dispatch("INTERACTION_CREATE", data);
        Interaction { id, token }
    }

    /// Injects a button press by `user` on `message` (a recorded DM the bot sent), in `user`'s DM
    /// channel, the way Discord sends it (no guild, no member).
    pub fn press(&self, user: u64, message: &Recorded, custom_id: &str) -> Interaction {
        let id = self.shared.next_id();
        let token = format!("tok{id}");
        let channel = message_channel(&message.path).unwrap_or_default();
        let mut message_json = message_json(message.message_id.unwrap_or_default(), channel, message.content());
        message_json["components"] = message.payload["components"].clone();
        let data = json!({
            "id": id.to_string(), "application_id": BOT_ID.to_string(), "type": 3, "token": token,
            "version": 1,
            "data": {"custom_id": custom_id, "component_type": 2},
            "channel_id": channel.to_string(),
            "user": user_json(user),
            "message": message_json,
            "app_permissions": "0", "locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {}, "context": 1, "attachment_size_limit": 10_485_760
        });
        self.dispatch("INTERACTION_CREATE", data);
        Interaction { id, token }
    }
}

pub const GUILD_ID: u64 = 2000;
pub const CHANNEL_ID: u64 = 3000;

/// An injected interaction, to find the bot's answers to it.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
}

impl Interaction {
    pub fn callback_path(&self) -> String {
        format!("/interactions/{}/{}/callback", self.id, self.token)
    }

    /// True for the callback and every webhook follow-up or edit of this interaction.
    pub fn answered_by(&self, request: &Recorded) -> bool {
        request.path == self.callback_path() || request.path.starts_with(&format!("/webhooks/{BOT_ID}/{}", self.token))
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

/// The `payload_json` part and attachment file names of a multipart body.
fn multipart(content_type: &str, body: &[u8]) -> (Value, Vec<String>, Vec<String>) {
    let Some(boundary) = content_type.split("boundary=").nth(1) else {
        return (Value::Null, Vec::new(), Vec::new());
    };
    let delimiter = format!("--{}", boundary.trim_matches('"'));
    let (mut payload, mut files, mut png_files) = (Value::Null, Vec::new(), Vec::new());
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
            files.push(name);
        } else if header_param(&head, "name").as_deref() == Some("payload_json") {
            payload = serde_json::from_slice(content).unwrap_or(Value::Null);
        }
    }
    (payload, files, png_files)
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
    let (payload, files, png_files) = if content_type.starts_with("multipart/") {
        multipart(&content_type, &body)
    } else {
        (
            serde_json::from_slice(&body).unwrap_or(Value::Null),
            Vec::new(),
            Vec::new(),
        )
    };
    let path = uri.path().trim_start_matches("/api/v10").to_string();
    let mut request = Recorded {
        method: method.to_string(),
        path,
        payload,
        files,
        png_files,
        at: shared.started.elapsed(),
        message_id: None,
        status: 0,
    };
    let (status, response) = answer(&shared, &mut request);
    request.status = status.as_u16();
    shared.requests.lock().expect("lock").push(request);
    if status == StatusCode::NO_CONTENT {
        return status.into_response();
    }
    (status, axum::Json(response)).into_response()
}

fn answer(shared: &Shared, request: &mut Recorded) -> (StatusCode, Value) {
    let path = request.path.as_str();
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    let gateway_url = format!("ws://127.0.0.1:{}/gw", shared.port);
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => (StatusCode::OK, json!({"url": gateway_url})),
        ("GET", ["gateway", "bot"]) => (
            StatusCode::OK,
            json!({"url": gateway_url, "shards": 1, "session_start_limit":
                {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}}),
        ),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            (StatusCode::OK, json!([]))
        }
        ("POST", ["interactions", _, _, "callback"]) => (StatusCode::NO_CONTENT, Value::Null),
        ("POST", ["webhooks", _, _]) | ("PATCH", ["webhooks", _, _, "messages", _]) => {
            let id = shared.next_id();
            request.message_id = Some(id);
            let content = request.content().to_string();
            (StatusCode::OK, message_json(id, CHANNEL_ID, &content))
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient: u64 = request.payload["recipient_id"]
                .as_str()
                .and_then(|s| s.parse().ok())
                .or_else(|| request.payload["recipient_id"].as_u64())
                .unwrap_or_default();
            let channel = json!({"id": (recipient + DM_CHANNEL_OFFSET).to_string(), "type": 1,
                                 "last_message_id": null, "recipients": [user_json(recipient)]});
            (StatusCode::OK, channel)
        }
        ("POST", ["channels", channel, "messages"]) => {
            let id = shared.next_id();
            request.message_id = Some(id);
            let channel = channel.parse().unwrap_or_default();
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
    upgrade.on_upgrade(move |socket| session(shared, socket))
}

/// One gateway connection: HELLO, wait for IDENTIFY, READY, then heartbeat acks and injected
/// events until the bot closes.
async fn session(shared: Arc<Shared>, mut socket: WebSocket) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket.send(WsMessage::Text(hello.to_string().into())).await.is_err() {
        return;
    }
    let mut sequence = 0u64;
    let (sender, mut events) = mpsc::unbounded_channel::<Value>();
    loop {
        tokio::select! {
            incoming = socket.recv() => {
                let Some(Ok(incoming)) = incoming else { break };
                let text = match incoming {
                    WsMessage::Text(text) => text.to_string(),
                    // Keep reading: the next read flushes the queued close reply, then ends.
                    WsMessage::Close(_) => continue,
                    _ => continue,
                };
                let Ok(frame) = serde_json::from_str::<Value>(&text) else { continue };
                match frame["op"].as_u64() {
                    Some(1) => {
                        let ack = json!({"op": 11});
                        if socket.send(WsMessage::Text(ack.to_string().into())).await.is_err() {
                            break;
                        }
                    }
                    Some(2) => {
                        sequence += 1;
                        let ready = json!({"op": 0, "s": sequence, "t": "READY", "d": {
                            "v": 10, "user": {"id": BOT_ID.to_string(), "username": "warroom",
                                "discriminator": "0", "global_name": null, "avatar": null, "bot": true},
                            "guilds": [{"id": GUILD_ID.to_string(), "unavailable": true}],
                            "session_id": "fake-session",
                            "resume_gateway_url": format!("ws://127.0.0.1:{}/gw", shared.port),
                            "application": {"id": BOT_ID.to_string(), "flags": 0}
                        }});
                        if socket.send(WsMessage::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                        *shared.gateway.lock().expect("lock") = Some(sender.clone());
                    }
                    _ => {}
                }
            }
            event = events.recv() => {
                let Some(event) = event else { break };
                sequence += 1;
                let frame = json!({"op": 0, "s": sequence, "t": event["t"], "d": event["d"]});
                if socket.send(WsMessage::Text(frame.to_string().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    *shared.gateway.lock().expect("lock") = None;
}
