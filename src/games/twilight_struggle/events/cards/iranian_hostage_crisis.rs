//! #82 Iranian Hostage Crisis: while in play, Terrorism takes 2 cards from the US. (The
//! placement is in `late/`.)

use super::prelude::*;

pub const IRANIAN_HOSTAGE_CRISIS: CardNo = 82;

pub const RULES: CardRules = CardRules::new(IRANIAN_HOSTAGE_CRISIS);

/// How many cards Terrorism takes from `victim`.
pub fn terrorism_count(g: &TwilightStruggle, victim: Power) -> usize {
    if victim == Power::Us && g.in_play(IRANIAN_HOSTAGE_CRISIS) {
        2
    } else {
        1
    }
}
