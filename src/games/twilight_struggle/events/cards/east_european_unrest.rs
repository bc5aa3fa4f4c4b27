//! #29 East European Unrest: the US removes 1 USSR influence from each of 3 Eastern European
//! countries (2 each in the Late War).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const EAST_EUROPEAN_UNREST: CardNo = 29;

/// The Late War starts with turn 8.
const LATE_WAR_TURN: u8 = 8;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    after_spread: Some(after_spread),
    ..CardRules::new(EAST_EUROPEAN_UNREST)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    // Three different countries, one point each; the Late War takes a second point from each of
    // the same three (`after_spread`).
    let late = g.turn >= LATE_WAR_TURN;
    fx::spread(
        g,
        EAST_EUROPEAN_UNREST,
        fx::Spread {
            power: Power::Us,
            whose: Power::Ussr,
            add: false,
            points: 3,
            per_country: 1,
            countries: fx::countries_where(|c| fx::in_sub_region(c, SubRegion::EastEurope)),
            may_stop: false,
            then: late.then(|| Memo::of(&())),
        },
    );
    true
}

/// In the Late War: a second point from each of the three countries.
fn after_spread(g: &mut TwilightStruggle, _memo: &Memo, done: Vec<CountryIx>, _rng: &mut GameRng, log: &mut Log) {
    for c in done {
        fx::remove(g, c, Power::Ussr, 1, log);
    }
}
