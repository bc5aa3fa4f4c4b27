//! #86 North Sea Oil, #93 Iran-Contra Scandal, #94 Chernobyl, #97 An Evil Empire, #109 Yuri and
//! Samantha.
//!
//! Rule-changing effects: the card only sets its flag (or ends another); the rules read it in
//! `hooks`.

use super::*;

pub(super) fn play(g: &mut TwilightStruggle, no: CardNo, _p: Power, _rng: &mut GameRng, log: &mut Log) -> bool {
    match no {
        NORTH_SEA_OIL => {
            // The 8th round is read by `rounds_for`; OPEC's refusal by the OPEC card (lasting).
            fx::this_turn(g, no, Power::Us);
            effect(log, no);
            true
        }
        IRAN_CONTRA | YURI_AND_SAMANTHA => {
            fx::this_turn(g, no, Power::Ussr);
            effect(log, no);
            true
        }
        CHERNOBYL => {
            let regions = Region::ALL.iter().map(|r| Pick::word(r.key())).collect();
            fx::ask(g, Power::Us, no, 0, regions, false);
            true
        }
        AN_EVIL_EMPIRE => {
            fx::gain_vp(g, Power::Us, 1, log);
            super::super::end_lasting(g, FLOWER_POWER, log);
            true
        }
        _ => false,
    }
}

pub(super) fn on_pick(
    g: &mut TwilightStruggle,
    no: CardNo,
    stage: u8,
    _chooser: Power,
    pick: Option<Pick>,
    _rng: &mut GameRng,
    log: &mut Log,
) {
    if let (CHERNOBYL, 0, Some(Pick::Word(w))) = (no, stage, pick)
        && let Some(region) = Region::ALL.into_iter().find(|r| r.key() == w)
    {
        g.chernobyl = Some(region);
        fx::say(
            log,
            Text::new("ts-log-chernobyl")
                .text("event", card_text(CHERNOBYL))
                .text("region", Text::new(region.name_key())),
        );
    }
}
