//! #85 Star Wars: if the US is ahead in the space race, it takes a non-scoring card from the
//! discard pile and its event happens at once.

use super::prelude::*;
use crate::games::twilight_struggle::events::{blocked as event_blocked, event_player};

pub const STAR_WARS: CardNo = 85;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(STAR_WARS)
};

/// The US must be strictly ahead in the space race (A-4, seed line 612) and the discard pile
/// must hold an event that can happen.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    if g.space[Power::Us.index()] <= g.space[Power::Ussr.index()] {
        Some(Text::new("ts-why-star-wars-behind"))
    } else if star_wars_choices(g).is_empty() {
        Some(Text::new("ts-why-star-wars-nothing"))
    } else {
        None
    }
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let choices = star_wars_choices(g);
    fx::ask(g, Power::Us, STAR_WARS, &(), fx::card_picks(&choices), false);
    true
}

/// The chosen card leaves the discard pile and its event happens at once, for its owner if it
/// is the USSR's card; it then goes where an event's card goes.
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Card(c)) = pick else {
        return;
    };
    if !fx::take_from_discard(g, c) {
        return;
    }
    let player = event_player(g, c, Power::Us);
    fx::say(
        log,
        Text::new("ts-log-star-wars")
            .text("event", card_text(STAR_WARS))
            .text("card", card_text(c))
            .text("power", fx::power_text(player)),
    );
    fx::nested_event(g, c, Power::Us, player, rng, log);
}

/// The non-scoring cards of the discard pile whose event could happen now for the side that
/// would implement it (its owner, A-9; the US for a neutral card).
fn star_wars_choices(g: &TwilightStruggle) -> Vec<CardNo> {
    g.discard
        .iter()
        .copied()
        .filter(|&c| c != STAR_WARS && !card(c).scoring)
        .filter(|&c| event_blocked(g, c, event_player(g, c, Power::Us)).is_none())
        .collect()
}
