//! #80 One Small Step: if behind in the space race, two boxes forward; only the box reached
//! scores.

use super::prelude::*;
use crate::games::twilight_struggle::state::ops::SPACE_VP;

pub const ONE_SMALL_STEP: CardNo = 80;

pub const RULES: CardRules = CardRules {
    blocked: Some(blocked),
    event: Some(event),
    ..CardRules::new(ONE_SMALL_STEP)
};

/// "If you are behind in the space race": otherwise nothing may happen.
fn blocked(g: &TwilightStruggle, p: Power) -> Option<Text> {
    (g.space[p.index()] >= g.space[p.opponent().index()]).then(|| {
        Text::new("ts-why-one-small-step")
            .num("mine", g.space[p.index()])
            .num("theirs", g.space[p.opponent().index()])
    })
}

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    let from = g.space[p.index()];
    let to = (from + 2).min(8);
    if to == from {
        return true;
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
    true
}
