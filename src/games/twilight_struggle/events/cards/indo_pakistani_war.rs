//! #24 Indo-Pakistani War: a war on India or Pakistan (wins on 4+, 2 VP, 2 military ops).

use super::prelude::*;

pub const INDO_PAKISTANI_WAR: CardNo = 24;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(INDO_PAKISTANI_WAR)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = [fx::cix("india"), fx::cix("pakistan")];
    fx::ask(g, p, INDO_PAKISTANI_WAR, &(), fx::country_picks(&targets), false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Country(c)) = pick {
        fx::war(g, INDO_PAKISTANI_WAR, chooser, c, 4, 2, 2, 0, rng, log);
    }
}
