//! #93 Iran-Contra Scandal: US realignment rolls −1 this turn.

use super::prelude::*;

pub const IRAN_CONTRA: CardNo = 93;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    realign_roll_modifier: Some(realign_roll_modifier),
    ..CardRules::new(IRAN_CONTRA)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, IRAN_CONTRA, Power::Ussr);
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(IRAN_CONTRA)));
    true
}

fn realign_roll_modifier(g: &TwilightStruggle, p: Power) -> i32 {
    if p == Power::Us && g.this_turn_by(IRAN_CONTRA).is_some() {
        -1
    } else {
        0
    }
}
