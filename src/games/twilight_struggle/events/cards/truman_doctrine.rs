//! #19 Truman Doctrine: all USSR influence leaves one uncontrolled European country.

use super::prelude::*;

pub const TRUMAN_DOCTRINE: CardNo = 19;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(TRUMAN_DOCTRINE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let targets = fx::countries_where(|c| {
        fx::in_region(c, Region::Europe) && g.controller(c).is_none() && g.inf(c, Power::Ussr) > 0
    });
    if targets.is_empty() {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(TRUMAN_DOCTRINE)),
        );
    } else {
        fx::ask(g, Power::Us, TRUMAN_DOCTRINE, &(), fx::country_picks(&targets), false);
    }
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
    if let Some(Pick::Country(c)) = pick {
        fx::remove_all(g, c, Power::Ussr, log);
    }
}
