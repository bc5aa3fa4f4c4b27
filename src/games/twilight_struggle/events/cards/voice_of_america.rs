//! #74 The Voice of America: the US removes 4 USSR influence outside Europe (at most 2 each).

use super::prelude::*;

pub const VOICE_OF_AMERICA: CardNo = 74;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(VOICE_OF_AMERICA)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let outside = fx::countries_where(|c| !fx::in_region(c, Region::Europe));
    fx::remove_among(g, VOICE_OF_AMERICA, Power::Us, 4, 2, outside);
    true
}
