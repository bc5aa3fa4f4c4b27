//! #4 Duck and Cover, #18 Captured Nazi Scientist, #20 Olympic Games, #34 Nuclear Test Ban.
//!
//! DEFCON, VP and space race effects.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        DUCK_AND_COVER => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                fx::gain_vp(g, Power::Us, 5 - i32::from(g.defcon), log);
            }
        }
        CAPTURED_NAZI_SCIENTIST => {
            // One box forward with its VP and ability; no space attempt is used (card #18).
            if g.space[p.index()] >= 8 {
                no_effect(log, no);
            } else {
                g.advance_space(p, 1, log);
            }
        }
        OLYMPIC_GAMES => {
            // The opponent of the sponsor decides (D-16).
            fx::ask(
                g,
                p.opponent(),
                no,
                0,
                vec![Pick::word("participate"), Pick::word("boycott")],
                false,
            );
        }
        NUCLEAR_TEST_BAN => {
            fx::gain_vp(g, p, i32::from(g.defcon) - 2, log);
            if !g.is_over() {
                g.improve_defcon(2, log);
            }
        }
        _ => {}
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
    // Olympic Games: the opponent's answer (D-16); `chooser` is the sponsor's opponent.
    if let (OLYMPIC_GAMES, 0, Some(Pick::Word(w))) = (no, stage, pick) {
        let sponsor = chooser.opponent();
        if w == "boycott" {
            fx::say(
                log,
                Text::new("ts-log-olympic-boycott")
                    .text("card", card_text(no))
                    .text("power", fx::power_text(chooser)),
            );
            g.degrade_defcon(1, log);
            if !g.is_over() {
                // A fixed 4 ops: no ops modifier applies; "may" conduct operations.
                let grant = Grant {
                    may_skip: true,
                    ..Grant::any()
                };
                fx::grant_ops(g, sponsor, no, 4, grant);
            }
        } else {
            olympic_contest(g, sponsor, rng, log);
        }
    }
}

/// Olympic Games taken part in: both roll, the sponsor adds 2, ties roll again; the higher roll
/// gains 2 VP (card #20).
fn olympic_contest(g: &mut TwilightStruggle, sponsor: Power, rng: &mut GameRng, log: &mut Log) {
    let guest = sponsor.opponent();
    // A tie re-rolls; the cap only guards against an endless loop (a tie 100 times running).
    for _ in 0..100 {
        let sponsor_roll = rng.roll(6) as i64;
        let guest_roll = rng.roll(6) as i64;
        let sponsor_total = sponsor_roll + 2;
        fx::say(
            log,
            Text::new("ts-log-olympic-rolls")
                .text("card", card_text(OLYMPIC_GAMES))
                .text("sponsor", fx::power_text(sponsor))
                .num("sponsor_roll", sponsor_roll)
                .num("sponsor_total", sponsor_total)
                .text("guest", fx::power_text(guest))
                .num("guest_roll", guest_roll),
        );
        if sponsor_total != guest_roll {
            let winner = if sponsor_total > guest_roll { sponsor } else { guest };
            fx::gain_vp(g, winner, 2, log);
            return;
        }
    }
}
