//! #82 Iranian Hostage Crisis: the US loses all its influence in Iran, the USSR adds 2 there; while
//! in play, Terrorism takes 2 cards from the US.

use super::prelude::*;

pub const IRANIAN_HOSTAGE_CRISIS: CardNo = 82;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(IRANIAN_HOSTAGE_CRISIS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let iran = fx::cix("iran");
    fx::remove_all(g, iran, Power::Us, log);
    fx::add(g, iran, Power::Ussr, 2, log);
    true
}

/// How many cards Terrorism takes from `victim`.
pub fn terrorism_count(g: &TwilightStruggle, victim: Power) -> usize {
    if victim == Power::Us && g.in_play(IRANIAN_HOSTAGE_CRISIS) {
        2
    } else {
        1
    }
}
