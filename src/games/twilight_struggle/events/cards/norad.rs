//! #106 NORAD: at the end of a round in which DEFCON moved to 2, with Canada controlled, the US
//! adds 1 influence where it already has some (D-26).

use super::prelude::*;

pub const NORAD: CardNo = 106;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    on_round_end: Some(on_round_end),
    ..CardRules::new(NORAD)
};

fn event(_g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::say(log, Text::new("ts-log-effect").text("card", card_text(NORAD)));
    true
}

fn on_round_end(g: &mut TwilightStruggle, defcon_fell_to_2: bool) -> bool {
    if !defcon_fell_to_2 || !g.in_play(NORAD) || !g.controls(Power::Us, fx::cix("canada")) {
        return false;
    }
    let choices: Vec<Pick> = (0..g.influence.len() as CountryIx)
        .filter(|&c| g.inf(c, Power::Us) > 0)
        .map(Pick::Country)
        .collect();
    if choices.is_empty() {
        return false;
    }
    // "May": the US may decline (`done`).
    fx::ask(g, Power::Us, NORAD, &(), choices, true);
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
    if let Some(Pick::Country(c)) = pick {
        fx::say(log, Text::new("ts-log-effect").text("card", card_text(NORAD)));
        fx::add(g, c, Power::Us, 1, log);
    }
}
