//! Random play: a random answer to a random pending prompt, typed all the way (see
//! [`AnyMatch::play_random`]). Used by the random batteries, the benchmarks and `warroom render`
//! (to show a game in progress).
//!
//! [`Battery`] is the one random-play battery every registered game runs (`tests/it/battery.rs`):
//! invariants after every move, listed moves accepted, print → parse round trips, no hidden card
//! in another viewer's view, save/load, replay, an end within a move cap, and the game's own
//! per-move check ([`Watch`]).

use std::collections::HashSet;

use serde_json::Value;

use super::{AnyMatch, GameKind, GameOptions, GameRng, LogEntry, Seat, Viewer};

/// A game's own check of each move's log (e.g. no hidden card named to a reader who may not know
/// it), called after every move with the position reached.
pub type Watch<'a> = dyn Fn(&dyn AnyMatch, &[LogEntry]) -> Result<(), String> + Sync + 'a;

/// Plays random moves until the game ends or `max_moves` were made; returns the moves made.
/// A refused listed option is an engine bug and is returned as an error.
pub fn random_playout(m: &mut dyn AnyMatch, seed: u64, max_moves: usize) -> Result<Vec<(Seat, String)>, String> {
    let mut rng = GameRng::new(seed);
    let mut moves = Vec::new();
    while moves.len() < max_moves {
        match m.play_random_noted(&mut rng)? {
            Some(played) => moves.push(played),
            None => break,
        }
    }
    Ok(moves)
}

/// One random legal move, or `None` when the game is over. Returns the seat and notation to play.
pub fn random_move(m: &dyn AnyMatch, rng: &mut GameRng) -> Option<(Seat, String)> {
    m.random_move(rng)
}

/// This thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`, nanoseconds): the speed figures of the
/// benches and the `engine_speed` / `ts_speed` examples, steadier than wall time on a shared
/// machine (`/proc`'s figure ticks by 10 ms, too coarse for a game of about a millisecond).
pub fn thread_cpu() -> std::time::Duration {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanos: i64,
    }
    unsafe extern "C" {
        fn clock_gettime(clock: i32, now: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut now = Timespec { seconds: 0, nanos: 0 };
    // SAFETY: `now` is a valid, writable timespec for the call's duration (Linux, 64-bit).
    let ok = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut now) } == 0;
    assert!(ok, "thread CPU clock");
    std::time::Duration::new(now.seconds as u64, now.nanos as u32)
}

/// A seeded random full game of one game kind, checked after every move.
pub struct Battery<'a> {
    pub kind: &'a dyn GameKind,
    pub seats: usize,
    pub options: GameOptions,
    /// A game not over after this many moves fails (a game that never ends is a bug).
    pub move_cap: usize,
    /// The costly checks (views against hidden cards, save/load, round trip) run every this many
    /// moves, and on every move of the first `full_games` seeds.
    pub check_every: usize,
    /// Moves a random player should seldom make so games finish (e.g. stepping back inside a
    /// multi-step choice): one is replayed with another pick 7 times in 8.
    pub seldom: fn(&str) -> bool,
    /// The game's own per-move check, if any.
    pub watch: Option<&'a Watch<'a>>,
}

/// What one battery game did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub moves: usize,
    pub winners: Vec<Seat>,
}

impl Battery<'_> {
    pub fn new(kind: &dyn GameKind, seats: usize) -> Battery<'_> {
        Battery {
            kind,
            seats,
            options: GameOptions::new(),
            move_cap: 20_000,
            check_every: 25,
            seldom: |_| false,
            watch: None,
        }
    }

    /// Plays one game from `seed`; `full` checks every move. The error names the seed and move.
    pub fn play(&self, seed: u64, full: bool) -> Result<Played, String> {
        let id = self.kind.id();
        let fail = |at: usize, what: String| format!("{id} seats {} seed {seed} move {at}: {what}", self.seats);
        let (mut m, _) = self
            .kind
            .create(self.seats, &self.options, seed)
            .map_err(|e| fail(0, format!("setup refused: {}", e.text.key)))?;
        // The AI's trail (a hash of the mover's view after each of its moves) is kept in the fully
        // checked games only: it changes no rule, and it tripled a battery's time.
        m.keep_trail(full);
        let mut rng = GameRng::new(seed.rotate_left(17) ^ 0x00ba_77e5);
        let mut moves: Vec<(Seat, String)> = Vec::new();
        m.check_invariants().map_err(|e| fail(0, e))?;
        while m.outcome().is_none() {
            let at = moves.len();
            if at >= self.move_cap {
                return Err(fail(at, format!("no end within {} moves", self.move_cap)));
            }
            let thorough = full || at.is_multiple_of(self.check_every);
            if thorough {
                self.check_position(m.as_ref(), &mut rng).map_err(|e| fail(at, e))?;
            }
            let Some(mut chosen) = m.random_move(&mut rng) else {
                return Err(fail(at, "no random move although the game is not over".into()));
            };
            if (self.seldom)(&chosen.1) && rng.below(8) != 0 {
                chosen = m.random_move(&mut rng).unwrap_or(chosen);
            }
            let (seat, notation) = chosen;
            let applied = m.apply(seat, &notation).map_err(|e| {
                fail(
                    at,
                    format!("listed `{notation}` for seat {seat} refused: {}", e.text.key),
                )
            })?;
            if let Some(watch) = self.watch {
                watch(m.as_ref(), &applied.log).map_err(|e| fail(at, format!("after `{notation}`: {e}")))?;
            }
            m.check_invariants()
                .map_err(|e| fail(at, format!("after `{notation}`: {e}")))?;
            moves.push((seat, notation));
        }
        self.check_position(m.as_ref(), &mut rng)
            .map_err(|e| fail(moves.len(), e))?;
        let (mut replay, _) = self
            .kind
            .create(self.seats, &self.options, seed)
            .map_err(|e| fail(0, e.text.key.to_string()))?;
        replay.keep_trail(full);
        for (at, (seat, notation)) in moves.iter().enumerate() {
            replay
                .apply(*seat, notation)
                .map_err(|e| fail(at, format!("replay refused `{notation}`: {}", e.text.key)))?;
        }
        if replay.save() != m.save() {
            return Err(fail(moves.len(), "replaying the moves gives another state".into()));
        }
        Ok(Played {
            moves: moves.len(),
            winners: m.outcome().map(|o| o.winners).unwrap_or_default(),
        })
    }

    /// Views hide what each viewer may not know; save/load and print/parse round-trip.
    fn check_position(&self, m: &dyn AnyMatch, rng: &mut GameRng) -> Result<(), String> {
        let mut viewers = vec![Viewer::Public];
        viewers.extend((0..self.seats).map(Viewer::Seat));
        for viewer in viewers {
            let view = m.view(viewer);
            // Every string of the view (values and keys) once; then each hidden id is one look-up
            // rather than a scan of the whole view.
            let mut strings = HashSet::new();
            json_strings(&view, &mut strings);
            if let Some(id) = m
                .hidden_card_ids(viewer)
                .into_iter()
                .find(|id| strings.contains(id.as_str()))
            {
                return Err(format!("{viewer:?} sees hidden card {id}"));
            }
        }
        // Another listed move is accepted too (tried on a copy).
        if let Some((seat, notation)) = m.random_move(rng) {
            m.clone_box()
                .apply(seat, &notation)
                .map_err(|e| format!("listed `{notation}` for seat {seat} refused: {}", e.text.key))?;
        }
        let saved = m.save();
        let loaded = self
            .kind
            .load(&saved)
            .map_err(|e| format!("saved game does not load: {e}"))?;
        if loaded.save() != saved {
            return Err("save → load → save differs".into());
        }
        m.check_round_trip(rng)
    }
}

/// Every string in `value`: string values and object keys, at any depth.
fn json_strings<'a>(value: &'a Value, out: &mut HashSet<&'a str>) {
    match value {
        Value::String(s) => {
            out.insert(s);
        }
        Value::Array(items) => items.iter().for_each(|v| json_strings(v, out)),
        Value::Object(map) => {
            for (key, v) in map {
                out.insert(key);
                json_strings(v, out);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_strings_finds_values_and_keys_at_every_depth() {
        let view = serde_json::json!({"hand": ["nw-1", {"c7": 3}], "n": 2, "deck": "secret"});
        let mut found = HashSet::new();
        json_strings(&view, &mut found);
        for s in ["hand", "nw-1", "c7", "n", "deck", "secret"] {
            assert!(found.contains(s), "{s}");
        }
        assert!(
            !found.contains("nw"),
            "whole strings only, as a quoted id in the JSON text"
        );
    }
}
