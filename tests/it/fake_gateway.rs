//! The fake Discord's gateway (`/gw`): one websocket connection per shard, as Discord holds them.
//!
//! On IDENTIFY the connection takes the shard it asks for (`d.shard`, `[id, total]`, default
//! `[0, 1]`) and READY lists only that shard's guilds. Each dispatched event goes where Discord
//! sends it: an event of a guild to shard `(guild_id >> 22) % total`, one without a guild (a DM)
//! to shard 0. A test may also send an event to a chosen shard whatever its guild (to deliver one
//! interaction to two bot processes at once). A shard whose process died is free again, so a
//! restarted process simply identifies anew.

use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use axum::extract::ws::{Message as WsMessage, WebSocket};
use serde_json::{Value, json};
use tokio::sync::mpsc;

use crate::fake_discord::{BOT_ID, GUILD_ID};

/// The shard Discord sends a guild's events to.
pub fn shard_of(guild: u64, total: u32) -> u32 {
    ((guild >> 22) % u64::from(total.max(1))) as u32
}

/// An identified connection.
struct Connection {
    /// Its number among all identified connections (so a dead one only clears itself).
    number: u64,
    total: u32,
    events: mpsc::UnboundedSender<Value>,
}

pub struct Gateways {
    port: u16,
    /// By shard id.
    connections: Mutex<HashMap<u32, Connection>>,
    /// Connections that identified so far, over all shards.
    identified: AtomicU64,
    /// The guilds the bot is in (READY lists a shard's share of them).
    guilds: Mutex<BTreeSet<u64>>,
    /// The guild of each guild channel a slash command was sent in.
    channel_guilds: Mutex<HashMap<u64, u64>>,
    /// Events sent so far, by shard.
    dispatched: Mutex<HashMap<u32, u64>>,
    /// Identifies for a shard another live connection already held (two processes on one shard).
    doubled: AtomicU64,
}

impl Gateways {
    pub fn new(port: u16) -> Gateways {
        Gateways {
            port,
            connections: Mutex::new(HashMap::new()),
            identified: AtomicU64::new(0),
            guilds: Mutex::new(BTreeSet::from([GUILD_ID])),
            channel_guilds: Mutex::new(HashMap::new()),
            dispatched: Mutex::new(HashMap::new()),
            doubled: AtomicU64::new(0),
        }
    }

    /// Identifies for a shard that another live connection held at the time.
    pub fn doubled(&self) -> u64 {
        self.doubled.load(Ordering::SeqCst)
    }

    pub fn identified(&self) -> u64 {
        self.identified.load(Ordering::SeqCst)
    }

    /// True while any shard is connected and identified.
    pub fn connected(&self) -> bool {
        !self.connections.lock().expect("lock").is_empty()
    }

    pub fn shard_connected(&self, shard: u32) -> bool {
        self.connections.lock().expect("lock").contains_key(&shard)
    }

    /// Events sent on `shard`'s connections so far.
    pub fn dispatched(&self, shard: u32) -> u64 {
        self.dispatched.lock().expect("lock").get(&shard).copied().unwrap_or(0)
    }

    pub fn add_guild(&self, guild: u64) {
        self.guilds.lock().expect("lock").insert(guild);
    }

    /// Remembers that `channel` belongs to `guild` (a press on a message there carries it).
    pub fn remember_channel(&self, channel: u64, guild: u64) {
        self.add_guild(guild);
        self.channel_guilds.lock().expect("lock").insert(channel, guild);
    }

    pub fn guild_of_channel(&self, channel: u64) -> Option<u64> {
        self.channel_guilds.lock().expect("lock").get(&channel).copied()
    }

    /// Sends a dispatch event where Discord would: its guild's shard, or shard 0 without a guild.
    pub fn dispatch(&self, event: &str, data: Value) {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        let shard = {
            let connections = self.connections.lock().expect("lock");
            let totals: BTreeSet<u32> = connections.values().map(|c| c.total).collect();
            assert!(
                totals.len() <= 1,
                "the connected shards disagree on the shard total: {totals:?}"
            );
            let total = totals.into_iter().next().unwrap_or(1);
            guild.map_or(0, |g| shard_of(g, total))
        };
        self.dispatch_to(shard, event, data);
    }

    /// Sends a dispatch event on `shard`'s connection, whatever its guild.
    pub fn dispatch_to(&self, shard: u32, event: &str, data: Value) {
        let connections = self.connections.lock().expect("lock");
        let Some(connection) = connections.get(&shard) else {
            let connected: BTreeSet<u32> = connections.keys().copied().collect();
            panic!(
                "{event} (guild {}) goes to shard {shard}, which has no gateway connection \
                 (connected shards: {connected:?})",
                data["guild_id"]
            );
        };
        connection
            .events
            .send(json!({"t": event, "d": data}))
            .expect("the gateway connection is open");
        *self.dispatched.lock().expect("lock").entry(shard).or_default() += 1;
    }

    /// READY for shard `[id, total]`: the bot and the guilds of that shard.
    fn ready(&self, sequence: u64, id: u32, total: u32) -> Value {
        let guilds: Vec<Value> = self
            .guilds
            .lock()
            .expect("lock")
            .iter()
            .filter(|&&g| shard_of(g, total) == id)
            .map(|g| json!({"id": g.to_string(), "unavailable": true}))
            .collect();
        json!({"op": 0, "s": sequence, "t": "READY", "d": {
            "v": 10, "user": {"id": BOT_ID.to_string(), "username": "warroom",
                "discriminator": "0", "global_name": null, "avatar": null, "bot": true},
            "guilds": guilds,
            "session_id": format!("fake-session-{id}"),
            "resume_gateway_url": format!("ws://127.0.0.1:{}/gw", self.port),
            "shard": [id, total],
            "application": {"id": BOT_ID.to_string(), "flags": 0}
        }})
    }
}

/// One gateway connection: HELLO, wait for IDENTIFY, READY, then heartbeat acks and the events
/// routed to its shard until the bot closes (or its process dies).
pub async fn session(gateways: Arc<Gateways>, mut socket: WebSocket) {
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}});
    if socket.send(WsMessage::Text(hello.to_string().into())).await.is_err() {
        return;
    }
    let mut sequence = 0u64;
    // (shard, connection number) once identified.
    let mut registered: Option<(u32, u64)> = None;
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
                        let shard = &frame["d"]["shard"];
                        let id = shard[0].as_u64().unwrap_or(0) as u32;
                        let total = shard[1].as_u64().unwrap_or(1) as u32;
                        if id >= total {
                            // Discord closes such a connection with 4010 (Invalid Shard).
                            let close = axum::extract::ws::CloseFrame { code: 4010, reason: "Invalid Shard".into() };
                            let _ = socket.send(WsMessage::Close(Some(close))).await;
                            break;
                        }
                        if gateways.connections.lock().expect("lock").contains_key(&id) {
                            // Two processes must never run the same shard (a restart replaces a
                            // dead one, whose connection is gone by then).
                            gateways.doubled.fetch_add(1, Ordering::SeqCst);
                        }
                        sequence += 1;
                        let ready = gateways.ready(sequence, id, total);
                        if socket.send(WsMessage::Text(ready.to_string().into())).await.is_err() {
                            break;
                        }
                        let number = gateways.identified.fetch_add(1, Ordering::SeqCst) + 1;
                        registered = Some((id, number));
                        let connection = Connection { number, total, events: sender.clone() };
                        gateways.connections.lock().expect("lock").insert(id, connection);
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
    // Only this connection's own registration is cleared: a restarted bot may already be in.
    if let Some((shard, number)) = registered {
        let mut connections = gateways.connections.lock().expect("lock");
        if connections.get(&shard).is_some_and(|c| c.number == number) {
            connections.remove(&shard);
        }
    }
}
