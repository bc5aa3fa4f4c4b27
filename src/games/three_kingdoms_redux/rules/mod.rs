//! The phases of Three Kingdoms Redux: the set-up drafts (`setup`), the alliance and the open
//! bidding (`bidding`, the bid in three taps `bid_steps`), the actions (`actions`, judged without
//! performing them in `action_check`), the round's turn and end (`round`), upkeep and renewal
//! (`upkeep`), scoring (`scoring`) and what must always hold (`invariants`).

pub mod act_text;
pub mod action_check;
pub mod actions;
pub mod benefits;
pub mod bid_steps;
pub mod bidding;
pub mod invariants;
pub mod round;
pub mod scoring;
pub mod setup;
pub mod upkeep;
