//! #30 Decolonization: USSR +4 influence in Africa and Southeast Asia (1 each).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const DECOLONIZATION: CardNo = 30;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(DECOLONIZATION)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets =
        fx::countries_where(|c| fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia));
    fx::place_among(g, DECOLONIZATION, Power::Ussr, 4, 1, targets);
    true
}
