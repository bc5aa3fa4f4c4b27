//! The 2-player Game of Thrones card game (HBO edition: Stark against Lannister), issue 16. Being
//! built in steps. Here now: the card pool (`data`), the ability hook points (`abilities`: the
//! core asks them and never names a card; which formula kinds run is listed in
//! `abilities/kinds.rs`), setup, the plot, draw and marshalling phases, the three challenges with
//! stealth, claim, saves by duplicates, unopposed power and renown, dominance, standing,
//! taxation, victory at 15; the plot draft variant (`draft`); action and response windows
//! (`windows`) and the card abilities (`cards`, one file per card group); the notation and the
//! prompts of every decision, views redacted per seat, the board image and `/card`.

pub mod abilities;
pub mod ai;
pub mod board;
mod board_band;
mod board_cards;
mod board_marks;
pub mod cards;
pub mod catalog;
pub mod challenge;
pub mod claim;
pub mod data;
pub mod draft;
pub mod edit;
pub mod game;
pub mod invariants;
pub mod labels;
pub mod marshal;
pub mod notation;
pub mod plot;
pub mod prompts;
pub mod round_end;
pub mod rules;
pub mod setup;
pub mod state;
pub mod text;
pub mod view;
pub mod windows;

pub use state::Thrones;

#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod tests_abilities;
#[cfg(test)]
mod tests_battery;
#[cfg(test)]
mod tests_board;
#[cfg(test)]
mod tests_cards_events;
#[cfg(test)]
mod tests_cards_lannister;
#[cfg(test)]
mod tests_cards_stark;
#[cfg(test)]
mod tests_kit;
#[cfg(test)]
mod tests_labels;
#[cfg(test)]
mod tests_pass_ahead;
#[cfg(test)]
mod tests_plots;
#[cfg(test)]
mod tests_rules_abilities;
#[cfg(test)]
mod tests_rules_challenges;
#[cfg(test)]
mod tests_rules_draft;
#[cfg(test)]
mod tests_rules_marshal;
#[cfg(test)]
mod tests_rules_round;
#[cfg(test)]
mod tests_rules_setup;
#[cfg(test)]
mod tests_windows;
