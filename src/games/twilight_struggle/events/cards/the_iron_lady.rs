//! #83 The Iron Lady: USSR +1 in Argentina, all USSR influence leaves the UK, US +1 VP; while in
//! play, Socialist Governments cannot happen (read by that card, R-117).

use super::prelude::*;

pub const THE_IRON_LADY: CardNo = 83;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(THE_IRON_LADY)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("argentina"), Power::Ussr, 1, log);
    fx::remove_all(g, fx::cix("uk"), Power::Ussr, log);
    fx::gain_vp(g, Power::Us, 1, log);
    true
}
