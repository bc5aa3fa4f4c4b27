//! #38 Southeast Asia Scoring: removed from the game once scored, though it has no star.
//! (The scoring itself is in `scoring.rs`, with the other scoring cards.)

use super::prelude::*;

pub const SOUTHEAST_ASIA_SCORING: CardNo = 38;

pub const RULES: CardRules = CardRules {
    removed_after_event: true,
    ..CardRules::new(SOUTHEAST_ASIA_SCORING)
};
