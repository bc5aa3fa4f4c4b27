//! #16 Warsaw Pact Formed: the USSR wipes the US from 4 Eastern European countries, or adds 5
//! influence there (at most 2 each); while in play, NATO may be played (read by `nato.rs`).

use super::prelude::*;
use crate::games::twilight_struggle::data::SubRegion;

pub const WARSAW_PACT: CardNo = 16;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(WARSAW_PACT)
};

fn east_europe(c: CountryIx) -> bool {
    fx::in_sub_region(c, SubRegion::EastEurope)
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    fx::ask(g, p, WARSAW_PACT, 0, vec![Pick::word("wipe"), Pick::word("add")], false);
    true
}

fn on_pick(g: &mut TwilightStruggle, stage: u8, chooser: Power, pick: Option<Pick>, _rng: &mut GameRng, log: &mut Log) {
    match (stage, pick) {
        (0, Some(Pick::Word(w))) => {
            let east = fx::countries_where(east_europe);
            if w == "wipe" {
                let with_us: Vec<_> = east.into_iter().filter(|&c| g.inf(c, Power::Us) > 0).collect();
                fx::ask(g, chooser, WARSAW_PACT, 1, fx::country_picks(&with_us), false);
            } else {
                fx::place_among(g, WARSAW_PACT, Power::Ussr, 5, 2, east);
            }
        }
        // One country wiped; ask again until 4 are done (the stage counts them).
        (s @ 1..=4, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s < 4 {
                let left: Vec<_> = fx::countries_where(|x| east_europe(x) && g.inf(x, Power::Us) > 0);
                fx::ask(g, chooser, WARSAW_PACT, s + 1, fx::country_picks(&left), false);
            }
        }
        _ => {}
    }
}
