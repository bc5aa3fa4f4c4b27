//! #55 Willy Brandt: USSR +1 VP and +1 in West Germany; while in play, NATO no longer protects
//! West Germany (read by `nato.rs`). Tear Down This Wall blocks and ends it.

use super::prelude::*;
use super::tear_down_this_wall::TEAR_DOWN_THIS_WALL;

pub const WILLY_BRANDT: CardNo = 55;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(WILLY_BRANDT)
};

/// Tear Down This Wall in play blocks Willy Brandt.
fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    g.in_play(TEAR_DOWN_THIS_WALL)
        .then(|| Text::new("ts-why-willy-brandt-blocked").text("card", card_text(TEAR_DOWN_THIS_WALL)))
}

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::gain_vp(g, Power::Ussr, 1, log);
    if !g.is_over() {
        fx::add(g, fx::cix("west-germany"), Power::Ussr, 1, log);
    }
    true
}
