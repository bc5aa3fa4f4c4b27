//! #66 Puppet Governments: the US may add 1 influence in up to 3 countries where neither side has
//! any.

use super::prelude::*;

pub const PUPPET_GOVERNMENTS: CardNo = 66;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(PUPPET_GOVERNMENTS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    // "May": up to 3 countries empty when the event starts.
    let empty = fx::countries_where(|c| g.inf(c, Power::Ussr) == 0 && g.inf(c, Power::Us) == 0);
    fx::spread(
        g,
        PUPPET_GOVERNMENTS,
        fx::Spread {
            power: Power::Us,
            whose: Power::Us,
            add: true,
            points: 3,
            per_country: 1,
            countries: empty,
            may_stop: true,
            then: None,
        },
    );
    true
}
