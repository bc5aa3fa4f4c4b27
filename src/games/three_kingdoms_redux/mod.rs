//! Three Kingdoms Redux (3 players: Wei, Wu, Shu). Being built in steps (issue 15): the data,
//! setup with the secret drafts, the alliance, the open bidding and its winners, the actions,
//! the round's end, upkeep and scoring, the notation and the prompts of every decision on the
//! engine contract (registered for `/new`), the bid in three taps (`bid_steps`, `prompts_bid`),
//! the card catalog for `/card`, the game master's edits, the card benefits on their hook points
//! (`abilities`: after an action, when recruited, at the round's end), the board image (`board`,
//! `board_spaces`, `board_mats`) and the scenario scripts of the rulebook's examples
//! (`tests/scenarios/three-kingdoms-redux/`).

pub mod abilities;
mod action_check;
pub mod actions;
pub mod ai;
pub mod bid_steps;
pub mod bidding;
pub mod board;
mod board_marks;
mod board_mats;
mod board_spaces;
pub mod card_labels;
pub mod catalog;
pub mod data;
pub mod edit;
pub mod game;
pub mod invariants;
pub mod labels;
pub mod notation;
pub mod prompts;
pub mod prompts_bid;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod state;
pub mod text_view;
pub mod upkeep;

pub use state::ThreeKingdoms;

#[cfg(test)]
mod ai_judgement_tests;
#[cfg(test)]
mod ai_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_abilities_enhancements;
#[cfg(test)]
mod tests_abilities_generals;
#[cfg(test)]
mod tests_action_check;
#[cfg(test)]
mod tests_actions;
#[cfg(test)]
mod tests_bid;
#[cfg(test)]
mod tests_board;
#[cfg(test)]
mod tests_edit;
#[cfg(test)]
mod tests_end;
#[cfg(test)]
mod tests_end_text;
#[cfg(test)]
mod tests_finish;
#[cfg(test)]
mod tests_kit;
#[cfg(test)]
mod tests_options_text;
#[cfg(test)]
mod tests_round;
#[cfg(test)]
mod tests_rules_actions;
#[cfg(test)]
mod tests_rules_bidding;
#[cfg(test)]
mod tests_rules_refusals;
#[cfg(test)]
mod tests_rules_setup;
