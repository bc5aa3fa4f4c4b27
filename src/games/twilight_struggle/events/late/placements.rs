//! #88 Marine Barracks Bombing, #99 Pershing II Deployed.
//!
//! Influence spread by the player over several countries of an area.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        MARINE_BARRACKS_BOMBING => {
            fx::remove_all(g, fx::cix("lebanon"), Power::Us, log);
            let middle_east = fx::countries_where(|c| fx::in_region(c, Region::MiddleEast));
            fx::remove_among(g, no, Power::Ussr, 2, 2, middle_east);
            true
        }
        PERSHING_II => {
            fx::gain_vp(g, Power::Ussr, 1, log);
            if !g.is_over() {
                let west = fx::countries_where(|c| fx::in_sub_region(c, SubRegion::WestEurope));
                fx::remove_among(g, no, Power::Ussr, 3, 1, west);
            }
            true
        }
        _ => false,
    }
}
