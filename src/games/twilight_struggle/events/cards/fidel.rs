//! #8 Fidel: all US influence leaves Cuba; the USSR tops up to control it.

use super::prelude::*;

pub const FIDEL: CardNo = 8;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(FIDEL)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::wipe_and_control(g, "cuba", log);
    true
}
