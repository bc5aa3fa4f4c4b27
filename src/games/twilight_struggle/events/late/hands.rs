//! #85 Star Wars, #92 Terrorism, #95 Latin American Debt Crisis.
//!
//! Hands and the discard pile.

use super::*;

/// Latin American Debt Crisis: the US's answer when it keeps its cards.
const LET_USSR_DOUBLE: &str = "let-ussr-double";

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        STAR_WARS => {
            let choices = star_wars_choices(g);
            fx::ask(g, Power::Us, no, 0, fx::card_picks(&choices), false);
            true
        }
        TERRORISM => {
            let victim = p.opponent();
            let count = super::super::cards::iranian_hostage_crisis::terrorism_count(g, victim);
            for _ in 0..count {
                if fx::discard_random(g, victim, rng, log).is_none() {
                    fx::say(
                        log,
                        Text::new("ts-log-terrorism-empty")
                            .text("event", card_text(TERRORISM))
                            .text("power", fx::power_text(victim)),
                    );
                    break;
                }
            }
            true
        }
        DEBT_CRISIS => {
            let mut choices = fx::card_picks(&fx::cards_with_ops(g, Power::Us, 3));
            choices.push(Pick::word(LET_USSR_DOUBLE));
            fx::ask(g, Power::Us, no, 0, choices, false);
            true
        }
        _ => false,
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        // Star Wars: the chosen card leaves the discard pile and its event happens at once, for
        // its owner if it is the USSR's card; it then goes where an event's card goes.
        (STAR_WARS, 0, Some(Pick::Card(c))) => {
            if !fx::take_from_discard(g, c) {
                return;
            }
            let player = super::super::event_player(g, c, Power::Us);
            fx::say(
                log,
                Text::new("ts-log-star-wars")
                    .text("event", card_text(STAR_WARS))
                    .text("card", card_text(c))
                    .text("power", fx::power_text(player)),
            );
            fx::nested_event(g, c, Power::Us, player, rng, log);
        }
        // Latin American Debt Crisis: the US discards a 3+ ops card, or the USSR doubles its
        // influence in 2 South American countries (D-18).
        (DEBT_CRISIS, 0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, chooser, c, log);
        }
        (DEBT_CRISIS, 0, Some(Pick::Word(_))) => {
            fx::say(
                log,
                Text::new("ts-log-debt-crisis-refused").text("event", card_text(DEBT_CRISIS)),
            );
            let choices = debt_countries(g, None);
            fx::ask(g, Power::Ussr, no, 1, fx::country_picks(&choices), false);
        }
        (DEBT_CRISIS, s @ 1..=2, Some(Pick::Country(c))) => {
            let have = g.inf(c, Power::Ussr);
            fx::add(g, c, Power::Ussr, have, log);
            if s == 1 {
                let choices = debt_countries(g, Some(c));
                fx::ask(g, Power::Ussr, no, 2, fx::country_picks(&choices), false);
            }
        }
        _ => {}
    }
}

/// Star Wars: the non-scoring cards of the discard pile whose event could happen now for the side
/// that would implement it (its owner, A-9; the US for a neutral card).
pub(super) fn star_wars_choices(g: &TwilightStruggle) -> Vec<CardNo> {
    g.discard
        .iter()
        .copied()
        .filter(|&c| c != STAR_WARS && !card(c).scoring)
        .filter(|&c| super::super::blocked(g, c, super::super::event_player(g, c, Power::Us)).is_none())
        .collect()
}

/// South American countries with USSR influence to double, but not `except` (the first pick).
fn debt_countries(g: &TwilightStruggle, except: Option<CountryIx>) -> Vec<CountryIx> {
    fx::countries_where(|c| fx::in_region(c, Region::SouthAmerica) && g.inf(c, Power::Ussr) > 0 && Some(c) != except)
}
