//! #72 Sadat Expels Soviets: all USSR influence leaves Egypt; US +1 there.

use super::prelude::*;

pub const SADAT: CardNo = 72;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(SADAT)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let egypt = fx::cix("egypt");
    fx::remove_all(g, egypt, Power::Ussr, log);
    fx::add(g, egypt, Power::Us, 1, log);
    true
}
