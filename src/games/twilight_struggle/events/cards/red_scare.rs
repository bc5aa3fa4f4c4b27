//! #31 Red Scare/Purge: the opponent's cards get −1 op this turn (min 1, R-45).

use super::prelude::*;

pub const RED_SCARE: CardNo = 31;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ops_modifier: Some(ops_modifier),
    ..CardRules::new(RED_SCARE)
};

/// Chinese Civil War variant (seed 1522-1531): until the USSR wins the civil war, it may not
/// event Red Scare/Purge.
fn blocked(g: &TwilightStruggle, p: Power) -> Option<Text> {
    (p == Power::Ussr && g.civil_war.is_some())
        .then(|| Text::new("ts-why-civil-war-event").text("card", card_text(RED_SCARE)))
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    // Both sides may have it in effect in one turn (the card can come back after a reshuffle),
    // so record it per player.
    fx::this_turn(g, RED_SCARE, p);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(RED_SCARE)));
    true
}

fn ops_modifier(g: &TwilightStruggle, p: Power) -> Option<i32> {
    g.this_turn
        .iter()
        .any(|&(c, by)| c == RED_SCARE && by != p)
        .then_some(-1)
}
