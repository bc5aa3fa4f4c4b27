//! #5 Five Year Plan: a random USSR card is discarded; a US event on it happens for the US.

use super::prelude::*;
use crate::games::twilight_struggle::data::Side;

pub const FIVE_YEAR_PLAN: CardNo = 5;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(FIVE_YEAR_PLAN)
};

fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let hand = g.hand(Power::Ussr);
    if hand.is_empty() {
        fx::say(
            log,
            Text::new("ts-log-event-no-effect").text("card", card_text(FIVE_YEAR_PLAN)),
        );
        return true;
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
    true
}
