//! #20 Olympic Games: the sponsor's opponent takes part (both roll, the sponsor +2, the higher
//! gains 2 VP) or boycotts (DEFCON −1 and the sponsor may run a 4-op operation) (D-16).

use super::prelude::*;

pub const OLYMPIC_GAMES: CardNo = 20;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(OLYMPIC_GAMES)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    // The opponent of the sponsor decides (D-16).
    fx::ask(
        g,
        p.opponent(),
        OLYMPIC_GAMES,
        &(),
        vec![Pick::word("participate"), Pick::word("boycott")],
        false,
    );
    true
}

/// The opponent's answer (D-16); `chooser` is the sponsor's opponent.
fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Word(w)) = pick else {
        return;
    };
    let sponsor = chooser.opponent();
    if w == "boycott" {
        fx::say(
            log,
            Text::new("ts-log-olympic-boycott")
                .text("card", card_text(OLYMPIC_GAMES))
                .text("power", fx::power_text(chooser)),
        );
        g.degrade_defcon(1, log);
        if !g.is_over() {
            // A fixed 4 ops: no ops modifier applies; "may" conduct operations.
            let grant = fx::Grant {
                may_skip: true,
                ..fx::Grant::any()
            };
            fx::grant_ops(g, sponsor, OLYMPIC_GAMES, 4, grant);
        }
    } else {
        olympic_contest(g, sponsor, rng, log);
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
