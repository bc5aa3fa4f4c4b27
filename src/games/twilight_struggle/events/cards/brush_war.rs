//! #36 Brush War: a war on a country of stability 1 or 2 (not one NATO protects): wins on 3+,
//! 1 VP, 3 military ops; −1 per enemy-controlled neighbour, the superpower space included.

use super::nato::nato_protects;
use super::prelude::*;

pub const BRUSH_WAR: CardNo = 36;

pub const RULES: CardRules = CardRules {
    event: Some(event),
    on_pick: Some(on_pick),
    ..CardRules::new(BRUSH_WAR)
};

fn event(g: &mut TwilightStruggle, p: Power, _rng: &mut GameRng, _log: &mut Log) -> bool {
    let targets = fx::countries_where(|c| country(c).stability <= 2 && !nato_protects(g, c));
    fx::ask(g, p, BRUSH_WAR, &(), fx::country_picks(&targets), false);
    true
}

fn on_pick(
    g: &mut TwilightStruggle,
    _memo: &Memo,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let Some(Pick::Country(c)) = pick {
        // Unlike other wars, Brush War counts the superpower space too.
        let home = i32::from(TwilightStruggle::touches_home(c, chooser.opponent()));
        fx::war(g, BRUSH_WAR, chooser, c, 3, 1, 3, home, rng, log);
    }
}
