//! #100 Wargames: only at DEFCON 2; its player may end the game at once: the opponent gains 6
//! VP, then the VP as they stand decide (0 a draw), with no final scoring.

use super::prelude::*;

pub const WARGAMES: CardNo = 100;

const END_GAME: &str = "end-game";
const KEEP_PLAYING: &str = "keep-playing";

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(WARGAMES)
};

fn blocked(g: &TwilightStruggle, _p: Power) -> Option<Text> {
    (g.defcon != 2).then(|| Text::new("ts-why-wargames-defcon").num("defcon", g.defcon))
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    fx::ask(
        g,
        p,
        WARGAMES,
        &(),
        vec![Pick::word(END_GAME), Pick::word(KEEP_PLAYING)],
        false,
    );
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Word(w)) = pick else {
        return;
    };
    if w == END_GAME {
        wargames_end(g, chooser, log);
    } else {
        fx::say(
            log,
            Text::new("ts-log-wargames-continue")
                .text("event", card_text(WARGAMES))
                .text("power", fx::power_text(chooser)),
        );
    }
}

/// Wargames: the opponent gains 6 VP, then the game ends on the VP as they stand, 0 a draw; no
/// final scoring (card #100). Reaching 20 VP with the gift ends it the usual way.
fn wargames_end(g: &mut TwilightStruggle, player: Power, log: &mut Log) {
    fx::gain_vp(g, player.opponent(), 6, log);
    if g.is_over() {
        return;
    }
    let (winner, reason) = match g.vp {
        v if v > 0 => (
            Some(Power::Us),
            Text::new("ts-end-wargames")
                .text("event", card_text(WARGAMES))
                .text("power", fx::power_text(Power::Us))
                .num("vp", v),
        ),
        v if v < 0 => (
            Some(Power::Ussr),
            Text::new("ts-end-wargames")
                .text("event", card_text(WARGAMES))
                .text("power", fx::power_text(Power::Ussr))
                .num("vp", -v),
        ),
        _ => (
            None,
            Text::new("ts-end-wargames-draw").text("event", card_text(WARGAMES)),
        ),
    };
    g.finish(winner, reason, log);
}
