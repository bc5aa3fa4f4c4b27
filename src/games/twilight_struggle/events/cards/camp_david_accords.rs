//! #65 Camp David Accords: US +1 VP and +1 in Israel, Jordan and Egypt; while in play, the
//! Arab-Israeli War cannot happen (read by that card, R-117).

use super::prelude::*;

pub const CAMP_DAVID_ACCORDS: CardNo = 65;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(CAMP_DAVID_ACCORDS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, Power::Us, 1, log);
    for id in ["israel", "jordan", "egypt"] {
        fx::add(g, fx::cix(id), Power::Us, 1, log);
    }
    true
}
