//! #102 Iran-Iraq War: a war on Iran or Iraq (wins on 4+, 2 VP, 2 military ops).

use super::prelude::*;

pub const IRAN_IRAQ_WAR: CardNo = 102;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(IRAN_IRAQ_WAR)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = [fx::cix("iran"), fx::cix("iraq")];
    fx::ask(g, p, IRAN_IRAQ_WAR, &(), fx::country_picks(&targets), false);
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
    if let Some(Pick::Country(target)) = pick {
        fx::war(g, IRAN_IRAQ_WAR, chooser, target, 4, 2, 2, 0, rng, log);
    }
}
