//! #62 Lone Gunman, #107 Che.
//!
//! Events that grant operations.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        LONE_GUNMAN => {
            fx::reveal_hand(g, Power::Us, log);
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(g, Power::Ussr, no, ops, Grant::any());
        }
        CHE => {
            // Only a coup of this very grant counts for the second one.
            g.last_coup = None;
            fx::resume_later(g, no, 0, Vec::new());
            let ops = g.ops_value(no, Power::Ussr);
            fx::grant_ops(g, Power::Ussr, no, ops, che_grant(None));
        }
        _ => {}
    }
}

pub(super) fn on_resume(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    _data: Vec<u8>,
    _rng: &mut GameRng,
    _log: &mut Log,
) {
    // Che: a second coup elsewhere if the first removed US influence.
    if let (CHE, 0) = (no, stage)
        && let Some((first, removed)) = g.last_coup
        && removed > 0
    {
        let ops = g.ops_value(no, Power::Ussr);
        fx::grant_ops(g, Power::Ussr, no, ops, che_grant(Some(first)));
    }
}

/// Che's coup: a non-battleground of Central or South America or Africa (not `except`), with
/// milops; the USSR may decline.
fn che_grant(except: Option<u8>) -> Grant {
    Grant {
        uses: vec![super::super::super::state::Use::Coup],
        area: Area {
            regions: region_bit(Region::CentralAmerica) | region_bit(Region::SouthAmerica) | region_bit(Region::Africa),
            non_battleground: true,
            except,
            ..Area::ANYWHERE
        },
        free: false,
        may_skip: true,
    }
}
