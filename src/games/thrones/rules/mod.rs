//! The phases of a round and what moves the game between decisions: set-up and the plot draft,
//! the plot, draw and marshalling phases, the three challenges with claim, dominance, standing
//! and taxation (`round_end`), the action and response windows, and the invariants every state
//! keeps. The rules read the cards through their tables and hooks (`super::cards`).

pub mod challenge;
pub mod claim;
pub mod draft;
pub mod invariants;
pub mod marshal;
pub mod plot;
pub mod round_end;
pub mod setup;
pub mod windows;
