//! #95 Latin American Debt Crisis: the US discards a card of 3+ ops, or the USSR doubles its
//! influence in 2 South American countries (D-18).

use super::prelude::*;

pub const DEBT_CRISIS: CardNo = 95;

/// The US's answer when it keeps its cards.
const LET_USSR_DOUBLE: &str = "let-ussr-double";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(DEBT_CRISIS)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let mut choices = fx::card_picks(&fx::cards_with_ops(g, Power::Us, 3));
    choices.push(Pick::word(LET_USSR_DOUBLE));
    fx::ask(g, Power::Us, DEBT_CRISIS, 0, choices, false);
    true
}

fn on_pick(g: &mut TwilightStruggle, stage: u8, chooser: Power, pick: Option<Pick>, _rng: &mut GameRng, log: &mut Log) {
    match (stage, pick) {
        (0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, chooser, c, log);
        }
        (0, Some(Pick::Word(_))) => {
            fx::say(
                log,
                Text::new("ts-log-debt-crisis-refused").text("event", card_text(DEBT_CRISIS)),
            );
            let choices = debt_countries(g, None);
            fx::ask(g, Power::Ussr, DEBT_CRISIS, 1, fx::country_picks(&choices), false);
        }
        (s @ 1..=2, Some(Pick::Country(c))) => {
            let have = g.inf(c, Power::Ussr);
            fx::add(g, c, Power::Ussr, have, log);
            if s == 1 {
                let choices = debt_countries(g, Some(c));
                fx::ask(g, Power::Ussr, DEBT_CRISIS, 2, fx::country_picks(&choices), false);
            }
        }
        _ => {}
    }
}

/// South American countries with USSR influence to double, but not `except` (the first pick).
fn debt_countries(g: &TwilightStruggle, except: Option<CountryIx>) -> Vec<CountryIx> {
    fx::countries_where(|c| fx::in_region(c, Region::SouthAmerica) && g.inf(c, Power::Ussr) > 0 && Some(c) != except)
}
