//! #63 Colonial Rear Guards, #66 Puppet Governments, #70 OAS Founded, #74 The Voice of America, #75
//! Liberation Theology.
//!
//! Influence spread by the player over several countries of an area.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, _log: &mut Log) {
    match no {
        COLONIAL_REAR_GUARDS => {
            let targets = fx::countries_where(|c| {
                fx::in_region(c, Region::Africa) || fx::in_sub_region(c, SubRegion::SoutheastAsia)
            });
            fx::place_among(g, no, Power::Us, 4, 1, targets);
        }
        PUPPET_GOVERNMENTS => {
            // "May": up to 3 countries empty when the event starts.
            let empty = fx::countries_where(|c| g.inf(c, Power::Ussr) == 0 && g.inf(c, Power::Us) == 0);
            fx::spread(
                g,
                no,
                fx::Spread {
                    power: Power::Us,
                    whose: Power::Us,
                    add: true,
                    points: 3,
                    per_country: 1,
                    countries: empty,
                    may_stop: true,
                    then: None,
                },
            );
        }
        OAS_FOUNDED => {
            let americas = fx::countries_where(|c| {
                fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica)
            });
            fx::place_among(g, no, Power::Us, 2, 2, americas);
        }
        VOICE_OF_AMERICA => {
            let outside = fx::countries_where(|c| !fx::in_region(c, Region::Europe));
            fx::remove_among(g, no, Power::Us, 4, 2, outside);
        }
        LIBERATION_THEOLOGY => {
            let central = fx::countries_where(|c| fx::in_region(c, Region::CentralAmerica));
            fx::place_among(g, no, Power::Ussr, 3, 2, central);
        }
        _ => {}
    }
}
