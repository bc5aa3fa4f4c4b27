//! #56 Muslim Revolution: all US influence leaves 2 of eight named countries; AWACS Sale to
//! Saudis in play blocks it.

use super::awacs_sale::AWACS_SALE;
use super::prelude::*;

pub const MUSLIM_REVOLUTION: CardNo = 56;

/// The eight countries it may clear of US influence.
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

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(MUSLIM_REVOLUTION)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(AWACS_SALE)
        .then(|| Text::new("ts-why-muslim-revolution-blocked").text("card", card_text(AWACS_SALE)))
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    ask_muslim_revolution(g, p, 0);
    true
}

fn on_pick(g: &mut TwilightStruggle, stage: u8, chooser: Power, pick: Option<Pick>, _rng: &mut GameRng, log: &mut Log) {
    if let (s @ 0..=1, Some(Pick::Country(c))) = (stage, pick) {
        fx::remove_all(g, c, Power::Us, log);
        if s == 0 {
            ask_muslim_revolution(g, chooser, 1);
        }
    }
}

/// The `stage`th country: only countries of the eight with US influence are offered; with none
/// left the event is over.
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
