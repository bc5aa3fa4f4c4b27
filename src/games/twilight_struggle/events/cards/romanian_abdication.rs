//! #12 Romanian Abdication: all US influence leaves Romania; the USSR tops up to control it.

use super::prelude::*;

pub const ROMANIAN_ABDICATION: CardNo = 12;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(ROMANIAN_ABDICATION)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::wipe_and_control(g, "romania", log);
    true
}
