//! AI seats: players the bot plays itself, seeing only what their seat may see.
//!
//! An AI seat is an ordinary seat whose user id lies in a range no Discord user can have (the
//! top of the `u64` range, negative in SQLite). The table asks [`decide`] for its answer with a
//! [`Sight`] (the seat's own prompt and view, built by the game for that seat and redacted at the
//! source; the match itself is out of the AI's reach) and a random stream seeded from the game's
//! seed, version and seat, so a decision is a function of what the seat may know and replays the
//! same. The answer is played
//! through the table like a typed move: checked, stored, logged and posted as any player's.

pub mod arena;
pub mod basic;
mod moves;
pub mod rollout;
pub mod search;
mod sight;

pub use sight::Sight;

use crate::engine::{GameRng, Seat};

/// How well an AI seat plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// A random legal answer to every question.
    Random,
    /// A greedy player judging each move by the game's own evaluation (see [`basic`]).
    #[default]
    Basic,
    /// A search: information-set Monte Carlo tree search (see [`search`]), or in a game whose
    /// random play-outs tell nothing, `basic`-played play-outs of its best moves (see
    /// [`rollout`]).
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Random, Level::Basic, Level::Strong];
    /// The level of an AI seat added without naming one.
    pub const DEFAULT: Level = Level::Basic;

    pub fn id(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Basic => "basic",
            Level::Strong => "strong",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == s.trim().to_lowercase())
    }

    fn code(self) -> u64 {
        match self {
            Level::Random => 0,
            Level::Basic => 1,
            Level::Strong => 2,
        }
    }

    fn of_code(code: u64) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.code() == code)
    }
}

/// The first AI user id: far above any Discord snowflake, negative as SQLite stores it.
pub const AI_USER_BASE: u64 = 0xFFFF_FFFF_FFFF_0000;

/// The user id of the `number`-th AI seat (1, 2, …) of a game at `level`.
pub fn ai_user(number: u64, level: Level) -> u64 {
    AI_USER_BASE + number * 16 + level.code()
}

/// The level of an AI user id, `None` for a person.
pub fn level_of(user: u64) -> Option<Level> {
    if user < AI_USER_BASE + 16 {
        return None;
    }
    Level::of_code((user - AI_USER_BASE) % 16)
}

pub fn is_ai(user: u64) -> bool {
    level_of(user).is_some()
}

/// The `number`-th AI seat's name as players read it.
pub fn ai_name(number: u64, level: Level) -> String {
    format!("Bot {number} ({})", level.id())
}

/// The AI's random stream for one decision: from the game's seed, the version it decides at and
/// its seat (so a replay of the log meets the same choices, and two seats do not mirror each
/// other).
pub fn decision_rng(seed: u64, version: i64, seat: Seat) -> GameRng {
    let mix = seed
        ^ (version as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (seat as u64 + 1).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    GameRng::new(mix)
}

/// The line an AI seat plays for its prompt. `None` only for a prompt that admits no answer,
/// which a game never asks.
pub fn decide(level: Level, sight: &Sight, rng: &mut GameRng) -> Option<String> {
    decide_with(level, sight, rng, search::Budget::DEFAULT)
}

/// [`decide`] with the `strong` level searching on `budget` (and `basic` playing its
/// `playouts`).
pub fn decide_with(level: Level, sight: &Sight, rng: &mut GameRng, budget: search::Budget) -> Option<String> {
    match level {
        Level::Random => sight.prompt().random_answer(rng),
        Level::Basic => basic::choose(sight, rng, budget.playouts),
        Level::Strong => match sight.strong_rollouts() {
            Some(plan) => rollout::choose(sight, rng, budget, plan),
            None => search::choose(sight, rng, budget),
        },
    }
}

#[cfg(test)]
mod tests;
