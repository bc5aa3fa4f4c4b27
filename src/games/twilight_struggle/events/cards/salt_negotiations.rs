//! #43 SALT Negotiations: DEFCON +2, coup rolls −1 for both sides this turn, and the player may
//! take a non-scoring card from the discard pile, shown to both.

use super::prelude::*;

pub const SALT_NEGOTIATIONS: CardNo = 43;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    coup_roll_modifier: Some(coup_roll_modifier),
    ..CardRules::new(SALT_NEGOTIATIONS)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::set_defcon(g, g.defcon.saturating_add(2), log);
    fx::this_turn(g, SALT_NEGOTIATIONS, p);
    fx::say(
        log,
        Text::new("ts-log-effect").text("card", card_text(SALT_NEGOTIATIONS)),
    );
    let pile: Vec<CardNo> = g.discard.iter().copied().filter(|&c| !card(c).scoring).collect();
    if !pile.is_empty() {
        fx::ask(g, p, SALT_NEGOTIATIONS, &(), fx::card_picks(&pile), true);
    }
    true
}

/// The card goes to the hand, shown to both (the card says so).
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Card(taken)) = pick {
        if !fx::take_from_discard(g, taken) {
            return;
        }
        g.hand_mut(chooser).push(taken);
        fx::make_public(g, taken);
        fx::say(
            log,
            Text::new("ts-log-salt-takes")
                .text("power", fx::power_text(chooser))
                .text("card", card_text(taken)),
        );
    }
}

fn coup_roll_modifier(g: &TwilightStruggle, _p: Power, _c: CountryIx) -> i32 {
    if g.this_turn_by(SALT_NEGOTIATIONS).is_some() {
        -1
    } else {
        0
    }
}
