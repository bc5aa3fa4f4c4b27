//! Unit tests that need the game's private parts, one file per subject; `kit` holds the shared
//! fixtures.

mod abilities;
mod ai;
mod battery;
mod board;
mod cards_events;
mod cards_lannister;
mod cards_stark;
mod data;
mod data_effects;
mod kit;
mod labels;
mod notation;
mod pass_ahead;
mod plots;
mod rules_abilities;
mod rules_challenges;
mod rules_draft;
mod rules_marshal;
mod rules_round;
mod rules_setup;
mod windows;
