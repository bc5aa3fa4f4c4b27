//! #34 Nuclear Test Ban: the player gains DEFCON − 2 VP, then DEFCON +2.

use super::prelude::*;

pub const NUCLEAR_TEST_BAN: CardNo = 34;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(NUCLEAR_TEST_BAN)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, p, i32::from(g.defcon) - 2, log);
    if !g.is_over() {
        g.improve_defcon(2, log);
    }
    true
}
