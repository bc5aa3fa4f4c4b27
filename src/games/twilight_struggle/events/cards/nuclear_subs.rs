//! #41 Nuclear Subs: US coups in battlegrounds leave DEFCON alone this turn (R-63; A-21: free
//! coups of events too).

use super::prelude::*;

pub const NUCLEAR_SUBS: CardNo = 41;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    spares_defcon: Some(spares_defcon),
    ..CardRules::new(NUCLEAR_SUBS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, NUCLEAR_SUBS, Power::Us);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(NUCLEAR_SUBS)));
    true
}

fn spares_defcon(g: &TwilightStruggle, p: Power, _c: CountryIx) -> bool {
    p == Power::Us && g.this_turn_by(NUCLEAR_SUBS).is_some()
}
