//! Three Kingdoms Redux (3 players: Wei, Wu, Shu), laid out as every game folder is
//! (docs/engine.md, "One layout for every game folder"): the card and map facts (`data`), what the
//! game remembers (`state`), what the generals and state enhancements do on their hook points
//! (`cards`), the phases (`rules`: setup with the secret drafts, the alliance, the open bidding and
//! the bid in three taps, the actions, the round's end, upkeep and scoring), who is asked what with
//! the notation (`prompts`), the text view (`view`), the board image (`board`), the AI (`ai`), the
//! game master's edits (`edit`), the `engine::Game` impl (`game`) and the scenario scripts of the
//! rulebook's examples (`tests/scenarios/three-kingdoms-redux/`).

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

pub use state::ThreeKingdoms;

#[cfg(test)]
mod tests;
