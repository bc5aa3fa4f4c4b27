//! #69 Latin American Death Squads: this turn, its player's coups in Central and South America
//! roll +1 and the other side's −1.

use super::prelude::*;

pub const DEATH_SQUADS: CardNo = 69;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    coup_roll_modifier: Some(coup_roll_modifier),
    ..CardRules::new(DEATH_SQUADS)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    // A second Death Squads of the other side this turn cancels the first exactly (+1/−1 each
    // way); the modifier knows one player only.
    if g.this_turn_by(DEATH_SQUADS).is_some_and(|by| by != p) {
        g.this_turn.retain(|&(c, _)| c != DEATH_SQUADS);
    } else {
        fx::this_turn(g, DEATH_SQUADS, p);
    }
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(DEATH_SQUADS)));
    true
}

fn coup_roll_modifier(g: &TwilightStruggle, p: Power, c: CountryIx) -> i32 {
    match g.this_turn_by(DEATH_SQUADS) {
        Some(by) if matches!(country(c).region, Region::CentralAmerica | Region::SouthAmerica) => {
            if by == p {
                1
            } else {
                -1
            }
        }
        _ => 0,
    }
}
