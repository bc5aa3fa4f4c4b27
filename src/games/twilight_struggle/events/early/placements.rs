//! #7 Socialist Governments, #14 COMECON, #28 Suez Crisis, #29 East European
//! Unrest, #30 Decolonization, #33 De-Stalinization.
//!
//! Influence spread by the player over several countries of an area.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, _log: &mut Log) {
    match no {
        SOCIALIST_GOVERNMENTS => {
            fx::remove_among(g, no, Power::Ussr, 3, 2, fx::countries_where(west_europe));
        }
        COMECON => {
            let targets = fx::countries_where(|c| east_europe(c) && !g.controls(Power::Us, c));
            fx::place_among(g, no, Power::Ussr, 4, 1, targets);
        }
        SUEZ_CRISIS => {
            let targets = vec![fx::cix("france"), fx::cix("uk"), fx::cix("israel")];
            fx::remove_among(g, no, Power::Ussr, 4, 2, targets);
        }
        EAST_EUROPEAN_UNREST => {
            // Three different countries, one point each; the Late War takes a second point from
            // each of the same three (stage 1).
            let late = g.turn >= LATE_WAR_TURN;
            fx::spread(
                g,
                no,
                Spread {
                    power: Power::Us,
                    whose: Power::Ussr,
                    add: false,
                    points: 3,
                    per_country: 1,
                    countries: fx::countries_where(east_europe),
                    may_stop: false,
                    then: late.then_some(1),
                },
            );
        }
        DECOLONIZATION => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia)
            });
            fx::place_among(g, no, Power::Ussr, 4, 1, targets);
        }
        DE_STALINIZATION => {
            // Up to 4 USSR points leave (the USSR may stop early); stage 1 places as many.
            fx::spread(
                g,
                no,
                Spread {
                    power: Power::Ussr,
                    whose: Power::Ussr,
                    add: false,
                    points: 4,
                    per_country: 4,
                    countries: fx::countries_where(|_| true),
                    may_stop: true,
                    then: Some(1),
                },
            );
        }
        _ => {}
    }
}

pub(super) fn on_resume(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    data: Vec<u8>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage) {
        // East European Unrest in the Late War: a second point from each of the three countries.
        (EAST_EUROPEAN_UNREST, 1) => {
            for c in data {
                fx::remove(g, c, Power::Ussr, 1, log);
            }
        }
        // De-Stalinization: as many points as left are placed in countries the US does not control
        // (at most 2 each). Adding USSR influence never gives the US control, so the list holds.
        (DE_STALINIZATION, 1) => {
            let moved = data.len() as u8;
            if moved == 0 {
                return;
            }
            let targets = fx::countries_where(|c| !g.controls(Power::Us, c));
            fx::place_among(g, no, Power::Ussr, moved, 2, targets);
        }
        _ => {}
    }
}
