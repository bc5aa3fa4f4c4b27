//! #89 Soviets Shoot Down KAL-007, #90 Glasnost, #91 Ortega Elected in Nicaragua.
//!
//! Events that grant operations.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        KAL_007 => {
            g.degrade_defcon(1, log);
            if !g.is_over() {
                fx::gain_vp(g, Power::Us, 2, log);
            }
            if !g.is_over() && g.controls(Power::Us, fx::cix("south-korea")) {
                let ops = g.ops_value(no, Power::Us);
                fx::grant_ops(g, Power::Us, no, ops, influence_or_realign());
            }
            true
        }
        GLASNOST => {
            g.improve_defcon(1, log);
            fx::gain_vp(g, Power::Ussr, 2, log);
            if !g.is_over() && g.in_play(THE_REFORMER) {
                let ops = g.ops_value(no, Power::Ussr);
                fx::grant_ops(g, Power::Ussr, no, ops, influence_or_realign());
            }
            true
        }
        ORTEGA => {
            let nicaragua = fx::cix("nicaragua");
            fx::remove_all(g, nicaragua, Power::Us, log);
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(
                g,
                Power::Ussr,
                no,
                ops,
                Grant {
                    uses: vec![Use::Coup],
                    area: Area {
                        next_to: Some(nicaragua),
                        ..Area::ANYWHERE
                    },
                    free: true,
                    may_skip: true,
                },
            );
            true
        }
        _ => false,
    }
}

/// KAL-007 and Glasnost: an optional operation placing influence or realigning, anywhere.
fn influence_or_realign() -> Grant {
    Grant {
        uses: vec![Use::Influence, Use::Realign],
        area: Area::ANYWHERE,
        free: false,
        may_skip: true,
    }
}
