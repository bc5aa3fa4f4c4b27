//! #53 South African Unrest: USSR +2 in South Africa, or +1 there and 2 in its neighbours.

use super::prelude::*;

pub const SOUTH_AFRICAN_UNREST: CardNo = 53;

/// The two modes.
const UNREST_SOUTH_AFRICA: &str = "south-africa-only";
const UNREST_NEIGHBOURS: &str = "with-neighbours";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(SOUTH_AFRICAN_UNREST)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let modes = vec![Pick::word(UNREST_SOUTH_AFRICA), Pick::word(UNREST_NEIGHBOURS)];
    fx::ask(g, p, SOUTH_AFRICAN_UNREST, &(), modes, false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Word(w)) = pick else {
        return;
    };
    let south_africa = fx::cix("south-africa");
    if w == UNREST_NEIGHBOURS {
        fx::add(g, south_africa, Power::Ussr, 1, log);
        let neighbours: Vec<CountryIx> = TwilightStruggle::neighbours(south_africa).collect();
        fx::place_among(g, SOUTH_AFRICAN_UNREST, Power::Ussr, 2, 2, neighbours);
    } else {
        fx::add(g, south_africa, Power::Ussr, 2, log);
    }
}
