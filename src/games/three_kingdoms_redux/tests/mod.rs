//! Unit tests that need private access, one file per subject; shared set-up in `kit`.

mod action_check;
mod actions;
mod ai;
mod ai_judgement;
mod bid;
mod board;
mod cards_enhancements;
mod cards_generals;
mod data;
mod edit;
mod end;
mod end_text;
mod finish;
pub(super) mod kit;
mod options_text;
mod round;
mod rules_actions;
mod rules_bidding;
mod rules_refusals;
mod rules_setup;
mod steps;
