//! #57 ABM Treaty: DEFCON +1, then an operation with this card's ops.

use super::prelude::*;

pub const ABM_TREATY: CardNo = 57;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ABM_TREATY)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::set_defcon(g, g.defcon.saturating_add(1), log);
    let ops = g.ops_value(ABM_TREATY, p);
    fx::grant_ops(g, p, ABM_TREATY, ops, fx::Grant::optional());
    true
}
