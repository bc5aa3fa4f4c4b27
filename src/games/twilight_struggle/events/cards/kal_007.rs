//! #89 Soviets Shoot Down KAL-007: DEFCON −1, US +2 VP, and with South Korea controlled the US
//! may place influence or realign with this card's ops.

use super::prelude::*;

pub const KAL_007: CardNo = 89;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(KAL_007)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    g.degrade_defcon(1, log);
    if !g.is_over() {
        fx::gain_vp(g, Power::Us, 2, log);
    }
    if !g.is_over() && g.controls(Power::Us, fx::cix("south-korea")) {
        let ops = g.ops_value(KAL_007, Power::Us);
        fx::grant_ops(g, Power::Us, KAL_007, ops, fx::Grant::influence_or_realign());
    }
    true
}
