//! #91 Ortega Elected in Nicaragua: all US influence leaves Nicaragua, and the USSR may make a
//! free coup in a neighbouring country with this card's ops.

use super::prelude::*;
use crate::games::twilight_struggle::state::Area;

pub const ORTEGA: CardNo = 91;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ORTEGA)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let nicaragua = fx::cix("nicaragua");
    fx::remove_all(g, nicaragua, Power::Us, log);
    let ops = g.ops_value(ORTEGA, Power::Ussr);
    fx::grant_ops(
        g,
        Power::Ussr,
        ORTEGA,
        ops,
        fx::Grant {
            uses: vec![Use::Coup],
            area: Area {
                next_to: Some(nicaragua),
                ..Area::ANYWHERE
            },
            free: true,
            may_skip: true,
        },
    );
    true
}
