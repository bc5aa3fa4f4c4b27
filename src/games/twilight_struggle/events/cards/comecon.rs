//! #14 COMECON: USSR +4 influence in Eastern Europe (1 each, not where the US has control).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const COMECON: CardNo = 14;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(COMECON)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::EastEurope) && !g.controls(Power::Us, c));
    fx::place_among(g, COMECON, Power::Ussr, 4, 1, targets);
    true
}
