//! #84 Reagan Bombs Libya, #100 Wargames, #102 Iran-Iraq War.
//!
//! Wars, strikes and the game-ending gamble.

use super::*;

const END_GAME: &str = "end-game";

const KEEP_PLAYING: &str = "keep-playing";

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        REAGAN_BOMBS_LIBYA => {
            let vp = g.inf(fx::cix("libya"), Power::Ussr) / 2;
            fx::say(
                log,
                Text::new("ts-log-reagan-bombs-libya")
                    .text("event", card_text(REAGAN_BOMBS_LIBYA))
                    .num("vp", i64::from(vp)),
            );
            fx::gain_vp(g, Power::Us, i32::from(vp), log);
            true
        }
        WARGAMES => {
            fx::ask(g, p, no, 0, vec![Pick::word(END_GAME), Pick::word(KEEP_PLAYING)], false);
            true
        }
        IRAN_IRAQ_WAR => {
            let targets = [fx::cix("iran"), fx::cix("iraq")];
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
            true
        }
        _ => false,
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    match (no, stage, pick) {
        (WARGAMES, 0, Some(Pick::Word(w))) => {
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
        (IRAN_IRAQ_WAR, 0, Some(Pick::Country(target))) => {
            fx::war(g, no, chooser, target, 4, 2, 2, 0, rng, log);
        }
        _ => {}
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
