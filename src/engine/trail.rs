//! A seat's *trail*: what it saw at each of its decisions in its current run of consecutive
//! moves (nobody else deciding in between), so an AI seat never walks back to a position of the
//! same run. Free moves that undo each other (declaring a challenge and withdrawing it, showing
//! and hiding a card) otherwise look as good as the best move that follows them, and a search
//! takes them for ever.
//!
//! A position is named by a hash of the seat's own view and its own prompt ([`sight_hash`]):
//! what the seat may know, so an AI may read it, and a world it cannot tell from the real one
//! gives the same hash. The [`super::Match`] keeps the trail beside the game state (saved with
//! it, so a restarted process decides the same) and updates it on every move played through
//! [`super::AnyMatch::apply`] or [`super::AnyMatch::apply_on_copy`]; a sampled world keeps its
//! seat's trail and does not update it (the search tracks its own path).

use serde::{Deserialize, Serialize};

use super::{Game, Seat, Viewer};

/// The hashes of one seat's sights at its decisions in its current run, oldest first; the
/// position it is in now last (empty when the last move did not leave the mover to decide again).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trail {
    pub seat: Seat,
    pub seen: Vec<u64>,
}

impl Trail {
    pub fn is_empty(&self) -> bool {
        self.seen.is_empty()
    }

    /// `seat`'s part: its sights if the run is its own, else none.
    pub fn of(&self, seat: Seat) -> &[u64] {
        if self.seat == seat { &self.seen } else { &[] }
    }

    /// After `seat` moved from `before` to `after`: the run goes on while the seat is asked
    /// again, and ends (the trail empties) when anyone else is to decide or the game is over.
    pub fn moved<G: Game>(&mut self, seat: Seat, before: &G, after: &G) {
        let Some(now) = sight_hash(after, seat) else {
            *self = Trail::default();
            return;
        };
        if self.seat != seat || self.seen.is_empty() {
            *self = Trail {
                seat,
                seen: sight_hash(before, seat).into_iter().collect(),
            };
        }
        self.seen.push(now);
    }
}

/// A hash of what `seat` sees when it is asked to decide in `game`: its own view and its own
/// prompt (question and options). `None` when the seat owes no decision.
pub fn sight_hash<G: Game>(game: &G, seat: Seat) -> Option<u64> {
    if game.is_over() || !game.awaiting().contains(&seat) {
        return None;
    }
    let prompt = game.pending().into_iter().find(|p| p.seat == seat)?;
    let mut hash = Fnv(FNV_OFFSET);
    serde_json::to_writer(&mut hash, &game.view(Viewer::Seat(seat))).ok()?;
    serde_json::to_writer(&mut hash, &prompt).ok()?;
    Some(hash.0)
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0100_0000_01b3;

/// FNV-1a over the bytes written: stable across processes and toolchains (the trail is saved).
struct Fnv(u64);

impl std::io::Write for Fnv {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(FNV_PRIME);
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
