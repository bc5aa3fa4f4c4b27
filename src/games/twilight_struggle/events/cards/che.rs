//! #107 Che: the USSR may coup a non-battleground of Central or South America or Africa with this
//! card's ops, and a second one elsewhere if the first removed US influence.

use super::prelude::*;
use crate::games::twilight_struggle::state::{Area, region_bit};

pub const CHE: CardNo = 107;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_resume: Some(on_resume),
    ..CardRules::new(CHE)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    // Only a coup of this very grant counts for the second one.
    g.last_coup = None;
    fx::resume_later(g, CHE, &());
    let ops = g.ops_value(CHE, Power::Ussr);
    fx::grant_ops(g, Power::Ussr, CHE, ops, che_grant(None));
    true
}

/// A second coup elsewhere if the first removed US influence.
fn on_resume(g: &mut TwilightStruggle, _memo: &Memo, _rng: &mut GameRng, _log: &mut Log) {
    if let Some((first, removed)) = g.last_coup
        && removed > 0
    {
        let ops = g.ops_value(CHE, Power::Ussr);
        fx::grant_ops(g, Power::Ussr, CHE, ops, che_grant(Some(first)));
    }
}

/// Che's coup: a non-battleground of Central or South America or Africa (not `except`), with
/// milops; the USSR may decline.
fn che_grant(except: Option<u8>) -> fx::Grant {
    fx::Grant {
        uses: vec![Use::Coup],
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
