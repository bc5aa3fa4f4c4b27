//! #97 "An Evil Empire": US +1 VP, and Flower Power ends.

use super::flower_power::FLOWER_POWER;
use super::prelude::*;

pub const AN_EVIL_EMPIRE: CardNo = 97;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(AN_EVIL_EMPIRE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, Power::Us, 1, log);
    end_lasting(g, FLOWER_POWER, log);
    true
}
