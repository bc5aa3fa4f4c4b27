//! #17 De Gaulle Leads France: US −2 and USSR +1 in France; while in play, NATO no longer
//! protects France (read by `nato.rs`).

use super::prelude::*;

pub const DE_GAULLE: CardNo = 17;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(DE_GAULLE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let france = fx::cix("france");
    fx::remove(g, france, Power::Us, 2, log);
    fx::add(g, france, Power::Ussr, 1, log);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(DE_GAULLE)));
    true
}
