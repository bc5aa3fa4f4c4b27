//! #43 SALT Negotiations: coup rolls −1 for both sides this turn. (The event's DEFCON and
//! discard pick are in `mid_war_a/hands.rs`.)

use super::prelude::*;

pub const SALT_NEGOTIATIONS: CardNo = 43;

pub const RULES: CardRules = CardRules {
    coup_roll_modifier: Some(coup_roll_modifier),
    ..CardRules::new(SALT_NEGOTIATIONS)
};

fn coup_roll_modifier(g: &TwilightStruggle, _p: Power, _c: CountryIx) -> i32 {
    if g.this_turn_by(SALT_NEGOTIATIONS).is_some() {
        -1
    } else {
        0
    }
}
