//! #52 Portuguese Empire Crumbles, #53 South African Unrest, #54 Allende, #56
//! Muslim Revolution.
//!
//! Influence added or removed in named countries.

use super::*;

/// The eight countries Muslim Revolution may clear of US influence (card #56).
const MUSLIM_COUNTRIES: [&str; 8] = [
    "sudan",
    "iran",
    "iraq",
    "egypt",
    "libya",
    "saudi-arabia",
    "syria",
    "jordan",
];

/// South African Unrest's two modes (card #53).
const UNREST_SOUTH_AFRICA: &str = "south-africa-only";

const UNREST_NEIGHBOURS: &str = "with-neighbours";

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        PORTUGUESE_EMPIRE => {
            fx::add(g, fx::cix("angola"), Power::Ussr, 2, log);
            fx::add(g, fx::cix("se-african-states"), Power::Ussr, 2, log);
        }
        SOUTH_AFRICAN_UNREST => {
            let modes = vec![Pick::word(UNREST_SOUTH_AFRICA), Pick::word(UNREST_NEIGHBOURS)];
            fx::ask(g, p, no, 0, modes, false);
        }
        ALLENDE => fx::add(g, fx::cix("chile"), Power::Ussr, 2, log),
        MUSLIM_REVOLUTION => ask_muslim_revolution(g, p, 0),
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
        (SOUTH_AFRICAN_UNREST, 0, Some(Pick::Word(w))) => {
            let south_africa = fx::cix("south-africa");
            if w == UNREST_NEIGHBOURS {
                fx::add(g, south_africa, Power::Ussr, 1, log);
                let neighbours: Vec<CountryIx> = TwilightStruggle::neighbours(south_africa).collect();
                fx::place_among(g, no, Power::Ussr, 2, 2, neighbours);
            } else {
                fx::add(g, south_africa, Power::Ussr, 2, log);
            }
        }
        (MUSLIM_REVOLUTION, s @ 0..=1, Some(Pick::Country(c))) => {
            fx::remove_all(g, c, Power::Us, log);
            if s == 0 {
                ask_muslim_revolution(g, chooser, 1);
            }
        }
        _ => {}
    }
}

/// Muslim Revolution's `stage`th country: only countries of the eight with US influence are
/// offered; with none left the event is over.
fn ask_muslim_revolution(g: &mut TwilightStruggle, p: Power, stage: u8) {
    let with_us: Vec<CountryIx> = MUSLIM_COUNTRIES
        .iter()
        .map(|id| fx::cix(id))
        .filter(|&c| g.inf(c, Power::Us) > 0)
        .collect();
    if !with_us.is_empty() {
        fx::ask(g, p, MUSLIM_REVOLUTION, stage, fx::country_picks(&with_us), false);
    }
}
