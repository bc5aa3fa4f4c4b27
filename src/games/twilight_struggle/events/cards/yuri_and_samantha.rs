//! #109 Yuri and Samantha: the USSR gains 1 VP for each US coup this turn.

use super::prelude::*;

pub const YURI_AND_SAMANTHA: CardNo = 109;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    before_coup: Some(before_coup),
    ..CardRules::new(YURI_AND_SAMANTHA)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::this_turn(g, YURI_AND_SAMANTHA, Power::Ussr);
    fx::say(
        log,
        Text::new("ts-log-effect").text("card", card_text(YURI_AND_SAMANTHA)),
    );
    true
}

fn before_coup(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    if p == Power::Us && g.this_turn_by(YURI_AND_SAMANTHA).is_some() {
        log.push(LogEntry::public(
            Text::new("ts-log-effect").text("card", card_text(YURI_AND_SAMANTHA)),
        ));
        g.add_vp(-1, log);
    }
}
