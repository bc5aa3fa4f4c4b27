//! #70 OAS Founded: US +2 influence in Central and South America.

use super::prelude::*;

pub const OAS_FOUNDED: CardNo = 70;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(OAS_FOUNDED)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let americas =
        fx::countries_where(|c| fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica));
    fx::place_among(g, OAS_FOUNDED, Power::Us, 2, 2, americas);
    true
}
