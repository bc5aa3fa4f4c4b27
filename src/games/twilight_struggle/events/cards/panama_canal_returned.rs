//! #64 Panama Canal Returned: US +1 in Panama, Costa Rica and Venezuela.

use super::prelude::*;

pub const PANAMA_CANAL_RETURNED: CardNo = 64;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(PANAMA_CANAL_RETURNED)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    for id in ["panama", "costa-rica", "venezuela"] {
        fx::add(g, fx::cix(id), Power::Us, 1, log);
    }
    true
}
