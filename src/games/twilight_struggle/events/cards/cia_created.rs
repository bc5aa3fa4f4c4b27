//! #26 CIA Created: the USSR hand is revealed to the US, which then runs an operation with this
//! card's ops.

use super::prelude::*;

pub const CIA_CREATED: CardNo = 26;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(CIA_CREATED)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::reveal_hand(g, Power::Ussr, log);
    let ops = g.ops_value(CIA_CREATED, Power::Us);
    fx::grant_ops(g, Power::Us, CIA_CREATED, ops, fx::Grant::optional());
    true
}
