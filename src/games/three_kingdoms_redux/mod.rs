//! Three Kingdoms Redux (3 players: Wei, Wu, Shu). Being built in steps (issue 15): the data,
//! setup with the secret drafts, the alliance, the open bidding and its winners, the actions,
//! the round's end, upkeep and scoring, the notation and the prompts of every decision on the
//! engine contract (registered for `/new`), the board image (`board`, `board_spaces`,
//! `board_mats`); the three-tap bid, scenario scripts and the fake-Discord game come next.

pub mod actions;
pub mod bidding;
pub mod board;
mod board_mats;
mod board_spaces;
pub mod data;
pub mod game;
pub mod invariants;
pub mod notation;
pub mod prompts;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod upkeep;

pub use state::ThreeKingdoms;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_actions;
#[cfg(test)]
mod tests_board;
#[cfg(test)]
mod tests_end;
#[cfg(test)]
mod tests_end_text;
#[cfg(test)]
mod tests_round;
