//! The 2-player Game of Thrones card game (HBO edition: Stark against Lannister), issue 16. Being
//! built in steps. Here now: the card pool (`data`), the ability hook points (`abilities`: the
//! core asks them and never names a card; which formula kinds run is listed in
//! `abilities/kinds.rs`), setup, the plot, draw and marshalling phases, the three challenges with
//! stealth, claim, saves by duplicates, unopposed power and renown, dominance, standing,
//! taxation, victory at 15; the plot draft variant (`draft`); action and response windows
//! (`windows`) and the card abilities (`cards`, one file per card group); the notation and the
//! prompts of every decision, views redacted per seat, the board image and `/card`.

pub mod ai;
pub mod board;
pub mod cards;
pub mod data;
pub mod edit;
pub mod game;
pub mod prompts;
pub mod rules;
pub mod state;
pub mod view;

pub use state::Thrones;

#[cfg(test)]
mod tests;
