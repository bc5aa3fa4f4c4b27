//! Three Kingdoms Redux (3 players: Wei, Wu, Shu). Being built in steps (issue 15): the data,
//! setup with the secret drafts, the alliance, the open bidding and its winners, the actions,
//! the round's end, upkeep and scoring run as pure functions with their rule tests; the prompts
//! and notation, the board and the Discord side follow, and the game is registered for `/new`
//! once it plays to the end through them.

pub mod actions;
pub mod bidding;
pub mod data;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod upkeep;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_actions;
#[cfg(test)]
mod tests_end;
#[cfg(test)]
mod tests_round;
