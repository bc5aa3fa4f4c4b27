//! Where a move's log lines go.

use crate::engine::LogEntry;

/// Where a move's log lines go. A play-out whose log nobody reads (the AI search, benchmarks:
/// [`crate::engine::Game::apply_unlogged`]) uses a quiet log, and the frequent lines are then
/// not even built (`push_with`); nothing the rules decide may depend on the log.
#[derive(Debug, Default)]
pub struct Log {
    entries: Vec<LogEntry>,
    quiet: bool,
}

impl Log {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn quiet() -> Self {
        Log {
            entries: Vec::new(),
            quiet: true,
        }
    }

    pub fn push(&mut self, entry: LogEntry) {
        if !self.quiet {
            self.entries.push(entry);
        }
    }

    /// A line built only if it is kept.
    pub fn push_with(&mut self, entry: impl FnOnce() -> LogEntry) {
        if !self.quiet {
            self.entries.push(entry());
        }
    }

    pub fn into_entries(self) -> Vec<LogEntry> {
        self.entries
    }
}
