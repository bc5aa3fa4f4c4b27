//! #42 Quagmire and #44 Bear Trap: the trapped side spends each action round discarding a card
//! of 2+ ops and rolling (1–4 escapes) instead of playing (D-21). Quagmire also ends NORAD.

use super::norad::NORAD;
use super::prelude::*;

pub const QUAGMIRE: CardNo = 42;
pub const BEAR_TRAP: CardNo = 44;

pub const QUAGMIRE_RULES: CardRules = CardRules {
    event: Some(quagmire),
    traps: Some(Power::Us),
    ..CardRules::new(QUAGMIRE)
};

pub const BEAR_TRAP_RULES: CardRules = CardRules {
    event: Some(bear_trap),
    traps: Some(Power::Ussr),
    ..CardRules::new(BEAR_TRAP)
};

// The trap itself is the lasting flag (added by `resolve`); the rounds are played in
// `actions/answers.rs` (`Step::Trapped`).
fn quagmire(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(QUAGMIRE)));
    end_lasting(g, NORAD, log);
    true
}

fn bear_trap(_g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(BEAR_TRAP)));
    true
}
