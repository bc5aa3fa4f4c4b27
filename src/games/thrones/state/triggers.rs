//! Triggered abilities the rules core fires at its hook points: a card entered play, the
//! dominance phase began, a plot was revealed. Those that ask nothing of anyone and can only help
//! their controller are taken at once (ruling: a response that cannot hurt is always used); the
//! others wait for the response windows (not wired yet, see `docs/thrones.md`).

use crate::engine::{LogEntry, Seat, Text};
use crate::games::thrones::state::steps::{draw, gain_power_on};
use crate::games::thrones::state::text::card_text;
use crate::games::thrones::state::{CardIx, Thrones, card_of};

fn ability(card: CardIx) -> Text {
    Text::new("thrones-why-ability").text("card", card_text(card))
}

/// `card` was played from hand by its controller (not placed in setup: no ability works there,
/// `enters-power` (R-99, the rulebook's Eddard Stark example).
pub fn entered_play(g: &mut Thrones, card: CardIx, log: &mut Vec<LogEntry>) {
    for e in card_of(card).effects.iter().filter(|e| e.name() == "enters-power") {
        gain_power_on(g, card, e.num("n").max(0) as u16, ability(card), log);
    }
}

/// The dominance phase begins: `dominance-power` (a standing character gains power), first
/// player's cards first.
pub fn dominance_begins(g: &mut Thrones, log: &mut Vec<LogEntry>) {
    for seat in [g.first, 1 - g.first] {
        let cards: Vec<(CardIx, bool)> = g.player(seat).in_play.iter().map(|c| (c.card, c.knelt)).collect();
        for (card, knelt) in cards {
            for e in card_of(card).effects.iter().filter(|e| e.name() == "dominance-power") {
                if e.arg("if") == Some("standing") && knelt {
                    continue;
                }
                gain_power_on(g, card, e.num("n").max(0) as u16, ability(card), log);
            }
        }
    }
}

/// `seat` revealed a plot: `plot-draw` on its cards in play.
pub fn plot_revealed(g: &mut Thrones, seat: Seat, log: &mut Vec<LogEntry>) {
    let cards: Vec<CardIx> = g.player(seat).in_play.iter().map(|c| c.card).collect();
    for card in cards {
        for e in card_of(card).effects.iter().filter(|e| e.name() == "plot-draw") {
            draw(g, seat, e.num("n").max(0) as usize, log);
        }
    }
}
