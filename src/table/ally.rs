//! `/ally`: a private message to the caller's allies of the moment (`Game::partners`), delivered
//! by DM and kept in the action log like a move (kind `message`), so a crash loses it no more than
//! a move; the channel sees nothing and nobody's buttons go stale.

use super::cache::Loaded;
use super::common::{bind_names, fail};
use super::play::Move;
use super::{Caller, ErrorKind, Outbox, Place, Table, TableError};
use crate::engine::{AnyMatch, Applied, LogEntry, Seat, Text};
use crate::store::ActionKind;

/// Longest `/ally` message (Discord's own limit for a message is 2,000 characters).
const MAX_MESSAGE: usize = 1500;

impl Table {
    /// `/ally message`: a private message to the caller's allies of the moment, delivered by DM
    /// and kept in the action log (so a crash loses it no more than a move); the channel sees
    /// nothing and nobody's buttons go stale.
    pub async fn message_allies(&self, place: Place, caller: &Caller, text: &str) -> Result<Outbox, TableError> {
        let id = self.running_here(place).await?;
        self.run_move(id, caller, None, Move::Message(text.to_string())).await
    }
}

/// The lines a message owes: one to each ally, and the sender's copy for their `/log`.
pub(super) fn message(
    g: &Loaded,
    next: &dyn AnyMatch,
    seat: Seat,
    text: &str,
) -> Result<(ActionKind, String, Applied, Text), TableError> {
    let text = text.trim().to_string();
    if text.is_empty() || text.chars().count() > MAX_MESSAGE {
        return fail(
            ErrorKind::NotAllowed,
            Text::new("table-err-message-length").num("max", MAX_MESSAGE as i64),
        );
    }
    let partners = next.partners(seat).map_err(|e| TableError {
        message: bind_names(&e.text, &g.names),
        kind: ErrorKind::Rule(e),
    })?;
    let mut log: Vec<LogEntry> = partners
        .iter()
        .map(|&p| {
            LogEntry::private(
                p,
                Text::new("table-log-ally-message")
                    .seat("from", seat)
                    .str("text", text.clone()),
            )
        })
        .collect();
    log.push(LogEntry::private(
        seat,
        Text::new("table-log-ally-sent")
            .list(
                "to",
                partners.iter().map(|&p| Text::new("raw").seat("value", p)).collect(),
            )
            .str("text", text.clone()),
    ));
    let reply = Text::new("table-reply-ally-sent");
    Ok((ActionKind::Message, text, Applied { log, rolls: Vec::new() }, reply))
}
