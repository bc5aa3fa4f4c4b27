//! #19 Truman Doctrine, #22 Independent Reds, #105 Special Relationship.
//!
//! Events where the player picks the country (or the way) they strike.

use super::*;

/// The five countries Independent Reds may pick (card #22).
const INDEPENDENT_REDS_COUNTRIES: [&str; 5] = ["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"];

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
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
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
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
