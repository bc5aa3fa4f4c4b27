//! #61 OPEC: USSR +1 VP per oil producer it controls; North Sea Oil in play cancels it.

use super::north_sea_oil::NORTH_SEA_OIL;
use super::prelude::*;

pub const OPEC: CardNo = 61;

/// The oil producers OPEC counts.
const OPEC_COUNTRIES: [&str; 7] = [
    "egypt",
    "iran",
    "libya",
    "saudi-arabia",
    "iraq",
    "gulf-states",
    "venezuela",
];

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(OPEC)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(NORTH_SEA_OIL).then(|| Text::new("ts-why-opec-north-sea-oil"))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let n = OPEC_COUNTRIES
        .iter()
        .filter(|id| g.controls(Power::Ussr, fx::cix(id)))
        .count();
    fx::say(log, Text::new("ts-log-opec").num("n", n as i64));
    fx::gain_vp(g, Power::Ussr, n as i32, log);
    true
}
