//! Loaded matches, one async mutex per game.
//!
//! The mutex serializes every change to one game (and lets reads reuse the loaded match). The
//! cached match is only trusted when its version equals the stored one, read inside the same
//! transaction, and it is replaced only after a successful commit, so it can never run ahead of
//! the database.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::{Mutex as AsyncMutex, OwnedMutexGuard};

use crate::engine::{AnyMatch, GameOptions, Viewer};
use crate::i18n::Lang;

use super::{GameId, GameStatus, Place, SeatInfo, UserId};

/// A started game as loaded from the store.
pub(crate) struct Loaded {
    pub id: GameId,
    pub place: Place,
    pub game: String,
    /// Message id of the game's display name.
    pub name_key: &'static str,
    pub status: GameStatus,
    pub version: i64,
    pub creator: UserId,
    pub lang: Lang,
    pub seed: u64,
    pub options: GameOptions,
    /// Indexed by seat.
    pub seats: Vec<SeatInfo>,
    /// Each seat's client language when they joined.
    pub locales: Vec<Option<Lang>>,
    pub names: Vec<String>,
    pub m: Box<dyn AnyMatch>,
    /// `m`'s public view, built at most once per position (a move compares it with the next
    /// position's to decide whether the board changed).
    pub public_view: Option<serde_json::Value>,
}

impl Loaded {
    pub fn public_view(&mut self) -> &serde_json::Value {
        self.public_view.get_or_insert_with(|| self.m.view(Viewer::Public))
    }

    /// Moves to a new position, with its public view when the caller built it already; returns
    /// the position left.
    pub fn replace(&mut self, m: Box<dyn AnyMatch>, public_view: Option<serde_json::Value>) -> Box<dyn AnyMatch> {
        self.public_view = public_view;
        std::mem::replace(&mut self.m, m)
    }

    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.seats.iter().find(|s| s.user == user).map(|s| s.seat)
    }
}

pub(crate) type Slot = OwnedMutexGuard<Option<Loaded>>;

/// The version of the step that may use it, and the position before a decision's first step.
type MarksBase = (i64, Box<dyn AnyMatch>);

#[derive(Default)]
pub(crate) struct Cache {
    // A std mutex only guards the map lookup; it is never held across an await.
    slots: Mutex<HashMap<GameId, Arc<AsyncMutex<Option<Loaded>>>>>,
    /// Per game, while a mover is between the steps of one decision: the position before its
    /// first step, and the version of the step that comes next (see [`Cache::marks_base`]).
    bases: Mutex<HashMap<GameId, MarksBase>>,
}

impl Cache {
    /// Locks one game (waits while another change to it is in flight).
    pub async fn lock(&self, id: GameId) -> Slot {
        let slot = {
            let mut slots = self.slots.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            slots.entry(id).or_default().clone()
        };
        slot.lock_owned().await
    }

    /// What the change marks of the move to `version` compare with (see
    /// [`crate::engine::board`]): the position before the mover's first step when this move ends
    /// a decision of several steps, else `previous` (the position just before this move). While
    /// the mover is not done, the base is kept for its next step and `None` returned. A base is
    /// only used by the version right after it, so one left behind by a failed commit is ignored;
    /// after a restart a decision's earlier steps are not marked.
    pub fn marks_base(
        &self,
        id: GameId,
        previous: Box<dyn AnyMatch>,
        version: i64,
        mover_done: bool,
    ) -> Option<Box<dyn AnyMatch>> {
        let mut bases = self.bases.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let base = match bases.remove(&id) {
            Some((next, base)) if next == version => base,
            _ => previous,
        };
        if mover_done {
            return Some(base);
        }
        bases.insert(id, (version + 1, base));
        None
    }
}
