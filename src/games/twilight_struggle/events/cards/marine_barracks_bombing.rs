//! #88 Marine Barracks Bombing: all US influence leaves Lebanon, and the USSR removes 2 US
//! influence in the Middle East.

use super::prelude::*;

pub const MARINE_BARRACKS_BOMBING: CardNo = 88;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(MARINE_BARRACKS_BOMBING)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::remove_all(g, fx::cix("lebanon"), Power::Us, log);
    let middle_east = fx::countries_where(|c| fx::in_region(c, Region::MiddleEast));
    fx::remove_among(g, MARINE_BARRACKS_BOMBING, Power::Ussr, 2, 2, middle_east);
    true
}
