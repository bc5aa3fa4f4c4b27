//! The seeded randomness every game draws from, kept inside the game state.
//!
//! ChaCha8 is specified bit-for-bit (unlike `StdRng`), and we store only the seed and the word
//! position, so a saved game resumes the exact same stream. Tests and scenario scripts can force
//! the next die results (`roll N`); forced values go through the same calls as real ones.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::collections::VecDeque;

#[derive(Debug)]
pub struct GameRng {
    seed: u64,
    inner: ChaCha8Rng,
    forced: VecDeque<u32>,
    /// Results drawn since the last `take_draws`, written to the action log for audit.
    draws: Vec<u32>,
}

/// A position in a [`GameRng`] stream to rewind to.
#[derive(Clone, Debug)]
pub struct RngCheckpoint {
    word_pos: u128,
    forced: VecDeque<u32>,
    draws: usize,
}

#[derive(Serialize, Deserialize)]
struct SavedRng {
    seed: u64,
    word_pos: u64,
    #[serde(default, skip_serializing_if = "VecDeque::is_empty")]
    forced: VecDeque<u32>,
}

impl GameRng {
    pub fn new(seed: u64) -> Self {
        GameRng {
            seed,
            inner: ChaCha8Rng::seed_from_u64(seed),
            forced: VecDeque::new(),
            draws: Vec::new(),
        }
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// A die roll from 1 to `sides` (a forced value is used first if one is queued).
    pub fn roll(&mut self, sides: u32) -> u32 {
        let value = match self.forced.pop_front() {
            Some(v) => v.clamp(1, sides.max(1)),
            None => self.inner.random_range(1..=sides.max(1)),
        };
        self.draws.push(value);
        value
    }

    /// A uniform index below `n` (for shuffles and random picks; never forced).
    pub fn below(&mut self, n: usize) -> usize {
        if n <= 1 {
            return 0;
        }
        self.inner.random_range(0..n)
    }

    /// A fresh seed drawn from this stream (to seed another stream from it, e.g. a sampled
    /// world's own dice in an AI search; never forced).
    pub fn next_seed(&mut self) -> u64 {
        self.inner.random()
    }

    /// Fisher–Yates shuffle driven by this stream.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }

    /// Queue a forced result for the next `roll` (scripts: `roll N`).
    pub fn force(&mut self, value: u32) {
        self.forced.push_back(value);
    }

    pub fn forced_pending(&self) -> usize {
        self.forced.len()
    }

    /// Where the stream stands now; [`GameRng::restore`] rewinds to it (much cheaper than a clone,
    /// which has to rebuild the ChaCha state).
    pub fn checkpoint(&self) -> RngCheckpoint {
        RngCheckpoint {
            word_pos: self.inner.get_word_pos(),
            forced: self.forced.clone(),
            draws: self.draws.len(),
        }
    }

    pub fn restore(&mut self, checkpoint: RngCheckpoint) {
        self.inner.set_word_pos(checkpoint.word_pos);
        self.forced = checkpoint.forced;
        self.draws.truncate(checkpoint.draws);
    }

    /// How far the stream has been read: it moves with every draw, die or shuffle alike.
    pub fn position(&self) -> u128 {
        self.inner.get_word_pos()
    }

    /// The die results drawn since the last call.
    pub fn take_draws(&mut self) -> Vec<u32> {
        std::mem::take(&mut self.draws)
    }

    /// Forgets the die results drawn since the last call, keeping the buffer (random play-outs,
    /// which keep no action log).
    pub fn forget_draws(&mut self) {
        self.draws.clear();
    }
}

// chacha20 0.10's generator is not `Clone`; a copy is the same seed at the same position.
impl Clone for GameRng {
    fn clone(&self) -> Self {
        let mut inner = ChaCha8Rng::seed_from_u64(self.seed);
        inner.set_word_pos(self.inner.get_word_pos());
        GameRng {
            seed: self.seed,
            inner,
            forced: self.forced.clone(),
            draws: self.draws.clone(),
        }
    }
}

impl Serialize for GameRng {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        SavedRng {
            seed: self.seed,
            word_pos: self.inner.get_word_pos() as u64,
            forced: self.forced.clone(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for GameRng {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let saved = SavedRng::deserialize(d)?;
        let mut rng = GameRng::new(saved.seed);
        rng.inner.set_word_pos(saved.word_pos as u128);
        rng.forced = saved.forced;
        Ok(rng)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_resume_after_save() {
        let mut a = GameRng::new(7);
        let mut b = GameRng::new(7);
        let first: Vec<u32> = (0..20).map(|_| a.roll(6)).collect();
        let second: Vec<u32> = (0..20).map(|_| b.roll(6)).collect();
        assert_eq!(first, second);
        assert!(first.iter().all(|v| (1..=6).contains(v)));

        let saved = serde_json::to_string(&a).unwrap();
        let mut restored: GameRng = serde_json::from_str(&saved).unwrap();
        assert_eq!(restored.roll(100), a.roll(100));
    }

    #[test]
    fn restore_rewinds_the_stream_and_the_forced_queue() {
        let mut rng = GameRng::new(3);
        rng.roll(6);
        rng.force(2);
        let checkpoint = rng.checkpoint();
        let ahead: Vec<u32> = (0..5).map(|_| rng.roll(100)).collect();
        rng.restore(checkpoint);
        let again: Vec<u32> = (0..5).map(|_| rng.roll(100)).collect();
        assert_eq!(ahead, again);
        assert_eq!(again[0], 2, "the forced value is back in the queue");
        assert_eq!(rng.take_draws().len(), 6, "one roll before the checkpoint, five after");
    }

    #[test]
    fn forced_rolls_come_first_and_are_logged() {
        let mut rng = GameRng::new(1);
        rng.force(4);
        rng.force(99);
        assert_eq!(rng.roll(6), 4);
        assert_eq!(rng.roll(6), 6, "forced values are clamped to the die");
        assert_eq!(rng.take_draws(), vec![4, 6]);
        assert!(rng.take_draws().is_empty());
    }
}
