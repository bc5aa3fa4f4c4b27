//! #96 Tear Down This Wall: US +3 in East Germany, Willy Brandt ends, and the US may make a free
//! coup or realignments in Europe with this card's ops; while in play, Willy Brandt is blocked
//! (read by `willy_brandt.rs`).

use super::prelude::*;
use super::willy_brandt::WILLY_BRANDT;
use crate::games::twilight_struggle::events::effects::Grant;
use crate::games::twilight_struggle::state::Area;

pub const TEAR_DOWN_THIS_WALL: CardNo = 96;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    ..CardRules::new(TEAR_DOWN_THIS_WALL)
};

fn event(g: &mut TwilightStruggle, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    fx::add(g, fx::cix("east-germany"), Power::Us, 3, log);
    end_lasting(g, WILLY_BRANDT, log);
    let ops = g.ops_value(TEAR_DOWN_THIS_WALL, Power::Us);
    fx::grant_ops(
        g,
        Power::Us,
        TEAR_DOWN_THIS_WALL,
        ops,
        Grant {
            uses: vec![Use::Coup, Use::Realign],
            area: Area::regions(&[Region::Europe]),
            free: true,
            may_skip: true,
        },
    );
    true
}
