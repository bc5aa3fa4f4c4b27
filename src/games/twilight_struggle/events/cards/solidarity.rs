//! #101 Solidarity: US +3 in Poland, only while John Paul II is in play.

use super::john_paul_ii::JOHN_PAUL_II;
use super::prelude::*;

pub const SOLIDARITY: CardNo = 101;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(SOLIDARITY)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (!g.in_play(JOHN_PAUL_II)).then(|| Text::new("ts-why-solidarity"))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("poland"), Power::Us, 3, log);
    true
}
