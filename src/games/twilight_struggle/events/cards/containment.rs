//! #25 Containment: the US's cards get +1 op this turn (max 4, R-45).

use super::prelude::*;

pub const CONTAINMENT: CardNo = 25;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ops_modifier: Some(ops_modifier),
    ..CardRules::new(CONTAINMENT)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, CONTAINMENT, Power::Us);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(CONTAINMENT)));
    true
}

fn ops_modifier(g: &TwilightStruggle, p: Power) -> Option<i32> {
    (p == Power::Us && g.this_turn_by(CONTAINMENT) == Some(p)).then_some(1)
}
