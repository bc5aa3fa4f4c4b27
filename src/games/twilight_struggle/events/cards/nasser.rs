//! #15 Nasser: USSR +2 in Egypt; the US loses half its influence there (rounded up).

use super::prelude::*;

pub const NASSER: CardNo = 15;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(NASSER)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let egypt = fx::cix("egypt");
    fx::add(g, egypt, Power::Ussr, 2, log);
    let half_up = g.inf(egypt, Power::Us).div_ceil(2);
    fx::remove(g, egypt, Power::Us, half_up, log);
    true
}
