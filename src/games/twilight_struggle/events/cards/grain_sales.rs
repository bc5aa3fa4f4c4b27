//! #67 Grain Sales to Soviets: a random USSR card goes to the US, which plays it or returns it
//! (then an operation with this card's ops). The taken card rides in the card's `Resume` notes.

use super::prelude::*;
use crate::games::twilight_struggle::actions::uses;

pub const GRAIN_SALES: CardNo = 67;

/// The US's answers.
const PLAY: &str = "play";
const RETURN: &str = "return";

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(GRAIN_SALES)
};

fn on_pick(
    g: &mut TwilightStruggle,
    stage: u8,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let (0, Some(Pick::Word(w))) = (stage, pick) else {
        return;
    };
    let Some(&taken) = fx::take_notes(g, GRAIN_SALES, 1).as_deref().and_then(<[u8]>::first) else {
        return;
    };
    if !g.hand(Power::Us).contains(&taken) {
        return;
    }
    if w == PLAY {
        // A full D-6 decision of the US, using no action round of its own.
        g.stack.push(Step::ChooseUse {
            power: Power::Us,
            card: taken,
            within_event: true,
        });
    } else {
        g.hand_mut(Power::Us).retain(|&c| c != taken);
        g.hand_mut(Power::Ussr).push(taken);
        fx::say(log, Text::new("ts-log-grain-sales-returned"));
        let ops = g.ops_value(GRAIN_SALES, Power::Us);
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, fx::Grant::any());
    }
}

/// Grain Sales: a random USSR card goes to the US, which plays it or returns it (then 2 ops).
fn event(g: &mut TwilightStruggle, _p: Power, rng: &mut GameRng, log: &mut Log) -> bool {
    let ops = g.ops_value(GRAIN_SALES, Power::Us);
    let count = g.hand(Power::Ussr).len();
    if count == 0 {
        fx::say(log, Text::new("ts-log-grain-sales-empty"));
        fx::grant_ops(g, Power::Us, GRAIN_SALES, ops, fx::Grant::any());
        return true;
    }
    let taken = g.hand_mut(Power::Ussr).remove(rng.below(count));
    g.hand_mut(Power::Us).push(taken);
    // Named to the US (who now holds it) and to its owner only; the channel learns that
    // a card changed hands.
    fx::reveal_cards(g, Power::Us, &[taken], Text::new("ts-log-grain-sales-you-take"), log);
    log.push(LogEntry::private(
        Power::Ussr.seat(),
        Text::new("ts-log-grain-sales-taken-from-you").text("card", card_text(taken)),
    ));
    fx::say(log, Text::new("ts-log-grain-sales-take"));
    let mut choices = Vec::new();
    if !uses(g, Power::Us, taken).is_empty() {
        choices.push(Pick::word(PLAY));
    }
    choices.push(Pick::word(RETURN));
    fx::resume_later(g, GRAIN_SALES, 1, vec![taken]);
    fx::ask(g, Power::Us, GRAIN_SALES, 0, choices, false);
    true
}
