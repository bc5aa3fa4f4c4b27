//! What the table reports as it works — moves stored and refused, storage errors — to whoever
//! listens. The bot installs the process's metrics (`monitor::metrics::install`); with no
//! listener (the terminal, scripts, tests) nothing is counted. The table owns this trait so it
//! never depends on the monitor above it.

use std::sync::OnceLock;
use std::time::Duration;

/// Receives the table's events; called on the move's own task, so it must be quick.
pub trait TableListener: Send + Sync {
    /// A move of game kind `game` was stored; it took `took` at the table.
    fn move_accepted(&self, game: &str, took: Duration);
    /// A move was refused for `reason` (a short fixed name such as `rule` or `stale`).
    fn move_refused(&self, reason: &str);
    /// Something failed (`storage`, ...).
    fn error(&self, reason: &str);
}

static LISTENER: OnceLock<&'static dyn TableListener> = OnceLock::new();

/// Sets the process's listener; the first one set stays.
pub fn listen(listener: &'static dyn TableListener) {
    let _ = LISTENER.set(listener);
}

pub(crate) fn move_accepted(game: &str, took: Duration) {
    if let Some(listener) = LISTENER.get() {
        listener.move_accepted(game, took);
    }
}

pub(crate) fn move_refused(reason: &str) {
    if let Some(listener) = LISTENER.get() {
        listener.move_refused(reason);
    }
}

pub(crate) fn error(reason: &str) {
    if let Some(listener) = LISTENER.get() {
        listener.error(reason);
    }
}
