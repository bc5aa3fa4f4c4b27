//! #63 Colonial Rear Guards: US +4 influence in Africa and Southeast Asia (1 each).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const COLONIAL_REAR_GUARDS: CardNo = 63;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(COLONIAL_REAR_GUARDS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets =
        fx::countries_where(|c| fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia));
    fx::place_among(g, COLONIAL_REAR_GUARDS, Power::Us, 4, 1, targets);
    true
}
