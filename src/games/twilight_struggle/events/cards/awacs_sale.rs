//! #110 AWACS Sale to Saudis: US +2 in Saudi Arabia; while in play, Muslim Revolution cannot
//! happen (read by that card, R-117).

use super::prelude::*;

pub const AWACS_SALE: CardNo = 110;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(AWACS_SALE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("saudi-arabia"), Power::Us, 2, log);
    true
}
