//! #86 North Sea Oil: the US may take an 8th action round this turn ("may": it can decline).
//! (OPEC's refusal lives with OPEC.)

use super::prelude::*;

pub const NORTH_SEA_OIL: CardNo = 86;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    optional_eighth_round: Some(optional_eighth_round),
    ..CardRules::new(NORTH_SEA_OIL)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, NORTH_SEA_OIL, Power::Us);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(NORTH_SEA_OIL)));
    true
}

fn optional_eighth_round(g: &TwilightStruggle, p: Power) -> bool {
    p == Power::Us && g.this_turn_by(NORTH_SEA_OIL) == Some(Power::Us)
}
