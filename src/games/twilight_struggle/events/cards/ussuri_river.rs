//! #76 Ussuri River Skirmish: the US takes The China Card face up from the USSR, or adds 4
//! influence in Asia (at most 2 each) if it holds it.

use super::prelude::*;

pub const USSURI_RIVER: CardNo = 76;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(USSURI_RIVER)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match g.china {
        Some((Power::Ussr, _)) => {
            g.china = Some((Power::Us, true));
            fx::say(
                log,
                Text::new("ts-log-china-passes-up").text("power", fx::power_text(Power::Us)),
            );
        }
        // The US holds it, or (Chinese Civil War) counts as holding it.
        _ => {
            let asia = fx::countries_where(|c| fx::in_region(c, Region::Asia));
            fx::place_among(g, USSURI_RIVER, Power::Us, 4, 2, asia);
        }
    }
    true
}
