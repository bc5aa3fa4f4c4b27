//! #18 Captured Nazi Scientist: one box forward in the space race, with its VP and ability; no
//! space attempt is used.

use super::prelude::*;

pub const CAPTURED_NAZI_SCIENTIST: CardNo = 18;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(CAPTURED_NAZI_SCIENTIST)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    if g.space[p.index()] >= 8 {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(CAPTURED_NAZI_SCIENTIST)),
        );
    } else {
        g.advance_space(p, 1, log);
    }
    true
}
