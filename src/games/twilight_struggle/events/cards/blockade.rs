//! #10 Blockade: the US discards a card worth 3+ ops, or loses all its influence in West
//! Germany (D-17).

use super::prelude::*;

pub const BLOCKADE: CardNo = 10;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(BLOCKADE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let cards = fx::cards_with_ops(g, Power::Us, 3);
    if cards.is_empty() {
        // Nothing to discard: the US loses West Germany at once (D-17).
        fx::say(
            log,
            Text::new("ts-log-blockade-no-card").text("card", card_text(BLOCKADE)),
        );
        fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
    } else {
        let mut choices = fx::card_picks(&cards);
        choices.push(Pick::word("give-up-west-germany"));
        fx::ask(g, Power::Us, BLOCKADE, &(), choices, false);
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
    if let Some(Pick::Card(c)) = pick {
        fx::discard_from_hand(g, Power::Us, c, log);
    } else {
        fx::say(
            log,
            Text::new("ts-log-blockade-refused").text("card", card_text(BLOCKADE)),
        );
        fx::remove_all(g, fx::cix("west-germany"), Power::Us, log);
    }
}
