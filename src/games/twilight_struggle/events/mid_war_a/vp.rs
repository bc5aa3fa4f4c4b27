//! #39 Arms Race, #48 Kitchen Debates, #58 Cultural Revolution.
//!
//! VP from the state of the game (military ops, battlegrounds, The China Card).

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        ARMS_RACE => arms_race(g, p, log),
        KITCHEN_DEBATES => {
            let count = |side: Power| fx::countries_where(|c| country(c).battleground && g.controls(side, c)).len();
            let (us, ussr) = (count(Power::Us), count(Power::Ussr));
            fx::say(
                log,
                Text::new("ts-log-kitchen-debates")
                    .num("us", us as i64)
                    .num("ussr", ussr as i64),
            );
            if us > ussr {
                fx::gain_vp(g, Power::Us, 2, log);
            }
        }
        CULTURAL_REVOLUTION => match g.china {
            Some((Power::Us, _)) => {
                g.china = Some((Power::Ussr, true));
                fx::say(log, Text::new("ts-log-cultural-revolution-china"));
            }
            _ => fx::gain_vp(g, Power::Ussr, 1, log),
        },
        _ => {}
    }
}

/// Arms Race (#39): more military ops than the opponent gives 1 VP, 3 if the player has also met
/// the DEFCON requirement (A-11: true counts compared).
fn arms_race(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    let mine = g.milops[p.index()];
    let theirs = g.milops[p.opponent().index()];
    let vp = match (mine > theirs, mine >= g.defcon) {
        (true, true) => 3,
        (true, false) => 1,
        _ => 0,
    };
    fx::say(
        log,
        Text::new("ts-log-arms-race")
            .text("power", fx::power_text(p))
            .num("mine", mine)
            .num("theirs", theirs)
            .num("required", g.defcon)
            .num("vp", vp),
    );
    fx::gain_vp(g, p, vp, log);
}
