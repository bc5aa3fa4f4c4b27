//! #32 UN Intervention: it may not be headlined. (The event is in `early/hands.rs`.)

use super::prelude::*;

pub const UN_INTERVENTION: CardNo = 32;

pub const RULES: CardRules = CardRules {
    headline_refusal: Some("ts-err-headline-un"),
    ..CardRules::new(UN_INTERVENTION)
};
