//! Three Kingdoms Redux (3 players: Wei, Wu, Shu). Being built in steps (issue 15): the data,
//! setup with the secret drafts, the alliance and the open bidding with its winners come first;
//! the actions, upkeep and scoring follow, and the game is registered for `/new` once it plays
//! to the end.

pub mod bidding;
pub mod data;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod upkeep;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_end;
