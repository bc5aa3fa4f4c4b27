//! #22 Independent Reds: the US matches the USSR's influence in one of five Eastern European
//! countries.

use super::prelude::*;

pub const INDEPENDENT_REDS: CardNo = 22;

/// The five countries it may pick.
const INDEPENDENT_REDS_COUNTRIES: [&str; 5] = ["yugoslavia", "romania", "bulgaria", "hungary", "czechoslovakia"];

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(INDEPENDENT_REDS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let targets: Vec<CountryIx> = INDEPENDENT_REDS_COUNTRIES
        .iter()
        .map(|id| fx::cix(id))
        .filter(|&c| g.inf(c, Power::Ussr) > g.inf(c, Power::Us))
        .collect();
    if targets.is_empty() {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(INDEPENDENT_REDS)),
        );
    } else {
        fx::ask(g, Power::Us, INDEPENDENT_REDS, &(), fx::country_picks(&targets), false);
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
        let gap = g.inf(c, Power::Ussr).saturating_sub(g.inf(c, Power::Us));
        fx::add(g, c, Power::Us, gap, log);
    }
}
