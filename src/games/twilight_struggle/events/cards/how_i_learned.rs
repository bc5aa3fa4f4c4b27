//! #46 How I Learned to Stop Worrying: the player sets DEFCON to any level and gains 5 military
//! ops.

use super::prelude::*;

pub const HOW_I_LEARNED: CardNo = 46;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(HOW_I_LEARNED)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    // the true count is kept (it may pass the printed track's 5).
    g.milops[p.index()] = g.milops[p.index()].saturating_add(5);
    fx::say(
        log,
        Text::new("ts-log-how-i-learned-milops")
            .text("power", fx::power_text(p))
            .num("n", 5)
            .num("now", g.milops[p.index()]),
    );
    let levels = (1..=5).map(|d| Pick::Word(format!("defcon-{d}"))).collect();
    fx::ask(g, p, HOW_I_LEARNED, &(), levels, false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    let Some(Pick::Word(w)) = pick else {
        return;
    };
    if let Some(level) = w.strip_prefix("defcon-").and_then(|d| d.parse::<u8>().ok()) {
        if level == g.defcon {
            fx::say(
                log,
                Text::new("ts-log-how-i-learned-defcon-kept").num("defcon", g.defcon),
            );
        }
        fx::set_defcon(g, level, log);
    }
}
