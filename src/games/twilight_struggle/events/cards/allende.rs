//! #54 Allende: USSR +2 in Chile.

use super::prelude::*;

pub const ALLENDE: CardNo = 54;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ALLENDE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("chile"), Power::Ussr, 2, log);
    true
}
