//! #98 Aldrich Ames Remix: the US hand is open to the USSR for the rest of the turn, and the
//! USSR discards one card of it.

use super::prelude::*;

pub const ALDRICH_AMES: CardNo = 98;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    shows_opponent_hand: Some(shows_opponent_hand),
    ..CardRules::new(ALDRICH_AMES)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    // The hand stays open to the USSR for the turn (view and leak model read the flag).
    fx::this_turn(g, ALDRICH_AMES, Power::Ussr);
    fx::reveal_hand(g, Power::Us, log);
    let hand = g.hand(Power::Us).clone();
    fx::ask(g, Power::Ussr, ALDRICH_AMES, &(), fx::card_picks(&hand), false);
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
    if let Some(Pick::Card(c)) = pick {
        fx::discard_from_hand(g, Power::Us, c, log);
    }
}

fn shows_opponent_hand(g: &TwilightStruggle, viewer: Power) -> bool {
    viewer == Power::Ussr && g.this_turn_by(ALDRICH_AMES).is_some()
}
