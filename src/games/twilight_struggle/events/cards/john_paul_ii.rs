//! #68 John Paul II Elected Pope: USSR −2 and US +1 in Poland; while in play, Solidarity may be
//! played as an event (read by that card).

use super::prelude::*;

pub const JOHN_PAUL_II: CardNo = 68;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(JOHN_PAUL_II)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let poland = fx::cix("poland");
    fx::remove(g, poland, Power::Ussr, 2, log);
    fx::add(g, poland, Power::Us, 1, log);
    true
}
