//! #9 Vietnam Revolts: USSR +2 in Vietnam, and +1 op for the USSR this turn when every op of a
//! card goes into Southeast Asia.

use super::prelude::*;

pub const VIETNAM_REVOLTS: CardNo = 9;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    southeast_asia_bonus: Some(southeast_asia_bonus),
    ..CardRules::new(VIETNAM_REVOLTS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("vietnam"), Power::Ussr, 2, log);
    fx::this_turn(g, VIETNAM_REVOLTS, Power::Ussr);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(VIETNAM_REVOLTS)));
    true
}

fn southeast_asia_bonus(g: &TwilightStruggle, p: Power) -> u8 {
    u8::from(p == Power::Ussr && g.this_turn_by(VIETNAM_REVOLTS) == Some(Power::Ussr))
}
