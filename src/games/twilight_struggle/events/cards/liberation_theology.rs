//! #75 Liberation Theology: USSR +3 influence in Central America (at most 2 each).

use super::prelude::*;

pub const LIBERATION_THEOLOGY: CardNo = 75;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(LIBERATION_THEOLOGY)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let central = fx::countries_where(|c| fx::in_region(c, Region::CentralAmerica));
    fx::place_among(g, LIBERATION_THEOLOGY, Power::Ussr, 3, 2, central);
    true
}
