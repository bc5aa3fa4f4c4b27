//! #16 Warsaw Pact Formed, #19 Truman Doctrine, #22 Independent Reds, #105 Special Relationship.
//!
//! Events where the player picks the country (or the way) they strike.

use super::*;

/// The five countries Independent Reds may pick (card #22).
const INDEPENDENT_REDS_COUNTRIES: [&str; 5] = ["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"];

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        WARSAW_PACT => {
            fx::ask(g, p, no, 0, vec![Pick::word("wipe"), Pick::word("add")], false);
        }
        TRUMAN_DOCTRINE => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Europe) && g.controller(c).is_none() && g.inf(c, Power::Ussr) > 0
            });
            if targets.is_empty() {
                no_effect(log, no);
            } else {
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            }
        }
        INDEPENDENT_REDS => {
            let targets: Vec<CountryIx> = INDEPENDENT_REDS_COUNTRIES
                .iter()
                .map(|id| fx::cix(id))
                .filter(|&c| g.inf(c, Power::Ussr) > g.inf(c, Power::Us))
                .collect();
            if targets.is_empty() {
                no_effect(log, no);
            } else {
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            }
        }
        SPECIAL_RELATIONSHIP => {
            let uk = fx::cix("uk");
            if !g.controls(Power::Us, uk) {
                no_effect(log, no);
            } else if g.in_play(NATO) {
                let targets = fx::countries_where(west_europe);
                fx::ask(g, Power::Us, no, 0, fx::country_picks(&targets), false);
            } else {
                let targets: Vec<CountryIx> = TwilightStruggle::neighbours(uk).collect();
                fx::ask(g, Power::Us, no, 1, fx::country_picks(&targets), false);
            }
        }
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // Warsaw Pact: wipe the US from 4 Eastern European countries, or add 5 there (≤2 each).
        (WARSAW_PACT, 0, Some(Pick::Word(w))) => {
            let east = fx::countries_where(east_europe);
            if w == "wipe" {
                let with_us: Vec<_> = east.into_iter().filter(|&c| g.inf(c, Power::Us) > 0).collect();
                fx::ask(g, chooser, no, 1, fx::country_picks(&with_us), false);
            } else {
                fx::place_among(g, no, Power::Ussr, 5, 2, east);
            }
        }
        // One country wiped; ask again until 4 are done (`data` counts them through the stage).
        (WARSAW_PACT, s @ 1..=4, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s < 4 {
                let left: Vec<_> = fx::countries_where(|x| east_europe(x) && g.inf(x, Power::Us) > 0);
                fx::ask(g, chooser, no, s + 1, fx::country_picks(&left), false);
            }
        }
        (TRUMAN_DOCTRINE, 0, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Ussr, log);
        }
        (INDEPENDENT_REDS, 0, Some(Pick::Country(c))) => {
            let gap = g.inf(c, Power::Ussr).saturating_sub(g.inf(c, Power::Us));
            fx::add(g, c, Power::Us, gap, log);
        }
        // Special Relationship with NATO: +2 in a Western European country and 2 VP.
        (SPECIAL_RELATIONSHIP, 0, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 2, log);
            fx::gain_vp(g, Power::Us, 2, log);
        }
        // Without NATO: +1 next to the UK.
        (SPECIAL_RELATIONSHIP, 1, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Us, 1, log);
        }
        _ => {}
    }
}
