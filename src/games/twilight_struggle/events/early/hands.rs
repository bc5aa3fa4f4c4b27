//! #5 Five Year Plan, #10 Blockade, #26 CIA Created, #104 The Cambridge Five.
//!
//! Hands, the discard pile and hidden information (some then grant operations).

use super::*;

use super::super::cards::southeast_asia_scoring::SOUTHEAST_ASIA_SCORING;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, rng: &mut GameRng, log: &mut Log) {
    match no {
        FIVE_YEAR_PLAN => five_year_plan(g, rng, log),
        BLOCKADE => {
            let cards = fx::cards_with_ops(g, Power::Us, 3);
            if cards.is_empty() {
                // Nothing to discard: the US loses West Germany at once (D-17).
                fx::say(log, Text::new("ts-log-blockade-no-card").text("card", card_text(no)));
                fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
            } else {
                let mut choices = fx::card_picks(&cards);
                choices.push(Pick::word("give-up-west-germany"));
                fx::ask(g, Power::Us, no, 0, choices, false);
            }
        }
        CIA_CREATED => {
            fx::reveal_hand(g, Power::Ussr, log);
            let ops = g.ops_value(no, Power::Us);
            fx::grant_ops(g, Power::Us, no, ops, Grant::any());
        }
        CAMBRIDGE_FIVE => cambridge_five(g, log),
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
        // Blockade: a card worth 3+ ops is discarded, or West Germany is given up (D-17).
        (BLOCKADE, 0, Some(Pick::Card(c))) => {
            fx::discard_from_hand(g, Power::Us, c, log);
        }
        (BLOCKADE, 0, _) => {
            fx::say(log, Text::new("ts-log-blockade-refused").text("card", card_text(no)));
            fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
        }
        (CAMBRIDGE_FIVE, 0, Some(Pick::Country(c))) => {
            fx::add(g, c, Power::Ussr, 1, log);
        }
        _ => {}
    }
}

/// Five Year Plan (#5): a random USSR card is discarded; a US event on it happens for the US.
fn five_year_plan(g: &mut TwilightStruggle, rng: &mut GameRng, log: &mut Log) {
    let hand = g.hand(Power::Ussr);
    if hand.is_empty() {
        no_effect(log, FIVE_YEAR_PLAN);
        return;
    }
    let i = rng.below(hand.len());
    let taken = g.hand_mut(Power::Ussr).remove(i);
    fx::say(
        log,
        Text::new("ts-log-discarded-random")
            .text("power", fx::power_text(Power::Ussr))
            .text("card", card_text(taken)),
    );
    if card(taken).side == Side::Us {
        // The card's event happens for the US; the card then goes where its event sends it.
        fx::nested_event(g, taken, Power::Ussr, Power::Us, rng, log);
    } else {
        // A USSR, neutral or scoring card is discarded without its event (seed 620-623).
        g.discard.push(taken);
    }
}

/// The Cambridge Five (#104): the USSR privately sees the US scoring cards, then may add 1
/// influence in a country of a region named on one of them.
fn cambridge_five(g: &mut TwilightStruggle, log: &mut Log) {
    let scoring: Vec<CardNo> = g.hand(Power::Us).iter().copied().filter(|&c| card(c).scoring).collect();
    fx::say(
        log,
        Text::new("ts-log-cambridge-shown").text("card", card_text(CAMBRIDGE_FIVE)),
    );
    if scoring.is_empty() {
        log.push(LogEntry::private(
            Power::Ussr.seat(),
            Text::new("ts-log-cambridge-none").text("card", card_text(CAMBRIDGE_FIVE)),
        ));
        return;
    }
    fx::reveal_cards(
        g,
        Power::Ussr,
        &scoring,
        Text::new("ts-log-cambridge-intro").text("card", card_text(CAMBRIDGE_FIVE)),
        log,
    );
    let targets = fx::countries_where(|c| {
        scoring.iter().any(|&s| {
            if s == SOUTHEAST_ASIA_SCORING {
                fx::in_sub_region(c, SubRegion::SoutheastAsia)
            } else {
                scored_region(s) == Some(country(c).region)
            }
        })
    });
    fx::ask(g, Power::Ussr, CAMBRIDGE_FIVE, 0, fx::country_picks(&targets), true);
}
