//! #9 Vietnam Revolts: +1 op for the USSR this turn when every op of a card goes into Southeast
//! Asia. (The event's placement is in `early/influence.rs`.)

use super::prelude::*;

pub const VIETNAM_REVOLTS: CardNo = 9;

pub const RULES: CardRules = CardRules {
    southeast_asia_bonus: Some(southeast_asia_bonus),
    ..CardRules::new(VIETNAM_REVOLTS)
};

fn southeast_asia_bonus(g: &TwilightStruggle, p: Power) -> u8 {
    u8::from(p == Power::Ussr && g.this_turn_by(VIETNAM_REVOLTS) == Some(Power::Ussr))
}
