//! #4 Duck and Cover: DEFCON −1, then the US gains 5 − DEFCON VP.

use super::prelude::*;

pub const DUCK_AND_COVER: CardNo = 4;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    defcon_drop: 1,
    ..CardRules::new(DUCK_AND_COVER)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    g.degrade_defcon(1, log);
    if !g.is_over() {
        fx::gain_vp(g, Power::Us, 5 - i32::from(g.defcon), log);
    }
    true
}
