//! A tiny Discord REST stand-in for tests (plain HTTP/1.1 on 127.0.0.1): records every request
//! and answers the few routes delivery uses. DMs to users in `closed_dms` fail like Discord's
//! "Cannot send messages to this user" (403, code 50007); posts to a channel id in that list fail
//! like "Missing Permissions" (403, code 50013).

use std::sync::{Arc, Mutex};

use poise::serenity_prelude as serenity;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// DM channel ids are the user id plus this.
pub const DM_CHANNEL_OFFSET: u64 = 1_000_000;

#[derive(Clone, Debug)]
pub struct Recorded {
    pub method: String,
    pub path: String,
    pub content_type: String,
    pub body: Vec<u8>,
}

impl Recorded {
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    /// The JSON payload: the body itself, or the `payload_json` part of a multipart body.
    pub fn payload(&self) -> serde_json::Value {
        let text = self.text();
        if !self.content_type.starts_with("multipart/") {
            return serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        }
        let Some(start) = text.find("name=\"payload_json\"") else {
            return serde_json::Value::Null;
        };
        let rest = &text[start..];
        let Some(body_start) = rest.find("\r\n\r\n") else {
            return serde_json::Value::Null;
        };
        let rest = &rest[body_start + 4..];
        let end = rest.find("\r\n--").unwrap_or(rest.len());
        serde_json::from_str(&rest[..end]).unwrap_or(serde_json::Value::Null)
    }
}

pub struct FakeRest {
    pub base: String,
    pub requests: Arc<Mutex<Vec<Recorded>>>,
}

impl FakeRest {
    pub async fn start(closed_dms: Vec<u64>) -> FakeRest {
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind a local port");
        let base = format!("http://{}", listener.local_addr().expect("local address"));
        let requests = Arc::new(Mutex::new(Vec::new()));
        let recorded = requests.clone();
        tokio::spawn(async move {
            while let Ok((socket, _)) = listener.accept().await {
                tokio::spawn(serve(socket, recorded.clone(), closed_dms.clone()));
            }
        });
        FakeRest { base, requests }
    }

    /// An HTTP client pointed at this server (ratelimiter off, or it would call discord.com).
    pub fn http(&self) -> serenity::Http {
        serenity::HttpBuilder::new("test-token")
            .proxy(self.base.clone())
            .ratelimiter_disabled(true)
            .build()
    }

    pub fn recorded(&self) -> Vec<Recorded> {
        self.requests.lock().expect("no panics while holding the lock").clone()
    }
}

async fn serve(socket: tokio::net::TcpStream, recorded: Arc<Mutex<Vec<Recorded>>>, closed_dms: Vec<u64>) {
    let mut reader = BufReader::new(socket);
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).await.unwrap_or(0) == 0 {
            return;
        }
        let mut parts = request_line.split_whitespace();
        let (method, path) = (
            parts.next().unwrap_or("").to_string(),
            parts.next().unwrap_or("").to_string(),
        );
        let (mut length, mut chunked, mut content_type) = (0usize, false, String::new());
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).await.unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            let Some((name, value)) = line.split_once(':') else {
                continue;
            };
            match name.to_ascii_lowercase().as_str() {
                "content-length" => length = value.trim().parse().unwrap_or(0),
                "transfer-encoding" => chunked = value.to_ascii_lowercase().contains("chunked"),
                "content-type" => content_type = value.trim().to_string(),
                _ => {}
            }
        }
        let mut body = Vec::new();
        if chunked {
            loop {
                let mut size_line = String::new();
                reader.read_line(&mut size_line).await.unwrap_or(0);
                let size = usize::from_str_radix(size_line.trim().split(';').next().unwrap_or("0"), 16).unwrap_or(0);
                let mut chunk = vec![0; size + 2];
                if reader.read_exact(&mut chunk).await.is_err() {
                    return;
                }
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else {
            body.resize(length, 0);
            if reader.read_exact(&mut body).await.is_err() {
                return;
            }
        }
        let request = Recorded {
            method,
            path,
            content_type,
            body,
        };
        let (status, response) = {
            let mut recorded = recorded.lock().expect("no panics while holding the lock");
            // Message ids are unique: the request's position.
            let answer = respond(&request, &closed_dms, 1000 + recorded.len() as u64);
            recorded.push(request);
            answer
        };
        let head = format!(
            "HTTP/1.1 {status}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
            response.len()
        );
        let socket = reader.get_mut();
        if socket.write_all(head.as_bytes()).await.is_err() || socket.write_all(response.as_bytes()).await.is_err() {
            return;
        }
    }
}

fn user_json(id: u64) -> serde_json::Value {
    serde_json::json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0", "global_name": null, "avatar": null})
}

fn message_json(id: u64, channel: u64) -> serde_json::Value {
    serde_json::json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": user_json(99), "content": "",
        "timestamp": "2026-11-21T00:00:00+00:00", "edited_timestamp": null, "tts": false,
        "mention_everyone": false, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "pinned": false, "type": 0
    })
}

fn respond(request: &Recorded, closed_dms: &[u64], next_id: u64) -> (&'static str, String) {
    let path = request.path.trim_start_matches("/api/v10");
    if request.method == "POST" && path == "/users/@me/channels" {
        let recipient: u64 = request.payload()["recipient_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .unwrap_or_default();
        let channel = serde_json::json!({
            "id": (recipient + DM_CHANNEL_OFFSET).to_string(), "type": 1, "last_message_id": null,
            "recipients": [user_json(recipient)]
        });
        return ("200 OK", channel.to_string());
    }
    let segments: Vec<&str> = path.trim_start_matches('/').split('/').collect();
    match (request.method.as_str(), segments.as_slice()) {
        ("POST", ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or_default();
            if channel > DM_CHANNEL_OFFSET && closed_dms.contains(&(channel - DM_CHANNEL_OFFSET)) {
                let error = serde_json::json!({"message": "Cannot send messages to this user", "code": 50007});
                return ("403 Forbidden", error.to_string());
            }
            if closed_dms.contains(&channel) {
                let error = serde_json::json!({"message": "Missing Permissions", "code": 50013});
                return ("403 Forbidden", error.to_string());
            }
            ("200 OK", message_json(next_id, channel).to_string())
        }
        ("PATCH", ["channels", channel, "messages", message]) => {
            let channel: u64 = channel.parse().unwrap_or_default();
            let message: u64 = message.parse().unwrap_or_default();
            ("200 OK", message_json(message, channel).to_string())
        }
        _ => (
            "404 Not Found",
            serde_json::json!({"message": "Unknown route", "code": 0}).to_string(),
        ),
    }
}
