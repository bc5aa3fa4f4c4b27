//! #52 Portuguese Empire Crumbles: USSR +2 in Angola and in the SE African States.

use super::prelude::*;

pub const PORTUGUESE_EMPIRE: CardNo = 52;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(PORTUGUESE_EMPIRE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("angola"), Power::Ussr, 2, log);
    fx::add(g, fx::cix("se-african-states"), Power::Ussr, 2, log);
    true
}
