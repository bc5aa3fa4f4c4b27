//! #28 Suez Crisis: the USSR removes 4 US influence from France, the UK and Israel (at most 2
//! each).

use super::prelude::*;

pub const SUEZ_CRISIS: CardNo = 28;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(SUEZ_CRISIS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = vec![fx::cix("france"), fx::cix("uk"), fx::cix("israel")];
    fx::remove_among(g, SUEZ_CRISIS, Power::Ussr, 4, 2, targets);
    true
}
