//! #61 OPEC, #71 Nixon Plays the China Card, #76 Ussuri River Skirmish, #78 Alliance for Progress,
//! #80 One Small Step.
//!
//! VP, the space race and The China Card.

use super::*;

/// The oil producers OPEC counts.
const OPEC_COUNTRIES: [&str; 7] = [
    "egypt",
    "iran",
    "libya",
    "saudi-arabia",
    "iraq",
    "gulf-states",
    "venezuela",
];

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, _rng: &mut GameRng, log: &mut Log) {
    match no {
        OPEC => {
            let n = OPEC_COUNTRIES
                .iter()
                .filter(|id| g.controls(Power::Ussr, fx::cix(id)))
                .count();
            fx::say(log, Text::new("ts-log-opec").num("n", n as i64));
            fx::gain_vp(g, Power::Ussr, n as i32, log);
        }
        NIXON => match g.china {
            Some((Power::Ussr, _)) => {
                g.china = Some((Power::Us, false));
                fx::say(
                    log,
                    Text::new("ts-log-china-passes").text("power", fx::power_text(Power::Us)),
                );
            }
            // The US holds it, or (Chinese Civil War) counts as holding it.
            _ => fx::gain_vp(g, Power::Us, 2, log),
        },
        USSURI_RIVER => match g.china {
            Some((Power::Ussr, _)) => {
                g.china = Some((Power::Us, true));
                fx::say(
                    log,
                    Text::new("ts-log-china-passes-up").text("power", fx::power_text(Power::Us)),
                );
            }
            // The US holds it, or (Chinese Civil War) counts as holding it.
            _ => {
                let asia = fx::countries_where(|c| fx::in_region(c, Region::Asia));
                fx::place_among(g, no, Power::Us, 4, 2, asia);
            }
        },
        ALLIANCE_FOR_PROGRESS => {
            let n = fx::countries_where(|c| {
                (fx::in_region(c, Region::CentralAmerica) || fx::in_region(c, Region::SouthAmerica))
                    && super::super::is_battleground(g, c)
                    && g.controls(Power::Us, c)
            })
            .len();
            fx::say(log, Text::new("ts-log-alliance-for-progress").num("n", n as i64));
            fx::gain_vp(g, Power::Us, n as i32, log);
        }
        ONE_SMALL_STEP => one_small_step(g, p, log),
        _ => {}
    }
}

/// One Small Step: two boxes forward, only the box reached scores (card #80).
fn one_small_step(g: &mut TwilightStruggle, p: Power, log: &mut Log) {
    let from = g.space[p.index()];
    let to = (from + 2).min(8);
    if to == from {
        return;
    }
    g.space[p.index()] = to;
    for bx in from + 1..=to {
        log.push(LogEntry::public(
            Text::new("ts-log-space-box")
                .text("power", fx::power_text(p))
                .text("name", Text::new(format!("ts-space-{bx}")))
                .num("box", bx),
        ));
    }
    let first = g.space[p.opponent().index()] < to;
    let (vp_first, vp_later) = SPACE_VP[usize::from(to - 1)];
    fx::gain_vp(g, p, if first { vp_first } else { vp_later }, log);
}
