//! #11 Korean War, #13 Arab-Israeli War, #24 Indo-Pakistani War.
//!
//! Wars: a die roll against a country, decided by neighbouring control.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, p: Power, rng: &mut GameRng, log: &mut Log) {
    match no {
        KOREAN_WAR => {
            // Chinese Civil War variant (seed 1548): −1 more while the civil war goes on.
            let extra = i32::from(g.civil_war.is_some());
            fx::war(g, no, Power::Ussr, fx::cix("south-korea"), 4, 2, 2, extra, rng, log);
        }
        ARAB_ISRAELI_WAR => {
            // −1 also when the US controls Israel itself (deluxe card, A-25).
            let israel = fx::cix("israel");
            let extra = i32::from(g.controls(Power::Us, israel));
            fx::war(g, no, Power::Ussr, israel, 4, 2, 2, extra, rng, log);
        }
        INDO_PAKISTANI_WAR => {
            let targets = [fx::cix("india"), fx::cix("pakistan")];
            fx::ask(g, p, no, 0, fx::country_picks(&targets), false);
        }
        _ => {}
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    chooser: Power,
    pick: Option<Pick>,
    rng: &mut GameRng,
    log: &mut Log,
) {
    if let (INDO_PAKISTANI_WAR, 0, Some(Pick::Country(c))) = (no, stage, pick) {
        fx::war(g, no, chooser, c, 4, 2, 2, 0, rng, log);
    }
}
