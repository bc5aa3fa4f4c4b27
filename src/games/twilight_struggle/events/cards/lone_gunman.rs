//! #62 Lone Gunman: the US hand is revealed to the USSR, which then runs an operation with this
//! card's ops.

use super::prelude::*;

pub const LONE_GUNMAN: CardNo = 62;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(LONE_GUNMAN)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::reveal_hand(g, Power::Us, log);
    let ops = g.ops_value(LONE_GUNMAN, Power::Ussr);
    fx::grant_ops(g, Power::Ussr, LONE_GUNMAN, ops, fx::Grant::optional());
    true
}
